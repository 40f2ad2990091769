import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

/// The command line's conventions: help per command, `-` for standard input, `--`, results on
/// standard output and diagnostics on standard error, the closing count, `--color`.
@Suite struct CLITests {
    static let commands = ["run", "check", "table", "trace", "graph", "report", "export", "schema", "completion", "man", "help"]

    @Test(arguments: commands)
    func everyCommandHasItsOwnHelp(_ command: String) async throws {
        let flag = try await runCLI([command, "--help"])
        #expect(flag.status == 0 && flag.err.isEmpty, "\(flag.err)")
        #expect(flag.out.hasPrefix("usage: spec \(command)"), "\(flag.out)")
        #expect(flag.out.contains("--color=WHEN") && flag.out.contains("exit status:"))
        let help = try await runCLI(["help", command])
        #expect(help.status == 0 && help.out == flag.out)
        #expect(try await runCLI([command, "-h"]).out == flag.out)
    }

    /// The executable is a shell over the command line's function, which the golden outputs and the
    /// corpus call in the test process: each status and each stream's bytes are the same either
    /// way, for results and diagnostics, a usage error, help, a trace (written as bytes) and a
    /// file that does not exist.
    @Test func theExecutablePrintsWhatTheFunctionReturns() async throws {
        let commands = [["run", "specs/counter.yaml", "Tests/ErrorCorpus/alert-button-misspelt.yaml"],
                        ["run", "--jobs", "0", "specs/counter.yaml"], ["trace", "specs/unread-state.yaml"],
                        ["check", "no-such-file.yaml"], ["graph", "--help"], ["frobnicate"], []]
        var statuses: Set<Int32> = []
        for arguments in commands {
            let process = try await runCLI(arguments), call = try await runCommand(arguments)
            #expect(process == call, "spec \(arguments.joined(separator: " "))")
            statuses.insert(call.status)
        }
        #expect(statuses == [0, 2])
    }

    /// Explore tries controls as well as buttons, and its 1 means a finding, not a failed expectation.
    @Test func exploreHelpSaysWhatItTriesAndWhatItsExitMeans() async throws {
        let help = try await runCLI(["help", "explore"]).out
        #expect(help.contains("every button and every control"))
        #expect(help.hasSuffix("exit status: 0 nothing fails, 1 a finding, 2 a bad spec or bad usage\n"))
        #expect(try await runCLI(["help", "run"]).out.hasSuffix("1 an expectation failed, 2 a bad spec or bad usage\n"))
    }

