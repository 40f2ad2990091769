import Foundation
import Testing
@testable import SpecKit

/// Exploring advances the clock to each moment something falls due, not only the next one
/// (docs/exploring.md, *What is tried*).
@Suite struct ExploreTimeTests {
    /// A timer of 100 ms ticks beside a sleep of a second that finds the save made meanwhile.
    static let race = """
        components:
          Home:
            state: { ticks: 0, saved: false, lost: false }
            body:
              - text: ticks {ticks}
              - Face: {}
                on-timer: { every: 100ms, action: ticks += 1 }
                task: "await sleep(1000); if saved { lost = true }"
              - button: save
                action: saved = true
          Face:
            body:
              - text: face
        root: Home
        always: ["!Home.lost"]
        script:
          - tap: save
        """

    func explore(_ yaml: String, depth: Int) throws -> ExploreResult {
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "race.yaml")
        return Explorer.explore(try #require(spec.scenarios.first), of: spec, options: ExploreOptions(depth: depth, jobs: 1))
    }

    @Test func aLongSleepBesideAFastTimerIsOneStepAway() throws {
        let result = try explore(Self.race, depth: 3)
        let finding = try #require(result.findings.first)
        #expect(finding.steps == [.tap("save"), .advance(1000)], "\(finding.steps)")
        // The script it reports fails when run, past ten ticks.
        let spec = try SpecDecoder.decode(Array(Self.race.utf8), file: "race.yaml")
        let text = try EmittedSpec.text(source: Array(Self.race.utf8), file: "race.yaml", results: [result], spec: spec)
        let rerun = run(text, file: "found.yaml")
        #expect(rerun.scenarios.count == 1 && rerun.scenarios.allSatisfy { !$0.passed && $0.error == nil })
    }

    @Test func theNextDeadlineIsStillTriedOnItsOwn() throws {
        let spec = try SpecDecoder.decode(Array(Self.race.utf8), file: "race.yaml")
        let graph = Graph(spec: spec, scenario: spec.scenarios[0], recording: false)
        try graph.launch(at: spec.scenarios[0].location)
        let advances = ExploreAction.time(on: graph).compactMap { if case .advance(let ms) = $0 { ms } else { nil } }
        #expect(advances == [100, 1000])
    }
}
