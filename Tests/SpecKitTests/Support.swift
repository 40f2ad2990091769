import Foundation
import Testing
@testable import SpecKit

/// The package root, found from this file's path, so tests can read specs/ and run the CLI.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Runs a spec given as text.
func run(_ yaml: String, file: String = "test.yaml", limits: Limits = .standard) -> FileResult {
    ScenarioRunner.run(bytes: Array(yaml.utf8), file: file, limits: limits)
}

/// Runs a spec given as text and returns its scenario at `index`, recording an issue if it did not load.
func scenario(_ yaml: String, _ index: Int = 0, sourceLocation: SourceLocation = #_sourceLocation) -> ScenarioResult {
    let result = run(yaml)
    #expect(result.loadError == nil, "\(result.loadError?.description ?? "")", sourceLocation: sourceLocation)
    return result.scenarios.count > index ? result.scenarios[index] : ScenarioResult(scenario: "none", file: "")
}

/// The graph of a spec given as text, its first scenario launched, and the scenario's place;
/// `keyingStates` for a graph whose `stateKey()` is to hold the measures explore keys.
func launched(_ yaml: String, file: String = "t.yaml", recording: Bool = true, keyingStates: Bool = false) throws -> (Graph, Location) {
    let spec = try SpecDecoder.decode(Array(yaml.utf8), file: file)
    let graph = Graph(spec: spec, scenario: spec.scenarios[0], recording: recording, keyingStates: keyingStates)
    try graph.launch(at: spec.scenarios[0].location)
    return (graph, spec.scenarios[0].location)
}

/// The texts on a graph's screen, in order.
func texts(on graph: Graph) -> [String] { graph.screen.filter { $0.kind == .text }.map(\.label) }

extension Graph {
    /// How many times a component's bodies ran, from the graph's measures.
    func renders(of component: String) -> Int { measures[component]?[.renders] ?? 0 }
}

/// Decodes a spec given as text, returning its diagnostics (empty when it loads).
func diagnostics(_ yaml: String, file: String = "test.yaml", limits: Limits = .standard) -> [Diagnostic] {
    do {
        _ = try SpecDecoder.decode(Array(yaml.utf8), file: file, limits: limits)
        return []
    } catch let e as SpecError {
        return e.diagnostics
    } catch {
        return [Diagnostic("\(error)", at: Location(file: file, line: 0, column: 0))]
    }
}

/// The messages `spec check` gives for `action` as a button's action, in a view holding the
/// states `count` and `seen` (both 0).
func actionErrors(_ action: String) -> [String] {
    diagnostics("""
        components:
          Screen:
            state: { count: 0, seen: 0 }
            body:
              - text: count {count}
              - button: go
                action: '\(action)'
        root: Screen
        """).map(\.message)
}

extension ScenarioResult {
    /// Models of a type created during the run, from the event log.
    func creations(of type: String) -> Int {
        events.filter { if case .modelCreated(let ref, _, _, _) = $0 { return ref.type == type } else { return false } }.count
    }

    /// Renders of a component, from the event log.
    func renders(of component: String) -> Int {
        events.filter { if case .rendered(let node, _) = $0 { return node.component == component } else { return false } }.count
    }

    /// Inits of a component (first and later), from the event log.
    func inits(of component: String) -> Int {
        events.filter { if case .initialized(let node, _) = $0 { return node.component == component } else { return false } }.count
    }

    var labels: [String] { screen.map(\.label) }
}

/// The built `spec` executable, next to the test bundle.
func specExecutable() -> URL {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = dir.appendingPathComponent("spec")
        if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        dir = dir.deletingLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/spec")
}

/// Runs the CLI with arguments; returns its exit status and what it printed on stdout and stderr.
/// `environment` overrides variables of this process's environment (PATH, for one).
/// `input`, when given, is written to its standard input. The wait is off the runner's threads.
func runCLI(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
            input: String? = nil, executable: URL = specExecutable()) async throws -> (status: Int32, out: String, err: String) {
    try await offThePool {
        try runCLIBlocking(arguments, in: directory, environment: environment, input: input, executable: executable)
    }
}