    @Test func helpWithoutACommandListsThemAndAnUnknownOneIsAUsageError() async throws {
        let all = try await runCLI(["help"])
        #expect(all.status == 0)
        for command in Self.commands { #expect(all.out.contains("\n  \(command) "), "\(command)") }
        let unknown = try await runCLI(["help", "frobnicate"])
        #expect(unknown.status == 2 && unknown.out.isEmpty && unknown.err.contains("no command 'frobnicate'"))
    }

    @Test func aUsageErrorNamesTheCommandsUsageOnStandardError() async throws {
        let result = try await runCLI(["run", "--bogus", "specs/counter.yaml"])
        #expect(result.status == 2 && result.out.isEmpty)
        #expect(result.err.contains("spec: unknown option --bogus for run"))
        #expect(result.err.contains("usage: spec run ") && result.err.contains("see `spec help run`"))
        #expect(try await runCLI(["trace", "--format=yaml", "specs/counter.yaml"]).status == 2)
        #expect(try await runCLI(["run", "--formt", "json", "specs/counter.yaml"]).err.contains("unknown option --formt for run; did you mean --format?"))
        #expect(try await runCLI(["tarce", "specs/counter.yaml"]).err.contains("unknown command 'tarce'; did you mean trace?"))
        #expect(try await runCLI(["run", "--verbose=yes", "specs/counter.yaml"]).status == 2)
    }

    @Test func optionsTakeTheirValueAfterAnEqualsSign() async throws {
        let result = try await runCLI(["trace", "--format=json", "--scenario=A state write runs the body that read it", "specs/counter.yaml"])
        #expect(result.status == 0, "\(result.err)")
        #expect(result.out.hasPrefix("{"))
    }

    @Test func aDashReadsTheSpecFromStandardInput() async throws {
        let spec = try String(contentsOf: packageRoot.appendingPathComponent("specs/counter.yaml"), encoding: .utf8)
        let result = try await runCLI(["run", "-"], input: spec)
        #expect(result.status == 0, "\(result.out)\(result.err)")
        #expect(result.out.hasPrefix("<stdin>\n  PASS"), "\(result.out)")
        for command in [["check", "-"], ["trace", "-"], ["table", "-"], ["graph", "-"]] {
            let other = try await runCLI(command, input: spec)
            #expect(other.status == 0, "\(command): \(other.err)")
        }
        // Exploring names it as running does.
        let explored = try await runCLI(["explore", "--depth", "2", "-"], input: spec)
        #expect(explored.status == 0 && explored.out.hasPrefix("<stdin>\n  PASS"), "\(explored.out)\(explored.err)")
    }

    @Test func aBadSpecOnStandardInputIsLocatedAndQuoted() async throws {
        let result = try await runCLI(["check", "-"], input: "components:\n  A:\n    body: [{text: hi}]\nroot: B\n")
        #expect(result.status == 2)
        #expect(result.err.contains("<stdin>:4:7: error: root component 'B' is not declared"), "\(result.err)")
        #expect(result.err.contains("  root: B\n"), "the line is quoted: \(result.err)")
    }

    /// Standard input is no file, and `~` is not nothing: each is said as it is.
    @Test func anEmptyStandardInputAndANullDocumentAreSaidSo() async throws {
        let empty = try await runCLI(["check", "-"], input: "")
        #expect(empty.status == 2)
        #expect(empty.err.hasPrefix("<stdin>:1:1: error: standard input is empty\n"), "\(empty.err)")
        #expect(empty.err.contains("hint: a spec needs `components:` and a `root:` or `scenarios:`; pipe one in, e.g. `spec check - < spec.yaml`\n"))
        for command in ["check", "run"] {
            let null = try await runCLI([command, "-"], input: "~\n")
            #expect(null.status == 2)
            #expect(null.err.hasPrefix("<stdin>:1:1: error: the spec must be a mapping (key: value lines), found `~`, YAML's null\n"), "\(null.err)")
        }
    }

    /// A newline or a tab in a file's name would break the line, or the `file:line:column` an
    /// editor reads from it: it is shown escaped, as other control characters are.
    @Test func aFileNameWithANewlineStaysOnOneLine() async throws {
        let dir = try temporaryDirectory().path
        let bad = dir + "/bad\nname.yaml", good = dir + "/good\tname.yaml"
        try "components:\n  Root:\n    body:\n      - text: \"{x +}\"\nroot: Root\n".write(toFile: bad, atomically: false, encoding: .utf8)
        try String(contentsOf: packageRoot.appendingPathComponent("specs/counter.yaml"), encoding: .utf8).write(toFile: good, atomically: false, encoding: .utf8)
        let checked = try await runCLI(["check", bad, good])
        #expect(checked.status == 2)
        #expect(checked.err.hasPrefix("\(dir)/bad\\u{A}name.yaml:4:20: error: the expression ends too early\n"), "\(checked.err)")
        #expect(checked.out.hasPrefix("\(dir)/good\\u{9}name.yaml: ok (1 scenario)\n"), "\(checked.out)")
        for command in ["run", "trace", "explore"] {
            let other = try await runCLI([command, good])
            #expect(other.out.hasPrefix("\(dir)/good\\u{9}name.yaml\n"), "\(command): \(other.out.prefix(200))")
        }
    }

    @Test func doubleDashEndsTheOptions() async throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = packageRoot.appendingPathComponent("specs/counter.yaml")
        try FileManager.default.copyItem(at: source, to: dir.appendingPathComponent("-counter.yaml"))
        let without = try await runCLI(["run", "-counter.yaml"], in: dir)
        #expect(without.status == 2 && without.err.contains("unknown option -counter.yaml"))
        let with = try await runCLI(["run", "--", "-counter.yaml"], in: dir)
        #expect(with.status == 0, "\(with.err)")
        #expect(with.out.hasPrefix("-counter.yaml\n  PASS"))
    }

    /// A file with a passing, a failing and a bad scenario (a tap on a button that is not there).
    static let mixed = """
        components:
          Counter:
            state: {count: 0}
            body:
              - text: count {count}
              - button: add
                action: count += 1
        root: Counter
        scenarios:
          - name: passes
            script: [{tap: add, expect: [count 1]}]
          - name: fails
            script: [{tap: add, expect: [count 2]}]
          - name: stops
            script: [{tap: remove}]
        """

    @Test func resultsGoToStandardOutputAndProblemsToStandardError() async throws {
        let result = try await runCLI(["run", "-"], input: Self.mixed)
        #expect(result.status == 2)
        #expect(result.out.contains("PASS  passes") && result.out.contains("FAIL  fails") && result.out.contains("ERROR stops"))
        #expect(result.out.contains("expected \"count 2\" on screen"), "a failed expectation is a result")
        #expect(!result.out.contains("error:"), "\(result.out)")
        #expect(result.err.hasPrefix("<stdin>:15:14: error: no button \"remove\" is on screen"), "\(result.err)")
    }

