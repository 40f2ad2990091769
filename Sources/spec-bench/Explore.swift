import Foundation
import SpecKit

/// `spec-bench explore JOBS DEPTH FILE...`: explores every scenario of the files and prints the
/// states visited, the seconds spent, the states per second and the bytes kept per state.
func measureExplore(_ paths: [String], jobs: Int, depth: Int) {
    var states = 0, transitions = 0, seconds = 0.0, bytes = 0.0, weighted = 0
    // CPU time as well as wall time: on a shared machine the wall clock counts other processes too.
    func cpu() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
    let cpuStart = cpu()
    let rssStart = peakResidentBytes()
    for path in paths {
        let result = Explorer.explore(file: path, options: ExploreOptions(depth: depth, maxStates: 2_000_000, jobs: jobs))
        // A scenario told another's exploration cost nothing: its states are not a rate's.
        for scenario in result.scenarios where scenario.skipped == nil && scenario.error == nil && scenario.sameAs == nil {
            states += scenario.states
            transitions += scenario.transitions
            seconds += scenario.seconds
            bytes += scenario.bytesPerState * Double(scenario.states)
            weighted += scenario.states
        }
    }
    let cpuSeconds = cpu() - cpuStart
    print("explore_states=\(states)")
    print("explore_cpu_seconds=\(String(format: "%.3f", cpuSeconds))")
    print("explore_states_per_cpu_second=\(cpuSeconds > 0 ? Int(Double(states) / cpuSeconds) : 0)")
    print("explore_transitions=\(transitions)")
    print("explore_seconds=\(String(format: "%.3f", seconds))")
    print("explore_states_per_second=\(seconds > 0 ? Int(Double(states) / seconds) : 0)")
    // Measured, beside the structural estimate: what the process grew by, per state visited.
    let grown = peakResidentBytes() - rssStart
    print("explore_peak_rss_bytes=\(peakResidentBytes())")
    print("explore_rss_bytes_per_state=\(String(format: "%.1f", states > 0 ? Double(grown) / Double(states) : 0))")
    print("explore_bytes_per_state=\(String(format: "%.1f", weighted > 0 ? bytes / Double(weighted) : 0))")
    // The busiest thread's CPU seconds: what the wall time of --jobs would be on idle cores. On a
    // machine shared with others' builds the wall clock measures the scheduler as much as the work.
    let threads = threadCPUSeconds()
    if !threads.isEmpty {
        print("explore_busiest_thread_cpu_seconds=\(String(format: "%.3f", threads.max() ?? 0))")
        print("explore_threads_cpu_seconds=\(threads.sorted(by: >).prefix(4).map { String(format: "%.3f", $0) }.joined(separator: ","))")
    }
}

/// CPU seconds of each of this process's threads, from Linux's per-thread scheduler counters;
/// empty elsewhere.
func threadCPUSeconds() -> [Double] {
    guard let tasks = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task") else { return [] }
    return tasks.compactMap { task in
        // schedstat: nanoseconds on a CPU, nanoseconds waiting for one, time slices.
        guard let text = try? String(contentsOfFile: "/proc/self/task/\(task)/schedstat", encoding: .utf8),
              let ns = text.split(separator: " ").first.flatMap({ Double($0) }) else { return nil }
        return ns / 1e9
    }.filter { $0 > 0.001 }
}
