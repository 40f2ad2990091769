/// Running actions and tasks: statements up to a suspension point, cancellation, and the state
/// of every task and request (docs/semantics.md §27).
extension Graph {
    /// Starts the unstructured tasks the last action created: a `Task { }` runs after the code
    /// that creates it returns (docs/semantics.md §27).
    func startSpawned() throws {
        if let failure = pendingFailure {
            pendingFailure = nil
            throw failure
        }
        if !deferredRuns.isEmpty { try runDeferred() }
        var resumed = 0
        while !spawned.isEmpty {
            let number = spawned.removeFirst()
            resumed += 1
            // Loops that yield into the streams they take from take a value a job for ever (§83).
            if resumed > limits.firingsPerStep, let task = tasks[number] { throw neverIdle(task) }
            if let request = tasks[number]?.swallowed {
                tasks[number]?.swallowed = nil
                try resume(number, .response(request, .null))
            } else if let why = tasks[number]?.caught {
                // Read in place: a copy of the task here would retain its tables at every start.
                tasks[number]?.caught = nil
                try resume(number, why)
            } else if case .task(let awaited)? = tasks[number]?.waiting {
                // The task it awaits ended: its value is kept (§67), or its failure (§73).
                if let failure = taskFailures[awaited] {
                    try resume(number, .taskFailed(task: awaited, error: failure.error ?? .cancellation))
                } else {
                    try resume(number, .taskValue(task: awaited, taskValues[awaited] ?? .null))
                }
            } else {
                try resume(number, .start)
            }
            if !deferredRuns.isEmpty { try runDeferred() }
        }
    }

    /// Runs a task's code from where it stopped until its next suspension point or its end. The
    /// `defer` bodies of the levels a task left, or of a task that ended, run before any other
    /// code of a task does, as they would in its own (§77).
    func resume(_ number: Int, _ why: Resumption) throws {
        if !deferredRuns.isEmpty { try runDeferred() }
        try resumeCode(number, why)
        if !deferredRuns.isEmpty { try runDeferred() }
    }

