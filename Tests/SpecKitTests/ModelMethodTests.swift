import Foundation
import Testing
@testable import SpecKit

/// A model's methods (spec-format *Models*, semantics §62): `store.select("a")` runs the
/// statements the class declares, with the instance as `self`, at once, in the calling action.
@Suite struct ModelMethodTests {
    /// A screen holding a `kind` store whose methods are `methods` (YAML lines under `methods:`),
    /// a header that reads `selected`, a footer that reads `picks`, and a button running `action`.
    static func store(kind: String = "observable", _ methods: String, action: String, _ script: String) -> String {
        """
        models:
          Store:
            kind: \(kind)
            fields: { selected: '"none"', picks: 0 }
            methods:
        \(methods)
        components:
          Screen:
            state: { store: "Store()", taps: 0 }
            body:
              - text: taps {taps}
              - Header: { store: store }
              - Footer: { store: store }
              - button: go
                action: '\(action)'
          Header:
            props: [store]
            body: [ { text: "selected {store.selected}" } ]
          Footer:
            props: [store]
            body: [ { text: "picks {store.picks}" } ]
        root: Screen
        script:
        \(script)
        """
    }


    @Test func aCallRunsTheStatementsOnTheInstanceWithItsArguments() {
        let yaml = Self.store("      \"select(_ name)\": selected = name; picks += 1", action: #"store.select("b")"#, """
              - tap: go
                expect: [selected b, picks 1]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: the argument is the call's, not the field's old value.
        let wrong = scenario(yaml.replacingOccurrences(of: "expect: [selected b, picks 1]", with: "expect: [selected none]"))
        #expect(!wrong.passed)
        #expect(wrong.labels.contains("selected b"))
    }

    /// Two fields written, and a method that calls another: each reader runs once, after the action.
    @Test func everyWriteOfOneCallIsOneUpdate() throws {
        let yaml = Self.store("""
                  "select(_ name)": selected = name; picks += 1
                  reset: select("none"); picks = 0; picks = 0
            """, action: #"store.select("a"); store.reset()"#, "  - tap: go\n    expect: [selected none, picks 0]")
        let (graph, place) = try launched(yaml)
        try graph.tap("go", at: place)
        #expect(texts(on: graph).contains("picks 0"))
        // Header and Footer each read what the calls wrote: one body run each after launch's, not one per write.
        #expect(graph.renders(of: "Header") == 2 && graph.renders(of: "Footer") == 2)
        #expect(graph.renders(of: "Screen") == 1)
    }

    /// An `@Observable` store tells only the readers of a field that changed; an equal `=` tells
    /// nobody, while `+=` writes in place and tells its readers, equal or not (§4).
    @Test func anObservableStoreTellsTheReadersOfWhatChanged() throws {
        let yaml = Self.store("""
                  "select(_ name)": selected = name
                  "add(_ n)": picks += n
            """, action: #"store.select("none"); store.add(0)"#, "  - tap: go")
        let (graph, place) = try launched(yaml)
        try graph.tap("go", at: place)
        #expect(graph.renders(of: "Header") == 1, "an equal `=` is no change for the macro's setter")
        #expect(graph.renders(of: "Footer") == 2, "`picks += 0` goes through _modify, which tells without comparing")
    }

    /// An ObservableObject publishes at every assignment: every observer runs, for an equal value too.
    @Test func anObservableObjectPublishesAtEveryAssignmentInAMethod() throws {
        let yaml = """
            models:
              Store:
                kind: observable-object
                fields: { selected: '"none"', note: '""' }
                published: [selected]
                methods:
                  "select(_ name)": selected = name
                  "jot(_ text)": note = text
            components:
              Screen:
                state-object: { store: "Store()" }
                body:
                  - Header: { store: store }
                  - button: same
                    action: store.select("none")
                  - button: jot
                    action: store.jot("x")
              Header:
                observed-object: [store]
                body: [ { text: "selected {store.selected} note {store.note}" } ]
            root: Screen
            script:
              - tap: same
            """
        let (graph, place) = try launched(yaml)
        try graph.tap("same", at: place)
        #expect(graph.renders(of: "Header") == 2 && graph.renders(of: "Screen") == 2)
        // A plain field tells nobody: the label keeps the note of its last render.
        try graph.tap("jot", at: place)
        #expect(graph.renders(of: "Header") == 2)
        #expect(texts(on: graph).contains("selected none note "))
    }

    /// A guard in a method leaves the method, and the action goes on after the call.
    @Test func aGuardInAMethodReturnsFromTheMethodOnly() {
        let s = scenario(Self.store("""
                  "select(_ name)": guard name != "x" else { return }; selected = name
            """, action: #"store.select("x"); taps += 1"#, """
              - tap: go
                expect: [selected none, taps 1]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// `self.picks` and a method's `let` are the instance's field and the method's constant.
    @Test func selfAndLetsInAMethod() {
        let s = scenario(Self.store("""
                  bump: let next = self.picks + 2; self.picks = next; selected = "n" + String(next)
            """, action: "store.bump(); store.bump()", """
              - tap: go
                expect: [selected n4, picks 4]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func aMethodThatNeverStopsCallingItselfStopsTheRun() {
        let s = scenario(Self.store("      spin: picks += 1; spin()", action: "store.spin()", "  - tap: go"))
        let message = s.error?.message ?? ""
        #expect(message.hasPrefix("methods call each other more than 100 deep: spin → spin"), "\(message)")
    }

    /// What the checks refuse before the run, each with its own message.
    @Test func mistakesAreRefusedBeforeTheRun() {
        func first(_ methods: String, action: String = "store.reset()") -> String {
            diagnostics(Self.store(methods, action: action, "  - tap: go")).first?.message ?? "none"
        }
        #expect(first("      reset: selected = query") == "'query' is not defined in Store")
        #expect(first("      reset: total = 1") == "'total' is not defined in Store")
        #expect(first("      \"reset(_ n)\": n = 1", action: "store.reset(1)") == "'n' is a parameter of Store.reset(_:), a constant; it cannot be assigned")
        #expect(first("      reset: picks = 0", action: "store.reset(1)") == "store.reset(1) does not match Store.reset()")
        #expect(first("      reset: picks = 0", action: "store.rest()") == "there is no method 'rest' in store.rest()")
        #expect(first("      reset: await sleep(1)") == "`await sleep(1)` awaits in reset, which is not async")
        #expect(first("      reset: Task { picks = 0 }") == "`Task { … }` cannot start in a model's method here")
        // The call the hint shows awaits the method: one that is not async is to be declared so, or Swift warns.
        let hint = diagnostics(Self.store("      reset: Task { picks = 0 }", action: "store.reset()", "  - tap: go")).first?.hint
        #expect(hint == "start the task in the view's action or `task:`; to run the task's statements in the method, declare it `reset() async` and call it from the task: Task { await store.reset() }")
        #expect(first("      \"reset(a n, b n)\": picks = n", action: "store.reset(a: 1, b: 2)") == "reset names the parameter 'n' twice")
        #expect(first("      reset: picks = 0\n      reset(): picks = 1") == "Store declares the method 'reset' twice")
    }

    @Test func theSignatureReadsSwiftsForms() throws {
        func parsed(_ key: String) -> String {
            switch MethodSignature.parse(key) {
            case .success(let parsed):
                let parameters: [String] = parsed.parameters.map { p in
                    let type = p.typeName.map { ": " + $0 } ?? ""
                    return (p.label ?? "_") + " " + p.name + type
                }
                return parsed.name + "(" + parameters.joined(separator: ", ") + ")" + (parsed.isAsync ? " async" : "")
            case .failure(let mistake): return "error: " + mistake.message
            }
        }
        #expect(parsed("reset") == "reset()")
        #expect(parsed(" reset() ") == "reset()")
        #expect(parsed("select(item)") == "select(item item)")
        #expect(parsed("add(_ n: Int)") == "add(_ n: Int)")
        #expect(parsed("move(from a, to b: Int)") == "move(from a, to b: Int)")
        #expect(parsed("add(n:)") == "error: 'n:' has a colon but no type")
        #expect(parsed("add(_)") == "error: '_' is not a parameter")
        #expect(parsed("add(n") == "error: add(n does not close its parameters with `)` at its end")
        #expect(parsed("Add Item") == "error: 'Add Item' is not a method name")
        #expect(parsed("load() async") == "load() async")
        #expect(parsed("load async") == "load() async")
        #expect(parsed("add(_ n)async") == "add(_ n) async")
    }

    /// The trace names the method, the instance and the arguments before the writes; the
    /// picture's model box shows the last call.
    @Test func theTraceAndThePictureSayWhichMethodRan() throws {
        let file = RecordedRuns.result(of: "specs/model-methods.yaml")
        let result = try #require(file.scenarios.first)
        // Step 1 checks the launch; step 2 taps "pick a".
        let step = ScenarioTrace(result, spec: file.spec).lines(ofStep: 2).map(\.text)
        let call = try #require(step.firstIndex { $0.hasPrefix("call Store#1.select from Screen's action") })
        #expect(step[call].contains("runs `selected = name; picks += 1` at once with self = Store#1, name = \"a\""))
        let write = try #require(step.firstIndex { $0.hasPrefix("write Store#1.selected") })
        #expect(call < write)
        let snapshot = try #require(TreeSnapshot(events: result.events, step: 2))
        #expect(snapshot.models.values.first?.lastCall == "select(name: \"a\")")
    }

    /// A view model whose lists start empty: what a method appends, and what an action appends,
    /// tell the element type; an async method's request is typed over the model's fields.
    static let exported = InlineSpec("todos.yaml", """
        requests:
          upload: { returns: 'argument' }
        models:
          Todos:
            kind: observable-object
            fields: { titles: "[]", synced: 0, syncing: false }
            methods:
              "add(_ title)": titles.append(title)
              "removeFirst()": 'guard !titles.isEmpty else { return }; titles.remove(at: 0)'
              "sync() async": syncing = true; synced = await upload(titles.count); syncing = false
        components:
          TodoScreen:
            state-object: { todos: "Todos()" }
            state: { draft: '""', pending: nil, added: "[]" }
            body:
              - text: "count {todos.titles.count} synced {todos.synced}"
              - text-field: Title
                text: $draft
              - button: Add
                action: todos.add(draft); added.append(draft); draft = ""
              - button: Remove
                action: todos.removeFirst()
              - button: Sync
                action: 'pending?.cancel(); pending = Task { await todos.sync() }'
        root: TodoScreen
        script:
          - tap: Add
            expect: [count 1 synced 0]
        """)

    @Test func aViewModelsExportTypesItsListsFromTheirAppendsAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let todos = try #require(export.files.first { $0.path == "App/Todos.swift" }?.contents)
        #expect(todos.contains("@Published var titles: [String]"))
        #expect(todos.contains("func sync() async throws {\n        syncing = true\n        synced = try await Requests.upload(titles.count)"))
        let screen = try #require(export.files.first { $0.path == "App/TodoScreen.swift" }?.contents)
        #expect(screen.contains("@State private var added: [String] = []"))
        #expect(screen.contains("pending = Task {"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// The export writes each method in its class, its parameter typed by the calls' values.
    @Test func theExportWritesTheMethodsInTheClass() throws {
        let export = try ExportTests().exportSpec("specs/model-methods.yaml")
        let store = ExportTests().file(export, "App/Store.swift")
        #expect(store.contains("    func select(_ name: String) {\n        selected = name\n        picks += 1\n    }"))
        #expect(store.contains("    func reset() {\n        select(\"none\")\n        picks = 0\n    }"))
        #expect(ExportTests().file(export, "App/Screen.swift").contains("store.select(\"a\")"))
    }

    /// A model's method named as a list's mutating one (`move`) is the model's where its labels are
    /// not the list's: spec-format.md's own `move(from a, to b: Int)`.
    @Test func aMethodNamedAsAListsIsTheModelsByItsLabels() {
        func spec(_ expected: String) -> String {
            """
            models:
              Store:
                fields: { picks: 0 }
                methods:
                  "move(from a, to b: Int)": picks = b - a
            components:
              Screen:
                state: { store: Store() }
                body:
                  - text: "picks {store.picks}"
                  - button: go
                    action: 'store.move(from: 1, to: 4)'
            root: Screen
            script:
              - tap: go
                expect: ["\(expected)"]
            """
        }
        #expect(diagnostics(spec("picks 3")).isEmpty)
        #expect(scenario(spec("picks 3")).passed)
        #expect(!scenario(spec("picks 0")).passed)
    }
}
