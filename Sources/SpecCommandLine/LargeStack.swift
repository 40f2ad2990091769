import Foundation
import SpecKit

/// The thread a command runs on. The process's first thread has the stack the system gives it
/// (8 MiB on Linux, 8 MiB or less on macOS), and a worker of `spec run -j` has the one
/// `ParallelRun` gives it; a command runs on a thread of that size too, so how deep a spec may
/// nest never depends on whether it ran alone or among other files.
enum LargeStack {
    /// `work`'s result, computed on a thread of `Limits.threadStackBytes` while this one waits.
    static func run(_ work: @escaping () -> Int32) -> Int32 {
        let box = Box(work)
        let done = DispatchSemaphore(value: 0)
        Limits.startThread {
            box.status = box.work()
            done.signal()
        }
        done.wait()
        return box.status
    }

    /// The work and its result, handed between the two threads; the semaphore orders the accesses.
    private final class Box: @unchecked Sendable {
        let work: () -> Int32
        var status: Int32 = 0
        init(_ work: @escaping () -> Int32) { self.work = work }
    }
}
