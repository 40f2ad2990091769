import Foundation

/// Work of many independent pieces, spread over threads of its own: each thread takes the next
/// piece not yet taken, and the results come back in the pieces' order, as a plain `map` gives
/// them. Not Dispatch's pool: on Linux the test runner's tasks run on it too, and work that
/// filled it would keep every test waiting.
func spread<T, R: Sendable>(_ pieces: [T], threads: Int = ProcessInfo.processInfo.activeProcessorCount,
                            order: [Int]? = nil, _ work: @escaping @Sendable (T) -> R) -> [R] where T: Sendable {
    let box = SpreadResults<R>(count: pieces.count, order: order ?? Array(pieces.indices))
    let done = DispatchGroup()
    for _ in 0..<max(1, min(threads, pieces.count)) {
        done.enter()
        let thread = Thread {
            while let index = box.next() { box.set(index, work(pieces[index])) }
            done.leave()
        }
        thread.stackSize = 16 << 20     // in-process decoding of deep inputs recurses
        thread.start()
    }
    done.wait()
    return box.results
}

/// The pieces not yet taken and the results so far, under a lock.
private final class SpreadResults<R: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [R?]
    private var order: [Int]
    private var taken = 0

    init(count: Int, order: [Int]) {
        slots = Array(repeating: nil, count: count)
        self.order = order
    }

    func next() -> Int? {
        lock.withLock {
            guard taken < order.count else { return nil }
            defer { taken += 1 }
            return order[taken]
        }
    }

    func set(_ index: Int, _ value: R) { lock.withLock { slots[index] = value } }

    var results: [R] { lock.withLock { slots.map { $0! } } }
}
