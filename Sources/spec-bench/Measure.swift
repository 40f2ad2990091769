import Foundation

#if os(Linux)
/// Glibc imports RUSAGE_SELF as an enum case; getrusage takes its raw value.
let RUSAGE_SELF_WHO = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
let RUSAGE_SELF_WHO = RUSAGE_SELF
#endif

/// Seconds taken by `work`, on the monotonic clock.
func seconds(_ work: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    try work()
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

/// The process's peak resident set so far, in bytes.
func peakResidentBytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF_WHO, &usage)
    #if os(Linux)
    return usage.ru_maxrss * 1024   // kilobytes on Linux
    #else
    return usage.ru_maxrss          // bytes on macOS
    #endif
}

/// The median of some measurements (0 for none): robust to a slow outlier on a shared machine.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return 0 }
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

/// Prints one figure as `key=value`, the form bench/run reads.
func report(_ key: String, _ value: CustomStringConvertible) {
    print("\(key)=\(value)")
}
