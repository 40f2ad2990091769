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
          List:
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
        root: List
        script: []
        """
    }

    func explore(_ yaml: String, depth: Int, maxStates: Int = 100_000, jobs: Int) throws -> ExploreResult {
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "rows.yaml")
        let scenario = try #require(spec.scenarios.first)
        return Explorer.explore(scenario, of: spec, options: ExploreOptions(depth: depth, maxStates: maxStates, jobs: jobs))
    }

    /// The actions taken ahead of the merge, at most: the one tried with one thread, a few chunks a thread with more.
    static func bound(jobs: Int) -> Int { jobs == 1 ? 1 : jobs * Level.heldPerThread }

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
        #expect(result.stepsHeldMost <= Self.bound(jobs: jobs))
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
            #expect(result.stepsHeldMost <= Self.bound(jobs: jobs))
        }
    }
}