    private func resumeCode(_ number: Int, _ why: Resumption) throws {
        guard var task = tasks[number] else { return }
        emit(.taskResumed(task.ref, why))
        if task.waiting != nil { count(async: "Tasks.suspended", by: -1) }
        task.waiting = nil
        tasks[number] = task
        var scope = taskScope(task)
        let outer = running
        running = number
        defer { running = outer }
        reader = nil
        // Turns of `for … in` loops in this job, bounded as a value's size is (§85).
        var loopTurns = 0
        // A `for await` loop handed a value runs its body first (§46, §83).
        guard try resumeAwaitLoop(number, why, task: &task) else { return }
        scope = taskScope(task)
        /// What an await gives, to the statement's target: a request's response, a method's or a
        /// kept task's value, or nil for an error `try?` swallowed.
        func store(_ value: Value, from statement: Statement) throws {
            // `x = try? await profile`, whose child threw: nil, as a request's `try?` gives (§56.4).
            var childTarget: Expr? { if case .awaitChildren(_, let targets) = statement.kind, targets.count == 1 { targets[0] } else { nil } }
            guard let target = statement.awaitTarget ?? childTarget else { return }
            if statement.declaresLocal, case .name(let name) = target.kind {
                task.bind(name, value)
                scope = taskScope(task)
            } else {
                tasks[number] = task
                try lateWrite(task, statement) { try storeAwaited(value, in: target, of: statement, scope: scope) }
            }
        }
        func deliver(_ value: Value) throws {
            try store(value, from: task.body[task.pc])
            task.pc += 1
        }
        /// An await threw: a method's call written `try?` that catches it gives nil, and the task
        /// goes on after it (§67); a `do`'s `catch` that takes it runs its block (§75); false when
        /// nothing does, and the task ends.
        func caughtHere(_ error: ThrownError, _ described: String, at statement: Statement) throws -> Bool {
            let thrown = Self.thrownOut(described, at: statement, of: task)
            guard let caught = try catchThrown(in: &task, error: error) else { return false }
            switch caught {
            case .swallowed(let call):
                scope = taskScope(task)
                emit(.errorSwallowed(task.ref, at: call.source, thrown: thrown))
                try deliver(.null)
            case .handled(let clause, let why):
                emit(.errorCaught(task.ref, clause: clause.head, thrown: thrown, why: why))
            }
            tasks[number] = task
            scope = taskScope(task)
            return true
        }
        /// The awaited kept task failed: `try?` gives nil and the task goes on; `try` throws its
        /// error here, out of the methods to a `try?` or else out of the task (§73). False when
        /// the task ended.
        func awaitedFailed(_ awaited: Int, _ error: ThrownError) throws -> Bool {
            let statement = task.body[task.pc]
            if statement.swallowsErrors {
                emit(.errorSwallowed(task.ref, at: statement.source, thrown: error.name))
                try deliver(.null)
                return true
            }
            if try caughtHere(error, error.name, at: statement) { return true }
            tasks[number] = task
            end(number, .taskThrew(task: awaited, error: error))
            return false
        }
        switch why {
        case .taskFailed(let awaited, let error): guard try awaitedFailed(awaited, error) else { return }
        case .response(_, let value), .taskValue(_, let value): try deliver(value)
        case .caught, .childSwallowed: try deliver(.null)
        case .sleepEnded: task.pc += 1
        case .streamEnded(_, let how):
            // Its `next()` gave nil: the loop ends, and the code after it runs now (§83).
            if let iterated = task.iterating { emitStream(iterated.instance, iterated.name, .loopEnded(task.ref, how)) }
            task.iterating = nil
            task.pc += 1
        case .start, .value, .element, .childFinished, .errorCaught, .groupChildEnded: break
        }
        // After `.childFinished` the await runs again: the child it waited for has its value now.
        while true {
            // A level it left has `defer` bodies: they run before the code after it (§77).
            if !deferredRuns.isEmpty {
                tasks[number] = task
                try runDeferred()
                task = tasks[number] ?? task
                scope = taskScope(task)
            }
            if task.pc >= task.body.count {
                // The group's body ended: it waits for the children left, then goes on (§88).
                if task.frames.last?.kind == .groupBody {
                    tasks[number] = task
                    guard try endGroupBody(number), let after = tasks[number] else { return }
                    (task, scope) = (after, taskScope(after))
                    continue
                }
                // A turn of a loop that awaits ended: the next begins, or the code after the loop (§85).
                if task.frames.last?.kind == .loopBody {
                    try nextTurn(of: &task, turns: &loopTurns)
                    (tasks[number], scope) = (task, taskScope(task))
                    continue
                }
                // An awaited method's end: the task goes on after the call (§62).
                guard leaveMethod(of: &task) else { break }
                if let target = task.body[task.pc - 1].awaitTarget {
                    throw Diagnostic("the method awaited at `\(task.body[task.pc - 1].source)` ended without returning a value", at: target.location,
                                     hint: "end every path of it with `return …`, as Swift requires of a method that returns a value")
                }
                tasks[number] = task
                scope = taskScope(task)
                continue
            }
            let statement = task.body[task.pc]
            tasks[number] = task
            emit(.actionRan(node: task.owner.ref, source: statement.source))
            do {
                switch statement.kind {
                case .assign where statement.declaresLocal:
                    // A constant or variable of the task: kept with it, as its responses are, across its awaits (§96).
                    let (name, value) = try constant(statement, in: scope)
                    if statement.declaresVariable { task.declare(name, value) } else { task.bind(name, value) }
                    tasks[number] = task
                    scope = taskScope(task)
                case .ifElse where !statement.suspends && !statement.throwsItself, .loop where !statement.suspends && !statement.throwsItself,
                     .switchCases where !statement.suspends && !statement.throwsItself,
                     .assign, .guardElse, .spawn, .animated, .returnValue:
                    // A `return` with a value is only a method's called at once (§62): it ends nothing here.
                    if let returned = try runWithoutWaiting(statement, of: task, in: scope, locals: task.locals) {
                        // A guard or `return` leaves the awaited method it is in, its value the call's
                        // (§67), or else the task, its value the task's; and the blocks it is in (§75).
                        task = tasks[number] ?? task
                        let value = returnedValue
                        returnedValue = nil
                        let (instance, method) = (task.receiver, task.frames.last?.method)
                        guard leaveClosure(of: &task) else {
                            // The blocks left kept their `defer` bodies as they were left; what
                            // ends is the task as it is now, or they would run twice (§77).
                            tasks[number] = task
                            guard let value else { end(number, .returned(guardSource: returned)); return }
                            taskValues[number] = value
                            if let (parent, why) = end(number, .gave(value)) { try resume(parent, why) }
                            return
                        }
                        scope = taskScope(task)
                        if let value {
                            let call = task.body[task.pc - 1]
                            if let instance, let method {
                                emit(.methodReturned(task.ref, instance: instance, name: method, value: value, call: call.source))
                            }
                            try store(value, from: call)
                        }
                        tasks[number] = task
                        continue
                    }
                case .awaitCall(let call, _):
                    if let value = try enterMethod(call, of: &task, in: scope) { try deliver(value) }
                    tasks[number] = task
                    scope = taskScope(task)
                    continue
                case .awaitTask(let expr, _):
                    switch try awaitKept(expr, by: number, at: statement, in: scope) {
                    case .now(let value): try deliver(value); continue
                    case .failed(let awaited, let error): if try awaitedFailed(awaited, error) { continue } else { return }
                    case .wait(let awaited):
                        tasks[awaited]?.awaited = true
                        task.waiting = .task(awaited)
                        return suspend(task)
                    }
                case .deferred(let body):
                    // Kept to run when this closure or block ends, however it ends (§77).
                    tasks[number]?.deferred.append(body)
                case .checkCancellation:
                    // Swift's `Task.checkCancellation()`: a cancelled task's check throws (§75.9).
                    if tasks[number]?.cancelled == true {
                        guard statement.swallowsErrors else {
                            if try caughtHere(.cancellation, Self.cancelledCheck, at: statement) { continue }
                            end(number, .cancelled(at: statement.source)); return
                        }
                        emit(.errorSwallowed(task.ref, at: statement.source, thrown: Self.cancelledCheck))
                    }
                case .throwError(let e):
                    // `throw`: the error goes where an await's goes, to a `do`'s `catch` that takes it,
                    // or out of the task (§79).
                    let error = try thrownError(e, in: scope)
                    if try caughtHere(error, error.name, at: statement) { continue }
                    end(number, .thrown(error)); return
                case .taskGroup(let group):
                    // A group's scope, a child added, a result taken or the children cancelled (§88).
                    tasks[number] = task
                    let step = try runGroupStatement(group, statement, number, loopTurns: &loopTurns)
                    guard step != .stopped, let after = tasks[number] else { return }
                    (task, scope) = (after, taskScope(after))
                    if step == .again { continue }
                case .loop, .loopJump:
                    // A loop that awaits, each turn's body run as the task's own statements, or a jump in it (§85).
                    try runLoopStatement(statement, of: &task, turns: &loopTurns)
                    (tasks[number], scope) = (task, taskScope(task))
                    continue
                case .doCatch(let body, _):
                    // Its statements run as the closure's own, in a frame that a thrown error, or their
                    // end, returns to (§75).
                    enterBlock(body, of: &task, kind: .doBlock, after: task.pc + 1)
                    tasks[number] = task
                    continue
                case .ifElse(let condition, let then, let otherwise):
                    // A branch that awaits takes the `if`'s place, so the task stops and resumes
                    // inside it as anywhere else; the statements after the `if` follow it.
                    let chosen = try branch(condition, then, otherwise, of: statement, in: scope)
                    task.branches.append(chosen.first ? 0 : 1)
                    task.body.replaceSubrange(task.pc...task.pc, with: chosen.body)
                    tasks[number] = task
                    continue
                case .switchCases(let s):
                    // So does a case's block that awaits (§92.6).
                    let chosen = try caseTaken(s, in: scope)
                    task.branches.append(chosen.index)
                    task.body.replaceSubrange(task.pc...task.pc, with: chosen.body)
                    tasks[number] = task
                    continue
                case .sleep(let duration):
                    let ms = try milliseconds(duration, in: scope, statement)
                    if tasks[number]?.cancelled == true {
                        // A cancelled task's sleep throws at once; `try?` swallows it and goes on.
                        guard statement.swallowsErrors else {
                            if try caughtHere(.cancellation, Self.cancelledSleep, at: statement) { continue }
                            end(number, .cancelled(at: statement.source)); return
                        }
                        emit(.errorSwallowed(task.ref, at: statement.source, thrown: Self.cancelledSleep))
                        break
                    }
                    task.waiting = .sleep(until: now + ms)
                    schedule(.task(number), at: now + ms)
                    return suspend(task)
                case .request(let name, let argumentExpr, _):
                    guard let decl = request(named: name) else {
                        throw Diagnostic("'\(name)' is not a declared request", at: statement.location)
                    }
                    let argument = try argumentExpr.map { try Evaluator.evaluate($0, in: scope) }
                    // URLSession checks cancellation before it starts; code that ignores it starts anyway.
                    if tasks[number]?.cancelled == true && decl.cancellation == .throwing {
                        guard statement.swallowsErrors else {
                            if try caughtHere(.cancelledRequest, Self.cancelledRequest, at: statement) { continue }
                            end(number, .cancelled(at: statement.source)); return
                        }
                        emit(.errorSwallowed(task.ref, at: statement.source, thrown: Self.cancelledRequest))
                        try deliver(.null)
                        continue
                    }
                    requestCount += 1
                    let request = RequestRef(number: requestCount, name: name, argument: argument, task: number)
                    pendingRequests.append(PendingRequest(ref: request, decl: decl))
                    count(async: "Requests.started")
                    count(async: "Requests.pending")
                    emit(.requestStarted(request))
                    task.waiting = .request(request)
                    return suspend(task)
                case .forAwait(_, let name, _) where StreamPath.isStream(name):
                    // A model's stream: buffered values run the body now, then it ends or waits (§83).
                    tasks[number] = task
                    switch try iterateStream(number, at: statement) {
                    case .returned: return
                    case .waiting: return suspend(tasks[number] ?? task)
                    case .ended: break
                    }
                case .forAwait(_, let name, _):
                    // The sequence is made here: it subscribes now, so a value posted before was missed (§46).
                    if tasks[number]?.cancelled == true { end(number, .cancelled(at: statement.source)); return }
                    task.waiting = .values(name)
                    return suspend(task)
                case .asyncLet(let name, let request, let argument):
                    // The table of children is the stored task's alone while the child joins it: a
                    // second reference here would copy the whole table at each async let.
                    task.children = [:]
                    // Its implicit cancel-and-await is a cleanup of the task's own closure, in its
                    // place among the `defer` bodies (SE-0317, §77.1); the same care for the list.
                    task.deferred = []
                    tasks[number]?.deferred.append(Self.implicitAwait(of: statement))
                    try startChild(named: name, request: request, argument: argument, of: task, at: statement)
                case .awaitChildren(let names, let targets):
                    task = tasks[number] ?? task
                    let values: [Value]
                    switch awaitChildren(names, of: &task, at: statement) {
                    case nil: return suspend(task)
                    case .success(let got)?: values = got
                    case .failure(let failure)?:
                        // The await throws the child's error: `try?` makes it nil, a `catch` may take it (§56.4).
                        if statement.swallowsErrors {
                            emit(.errorSwallowed(task.ref, at: statement.source, thrown: failure.described))
                            try deliver(.null)
                            continue
                        }
                        if try caughtHere(failure.error, failure.described, at: statement) { continue }
                        tasks[number] = task
                        end(number, failure.end); return
                    }
                    if statement.declaresLocal {
                        for (target, value) in zip(targets, values) { task.bind(target.source, value) }
                        tasks[number] = task
                        scope = taskScope(task)
                    } else {
                        tasks[number] = task
                        for (target, value) in zip(targets, values) {
                            try lateWrite(task, statement) { try storeAwaited(value, in: target, of: statement, scope: scope) }
                        }
                    }
                }
            } catch let thrown as ThrownOut {
                // A `throw` in a method the statement called at once, or in a block it ran, goes
                // where the task's own errors go (§80).
                task = tasks[number] ?? task
                if try caughtHere(thrown.error, thrown.error.name, at: statement) { continue }
                end(number, .thrown(thrown.error)); return
            } catch let leaving as LeavingLoop {
                // A `break` or `continue` in a block that ran at once, inside a loop that awaits (§85).
                task = tasks[number] ?? task
                try leave(leaving.jump, of: &task, turns: &loopTurns, at: leaving.location)
                (tasks[number], scope) = (task, taskScope(task))
                continue
            }
            task = tasks[number] ?? task
            task.pc += 1
        }
        tasks[number] = task
        if let (parent, why) = end(number, .finished) { try resume(parent, why) }
    }
}
