import Foundation
import Testing
import SpecCommandLine

/// Forms of the command line that were refused, ignored or answered with the wrong words: a
/// short option's value in its word, `--color` before the command, words after `--version`,
/// `TERM=dumb`, an unknown scenario's name, a path the system cannot look up.
@Suite struct CommandLineFormsTests {
    static let spec = "specs/counter.yaml"

    @Test func aShortOptionTakesItsValueInTheSameWord() async throws {
        let jobs = try await runCommand(["run", "-j2", Self.spec])
        #expect(jobs.status == 0 && jobs.out.hasSuffix("1 passed, 0 failed, 0 errors\n"), "\(jobs.err)")
        let file = try temporaryDirectory().appendingPathComponent("r.json").path
        let output = try await runCommand(["run", "--format", "json", "-o" + file, Self.spec])
        #expect(output.status == 0 && FileManager.default.fileExists(atPath: file), "\(output.err)")
        // A word that is no option, nor a short one with its value, is still refused.
        let unknown = try await runCommand(["run", "-x2", Self.spec])
        #expect(unknown.status == 2 && unknown.err.hasPrefix("spec: unknown option -x2 for run"), "\(unknown.err)")
        let flag = try await runCommand(["run", "-vx", Self.spec])
        #expect(flag.status == 2 && flag.err.hasPrefix("spec: unknown option -vx for run"), "\(flag.err)")
    }

    @Test func colorBeforeTheCommandIsTheCommands() async throws {
        let escape = "\u{1B}["
        let before = try await runCommand(["--color=always", "run", Self.spec])
        #expect(before.status == 0 && before.out.contains(escape), "\(before.err)")
        let separate = try await runCommand(["--color", "always", "trace", Self.spec])
        #expect(separate.status == 0 && separate.out.contains(escape), "\(separate.err)")
        // After `--`, what follows is files: `--color` given before the command is not among them.
        let ended = try await runCommand(["--color=never", "run", "--", Self.spec])
        #expect(ended.status == 0 && !ended.out.contains(escape), "\(ended.err)")
    }

    @Test func versionAndHelpTakeNoWordsAfterThem() async throws {
        for name in ["--version", "--help"] {
            let (status, out, err) = try await runCommand([name, "extra"])
            #expect(status == 2 && out.isEmpty, "\(name)")
            #expect(err.hasPrefix("spec: \(name) takes no arguments; got 'extra'"), "\(err)")
        }
    }

    /// A terminal that says it is dumb shows colour escapes as text.
    @Test func aDumbTerminalGetsNoColour() {
        final class Terminal: CommandOutput, @unchecked Sendable {
            var text = ""
            func write(_ text: String) { self.text += text }
            func write(_ bytes: [UInt8]) { text += String(decoding: bytes, as: UTF8.self) }
            func flush() {}
            var isTerminal: Bool { true }
        }
        for (term, coloured) in [("dumb", false), ("xterm-256color", true)] {
            let out = Terminal(), err = Terminal()
            let status = SpecCommandLine.run(["run", Self.spec], console: Console(out: out, err: err, environment: ["TERM": term]))
            #expect(status == 0)
            #expect(out.text.contains("\u{1B}[") == coloured, "TERM=\(term): \(out.text)")
        }
    }

    /// Every command that picks a scenario names an unknown one in double quotes, with its usage.
    @Test(arguments: ["trace", "graph", "explore"])
    func anUnknownScenarioIsAUsageErrorOfItsCommand(_ command: String) async throws {
        let (status, _, err) = try await runCommand([command, Self.spec, "--scenario", "nope"])
        #expect(status == 2)
        #expect(err.contains("\"nope\"") && !err.contains("'nope'"), "\(err)")
        #expect(err.contains("usage: spec \(command) ") && err.hasSuffix("see `spec help \(command)`\n"), "\(err)")
    }

    /// A name too long to look up, or a path through a file, is not a missing file.
    @Test func aPathTheSystemCannotLookUpSaysWhy() async throws {
        let long = try await runCommand(["check", String(repeating: "a", count: 300) + ".yaml"])
        #expect(long.status == 2 && long.err.contains("hint: its name is longer than the system allows"), "\(long.err)")
        let through = try await runCommand(["check", "README.md/spec.yaml"])
        #expect(through.status == 2 && through.err.contains("hint: a part of its path is a file, not a folder"), "\(through.err)")
        let missing = try await runCommand(["check", "no-such-file.yaml"])
        #expect(missing.err.contains("hint: no such file"))
    }
}
