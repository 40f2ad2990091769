import Testing
@testable import SpecKit

/// A model's methods and its fields' observers are type-checked as a view's actions are (§62,
/// §64, §65, §66, §74): Swift checks a method's body as it checks a button's closure, so the
/// mistakes the checks refuse in an action they refuse in a method too, in the same words, in
/// the method's scope: its model's fields and computed properties, `self`, its parameters and
/// its own `let`s.
@Suite struct MethodBodyCheckTests {
    /// A library whose `current` book starts nil, with the method `show` written as given; the
    /// button calls it.
    static func library(_ method: String, methods extra: String = "", fields: String = "", script: String = "") -> String {
        """
        models:
          Book:
            fields: { title: '"Dune"', pages: 0 }
            methods:
              rename: title = "Emma"
          Library:
            fields: { current: nil, shown: '""', n: 0\(fields) }
            computed: { described: '"shown " + shown' }
            methods:
              "show(_ book: Book)": \(method)
              \(extra)
        components:
          Shelf:
            state: { library: "Library()" }
            body:
              - text: "shown {library.shown}"
              - button: show
                action: library.show(Book())
        root: Shelf
        script:
        \(script.isEmpty ? "  - tap: show" : script)
        """
    }

    func messages(_ yaml: String) -> [String] { diagnostics(yaml).map(\.message) }

    /// The brief's example: `.` on an optional field, which Swift refuses with "value of optional
    /// type must be unwrapped", is refused before the run with `?.` as the hint.
    @Test func aDotOnAnOptionalFieldIsRefused() {
        let found = diagnostics(Self.library("shown = current.title"))
        #expect(found.map(\.message) == ["current is an optional: it has no field 'title' until it is unwrapped"], "\(found)")
        #expect(found.first?.hint?.hasPrefix("write `current?.title`") == true, "\(found)")
        #expect(found.first?.location.line == 10, "\(found)")
    }

