import Foundation

/// Runs many spec files on several threads and hands back each result in the order the files
/// were given, as soon as it and every file before it are done, so a caller can print it and let
/// it go. Files share nothing: each has its own spec and graph, so the output does not depend on
/// how many threads ran them.
public enum ParallelRun {
    /// The number of threads `spec run` uses by default: one a core.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Runs `files` on `jobs` threads (on the calling thread alone when `jobs` is 1) and calls
    /// `deliver` on the calling thread with each file's result, in order. At most eight results
    /// per thread wait for an earlier file, so memory stays bounded however many files there are.
    public static func run(_ files: [String], jobs: Int, limits: Limits = .standard, recording: Bool = false,
                           deliver: (FileResult) -> Void) {
        // With no scenario named, none is unknown.
        try? run(files, jobs: jobs, scenario: nil, limits: limits, recording: recording, deliver: deliver)
    }

    /// As `run(_:jobs:limits:recording:deliver:)`, each file running only the scenario `scenario`
    /// when it is given (`spec run --scenario NAME`). Every file is looked at before anything
    /// runs (`checkScenario`): when one that loads has no scenario of that name, the error names
    /// each such file and nothing is delivered.
    public static func run(_ files: [String], jobs: Int, scenario: String?, limits: Limits = .standard, recording: Bool = false,
                           deliver: (FileResult) -> Void) throws(UnknownScenario) {
        try checkScenario(scenario, in: files, jobs: jobs, limits: limits)
        let work = { @Sendable (file: String) in
            Result { () throws(UnknownScenario) in
                try ScenarioRunner.run(file: file, scenario: scenario, limits: limits, recording: recording)
            }
        }
        // A file changed since it was looked at may still lack the scenario: it stops the run there.
        var stopped: UnknownScenario?
        spread(files, jobs: jobs, work: work) { result in
            switch result {
            case .success(let file):
                deliver(file)
                return true
            case .failure(let unknown):
                stopped = unknown
                return false
            }
        }
        if let stopped { throw stopped }
    }

    /// Throws when a file of `files` that loads has no scenario named `name` (nothing when `name`
    /// is nil), naming every such file with its scenarios, so that `--scenario` with a name one
    /// file lacks is a usage error before any result is printed. A file that does not load is
    /// left to the run, which reports it. The files are loaded `jobs` at a time and let go,
    /// their scenarios' names alone kept: the run loads them again, which costs a load a file
    /// for an error found before anything runs rather than after a long run.
    public static func checkScenario(_ name: String?, in files: [String], jobs: Int, limits: Limits = .standard) throws(UnknownScenario) {
        guard let name else { return }
        var missing: [(file: String, names: [String])] = []
        spread(files, jobs: jobs, work: { @Sendable file -> (file: String, names: [String])? in
            guard let spec = SpecFile.check(file, limits: limits).spec, !spec.scenarios.contains(where: { $0.name == name }) else { return nil }
            return (spec.file, spec.scenarios.map(\.name))
        }) { lacking in
            if let lacking { missing.append(lacking) }
            return true
        }
        if !missing.isEmpty { throw UnknownScenario(name, missingFrom: missing) }
    }

    /// Runs `work` over `files` on `jobs` threads (on the calling thread alone when `jobs` is 1)
    /// and hands each result to `take` on the calling thread, in order, until it returns false:
    /// then nothing more is started, and the threads end once what they were running is done.
    private static func spread<Value>(_ files: [String], jobs: Int, work: @escaping @Sendable (String) -> Value,
                                      take: (Value) -> Bool) {
        let workers = min(max(1, jobs), files.count)
        if workers <= 1 {
            for file in files where !take(work(file)) { return }
            return
        }
        let queue = Queue<Value>(files, window: workers * 8)
        // Of the command's own thread's stack: a spec's result is the same on either.
        for _ in 0..<workers { Limits.startThread { queue.work(work) } }
        for index in files.indices where !take(queue.take(index)) {
            queue.stop()
            return
        }
    }

    /// The files, the next one to start and the results waiting for their turn, under one lock.
    /// The caller is woken when the file it waits for is done and half the window is done with
    /// it (or nothing else is running), so it takes results in batches; a worker is woken only
    /// when it waits for room. With many small files, waking every thread at every change made
    /// the caller preempt a worker for every file: two context switches a file on two cores.
    private final class Queue<Value>: @unchecked Sendable {
        private let files: [String]
        private let window: Int
        private let condition = NSCondition()
        // Guarded by `condition`.
        private var started = 0
        private var taken = 0
        private var done: [Int: Value] = [:]
        private var awaited: Int? = nil
        private var waitingWorkers = 0
        /// Files started and not done: every file from `taken` on is either done or running.
        private var running: Int { started - taken - done.count }

        init(_ files: [String], window: Int) {
            self.files = files
            self.window = window
        }

        /// A worker: starts files in order, but never more than `window` ahead of the caller.
        func work(_ run: (String) -> Value) {
            while true {
                condition.lock()
                while started < files.count && started >= taken + window {
                    waitingWorkers += 1
                    condition.wait()
                    waitingWorkers -= 1
                }
                guard started < files.count else {
                    condition.unlock()
                    return
                }
                let index = started
                started += 1
                condition.unlock()
                let result = run(files[index])
                condition.lock()
                done[index] = result
                // One condition serves both sides, so a wake-up reaches every waiter; each
                // checks its own reason to go on and waits again if it has none.
                if let awaited, done[awaited] != nil, done.count >= window / 2 || running == 0 {
                    condition.broadcast()
                }
                condition.unlock()
            }
        }

        /// Starts no more files: the workers end once what they run is done.
        func stop() {
            condition.lock()
            started = files.count
            condition.broadcast()
            condition.unlock()
        }

        /// The result of file `index`, once it is done; it is no longer kept here.
        func take(_ index: Int) -> Value {
            condition.lock()
            defer { condition.unlock() }
            if done[index] == nil {
                awaited = index
                // Woken for a batch, not for each result: see the type's comment.
                repeat { condition.wait() } while done[index] == nil || (done.count < window / 2 && running > 0)
            }
            awaited = nil
            taken = index + 1
            if waitingWorkers > 0 { condition.broadcast() }
            return done.removeValue(forKey: index)!
        }
    }
}
