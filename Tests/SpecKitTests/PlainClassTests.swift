import Foundation
import Testing
@testable import SpecKit

/// A plain class, `kind: class` (docs/semantics.md §71): held in `@State` or passed as a prop, it
/// is a reference nobody observes. Its writes tell no view, its reads subscribe nothing, and only
/// another instance is a change; Swift's observing wrappers and bindings are refused it.
@Suite struct PlainClassTests {
    /// Screen keeps a Counter of `kind` in `@State` and shows its field, a computed property and
    /// a method's value; Badge is given the same instance; `edits` counts the field's observers.
    static func counter(kind: String = "class", script: String) -> String {
        """
        models:
          Counter:
            kind: \(kind)
            fields:
              count: { default: 0, will-set: "before = count", did-set: "edits += 1" }
              before: 0
              edits: 0
            computed: { double: "count * 2" }
            methods:
              increment: count += 1
              "triple() -> Int": count * 3
        components:
          Screen:
            state: { counter: "Counter()", taps: 0 }
            body:
              - text: count {counter.count}
              - text: double {counter.double}
              - text: triple {counter.triple()}
              - text: edits {counter.edits} before {counter.before}
              - text: taps {taps}
              - Badge: { counter: counter }
              - button: "+1"
                action: counter.increment()
              - button: zero
                action: counter.count = counter.count
              - button: other
                action: taps += 1
              - button: replace
                action: "counter = Counter(count: counter.count)"
              - button: same
                action: let kept = counter; counter = kept
          Badge:
            props: [counter]
            body: [ { text: "badge {counter.count}" } ]
        root: Screen
        script:
        \(script)
        """
    }

    func outcome(_ s: ScenarioResult) -> Comment { "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    @Test func aWriteRendersNobodyAndALaterRenderShowsTheField() {
        let s = scenario(Self.counter(script: """
              - tap: "+1"
              - tap: "+1"
                expect: [count 0, double 0, triple 0, edits 0 before 0, badge 0]
              - tap: other
                expect: [count 2, double 4, triple 6, edits 2 before 1, taps 1, badge 0]
            """))
        #expect(s.passed, outcome(s))
        // Two taps ran no body; "other" ran Screen's alone: Badge was given the same instance.
        #expect(s.renders(of: "Screen") == 2)
        #expect(s.renders(of: "Badge") == 1)
        #expect(s.inits(of: "Badge") == 2)
        #expect(!s.events.contains { if case .invalidated(_, let why) = $0 { why.contains("count") } else { false } })
    }

    /// The rule alone: the same screen with an `@Observable` Counter renders at each write.
    @Test func theSameModelObservableRendersItsReaders() {
        let s = scenario(Self.counter(kind: "observable", script: """
              - tap: "+1"
                expect: [count 1, double 2, triple 3, edits 1 before 0, badge 1]
            """))
        #expect(s.passed, outcome(s))
        #expect(s.renders(of: "Badge") == 2)
    }

    /// Another instance in the state is a change; the same one assigned back is none, as State's
    /// setter compares a class reference by identity.
    @Test func onlyAnotherInstanceChangesTheState() throws {
        let (g, at) = try launched(Self.counter(script: "  - tap: same"))
        try g.tap("+1", at: at)
        try g.tap("same", at: at)
        #expect(g.renders(of: "Screen") == 1)
        #expect(texts(on: g).contains("count 0"))
        try g.tap("replace", at: at)
        #expect(g.renders(of: "Screen") == 2)
        #expect(g.renders(of: "Badge") == 2)
        #expect(texts(on: g).contains("badge 1"))
    }

    /// A class's property runs its observers at every assignment, an equal one too (§64), and
    /// tells no view either way.
    @Test func theFieldsObserversRunAtEveryAssignment() throws {
        let (g, at) = try launched(Self.counter(script: "  - tap: zero"))
        try g.tap("zero", at: at)
        try g.tap("+1", at: at)
        #expect(g.renders(of: "Screen") == 1)
        // The equal write's willSet kept 0 in `before`, and so did the increment's, from 0 to 1.
        try g.tap("other", at: at)
        #expect(texts(on: g).contains("edits 2 before 0"))
    }