/// Runs blocking work (a process, a compiler) on a thread of its own. The test runner has a
/// thread a core; a test waiting on a child process there would keep every other test waiting too.
func offThePool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        let thread = Thread { continuation.resume(with: Result { try work() }) }
        thread.stackSize = 16 << 20     // in-process decoding of deep inputs recurses
        thread.start()
    }
}

/// A value worked out once for all the tests that read it, without a runner thread waiting on it
/// while it is worked out (as a lazily initialised `static let` would).
final class Shared<T: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    // Guarded by `condition`.
    private var result: T?
    private var waiting: [CheckedContinuation<T, Never>] = []

    /// Worked out on a thread of its own, started at once. A task would start only when a runner
    /// thread takes it, behind every test queued before it: at the start of a run that is most
    /// of the run, and a long piece of work that starts last finishes last.
    init(onItsOwnThread work: @escaping @Sendable () -> T) {
        let thread = Thread { self.finish(work()) }
        thread.stackSize = 16 << 20
        thread.start()
    }

    var value: T {
        get async {
            await withCheckedContinuation { continuation in
                condition.lock()
                if let result {
                    condition.unlock()
                    continuation.resume(returning: result)
                } else {
                    waiting.append(continuation)
                    condition.unlock()
                }
            }
        }
    }

    /// The value, waited for on the calling thread: for work already off the runner's threads.
    var valueWaitedFor: T {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result!
    }

    private func finish(_ value: T) {
        condition.lock()
        result = value
        let waiting = self.waiting
        self.waiting = []
        condition.broadcast()
        condition.unlock()
        for continuation in waiting { continuation.resume(returning: value) }
    }
}

/// `runCLI` on the calling thread, for work already off the runner's threads.
func runCLIBlocking(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
                    input: String? = nil, executable: URL = specExecutable()) throws -> (status: Int32, out: String, err: String) {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = directory
    process.environment = commandEnvironment(environment)
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    process.standardInput = input == nil ? FileHandle.nullDevice : stdin
    try process.run()
    if let input {
        // A command that does not read its input may exit before we write it: the write then
        // fails with EPIPE instead of SIGPIPE killing the whole test process.
        _ = ignoreBrokenPipes
        // On its own thread: a large output could fill its pipe while we still write.
        Thread {
            try? stdin.fileHandleForWriting.write(contentsOf: Data(input.utf8))
            try? stdin.fileHandleForWriting.close()
        }.start()
    }
    // Standard error on a thread of its own: a command that fills that pipe while we still read
    // the other would wait on us forever.
    let errBox = DataBox()
    let errDone = DispatchSemaphore(value: 0)
    Thread {
        errBox.data = readAll(err.fileHandleForReading)
        errDone.signal()
    }.start()
    let outData = readAll(out.fileHandleForReading)
    errDone.wait()
    let errData = errBox.data
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// A command's environment in the tests: this process's, without colour, with `overrides`.
func commandEnvironment(_ overrides: [String: String]) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment.merge(overrides) { _, new in new }
    return environment
}

/// Everything a pipe gives until its writer closes it. Foundation's `readDataToEndOfFile()` stops
/// the test process when a read is interrupted by a signal (EINTR), which a child's exit can cause
/// while many tests run processes at once; this reads the descriptor and retries instead.
func readAll(_ handle: FileHandle) -> Data {
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let fd = handle.fileDescriptor
    while true {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n > 0 {
            data.append(contentsOf: buffer[0..<n])
        } else if n < 0 && errno == EINTR {
            continue
        } else {
            return data
        }
    }
}

/// What a reading thread hands back once it is done (the semaphore orders the accesses).
final class DataBox: @unchecked Sendable {
    var data = Data()
}

/// Set once: a write to a pipe whose reader has gone returns an error rather than raising SIGPIPE.
let ignoreBrokenPipes: Void = { signal(SIGPIPE, SIG_IGN) }()

/// `spec run` over a spec given as text, as a user runs a file: the lock tests' wrong expectations.
func runSpecFile(_ yaml: String) async throws -> (status: Int32, out: String, err: String) {
    let dir = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("spec.yaml")
    try yaml.write(to: file, atomically: false, encoding: .utf8)
    return try await runCommand(["run", file.path])
}

