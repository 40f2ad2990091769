import Foundation
import Testing
@testable import SpecKit

/// `--emit`: each finding's last step expects the screen at the break, before the assertion that
/// fails, so the emitted spec's run and its exported UI test check that screen (docs/exploring.md).
@Suite struct ExploreEmitTests {
    /// A lesson explored, and the spec `--emit` writes from it.
    func emitted(_ name: String, depth: Int = 6) throws -> (result: ExploreFileResult, text: String) {
        let path = packageRoot.appendingPathComponent("specs/\(name).yaml").path
        let result = Explorer.explore(file: path, options: ExploreOptions(depth: depth, jobs: 1))
        let spec = try #require(result.spec)
        return (result, try EmittedSpec.text(source: result.source, file: "\(name).yaml", results: result.scenarios, spec: spec))
    }

    @Test(arguments: ["load-once", "lazy-state-trap", "four-taps-deep", "search-race"])
    func theEmittedSpecExpectsTheScreenOfEachFindingAndFailsOnlyOnItsAssertion(name: String) throws {
        let (result, text) = try emitted(name)
        let findings = result.scenarios.flatMap(\.findings)
        #expect(!findings.isEmpty)
        for finding in findings {
            let labels = finding.screen.map(\.label).filter { !$0.isEmpty }
            let line = "expect: [" + labels.map(ExploreReport.yamlQuoted).joined(separator: ", ") + "]"
            #expect(text.contains(line + "\n        assert: [\(ExploreReport.yamlQuoted(finding.assertion ?? ""))]"), "\(name): \(line)")
        }
        let rerun = run(text, file: "emitted.yaml")
        #expect(rerun.loadError == nil, "\(rerun.loadError?.description ?? "")")
        #expect(rerun.scenarios.count == findings.count)
        for scenario in rerun.scenarios {
            // The run reaches the screen exploring saw: every expected label holds; the assertion fails.
            #expect(scenario.error == nil && scenario.failures.count == 1, "\(scenario.scenario): \(scenario.failures.map(\.message))")
            #expect(scenario.failures.allSatisfy { $0.expectation.assertion != nil }, "\(scenario.failures.map(\.message))")
        }
    }

    /// The lock: a screen the run does not reach fails as an expectation of its own.
    @Test func anExpectedLabelTheRunDoesNotShowFails() throws {
        let (_, text) = try emitted("four-taps-deep")
        let wrong = text.replacingOccurrences(of: "expect: [", with: "expect: [\"not on the screen\", ")
        let rerun = run(wrong, file: "emitted.yaml")
        let failures = try #require(rerun.scenarios.first?.failures)
        #expect(failures.map(\.expectation.label) == ["not on the screen", "RewardPanel.staleRenders == 0"])
    }

    /// A runtime error's step stops before any check: it expects nothing.
    @Test func aRuntimeErrorsStepExpectsNothing() throws {
        let (result, text) = try emitted("list-identity", depth: 3)
        #expect(result.scenarios.contains { $0.findings.contains { if case .error = $0.kind { true } else { false } } })
        let errorScenario = try #require(text.components(separatedBy: "  # `spec run` stops this scenario at its runtime error").dropFirst().first)
        let own = errorScenario.components(separatedBy: "\n  - name:").first ?? ""
        #expect(!own.contains("expect:") && !own.contains("assert:"), "\(own)")
    }

    /// Its UI test waits for each label of the break's screen, where it had only a comment.
    @Test func theExportedUITestChecksTheScreen() throws {
        let (_, text) = try emitted("load-once")
        let spec = try SpecDecoder.decode(Array(text.utf8), file: "found.yaml")
        let export = try SwiftUIExport(spec)
        let tests = try #require(export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix(".swift") }).contents
        for label in ["asked 2", "batch 1", "skipped 0"] {
            #expect(tests.contains("XCTAssertTrue(app.staticTexts[\"\(label)\"].waitForExistence(timeout: 5))"), "\(label)")
        }
        #expect(tests.contains("// Measured by the spec, not checkable here: Requests.pending > 0 || Status.batch == Status.asked"))
    }
}
