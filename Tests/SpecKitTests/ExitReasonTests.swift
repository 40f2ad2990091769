import Foundation
import Testing

/// An exit status other than 0 comes with its reason on standard error: `trace` and `table`
/// exited 2 with nothing there when a scenario stopped at run time, and `trace --format json`
/// printed nothing for a spec that does not load.
@Suite struct ExitReasonTests {
    /// A scenario that stops at run time: a division by zero at 7:27.
    static let divides = """
        components:
          Counter:
            state: { count: 0 }
            body:
              - text: count {count}
              - button: add
                action: count = 5 % count
        root: Counter
        script:
          - tap: add
            expect: [count 1]
        """

    /// A spec whose root names no component, at 4:7.
    static let unloadable = """
        components:
          A:
            body: [{text: x}]
        root: B
        script: [{expect: [x]}]
        """

    static func write(_ yaml: String) throws -> String {
        let file = try temporaryDirectory().appendingPathComponent("spec.yaml")
        try yaml.write(to: file, atomically: false, encoding: .utf8)
        return file.path
    }

    @Test(arguments: [["run"], ["trace"], ["trace", "--format", "json"], ["table"], ["table", "--format", "text"],
                      ["report"], ["graph"], ["graph", "--format", "mermaid"]])
    func aScenarioStoppedAtRunTimeIsLocatedOnStandardError(_ command: [String]) async throws {
        let file = try Self.write(Self.divides)
        let (status, _, err) = try await runCommand(command + [file])
        #expect(status == 2, "\(command)")
        #expect(err.contains("\(file):7:27: error: division by zero in 5 % count\n"), "\(command): \(err)")
        // Once: the reason is not repeated.
        #expect(err.components(separatedBy: "error: division by zero").count == 2, "\(command): \(err)")
    }

    @Test(arguments: [["run"], ["trace"], ["trace", "--format", "json"], ["table"], ["report"], ["graph"]])
    func aSpecThatDoesNotLoadIsLocatedOnStandardError(_ command: [String]) async throws {
        let file = try Self.write(Self.unloadable)
        let (status, _, err) = try await runCommand(command + [file])
        #expect(status == 2, "\(command)")
        #expect(err.contains("\(file):4:7: error: root component 'B' is not declared\n"), "\(command): \(err)")
    }

    /// A tool reading the trace's JSON learns why the file did not load, as `run --format json` says.
    @Test func theJSONTraceOfASpecThatDoesNotLoadCarriesItsErrors() async throws {
        let file = try Self.write(Self.unloadable)
        let (status, out, _) = try await runCommand(["trace", "--format", "json", file])
        #expect(status == 2)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(document["format"] as? String == "spec-trace")
        #expect((document["scenarios"] as? [Any])?.isEmpty == true)
        let errors = try #require(document["errors"] as? [[String: Any]])
        #expect(errors.count == 1)
        #expect(errors.first?["message"] as? String == "root component 'B' is not declared")
        let location = try #require(errors.first?["location"] as? [String: Any])
        #expect(location["line"] as? Int == 4 && location["column"] as? Int == 7)
        #expect(errors.first?["hint"] as? String == "did you mean 'A'?")
        // A spec that loads has no `errors` key: the field is there only when it says something.
        let loaded = try await runCommand(["trace", "--format", "json", "specs/counter.yaml"])
        #expect(loaded.status == 0 && !loaded.out.contains("\"errors\""))
    }

    /// `spec graph` of a scenario that fails draws the tree and exits 1, as `run` and `trace` do;
    /// standard error was empty, so an `&&` chain stopped with no word of why.
    @Test(arguments: ["dot", "mermaid"])
    func aGraphOfAFailingScenarioSaysWhatFailed(_ format: String) async throws {
        let file = try Self.write("""
            components:
              Counter:
                state: { count: 0 }
                body:
                  - text: count {count}
                  - button: add
                    action: count += 1
            root: Counter
            script:
              - tap: add
                expect: [count 2]
            """)
        let (status, out, err) = try await runCommand(["graph", file, "--format", format])
        #expect(status == 1)
        #expect(out.contains("count = 1"), "the tree is drawn: \(out)")
        #expect(err == """
            spec: the scenario "Counter" failed (exit status 1); the tree is drawn all the same:
              \(file):11:14: expected "count 2" on screen, after step 1 (tap "add")

            """, "\(err)")
        let help = try await runCommand(["graph", "--help"]).out
        #expect(help.contains("exit status: 0 the scenario's expectations hold, 1 one failed"), "\(help)")
    }
}
