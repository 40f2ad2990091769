import Foundation
import Testing
@testable import SpecKit

/// Pins what exploring every spec in specs/ finds, so that making exploration faster cannot
/// change its answers: the states, transitions, depth and every finding with its script and screen.
/// The pinned text was recorded before exploration was optimised (docs/performance.md); to record
/// it again after a deliberate change of the engine, run the suite with SPEC_RECORD_EXPLORE_PIN=1
/// and review the difference.
@Suite struct ExplorePinTests {
    static let pinFile = packageRoot.appendingPathComponent("Tests/Golden/explore-pin.txt")

    /// One line per scenario, then one per finding, in the order exploring reports them.
    static func summary(depth: Int, jobs: Int) throws -> String {
        let specs = try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("specs").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        var lines: [String] = []
        for name in specs {
            let path = packageRoot.appendingPathComponent("specs/\(name)").path
            let file = Explorer.explore(file: path, options: ExploreOptions(depth: depth, maxStates: 100_000, jobs: jobs))
            for s in file.scenarios {
                lines.append("\(name) | \(s.scenario) | states \(s.states) | transitions \(s.transitions) | depth \(s.depth)"
                             + " | complete \(s.complete) | error \(s.error?.message ?? "-") | skipped \(s.skipped ?? "-")"
                             + " | ambiguous \(s.ambiguousLabels)")
                for f in s.findings {
                    lines.append("  \(f.property) | \(f.steps.map { "\($0)" }.joined(separator: ", ")) | \(f.detail)"
                                 + " | \(f.screen.map(\.label).joined(separator: " / "))")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test func everySpecExploresToThePinnedStatesTransitionsAndFindings() throws {
        let now = try Self.summary(depth: 6, jobs: 1)
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

    @Test func twoJobsExploreToTheSamePinnedText() throws {
        #expect(try Self.summary(depth: 6, jobs: 2) == String(contentsOf: Self.pinFile, encoding: .utf8))
    }
}
