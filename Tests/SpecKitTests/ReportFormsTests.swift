import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// Each report form says what the text report says: a failed assertion with the value it read, in
/// JUnit and JSON; a spec explore cannot load, as `spec run` shows it; a scenario explore skips,
/// in every form; a scenario the table cannot measure, in a column of its own.
@Suite struct ReportFormsTests {
    /// One failure of each kind: an assertion, an enabled check, a label, an expected error.
    static let kinds = """
        components:
          Header:
            body:
              - text: header
          Counter:
            state: {count: 0}
            body:
              - Header: {}
              - text: count {count}
              - button: add
                action: count += 1
        root: Counter
        scenarios:
          - name: assertion
            script: [{tap: add, assert: ["Header.renders == 5"]}]
          - name: enabled
            script: [{tap: add, expect-disabled: [add]}]
          - name: label
            script: [{tap: add, expect: [count 2]}]
          - name: wants error
            expect-error: boom
            script: [{tap: add}]
        """

    func written(_ yaml: String, name: String = "kinds.yaml") throws -> String {
        let file = try temporaryDirectory().appendingPathComponent(name)
        try yaml.write(to: file, atomically: false, encoding: .utf8)
        return file.path
    }

    @Test func junitSaysWhatAFailedAssertionReadAndCallsNoAssertionALabel() async throws {
        let file = try written(Self.kinds)
        let text = try await runCommand(["run", file]).out
        #expect(text.contains("expected Header.renders == 5 (Header.renders is 1), after step 1"), "\(text)")
        let xml = try await runCommand(["run", "--format", "junit", file]).out
        let document = try XMLDocument(data: Data(xml.utf8), options: [])
        let failures = try #require(document.rootElement()?.nodes(forXPath: "//failure") as? [XMLElement])
        #expect(failures.count == 4)
        let byCase = Dictionary(uniqueKeysWithValues: failures.map {
            (($0.parent as? XMLElement)?.attribute(forName: "name")?.stringValue ?? "", $0.stringValue ?? "")
        })
        let assertion = try #require(byCase["assertion"])
        #expect(assertion.contains("expected Header.renders == 5 (Header.renders is 1), after step 1 (tap \"add\")"), "\(assertion)")
        #expect(!assertion.contains("on screen"), "an assertion is not a label on screen: \(assertion)")
        #expect(byCase["enabled"]?.contains("expected [add] disabled; it is enabled") == true)
        #expect(byCase["enabled"]?.contains("on screen") == false)
        #expect(byCase["wants error"]?.contains("expected the error \"boom\", but the script ran to the end") == true)
        #expect(byCase["wants error"]?.contains("on screen") == false)
        let label = try #require(byCase["label"])
        #expect(label.contains("expected: \"count 2\" on screen\n") && label.contains("did you mean \"count 1\"? it is on screen"))
    }

    @Test func jsonTellsEachKindOfFailureAndWhatWasFound() async throws {
        let out = try await runCommand(["run", "--format", "json", try written(Self.kinds)]).out
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(json["version"] as? Int == 1, "an added field keeps the version (docs/json.md)")
        let scenarios = try #require(((json["files"] as? [[String: Any]])?.first?["scenarios"]) as? [[String: Any]])
        var failures: [String: [String: Any]] = [:]
        for s in scenarios { failures[s["name"] as? String ?? ""] = (s["failures"] as? [[String: Any]])?.first }
        #expect(failures["assertion"]?["kind"] as? String == "assertion")
        #expect(failures["assertion"]?["label"] as? String == "Header.renders == 5")
        #expect(failures["assertion"]?["actual"] as? [String] == ["Header.renders is 1"])
        #expect(failures["enabled"]?["kind"] as? String == "disabled")
        #expect(failures["enabled"]?["actual"] as? [String] == ["it is enabled"])
        #expect(failures["label"]?["kind"] as? String == "label" && failures["label"]?["actual"] == nil)
        #expect(failures["wants error"]?["kind"] as? String == "error" && failures["wants error"]?["label"] as? String == "boom")
    }

    @Test func exploreShowsASpecThatDoesNotLoadAsRunDoes() async throws {
        let file = try written("components:\n  A:\n    body: [{text: hi}]\nroot: B\n", name: "bad.yaml")
        let run = try await runCommand(["run", file]), explore = try await runCommand(["explore", file])
        #expect(explore.status == 2 && run.status == 2)
        #expect(explore.out.contains("\n  ERROR the spec does not load\n"), "\(explore.out)")
        #expect(explore.err == run.err, "the same diagnostics: \(explore.err)")
        #expect(explore.err.contains("  root: B\n        ^\n"), "the line and a caret: \(explore.err)")
    }

