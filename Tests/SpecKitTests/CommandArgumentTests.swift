import Foundation
import Testing

/// Arguments refused before any work, with a message that says what to give instead and exit 2.
@Suite struct CommandArgumentTests {
    /// A spec that runs and explores in no time.
    static let spec = "specs/counter.yaml"

    /// `--jobs 99999999` once set up a thread's worth of work for each job before any run: a hang.
    /// Every command that takes `--jobs` refuses more than 1024 at once, and says the range.
    @Test(.timeLimit(.minutes(1)), arguments: ["run", "explore"])
    func aJobsCountPastTheRangeIsRefusedAtOnce(_ command: String) async throws {
        for count in ["1025", "99999999", "99999999999999999999999"] {
            let started = Date()
            let (status, out, err) = try await runCommand([command, "--jobs", count, Self.spec])
            #expect(status == 2 && out.isEmpty, "\(command) --jobs \(count): \(out)")
            #expect(err.hasPrefix("spec: --jobs \(count) is too many: give 1 to 1024"), "\(err)")
            #expect(err.contains("usage: spec \(command) "))
            #expect(Date().timeIntervalSince(started) < 5, "refused before any work")
        }
        let most = try await runCommand([command, "--jobs", "1024", Self.spec])
        #expect(most.status == 0, "\(most.err)")
        let help = try await runCommand([command, "--help"]).out
        #expect(help.contains("1 to 1024"), "the range is documented: \(help)")
    }
}
