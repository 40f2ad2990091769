/// A task's statements that run to their end without waiting: an assignment, a guard, a
/// `Task { }`, a `return`, a block of an `if`, a `withAnimation` body, a turn of a `for await`
/// loop (docs/semantics.md §27, §46, §57, §59, §67).
extension Graph {
    /// Runs a statement of a task that does not wait: an assignment, a guard or a `Task { }`.
    /// The source of the guard that failed, which returns from the closure it is in; nil when
    /// the task goes on.
    func runWithoutWaiting(_ statement: Statement, of task: RunningTask, in scope: NodeScope,
                           locals: [String: Value]) throws -> String? {
        switch statement.kind {
        case .assign:
            try lateWrite(task, statement) { try Evaluator.execute(statement, in: scope) }
        case .guardElse(let condition):
            if try !holds(condition, in: scope) { return statement.source }
        case .returnValue(let value):
            // Leaves the method, or the task's closure, with the value, which the caller takes.
            returnedValue = try returned(value, in: scope, of: task)
            return statement.source
        case .spawn(let body, let handle):
            let number = newTask(body: body, owner: task.owner, locals: locals, view: task.ref.view, id: nil, structured: false,
                                 throwing: statement.triesErrors)
            spawned.append(number)
            if let handle {
                try lateWrite(task, statement) { try Evaluator.store(.task(TaskHandle(number: number)), in: handle, scope: scope) }
            }
        case .animated(let animation, let body):
            // At once, in this transaction (§57); a guard in it returns from its closure, not the task.
            if animation != "nil" { animating = true }
            _ = try runBlock(body, of: task, in: scope, locals: locals)
            returnedValue = nil
        case .ifElse(let condition, let then, let otherwise):
            // A block of the task's closure: a guard that fails in it returns from the task (§59).
            return try runBlock(branch(condition, then, otherwise, of: statement, in: scope).body, of: task, in: scope, locals: locals)
        case .switchCases(let s):
            // So is a case's (§92.6).
            return try runBlock(caseTaken(s, in: scope).body, of: task, in: scope, locals: locals)
        case .doCatch(let body, let clauses):
            // A block of the closure, as an `if`'s; a method it calls may throw, and the clause
            // that takes the error runs (§75, §80).
            return try runDo(body, clauses, in: scope, run: { try runBlock($0, of: task, in: $1, locals: locals) })
        case .loop(let loop):
            // A loop that does not await runs at once, each turn a block of the task's closure (§85).
            return try runLoop(loop, of: statement, in: scope, stops: { $0 != nil }) { inner, binding in
                try runBlock(loop.body, of: task, in: inner, locals: locals.merging(binding) { $1 })
            } ?? nil
        case .loopJump(let jump):
            throw LeavingLoop(jump: jump, location: statement.location)
        case .taskGroup(let group):
            // A child added, or the group's children cancelled, from a block that runs at once (§88).
            try runGroupStatementAtOnce(group, statement, of: task, locals: locals)
        case .sleep, .request, .forAwait, .asyncLet, .awaitChildren, .awaitCall, .awaitTask:
            break   // an await is the task's to run
        case .deferred:
            break   // a task keeps it with the level it is in (Tasks.swift), a block with the block
        case .throwError:
            // The task runs it itself (§79); the checks refuse it where it would come here.
            throw Diagnostic("`\(statement.source)` throws here, where nothing takes its error", at: statement.location,
                             hint: "throw among the task's own statements")
        case .checkCancellation:
            // The task runs a check itself (§75.9); in a withAnimation or for-await body, which
            // the checks refuse it in, a cancelled task's error would have nowhere to go.
            if tasks[task.ref.number]?.cancelled == true && !statement.swallowsErrors {
                throw Diagnostic("`\(statement.source)` throws here, where nothing takes its error", at: statement.location,
                                 hint: "check cancellation among the task's own statements")
            }
        }
        return nil
    }

