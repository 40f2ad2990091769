/// What became of an async let's child task, kept by the task that declared it until it awaits
/// the name (docs/semantics.md §56).
enum ChildOutcome: Hashable {
    /// Still running, as the task with this number.
    case running(Int)
    case finished(Value)
    /// Its request threw this error.
    case threw(ThrownError)
    /// It ended without a value or an error of its own (no request's end gives this today); its
    /// await throws CancellationError.
    case cancelled
}

extension ChildOutcome {
    /// How a child task's end reads to its parent: the value its request gave, the error it
    /// threw (a cancelled request's own, URLError.cancelled, §27.4, which the await rethrows,
    /// §56.3), or neither. An async let's child and a group's child end the same way.
    init(ending how: TaskEnd, value: Value?) {
        if case .finished = how, let value { self = .finished(value) }
        else if let error = how.error { self = .threw(error) }
        else { self = .cancelled }
    }
}

/// The error an await of an async let throws: its child's request's (URLError.cancelled when the
/// child was cancelled, §56.3), or CancellationError (nil) for a child that ended with neither.
struct ChildFailure: Error {
    let child: String
    /// What its request threw; nil when the child was cancelled.
    let thrown: ThrownError?

    var error: ThrownError { thrown ?? .cancellation }
    /// As the trace names it where a `catch` takes it or `try?` makes it nil.
    var described: String {
        thrown.map { "\($0.name) at the await of async let \(child), the error its child's request threw" }
            ?? "CancellationError at the await of async let \(child), whose child was cancelled"
    }
    /// How the task that awaited it ends when nothing takes it.
    var end: TaskEnd { .childThrew(child: child, error: thrown) }
}

/// Structured concurrency in a task: `async let` starts a child task that runs beside its
/// parent; the parent's `await` waits for it; cancelling the parent cancels its children; the
/// children it never awaited are cancelled and awaited when it ends (SE-0317).
extension Graph {
    /// `async let profile = loadProfile()`: the child task starts now and runs up to its request,
    /// while the parent goes on with its next statement.
    func startChild(named name: String, request: String, argument: Expr?, of parent: RunningTask, at statement: Statement) throws {
        let target = Expr(.name(name), at: statement.location, source: name)
        var call = Statement(.request(name: request, argument: argument, target: target), at: statement.location,
                             source: "\(name) = await \(request)(\(argument?.source ?? ""))")
        call.declaresLocal = true
        taskCount += 1
        var ref = TaskRef(number: taskCount, view: parent.ref.view, id: nil, structured: false)
        ref.child = name
        ref.parent = parent.ref.number
        tasks[taskCount] = RunningTask(ref: ref, owner: parent.owner, locals: parent.locals, body: [call])
        let number = taskCount
        tasks[parent.ref.number]?.children[name] = .running(number)
        count(async: "Tasks.started")
        emit(.taskStarted(ref))
        // A child of a task already cancelled starts cancelled (SE-0317).
        if tasks[parent.ref.number]?.cancelled == true {
            cancel(number, reason: "its parent, task #\(parent.ref.number), was already cancelled, and a child task starts cancelled")
        }
        try resume(number, .start)
    }

    /// `await profile` or `await (profile, posts)`: the values of the children in order; or the
    /// error of the first, in that order, that threw, which the await throws (SE-0317); or nil
    /// when the task suspended at one still running.
    func awaitChildren(_ names: [String], of task: inout RunningTask, at statement: Statement) -> Result<[Value], ChildFailure>? {
        var values: [Value] = []
        for name in names {
            switch task.children[name] {
            case .running(let number)?:
                task.waiting = .child(name: name, task: number)
                return nil
            case .finished(let value)?:
                values.append(value)
            case .threw(let message)?:
                return .failure(ChildFailure(child: name, thrown: message))
            case .cancelled?:
                return .failure(ChildFailure(child: name, thrown: nil))
            case nil:
                // The checks before the run refuse this; a task that got here names no child.
                return .failure(ChildFailure(child: name, thrown: .message("no async let \(name)")))
            }
        }
        return .success(values)
    }

