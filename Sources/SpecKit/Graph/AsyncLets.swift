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

    /// A task ends with children it never awaited (SE-0317). The levels inside its closure's own
    /// end first: their `defer` bodies are kept to run, and a task group's children left are
    /// cancelled and awaited. Then the closure's own cleanups run, the last declared first: a
    /// `defer` body is kept to run, an async let never awaited is cancelled and awaited, the task
    /// waiting for its child meanwhile (§56.4, §77.1). True when the task may end now.
    func exitScope(_ number: Int, _ how: TaskEnd) -> Bool {
        guard let (cleanups, awaited) = takeCleanups(number, how) else { return true }
        if tasks[number]?.group != nil {
            let inGroup = groupChildrenLeft(number)
            if !inGroup.isEmpty {
                let cancelled = tasks[number]?.cancelled == true
                for child in inGroup {
                    cancel(child.number, reason: cancelled
                           ? "its parent, task #\(number), was cancelled, and cancellation reaches its task group's children"
                           : "its parent, task #\(number), left the scope of its task group with this child running (SE-0304)")
                }
                if tasks[number] != nil { setOwnDeferred(cleanups, of: &tasks[number]!) }
                return awaitAtExit(number, groupChildrenLeft(number).map(\.name))
            }
        }
        return runOwnCleanups(number, cleanups, after: awaited)
    }

    /// The start of a task's end, or its going on after a wait there: the `defer` bodies of the
    /// levels inside its closure are kept to run, the first time, and its closure's own cleanups
    /// are taken out of it while they run (a list it shared would be copied at each one taken),
    /// with the async let whose implicit await it comes back from. Nil when nothing waits, and the
    /// task's `defer` bodies are kept as it ends.
    private func takeCleanups(_ number: Int, _ how: TaskEnd) -> (cleanups: [[Statement]], awaited: String?)? {
        guard var task = tasks[number] else { return nil }
        if task.exit == nil {
            guard hasLiveChildren(number) else { return nil }
            task.exit = how
            keepInnerDeferred(of: &task)
        }
        // An async let's outcome stays in the table, where a group's child's goes.
        var awaited: String?
        if case .children(let names)? = task.waiting, names.count == 1, task.children[names[0]] != nil { awaited = names[0] }
        // Back from a wait, or leaving one its end interrupted: a wait below counts again.
        if task.waiting != nil {
            task.waiting = nil
            count(async: "Tasks.suspended", by: -1)
        }
        let cleanups = ownDeferred(of: task)
        setOwnDeferred([], of: &task)
        tasks[number] = task
        return (cleanups, awaited)
    }

    /// The children of the task group whose body a task is leaving, still running.
    private func groupChildrenLeft(_ number: Int) -> [(name: String, number: Int)] {
        guard let task = tasks[number] else { return [] }
        return liveChildren(of: task).filter { tasks[$0.number]?.ref.groupCall != nil }
    }

    /// The cleanups of a task's own closure left to run, the last declared first: a `defer` body is
    /// kept to run, an async let's child still running is cancelled and awaited. Reads the task
    /// where it is stored, never a copy, as each child's end changes its table of children.
    private func runOwnCleanups(_ number: Int, _ cleanups: [[Statement]], after awaited: String?) -> Bool {
        var (cleanups, awaited) = (cleanups, awaited)
        while let cleanup = cleanups.popLast() {
            guard let name = Self.implicitAwait(cleanup) else {
                guard let task = tasks[number] else { return false }
                var run = DeferredRun(task: ownLevel(of: task), body: cleanup)
                run.order = awaited.map { .afterImplicitAwait($0) } ?? runningBefore(cleanups, in: number).map { .beforeImplicitAwait($0) }
                deferredRuns.append(run)
                continue
            }
            guard case .running(let child)? = tasks[number]?.children[name] else { continue }
            awaited = name
            cancel(child, reason: tasks[number]?.cancelled == true
                   ? "its parent, task #\(number), was cancelled, and cancellation reaches its async let children"
                   : "its parent, task #\(number), left the scope of async let \(name) without awaiting it (SE-0317)")
            guard tasks[number] != nil else { return false }
            if case .running? = tasks[number]?.children[name] {
                setOwnDeferred(cleanups, of: &tasks[number]!)
                return awaitAtExit(number, [name])
            }
        }
        return true
    }

    /// The task waits at its scope's end for these children to end; false, as it may not end yet.
    private func awaitAtExit(_ number: Int, _ names: [String]) -> Bool {
        guard var task = tasks[number] else { return false }
        if names.isEmpty { return exitScope(number, task.exit ?? .finished) }
        task.waiting = .children(names)
        tasks[number] = task
        count(async: "Tasks.suspended")
        emit(.taskSuspended(task.ref, waiting: .children(names)))
        return false
    }

    /// Whether the children a task awaits at its scope's end have all ended: its end goes on.
    func exitAwaitEnded(_ number: Int) -> Bool {
        guard let task = tasks[number], task.exit != nil, case .children(let names)? = task.waiting else { return false }
        return !names.contains { if case .running? = task.children[$0] { true } else { false } }
    }

    /// The nearest async let declared before a cleanup, among `cleanups`, whose child still runs.
    private func runningBefore(_ cleanups: [[Statement]], in number: Int) -> String? {
        for cleanup in cleanups.reversed() {
            if let name = Self.implicitAwait(cleanup), case .running? = tasks[number]?.children[name] { return name }
        }
        return nil
    }

    /// Keeps the `defer` bodies of the levels inside the task's own closure, innermost first,
    /// leaving them empty; the closure's own are the task's when it runs no block, else its
    /// outermost frame's.
    private func keepInnerDeferred(of task: inout RunningTask) {
        guard !task.frames.isEmpty else { return }
        keepDeferred(of: task, framesFrom: 1)
        task.deferred = []
        for k in task.frames.indices.dropFirst() { task.frames[k].deferred = [] }
    }

    /// The cleanups of the task's own closure, in the order declared.
    private func ownDeferred(of task: RunningTask) -> [[Statement]] {
        task.frames.first?.deferred ?? task.deferred
    }

    private func setOwnDeferred(_ cleanups: [[Statement]], of task: inout RunningTask) {
        if task.frames.isEmpty { task.deferred = cleanups } else { task.frames[0].deferred = cleanups }
    }

    /// The task as its own closure's level sees it: that level's constants and receiver.
    private func ownLevel(of task: RunningTask) -> RunningTask {
        guard let outer = task.frames.first else { return task }
        var level = task
        (level.locals, level.receiver) = (outer.locals, outer.receiver)
        return level
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
            if exitAwaitEnded(parentNumber) { end(parentNumber, tasks[parentNumber]!.exit ?? .finished) }
        default:
            break
        }
        return nil
    }
}
