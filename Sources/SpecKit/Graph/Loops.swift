/// Running a loop at once (docs/semantics.md §85, §87). A `for … in` loop evaluates its
/// sequence once, when it starts, and runs its body once an element of that copy, with the
/// element (and for `enumerated()` its offset) as constants; a `while` loop tests its condition
/// before each turn, a `repeat` loop after each. `break` leaves the loop and `continue` ends its
/// turn. The loops here run at once, in the statements of an action, a method or a block of a
/// task that does not await; a loop that awaits runs as the task's own statements (TaskLoops.swift).
extension Graph {
    /// The elements a loop iterates: the sequence's value when the loop starts, which is a
    /// copy, so the body's writes to the list do not change the turns, as in Swift.
    func loopElements(_ sequence: Expr, in scope: NodeScope) throws -> [Value] {
        let value = try Evaluator.evaluate(sequence, in: scope)
        guard case .list(let elements) = value else {
            throw Diagnostic("for-in loop requires '\(Evaluator.shownType(value))' to conform to 'Sequence'", at: sequence.location,
                             hint: "loop over a list, `for item in items`, or a range, `for i in 0..<n`")
        }
        return elements
    }

    /// How a turn's body ended: the loop goes on, or it is left, by `break` (nil) or by an
    /// outcome that leaves the closure.
    private enum TurnEnd<Outcome> {
        case next
        case left(Outcome?)
    }

    /// Runs the loop's turns, each in `turn` with the scope that holds its constants; `stops`
    /// says whether a turn's outcome leaves the closure (a `return`), which ends the loop with
    /// it. Nil when the loop ran to its end or was left by `break`.
    func runLoop<Outcome>(_ loop: Loop, of statement: Statement, in scope: NodeScope,
                          stops: (Outcome) -> Bool, turn: (NodeScope, [String: Value]) throws -> Outcome) throws -> Outcome? {
        // Loops nested in one another, through methods and closures too, share one count of
        // turns, so that a loop over a long list inside another stops instead of running n² times,
        // and a `while` whose condition stays true stops instead of hanging the run.
        let outermost = loopTurnsLeft == nil
        if outermost { loopTurnsLeft = limits.valueSize }
        defer { if outermost { loopTurnsLeft = nil } }
        /// One turn's body, its `break` or `continue` taken here.
        func body(_ inner: NodeScope, _ binding: [String: Value], turn number: Int, count: Int?) throws -> TurnEnd<Outcome> {
            do {
                let outcome = try turn(inner, binding)
                if stops(outcome) { return .left(outcome) }
            } catch let leaving as LeavingLoop {
                emit(.loopRan(node: scope.node.ref, .jumped(leaving.jump, turn: number, count: count)))
                if leaving.jump == .breakLoop { return .left(nil) }
            }
            return .next
        }
        switch loop.kind {
        case .forIn(_, let sequence, _):
            let elements = try loopElements(sequence, in: scope)
            emit(.loopRan(node: scope.node.ref, .started(head: loop.head, count: elements.count)))
            for (index, element) in elements.enumerated() {
                try countLoopTurn(loop, at: statement)
                let binding = loop.binding(element, offset: index)
                let inner = binding.isEmpty ? scope : scope.with(binding)
                let skipped = try skips(loop, in: inner)
                emit(.loopRan(node: scope.node.ref, .turn(bound: loop.bound(binding), turn: index + 1, count: elements.count, skipped: skipped)))
                if skipped != nil { continue }
                if case .left(let outcome) = try body(inner, binding, turn: index + 1, count: elements.count) { return outcome }
            }
        case .whileTrue(let condition), .repeatWhile(let condition):
            var turns = 0
            if case .repeatWhile = loop.kind {
                emit(.loopRan(node: scope.node.ref, .repeatStarted(head: loop.head)))
            } else if try !test(condition, before: 1, in: scope) {
                return nil
            }
            repeat {
                turns += 1
                try countLoopTurn(loop, at: statement)
                if case .left(let outcome) = try body(scope, [:], turn: turns, count: nil) { return outcome }
            } while try test(condition, before: turns + 1, in: scope)
        }
        return nil
    }

