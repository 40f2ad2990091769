import Testing
@testable import SpecKit

/// A model's field whose default leaves its type open (`[]`, `nil`) has, for the checks before a
/// run, the type the spec's values give it where that is certain without a view's scope: the
/// constructions' arguments and what the model's own methods append or assign
/// (DeclaredTypes+Fields.swift). A list of struct values held by a class is typed this way only,
/// since a field cannot default to a construction; so `store.todos.count(where: { $0.title })`
/// is refused by `spec check`, as Swift refuses it, and not first by the run (§74).
@Suite struct OpenFieldTypeTests {
    /// A store of todos built with one todo (or as `built` says), an action over its list, and
    /// the methods given.
    static func store(action: String, built: String = "Store(todos: [Todo(title: \\\"a\\\")])", fields: String = "todos: '[]'",
                      methods: String = "", script: String = "") -> String {
        """
        models:
          Todo:
            kind: struct
            fields: { title: '""', done: false }
          Store:
            fields: { \(fields), n: 0 }
        \(methods.isEmpty ? "" : "    methods:\n" + methods)
        components:
          Screen:
            state: { store: "\(built)" }
            body:
              - text: "{store.n} open"
              - button: count
                action: '\(action)'
        root: Screen
        script:
        \(script.isEmpty ? "  - tap: count" : script)
        """
    }

    func messages(_ yaml: String) -> [String] { diagnostics(yaml).map(\.message) }

    @Test func aListFieldBuiltWithStructsHasTheirType() {
        let found = diagnostics(Self.store(action: "store.n = store.todos.count(where: { $0.title })"))
        #expect(found.map(\.message) == ["the closure of count(where:) must give true or false; $0.title is a String"], "\(found)")
        #expect(found.first?.hint == "compare it, e.g. `!$0.title.isEmpty`", "\(found)")
    }

    /// Swift's form checks clean and counts; a wrong count fails (the lock).
    @Test func thePredicateFormChecksAndRuns() {
        let yaml = Self.store(action: "store.n = store.todos.count(where: { !$0.title.isEmpty })", script: """
              - tap: count
                expect: ["1 open"]
            """)
        #expect(messages(yaml).isEmpty)
        #expect(scenario(yaml).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: "[\"1 open\"]", with: "[\"0 open\"]")).passed)
    }

    /// A method's `append` of a value of known type completes the list too; the hint does not
    /// say the type comes from the default `[]`, which did not tell it.
    @Test func aMethodsAppendCompletesTheList() {
        let yaml = Self.store(action: "store.todos.append(\"x\")", built: "Store()",
                              methods: "      \"add(_ t: String)\": 'todos.append(Todo(title: t))'")
        let found = diagnostics(yaml)
        #expect(found.map(\.message) == ["cannot append a String to 'store.todos', a list of Todo"], "\(found)")
        #expect(found.first?.hint == "'store.todos' is [Todo]; a Swift array keeps its element type", "\(found)")
    }

    /// A field defaulting to `nil`, assigned a parameter of a written type, is an optional of it.
    @Test func aNilFieldAssignedInAMethodIsAnOptionalOfItsType() {
        let yaml = Self.store(action: "store.n = store.current.title.count", built: "Store()", fields: "todos: '[]', current: nil",
                              methods: "      \"pick(_ t: Todo)\": current = t")
        #expect(messages(yaml) == ["store.current is Todo?, an optional: it has no field 'title' until it is unwrapped"])
        // Through `?.`, the wrapped type now known, a field Todo lacks is refused too.
        let misspelt = Self.store(action: "store.n = store.current?.titel.count ?? 0", built: "Store()", fields: "todos: '[]', current: nil",
                                  methods: "      \"pick(_ t: Todo)\": current = t")
        #expect(messages(misspelt) == ["Todo has no field 'titel'"])
    }

    /// Values of two types leave the field as open as its default: no check relies on either
    /// type, and the second value in the file is the one error, in Swift's words (FieldValueTests).
    @Test func valuesOfTwoTypesLeaveItOpen() {
        let yaml = Self.store(action: "store.n = store.todos.count(where: { $0.title })", built: "Store(todos: [Todo(title: \\\"a\\\")])",
                              methods: "      reset: todos = [1]")
        #expect(messages(yaml) == ["cannot convert value of type 'Todo' to expected element type 'Int'"])
    }

    /// A field of no default is left to the run, as §66.5 says: nothing declares it a list.
    @Test func aFieldOfNoDefaultIsLeftToTheRun() {
        let yaml = Self.store(action: "store.n = store.todos.count(where: { $0.title })", fields: "todos: ~")
        #expect(messages(yaml).isEmpty)
        let s = scenario(yaml)
        #expect(s.error?.message.contains("the closure of count(where:) must give true or false") == true, "\(String(describing: s.error))")
    }

    /// The constructions are the whole spec's: checks made ahead of the rest of the file, which
    /// see only the models, give what checks in turn give.
    @Test func checksMadeAheadAgree() {
        var ahead = Limits.standard
        ahead.componentsAheadBytes = 0
        let yaml = Self.store(action: "store.n = store.todos.count(where: { $0.title })")
        let shown = { (d: Diagnostic) in "\(d) | \(d.hint ?? "")" }
        let inTurn = diagnostics(yaml).map(shown), early = diagnostics(yaml, limits: ahead).map(shown)
        #expect(inTurn == early)
        #expect(inTurn.count == 1)
    }
}