    /// A block that does not wait, a `withAnimation` body's, an `if` branch's or a turn of a
    /// `for await` loop's, with its own `let`s; the source of the guard that returned, or nil when
    /// it ran to its end. An await met where `refusingAwaitsIn` names the place is an error.
    func runBlock(_ body: [Statement], of task: RunningTask, in scope: NodeScope,
                  locals: [String: Value], refusingAwaitsIn place: String? = nil) throws -> String? {
        var deferred: [(body: [Statement], scope: NodeScope, locals: [String: Value])] = []
        // The `defer` bodies it reached, the last first, however it ended (§77): an error a
        // throwing method's call let out of it too (§80).
        func runDeferred() throws {
            for run in deferred.reversed() {
                emit(.deferRan(node: task.owner.ref, task: task.ref, source: Self.deferSource(run.body)))
                _ = try runBlock(run.body, of: task, in: run.scope, locals: run.locals, refusingAwaitsIn: "a defer body")
            }
        }
        let returned: String?
        do {
            returned = try runBlock(body, of: task, in: scope, locals: locals, refusingAwaitsIn: place, deferring: &deferred)
        } catch let thrown as ThrownOut {
            try runDeferred()
            throw thrown
        } catch let leaving as LeavingLoop {
            try runDeferred()   // `break` or `continue` leaves the block too (§85)
            throw leaving
        }
        try runDeferred()
        return returned
    }

    private func runBlock(_ body: [Statement], of task: RunningTask, in scope: NodeScope, locals: [String: Value],
                          refusingAwaitsIn place: String?,
                          deferring deferred: inout [(body: [Statement], scope: NodeScope, locals: [String: Value])]) throws -> String? {
        var (scope, locals) = (scope, locals)
        for inner in body {
            emit(.actionRan(node: task.owner.ref, source: inner.source))
            if let place, inner.suspends {
                throw Diagnostic("\(inner.source) cannot await in \(place)", at: inner.location)
            }
            switch inner.kind {
            case .assign where inner.declaresLocal:
                let (name, value) = try constant(inner, in: scope)
                // A variable of this block lives in its scope, as an action's does (§96).
                if inner.declaresVariable { (locals[name], scope) = (nil, scope.declaring(name, value)) }
                else { (locals[name], scope) = (value, scope.with([name: value])) }
            case .guardElse(let condition):
                if try !holds(condition, in: scope) { return inner.source }
            case .animated(let animation, let body):
                if animation != "nil" { animating = true }
                _ = try runBlock(body, of: task, in: scope, locals: locals)
                returnedValue = nil   // a `return` in it leaves withAnimation's closure
            case .ifElse(let condition, let then, let otherwise):
                if let returned = try runBlock(branch(condition, then, otherwise, of: inner, in: scope).body, of: task, in: scope, locals: locals) {
                    return returned
                }
            case .switchCases(let s):
                if let returned = try runBlock(caseTaken(s, in: scope).body, of: task, in: scope, locals: locals) { return returned }
            case .deferred(let body):
                deferred.append((body, scope, locals))
            case .returnValue, .doCatch, .loop:
                if let returned = try runWithoutWaiting(inner, of: task, in: scope, locals: locals) { return returned }
            case .assign, .spawn, .sleep, .request, .forAwait, .asyncLet, .awaitChildren, .awaitCall, .awaitTask, .checkCancellation, .throwError, .loopJump, .taskGroup:
                _ = try runWithoutWaiting(inner, of: task, in: scope, locals: locals)
            }
        }
        return nil
    }

