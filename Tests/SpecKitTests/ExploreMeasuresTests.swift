import Foundation
import Testing
@testable import SpecKit

/// A measure is part of an explored state where an `always:` or the app reads it, and nowhere
/// else (docs/exploring.md, "What counts as the same state"; semantics §12).
@Suite struct ExploreMeasuresTests {
    func explore(_ yaml: String, depth: Int) throws -> ExploreResult {
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "test.yaml")
        return Explorer.explore(spec.scenarios[0], of: spec, options: ExploreOptions(depth: depth, jobs: 1))
    }

    /// A button that builds a model, and one that copies the count into state: the app reads it.
    static func snapshot(_ snap: String, always: String = "[\"Parent.snap < 2\"]") -> String {
        """
        models:
          Model: { fields: [input] }
        components:
          Parent:
            state: { snap: 0, last: "nil" }
            body:
              - button: make
                action: "last = Model(input: 1)"
              - button: snap
                action: \(snap)
              - text: snap {snap}
        root: Parent
        always: \(always)
        script:
          - tap: make
            assert: ["Model.creations == 1"]
        """
    }

    /// The keys of the launch after one and after two taps on make.
    func keysAfterMakes(_ yaml: String) throws -> (StateKey, StateKey) {
        let (graph, at) = try launched(yaml, recording: false, keyingStates: true)
        try graph.perform(.tap("make"), at: at)
        let once = graph.copy()
        try graph.perform(.tap("make"), at: at)
        return (once.stateKey(), graph.stateKey())
    }

    /// Only a graph whose states explore tells apart works out the measures its key holds.
    @Test func onlyAGraphKeyingStatesWorksOutItsMeasures() throws {
        let yaml = Self.snapshot("snap = Model.creations")
        #expect(try launched(yaml, keyingStates: true).0.declared.keyedMeasures.map { "\($0.type).\($0.field)" } == ["Model.creations"])
        #expect(try launched(yaml).0.declared.keyedMeasures.isEmpty)
    }

    @Test func aCountTheAppReadsSeparatesStatesAndOneOnlyAScriptReadsDoesNot() throws {
        // The action reads the count: two makes are not one.
        let read = try keysAfterMakes(Self.snapshot("snap = Model.creations"))
        #expect(read.0 != read.1)
        // Nothing but the script's assertion reads it: the next steps are the same after one make
        // or two, and so is the state.
        let unread = try keysAfterMakes(Self.snapshot("snap = 1"))
        #expect(unread.0 == unread.1)
        // An `always:` that reads it keeps it too, as before.
        let checked = try keysAfterMakes(Self.snapshot("snap = 1", always: "[\"Model.creations < 5\"]"))
        #expect(checked.0 != checked.1)
    }

    @Test func anActionThatCopiesTheCountBreaksTheAlwaysWhereTheRunFailsToo() throws {
        let result = try explore(Self.snapshot("snap = Model.creations"), depth: 6)
        let finding = try #require(result.findings.first)
        #expect(finding.steps == [.tap("make"), .tap("make"), .tap("snap")])
        #expect(finding.detail == "Parent.snap is 2")
        // The script found, run: it fails on the same assertion.
        let text = try EmittedSpec.text(source: Array(Self.snapshot("snap = Model.creations").utf8), file: "test.yaml",
                                        results: [result], spec: try SpecDecoder.decode(Array(Self.snapshot("snap = Model.creations").utf8), file: "test.yaml"))
        let rerun = run(text, file: "emitted.yaml")
        #expect(rerun.exitCode == 1 && rerun.scenarios.first?.failures.map(\.expectation.label) == ["Parent.snap < 2"])
        // Without the read, no sequence breaks it.
        let unread = try explore(Self.snapshot("snap = 1"), depth: 6)
        #expect(unread.findings.isEmpty && unread.complete)
    }

    /// `creations: static` passed as a prop: the child sees the count when its parent renders again.
    static let staticProp = """
        models:
          Model: { fields: [input], creations: static }
        components:
          Parent:
            state: { tick: 0, last: "nil" }
            body:
              - button: make
                action: "last = Model(input: 1)"
              - button: refresh
                action: tick += 1
              - text: tick {tick}
              - Child: { made: Model.creations }
          Child:
            props: [made]
            body:
              - text: made {made}
        root: Parent
        always: ["Child.made < 2"]
        script:
          - tap: make
        """

    @Test func aStaticCountPassedAsAPropIsFoundOnceItIsPassedAgain() throws {
        let finding = try #require(try explore(Self.staticProp, depth: 6).findings.first)
        #expect(finding.steps == [.tap("make"), .tap("make"), .tap("refresh")])
        #expect(finding.screen.map(\.label).contains("made 2"))
    }

    /// A child shows a static count, as of its last render; its own button renders it again.
    static func label(_ text: String) -> String {
        """
        models:
          Model: { fields: [input], creations: static }
        components:
          Parent:
            state: { last: "nil" }
            body:
              - button: make
                action: "last = Model(input: 1)"
              - Shown: {}
          Shown:
            state: { tick: 0 }
            body:
              - button: refresh
                action: tick += 1
              - text: "tick {tick}"
              - text: "\(text)"
        root: Parent
        script:
          - tap: make
        """
    }

    /// Worked out by hand: the launch; make (count 1, the label still "made 0") and refresh; from
    /// the first, make again (count 2, the screen unchanged) and refresh ("made 1"); from the
    /// second, make ("made 0" beside "tick 1") and refresh. Seven states to depth 2, where keying
    /// the count by the screen alone merged the two makes (six). Without the read, make after make
    /// and refresh then make reach the states of make and of refresh then make: five.
    @Test func aCountShownInALabelIsStateThoughTheLabelShowsAnOlderOne() throws {
        #expect(try explore(Self.label("made {Model.creations}"), depth: 2).states == 7)
        #expect(try explore(Self.label("made"), depth: 2).states == 5)
    }

    @Test func theMeasuresKeptAreFoundOnceFromTheSpec() throws {
        let spec = try SpecDecoder.decode(Array(Self.staticProp.utf8), file: "test.yaml")
        let kept = spec.keyedMeasures(of: spec.scenarios[0]).map { "\($0.type).\($0.field)" }
        #expect(kept == ["Model.creations"])
        let quiet = try SpecDecoder.decode(Array(Self.snapshot("snap = 1", always: "[\"Parent.snap < 2\"]").utf8), file: "test.yaml")
        #expect(quiet.keyedMeasures(of: quiet.scenarios[0]).isEmpty)
        // Any measure the app reads, each once, the always:'s first; a field named like a measure is no measure.
        let many = try SpecDecoder.decode(Array("""
            models:
              Model: { fields: [renders] }
            components:
              Parent:
                state: { model: "Model(renders: 0)", seen: 0 }
                body:
                  - text: "started {Tasks.started} of {model.renders}"
                  - button: look
                    action: seen = Parent.renders + Model.creations + Tasks.started
            root: Parent
            always: ["Model.creations < 9"]
            script:
              - tap: look
            """.utf8), file: "test.yaml")
        #expect(many.keyedMeasures(of: many.scenarios[0]).map { "\($0.type).\($0.field)" } == ["Model.creations", "Tasks.started", "Parent.renders"])
    }
}