    /// An async let's child threw where its parent awaits it: `try?` makes the await nil, a `do`'s
    /// `catch` that takes the error runs, as a job after the code running now (§56.4, §75); or
    /// else the parent ends with it.
    func childFailed(_ parent: Int, _ failure: ChildFailure) -> (parent: Int, Resumption)? {
        guard let task = tasks[parent] else { return nil }
        let statement = task.body[task.pc]
        if statement.swallowsErrors {
            // It goes on as a job of its own, after the code running now, as `caughtLater`'s do.
            emit(.errorSwallowed(task.ref, at: statement.source, thrown: failure.described))
            tasks[parent]?.waiting = nil
            tasks[parent]?.caught = .childSwallowed(name: failure.child, at: statement.source)
            count(async: "Tasks.suspended", by: -1)
            spawned.append(parent)
            return nil
        }
        if caughtLater(parent, error: failure.error, thrown: failure.described) { return nil }
        return end(parent, failure.end)
    }

    /// The children of a task that have not ended, by name.
    func liveChildren(of task: RunningTask) -> [(name: String, number: Int)] {
        task.children.compactMap { name, outcome in
            if case .running(let number) = outcome { (name, number) } else { nil }
        }.sorted { $0.number < $1.number }
    }

    /// Whether a task has a child that has not ended: asked at each child's end, without listing them.
    func hasLiveChildren(_ number: Int) -> Bool {
        tasks[number]?.children.values.contains { if case .running = $0 { true } else { false } } ?? false
    }

    /// A task ends with children it never awaited: each is cancelled; the task ends once they
    /// have, waiting meanwhile. True when the task may end now.
    func exitScope(_ number: Int, _ how: TaskEnd) -> Bool {
        guard var task = tasks[number] else { return true }
        let live = liveChildren(of: task)
        if live.isEmpty { return true }
        if task.exit == nil {
            task.exit = how
            tasks[number] = task
            for child in live {
                cancel(child.number, reason: task.cancelled
                       ? "its parent, task #\(number), was cancelled, and cancellation reaches its async let children"
                       : "its parent, task #\(number), left the scope of async let \(child.name) without awaiting it (SE-0317)")
            }
            guard let after = tasks[number] else { return false }
            task = after
        }
        let still = liveChildren(of: task)
        if still.isEmpty { return true }
        if task.waiting == nil { count(async: "Tasks.suspended") }
        task.waiting = .children(still.map(\.name))
        tasks[number] = task
        emit(.taskSuspended(task.ref, waiting: .children(still.map(\.name))))
        return false
    }

    /// A child ended: its parent keeps the outcome. A parent awaiting this child and the child
    /// threw ends too; one that was waiting to end does when its last child has. Returns the
    /// parent to resume when the child finished with the value it awaits.
    func childEnded(_ child: RunningTask, _ how: TaskEnd) -> (parent: Int, Resumption)? {
        guard let parentNumber = child.ref.parent, let name = child.ref.child, tasks[parentNumber] != nil else { return nil }
        // A group's child: its result waits in the group, and its parent resumes as a job (§88).
        if child.ref.groupCall != nil {
            groupChildEnded(child, how, parent: parentNumber)
            return nil
        }
        let outcome = ChildOutcome(ending: how, value: child.locals[name])
        // In place: a copy of the parent would copy its children's table at each child's end.
        tasks[parentNumber]!.children[name] = outcome
        switch tasks[parentNumber]!.waiting {
        case .child(name, child.ref.number)?:
            switch outcome {
            case .finished(let value): return (parentNumber, .childFinished(name: name, value))
            case .threw(let message): return childFailed(parentNumber, ChildFailure(child: name, thrown: message))
            default: return childFailed(parentNumber, ChildFailure(child: name, thrown: nil))
            }
        case .children?:
            if !hasLiveChildren(parentNumber) { end(parentNumber, tasks[parentNumber]!.exit ?? .finished) }
        default:
            break
        }
        return nil
    }
}
