import Foundation
import Testing
@testable import SpecKit

/// A spec read from a pipe: a fifo nobody writes to is given up on after `Limits.pipeWriterSeconds`
/// (opening it blocked until a writer came, forever if none did); a pipe with a writer, however
/// slow, is read to its end (docs/limits.md).
@Suite struct InputPipeTests {
    let spec = "components:\n  Root:\n    body:\n      - text: hello\nroot: Root\nscript:\n  - expect: [hello]\n"

    func waiting(_ seconds: Double) -> Limits {
        var limits = Limits()
        limits.pipeWriterSeconds = seconds
        return limits
    }

    @Test func aFifoNobodyWritesToIsAnError() throws {
        let fifo = try temporaryDirectory().path + "/spec.yaml"
        #expect(mkfifo(fifo, 0o644) == 0)
        let result = SpecFile.check(fifo, limits: waiting(0.2))
        let diagnostic = try #require(result.loadError?.diagnostics.first)
        #expect(diagnostic.message == "no program wrote to this fifo in 0.2 s")
        #expect(diagnostic.location.line == 1 && diagnostic.location.column == 1)
        #expect(diagnostic.hint?.contains("cat spec.yaml > FIFO") == true)
        #expect(result.exitCode == 2)
    }

    @Test func aFifoWhoseWriterComesWithinTheWaitIsRead() async throws {
        let fifo = try temporaryDirectory().path + "/spec.yaml"
        #expect(mkfifo(fifo, 0o644) == 0)
        let text = spec
        // The writer opens it while the reader waits (opening to write blocks until a reader is there).
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.1)
            if let handle = FileHandle(forWritingAtPath: fifo) { handle.write(Data(text.utf8)); try? handle.close() }
        }
        writer.start()
        let result = try await offThePool { SpecFile.check(fifo, limits: self.waiting(30)) }
        #expect(result.loadError == nil, "\(result.loadError.map { "\($0)" } ?? "")")
        #expect(result.spec?.scenarios.count == 1)
    }

    /// `spec run <(generate)`: the shell hands over a pipe whose writer is there from the start.
    /// One silent for longer than the wait is read all the same, as standard input is.
    @Test func aPipeWithASlowWriterIsReadPastTheWait() async throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        let (readEnd, writeEnd) = (ends[0], ends[1])
        defer { close(readEnd) }
        let text = spec
        let writer = Thread {
            Thread.sleep(forTimeInterval: 0.5)
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
            close(writeEnd)
        }
        writer.start()
        let result = try await offThePool { SpecFile.check("/dev/fd/\(readEnd)", limits: self.waiting(0.1)) }
        #expect(result.loadError == nil, "\(result.loadError.map { "\($0)" } ?? "")")
        #expect(result.spec?.scenarios.count == 1)
    }

    @Test func processSubstitutionAndStandardInputStillWork() async throws {
        let counter = packageRoot.appendingPathComponent("specs/counter.yaml").path
        let substituted = try await runCLI(["-c", "\"$0\" run <(cat \"$1\")", specExecutable().path, counter],
                                           executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(substituted.status == 0, "\(substituted.err)")
        let piped = try await runCLI(["check", "-"], input: try String(contentsOfFile: counter, encoding: .utf8))
        #expect(piped.status == 0, "\(piped.err)")
        #expect(piped.out.contains("<stdin>: ok"))
    }
}
