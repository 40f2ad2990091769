/// The clock and the requests' machinery of an exported app, the same in every export; the end
/// of `App/SpecTime.swift`.
extension TimeWriter {
    static let runtime = """
        /// The app's clock. In the app a sleep waits on the real clock; launched with SPEC_SEAM=1 (the UI
        /// tests set it), time stands still until the test seam (`SpecSeam`) advances it.
        @MainActor
        final class SpecClock {
            static let shared = SpecClock()
            /// Whether the UI test drives time and requests.
            let isSeamed = ProcessInfo.processInfo.environment["SPEC_SEAM"] == "1"
            private(set) var now = 0
            /// The order in which sleeps and timers were scheduled: of two due at once, the first fires first.
            private var order = 0
            private var sleepers: [Int: Sleeper] = [:]
            private var timers: [Int: RepeatingTimer] = [:]
            /// Sleepers `advance` woke whose tasks have not run since.
            private var waking: Set<Int> = []

            /// A task asleep until `due`.
            private struct Sleeper {
                let due: Int
                let order: Int
                let continuation: CheckedContinuation<Void, any Error>
            }

            /// A repeating timer: an entry of the clock's own, which ticks at the end of each period
            /// and is scheduled again. It ticks for ever, so it never keeps the clock busy.
            private struct RepeatingTimer {
                var due: Int
                var order: Int
                let period: Int
                let tick: @MainActor () -> Void
                /// Resumed when the timer's task is cancelled, which ends `every`.
                let stopped: CheckedContinuation<Void, Never>
            }

            /// `try await Task.sleep(for: .milliseconds(ms))`; a cancelled sleep throws CancellationError.
            func sleep(milliseconds: Int) async throws {
                guard isSeamed else { return try await Task.sleep(for: .milliseconds(milliseconds)) }
                order += 1
                let id = order
                defer { waking.remove(id) }
                try await withTaskCancellationHandler {
                    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                        if Task.isCancelled { continuation.resume(throwing: CancellationError()) }
                        else { sleepers[id] = Sleeper(due: now + milliseconds, order: id, continuation: continuation) }
                    }
                } onCancel: {
                    Task { @MainActor in SpecClock.shared.wake(id, throwing: CancellationError()) }
                }
            }

            /// A repeating timer that lives with the task that runs it (a `SpecTimer`'s): every period,
            /// `tick`, until the task is cancelled.
            func every(milliseconds: Int, _ tick: @escaping @MainActor () -> Void) async {
                guard isSeamed else {
                    while true {
                        do { try await Task.sleep(for: .milliseconds(milliseconds)) } catch { return }
                        tick()
                    }
                }
                order += 1
                let id = order
                await withTaskCancellationHandler {
                    await withCheckedContinuation { (stopped: CheckedContinuation<Void, Never>) in
                        if Task.isCancelled { stopped.resume() }
                        else { timers[id] = RepeatingTimer(due: now + milliseconds, order: id, period: milliseconds, tick: tick, stopped: stopped) }
                    }
                } onCancel: {
                    Task { @MainActor in SpecClock.shared.timers.removeValue(forKey: id)?.stopped.resume() }
                }
            }

            /// Moves the clock, firing each sleep and timer that falls due, in order of time. A timer
            /// ticks and is scheduled a period later, so it ticks once for each period that ends on the
            /// way; a woken task runs to its next await before the next is looked for (`settle`).
            func advance(milliseconds: Int) async {
                let target = now + milliseconds
                for _ in 0..<10_000 {
                    let sleeper = sleepers.filter { $0.value.due <= target }.min { ($0.value.due, $0.value.order) < ($1.value.due, $1.value.order) }
                    let timer = timers.filter { $0.value.due <= target }.min { ($0.value.due, $0.value.order) < ($1.value.due, $1.value.order) }
                    if let (id, entry) = timer, sleeper.map({ (entry.due, entry.order) < ($0.value.due, $0.value.order) }) ?? true {
                        now = max(now, entry.due)
                        order += 1
                        timers[id]?.due = now + entry.period
                        timers[id]?.order = order
                        entry.tick()
                    } else if let (id, entry) = sleeper {
                        now = max(now, entry.due)
                        wake(id, throwing: nil)
                        await settle()
                    } else {
                        break
                    }
                }
                now = target
            }

            /// Advances to each next sleep until no task sleeps: timers tick on the way but never keep
            /// the clock busy, as they tick for ever (the spec's clock does the same).
            func advanceUntilIdle() async {
                for _ in 0..<10_000 {
                    guard let next = sleepers.values.map(\\.due).min() else { return }
                    await advance(milliseconds: next - now)
                }
            }

            /// Lets the tasks the seam woke run, each to its next await (a sleep, a request, its end),
            /// before the step goes on: it yields to them until each has resumed.
            func settle() async {
                for _ in 0..<1_000 {
                    await Task.yield()
                    if waking.isEmpty && !SpecRequests.shared.isWaking { return }
                }
            }

            private func wake(_ id: Int, throwing error: (any Error)?) {
                guard let sleeper = sleepers.removeValue(forKey: id) else { return }
                if let error { sleeper.continuation.resume(throwing: error) }
                else {
                    waking.insert(id)
                    sleeper.continuation.resume()
                }
            }
        }

        /// The requests' responses. In the app each answers after `latency`; under the seam each waits in
        /// `pending` until the UI test completes it, so the test decides the order in which they arrive.
        @MainActor
        final class SpecRequests {
            static let shared = SpecRequests()
            /// How long a request takes in the app, in milliseconds.
            static let latency = 300

            /// Which pending request a completion answers.
            /// `place` counts from 1, the first sent, as `which: 2` does.
            enum Which { case only, first, last, place(Int), argument(AnyHashable, last: Bool), argumentAt(AnyHashable, place: Int) }

            private struct Pending {
                let id: Int
                let name: String
                let argument: AnyHashable?
                /// nil once the request was cancelled with its task: its response will be thrown away.
                var continuation: CheckedContinuation<(any Sendable)?, any Error>?
            }

            private var pending: [Pending] = []
            private var count = 0
            /// Requests `complete` answered whose tasks have not run since (`SpecClock.settle`).
            private var waking: Set<Int> = []
            var isWaking: Bool { !waking.isEmpty }

            /// Waits for the response; `live` computes the spec's response from the argument.
            func response<T>(_ name: String, argument: AnyHashable?, honoursCancellation: Bool,
                             live: () -> T) async throws -> T {
                guard SpecClock.shared.isSeamed else {
                    if honoursCancellation {
                        do { try await Task.sleep(for: .milliseconds(Self.latency)) } catch { throw URLError(.cancelled) }
                    }
                    else { try? await Task.sleep(for: .milliseconds(Self.latency)) }
                    return live()
                }
                // A cancelled URLSession request throws URLError.cancelled, not CancellationError (§75).
                if honoursCancellation && Task.isCancelled { throw URLError(.cancelled) }
                count += 1
                let id = count
                defer { waking.remove(id) }
                let value = try await withTaskCancellationHandler {
                    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<(any Sendable)?, any Error>) in
                        pending.append(Pending(id: id, name: name, argument: argument, continuation: continuation))
                    }
                } onCancel: {
                    if honoursCancellation { Task { @MainActor in SpecRequests.shared.cancel(id) } }
                }
                return (value as? T) ?? live()
            }

            private func cancel(_ id: Int) {
                guard let i = pending.firstIndex(where: { $0.id == id }), let continuation = pending[i].continuation else { return }
                pending[i].continuation = nil
                continuation.resume(throwing: URLError(.cancelled))
            }

            /// Delivers a pending request's response (`value`, or nil for the spec's own) or an error:
            /// a message, or an error of the app's own (`failure`).
            func complete(_ name: String, _ which: Which, value: (any Sendable)? = nil, error: String? = nil, failure: (any Error)? = nil) {
                let candidates = pending.indices.filter { pending[$0].name == name }
                let chosen: Int?
                switch which {
                case .only, .first: chosen = candidates.first
                case .last: chosen = candidates.last
                case .place(let n): chosen = n <= candidates.count ? candidates[n - 1] : nil
                case .argument(let argument, let last):
                    let matching = candidates.filter { pending[$0].argument == argument }
                    chosen = last ? matching.last : matching.first
                case .argumentAt(let argument, let place):
                    let matching = candidates.filter { pending[$0].argument == argument }
                    chosen = place <= matching.count ? matching[place - 1] : nil
                }
                guard let chosen else { return }
                let request = pending.remove(at: chosen)
                if request.continuation != nil { waking.insert(request.id) }
                if let failure { request.continuation?.resume(throwing: failure) }
                else if let error { request.continuation?.resume(throwing: SpecRequestError(message: error)) }
                else { request.continuation?.resume(returning: value) }
            }
        }

        /// The error a script completes a request with; its message is its `localizedDescription`.
        struct SpecRequestError: LocalizedError {
            let message: String
            var errorDescription: String? { message }
        }
        """
}
