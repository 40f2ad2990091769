import Testing
@testable import SpecKit

/// `$todo.done` in the rows of `for-each: todos` over struct values: the row's closure is handed
/// each value as a constant, and Swift's `$todo` exists only in `ForEach($todos) { $todo in … }`,
/// so `spec check` refuses it in Swift's words; `as: $todo` is one error, at `as:`
/// (docs/semantics.md §20, §34).
@Suite struct RowValueBindingTests {
    static func spec(list: String = "todos", kind: String = "kind: struct, ", as name: String = "todo") -> String {
        """
        models:
          Todo: { \(kind)fields: { id: 0, done: false } }
        components:
          Screen:
            state: { todos: "[Todo(id: 1, done: false)]" }
            body:
              - for-each: \(list)
                as: \(name)
                id: todo.id
                body:
                  - toggle: done
                    is-on: $todo.done
              - text: "done {todos[0].done}"
        root: Screen
        script:
          - toggle: done
            expect: [done true]
        """
    }

    @Test func aStructRowOverValuesHasNoBinding() {
        let found = diagnostics(Self.spec())
        #expect(found.map { "\($0.location.line):\($0.location.column): \($0.message)" } == ["12:26: cannot find '$todo' in scope"], "\(found)")
        #expect(found.first?.hint?.hasPrefix("`$todo` exists only in `for-each: $todos`") == true, "\(found)")
    }

    /// Over the list's binding the row is one; an @Observable row is bound through `@Bindable`.
    @Test(arguments: [("$todos", "kind: struct, "), ("todos", "kind: observable, ")])
    func theValidNeighboursPass(list: String, kind: String) {
        let yaml = Self.spec(list: list, kind: kind)
        #expect(diagnostics(yaml).isEmpty, "\(diagnostics(yaml))")
        #expect(run(yaml).scenarios.allSatisfy { $0.passed })
    }

    @Test func aDollarNameInAsIsOneErrorAtAs() {
        let found = diagnostics(Self.spec(list: "$todos", as: "$todo"))
        #expect(found.map { "\($0.location.line):\($0.location.column): \($0.message)" }
                    == ["8:13: `as:` names the row's value, a Swift name without $: '$todo'"], "\(found)")
        #expect(found.first?.hint?.hasPrefix("write `as: todo`") == true)
    }
}
