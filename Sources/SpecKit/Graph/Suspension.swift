/// An app in the background is suspended (docs/semantics.md §41): none of its code runs, so the
/// clock moves on but no timer fires, no sleep ends and no response reaches the task awaiting it.
/// When the scene comes back, the app runs again: what fell due runs once, in deadline order,
/// after the scene's first foreground update (inactive) settled and before it becomes active.

/// Work of the app that fell due while it was suspended, as the trace tells it.
public enum HeldWork: Sendable, Hashable {
    /// A view's repeating timer: the first fire it missed, and how many fell due by the time the
    /// app runs again (it fires once for them all).
    case timer(NodeRef, every: Int, due: Int, fellDue: Int)
    /// A task's sleep that ended at `due`.
    case sleep(TaskRef, due: Int)
    /// A request's response, which arrived at `at`.
    case response(RequestRef, at: Int)
}

/// A response the script completed while the app was suspended: the step, when it arrived, and
/// its place among the work that waits, which the app takes in deadline order.
struct HeldAnswer {
    var completion: Completion
    var at: Int
    var order: Int
}

extension Graph {
    /// `advance:` while suspended: the clock moves to `target` and nothing runs; each sleep or
    /// timer that falls due on the way is told to wait.
    func waitSuspended(until target: Int) {
        if recording {
            for entry in schedule.filter({ $0.due > now && $0.due <= target }).sorted(by: { ($0.due, $0.order) < ($1.due, $1.order) }) {
                switch entry.what {
                case .task(let number):
                    if let task = tasks[number] { emit(.waitsWhileSuspended(.sleep(task.ref, due: entry.due))) }
                case .timer(let id):
                    if let node = nodes[id], let timer = node.modifiers.timer {
                        emit(.waitsWhileSuspended(.timer(node.ref, every: timer.every, due: entry.due, fellDue: 1)))
                    }
                }
            }
        }
        if target > now {
            emit(.clockAdvanced(from: now, to: target))
            now = target
        }
    }

    /// `complete:` while suspended: the response arrives, and waits in the request until the app
    /// runs again. Its value or error is worked out now, so a mistake in the step is said at it.
    func holdAnswer(_ c: Completion, to index: Int) throws {
        let pending = pendingRequests[index]
        if !pending.cancelled, try spec.requestError(of: c) == nil { _ = try response(c, pending) }
        scheduleOrder += 1
        pendingRequests[index].answer = HeldAnswer(completion: c, at: now, order: scheduleOrder)
        emit(.waitsWhileSuspended(.response(pending.ref, at: now)))
    }

    /// The app runs again: each sleep that ended, timer that fell due and response that arrived
    /// while it was suspended runs once, in order of time, each its own transaction. A timer that
    /// missed several fires fires once, then keeps its schedule, as Foundation's `Timer` does.
    func runAgain(at location: Location) throws {
        enum Work { case entry(Scheduled), response(Int) }
        var due: [(time: Int, order: Int, work: Work)] = schedule.filter { $0.due <= now }.map { ($0.due, $0.order, .entry($0)) }
        for p in pendingRequests { if let a = p.answer { due.append((a.at, a.order, .response(p.ref.number))) } }
        guard !due.isEmpty else { return }
        due.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        for item in due {
            lastHandlers = []
            switch item.work {
            case .entry(let entry):
                // Work that ran before may have cancelled a sleeper or removed a timer's view.
                guard schedule.contains(where: { $0.order == entry.order }) else { continue }
                schedule.removeAll { $0.order == entry.order }
                switch entry.what {
                case .task(let number):
                    guard let task = tasks[number] else { continue }
                    emit(.runsAgain(.sleep(task.ref, due: entry.due)))
                    try resume(number, .sleepEnded)
                case .timer(let id):
                    guard let node = nodes[id], let timer = node.modifiers.timer else { continue }
                    let fellDue = (now - entry.due) / timer.every + 1
                    emit(.runsAgain(.timer(node.ref, every: timer.every, due: entry.due, fellDue: fellDue)))
                    try fireTimer(of: node, timer, next: entry.due + fellDue * timer.every)
                }
                try startSpawned()
                try settle(at: location)
            case .response(let number):
                guard let index = pendingIndex(of: number), let answer = pendingRequests[index].answer else { continue }
                emit(.runsAgain(.response(pendingRequests[index].ref, at: answer.at)))
                try deliver(index, answer.completion, at: location)
            }
        }
    }
}
