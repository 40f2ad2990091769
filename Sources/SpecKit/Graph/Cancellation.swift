/// Cancelling a task: cooperative, as Swift's is (docs/semantics.md §27): the flag is set, and
/// what the task waits on decides whether it ends now.
extension Graph {
    /// What a cancelled sleep throws, and a cancelled request, for the trace.
    static let cancelledSleep = "CancellationError, as the task is cancelled"
    static let cancelledRequest = "an error, as the task is cancelled and the request stops with it"
    static let cancelledCheck = "CancellationError, as the task is cancelled"

    /// `pending?.cancel()` in `node`'s action: the kept task is cancelled as any task is, or,
    /// ended or cancelled already, nothing happens, which the trace says (§63).
    func cancelKept(_ handle: TaskHandle, by source: String, in node: Node) {
        guard let task = tasks[handle.number], !task.cancelled else {
            emit(.cancelIgnored(node.ref, task: handle.number, ended: tasks[handle.number] == nil, source: source))
            return
        }
        cancel(handle.number, reason: "`\(source)` ran in \(node.component.name)'s action")
    }

    /// Cooperative cancellation: the flag is set; a sleep or a cancellation-aware request throws
    /// now, so the rest of the task does not run; a request that ignores it goes on.
    func cancel(_ number: Int?, reason: String) {
        guard let number, var task = tasks[number], !task.cancelled else { return }
        task.cancelled = true
        task.cancellation = (reason, stepRunning)
        tasks[number] = task
        count(async: "Tasks.cancelled")
        var why = reason
        if case .request(let request)? = task.waiting, let i = pendingIndex(of: request.number),
           pendingRequests[i].decl.cancellation == .ignoring {
            why += "; \(request.description) ignores cancellation and goes on"
        }
        emit(.taskCancelled(task.ref, reason: why))
        // Its async lets' children are cancelled with it: an await of one then throws (§56).
        for child in liveChildren(of: task) {
            let kind = tasks[child.number]?.ref.groupCall != nil ? "its task group's children" : "its async let children"
            cancel(child.number, reason: "its parent, task #\(number), was cancelled, and cancellation reaches \(kind)")
        }
        guard let task = tasks[number] else { return }
        switch task.waiting {
        case .sleep? where task.body[task.pc].swallowsErrors:
            // The sleep throws `CancellationError`, which `try?` swallows: the task goes on with
            // the next statement, as a job after the code that cancelled it.
            unschedule(.task(number))
            var resumed = task
            resumed.waiting = nil
            resumed.pc += 1
            tasks[number] = resumed
            count(async: "Tasks.suspended", by: -1)
            emit(.errorSwallowed(task.ref, at: task.body[task.pc].source, thrown: Self.cancelledSleep))
            spawned.append(number)
        case .sleep?:
            unschedule(.task(number))
            if caughtLater(number, error: .cancellation, thrown: Self.thrownOut(Self.cancelledSleep, at: task.body[task.pc], of: task)) { return }
            end(number, .cancelled(at: task.body[task.pc].source))
        case .values? where handedValue.contains(number):
            // Its iterator already holds a value of the post going on: the body runs with it at
            // its turn, and the loop ends at the next value it asks for.
            break
        case .values?:
            // The loop's iterator sees the cancellation and ends the loop, the last statement.
            end(number, .cancelled(at: task.body[task.pc].source))
        case .stream? where task.caught != nil, .streamTurn?:
            // A yield, the end, or the buffer already gave its loop what `next()` returns: the
            // body runs, or the loop ends, at its turn; the next `next()` sees the cancellation (§83).
            break
        case .stream(let instance, let name)?:
            // Swift's `next()` is cancelled: the stream terminates, and its loops, this one among
            // them, get nil and go on after the loop (§83).
            terminate(name, of: instance, by: number)
        case .task?:
            // Awaiting a task's value is no cancellation point: it waits for that task's end (§67).
            break
        case .child?, .children?, .taskGroup?:
            // The child it awaits was cancelled above; it ends the await, or the task, when it ends.
            break
        case .request(let request)?:
            guard let i = pendingIndex(of: request.number), pendingRequests[i].decl.cancellation == .throwing else { return }
            pendingRequests[i].cancelled = true
            count(async: "Requests.cancelled")
            emit(.requestCancelled(request))
            guard task.body[task.pc].swallowsErrors else {
                if caughtLater(number, error: .cancelledRequest, thrown: Self.thrownOut(Self.cancelledRequest, at: task.body[task.pc], of: task)) { return }
                end(number, .cancelled(at: task.body[task.pc].source))
                return
            }
            // `try?` makes the error nil: the task goes on as a job after the code that cancelled
            // it, as a swallowed sleep does, and its response is thrown away when it comes.
            unschedule(.task(number))
            var resumed = task
            resumed.waiting = nil
            resumed.swallowed = request
            tasks[number] = resumed
            count(async: "Tasks.suspended", by: -1)
            emit(.errorSwallowed(task.ref, at: task.body[task.pc].source, thrown: Self.cancelledRequest))
            spawned.append(number)
        case nil:
            break
        }
    }

    /// Where a pending request is: they are kept in the order they started, which is the order of
    /// their numbers, so a search halves it. A task's thousands of children each waiting on a
    /// request made a search of them all for each child cancelled.
    func pendingIndex(of number: Int) -> Int? {
        var (low, high) = (0, pendingRequests.count)
        while low < high {
            let middle = (low + high) / 2
            let n = pendingRequests[middle].ref.number
            if n == number { return middle }
            if n < number { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}

extension RunningTask {
    /// `at step 2 (tap "hide"), as its view went away`; nil while it is not cancelled.
    var cancelledBy: String? {
        cancellation.map { c in c.step.map { "at step \($0.index) (\($0.summary)), as \(c.reason)" } ?? "as \(c.reason)" }
    }
}