    /// One turn of a `for await` loop: its body runs with the value, to its end (it holds no
    /// await), and the loop awaits the next value; a failed guard returns from the task (§46).
    func runLoopBody(_ task: RunningTask, with value: Value) throws -> AwaitLoopTurn {
        guard case .forAwait(let variable, let name, let body) = task.body[task.pc].kind else { return .returned }
        var locals = task.locals
        locals[variable] = value
        let number = task.ref.number
        tasks[number] = task
        // A `let` in the body is a constant of this turn only, as the loop's variable is.
        switch try runAwaitLoopBody(body, of: task, in: liveScope(task.owner, locals: locals, variables: task.variables), locals: locals) {
        case .returned: return .returned
        case .left:
            // Its iterator is dropped: the loop no longer hears the notification (§85).
            emit(.loopRan(node: task.owner.ref, .leftNotifications(name, task: number)))
            return .left
        case .next: break
        }
        var waiting = tasks[number] ?? task
        // Cancelled while its body ran (or before, with the value already in hand): the next
        // value it asks for is nil, and the loop ends.
        if waiting.cancelled {
            tasks[number] = waiting
            end(number, .cancelled(at: task.body[task.pc].source))
            return .returned
        }
        waiting.waiting = .values(name)
        suspend(waiting)
        return .next
    }

    /// A turn of a `for await` loop's body: `.returned` when a guard or `return` in it ended the
    /// task, `.left` when a `break` left the loop; `continue` ends the turn as the body's end does (§85).
    func runAwaitLoopBody(_ body: [Statement], of task: RunningTask, in scope: NodeScope, locals: [String: Value]) throws -> AwaitLoopTurn {
        let number = task.ref.number
        let returned: String?
        do {
            returned = try runBlock(body, of: task, in: scope, locals: locals, refusingAwaitsIn: "a for-await loop's body")
        } catch let leaving as LeavingLoop {
            return leaving.jump == .breakLoop ? .left : .next
        }
        guard let returned else { return .next }
        if let value = returnedValue { taskValues[number] = value }
        returnedValue = nil
        tasks[number]?.iterating = nil
        end(number, .returned(guardSource: returned))
        return .returned
    }

    /// What an await gives, stored in its target: with `=`, or added with `+=` (taken away with
    /// `-=`) to the target as it reads now, when the value has arrived: Swift evaluates the right
    /// side, the await, before it takes the left side inout (§27.10).
    func storeAwaited(_ value: Value, in target: Expr, of statement: Statement, scope: NodeScope) throws {
        guard statement.awaitOp == .add || statement.awaitOp == .subtract else {
            return try Evaluator.store(value, in: target, scope: scope)
        }
        let op = statement.awaitOp == .add ? "+" : "-"
        let current = try Evaluator.evaluate(target, in: scope)
        let e = Expr(.binary(op, target, target), at: statement.location, source: statement.source)
        let combined = try Evaluator.binary(op, current, value, e, limits: scope.limits)
        try Evaluator.store(combined, in: target, scope: scope, inPlace: true)
    }

    /// Runs a write of a task, counting it when the task was cancelled or its view is gone.
    func lateWrite(_ task: RunningTask, _ statement: Statement, _ write: () throws -> Void) throws {
        let before = writeCount
        try write()
        guard writeCount > before else { return }
        let cancelled = tasks[task.ref.number]?.cancelled ?? task.cancelled
        if cancelled {
            count(async: "Tasks.writesAfterCancel")
            emit(.lateWrite(task.ref, source: statement.source, after: "it was cancelled"))
        }
        if nodes[task.ref.view.id] == nil {
            count(async: "Tasks.writesAfterDisappear")
            emit(.lateWrite(task.ref, source: statement.source, after: "its view went away"))
        }
    }

    func milliseconds(_ duration: Expr, in scope: NodeScope, _ statement: Statement) throws -> Int {
        guard case .int(let ms) = try Evaluator.evaluate(duration, in: scope) else {
            throw Diagnostic("sleep takes milliseconds as an Int; \(duration.source) is not", at: duration.location)
        }
        guard ms >= 0 else {
            throw Diagnostic("sleep(\(ms)): a duration cannot be negative", at: duration.location,
                             hint: "Task.sleep waits at least 0 ms; the clock only moves forward")
        }
        guard ms <= Int.max - now else {
            throw Diagnostic("sleep(\(ms)) would wait past the end of the clock", at: duration.location)
        }
        return ms
    }
}

/// How a turn of a `for await` loop's body ended: the loop asks for its next value, a guard or
/// `return` ended the task, or a `break` left the loop (§85).
enum AwaitLoopTurn {
    case next, returned, left
}
