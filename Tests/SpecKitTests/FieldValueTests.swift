import Testing
@testable import SpecKit

/// A model's field has one Swift type: the values the spec gives it (its default, the arguments
/// of its constructions, what its model's methods assign or append) that Swift would not take
/// are refused before the run, the first that does not fit in the file, in the words Swift uses
/// (docs/semantics.md §74.3). The run would store any of them and go on.
@Suite struct FieldValueTests {
    static func spec(fields: String = "todos: '[]', current: nil, n: 0", methods: String = "", state: String) -> String {
        """
        models:
          Todo: { kind: struct, fields: { title: '""' } }
          Store:
            fields: { \(fields) }
        \(methods.isEmpty ? "" : "    methods:\n" + methods)
        components:
          Screen:
            state: { \(state) }
            body:
              - text: "{store.n}"
        root: Screen
        script:
          - expect: ["0"]
        """
    }

    func found(_ yaml: String) -> [String] {
        diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message) | \($0.hint ?? "")" }
    }

    @Test func anArgumentOfAnotherTypeThanTheDefaultIsRefused() {
        #expect(found(Self.spec(state: "store: 'Store(n: \"y\")'")) == [
            "8:31: cannot convert value of type 'String' to expected argument type 'Int' | Store.n is Int, as its default 0 says; a Swift property has one type: give it values of that type, or change them all",
        ])
    }

    /// An open default (`[]`, `nil`) takes the first value's type; the second of another is refused,
    /// at the element of a list literal that does not fit, with the place the type came from.
    @Test func theSecondValueOfAnOpenFieldIsRefused() {
        let lists = found(Self.spec(state: "store: 'Store(todos: [Todo(title: \"a\")])', other: 'Store(todos: [1])'"))
        #expect(lists == [
            "8:79: cannot convert value of type 'Int' to expected element type 'Todo' | Store.todos is [Todo], as `Store(todos: [Todo(title: \"a\")])` at line 8 says; a Swift property has one type: give it values of that type, or change them all",
        ], "\(lists)")
        let optionals = found(Self.spec(state: "store: 'Store(current: 1)', other: 'Store(current: \"x\")'"))
        #expect(optionals.map { $0.components(separatedBy: " | ")[0] } == ["8:65: cannot convert value of type 'String' to expected argument type 'Int'"], "\(optionals)")
    }

    /// A method's assignment and append are values too, in Swift's words for each.
    @Test func aMethodsWritesAreValuesOfTheField() {
        let assigned = found(Self.spec(methods: "      start: current = 1\n      reset: current = \"x\"", state: "store: 'Store()'"))
        #expect(assigned == ["7:24: cannot assign value of type 'String' to type 'Int' | Store.current is Int?, as `current = 1` at line 6 says; "
                             + "a Swift property has one type: give it values of that type, or change them all"], "\(assigned)")
        let appended = found(Self.spec(methods: "      \"add(_ t: Int)\": todos.append(t)\n      \"put(_ t: Todo)\": todos.append(t)", state: "store: 'Store()'"))
        #expect(appended.map { $0.components(separatedBy: " | ")[0] } == ["7:38: cannot convert value of type 'Todo' to expected argument type 'Int'"], "\(appended)")
        // In the file's order: a construction after the methods is the second value.
        let built = found(Self.spec(methods: "      \"add(_ t: Int)\": todos.append(t)", state: "store: 'Store(todos: [Todo(title: \"a\")])'"))
        #expect(built.map { $0.components(separatedBy: " | ")[0] } == ["9:36: cannot convert value of type 'Todo' to expected element type 'Int'"], "\(built)")
    }

    /// One error a field; `nil` makes an optional of the type, which Swift takes (`Int?`).
    @Test func oneErrorAFieldAndNilIsNoConflict() {
        let two = found(Self.spec(state: "store: 'Store(n: \"y\")', other: 'Store(n: \"z\")'"))
        #expect(two.count == 1, "\(two)")
        #expect(found(Self.spec(state: "store: 'Store(current: 2, n: nil)', other: 'Store(current: nil, n: 3)'")).isEmpty)
    }

    /// Values of one type check clean and run; a wrong expectation fails (the lock).
    @Test func valuesOfOneTypeCheckAndRun() {
        let yaml = Self.spec(methods: "      \"add(_ t: Todo)\": todos.append(t); n = todos.count",
                             state: "store: 'Store(todos: [Todo(title: \"a\")])'")
        #expect(found(yaml).isEmpty)
        #expect(scenario(yaml).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: "[\"0\"]", with: "[\"1\"]")).passed)
    }

    /// The check is made once over the whole spec: checks made ahead give what checks in turn give.
    @Test func checksMadeAheadAgree() {
        var ahead = Limits.standard
        ahead.componentsAheadBytes = 0
        let yaml = Self.spec(state: "store: 'Store(todos: [Todo(title: \"a\")])', other: 'Store(todos: [1])'")
        let shown = { (d: Diagnostic) in "\(d) | \(d.hint ?? "")" }
        #expect(diagnostics(yaml).map(shown) == diagnostics(yaml, limits: ahead).map(shown))
    }
}
