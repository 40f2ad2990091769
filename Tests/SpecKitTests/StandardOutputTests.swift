import Foundation
import Testing

/// A command whose output did not arrive exits 2 and says so: `spec run > results.xml` on a full
/// disk exited 0 with the report lost, as did every command with its standard output closed.
/// `/dev/full` fails every write with ENOSPC; Linux has it, so the tests run where it is.
@Suite(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full")))
struct StandardOutputTests {
    /// Runs `spec ARGUMENTS` with its standard output sent to `redirection` by the shell.
    static func run(_ arguments: [String], _ redirection: String, in directory: URL = packageRoot) throws -> (status: Int32, err: String) {
        let quoted = ([specExecutable().path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }
        let result = try runCLIBlocking(["-c", "exec " + quoted.joined(separator: " ") + " " + redirection], in: directory,
                                        executable: URL(fileURLWithPath: "/bin/sh"))
        return (result.status, result.err)
    }

    static let spec = "specs/counter.yaml"

    /// Every command that prints, in each way it prints: text through the C library's buffer,
    /// a trace's bytes written at once, and the small outputs of help and version.
    static let commands: [[String]] = [
        ["run", spec], ["run", "--format", "junit", spec], ["run", "--format", "json", spec],
        ["check", spec], ["table", spec], ["trace", spec], ["trace", "--format", "json", spec],
        ["graph", spec], ["report", spec], ["explore", spec], ["explore", "--format", "json", spec],
        ["schema"], ["schema", "trace"], ["completion", "bash"], ["man"], ["help", "run"], ["run", "--help"],
        ["--version"], ["--help"],
    ]

    @Test(arguments: commands)
    func aFullDiskIsAnErrorWithItsReason(_ arguments: [String]) async throws {
        let (status, err) = try await offThePool { try Self.run(arguments, "> /dev/full") }
        #expect(status == 2, "\(arguments)")
        #expect(err.hasSuffix("spec: cannot write standard output: No space left on device\n"), "\(arguments): \(err)")
        let fine = try await offThePool { try Self.run(arguments, "> /dev/null") }
        #expect(fine.status == 0 && fine.err.isEmpty, "\(arguments): \(fine.err)")
    }

    /// A closed standard output is a failed write, not a file opened later taking its place.
    @Test func aClosedStandardOutputIsAnErrorWithItsReason() async throws {
        for arguments in [["run", Self.spec], ["trace", Self.spec], ["schema"]] {
            let (status, err) = try await offThePool { try Self.run(arguments, ">&-") }
            #expect(status == 2, "\(arguments)")
            #expect(err.hasSuffix("spec: cannot write standard output: Bad file descriptor\n"), "\(arguments): \(err)")
        }
    }

    /// The export's one line of output too; the project itself is written before it.
    @Test func theExportsLineLostIsAnError() async throws {
        let dir = try temporaryDirectory().appendingPathComponent("app").path
        let (status, err) = try await offThePool { try Self.run(["export", "swiftui", Self.spec, "-o", dir], "> /dev/full") }
        #expect(status == 2)
        #expect(err.hasSuffix("spec: cannot write standard output: No space left on device\n"), "\(err)")
    }

    /// Diagnostics that cannot be written are dropped, not a trap: Foundation's `FileHandle.write`
    /// traps on a failed write (exit 132), and a bad spec must still exit 2, a good one 0.
    @Test(arguments: ["2> /dev/full", "2>&-"])
    func anUnwritableStandardErrorKeepsTheExitStatus(_ redirection: String) async throws {
        let bad = "Tests/ErrorCorpus/alert-button-misspelt.yaml"
        for (arguments, expected) in [(["check", bad], Int32(2)), (["run", bad], 2), (["run", "--bogus"], 2),
                                      (["check", Self.spec], 0)] {
            let (status, err) = try await offThePool { try Self.run(arguments, "> /dev/null " + redirection) }
            #expect(status == expected, "\(arguments) \(redirection): \(err)")
        }
        let both = try await offThePool { try Self.run(["check", bad], "> /dev/full " + redirection) }
        #expect(both.status == 2)
    }
}
