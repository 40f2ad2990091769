import Foundation
import SpecCommandLine
import SpecKit

/// Runs `spec ARGUMENTS…` as a call of the command line's function in this process, with what it
/// prints captured: the same code the `spec` executable runs, without a process to start (a debug
/// `spec` took about 13 ms to start and exit, most of the golden outputs' time). CLITests and the
/// other tests that use `runCLI` keep running the executable, for what only a process shows: exit
/// codes, the streams, standard input. Relative paths are read from the package root, as `runCLI`
/// runs the executable there. The call is off the runner's threads.
func runCommand(_ arguments: [String], environment: [String: String] = [:]) async throws -> (status: Int32, out: String, err: String) {
    try await offThePool { runCommandBlocking(arguments, environment: environment) }
}

/// `runCommand` on the calling thread, for work already off the runner's threads.
func runCommandBlocking(_ arguments: [String], environment: [String: String] = [:]) -> (status: Int32, out: String, err: String) {
    _ = inPackageRoot
    // A core each at most: the golden outputs ask for 247 at once, and as many runs at a time in
    // one process spend their time on the allocator's and the runtime's shared caches and locks.
    commandsRunning.wait()
    defer { commandsRunning.signal() }
    let out = CapturedOutput(), err = CapturedOutput()
    let status = SpecCommandLine.run(arguments, console: Console(out: out, err: err, environment: commandEnvironment(environment)))
    return (status, out.text, err.text)
}

/// Commands running in this process, a core each at most.
let commandsRunning = DispatchSemaphore(value: ProcessInfo.processInfo.activeProcessorCount)

/// The tests' working directory is the package root, as `swift test` run there gives it; set once
/// otherwise, before any command reads a relative path (every other test names files absolutely).
let inPackageRoot: Void = {
    // The suite loads each spec of specs/ some thirteen times, by as many commands: once is enough.
    LoadedSpecs.shared.remember()
    let root = packageRoot.standardizedFileURL.path
    if URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path != root {
        _ = FileManager.default.changeCurrentDirectoryPath(root)
    }
}()

/// What a command wrote to one output, as bytes in the order written; never a terminal.
final class CapturedOutput: CommandOutput, @unchecked Sendable {
    private let lock = NSLock()
    private var bytes: [UInt8] = []

    func write(_ text: String) { lock.withLock { bytes += text.utf8 } }
    func write(_ bytes: [UInt8]) { lock.withLock { self.bytes += bytes } }
    func flush() {}
    var isTerminal: Bool { false }

    var text: String { lock.withLock { String(decoding: bytes, as: UTF8.self) } }
}
