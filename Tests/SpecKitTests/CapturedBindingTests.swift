import Testing
@testable import SpecKit

/// A task holds a copy of the view value, its `@Binding`s included: after an await it reads and
/// writes through the `Binding` it captured (docs/semantics.md §27.2).
@Suite struct CapturedBindingTests {
    /// A parent whose prop `n` changes while the child's task sleeps; the child was given `b`.
    func app(binding: String, after: String, expect: String) -> String {
        """
        components:
          Grand:
            state: { n: 0 }
            body:
              - button: bump
                action: n += 1
              - Parent: { n: n }
          Parent:
            props: [n]
            state: { got: -1 }
            body:
              - text: got {got}
              - Child: { n: n, b: \(binding) }
          Child:
            props: [n]
            bindings: [b]
            state: { seen: -1 }
            body:
              - text: seen {seen}
              - button: later
                action: "Task { await sleep(100); \(after) }"
        root: Grand
        script:
          - tap: later
          - tap: bump
          - advance: 150
            expect: [\(expect)]
        """
    }

    @Test func aCapturedCustomBindingRunsTheSetterOfItsRender() {
        let s = scenario(app(binding: "'Binding(get: { 0 }, set: { x in got = n })'", after: "b = 1", expect: "got 0, seen -1"))
        #expect(s.passed, "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func aCapturedCustomBindingRunsTheGetterOfItsRender() {
        let s = scenario(app(binding: "'Binding(get: { n }, set: { x in got = x })'", after: "seen = b", expect: "got -1, seen 0"))
        #expect(s.passed, "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func theLockTheSetterOfTheBindingThereNowIsNotTheOneThatRuns() {
        let s = scenario(app(binding: "'Binding(get: { 0 }, set: { x in got = n })'", after: "b = 1", expect: "got 1, seen -1"))
        #expect(!s.passed)
        #expect(s.failures.first?.screen.map(\.label).contains("got 0") == true)
    }

    @Test func aBindingToStateStillWritesTheStorage() {
        // `$got` is the storage's own binding: the captured one and the one there now are the same.
        let s = scenario(app(binding: "$got", after: "b = n + 10", expect: "got 10, seen -1"))
        #expect(s.passed, "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    /// A model's field bound through a `@Bindable` prop and through the `@State` holding it.
    static let drafts = """
        models:
          Draft: { fields: { title: '"untitled"' } }
        components:
          Editor:
            state: { draft: "Draft()" }
            body:
              - text: title {draft.title}
              - button: new draft
                action: draft = Draft()
              - Middle: { draft: draft }
              - Field: { name: '"state"', title: $draft.title }
          Middle:
            props: [draft]
            body:
              - Field: { name: '"bindable"', title: $draft.title }
          Field:
            props: [name]
            bindings: [title]
            body:
              - button: fill {name}
                action: 'Task { await sleep(100); title = "Hello" }'
        root: Editor
        """

    func drafts(through name: String, expect: String) -> ScenarioResult {
        scenario(Self.drafts + "\nscript:\n  - tap: fill \(name)\n  - tap: new draft\n  - advance: 150\n    expect: [\(expect)]\n")
    }

    @Test func aBindablesFieldBindingWritesTheInstanceItWasMadeWith() {
        #expect(drafts(through: "bindable", expect: "title untitled").passed)
        #expect(!drafts(through: "bindable", expect: "title Hello").passed)
    }

    @Test func aStatesFieldBindingWritesTheInstanceTheStateHoldsNow() {
        #expect(drafts(through: "state", expect: "title Hello").passed)
        #expect(!drafts(through: "state", expect: "title untitled").passed)
    }

    @Test func aFieldBindingKnowsTheLocationItWasMadeThrough() throws {
        let (graph, _) = try launched(Self.drafts + "\nscript: []\n")
        let fields = graph.nodes.values.filter { $0.componentBox.decl.name == "Field" }
        let locations = fields.compactMap { node -> BindingLocation?? in
            guard case .binding(let b)? = node[prop: "title"] else { return nil }
            return .some(b.location)
        }
        // One through the Editor's `@State`, one through the Middle's `@Bindable`, which has none.
        #expect(locations.count == 2)
        #expect(locations.filter { $0?.name == "draft" }.count == 1)
        #expect(locations.filter { $0 == nil }.count == 1)
    }

    @Test func theTraceSaysWhichBindingTheTaskUses() {
        let result = run(Self.drafts + "\nscript:\n  - tap: fill bindable\n  - tap: new draft\n  - advance: 150\n")
        let words = TraceText().render(result, scenarios: result.scenarios)
        #expect(words.contains("title is the Binding the task captured with self when it started, $Draft#1.title; a later render has given Field $Draft#2.title, which the task's copy does not see"), "\(words)")
        // Through the state, the binding there now is the same location: nothing to say.
        let live = run(Self.drafts + "\nscript:\n  - tap: fill state\n  - tap: new draft\n  - advance: 150\n")
        #expect(!TraceText().render(live, scenarios: live.scenarios).contains("the task captured"))
    }

    @Test func theLessonHolds() throws {
        try expectLessonHolds("captured-binding.yaml", wrong: [
            // The answer of a task that used the binding there now: the setter with unit 1000.
            (from: "expect: [stored 5]", to: "expect: [stored 5000]", scenario: 0),
            // ... and both titles in the new draft.
            (from: "expect: [title from state, old from bindable]", to: "expect: [title from bindable, old untitled]", scenario: 1),
            (from: "expect: [title from state, old from bindable]", to: "expect: [title from state, old untitled]", scenario: 1),
        ])
    }

    static let exported = InlineSpec("captured-binding.yaml",
        (try? String(contentsOf: packageRoot.appendingPathComponent("specs/captured-binding.yaml"), encoding: .utf8)) ?? "")

    /// The field's form is `@Bindable var draft` in the view that is given it, and the converter's
    /// binding is `Binding(get:set:)`.
    @Test func theExportTypeChecks() async throws {
        let export = try Self.exported.export()
        let form = export.files.first { $0.path == "App/DraftForm.swift" }?.contents ?? ""
        #expect(form.contains("@Bindable var draft"), "\(form)")
        try await ExportTests().expectTypeChecks(export)
    }
}
