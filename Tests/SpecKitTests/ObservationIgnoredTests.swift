import Foundation
import Testing
@testable import SpecKit

/// `@ObservationIgnored` (docs/semantics.md §36): the field is read and written, and a read
/// subscribes no body while a write tells no view; the trace, the picture and the export say so.
@Suite struct ObservationIgnoredTests {
    /// Screen shows the tracked `count`, the ignored `taps`, and a computed `sum` of both; Badge
    /// shows `taps` alone, Dial writes it through a binding.
    static func counter(ignored: String = "[taps]", script: String) -> String {
        """
        models:
          Counter:
            fields: { count: 0, taps: 0 }
            computed: { sum: "count + taps" }
            observation-ignored: \(ignored)
        components:
          Screen:
            state: { counter: "Counter()" }
            body:
              - text: count {counter.count}
              - text: screen taps {counter.taps}
              - Badge: { counter: counter }
              - Total: { counter: counter }
              - Dial: { value: $counter.taps }
              - button: tap
                action: counter.taps += 1
              - button: add
                action: counter.count += 1
          Badge:
            props: [counter]
            body: [ { text: "badge taps {counter.taps}" } ]
          Total:
            props: [counter]
            body: [ { text: "sum {counter.sum}" } ]
          Dial:
            bindings: [value]
            body:
              - text: dial {value}
              - button: turn
                action: value += 10
        root: Screen
        script:
        \(script)
        """
    }

    func passed(_ s: ScenarioResult) -> Comment { "\(s.failures.map(\.message)) \(String(describing: s.error))" }

    @Test func aWriteTellsNoReaderAndTheNextRenderShowsTheValue() {
        let s = scenario(Self.counter(script: """
              - tap: tap
                expect: [count 0, screen taps 0, badge taps 0, sum 0, dial 0]
              - tap: add
                expect: [count 1, screen taps 1, badge taps 0, sum 2]
            """))
        #expect(s.passed, passed(s))
        // The tap ran no body; the add ran Screen's (it read count) and Total's (sum reads count).
        #expect(s.renders(of: "Screen") == 2)
        #expect(s.renders(of: "Badge") == 1)
        #expect(s.renders(of: "Total") == 2)
        #expect(!s.events.contains { if case .invalidated(_, let why) = $0 { why.contains("taps") } else { false } })
    }

    @Test func theSameFieldTrackedRendersItsReaders() {
        let s = scenario(Self.counter(ignored: "[]", script: """
              - tap: tap
                expect: [screen taps 1, badge taps 1, sum 1, dial 1]
            """))
        #expect(s.passed, passed(s))
        #expect(s.renders(of: "Badge") == 2)
    }

    /// A binding to the field (`$counter.taps`, `Bindable(counter).taps`) reads and writes it the
    /// same way: the control's own view is not told either.
    @Test func aBindingToTheFieldReadsAndWritesItUntracked() throws {
        let (g, at) = try launched(Self.counter(script: "  - tap: turn"))
        try g.tap("turn", at: at)
        #expect(texts(on: g).contains("dial 0"))
        #expect(g.renders(of: "Dial") == 1)
        try g.tap("add", at: at)
        #expect(texts(on: g).contains("screen taps 10"))
    }

    @Test func onlyAnObservableModelTakesTheKey() {
        let found = diagnostics("""
            models:
              Point:
                kind: struct
                fields: { x: 0 }
                observation-ignored: [x]
            components:
              A:
                body: [ { text: hi } ]
            root: A
            """)
        #expect(found.map(\.message) == ["`observation-ignored:` belongs to an @Observable model; Point is struct"])
        #expect(found.first?.hint == "a struct is a value: a write replaces it, and its holder's readers render")
    }

    @Test func theTraceAndThePictureSayTheFieldIsUntracked() throws {
        let file = run(Self.counter(script: "  - tap: tap\n  - tap: add\n"))
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("`taps` is @ObservationIgnored: Counter#1 tells no view of the write, whoever read it"))
        #expect(text.contains("Counter#1.taps (@ObservationIgnored: not tracked)"))
        let events = try #require(file.scenarios.first?.events)
        let graph = TreeGraph(try #require(TreeSnapshot(events: events, step: 2)), scenario: "s", spec: file.spec)
        let labels = graph.edges.map(\.label)
        #expect(labels.contains("reads taps (untracked)"))
        #expect(labels.contains("reads count"))
        // Without the spec the picture cannot tell, and says nothing it does not know.
        let plain = TreeGraph(try #require(TreeSnapshot(events: events, step: 2)), scenario: "s")
        #expect(!plain.edges.map(\.label).contains("reads taps (untracked)"))
    }

    /// The lock: expecting the new count on screen after the ignored write fails, exit status 1.
    @Test func aWrongExpectationAboutAnIgnoredFieldExitsOne() async throws {
        let (status, out, _) = try await runSpecFile(Self.counter(script: "  - tap: tap\n    expect: [screen taps 1]\n"))
        #expect(status == 1)
        #expect(out.contains("FAIL"))
        #expect(out.contains("screen taps 0"))
    }

    static let exported = InlineSpec("o.yaml", counter(script: "  - tap: tap\n  - tap: add\n"))

    @Test func theExportMarksTheFieldAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let model = try #require(export.files.first { $0.path == "App/Counter.swift" }?.contents)
        #expect(model.contains("    @ObservationIgnored var taps: Int\n"))
        #expect(model.contains("    var count: Int\n"))
        try await ExportTests().expectTypeChecks(export)
    }
}
