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
    static func summary(depth: Int, jobs: Int, sweeping: Bool = false, only share: Share = .all) throws -> String {
        let all = try specNames()
        let specs = share.specs(all, order: costliestFirst(all))
        let parts = spread(specs, order: costliestFirst(specs)) { name in
            Graph.$sweepingAlways.withValue(sweeping) { lines(of: name, depth: depth, jobs: jobs) }
        }
        return parts.flatMap { $0 }.joined(separator: "\n") + "\n"
    }

    /// The specs in specs/, in name order.
    static func specNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: packageRoot.appendingPathComponent("specs").path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
    }

    /// Which specs a summary explores: all, or every other one taken costliest first, so that
    /// each half holds large explorations, whose levels several jobs split, and small ones.
    enum Share: Sendable {
        case all, first, second

        func specs(_ specs: [String], order: [Int]) -> [String] {
            guard self != .all else { return specs }
            let picked = Set(order.enumerated().filter { ($0.offset % 2 == 0) == (self == .first) }.map { specs[$0.element] })
            return specs.filter { picked.contains($0) }
        }
    }

    /// The pinned text's lines of the specs named, in its order: each spec's scenario lines and
    /// the finding lines under them.
    static func pinned(of specs: [String]) throws -> String {
        let names = Set(specs)
        var kept: [Substring] = [], keeping = false
        for line in try String(contentsOf: pinFile, encoding: .utf8).split(separator: "\n") {
            if !line.hasPrefix(" ") { keeping = names.contains(String(line.prefix { $0 != " " })) }
            if keeping { kept.append(line) }
        }
        return kept.joined(separator: "\n") + "\n"
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

    static let recording = ProcessInfo.processInfo.environment["SPEC_RECORD_EXPLORE_PIN"] == "1"

    /// Both explorations at depth 6, started while the run is planned: the longest work of the
    /// suite, each would otherwise start when a runner thread took its test and finish last.
    /// Every spec is explored once, half of them with one job and half with two, each half held
    /// to its own lines of the pin (recording explores them all with one job).
    static let oneJob = Shared<Result<String, any Error>>(onItsOwnThread: {
        Result { try summary(depth: 6, jobs: 1, only: recording ? .all : .first) }
    })
    static let twoJobs = Shared<Result<String, any Error>>(onItsOwnThread: {
        Result { recording ? "" : try summary(depth: 6, jobs: 2, only: .second) }
    })

    /// The specs of a share, as the summaries pick them.
    static func specs(of share: Share) throws -> [String] {
        let all = try specNames()
        return share.specs(all, order: costliestFirst(all))
    }

    static func expectPinned(_ now: String, of share: Share) throws {
        let pinned = try Self.pinned(of: specs(of: share))
        let (a, b) = (pinned.split(separator: "\n"), now.split(separator: "\n"))
        for (i, (p, n)) in zip(a, b).enumerated() where p != n {
            Issue.record("line \(i + 1) of the \(share) share differs:\n pinned: \(p)\n now:    \(n)")
            break
        }
        #expect(a.count == b.count)
    }

    @Test func everySpecExploresToThePinnedStatesTransitionsAndFindings() async throws {
        let now = try await Self.oneJob.value.get()
        if Self.recording {
            try FileManager.default.createDirectory(at: Self.pinFile.deletingLastPathComponent(), withIntermediateDirectories: true)
            try now.write(to: Self.pinFile, atomically: false, encoding: .utf8)
            return
        }
        try Self.expectPinned(now, of: .first)
    }

    @Test func twoJobsExploreToTheSamePinnedText() async throws {
        let now = try await Self.twoJobs.value.get()
        if Self.recording { return }
        try Self.expectPinned(now, of: .second)
    }

    /// The two shares are disjoint and together every spec, each with large explorations.
    @Test func theSharesCoverEverySpecOnce() throws {
        let (first, second) = (try Self.specs(of: .first), try Self.specs(of: .second))
        #expect(Set(first).isDisjoint(with: second))
        #expect((first + second).sorted() == (try Self.specNames()))
        let costliest = try Self.costliestFirst(Self.specNames()).prefix(2).map { try Self.specNames()[$0] }
        #expect(costliest.count == 2 && first.contains(costliest[0]) && second.contains(costliest[1]))
        // The pin's lines of the two shares are all of its lines.
        let whole = try String(contentsOf: Self.pinFile, encoding: .utf8).split(separator: "\n").count
        #expect(try Self.pinned(of: first).split(separator: "\n").count + Self.pinned(of: second).split(separator: "\n").count == whole)
    }

    /// The summary is the same in whatever order the specs are explored, and however many at once.
    @Test func theSummaryKeepsTheSpecsInNameOrder() throws {
        let specs = ["b", "a", "c"]
        #expect(spread(specs, threads: 3, order: [2, 0, 1]) { $0 + "!" } == ["b!", "a!", "c!"])
        #expect(Self.costliestFirst(["counter.yaml", "swipe-delete.yaml", "new.yaml"]) == [2, 1, 0])
        #expect(Share.first.specs(["a", "b", "c", "d"], order: [3, 1, 0, 2]) == ["a", "d"])
        #expect(Share.second.specs(["a", "b", "c", "d"], order: [3, 1, 0, 2]) == ["b", "c"])
    }
}