    /// A `while` or `repeat` loop's condition, tested before turn `turn`, with what it read
    /// for the trace's why.
    func test(_ condition: Expr, before turn: Int, in scope: NodeScope) throws -> Bool {
        let holds = try holds(condition, in: scope)
        emit(.loopRan(node: scope.node.ref, .tested(condition: condition.source, holds: holds, turn: turn,
                                                    values: conditionValues(condition, in: scope))))
        return holds
    }

    /// The `where` clause, as written, when it is false for this turn's element; nil when the
    /// body runs.
    func skips(_ loop: Loop, in scope: NodeScope) throws -> String? {
        guard let condition = loop.condition else { return nil }
        return try holds(condition, in: scope) ? nil : "where \(condition.source)"
    }

    /// One more turn of the loops running now, refused past the bound on a value's size.
    func countLoopTurn(_ loop: Loop, at statement: Statement) throws {
        guard let left = loopTurnsLeft else { return }
        guard left > 0 else { throw loopBound(loop, at: statement.location, what: "at once") }
        loopTurnsLeft = left - 1
    }

    /// The error of loops past their bound of turns: `what` says over which run, "at once" or
    /// "in one job of the task". Of a `while` or `repeat` loop the likely cause is a condition
    /// that stays true, which in Swift runs forever.
    /// A loop in a cancelled task (`cancelledBy` says when and why) whose sleep is written `try?`
    /// spins: the sleep throws at once and the error is dropped, so no turn waits (§27).
    func loopBound(_ loop: Loop, at location: Location, what: String, cancelledBy: String? = nil) -> Diagnostic {
        let message = "the loops at `\(loop.head)` ran more than \(limits.valueSize) turns \(what)"
        if let cancelledBy, let sleep = loop.body.flatMap(\.flattened).first(where: { if case .sleep = $0.kind { $0.swallowsErrors } else { false } }) {
            return Diagnostic(message + ": the task was cancelled" + (cancelledBy.isEmpty ? "" : " \(cancelledBy)")
                                + ", and `\(sleep.source)` swallows the CancellationError its sleep then throws at once, so no turn waits",
                              at: location,
                              hint: "a cancelled task's Task.sleep throws at once and `try?` drops the error, so the loop spins on the main actor and the app hangs; "
                                  + "write `try await Task.sleep(…)` so that the error ends the loop, or stop it when the task is cancelled, `while !Task.isCancelled { … }`. docs/limits.md lists the limits")
        }
        guard let condition = loop.whileCondition else {
            return Diagnostic(message, at: location,
                              hint: what == "at once" ? "work this large is likely a runaway loop, one nested in another over long lists; docs/limits.md lists the limits"
                                  : "its awaits did not suspend, so the app would not stop here either; docs/limits.md lists the limits")
        }
        // `while true`: nothing the body writes can end it; only a way out can.
        if case .bool(true) = condition.kind {
            return Diagnostic(message + ", and its condition is the literal `true`", at: location,
                              hint: "a loop on `true` runs forever in Swift, and the app hangs: leave it with `break` when its work is done; "
                                  + "in a task, give each turn an `await` (`try await Task.sleep(for: .seconds(1))`) so that the app runs between turns, "
                                  + "or loop `while !Task.isCancelled` so that the view going away ends it. docs/limits.md lists the limits")
        }
        return Diagnostic(message + ", and its condition is still true", at: location,
                          hint: "a condition that never becomes false runs forever in Swift, and the app hangs; make the body change what `\(condition.source)` reads. docs/limits.md lists the limits")
    }
}

extension Loop {
    /// A turn's constants in the pattern's order, for the trace.
    func bound(_ binding: [String: Value]) -> [Argument] {
        names.compactMap { name in binding[name].map { Argument(label: name, value: $0) } }
    }
}
