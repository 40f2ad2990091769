import Foundation
import Testing
import SpecCommandLine
import SpecKit

/// The options the commands share mean the same on each: `-o/--output FILE` writes what the
/// command prints to FILE, `--scenario NAME` picks one scenario and words an unknown one alike
/// everywhere, `-j/--jobs N` runs files N at a time with the same output, and an unknown option
/// is answered with the option it was near, or the commands that take it.
@Suite struct CommandOptionsTests {
    static let spec = "specs/counter.yaml"

    /// Two files: one scenario in `a.yaml`, two in `b.yaml`; `b.yaml` has no scenario `once` of `a`.
    static func files() throws -> (a: String, b: String) {
        let dir = try temporaryDirectory()
        let a = dir.appendingPathComponent("a.yaml"), b = dir.appendingPathComponent("b.yaml")
        try ComparisonTableColumnTests.single.write(to: a, atomically: false, encoding: .utf8)
        try ComparisonTableColumnTests.double.write(to: b, atomically: false, encoding: .utf8)
        return (a.path, b.path)
    }

    /// What the command prints without `-o` is what it writes with it, and standard output is then empty.
    @Test(arguments: [["trace", Self.spec], ["trace", Self.spec, "--format", "json"], ["graph", Self.spec],
                      ["graph", Self.spec, "--format", "mermaid"], ["table", Self.spec, "specs/lazy-state-trap.yaml"]])
    func outputWritesWhatTheCommandPrints(_ arguments: [String]) async throws {
        let printed = try await runCommand(arguments)
        #expect(printed.status == 0 && !printed.out.isEmpty, "\(printed.err)")
        let file = try temporaryDirectory().appendingPathComponent("out").path
        let written = try await runCommand(arguments + ["-o", file])
        #expect(written.status == 0 && written.out.isEmpty, "\(written.out)\(written.err)")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == printed.out)
    }

