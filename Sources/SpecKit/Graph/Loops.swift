/// Running a `for … in` loop (docs/semantics.md §85): the sequence is evaluated once, when the
/// loop starts, and the body runs once an element of that copy, with the element as a constant;
/// `break` leaves the loop and `continue` ends its turn. The loops here run at once, in the
/// statements of an action, a method or a block of a task that does not await; a loop that
/// awaits runs as the task's own statements (TaskLoops.swift).
extension Graph {
    /// The elements a loop iterates: the sequence's value when the loop starts, which is a
    /// copy, so the body's writes to the list do not change the turns, as in Swift.
    func loopElements(_ loop: ForInLoop, in scope: NodeScope) throws -> [Value] {
        let value = try Evaluator.evaluate(loop.sequence, in: scope)
        guard case .list(let elements) = value else {
            throw Diagnostic("for-in loop requires '\(Evaluator.shownType(value))' to conform to 'Sequence'", at: loop.sequence.location,
                             hint: "loop over a list, `for item in items`, or a range, `for i in 0..<n`")
        }
        return elements
    }

    /// Runs the loop's turns, each in `turn` with the scope that holds the element; `stops`
    /// says whether a turn's outcome leaves the closure (a `return`), which ends the loop with
    /// it. Nil when the loop ran to its end or was left by `break`.
    func runLoop<Outcome>(_ loop: ForInLoop, of statement: Statement, in scope: NodeScope,
                          stops: (Outcome) -> Bool, turn: (NodeScope, [String: Value]) throws -> Outcome) throws -> Outcome? {
        let elements = try loopElements(loop, in: scope)
        emit(.loopRan(node: scope.node.ref, .started(head: Self.loopHead(statement), count: elements.count)))
        // Loops nested in one another, through methods and closures too, share one count of
        // turns, so that a loop over a long list inside another stops instead of running n² times.
        let outermost = loopTurnsLeft == nil
        if outermost { loopTurnsLeft = limits.valueSize }
        defer { if outermost { loopTurnsLeft = nil } }
        for (index, element) in elements.enumerated() {
            try countLoopTurn(statement)
            let binding = loop.binding(element)
            let inner = binding.isEmpty ? scope : scope.with(binding)
            if let skipped = try skips(loop, in: inner) {
                emit(.loopRan(node: scope.node.ref, .turn(variable: loop.variable, value: element, turn: index + 1, count: elements.count, skipped: skipped)))
                continue
            }
            emit(.loopRan(node: scope.node.ref, .turn(variable: loop.variable, value: element, turn: index + 1, count: elements.count, skipped: nil)))
            do {
                let outcome = try turn(inner, binding)
                if stops(outcome) { return outcome }
            } catch let leaving as LeavingLoop {
                emit(.loopRan(node: scope.node.ref, .jumped(leaving.jump, turn: index + 1, count: elements.count)))
                if leaving.jump == .breakLoop { return nil }
            }
        }
        return nil
    }

    /// The `where` clause, as written, when it is false for this turn's element; nil when the
    /// body runs.
    func skips(_ loop: ForInLoop, in scope: NodeScope) throws -> String? {
        guard let condition = loop.condition else { return nil }
        return try holds(condition, in: scope) ? nil : "where \(condition.source)"
    }

    /// One more turn of the loops running now, refused past the bound on a value's size.
    func countLoopTurn(_ statement: Statement) throws {
        guard let left = loopTurnsLeft else { return }
        guard left > 0 else {
            throw Diagnostic("the loops at `\(Self.loopHead(statement))` ran more than \(limits.valueSize) turns at once", at: statement.location,
                             hint: "work this large is likely a runaway loop, one nested in another over long lists; docs/limits.md lists the limits")
        }
        loopTurnsLeft = left - 1
    }

    /// `for x in items where x > 2`: the loop as the trace names it, without its body.
    static func loopHead(_ statement: Statement) -> String {
        guard case .forIn(let loop) = statement.kind else { return statement.source }
        return "for \(loop.variable) in \(loop.sequence.source)" + (loop.condition.map { " where \($0.source)" } ?? "")
    }
}
