/// Running an action's statements, which never wait: a button's, a handler's, a closure's
/// (docs/semantics.md §27), with the blocks inside them, a `withAnimation` body (§57), the
/// branch an `if` chooses (§59) and a loop's turns (§85).
extension Graph {
    /// Runs an action's statements (a button's, a handler's); a `guard` that fails ends it, and
    /// each `Task { }` starts after the action, in the order they were created.
    /// `view` is named only if the action spawns a task: naming a node builds its path from the root.
    func runAction(_ statements: [Statement], in scope: NodeScope, view: @autoclosure () -> NodeRef) throws {
        reader = nil
        do {
            try runClosure(statements, in: scope, view: view())
        } catch let thrown as ThrownOut {
            // An action's closure does not throw: the checks refuse an error it lets out (§80).
            throw thrown.diagnostic
        }
    }

    /// The statements of one closure, an action's or a `withAnimation` body's: a failed guard
    /// returns from this closure only, as Swift's `return` does. False when a guard returned,
    /// so an `if` around it returns from its closure too.
    @discardableResult
    func runClosure(_ statements: [Statement], in scope: NodeScope, view: @autoclosure () -> NodeRef) throws -> Bool {
        var deferred: [(body: [Statement], scope: NodeScope)] = []
        let ranToEnd: Bool
        do {
            ranToEnd = try runStatements(statements, in: scope, view: view(), deferring: &deferred)
        } catch let thrown as ThrownOut {
            // A thrown error leaves the closure too, its `defer` bodies run on its way (§77, §80).
            try runDeferred(deferred, view: view())
            throw thrown
        } catch let leaving as LeavingLoop {
            // `break` or `continue` leaves the block a loop's body runs in, its `defer`s run (§85).
            try runDeferred(deferred, view: view())
            throw leaving
        }
        try runDeferred(deferred, view: view())
        return ranToEnd
    }

    /// The `defer` bodies a closure reached, the last first, however it ended (§77).
    private func runDeferred(_ deferred: [(body: [Statement], scope: NodeScope)], view: @autoclosure () -> NodeRef) throws {
        for (body, scope) in deferred.reversed() {
            emit(.deferRan(node: scope.node.ref, task: running.flatMap { tasks[$0]?.ref }, source: Self.deferSource(body)))
            try runClosure(body, in: scope, view: view())
        }
    }

    private func runStatements(_ statements: [Statement], in scope: NodeScope, view: @autoclosure () -> NodeRef,
                               deferring deferred: inout [(body: [Statement], scope: NodeScope)]) throws -> Bool {
        var scope = scope
        for statement in statements {
            emit(.actionRan(node: scope.node.ref, source: statement.source))
            switch statement.kind {
            case .assign where statement.declaresLocal:
                let (name, value) = try constant(statement, in: scope)
                scope = statement.declaresVariable ? scope.declaring(name, value) : scope.with([name: value])
            case .assign:
                try Evaluator.execute(statement, in: scope)
            case .guardElse(let condition):
                if try !holds(condition, in: scope) { return false }
            case .spawn(let body, let handle):
                let number = newTask(body: body, owner: scope.node, locals: scope.locals, view: view(), id: nil, structured: false,
                                     throwing: statement.triesErrors)
                spawned.append(number)
                // `pending = Task { … }`: the handle is stored now; the task starts after the action (§63).
                if let handle { try Evaluator.store(.task(TaskHandle(number: number)), in: handle, scope: scope) }
            case .animated(let animation, let body):
                // At once, in this transaction: the animation is how the change is drawn (§57).
                if animation != "nil" { animating = true }
                try runClosure(body, in: scope, view: view())
            case .ifElse(let condition, let then, let otherwise):
                // A branch is a block of this closure, not a closure: its `let`s end with it, and
                // a guard that fails in it returns from the closure (§59).
                guard try runClosure(branch(condition, then, otherwise, of: statement, in: scope).body, in: scope, view: view()) else { return false }
            case .switchCases(let s):
                // The case's block, as an `if`'s branch is (§92.6).
                guard try runClosure(caseTaken(s, in: scope).body, in: scope, view: view()) else { return false }
            case .deferred(let body):
                deferred.append((body, scope))
            case .doCatch(let body, let clauses):
                // A block of the closure; a `throw` in it, or in a method it calls, runs the first
                // clause that takes the error (§75, §80).
                guard try runDo(body, clauses, in: scope, run: { try runClosure($0, in: $1, view: view()) }) else { return false }
            case .throwError(let e):
                throw ThrownOut(error: try thrownError(e, in: scope), location: statement.location)
            case .returnValue(let value):
                // A method that returns a value run as a statement: its value is dropped (§62).
                _ = try returned(value, in: scope, by: runningMethod(in: scope))
                return false
            case .loop(let loop):
                // Each turn's body is a block of this closure, as an `if`'s branch is (§85).
                let returned = try runLoop(loop, of: statement, in: scope, stops: { !$0 }) { inner, _ in
                    try runClosure(loop.body, in: inner, view: view())
                }
                if returned != nil { return false }
            case .loopJump(let jump):
                throw LeavingLoop(jump: jump, location: statement.location)
            case .sleep, .request, .forAwait, .asyncLet, .awaitChildren, .awaitCall, .awaitTask, .checkCancellation, .taskGroup:
                throw Diagnostic("\(statement.source) can only run in a task", at: statement.location,
                                 hint: "wrap it in Task { … } or move it to a `task:`")
            }
        }
        return true
    }

