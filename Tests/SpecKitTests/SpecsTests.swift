import Foundation
import Testing
@testable import SpecKit

/// The scenarios users read, run end to end; and the lock held both ways.
@Suite struct SpecsTests {
    static var specFiles: [String] {
        let dir = packageRoot.appendingPathComponent("specs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "specs/\($0)" }
    }

    @Test func thereAreSpecs() {
        #expect(Self.specFiles.contains("specs/lazy-state-trap.yaml"))
        #expect(Self.specFiles.contains("specs/plain-counter.yaml"))
    }

    @Test(arguments: specFiles)
    func everySpecPasses(file: String) {
        let result = RecordedRuns.result(of: file)
        #expect(result.loadError == nil, "\(result.loadError?.description ?? "")")
        #expect(!result.scenarios.isEmpty)
        for s in result.scenarios {
            #expect(s.passed, "\(s.scenario): \(s.error?.description ?? "") \(s.failures.map(\.message))")
            #expect(s.checked > 0, "\(s.scenario) checks nothing")
        }
    }

    func demo(_ file: String = "specs/lazy-state-trap.yaml") -> FileResult {
        RecordedRuns.result(of: file)
    }

    @Test func theDemoReproducesTheArticlesTable() {
        let rows = demo().scenarios.map { ($0.scenario, $0.labels.filter { $0.hasPrefix("model") }) }
        #expect(rows.map(\.0) == ["@State, built in init", "@LazyState", "a Memo keyed by the input"])
        #expect(rows.map(\.1) == [["model input 1", "models created 3"],
                                  ["model input 1", "models created 1"],
                                  ["model input 2", "models created 2"]])
    }

    @Test func aPlainStaticCounterShowsOneWhileThreeWereBuilt() {
        let state = demo("specs/plain-counter.yaml").scenarios[0]
        #expect(state.creations(of: "Model") == 3)
        #expect(state.labels.contains("models created 1"))
        // The kept model is the same instance, so the row's body never ran again.
        #expect(state.renders(of: "ModelRow") == 1)
    }

    @Test func theLockHoldsTheOtherWay() async throws {
        let dir = try temporaryDirectory()
        let original = try String(contentsOf: packageRoot.appendingPathComponent("specs/lazy-state-trap.yaml"), encoding: .utf8)
        let changed = original.replacingOccurrences(of: "expect: [model input 2, models created 2]",
                                                    with: "expect: [model input 1, models created 2]")
        #expect(changed != original)
        let file = dir.appendingPathComponent("wrong.yaml")
        try changed.write(to: file, atomically: false, encoding: .utf8)
        let (status, out, _) = try await runCommand(["run", file.path])
        #expect(status == 1)
        #expect(out.contains("FAIL  a Memo keyed by the input"))
        #expect(out.contains("expected \"model input 1\" on screen, at the end of the script"))
        #expect(out.contains("screen: [related action], \"parent input 2\""))
        #expect(out.contains("\"model input 2\""))
        #expect(out.contains("2 passed, 1 failed"))
    }

    @Test func theCommandLinePassesTheSpecs() async throws {
        let (status, out, _) = try await runCommand(["run"] + Self.specFiles)
        #expect(status == 0, "\(out)")
        #expect(out.contains("PASS  @State, built in init"))
        #expect(out.hasSuffix("\(Self.specFiles.isEmpty ? 0 : out.components(separatedBy: "PASS").count - 1) passed, 0 failed, 0 errors\n"))
    }

    @Test func aMalformedFileExitsTwoWithItsLocation() async throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("bad.yaml")
        try "components:\n  Root:\n    body:\n      - text: [unclosed\nroot: Root\n".write(to: file, atomically: false, encoding: .utf8)
        let (status, out, err) = try await runCommand(["run", file.path])
        #expect(status == 2)
        #expect(err.contains("\(file.path):5:5: error: YAML: did not find expected ',' or ']' while parsing a flow sequence"))
        #expect(err.contains("hint: the '[' list started at line 4, column 15"))
        #expect(out.hasSuffix("0 passed, 0 failed, 1 error\n"), "\(out)")
    }

    @Test func usageErrorsExitTwo() async throws {
        #expect(try await runCLI([]).status == 2)
        #expect(try await runCLI(["frobnicate"]).status == 2)
        #expect(try await runCLI(["run"]).status == 2)
        let help = try await runCLI(["--help"])
        #expect(help.status == 0 && help.out.contains("  run "))
        #expect(try await runCLI(["--version"]).out.hasPrefix("spec "))
    }
}
