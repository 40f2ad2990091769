import Foundation

/// The toolchain's `swiftc`, found on PATH (or named by SWIFTC), run on generated files.
enum SwiftCompiler {
    static func path() -> String? {
        let env = ProcessInfo.processInfo.environment
        if let explicit = env["SWIFTC"] { return explicit }
        let dirs = (env["PATH"] ?? "").split(separator: ":").map(String.init)
        return dirs.map { "\($0)/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let swiftc = path() else { return (127, "swiftc is not on PATH; set SWIFTC to its path") }
        return try run(swiftc, arguments)
    }

    /// Type-checks `files` with `options`, starting the compiler's frontend job directly. The driver
    /// (`swiftc`) only works out that job and starts it, and its own start-up, a large dynamically
    /// linked program, was a fifth of the export tests' time. It is asked once per set of options
    /// to print the job (`-###`) with two placeholder inputs; the placeholders become `files`. When
    /// the printed job is not one frontend command of plain words, the driver runs the check.
    static func typeCheck(_ options: [String], files: [String]) throws -> (status: Int32, output: String) {
        guard let job = try frontendJobs.job(for: options), let at = job.firstIndex(of: placeholders[0]),
              at + 1 < job.count, job[at + 1] == placeholders[1] else {
            return try run(options + files)
        }
        return try run(job[0], Array(job[1..<at]) + files + Array(job[(at + 2)...]))
    }

    static let placeholders = ["/spec-placeholder/first.swift", "/spec-placeholder/second.swift"]
    static let frontendJobs = FrontendJobs()

    /// The driver's frontend job for each set of options, asked for once.
    final class FrontendJobs: @unchecked Sendable {
        private let lock = NSLock()
        private var jobs: [[String]: [String]?] = [:]

        func job(for options: [String]) throws -> [String]? {
            lock.lock()
            defer { lock.unlock() }
            if let known = jobs[options] { return known }
            let printed = try SwiftCompiler.run(["-###"] + options + SwiftCompiler.placeholders)
            let lines = printed.output.split(separator: "\n").filter { !$0.isEmpty }
            var job: [String]? = nil
            // One job, its words unquoted: the frontend with `-frontend` first. A supplementary
            // output map names a file the driver would have written; a type-check writes nothing.
            if printed.status == 0, lines.count == 1, !lines[0].contains("\""), !lines[0].contains("'") {
                var words = lines[0].split(separator: " ").map(String.init)
                if let map = words.firstIndex(of: "-supplementary-output-file-map"), map + 1 < words.count {
                    words.removeSubrange(map...(map + 1))
                }
                if words.count > 1, words[0].hasSuffix("swift-frontend"), words[1] == "-frontend" { job = words }
            }
            jobs[options] = .some(job)
            return job
        }
    }

    private static func run(_ executable: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        // The driver makes a directory in TMPDIR for its outputs and leaves it behind when it only
        // prints its jobs (`-###`): a run of the suite left some eighty empty ones in /tmp. The
        // scratch directory goes when the test process exits.
        if let scratch = try? temporaryDirectory() {
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { _, new in new }
        }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = readAll(pipe.fileHandleForReading)
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Modules standing in for SwiftUI, Combine and LazyState (Tests/SwiftUIStubs), built once,
    /// so exported apps can be type-checked on Linux. Kept beside the test binary under a name made
    /// of their sources and the compiler (`TypeCheckCache`), as a build keeps what it compiled:
    /// the next run with the same ones finds them built, and the checks' options name them alike.
    static let stubModules: Result<URL, StubError> = {
        let sources = packageRoot.appendingPathComponent("Tests/SwiftUIStubs")
        let modules = [("Combine", ["Combine"]), ("SwiftUI", ["SwiftUI", "SwiftUIScreens", "SwiftUIAnimation", "DarwinNotifications"]), ("LazyState", ["LazyState"])]
        let paths = modules.flatMap(\.1).map { sources.appendingPathComponent("\($0).swift").path }
        let kept = TypeCheckCache.defaultDirectory.flatMap { cache in
            TypeCheckCache.key(identity: compilerIdentity(nil), files: paths).map { cache.appendingPathComponent("stubs-\($0)") }
        }
        if let kept, FileManager.default.fileExists(atPath: kept.appendingPathComponent("complete").path) { return .success(kept) }
        let dir = kept.map { $0.deletingLastPathComponent().appendingPathComponent("building-\(UUID().uuidString)") }
            ?? scratchDirectory.appendingPathComponent("stubs")
        do {
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            for (module, files) in modules {
                let paths = files.map { sources.appendingPathComponent("\($0).swift").path }
                let result = try run(["-emit-module", "-wmo", "-parse-as-library", "-swift-version", "6", "-module-name", module,
                                      "-I", dir.path] + paths + ["-o", dir.appendingPathComponent("\(module).swiftmodule").path])
                if result.status != 0 { return .failure(StubError(message: result.output)) }
            }
            guard let kept else { return .success(dir) }
            // Built aside and moved in whole: a run that stops halfway leaves no partial modules there.
            _ = FileManager.default.createFile(atPath: dir.appendingPathComponent("complete").path, contents: Data())
            if (try? FileManager.default.moveItem(at: dir, to: kept)) == nil { try? FileManager.default.removeItem(at: dir) }
            return .success(FileManager.default.fileExists(atPath: kept.appendingPathComponent("complete").path) ? kept : dir)
        } catch {
            return .failure(StubError(message: "\(error)"))
        }
    }()

    /// What makes a check's outcome the same from one run to the next besides its files: the
    /// compiler (its path, size and time of change, and the job its driver prints for `options`,
    /// which names the target and the frontend) and the options themselves.
    static func compilerIdentity(_ options: [String]?) -> String {
        func stamp(_ path: String) -> String {
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            let attributes = (try? FileManager.default.attributesOfItem(atPath: real)) ?? [:]
            let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
            let changed = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
            return "\(real) \(size) \(changed)"
        }
        var parts = [path().map(stamp) ?? "no swiftc"]
        if let options {
            parts += options
            if let job = try? frontendJobs.job(for: options) { parts += [stamp(job[0])] + job }
        }
        return parts.joined(separator: "\u{1}")
    }

    struct StubError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }

    /// Type-checks an exported project's app against the stubs, and its UI tests against XCTest with
    /// a stand-in for the UI testing API, each in a batch with whatever else waits to be checked;
    /// returns the outcome of each, as checking it alone gives it when it fails.
    static func typeCheck(_ project: URL, files: [String]) async throws -> [(status: Int32, output: String)] {
        try await typeCheck([(project, files)])[0]
    }

    /// Several projects' checks, each as `typeCheck(_:files:)` gives it. Every request is made
    /// before the test waits, once, for the last of them: they go into the same batches, where
    /// checks asked one after the other each waited for the runner to come back to the test.
    static func typeCheck(_ projects: [(project: URL, files: [String])]) async throws -> [[(status: Int32, output: String)]] {
        let outcomes = try await withCheckedThrowingContinuation { continuation in
            let all = AllOutcomes(projects.count * 2) { continuation.resume(with: $0) }
            for (i, (project, files)) in projects.enumerated() {
                appBatches.enqueue([appFiles(project, files)]) { all.set(2 * i, $0) }
                uiTestBatches.enqueue([uiTestFiles(project, files)]) { all.set(2 * i + 1, $0) }
            }
        }
        return projects.indices.map { Array(outcomes[(2 * $0)...(2 * $0 + 1)]) }
    }

    /// The outcomes of several one-member checks, handed on in order when all are known.
    final class AllOutcomes: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result<[TypeCheckBatch.Outcome], Error>?]
        private let done: @Sendable (Result<[TypeCheckBatch.Outcome], Error>) -> Void

