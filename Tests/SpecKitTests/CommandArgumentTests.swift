import Foundation
import Testing

/// Arguments refused before any work, with a message that says what to give instead and exit 2:
/// a `--jobs` count past the range, an empty output path, a directory for an output file, and
/// standard input given twice.
@Suite struct CommandArgumentTests {
    /// A spec that runs and explores in no time.
    static let spec = "specs/counter.yaml"

    /// `--jobs 99999999` once set up a thread's worth of work for each job before any run: a hang.
    /// Every command that takes `--jobs` refuses more than 1024 at once, and says the range: with
    /// nothing printed but the usage error (the time limit catches the hang, not a timed check).
    @Test(.timeLimit(.minutes(1)), arguments: ["run", "explore"])
    func aJobsCountPastTheRangeIsRefusedAtOnce(_ command: String) async throws {
        for count in ["1025", "99999999", "99999999999999999999999"] {
            let (status, out, err) = try await runCommand([command, "--jobs", count, Self.spec])
            #expect(status == 2 && out.isEmpty, "\(command) --jobs \(count): \(out)")
            #expect(err.hasPrefix("spec: --jobs \(count) is too many: give 1 to 1024"), "\(err)")
            #expect(err.contains("usage: spec \(command) "))
        }
        let most = try await runCommand([command, "--jobs", "1024", Self.spec])
        #expect(most.status == 0, "\(most.err)")
        let help = try await runCommand([command, "--help"]).out
        #expect(help.contains("1 to 1024"), "the range is documented: \(help)")
    }

    /// A word past the one a command takes is named as one too many, not taken for the one
    /// missing (`completion bash extra` said that completion needs a shell).
    @Test func aWordPastTheOneACommandTakesIsNamed() async throws {
        let cases: [([String], String)] = [
            (["completion", "bash", "extra"], "spec: completion takes one shell; got 'extra' after 'bash'\n"),
            (["completion", "zsh", "a", "b"], "spec: completion takes one shell; got 'a', 'b' after 'zsh'\n"),
            (["schema", "spec", "trace"], "spec: schema takes one name; got 'trace' after 'spec'\n"),
            (["help", "run", "check"], "spec: help takes one command; got 'check' after 'run'\n"),
        ]
        for (arguments, message) in cases {
            let (status, out, err) = try await runCommand(arguments)
            #expect(status == 2 && out.isEmpty, "\(arguments): \(out)")
            #expect(err.hasPrefix(message), "\(arguments): \(err)")
        }
        let none = try await runCommand(["completion"])
        #expect(none.status == 2 && none.err.hasPrefix("spec: completion needs a shell: bash, zsh or fish\n"), "\(none.err)")
    }