    /// The branch an `if`'s condition chooses, recorded with the condition's value for the trace.
    /// `guard c else { … }` is held as `if !c { … }` (StatementParser.swift): the trace says
    /// what the guard's own condition is, and that its else runs.
    func branch(_ condition: Expr, _ then: [Statement], _ otherwise: [Statement], of statement: Statement,
                in scope: NodeScope) throws -> (body: [Statement], first: Bool) {
        let first = try holds(condition, in: scope)
        emit({
            let guarded: Expr? = if statement.source.hasPrefix("guard "), case .unary("!", let inner) = condition.kind { inner } else { nil }
            let shown = guarded ?? condition
            return .branchChosen(node: scope.node.ref, condition: shown.source, holds: guarded == nil ? first : !first,
                                 hasElse: !otherwise.isEmpty, values: conditionValues(shown, in: scope), guarding: guarded != nil)
        }())
        return (first ? then : otherwise, first)
    }

    /// What each name a condition read held, for the trace's why: read again without subscribing
    /// anyone, as the condition's own read already did. Only a recorded run asks.
    func conditionValues(_ condition: Expr, in scope: NodeScope) -> [Argument] {
        var values: [Argument] = []
        for (name, location) in condition.names where !values.contains(where: { $0.label == name }) {
            guard let value = try? quietly({ try scope.lookup(name, at: location) }) else { continue }
            // A closure or a model shows nothing the reader needs; its fields are the condition's.
            switch value {
            case .closure, .model: continue
            default: break
            }
            values.append(Argument(label: name, value: value))
        }
        return values
    }

    /// `let mine = generation`: the name and the value it holds from now on in its closure, as
    /// Swift's constant is evaluated once, where it is written.
    func constant(_ statement: Statement, in scope: NodeScope) throws -> (String, Value) {
        guard case .assign(let target, _, let value) = statement.kind else { preconditionFailure("not a constant") }
        let bound = try Evaluator.evaluate(value, in: scope)
        if statement.declaresVariable {
            emit(.variableSet(node: scope.node.ref, name: target.source, value: bound, declared: true))
            return (target.source, bound)
        }
        emit(statement.valuePart == .readBeforeAwait ? .readBeforeAwait(node: scope.node.ref, read: value.source, value: bound)
             : .constantBound(node: scope.node.ref, name: target.source, value: bound))
        return (target.source, bound)
    }

    /// A guard's or an `if`'s condition, which Swift requires to be a Bool.
    func holds(_ condition: Expr, in scope: NodeScope) throws -> Bool {
        guard case .bool(let b) = try Evaluator.evaluate(condition, in: scope) else {
            throw Diagnostic("a condition needs a Bool; \(condition.source) is not", at: condition.location)
        }
        return b
    }
}
