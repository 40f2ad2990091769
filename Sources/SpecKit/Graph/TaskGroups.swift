/// Task groups (docs/semantics.md §88, SE-0304): `withTaskGroup`'s body runs as its task's own
/// statements in a frame of its own; `group.addTask { … }` starts a child at once, which runs its
/// request beside the task; `for await n in group` takes the children's results in the order
/// they ended; the end of the body waits for the children left; cancelling the task or
/// `cancelAll()` cancels the children, and an error leaving the body cancels them, waits for
/// them, and is rethrown where the group stands.

/// A group while its body runs: kept with its task, from `withTaskGroup` to the group's end.
struct TaskGroupRun {
    let name: String
    let throwing: Bool
    /// `cancelAll()` ran: a child added from now on starts cancelled.
    var cancelled = false
    /// The children still running, by number, in the order they were added.
    var running: [Int] = []
    /// The children that ended and whose results no loop has taken, in the order they ended.
    var ended: [GroupResult] = []
    /// The error that left the body: rethrown once the children have ended.
    var leaving: GroupFailure?
}

/// A child's result, waiting in its group for a loop to take it.
struct GroupResult {
    let child: Int
    /// Its call as its closure made it, `load(2)`.
    let call: String
    let outcome: ChildOutcome
}

/// An error that leaves a group's body: a child's, which `for try await` rethrew.
struct GroupFailure {
    let call: String
    let child: Int
    let error: ThrownError
    var described: String { "\(error.name), the error of group child \(call) (#\(child))" }
}

/// What the task does after a group's statement: the next statement, the same one or another
/// place at once (`.again`), or nothing, as it suspended or ended.
enum GroupStep {
    case next, again, stopped
}

extension Graph {
    /// The key of a group's child in its task's table of children.
    static func groupChildKey(_ number: Int) -> String { "group child #\(number)" }

    /// A group's statement among the task's own.
    func runGroupStatement(_ g: TaskGroupStatement, _ statement: Statement, _ number: Int, loopTurns: inout Int) throws -> GroupStep {
        guard var task = tasks[number] else { return .stopped }
        switch g {
        case .scope(let scope):
            task.group = TaskGroupRun(name: scope.group, throwing: scope.throwing)
            enterBlock(scope.body, of: &task, kind: .groupBody, after: task.pc + 1)
            tasks[number] = task
            emit(.taskGroup(task.ref, .entered(function: scope.function, group: scope.group)))
            return .again
        case .addTask(let child):
            try addGroupChild(child, statement, of: number, locals: task.locals)
            return .next
        case .cancelAll(let group):
            cancelGroup(number, group: group)
            return .next
        case .next(let loop):
            return try takeGroupResult(loop, statement, number, turns: &loopTurns)
        }
    }

    /// `group.addTask { … }` or `group.cancelAll()` in a block that runs at once: an `if`'s
    /// branch, a `for … in` loop's turn, a `for await` loop's body (§88).
    func runGroupStatementAtOnce(_ g: TaskGroupStatement, _ statement: Statement, of task: RunningTask, locals: [String: Value]) throws {
        switch g {
        case .addTask(let child): try addGroupChild(child, statement, of: task.ref.number, locals: locals)
        case .cancelAll(let group): cancelGroup(task.ref.number, group: group)
        case .scope, .next: break   // they await: the task runs them among its own statements
        }
    }

