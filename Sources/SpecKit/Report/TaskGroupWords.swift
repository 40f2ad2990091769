/// What happened in a task group, for the trace (docs/semantics.md §88).
public enum GroupNote: Sendable, Hashable {
    /// `withTaskGroup` started its group: the body runs now, as the task's own code.
    case entered(function: String, group: String)
    /// `for await n in group` took a child's result: `waiting` more results were ready.
    case taken(group: String, variable: String, child: Int, call: String, value: Value, waiting: Int)
    /// `cancelAll()` ran with `running` children not ended.
    case cancelledAll(group: String, running: Int)
    /// `for try await` met a child's error: it leaves the body, and the children still running
    /// are cancelled.
    case rethrown(group: String, call: String, child: Int, error: String, running: Int)
    /// `return` in the loop's body left the group's closure.
    case returned(group: String, source: String)
    /// `break` left the loop over the group.
    case left(group: String)
    /// The loop found no child left: it ends.
    case loopEnded(group: String)
    /// A child ended while the body's end waits, and `running` children are still running, so
    /// the task does not resume yet.
    case stillAwaiting(group: String, child: Int, running: Int)
    /// The group ended, every child with it: `dropped` results no loop took; the error it
    /// rethrows, if one left its body.
    case ended(function: String, group: String, dropped: Int, rethrowing: String?)
}

extension TaskWords {
    /// A group's line: its text and its tone.
    static func group(_ note: GroupNote, task: Int) -> (String, TraceLine.Tone) {
        switch note {
        case .entered(let function, let group):
            return ("\(function) starts task #\(task)'s group `\(group)`: its body runs now, on the main actor, as the task's own code; each `addTask` starts a child at once", .created)
        case .taken(let group, let variable, let child, let call, let value, let waiting):
            let more = waiting == 0 ? "" : " (\(waiting) more ready)"
            return ("`for await \(variable) in \(group)` takes \(value.literal) from child #\(child), \(call): the first child to end among those not taken, whatever the order they were added in\(more); the body runs with it now", .muted)
        case .cancelledAll(let group, 0):
            return ("`\(group).cancelAll()`: no child is running; a child added from now on starts cancelled", .discarded)
        case .cancelledAll(let group, let running):
            return ("`\(group).cancelAll()` cancels the \(running) child\(running == 1 ? "" : "ren") still running; a child added from now on starts cancelled", .discarded)
        case .rethrown(let group, let call, let child, let error, let running):
            let rest = running == 0 ? "no other child is running"
                : "the \(running) child\(running == 1 ? "" : "ren") still running \(running == 1 ? "is" : "are") cancelled, and the group waits for \(running == 1 ? "it" : "them") before it rethrows"
            return ("`for try await … in \(group)` meets \(error), the error of child #\(child), \(call): it leaves the group's body; \(rest) (SE-0304)", .discarded)
        case .returned(let group, let source):
            return ("`\(source)` leaves the body of group `\(group)`, not the task: the group awaits its children left, then the code after it runs", .muted)
        case .left(let group):
            return ("`break` leaves the loop over `\(group)`: the results not taken stay in the group, and the body goes on after the loop", .muted)
        case .stillAwaiting(let group, let child, let running):
            return ("child #\(child) of group `\(group)` ended, but task #\(task) does not resume: the group still awaits \(running) child\(running == 1 ? "" : "ren") before it returns", .muted)
        case .loopEnded(let group):
            return ("`for await … in \(group)` ends: every child has ended and each result was taken", .muted)
        case .ended(let function, let group, let dropped, let rethrowing):
            let results = dropped == 0 ? "" : "; \(dropped) result\(dropped == 1 ? "" : "s") no loop took \(dropped == 1 ? "is" : "are") dropped"
            guard let rethrowing else {
                return ("\(function) returns: every child of group `\(group)` has ended\(results); the code after it runs", .muted)
            }
            return ("\(function) rethrows \(rethrowing), now that every child of group `\(group)` has ended\(results)", .discarded)
        }
    }
}