    /// A terminal's colours never go into the file; the table in a file is Markdown, as in a pipe.
    @Test func outputOnATerminalIsWrittenPlain() throws {
        final class Terminal: CommandOutput, @unchecked Sendable {
            var text = ""
            func write(_ text: String) { self.text += text }
            func write(_ bytes: [UInt8]) { text += String(decoding: bytes, as: UTF8.self) }
            func flush() {}
            var isTerminal: Bool { true }
        }
        _ = inPackageRoot
        for command in ["trace", "table"] {
            let file = try temporaryDirectory().appendingPathComponent("out").path
            let out = Terminal(), err = Terminal()
            let status = SpecCommandLine.run([command, Self.spec, "-o", file], console: Console(out: out, err: err, environment: ["TERM": "xterm"]))
            let text = try String(contentsOfFile: file, encoding: .utf8)
            #expect(status == 0 && out.text.isEmpty, "\(err.text)")
            #expect(!text.contains("\u{1B}["), "\(text)")
            if command == "table" { #expect(text.hasPrefix("| scenario |"), "\(text)") }
        }
    }

    /// `explore -o` is `run -o`: the report in its form goes to the file, the text report to the terminal.
    @Test func exploreWritesItsReportAndStillPrintsTheText() async throws {
        let file = try temporaryDirectory().appendingPathComponent("x.xml").path
        let (status, out, err) = try await runCommand(["explore", Self.spec, "--depth", "2", "--format", "junit", "-o", file])
        #expect(status == 0, "\(err)")
        #expect(out.contains("PASS  A state write runs the body that read it: no finding") && out.hasSuffix("1 passed, 0 failed, 0 errors\n"), "\(out)")
        let xml = try String(contentsOfFile: file, encoding: .utf8)
        #expect(xml.hasPrefix("<?xml") && xml.contains("<testcase name=\"A state write runs the body that read it\""), "\(xml)")
        let text = try temporaryDirectory().appendingPathComponent("x.txt").path
        let plain = try await runCommand(["explore", Self.spec, "--depth", "2", "-o", text])
        #expect(try String(contentsOfFile: text, encoding: .utf8) == plain.out)
    }

    /// The output is checked before any work, by the rules `run -o` follows: never over an input.
    @Test(arguments: ["trace", "graph", "table", "explore"])
    func outputIsNeverAnInput(_ command: String) async throws {
        let (status, out, err) = try await runCommand([command, Self.spec, "-o", Self.spec])
        #expect(status == 2 && out.isEmpty, "\(out)")
        #expect(err.contains("cannot write specs/counter.yaml: it is the input spec"), "\(err)")
    }

    @Test func runTableAndReportTakeAScenario() async throws {
        let (a, b) = try Self.files()
        let run = try await runCommand(["run", b, "--scenario", "twice"])
        #expect(run.status == 0 && run.out.contains("twice") && !run.out.contains("once"), "\(run.out)\(run.err)")
        #expect(run.out.hasSuffix("1 passed, 0 failed, 0 errors\n"))
        let table = try await runCommand(["table", b, "--scenario", "once"])
        #expect(table.out.contains("| once |") && !table.out.contains("twice"), "\(table.out)\(table.err)")
        let report = try await runCommand(["report", b, "--scenario", "once"])
        #expect(report.status == 0 && report.out.contains("once") && !report.out.contains(">twice<"), "\(report.err)")
        // A file without it stops the command as trace's does, with the same words.
        let missing = try await runCommand(["run", b, a, "--scenario", "once"])
        let trace = try await runCommand(["trace", a, "--scenario", "once"])
        #expect(missing.status == 2)
        let words = try #require(trace.err.split(separator: "\n").first)
        #expect(words.hasPrefix("spec: no scenario \"once\" in ") && words.hasSuffix("a.yaml; its scenarios: \"Detail\""), "\(trace.err)")
        #expect(missing.err.hasPrefix(words + "\nusage: spec run "), "\(missing.err)")
    }

    /// Every file is looked at before any runs: one that lacks the scenario, after one that has it,
    /// stops the command before the first prints anything or a report is written, and every
    /// file that lacks it is named with its scenarios, in one usage error.
    @Test(arguments: [["run"], ["run", "--format", "junit"], ["table"], ["report"]])
    func aScenarioSomeFilesLackIsAUsageErrorBeforeAnythingRuns(_ command: [String]) async throws {
        let (a, b) = try Self.files()
        let file = try temporaryDirectory().appendingPathComponent("out").path
        let (status, out, err) = try await runCommand(command + ["--scenario", "twice", b, a, Self.spec, "-o", file])
        #expect(status == 2 && out.isEmpty, "\(out)")
        #expect(!FileManager.default.fileExists(atPath: file))
        let lines = err.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.count > 3 && lines[0] == "spec: no scenario \"twice\" in 2 of the files:", "\(err)")
        #expect(lines[1].hasPrefix("  \(a): ") && lines[1].hasSuffix("its scenarios: \"Detail\""), "\(err)")
        #expect(lines[2] == "  specs/counter.yaml: its scenarios: \"A state write runs the body that read it\"", "\(err)")
        #expect(lines[3].hasPrefix("usage: spec \(command[0]) "), "\(err)")
    }

