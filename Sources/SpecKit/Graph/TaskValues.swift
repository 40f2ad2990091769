/// A kept task's value (docs/semantics.md §67): `await pending?.value` waits for the task the
/// property holds to end, however it ends, and gives what its closure returned.
extension Graph {
    /// What `await pending?.value` finds now: a value to go on with, or a task to wait for.
    enum KeptTaskAwait {
        case now(Value)
        /// A throwing task that failed with this error (§73).
        case failed(Int, ThrownError)
        case wait(Int)
    }

    /// `expr`, `pending?.value`, awaited by task `number`: nil through `?.` when no task is kept,
    /// the value of one that ended, or the running task to wait for.
    func awaitKept(_ expr: Expr, by number: Int, at statement: Statement, in scope: NodeScope) throws -> KeptTaskAwait {
        guard case .member(let base, _) = expr.kind,
              let handle = try TaskHandles.taskToAwait(Evaluator.evaluate(base, in: scope), expr) else { return .now(.null) }
        guard tasks[handle.number] != nil else {
            if let failure = taskFailures[handle.number] { return .failed(handle.number, failure.error ?? .cancellation) }
            return .now(taskValues[handle.number] ?? .null)
        }
        if handle.number == number {
            throw Diagnostic("task #\(number) awaits its own value at `\(statement.source)`, which it gives only when it ends",
                             at: statement.location, hint: "Swift's task would wait forever: await another task's value")
        }
        return .wait(handle.number)
    }

    /// The tasks awaiting the value of the one that ended go on, in order of their numbers, as
    /// jobs after the code running now, however it ended (§67).
    func wakeAwaiters(of number: Int) {
        var waking: [Int] = []
        for (waiter, task) in tasks { if case .task(number)? = task.waiting { waking.append(waiter) } }
        if !waking.isEmpty { spawned += waking.sorted() }
    }
}
