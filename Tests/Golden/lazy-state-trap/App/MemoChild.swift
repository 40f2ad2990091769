// Written by `spec export swiftui` from lazy-state-trap.yaml.
import SwiftUI

/// The spec counts a render as stale when `model.input == input` is false (not checked here).
struct MemoChild: ChildView {
    let input: Int

    var body: some View {
        MemoView(Model(input: input), dependencies: [input]) { model in
            ModelRow(model: model)
        }
    }
}