    /// A name holding quotes is quoted as a Swift string literal writes it, so it reads as one name.
    @Test func aScenarioNameWithQuotesIsQuotedAsALiteral() async throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("q.yaml")
        try "components:\n  A:\n    body: [ { text: hi } ]\nroot: A\nscenarios:\n  - name: 'say \"hi\"'\n    expect: [hi]\n"
            .write(to: file, atomically: false, encoding: .utf8)
        let missing = try await runCommand(["trace", file.path, "--scenario", "x"])
        #expect(missing.err.hasPrefix("spec: no scenario \"x\" in \(file.path); its scenarios: \"say \\\"hi\\\"\"\n"), "\(missing.err)")
        let trace = try await runCommand(["trace", file.path])
        #expect(trace.out.contains("\nscenario \"say \\\"hi\\\"\": PASS\n"), "\(trace.out)")
    }

    /// `trace`, `table` and `graph` exit 1 for a failed expectation with standard error saying
    /// which, located, alike, whether standard output is the terminal or a file.
    @Test(arguments: ["trace", "table", "graph"])
    func aFailedExpectationIsNamedOnStandardError(_ command: String) async throws {
        let dir = try temporaryDirectory()
        let failing = dir.appendingPathComponent("failing.yaml")
        try "components:\n  A:\n    body: [ { text: hi } ]\nroot: A\nscenarios:\n  - name: greets\n    expect: [ho]\n"
            .write(to: failing, atomically: false, encoding: .utf8)
        let printed = try await runCommand([command, failing.path])
        let file = dir.appendingPathComponent("out").path
        let written = try await runCommand([command, failing.path, "-o", file])
        let reason = "spec: the scenario \"greets\" failed (exit status 1)\(command == "graph" ? "; the tree is drawn all the same" : ""):\n"
            + "  \(failing.path):7:14: expected \"ho\" on screen, at the end of the script\n"
        for run in [printed, written] {
            #expect(run.status == 1)
            #expect(run.err == reason, "\(run.err)")
        }
        #expect(written.out.isEmpty && !printed.out.isEmpty)
    }

    /// Every command that picks a scenario words an unknown one the same, with its usage.
    @Test(arguments: ["run", "table", "report", "trace", "graph", "explore"])
    func anUnknownScenarioIsWordedAlike(_ command: String) async throws {
        let (status, _, err) = try await runCommand([command, Self.spec, "--scenario", "A state write runs the body that reads it"])
        #expect(status == 2)
        #expect(err.hasPrefix("spec: no scenario \"A state write runs the body that reads it\" in specs/counter.yaml; did you mean "
                              + "\"A state write runs the body that read it\"? its scenarios: \"A state write runs the body that read it\"\n"
                              + "usage: spec \(command) "), "\(err)")
    }

    /// `table -j N` runs files N at a time; the table is the same for any N.
    @Test func tableRunsFilesInParallelWithTheSameOutput() async throws {
        let files = ["specs/lazy-state-trap.yaml", "specs/repairs.yaml", Self.spec, "specs/list-identity.yaml"]
        let one = try await runCommand(["table", "-j", "1"] + files)
        let three = try await runCommand(["table", "--jobs", "3"] + files)
        #expect(one.status == 0 && one.out.contains("specs/repairs.yaml"), "\(one.err)")
        #expect(one.out == three.out && one.err == three.err)
        let many = try await runCommand(["table", "-j", "1025", Self.spec])
        #expect(many.status == 2 && many.err.hasPrefix("spec: --jobs 1025 is too many"), "\(many.err)")
    }

    /// A guess only when it is near; otherwise, the commands that take the option.
    @Test func anUnknownOptionIsAnsweredWithWhatIsNearOrWhoTakesIt() async throws {
        let cases: [([String], String)] = [
            (["trace", Self.spec, "--formt", "json"], "unknown option --formt for trace; did you mean --format?"),
            (["trace", Self.spec, "-scenario", "x"], "unknown option -scenario for trace; did you mean --scenario?"),
            (["graph", Self.spec, "-s", "1"], "unknown option -s for graph; did you mean --scenario or --step?"),
            (["explore", Self.spec, "--step", "2"], "unknown option --step for explore; --step is an option of graph\n"),
            (["check", Self.spec, "-o", "x"], "unknown option -o for check; -o is an option of run, explore, table, trace, graph, report and export\n"),
            (["trace", Self.spec, "-j", "2"], "unknown option -j for trace; -j is an option of run, explore and table\n"),
            // Its value in the same word, as `-j2` and `--jobs=2` may be written to the commands that take it.
            (["check", "-j2", Self.spec], "unknown option -j2 for check; -j is an option of run, explore and table\n"),
            (["check", "--jobs=2", Self.spec], "unknown option --jobs for check; --jobs is an option of run, explore and table\n"),
            (["check", "-oreport.xml", Self.spec], "unknown option -oreport.xml for check; -o is an option of run, explore, table, trace, graph, report and export\n"),
            (["run", Self.spec, "-x"], "unknown option -x for run\n"),
        ]
        for (arguments, message) in cases {
            let (status, _, err) = try await runCommand(arguments)
            #expect(status == 2)
            #expect(err.hasPrefix("spec: " + message), "\(arguments): \(err)")
        }
    }

    /// A finding is a script of as many steps as its depth: deeper than `spec run` takes, the
    /// report and `--emit` would hold a spec that cannot be run. Refused before exploring; the
    /// limit itself is accepted.
    @Test func exploreRefusesADepthPastTheScriptStepLimit() async throws {
        let limit = Limits.standard.scriptSteps
        let emitted = FileManager.default.temporaryDirectory.appendingPathComponent("depth-\(UUID().uuidString).yaml").path
        let (status, out, err) = try await runCommand(["explore", Self.spec, "--depth", "\(limit + 1)", "--emit", emitted])
        #expect(status == 2)
        #expect(out.isEmpty)
        #expect(err.hasPrefix("spec: --depth \(limit + 1) is more steps than a script may have (\(limit)): a finding that deep could not be run as a spec; give --depth \(limit) or less"))
        #expect(!FileManager.default.fileExists(atPath: emitted))
        #expect(try await runCommand(["explore", Self.spec, "--depth", "\(limit)", "--max-states", "50"]).status != 2)
    }
}