    @Test func theTraceSaysWhyNothingRanAndWhyALaterRenderShowsTheValue() throws {
        let file = run(Self.counter(script: "  - tap: \"+1\"\n  - tap: \"+1\"\n  - tap: other\n"))
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("Counter is a plain class: nothing observes its fields, no body runs again"))
        #expect(text.contains("Counter#1.count (a plain class's field: not tracked)"))
        #expect(text.contains("its writes are Counter#1's fields, which a plain class tells no one"))
        #expect(text.contains("Counter#1.count is 2 now, 0 when Screen's body last read it: Counter is a plain class, whose writes told no one; this render, run for another reason, reads it as it is"))
        #expect(text.contains("Counter#1.edits is 2 now, 0 when Screen's body last read it"))
        #expect(text.contains("its last render read Counter#1.count as 0; it is 2 now, but a plain class told no one and the same Counter#1 compares equal: Badge goes on showing 0"))
        #expect(text.contains("but Counter is a plain class: its reads subscribe nothing"))
        let events = try #require(file.scenarios.first?.events)
        let graph = TreeGraph(try #require(TreeSnapshot(events: events, step: 3)), scenario: "s", spec: file.spec)
        #expect(graph.edges.map(\.label).contains("reads count (untracked)"))
        #expect(graph.boxes.first { $0.title == "Counter#1" }?.lines.first == "a plain class: no view is told of its writes")
    }

    /// An `@Observable` model's trace has none of the plain class's lines.
    @Test func anObservableModelsTraceSaysNothingOfAPlainClass() {
        let file = run(Self.counter(kind: "observable", script: "  - tap: \"+1\"\n  - tap: other\n"))
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(!text.contains("plain class"))
    }

    /// The lock: expecting the count on screen right after the write fails, exit status 1.
    @Test func aWrongExpectationAboutAPlainClassExitsOne() async throws {
        let (status, out, _) = try await runSpecFile(Self.counter(script: "  - tap: \"+1\"\n    expect: [count 1]\n"))
        #expect(status == 1)
        #expect(out.contains("FAIL"))
        #expect(out.contains("count 0"))
    }

    @Test func theObservingWrappersAreRefusedWithTheKindThatFits() {
        func refused(_ holders: String, body: String = "[ { text: hi } ]") -> [Diagnostic] {
            diagnostics("""
                models:
                  Counter: { kind: class, fields: { count: 0 } }
                components:
                  Screen:
                    state: { counter: "Counter()" }
                    body:
                      - Leaf: { counter: counter }
                        environment-model: counter
                  Leaf:
                \(holders)
                    body: \(body)
                root: Screen
                """)
        }
        let found = refused("    props: [counter]", body: "[ { stepper: n, value: $counter.count } ]")
        #expect(found.map(\.message) == [
            "`environment-model:` places an @Observable model (.environment(_:)); counter is a Counter, a plain class",
            "$counter.count binds a field of Counter, a plain class: a binding into a class's field is @Bindable's, which takes an @Observable model",
        ])
        #expect(found.first?.hint == "make Counter `kind: observable`, or pass it to the views that use it as a prop")
        let wrapped = refused("    observed-object: [counter]\n    state-object: { own: \"Counter()\" }")
        #expect(Set(wrapped.map(\.message).filter { $0.hasPrefix("@") }) == [
            "@StateObject needs an ObservableObject; Counter is a plain class",
            "@ObservedObject needs an ObservableObject; Counter is a plain class",
        ])
        #expect(wrapped.last?.hint == "make Counter `kind: observable-object`; a plain class is held in `state:` or passed as a prop, and tells no view of its writes")
    }

    /// The run refuses the binding too, should it meet one the check did not see.
    @Test func theRunRefusesABindingIntoAPlainClass() throws {
        let yaml = """
            models:
              Counter: { fields: { count: 0 } }
            components:
              Screen:
                state: { counter: "Counter()" }
                body: [ { stepper: n, value: $counter.count } ]
            root: Screen
            """
        var spec = try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml")
        spec.models[0].kind = .class
        let graph = Graph(spec: spec, scenario: spec.scenarios[0], recording: false)
        let refusal = #expect(throws: Diagnostic.self) { try graph.launch(at: spec.scenarios[0].location) }
        #expect(refusal?.message.hasPrefix("$counter.count binds a field of Counter, a plain class") == true)
    }

    static let exported = InlineSpec("p.yaml", counter(script: "  - tap: \"+1\"\n  - tap: other\n"))

    @Test func theExportWritesAPlainFinalClassAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let model = try #require(export.files.first { $0.path == "App/Counter.swift" }?.contents)
        #expect(model.contains("@MainActor\nfinal class Counter {\n"))
        #expect(!model.contains("@Observable") && !model.contains(": ObservableObject") && !model.contains("import "))
        #expect(model.contains("    var count: Int {\n        willSet {"))
        try await ExportTests().expectTypeChecks(export)
    }
}
