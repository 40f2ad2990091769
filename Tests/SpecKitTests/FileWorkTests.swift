import Foundation
import Testing
@testable import SpecKit

/// A file's scenarios together are bounded by `Limits.fileEvents`, checked before each scenario:
/// one past it is an error, not run, so a file of thousands of scenarios over a large tree ends
/// (docs/limits.md).
@Suite struct FileWorkTests {
    /// `count` scenarios, each a launch of 100 rows (about 500 events and texts).
    static func scenarios(_ count: Int) -> String {
        """
        components:
          Rows:
            body:
              - for-each: 0..<100
                as: i
                id: i
                body: [ { text: "row {i}" } ]
        scenarios:
        """ + (0..<count).map { "\n  - { name: s\($0), root: Rows, script: [ { expect: row 99 } ] }" }.joined()
    }

    @Test func theScenariosPastTheFilesBudgetAreErrors() throws {
        var limits = Limits()
        limits.fileEvents = 1_000
        let result = run(Self.scenarios(6), limits: limits)
        let work = try #require(result.scenarios.first?.work)
        #expect(work > 200 && work < 1_000, "\(work)")
        let ran = 1_000 / work + 1   // the first to start past the budget is refused
        #expect(result.scenarios.prefix(ran).allSatisfy { $0.passed })
        let refused = Array(result.scenarios.dropFirst(ran))
        #expect(!refused.isEmpty && refused.allSatisfy { $0.error?.message.hasPrefix("not run: the scenarios before it in this file recorded more than 1000 events") == true })
        #expect(refused.first?.error?.location.line == 9 + ran)
        #expect(refused.first?.scenario == "s\(ran)")
        // Streamed one at a time, as `spec trace` runs them, the same scenarios are refused.
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("file-work-\(UUID().uuidString).yaml").path
        try Self.scenarios(6).write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        var streamed: [String] = []
        _ = try ScenarioRunner.runEach(file: path, named: nil, limits: limits) { s, _ in streamed.append(s.outcome) }
        #expect(streamed == result.scenarios.map(\.outcome))
    }

    @Test func underTheBudgetEveryScenarioRuns() {
        #expect(run(Self.scenarios(6)).scenarios.allSatisfy { $0.passed })
    }
}