    @Test func exploreCountsAndReportsTheScenariosItSkips() async throws {
        let file = try written(Self.kinds)
        let text = try await runCommand(["explore", file])
        #expect(text.out.contains("  SKIP  wants error: "), "\(text.out)")
        #expect(text.out.hasSuffix("\n3 passed, 0 failed, 0 errors, 1 skipped\n"), "\(text.out)")
        let xml = try await runCommand(["explore", "--format", "junit", file]).out
        let document = try XMLDocument(data: Data(xml.utf8), options: [])
        let suite = try #require(document.rootElement()?.elements(forName: "testsuite").first)
        #expect(suite.attribute(forName: "tests")?.stringValue == "4" && suite.attribute(forName: "skipped")?.stringValue == "1")
        let skipped = try #require(suite.nodes(forXPath: "testcase[@name='wants error']/skipped").first as? XMLElement)
        #expect(skipped.attribute(forName: "message")?.stringValue?.contains("expects an error") == true)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try await runCommand(["explore", "--format", "json", file]).out.utf8)) as? [String: Any])
        #expect(json["format"] as? String == "spec-explore-report" && json["version"] as? Int == 2)
        #expect(json["passed"] as? Int == 3 && json["failed"] as? Int == 0 && json["errors"] as? Int == 0 && json["skipped"] as? Int == 1)
        // The skipped scenario is not among the passed ones, as the count says.
        let listed = (json["files"] as? [[String: Any]])?.first?["scenarios"] as? [[String: Any]] ?? []
        let wanted = try #require(listed.first { $0["name"] as? String == "wants error" })
        #expect(wanted["passed"] as? Bool == false && wanted["skipped"] is String)
        #expect(listed.filter { $0["passed"] as? Bool == true }.count == 3)
        // A run without a skipped scenario keeps the line it always had.
        #expect(try await runCommand(["explore", "specs/counter.yaml"]).out.hasSuffix("\n1 passed, 0 failed, 0 errors\n"))
    }

    /// The JSON says what stopped a search and which actions it left out, as the text does.
    @Test func exploreJSONSaysTheStepLimitAndTheActionsNotTried() async throws {
        let file = try written("""
            components:
              Twins:
                state: { n: 0 }
                body:
                  - button: same
                    action: n += 1
                  - button: same
                    action: n += 2
                  - button: other
                    action: n += 3
            root: Twins
            """, name: "twins.yaml")
        let out = try await runCommand(["explore", "--format", "json", "--max-steps", "2", file]).out
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        let files = try #require(json["files"] as? [[String: Any]])
        let scenario = try #require((files.first?["scenarios"] as? [[String: Any]])?.first)
        #expect(scenario["hitMaxSteps"] as? Bool == true && scenario["complete"] as? Bool == false, "\(scenario)")
        #expect(scenario["notTried"] as? [String] == ["same"], "\(scenario)")
    }

    @Test func theTableGivesAnErrorItsOwnColumn() async throws {
        let file = try written("""
            components:
              Counter:
                state: {count: 0}
                invariant: count < 10
                body:
                  - text: count {count}
                  - button: add
                    action: count += 1
            root: Counter
            scenarios:
              - name: one
                script: [{tap: add, expect: [count 1]}]
              - name: two
                script: [{tap: add}, {tap: add, expect: [count 2]}]
              - name: stops
                script: [{tap: remove}]
            """, name: "table.yaml")
        let (status, out, _) = try await runCommand(["table", file])
        #expect(status == 2)
        let lines = out.split(separator: "\n").map(String.init)
        #expect(lines.first == "| scenario | result | count {count} | stale renders | state kept | error |", "\(out)")
        #expect(lines.contains("| one | PASS | 1 ✓ | 0 | yes |  |"), "\(out)")
        #expect(lines.contains("| stops | ERROR | – | – | – | no button \"remove\" is on screen |"), "\(out)")
        // Without an error, no error column.
        #expect(!(try await runCommand(["table", "specs/counter.yaml"])).out.contains("error"))
    }

    /// The help says what each command does: export never runs a spec, so its 1 cannot happen, and
    /// `--verbose` prints the final screen of the scenarios that passed.
    @Test func theHelpSaysWhatTheCommandsDo() async throws {
        let export = try await runCommand(["export", "--help"]).out
        #expect(!export.contains("1 an expectation failed"), "\(export)")
        #expect(export.hasSuffix("exit status: 0 the project was written, 2 a bad spec, a spec with no SwiftUI form, a folder it must not write, or bad usage\n"))
        let run = try await runCommand(["run", "--help"]).out
        #expect(run.contains("the final screen of each scenario that passed"), "\(run)")
        let verbose = try await runCommand(["run", "--verbose", try written(Self.kinds)]).out
        #expect(!verbose.contains("\n        screen: "), "no final screen for a failed scenario: \(verbose)")
        #expect(try await runCommand(["run", "--verbose", "specs/counter.yaml"]).out.contains("\n        screen: "))
    }

    /// The JSON merged errors into `failed`: a tool could not tell a bad spec from a bug found,
    /// which the text's closing line and JUnit's `errors` keep apart. Version 2 counts them apart.
    @Test func exploreJSONCountsErrorsApartFromFindingsAsTheTextDoes() async throws {
        let file = try written(SchemaTests.explored)
        let arguments = [file, "no-such-file.yaml"]
        let text = try await runCommand(["explore"] + arguments)
        #expect(text.status == 2 && text.out.hasSuffix("\n0 passed, 1 failed, 2 errors, 1 skipped\n"), "\(text.out)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try await runCommand(["explore", "--format", "json"] + arguments).out.utf8))
                                as? [String: Any])
        #expect(json["version"] as? Int == 2)
        #expect(json["passed"] as? Int == 0 && json["failed"] as? Int == 1 && json["errors"] as? Int == 2 && json["skipped"] as? Int == 1,
                "\(json)")
        let help = try await runCommand(["schema", "explore-report"])
        #expect(help.status == 0 && help.out.contains("\"urn:spec-tool:schema:explore-report:2\""))
    }
}