    @Test func aScenarioThatFailsAndThenStopsHasOneVerdict() async throws {
        let spec = Self.mixed.replacingOccurrences(of: "script: [{tap: remove}]",
                                                   with: "script: [{tap: add, expect: [count 9]}, {tap: remove}]")
        let result = try await runCLI(["run", "-"], input: spec)
        #expect(result.status == 2)
        let block = try #require(result.out.components(separatedBy: "ERROR stops\n").last)
        #expect(block.hasPrefix("        <stdin>:15:34: expected \"count 9\" on screen, after step 1 (tap \"add\")\n"), "\(result.out)")
        #expect(!result.out.contains("FAIL  stops"), "an error outranks the failures before it: \(result.out)")
        #expect(result.out.hasSuffix("1 passed, 1 failed, 1 error\n"))
        #expect(result.err.contains("<stdin>:15:45: error: no button \"remove\" is on screen"), "\(result.err)")
    }

    @Test func theClosingCountKeepsErrorsApartAndItsOlderPrefix() async throws {
        let result = try await runCLI(["run", "-", "specs/counter.yaml", "no-such-file.yaml"], input: Self.mixed)
        let last = result.out.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last == "2 passed, 1 failed, 2 errors")
        // What a CI pattern written for `N passed, N failed` reads still holds.
        let match = try #require(last.firstMatch(of: /(\d+) passed, (\d+) failed/))
        #expect(match.1 == "2" && match.2 == "1")
        #expect(result.err.contains("no-such-file.yaml:1:1: error: cannot read this file"))
    }

    @Test func colorIsChosenOnTheCommandLineOverNoColor() async throws {
        let escape = "\u{1B}["
        let always = try await runCLI(["run", "--color=always", "specs/counter.yaml"], environment: ["NO_COLOR": "1"])
        #expect(always.out.contains(escape))
        let separate = try await runCLI(["run", "--color", "always", "specs/counter.yaml"])
        #expect(separate.status == 0 && separate.out.contains(escape))
        let never = try await runCLI(["trace", "--color=never", "specs/counter.yaml"])
        #expect(!never.out.contains(escape))
        // auto: standard output is a pipe here, so no colour.
        #expect(!(try await runCLI(["run", "specs/counter.yaml"], environment: ["NO_COLOR": ""])).out.contains(escape))
        let bad = try await runCLI(["run", "--color=sometimes", "specs/counter.yaml"])
        #expect(bad.status == 2 && bad.err.contains("--color must be one of auto, always, never"))
    }

    @Test func theSchemaCommandPrintsTheSchemaFilesWithTheirIds() async throws {
        for (name, file) in [("spec", "spec"), ("run-report", "run-report"), ("trace", "trace"), ("explore-report", "explore-report")] {
            let printed = try await runCLI(["schema", name])
            let onDisk = try String(contentsOf: packageRoot.appendingPathComponent("schema/\(file).schema.json"), encoding: .utf8)
            #expect(printed.out == onDisk, "schema/\(file).schema.json changed: run scripts/embed-schemas")
            let json = try #require(try JSONSerialization.jsonObject(with: Data(printed.out.utf8)) as? [String: Any])
            #expect((json["$id"] as? String)?.hasPrefix("urn:spec-tool:schema:\(name):") == true)
        }
        #expect(try await runCLI(["schema"]).out == (try await runCLI(["schema", "spec"])).out)
        #expect(try await runCLI(["schema", "yaml"]).status == 2)
    }

    @Test func junitCarriesTimeAndTimestamp() async throws {
        let result = try await runCLI(["run", "--format", "junit", "specs/counter.yaml"])
        let document = try XMLDocument(data: Data(result.out.utf8), options: [])
        let suite = try #require(document.rootElement()?.elements(forName: "testsuite").first)
        let stamp = try #require(suite.attribute(forName: "timestamp")?.stringValue)
        #expect(stamp.wholeMatch(of: /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/) != nil, "\(stamp)")
        let testcase = try #require(suite.elements(forName: "testcase").first)
        let time = try #require(testcase.attribute(forName: "time")?.stringValue.flatMap(Double.init))
        #expect(time >= 0 && time < 60)
        #expect(document.rootElement()?.attribute(forName: "time") != nil)
    }

    @Test func jsonOutputsNameTheirFormatAndVersion() async throws {
        let run = try JSONSerialization.jsonObject(with: Data(try await runCLI(["run", "--format", "json", "-"], input: Self.mixed).out.utf8)) as? [String: Any]
        #expect(run?["format"] as? String == "spec-run-report" && run?["version"] as? Int == 1)
        #expect(run?["passed"] as? Int == 1 && run?["failed"] as? Int == 1 && run?["errors"] as? Int == 1)
        let trace = try JSONSerialization.jsonObject(with: Data(try await runCLI(["trace", "--format", "json", "specs/counter.yaml"]).out.utf8)) as? [String: Any]
        #expect(trace?["format"] as? String == "spec-trace" && trace?["version"] as? Int == 1)
    }

    /// A command that never reads its input exits while the test still writes a megabyte into
    /// it: the write must fail quietly, not kill the test process with SIGPIPE.
    @Test func inputACommandDoesNotReadIsDropped() async throws {
        let result = try await runCLI(["check", "specs/counter.yaml"], input: String(repeating: "x", count: 1 << 20))
        #expect(result.status == 0)
    }
}
