/// A model's `async` method awaited in a task (docs/semantics.md §62): `await store.load()`
/// runs the method's statements as the task's own from there, with the instance as `self`, so
/// the task suspends where the method awaits; when the method ends, or a `guard` or `return`
/// leaves it, the task goes on after the call, with the value a `return e` gave (§67). An await
/// inside that throws leaves each method up to a call written `try?`, which gives nil; without
/// one, it ends the whole task, as the error comes out of the task's `try await`.
struct MethodFrame {
    /// Where the call was: the statements around it, the one after it, and their names.
    var body: [Statement]
    var pc: Int
    var locals: [String: Value]
    /// The variables of the level it returns to, the same ones: a block's writes to them stay (§96).
    var variables: [String: LocalVariable] = [:]
    var branches: [Int]
    var receiver: ModelRef?
    /// The method running above this frame, for the trace and exploring's key; in a block's
    /// frame, the method the block is in ("" in the task's own closure).
    var method: String
    var kind: FrameKind = .method
    /// The `defer` bodies the level it returns to had reached (§77).
    var deferred: [[Statement]] = []
    /// A loop's frame: the copy it iterates and the turn it is at (§85).
    var loop: LoopTurns?
}

/// What a frame returns from: an awaited method's call, or a `do` block or one of its `catch`
/// blocks, whose statements run as the closure's own with their `let`s scoped to them (§75).
enum FrameKind: UInt8 {
    case method, doBlock, catchBlock
    /// A turn of a `for … in` loop that awaits: its body runs as the task's own statements,
    /// and its end starts the next turn (§85).
    case loopBody
    /// A task group's body: its end waits for the group's children, then goes on after the
    /// `withTaskGroup` (§88).
    case groupBody
}

/// Where a thrown error stopped: a call written `try?`, which gives nil, or a `catch` clause,
/// whose block the task runs now.
enum Caught {
    case swallowed(call: Statement)
    case handled(CatchClause, CatchWhy)
}

extension Graph {
    /// The scope a task's statement runs in: its owner's, or in an awaited method the instance's.
    func taskScope(_ task: RunningTask) -> NodeScope {
        guard let receiver = task.receiver else { return liveScope(task.owner, locals: task.locals, variables: task.variables) }
        return NodeScope(graph: self, node: task.owner, locals: task.locals, receiver: receiver, variables: task.variables)
    }

    /// `await store.load()`: the method's statements take the task's place from here, the call's
    /// frame kept to come back to. A method that is not `async` runs at once, as Swift runs it,
    /// and its value, if the call takes one, is returned for the call's target.
    func enterMethod(_ call: Expr, of task: inout RunningTask, in scope: NodeScope) throws -> Value? {
        guard case .call(let base?, let name, _) = call.kind else { return nil }
        let receiver = try Evaluator.evaluate(base, in: scope)
        // A struct's method is never async (§65): it runs at once, as Swift runs an awaited synchronous call.
        if task.body[task.pc].awaitTarget == nil, case .structure(let value) = receiver,
           try callStructMethod(name, on: value, in: base, call: call, from: scope) {
            task.pc += 1
            return nil
        }
        guard case .model(let instance) = receiver else {
            throw Diagnostic("\(base.source.quotable) is not a model's instance; only a model's method is awaited this way", at: call.location)
        }
        guard let method = spec.model(named: instance.type)?.method(named: name) else {
            throw Diagnostic("\(instance.type) has no method '\(name)'", at: call.location)
        }
        let statement = task.body[task.pc]
        if statement.awaitTarget != nil, !method.returnsValue {
            throw Diagnostic("\(call.source.quotable) runs \(instance.type).\(method.signature), which returns nothing to assign", at: call.location,
                             hint: "declare what it returns, `\(method.name)(…) async -> [String]`, and `return` it")
        }
        guard method.isAsync else {
            if statement.awaitTarget != nil { return try callForValue(name, on: instance, call: call, in: scope, arguments: nil) }
            _ = try callMethod(name, on: instance, call: call, in: scope)
            task.pc += 1
            return nil
        }
        let depth = task.frames.compactMap { $0.kind == .method ? $0.method : nil }
        let locals = try enter(method, of: instance, call: call, depth: depth, in: scope, awaitedBy: task.ref.number)
        task.frames.append(MethodFrame(body: task.body, pc: task.pc + 1, locals: task.locals, variables: task.variables, branches: task.branches,
                                       receiver: task.receiver, method: name, deferred: task.deferred))
        task.deferred = []
        task.body = method.statements
        task.pc = 0
        task.locals = locals
        task.variables = [:]
        task.branches = []
        task.receiver = instance
        return nil
    }

    /// The method the task runs ended, or a guard returned from it: the task goes on after the
    /// call. False when the task runs no method, so that what ended is the task.
    func leaveMethod(of task: inout RunningTask) -> Bool {
        guard let frame = task.frames.popLast() else { return false }
        if !task.deferred.isEmpty { keepDeferred(task) }
        task.deferred = frame.deferred
        task.body = frame.body
        task.pc = frame.pc
        task.locals = frame.locals
        task.variables = frame.variables
        task.branches = frame.branches
        task.receiver = frame.receiver
        return true
    }