    /// A child starts now, with the argument its closure captured, and runs up to its request;
    /// in a cancelled task or group it starts cancelled (SE-0304).
    func addGroupChild(_ child: GroupChildCall, _ statement: Statement, of number: Int, locals: [String: Value]) throws {
        guard let parent = tasks[number], let run = parent.group else {
            throw Diagnostic("`\(statement.source)` runs outside the body of its group", at: statement.location)
        }
        var scoped = parent
        scoped.locals = locals
        let argument = try child.argument.map { try Evaluator.evaluate($0, in: taskScope(scoped)) }
        taskCount += 1
        let childNumber = taskCount
        let key = Self.groupChildKey(childNumber)
        let captured = "group·argument"
        var call = Statement(.request(name: child.request, argument: argument.map { _ in Expr(.name(captured), at: statement.location, source: captured) },
                                      target: Expr(.name(key), at: statement.location, source: key)),
                             at: statement.location, source: child.call)
        call.declaresLocal = true
        call.swallowsErrors = child.swallows
        call.triesErrors = child.tries
        var ref = TaskRef(number: childNumber, view: parent.ref.view, id: nil, structured: false)
        ref.child = key
        ref.parent = number
        ref.groupCall = "\(child.request)(\(argument?.literal ?? ""))"
        var childLocals = parent.locals
        if let argument { childLocals[captured] = argument }
        tasks[childNumber] = RunningTask(ref: ref, owner: parent.owner, locals: childLocals, body: [call])
        tasks[number]?.children[key] = .running(childNumber)
        tasks[number]?.group?.running.append(childNumber)
        count(async: "Tasks.started")
        emit(.taskStarted(ref))
        if parent.cancelled {
            cancel(childNumber, reason: "its parent, task #\(number), is cancelled, and a child added to its group starts cancelled (SE-0304)")
        } else if run.cancelled {
            cancel(childNumber, reason: "`\(run.name).cancelAll()` ran before it was added, and a child added to a cancelled group starts cancelled (SE-0304)")
        }
        try resume(childNumber, .start)
    }

    /// `group.cancelAll()`: the children running are cancelled, and those added later start so.
    func cancelGroup(_ number: Int, group: String) {
        guard let task = tasks[number], task.group != nil else { return }
        tasks[number]?.group?.cancelled = true
        let running = task.group?.running ?? []
        emit(.taskGroup(task.ref, .cancelledAll(group: group, running: running.count)))
        for child in running {
            cancel(child, reason: "`\(group).cancelAll()` ran in its parent, task #\(number), which cancels the group's children (SE-0304)")
        }
    }

    /// A turn of `for await n in group`: the result of the child that ended first among those
    /// not taken runs the body now; with none ended, the task waits for the next to end; with no
    /// child left, the loop ends. A child's error, under `for try await`, leaves the body.
    private func takeGroupResult(_ loop: GroupLoop, _ statement: Statement, _ number: Int, turns: inout Int) throws -> GroupStep {
        guard var task = tasks[number], var run = task.group else {
            throw Diagnostic("`\(statement.source)` runs outside the body of its group", at: statement.location)
        }
        guard !run.ended.isEmpty else {
            if run.running.isEmpty {
                emit(.taskGroup(task.ref, .loopEnded(group: loop.group)))
                return .next
            }
            task.waiting = .taskGroup(loop.group, draining: false)
            suspend(task)
            return .stopped
        }
        let result = run.ended.removeFirst()
        task.group = run
        tasks[number] = task
        let value: Value
        switch result.outcome {
        case .finished(let v): value = v
        case .threw(let error):
            try leaveGroupBody(number, GroupFailure(call: result.call, child: result.child, error: error), tried: loop.tries, at: statement)
            return .again
        case .cancelled, .running:
            try leaveGroupBody(number, GroupFailure(call: result.call, child: result.child, error: .cancellation), tried: loop.tries, at: statement)
            return .again
        }
        turns += 1
        if turns > limits.valueSize {
            throw Diagnostic("the loop at `for await \(loop.variable) in \(loop.group)` ran more than \(limits.valueSize) turns in one job of the task",
                             at: statement.location, hint: "docs/limits.md lists the limits")
        }
        emit(.taskGroup(task.ref, .taken(group: loop.group, variable: loop.variable, child: result.child, call: result.call,
                                         value: value, waiting: run.ended.count)))
        var turn = task
        turn.bind(loop.variable, value)
        do {
            // In the scope of the code it stands in: a view's, or an awaited method's instance (§62).
            if let returned = try runBlock(loop.body, of: task, in: taskScope(turn), locals: turn.locals,
                                           refusingAwaitsIn: "a for-await loop's body") {
                // `return` leaves the group's closure: the group then waits for its children.
                returnedValue = nil
                emit(.taskGroup(task.ref, .returned(group: loop.group, source: returned)))
                toGroupEnd(number)
            }
        } catch let leaving as LeavingLoop {
            if leaving.jump == .breakLoop {
                emit(.taskGroup(task.ref, .left(group: loop.group)))
                return .next
            }
        }
        return .again
    }

