import Foundation
import Testing
@testable import SpecKit

/// Pins what exploring every spec in specs/ finds, so that making exploration faster cannot
/// change its answers: the states, transitions, depth and every finding with its script and screen.
/// The pinned text was recorded before exploration was optimised (docs/performance.md); to record
/// it again after a deliberate change of the engine, run the suite with SPEC_RECORD_EXPLORE_PIN=1
/// and review the difference.
@Suite(.startedWhilePlanned(EarlyWork.explorations)) struct ExplorePinTests {
    static let pinFile = packageRoot.appendingPathComponent("Tests/Golden/explore-pin.txt")

    /// One line per scenario, then one per finding, in the order exploring reports them: the specs
    /// in name order. Each spec is explored as `jobs` says, several specs at once on threads of
    /// their own (the costliest first, so that none is left alone at the end); a sweep at every
    /// chance when `sweeping`, told to each spec's exploration on the thread that runs it.
    static func summary(depth: Int, jobs: Int, sweeping: Bool = false) throws -> String {
        let specs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("specs").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        let parts = spread(specs, order: costliestFirst(specs)) { name in
            Graph.$sweepingAlways.withValue(sweeping) { lines(of: name, depth: depth, jobs: jobs) }
        }
        return parts.flatMap { $0 }.joined(separator: "\n") + "\n"
    }

    /// The summary's lines for one spec.
    static func lines(of name: String, depth: Int, jobs: Int) -> [String] {
        let path = packageRoot.appendingPathComponent("specs/\(name)").path
        let file = Explorer.explore(file: path, options: ExploreOptions(depth: depth, maxStates: 100_000, jobs: jobs))
        var lines: [String] = []
        for s in file.scenarios {
            lines.append("\(name) | \(s.scenario) | states \(s.states) | transitions \(s.transitions) | depth \(s.depth)"
                         + " | complete \(s.complete) | error \(s.error?.message ?? "-") | skipped \(s.skipped ?? "-")"
                         + " | ambiguous \(s.ambiguousLabels)")
            for f in s.findings {
                lines.append("  \(f.property) | \(f.steps.map { "\($0)" }.joined(separator: ", ")) | \(f.detail)"
                             + " | \(f.screen.map(\.label).joined(separator: " / "))")
            }
        }
        return lines
    }

    /// The specs' positions, those with the most pinned transitions first (a spec not pinned yet
    /// before all): what a spec costs to explore follows them.
    static func costliestFirst(_ specs: [String]) -> [Int] {
        var transitions: [String: Int] = [:]
        let pinned = (try? String(contentsOf: pinFile, encoding: .utf8)) ?? ""
        for line in pinned.split(separator: "\n") where !line.hasPrefix(" ") {
            let fields = line.components(separatedBy: " | ")
            guard fields.count > 3, let count = Int(fields[3].dropFirst("transitions ".count)) else { continue }
            transitions[fields[0], default: 0] += count
        }
        return specs.indices.sorted { (transitions[specs[$0]] ?? .max, $1) > (transitions[specs[$1]] ?? .max, $0) }
    }

    /// Both explorations at depth 6, started while the run is planned: the longest work of the
    /// suite, each would otherwise start when a runner thread took its test and finish last.
    static let oneJob = Shared<Result<String, any Error>>(onItsOwnThread: { Result { try summary(depth: 6, jobs: 1) } })
    static let twoJobs = Shared<Result<String, any Error>>(onItsOwnThread: { Result { try summary(depth: 6, jobs: 2) } })

    @Test func everySpecExploresToThePinnedStatesTransitionsAndFindings() async throws {
        let now = try await Self.oneJob.value.get()
        if ProcessInfo.processInfo.environment["SPEC_RECORD_EXPLORE_PIN"] == "1" {
            try FileManager.default.createDirectory(at: Self.pinFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try now.write(to: Self.pinFile, atomically: true, encoding: .utf8)
        }
        let pinned = try String(contentsOf: Self.pinFile, encoding: .utf8)
        let (a, b) = (pinned.split(separator: "\n"), now.split(separator: "\n"))
        for (i, (p, n)) in zip(a, b).enumerated() where p != n {
            Issue.record("line \(i + 1) differs:\n pinned: \(p)\n now:    \(n)")
            break
        }
        #expect(a.count == b.count)
    }

    @Test func twoJobsExploreToTheSamePinnedText() async throws {
        #expect(try await Self.twoJobs.value.get() == String(contentsOf: Self.pinFile, encoding: .utf8))
    }

    /// The summary is the same in whatever order the specs are explored, and however many at once.
    @Test func theSummaryKeepsTheSpecsInNameOrder() throws {
        let specs = ["b", "a", "c"]
        #expect(spread(specs, threads: 3, order: [2, 0, 1]) { $0 + "!" } == ["b!", "a!", "c!"])
        #expect(Self.costliestFirst(["counter.yaml", "swipe-delete.yaml", "new.yaml"]) == [2, 1, 0])
    }
}