    /// `do { … }`: its statements take the task's place from here, the `do`'s frame kept to go on
    /// after it, or to run a `catch` block of it when an error is thrown inside (§75).
    func enterBlock(_ body: [Statement], of task: inout RunningTask, kind: FrameKind, after pc: Int) {
        task.frames.append(MethodFrame(body: task.body, pc: pc, locals: task.locals, variables: task.variables, branches: task.branches,
                                       receiver: task.receiver, method: task.frames.last?.method ?? "", kind: kind,
                                       deferred: task.deferred))
        task.deferred = []
        task.body = body
        task.pc = 0
        task.branches = []
    }

    /// A `guard` or `return` leaves the closure it is written in: every block it is in, then the
    /// method. False when no method is left, so that what ends is the task.
    func leaveClosure(of task: inout RunningTask) -> Bool {
        while let kind = task.frames.last?.kind, kind != .method { _ = leaveMethod(of: &task) }
        return leaveMethod(of: &task)
    }

    /// An error thrown at an await leaves blocks and awaited methods up to the innermost `do`
    /// with a `catch` that takes it, or call written `try?`, as Swift's error propagates to the
    /// nearest handler (§67, §75). At a call, the task is back in its frame at the call; at a
    /// `catch`, it runs the clause's block, which returns to the statement after the `do`. Nil
    /// when nothing catches it.
    func catchThrown(in task: inout RunningTask, error: ThrownError) throws -> Caught? {
        for k in task.frames.indices.reversed() {
            let frame = task.frames[k]
            let statement = frame.body[frame.pc - 1]
            switch frame.kind {
            case .method where statement.swallowsErrors:
                task.frames.removeSubrange((k + 1)...)
                _ = leaveMethod(of: &task)
                task.pc -= 1
                return .swallowed(call: statement)
            case .doBlock:
                guard case .doCatch(_, let clauses) = statement.kind else { continue }
                // A `where` is asked in the scope of the `do`: the level the block's frame returns to (§81).
                var level = task
                level.locals = frame.locals
                level.variables = frame.variables
                level.receiver = frame.receiver
                let choice = try chooseClause(clauses, for: error, in: taskScope(level))
                guard let clause = choice.clause else {
                    if !choice.why.passed.isEmpty {
                        emit(.errorPassedBy(node: task.owner.ref, task: task.ref, thrown: error.name, passed: choice.why.passed))
                    }
                    continue
                }
                task.frames.removeSubrange((k + 1)...)
                _ = leaveMethod(of: &task)
                enterBlock(clause.body, of: &task, kind: .catchBlock, after: task.pc)
                // A `catch` with no pattern binds the error it took, as `error` or its `let`'s name (§75.5).
                // A case pattern's values are bound beside it (§84).
                for (name, value) in choice.bindings { task.bind(name, value) }
                return .handled(clause, choice.why)
            case .method, .catchBlock, .loopBody, .groupBody:
                continue
            }
        }
        return nil
    }

    /// `catchThrown` for a task suspended when its await throws, by a cancel or a failed
    /// request: it goes on from the call, or in the `catch` block, as a job after the code
    /// running now. False when nothing catches the error, and the task is to end.
    func caughtLater(_ number: Int, error: ThrownError, thrown: String) -> Bool {
        guard var task = tasks[number] else { return false }
        let found: Caught?
        do { found = try catchThrown(in: &task, error: error) } catch {
            // A `where` that cannot be evaluated stops the run, at the next start of tasks.
            pendingFailure = pendingFailure ?? (error as? Diagnostic) ?? Diagnostic("\(error)", at: task.body[task.pc].location)
            return true
        }
        guard let caught = found else { return false }
        unschedule(.task(number))
        task.waiting = nil
        switch caught {
        case .swallowed(let call):
            task.caught = .caught(call: call.source)
            emit(.errorSwallowed(task.ref, at: call.source, thrown: thrown))
        case .handled(let clause, let why):
            task.caught = .errorCaught(clause: clause.head, error: error.name)
            emit(.errorCaught(task.ref, clause: clause.head, thrown: thrown, why: why))
        }
        tasks[number] = task
        count(async: "Tasks.suspended", by: -1)
        spawned.append(number)
        return true
    }

    /// What an await in a method throws, as the trace names it: the error and the method it
    /// leaves; the error alone outside a method.
    static func thrownOut(_ error: String, at statement: Statement, of task: RunningTask) -> String {
        // A `do` in the method may catch it there: the frames above the method's are its blocks.
        guard task.frames.last?.kind == .method, let method = task.frames.last?.method, let receiver = task.receiver else { return error }
        return "\(error), at `\(statement.source)` in \(receiver.type).\(method)(…), out of the method"
    }
}
