// Written by `spec export swiftui` from lazy-state-trap.yaml.
import LazyState
import SwiftUI

/// The spec counts a render as stale when `model.input == input` is false (not checked here).
struct LazyStateChild: ChildView {
    let input: Int
    /// Built once per identity; the closures of later inits are never run.
    @LazyState private var model: Model

    init(input: Int) {
        self.input = input
        _model = LazyState { Model(input: input) }
    }

    var body: some View {
        ModelRow(model: model)
    }
}
