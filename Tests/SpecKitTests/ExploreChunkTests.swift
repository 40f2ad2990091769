import Foundation
import Testing
@testable import SpecKit

/// `spec explore` tries a state's actions in chunks and merges them in order, so that the state
/// bound stops the work and a screen of many buttons does not hold a graph for each (docs/exploring.md).
@Suite struct ExploreChunkTests {
    /// `count` rows, each a button that writes the row's own state: every tap is a new state.
    static func rows(_ count: Int) -> String {
        """
        components:
          Rows:
            state: { items: "[\((0..<count).map(String.init).joined(separator: ", "))]" }
            body:
              - for-each: items
                as: item
                id: item
                body:
                  - Row: { item: item }
          Row:
            props: [item]
            state: { count: 0 }
            body:
              - text: row {item} count {count}
              - button: tap {item}
                action: count += 1
        root: Rows
        script: []
        """
    }

    func explore(_ yaml: String, depth: Int, maxStates: Int = 100_000, jobs: Int) throws -> ExploreResult {
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "rows.yaml")
        let scenario = try #require(spec.scenarios.first)
        return Explorer.explore(scenario, of: spec, options: ExploreOptions(depth: depth, maxStates: maxStates, jobs: jobs))
    }

    /// The actions taken ahead of the merge, at most, for a screen of many nodes: the one tried
    /// with one thread, a few chunks a thread with more, and a run's more for the work the merge waits for.
    static func bound(jobs: Int) -> Int { jobs == 1 ? 1 : jobs * Level.heldPerThread + Level.heldPerThread / 2 }

    @Test(arguments: [1, 2, 3])
    func theStateBoundStopsTheTapsOfOneScreenOfManyButtons(jobs: Int) throws {
        // 300 buttons on the launch screen, each tap a new state: the fifth new state is one too many.
        let result = try explore(Self.rows(300), depth: 1, maxStates: 5, jobs: jobs)
        #expect(result.hitMaxStates)
        #expect(result.states == 5)
        #expect(result.transitions == 5)
        // Trying all 300 before merging any was the runaway: the taps past the bound are only
        // those already taken ahead of the merge.
        #expect(result.stepsTried <= 5 + Self.bound(jobs: jobs))
        if jobs == 1 { #expect(result.stepsTried == 5) }
        #expect(result.stepsTried < 300)
        #expect(result.stepsHeldBound == Self.bound(jobs: jobs))
        #expect(result.stepsHeldMost <= Self.bound(jobs: jobs))
    }

    /// The step bound: 30 buttons, each tap a new state, 30 steps a state. With 100 steps allowed,
    /// the first level keeps only the states whose steps may fit in what is left (four of its 30,
    /// each counted at 30 steps as it is kept), and the search stops at the 100th step, in depth 2.
    @Test(arguments: [1, 2])
    func theStepBoundStopsAScreenOfManyButtonsAndKeepsOnlyTheStatesItCanTry(jobs: Int) throws {
        let spec = try SpecDecoder.decode(Array(Self.rows(30).utf8), file: "rows.yaml")
        let scenario = try #require(spec.scenarios.first)
        let result = Explorer.explore(scenario, of: spec, options: ExploreOptions(depth: 3, jobs: jobs, maxSteps: 100))
        #expect(result.hitMaxSteps)
        #expect(!result.complete)
        #expect(result.transitions == 100)
        #expect(result.depth == 2)
        // Level 2 tries the 30 taps after "tap 0", the 30 after "tap 1" and 10 after "tap 2"; three
        // reach a state already visited ("tap 1" then "tap 0" is "tap 0" then "tap 1").
        #expect(result.states == 1 + 30 + 70 - 3)
        #expect(ExploreReport.coverage(result).hasSuffix("depth 2; cut short at the step limit (--max-steps), so not every reachable state was tried"))
        #expect(ExploreReport.noFinding(result) == "no finding so far")
        var report = ExploreReport()
        let text = report.render([ExploreFileResult(file: "rows.yaml", scenarios: [result])])
        #expect(text.contains("PASS  \(scenario.name): no finding so far (98 states, 100 steps tried, depth 2; cut short"), "\(text)")
        // Level 1's states each offer 30 taps. A state is kept while the taps planned for the
        // kept ones are fewer than the steps left when it is reached: 0, 30, 60, 90 planned
        // against 99, 98, 97, 96 left keeps four, not all 30, whether a piece holds one tap (one
        // thread) or a chunk.
        #expect(result.keptMost == 4, "\(result.keptMost)")
        // Without the bound the same search tries every step of three levels.
        let whole = Explorer.explore(scenario, of: spec, options: ExploreOptions(depth: 2, jobs: jobs))
        #expect(!whole.hitMaxSteps)
        #expect(whole.transitions == 30 + 30 * 30)
    }

    @Test func chunksAreMergedInOrderWhateverTheThreads() throws {
        // 24 buttons, two chunks of the launch screen; a tap on a row past 20 breaks its row's
        // invariant. The finding is the first such tap in the screen's order, and every step is
        // merged, with one thread or three, holding no more graphs than the chunks ahead.
        let yaml = Self.rows(24)
            .replacingOccurrences(of: "action: count += 1", with: "action: \"count += item > 20 ? 2 : 1\"")
            .replacingOccurrences(of: "    state: { count: 0 }", with: "    state: { count: 0 }\n    invariant: count < 2")
        for jobs in [1, 2, 3] {
            let result = try explore(yaml, depth: 2, jobs: jobs)
            #expect(result.findings.map(\.steps) == [[.tap("tap 21")]])
            #expect(result.states == 1 + 24 + 24 * 23 / 2 + 24)   // the launch, one tap, two taps (two rows or one twice)
            #expect(result.transitions == 24 + 24 * 24)
            #expect(result.stepsTried == result.transitions)
            #expect(result.stepsHeldMost <= result.stepsHeldBound)
            #expect(result.stepsHeldBound <= (jobs == 1 ? 1 : jobs * Level.heldPerThreadMost + Level.heldPerThreadMost / 2))
        }
    }

    /// Four counters of three values each, a button each: 81 states of four actions, in levels of up to 19.
    static let counters = """
        components:
          Counters:
            state: { a: 0, b: 0, c: 0, d: 0 }
            body:
              - button: a {a}
                action: a = (a + 1) % 3
              - button: b {b}
                action: b = (b + 1) % 3
              - button: c {c}
                action: c = (c + 1) % 3
              - button: d {d}
                action: d = (d + 1) % 3
        root: Counters
        script: []
        """

    @Test func threadsTakeAWideLevelOfFewActionsInRunsOfStates() throws {
        // With one thread each state is a work of its own; with threads a work is a run of whole
        // states, so that a thread neither waits nor wakes once a state.
        let one = try explore(Self.counters, depth: 10, jobs: 1)
        #expect(one.states == 81 && one.complete)
        #expect(one.worksTaken >= one.states)
        for jobs in [2, 3] {
            let result = try explore(Self.counters, depth: 10, jobs: jobs)
            #expect((result.states, result.transitions) == (one.states, one.transitions))
            #expect(result.worksTaken * 4 <= result.states)
        }
    }
}