    @Test func aMethodCalledWithADotOnAnOptionalFieldIsRefused() {
        #expect(messages(Self.library("current.rename()"))
                == ["current is an optional: it has no method 'rename' until it is unwrapped"])
    }

    /// `self.current.title` is the same read through `self`.
    @Test func aDotThroughSelfIsRefusedToo() {
        #expect(messages(Self.library("shown = self.current.title"))
                == ["self.current is an optional: it has no field 'title' until it is unwrapped"])
    }

    /// The chained form checks clean and runs: the lock that the check refuses only the mistake.
    @Test func theChainedFormChecksAndRuns() {
        let yaml = Self.library("current = book; shown = current?.title ?? \"none\"", script: """
              - tap: show
                expect: ["shown Dune"]
            """)
        #expect(messages(yaml).isEmpty)
        let s = scenario(yaml)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(!scenario(yaml.replacingOccurrences(of: "expect: [\"shown Dune\"]", with: "expect: [\"shown none\"]")).passed)
    }

    /// A field keeps the type its default gives it, as a holder keeps its initial value's.
    @Test func aFieldAssignedAnotherTypeIsRefused() {
        let found = diagnostics(Self.library("n = \"x\""))
        #expect(found.map(\.message) == ["cannot assign a String to 'n', an Int"], "\(found)")
        #expect(found.first?.hint == "'n' is an Int, from its default 0; a Swift property keeps its type", "\(found)")
        #expect(messages(Self.library("shown += 1")) == ["cannot apply '+=' to 'shown', a String, and an Int"])
    }

    /// A parameter has the type its signature writes; a local the type of its value.
    @Test func parametersAndLocalsHaveTheirTypes() {
        #expect(messages(Self.library("n = book.title")) == ["cannot assign a String to 'n', an Int"])
        #expect(messages(Self.library("let t = book.title; n = t")) == ["cannot assign a String to 'n', an Int"])
        #expect(messages(Self.library("n = book.titel")) == ["Book has no field 'titel'"])
    }

    /// A parameter hides the field of its name; assigning it, or a computed property, has its
    /// own error, and no second one for the type.
    @Test func aConstantAssignedIsOneError() {
        #expect(messages(Self.library("shown = 1", methods: "\"set(shown: Int)\": shown = \"a\""))
                == ["cannot assign an Int to 'shown', a String", "'shown' is a parameter of Library.set(shown:), a constant; it cannot be assigned"])
        #expect(messages(Self.library("described = 1")) == ["cannot assign to property: 'described' is a get-only property"])
    }

    @Test func conditionsAndOperatorsAreChecked() {
        #expect(messages(Self.library("guard n else { return }")) == ["a guard needs a Bool; n is an Int"])
        #expect(messages(Self.library("if let x = n { n = x }")) == ["a conditional binding unwraps an optional; n is an Int, never nil"])
        #expect(messages(Self.library("n = shown - 1")) == ["cannot apply '-' to String and Int in shown - 1"])
    }

    /// §74: a list's closure that gives no Bool, over a list field of known elements.
    @Test func aListClosureThatGivesNoBoolIsRefused() {
        let found = diagnostics(Self.library("'n = names.count(where: { $0.count })'", fields: ", names: '[\"Ann\"]'"))
        #expect(found.map(\.message) == ["the closure of count(where:) must give true or false; $0.count is an Int"], "\(found)")
        #expect(found.first?.hint == "compare it, e.g. `$0.count > 0`", "\(found)")
    }

    /// A field's observer sees `oldValue` or `newValue` of the field's type (§64, §70).
    @Test func anObserverIsChecked() {
        let yaml = """
            models:
              Counter:
                fields: { count: { default: 0, did-set: "last = oldValue" }, last: '""' }
            components:
              Screen:
                state: { c: "Counter()" }
                body:
                  - text: "{c.count}"
            root: Screen
            """
        #expect(messages(yaml) == ["cannot assign an Int to 'last', a String"])
        let willSet = yaml.replacingOccurrences(of: "did-set: \"last = oldValue\"", with: "will-set: \"last = newValue\"")
        #expect(messages(willSet) == ["cannot assign an Int to 'last', a String"])
        #expect(messages(yaml.replacingOccurrences(of: "last = oldValue", with: "last = String(oldValue)")).isEmpty)
    }

    /// A struct's method sees `self` as its value and its fields with their types (§65).
    @Test func aStructsMethodIsChecked() {
        let yaml = """
            models:
              Point:
                kind: struct
                fields: { x: 0, label: '""' }
                methods:
                  "mutating moveBy(_ d: Int)": x += d
            components:
              Screen:
                state: { p: "Point()" }
                body:
                  - text: "x {p.x}"
                  - button: move
                    action: p.moveBy(1)
            root: Screen
            """
        #expect(messages(yaml).isEmpty)
        #expect(messages(yaml.replacingOccurrences(of: "x += d", with: "label += d"))
                == ["cannot apply '+=' to 'label', a String, and an Int"])
        #expect(messages(yaml.replacingOccurrences(of: "x += d", with: "self.x = label"))
                == ["cannot assign a String to 'self.x', an Int"])
    }

    /// §62.7: a `return` of another type than the signature writes, or of an optional of it, as
    /// Swift refuses them; a value of the written type, `nil` for an optional, a struct's value,
    /// pass.
    @Test func aReturnOfAnotherTypeIsRefused() {
        let found = diagnostics(Self.library("shown = book.title", methods: "\"total() -> Int\": shown"))
        #expect(found.map(\.message) == ["cannot convert return expression of type 'String' to return type 'Int'"], "\(found)")
        #expect(found.first?.hint == "Library.total() returns an Int, as its signature writes", "\(found)")
        let optional = diagnostics(Self.library("shown = book.title", methods: "\"first() -> Int\": '[n].first'"))
        #expect(optional.map(\.message) == ["value of optional type 'Int?' must be unwrapped to a value of type 'Int'"], "\(optional)")
        #expect(optional.first?.hint?.contains("`return [n].first ?? 0`") == true, "\(optional)")
        #expect(messages(Self.library("shown = book.title", methods: """
            "pick() -> Bool": |
                    guard n > 0 else { return 0 }
                    return true
            """)) == ["cannot convert return expression of type 'Int' to return type 'Bool'"])
        for fine in ["\"total() -> Int\": n + 1", "\"maybe() -> Int?\": return nil", "\"some() -> Int?\": return n",
                     "\"none() -> [String]\": return []", "\"book() -> Book\": current ?? Book()"] {
            #expect(messages(Self.library("shown = book.title", methods: fine)).isEmpty, "\(fine)")
        }
    }

    /// A computed property's getter is one expression over the same scope: `var shelved: String
    /// { current.title }` is refused as the method returning it would be.
    @Test func aGetterIsChecked() {
        func getter(_ value: String) -> String {
            Self.library("shown = book.title").replacingOccurrences(of: "computed: { described: '\"shown \" + shown' }",
                                                                    with: "computed: { described: '\(value)' }")
        }
        #expect(messages(getter("current.title")) == ["current is an optional: it has no field 'title' until it is unwrapped"])
        #expect(messages(getter("n - shown")) == ["cannot apply '-' to Int and String in n - shown"])
        #expect(messages(getter("current?.title ?? shown")).isEmpty)
    }

    /// `return [q]` alone is a statement, not the name `return` indexed, though the body of a
    /// method that returns a value may be one expression (§62).
    @Test func aBodyThatIsOneReturnOfAListReturnsIt() {
        let yaml = """
            models:
              Store:
                kind: observable
                fields: { items: '[1]' }
                methods:
                  "wrap(_ q: Int) -> [Int]": return [q, q]
            components:
              Screen:
                state: { store: Store() }
                body:
                  - text: "n {store.wrap(2).count}"
            root: Screen
            script:
              - expect: ["n 2"]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures) \(String(describing: s.error))")
        #expect(SpecDecoder.startsWithReturn("  return [q]") && SpecDecoder.startsWithReturn("return"))
        #expect(!SpecDecoder.startsWithReturn("returned") && !SpecDecoder.startsWithReturn("[q]"))
    }
}