/// A new empty directory under the run's scratch directory.
func temporaryDirectory() throws -> URL {
    let url = scratchDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// The directory that holds every directory the tests make, removed when the test process exits.
/// Tests hand their directories on (to a compiler batch, to a command, to a check made later), so
/// most cannot remove them themselves; a run left some forty exported projects in the system's
/// temporary directory before.
let scratchDirectory: URL = {
    let url = scratchParent().appendingPathComponent("spec-tests-\(UUID().uuidString)")
    atexit { try? FileManager.default.removeItem(at: scratchDirectory) }
    return url
}()

/// Where the scratch directory goes: TMPDIR when it is set, else memory (/dev/shm) when there is
/// a writable one with room to spare, else the system's temporary directory. A run makes a few
/// thousand files and directories (exported projects, the apps nested for the compiler), about
/// 50 MB at most at once; on a disk's ext4 making them took about 2 s of CPU in the kernel, most
/// of it looking for a free inode past those a run had just freed, and in memory a tenth of that
/// (docs/performance.md, the twelfth round). A container's /dev/shm is often 64 MB: too small.
func scratchParent() -> URL {
    let memory = "/dev/shm"
    var isDirectory: ObjCBool = false
    var space = statvfs()
    if ProcessInfo.processInfo.environment["TMPDIR"] == nil,
       FileManager.default.fileExists(atPath: memory, isDirectory: &isDirectory), isDirectory.boolValue,
       FileManager.default.isWritableFile(atPath: memory),
       statvfs(memory, &space) == 0, UInt64(space.f_bavail) * UInt64(space.f_frsize) >= 1 << 30 {
        return URL(fileURLWithPath: memory, isDirectory: true)
    }
    return FileManager.default.temporaryDirectory
}

/// Each file's recorded run (`ScenarioRunner.run(file:)`), worked out once for the suites that only
/// read it: about ten suites ran every spec again, some 0.15 s a pass in a debug build. A result is
/// a value, and a run gives the same one each time (the golden outputs and the parallel runs hold
/// the engine to that).
final class RecordedRuns: @unchecked Sendable {
    static let shared = RecordedRuns()
    private let lock = NSLock()
    private var results: [String: FileResult] = [:]

    /// The run of `file`, a path from the package root.
    static func result(of file: String) -> FileResult {
        _ = inPackageRoot
        if let known = shared.lock.withLock({ shared.results[file] }) { return known }
        let result = ScenarioRunner.run(file: packageRoot.appendingPathComponent(file).path)
        shared.lock.withLock { shared.results[file] = result }
        return result
    }
}

/// A suite trait that starts a suite's shared work while the run is planned, before any test
/// runs. A suite's tests start in the plan's order, each when a runner thread is free: work its
/// first test starts would otherwise wait for every test queued before it, and a long piece of
/// work that starts late finishes last.
struct StartedWhilePlanned: SuiteTrait {
    let start: @Sendable () -> Void

    var isRecursive: Bool { false }

    func prepare(for test: Test) async throws { start() }
}

extension Trait where Self == StartedWhilePlanned {
    /// Calls `start` while the run is planned; it should start its work and return.
    static func startedWhilePlanned(_ start: @escaping @Sendable () -> Void) -> Self { StartedWhilePlanned(start: start) }
}

/// The shared work the long suites start while the run is planned (`startedWhilePlanned`).
enum EarlyWork {
    @Sendable static func specChecks() { ExportTests.startSpecChecks() }
    @Sendable static func inlineChecks() { InlineExports.startWhilePlanned() }
    @Sendable static func corpusRuns() { _ = ErrorCorpusTests.corpusRuns }
    @Sendable static func oneJobRuns() { _ = ParallelRunTests.oneJob }
    @Sendable static func validation() { _ = SchemaTests.validation }
    @Sendable static func explorations() { _ = (ExplorePinTests.oneJob, ExplorePinTests.twoJobs) }
    @Sendable static func sweptExplorations() { _ = SweepTests.explored }
}

/// What a scenario showed, where it failed and its error, for an expectation's message.
func outcome(_ s: ScenarioResult) -> String { "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))" }
