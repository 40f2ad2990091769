import Foundation
import Testing
@testable import SpecKit

/// `spec run` does not record the event log; everything it prints must come out the same as when
/// it does: expectation results, failure screens, measures and error messages.
@Suite struct RecordingTests {
    /// The specs, and the corpus cases found only by running (their errors come from the engine).
    static var files: [String] {
        let corpus = packageRoot.appendingPathComponent("Tests/ErrorCorpus")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: corpus.path)) ?? []
        return SpecsTests.specFiles + names.filter { $0.hasPrefix("run-") || $0.hasPrefix("rulebook-") }.sorted()
            .map { "Tests/ErrorCorpus/\($0)" }
    }

    func reports(_ result: FileResult) -> [String] {
        var text = TextReport(verbose: true)
        return [text.render([result]), GoldenOutputTests.timeless(JUnitReport().render([result])), JSONReport().render([result])]
    }

    @Test(arguments: files)
    func aRunWithoutTheLogReportsTheSame(file: String) {
        let path = packageRoot.appendingPathComponent(file).path
        let recorded = RecordedRuns.result(of: file)
        let unrecorded = ScenarioRunner.run(file: path, recording: false)
        #expect(reports(unrecorded) == reports(recorded))
        for (a, b) in zip(recorded.scenarios, unrecorded.scenarios) {
            #expect(b.events.isEmpty)
            #expect(!a.events.isEmpty)
        }
    }

    /// A render that shows controls counts their event without the log as with it, though
    /// nothing of the event is built then: the bound on a scenario's work (docs/limits.md) stops
    /// a run and a trace of it at the same step.
    @Test func aRenderShowingControlsCountsTheirEventWithoutTheLog() throws {
        let yaml = """
            components:
              Pane:
                state: { name: '""', loud: false }
                body:
                  - text: "{name} {loud}"
                  - text-field: Name
                    text: $name
                  - toggle: Loud
                    is-on: $loud
            root: Pane
            script:
              - type: ab
                into: Name
              - toggle: Loud
              - toggle: Loud
            """
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "form.yaml")
        let scenario = try #require(spec.scenarios.first)
        let recording = Graph(spec: spec, scenario: scenario)
        let counting = Graph(spec: spec, scenario: scenario, recording: false)
        for graph in [recording, counting] {
            try graph.launch(at: scenario.location)
            for step in scenario.steps { if let action = step.action { try graph.perform(action, at: step.location) } }
        }
        let controls = recording.events.filter { if case .controls = $0 { true } else { false } }
        #expect(controls.count >= 4, "the launch and each step's render show the controls")
        #expect(counting.events.isEmpty)
        #expect(counting.eventCount == recording.events.count)
    }

    @Test func theGraphCountsEventsItDoesNotKeep() throws {
        let spec = try SpecDecoder.decode(Array(SpecDecoderTests().counter.utf8), file: "counter.yaml")
        let scenario = try #require(spec.scenarios.first)
        let recording = Graph(spec: spec, scenario: scenario)
        let counting = Graph(spec: spec, scenario: scenario, recording: false)
        for graph in [recording, counting] {
            try graph.launch(at: scenario.location)
            try graph.tap("add", at: scenario.location)
        }
        #expect(!recording.events.isEmpty)
        #expect(counting.events.isEmpty)
        #expect(counting.eventCount == recording.events.count)
        #expect(counting.total(.renders) == recording.total(.renders))
        #expect(counting.total(.renders) == 2)
        #expect(counting.screen.map(\.label) == recording.screen.map(\.label))
    }

    @Test func theEventLimitHoldsWithoutTheLog() {
        var limits = Limits()
        limits.events = 200
        let yaml = SpecDecoderTests().counter + "\n" + String(repeating: "  - tap: add\n", count: 100)
        let recorded = ScenarioRunner.run(bytes: Array(yaml.utf8), file: "t.yaml", limits: limits)
        let unrecorded = ScenarioRunner.run(bytes: Array(yaml.utf8), file: "t.yaml", limits: limits, recording: false)
        let error = unrecorded.scenarios.first?.error
        #expect(error?.message == "the scenario recorded more than 200 events (renders, inits, writes, texts shown)")
        #expect(error?.location == recorded.scenarios.first?.error?.location)
    }
}