    /// A child's error leaves the group's body: the children still running are cancelled, and
    /// the error waits for them to end before the group rethrows it (SE-0304).
    private func leaveGroupBody(_ number: Int, _ failure: GroupFailure, tried: Bool, at statement: Statement) throws {
        guard tried else {
            // The checks require `for try await` in a throwing group, and a non-throwing one's
            // children cannot throw.
            throw Diagnostic("group child \(failure.call) threw \(failure.error.name), which `\(statement.source)` cannot rethrow", at: statement.location,
                             hint: "write `for try await` in a `withThrowingTaskGroup`")
        }
        guard let task = tasks[number], let run = task.group else { return }
        emit(.taskGroup(task.ref, .rethrown(group: run.name, call: failure.call, child: failure.child, error: failure.error.name, running: run.running.count)))
        tasks[number]?.group?.leaving = failure
        tasks[number]?.group?.cancelled = true
        for child in run.running {
            cancel(child, reason: "\(failure.error.name) left the body of its group in task #\(number), which cancels the children still running (SE-0304)")
        }
        toGroupEnd(number)
    }

    /// The task goes to the end of the group's body, where it waits for the children left.
    private func toGroupEnd(_ number: Int) {
        guard var task = tasks[number] else { return }
        while let kind = task.frames.last?.kind, kind != .groupBody, kind != .method { _ = leaveMethod(of: &task) }
        task.pc = task.body.count
        tasks[number] = task
    }

    /// The group's body ended: with children running, the task waits for them (their results
    /// are dropped); then the group ends, and rethrows the error that left its body, if one did.
    /// True when the task goes on, after the group or in the `catch` that took its error; false
    /// when it waits for its children or the error ended it.
    func endGroupBody(_ number: Int) throws -> Bool {
        guard var task = tasks[number], let run = task.group else { return false }
        if !run.running.isEmpty {
            task.waiting = .taskGroup(run.name, draining: true)
            suspend(task)
            return false
        }
        task.group = nil
        _ = leaveMethod(of: &task)
        let function = run.throwing ? "withThrowingTaskGroup" : "withTaskGroup"
        emit(.taskGroup(task.ref, .ended(function: function, group: run.name, dropped: run.ended.count, rethrowing: run.leaving?.described)))
        tasks[number] = task
        guard let failure = run.leaving else { return true }
        // The error comes out of `try await withThrowingTaskGroup`, where any await's goes (§75).
        if let caught = try catchThrown(in: &task, error: failure.error) {
            switch caught {
            case .swallowed(let call):
                emit(.errorSwallowed(task.ref, at: call.source, thrown: failure.described))
                if let target = call.awaitTarget {
                    if call.declaresLocal, case .name(let name) = target.kind { task.bind(name, .null) }
                    else { try Evaluator.store(.null, in: target, scope: taskScope(task)) }
                }
                task.pc += 1
            case .handled(let clause, let why):
                emit(.errorCaught(task.ref, clause: clause.head, thrown: failure.described, why: why))
            }
            tasks[number] = task
            return true
        }
        end(number, .groupThrew(call: failure.call, error: failure.error))
        return false
    }

    /// A group's child ended: its result waits in the group, in the order the children ended,
    /// and its parent, waiting for a result or for its last child, resumes as a job of its own.
    func groupChildEnded(_ child: RunningTask, _ how: TaskEnd, parent: Int) {
        guard let key = child.ref.child, let call = child.ref.groupCall else { return }
        let outcome = ChildOutcome(ending: how, value: child.locals[key])
        tasks[parent]?.children[key] = nil
        guard var run = tasks[parent]?.group else { return }
        run.running.removeAll { $0 == child.ref.number }
        run.ended.append(GroupResult(child: child.ref.number, call: call, outcome: outcome))
        tasks[parent]?.group = run
        switch tasks[parent]?.waiting {
        case .taskGroup(let group, let draining)?:
            guard !draining || run.running.isEmpty else {
                if let ref = tasks[parent]?.ref {
                    emit(.taskGroup(ref, .stillAwaiting(group: group, child: child.ref.number, running: run.running.count)))
                }
                return
            }
            tasks[parent]?.waiting = nil
            tasks[parent]?.caught = .groupChildEnded(group: group, child: child.ref.number)
            count(async: "Tasks.suspended", by: -1)
            spawned.append(parent)
        case .children?:
            if exitAwaitEnded(parent), let exit = tasks[parent]?.exit { end(parent, exit) }
        default:
            break
        }
    }
}
