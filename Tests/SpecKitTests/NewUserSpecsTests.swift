import Foundation
import Testing
@testable import SpecKit

/// Specs written from docs/spec-format.md alone for everyday questions (Tests/NewUser): each runs
/// and passes as its comments reason, so the documented keys keep meaning what they say.
@Suite struct NewUserSpecsTests {
    static let directory = packageRoot.appendingPathComponent("Tests/NewUser")
    static let files: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
        .filter { $0.hasSuffix(".yaml") }.sorted()

    @Test func thereAreSpecsToRun() { #expect(Self.files.count >= 6) }

    @Test(arguments: files) func everyScenarioPasses(_ name: String) {
        let result = ScenarioRunner.run(file: Self.directory.appendingPathComponent(name).path)
        #expect(result.loadError == nil)
        for scenario in result.scenarios {
            #expect(scenario.passed, "\(name): \(scenario.scenario) \(scenario.failures) \(String(describing: scenario.error))")
        }
    }

    @Test func exploreFindsTheThirdTapThatBreaksTheAlways() throws {
        let result = Explorer.explore(file: Self.directory.appendingPathComponent("explore-always.yaml").path,
                                      options: ExploreOptions(depth: 8, jobs: 1))
        #expect(result.exitCode == 1)
        let finding = try #require(result.scenarios.first?.findings.first)
        #expect(finding.steps == [.tap("add"), .tap("add"), .tap("add")])
    }
}