        init(_ count: Int, _ done: @escaping @Sendable (Result<[TypeCheckBatch.Outcome], Error>) -> Void) {
            results = Array(repeating: nil, count: count)
            self.done = done
        }

        func set(_ index: Int, _ result: Result<[TypeCheckBatch.Outcome], Error>) {
            let all: [Result<[TypeCheckBatch.Outcome], Error>]? = lock.withLock {
                results[index] = result
                return results.allSatisfy { $0 != nil } ? results.map { $0! } : nil
            }
            guard let all else { return }
            done(Result { try all.map { try $0.get()[0] } })
        }
    }

    /// Exported apps, type-checked together where they can be (TypeCheckBatch).
    static let appBatches = CompilerBatches(options: appSettings)
    /// Exported UI tests, type-checked together where they can be, each with the stand-in for XCUITest.
    static let uiTestBatches = CompilerBatches(options: uiTestSettings)

    /// What an app is checked with: its options, and no shared source.
    @Sendable static func appSettings() throws -> (options: [String], shared: [String]) { (try appOptions(), []) }
    /// What UI tests are checked with: their options, and the stand-ins for XCUITest and Darwin notifications beside each.
    @Sendable static func uiTestSettings() -> (options: [String], shared: [String]) { (uiTestOptions, [xcuiTest, darwinNotifications]) }

    /// An app's files as one module against the stubs. `-wmo` makes it one compiler job: without
    /// it the driver starts a job a file, each parsing every file and loading every module again
    /// (five times the time for an app of eighteen files).
    static func appOptions() throws -> [String] {
        ["-typecheck", "-wmo", "-parse-as-library", "-swift-version", "6", "-I", try stubModules.get().path]
    }

    /// UI tests as one module; they import XCTest, which the toolchain has.
    static let uiTestOptions = ["-typecheck", "-wmo", "-swift-version", "6"]
    /// The stand-in for the UI testing API, compiled with the UI tests.
    static let xcuiTest = packageRoot.appendingPathComponent("Tests/SwiftUIStubs/XCUITest.swift").path
    /// The stand-in for Core Foundation's Darwin notifications, which the UI tests post to the app's seam.
    static let darwinNotifications = packageRoot.appendingPathComponent("Tests/SwiftUIStubs/DarwinNotifications.swift").path

    /// The paths of a project's app files.
    static func appFiles(_ project: URL, _ files: [String]) -> [String] {
        files.filter { $0.hasPrefix("App/") }.map { project.appendingPathComponent($0).path }
    }

    /// The paths of a project's UI test files.
    static func uiTestFiles(_ project: URL, _ files: [String]) -> [String] {
        files.filter { $0.hasPrefix("UITests/") }.map { project.appendingPathComponent($0).path }
    }
}
