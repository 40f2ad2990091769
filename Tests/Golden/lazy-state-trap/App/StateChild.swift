// Written by `spec export swiftui` from lazy-state-trap.yaml.
import SwiftUI

/// The spec counts a render as stale when `model.input == input` is false (not checked here).
struct StateChild: ChildView {
    let input: Int
    /// Built at every init; SwiftUI keeps the first and discards the others.
    @State private var model: Model

    init(input: Int) {
        self.input = input
        _model = State(wrappedValue: Model(input: input))
    }

    var body: some View {
        ModelRow(model: model)
    }
}
