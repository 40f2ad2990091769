import Testing
@testable import SpecKit

/// A computed property has a getter only: Swift refuses every write through it, in an action, a
/// task, a handler or a model's method, and `spec check` says so in Swift's words where the
/// owner's type is certain; the run met it only when the write ran (docs/semantics.md §20).
@Suite struct ComputedWriteTests {
    static func spec(action: String, method: String = "price = 2", kind: String = "", child: String = "") -> String {
        """
        models:
          Cart:
            \(kind)fields: { price: 1, qty: 1, items: "[1]" }
            computed: { total: "price * qty", doubled: "items + items" }
            methods:
              \(kind.isEmpty ? "" : "mutating ")change: |
                \(method)
        components:
          Shop:
            state: { cart: "Cart()" }
            body:
              - text: "t {cart.total}"
              - button: go
                action: \(action)
        \(child)root: Shop
        script:
          - tap: go
        """
    }

    static func refused(_ yaml: String) -> [String] {
        diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test(arguments: [
        ("cart.total = 5", "14:22: cannot assign to property: 'total' is a get-only property"),
        ("cart.total += 1", "14:22: left side of mutating operator isn't mutable: 'total' is a get-only property"),
        ("cart.doubled.append(2)", "14:22: cannot use mutating member on immutable value: 'doubled' is a get-only property"),
        ("cart.doubled[0] = 2", "14:22: cannot assign through subscript: 'doubled' is a get-only property"),
    ])
    func aWriteInAnActionIsRefusedByCheck(action: String, expected: String) {
        #expect(Self.refused(Self.spec(action: action)) == [expected])
        // A struct's value, held in state, is refused alike; its line is one further down.
        #expect(Self.refused(Self.spec(action: action, kind: "kind: struct\n    ")) == [expected.replacingOccurrences(of: "14:", with: "15:")])
    }

    @Test(arguments: [
        ("total = 3", "7:9: cannot assign to property: 'total' is a get-only property"),
        ("self.total = 3", "7:14: cannot assign to property: 'total' is a get-only property"),
        ("doubled.append(3)", "7:9: cannot use mutating member on immutable value: 'doubled' is a get-only property"),
        ("doubled[0] += 3", "7:9: left side of mutating operator isn't mutable: 'doubled' is a get-only property"),
    ])
    func aWriteInAMethodIsRefusedByCheck(method: String, expected: String) {
        #expect(Self.refused(Self.spec(action: "cart.change()", method: method)) == [expected])
    }

    @Test func theHintNamesThePropertyAndWhatToDo() {
        let found = diagnostics(Self.spec(action: "cart.total = 5"))
        #expect(found.first?.hint == "Cart.total is a computed property, which has no setter: assign the fields it is computed from")
    }

    /// A handler's and a task's statements are checked as an action's.
    @Test func aHandlerAndATaskAreCheckedToo() {
        let child = ["      - Child: {}", "        on-appear: cart.doubled.append(2)", "        task: |", "          await sleep(10)",
                     "          cart.total -= 1", "  Child:", "    body: [ { text: child } ]", ""]
        let yaml = Self.spec(action: "cart.price = 2", child: child.joined(separator: "\n"))
        #expect(Self.refused(yaml) == ["16:25: cannot use mutating member on immutable value: 'doubled' is a get-only property",
                                       "19:16: left side of mutating operator isn't mutable: 'total' is a get-only property"], "\(yaml)")
    }

    /// The stored fields a computed property reads are written as before.
    @Test func writesOfStoredFieldsPass() {
        let yaml = Self.spec(action: "cart.price = 5; cart.items.append(2); cart.items[0] = 3; cart.change()")
        #expect(Self.refused(yaml).isEmpty)
        #expect(run(yaml).scenarios.allSatisfy { $0.passed })
    }
}