    /// `-o ""` (an unset variable, often) names no file; it was found only after all the work, as
    /// `cannot write : No such file or directory`. Now each output option refuses it first.
    @Test func anEmptyOutputPathIsRefusedBeforeAnyWork() async throws {
        let dir = try temporaryDirectory().path
        let cases: [([String], String)] = [
            (["run", "-o", "", Self.spec], "--output report.txt"),
            (["run", "--format", "json", "--output=", Self.spec], "--output report.json"),
            (["report", "-o", "", Self.spec], "--output report.html"),
            (["explore", "--emit", "", "specs/four-taps-deep.yaml"], "--emit findings.yaml"),
            (["export", "swiftui", "-o", "", Self.spec], "-o DemoApp"),
        ]
        for (arguments, example) in cases {
            let (status, out, err) = try await runCommand(arguments)
            #expect(status == 2, "\(arguments)")
            #expect(out.isEmpty, "nothing ran: \(out)")
            #expect(err.hasPrefix("spec: --") && err.contains(" is empty, so it names no "), "\(err)")
            #expect(err.contains("hint: ") && err.contains("e.g. \(example)"), "\(err)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
    }

    /// A directory's hint names a file in it of the kind the option writes, not `report` always.
    @Test func aDirectorysHintFitsTheOptionAndTheFormat() async throws {
        let dir = try temporaryDirectory().path
        let cases: [([String], String)] = [
            (["run", "-o", dir, Self.spec], "--output \(dir)/report.txt"),
            (["run", "--format", "json", "-o", dir, Self.spec], "--output \(dir)/report.json"),
            (["run", "--format", "junit", "-o", dir + "/", Self.spec], "--output \(dir)/report.xml"),
            (["report", "-o", dir, Self.spec], "--output \(dir)/report.html"),
            (["explore", "--emit", dir, Self.spec], "--emit \(dir)/findings.yaml"),
        ]
        for (arguments, example) in cases {
            let (status, out, err) = try await runCommand(arguments)
            #expect(status == 2 && out.isEmpty, "\(arguments): \(out)")
            #expect(err.contains(": it is a directory\n  hint: name a file in it, e.g. \(example)\n"), "\(err)")
        }
    }

    /// `spec explore --depth e1.yaml` took the file as the depth and then said no spec was given;
    /// `--depth a.yaml b.yaml` already said the depth was no number. Every option that takes a
    /// number is read before the files are counted, so both say what is wrong.
    @Test func aFileTakenAsAnOptionsNumberIsNamedAsThatOptionsValue() async throws {
        let cases: [([String], String)] = [
            (["explore", "--depth", Self.spec], "spec: --depth needs a whole number, 1 or more; got '\(Self.spec)'"),
            (["explore", "--max-states", Self.spec], "spec: --max-states needs a whole number, 1 or more; got '\(Self.spec)'"),
            (["explore", "--max-steps", Self.spec], "spec: --max-steps needs a whole number, 1 or more; got '\(Self.spec)'"),
            (["explore", "--jobs", Self.spec], "spec: --jobs needs a whole number, 1 or more; got '\(Self.spec)'"),
            (["run", "--jobs", Self.spec], "spec: --jobs needs a number of files to run at a time, 1 or more; got '\(Self.spec)'"),
            (["table", "--jobs", Self.spec], "spec: --jobs needs a number of files to run at a time, 1 or more; got '\(Self.spec)'"),
            (["graph", "--step", Self.spec], "spec: --step must be a number from 0 (after launch) to the last step; got '\(Self.spec)'"),
        ]
        for (arguments, message) in cases {
            let (status, out, err) = try await runCommand(arguments)
            #expect(status == 2 && out.isEmpty, "\(arguments): \(out)")
            #expect(err.hasPrefix(message + "\n"), "\(arguments): \(err)")
            // With a file after it, the same words: the value is what is wrong, either way.
            let more = try await runCommand(arguments + [Self.spec])
            #expect(more.status == 2 && more.err.hasPrefix(message + "\n"), "\(arguments): \(more.err)")
        }
    }

    /// `-o F --emit F` explored, wrote the report, then could not write the spec over it ("File
    /// exists"). One file cannot hold both: refused before exploring, whatever the report's form
    /// and however the path is spelt.
    @Test func outputAndEmitNamingOneFileAreRefusedBeforeExploring() async throws {
        let dir = try temporaryDirectory().path
        let same = dir + "/same.yaml"
        for format in ["text", "json", "junit"] {
            for (output, emit) in [(same, same), (same, dir + "/./same.yaml")] {
                let (status, out, err) = try await runCommand(["explore", "--format", format, "-o", output, "--emit", emit, "specs/four-taps-deep.yaml"])
                #expect(status == 2 && out.isEmpty, "\(format): \(out)")
                #expect(err.hasPrefix("spec: --output and --emit name the same file, \(output): each writes its own\n"), "\(err)")
                #expect(!FileManager.default.fileExists(atPath: same))
            }
        }
        // Two files: both written.
        let (status, _, err) = try await runCommand(["explore", "-o", dir + "/report.txt", "--emit", same, "specs/four-taps-deep.yaml"])
        #expect(status == 1, "\(err)")
        #expect(FileManager.default.fileExists(atPath: same) && FileManager.default.fileExists(atPath: dir + "/report.txt"))
    }

    /// Standard input can be read once: `spec run - -` reported one spec twice.
    @Test func standardInputGivenTwiceIsAUsageError() async throws {
        let spec = try String(contentsOf: packageRoot.appendingPathComponent(Self.spec), encoding: .utf8)
        for command in ["run", "check", "table", "report", "explore"] {
            let result = try await runCLI([command, "-", Self.spec, "-"], input: spec)
            #expect(result.status == 2 && result.out.isEmpty, "\(command): \(result.out)")
            #expect(result.err.hasPrefix("spec: - (standard input) is given more than once"), "\(command): \(result.err)")
            #expect(result.err.contains("usage: spec \(command) "))
        }
        let once = try await runCLI(["run", "-", Self.spec], input: spec)
        #expect(once.status == 0 && once.out.hasSuffix("2 passed, 0 failed, 0 errors\n"), "\(once.out)\(once.err)")
    }
}
