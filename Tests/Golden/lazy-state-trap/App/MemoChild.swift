// Written by `spec export swiftui` from lazy-state-trap.yaml.
import SwiftUI

struct MemoChild: ChildView {
    let input: Int

    var body: some View {
        MemoView(Model(input: input), dependencies: [input]) { model in
            ModelRow(model: model)
        }
    }
}
