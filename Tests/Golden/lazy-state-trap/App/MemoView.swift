// Written by `spec export swiftui` from lazy-state-trap.yaml.
import SwiftUI

/// Builds a value during body and keeps it until its dependencies change (compared with `==`;
/// values of different types differ). The kept value lives in a plain object held in state, so
/// keeping or rebuilding it writes no state and schedules no update.
struct MemoView<Value, Content: View>: View {
    private let value: () -> Value
    private let dependencies: [AnyHashable]
    private let content: (Value) -> Content
    @State private var memo = Memo<Value>()

    init(
        _ value: @autoclosure @escaping () -> Value,
        dependencies: [AnyHashable],
        @ViewBuilder content: @escaping (Value) -> Content
    ) {
        self.value = value
        self.dependencies = dependencies
        self.content = content
    }

    var body: some View {
        content(memo.value(for: dependencies, orBuild: value))
    }
}

/// The last dependencies and the value built from them.
private final class Memo<Value> {
    private var dependencies: [AnyHashable]?
    private var value: Value?

    func value(for dependencies: [AnyHashable], orBuild build: () -> Value) -> Value {
        if let value, dependencies == self.dependencies {
            return value
        }
        let built = build()
        self.dependencies = dependencies
        self.value = built
        return built
    }
}
