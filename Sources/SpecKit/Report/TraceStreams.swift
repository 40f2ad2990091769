/// Trace lines for a model's `AsyncStream` (docs/semantics.md §83): where each yielded value went,
/// and why: handed to a waiting loop, kept in the buffer, dropped by the policy or after the end;
/// why a loop ended: finished, or terminated by a cancellation.
extension TraceBuilder {
    mutating func addStream(_ event: StreamEvent) {
        let s = event.stream
        switch event.kind {
        case .buffered(let value, let buffer):
            line(.task, 2, LineText("\(s).yield(\(value.literal)): no loop is waiting in next(), so the stream buffers it (now \(Self.listed(buffer))); "
                 + "a loop takes it when it asks, however late it starts"), tone: .created)
        case .handed(let value, let task):
            line(.task, 2, LineText("\(s).yield(\(value.literal)) is delivered to task #\(task.number), whose loop was waiting in next(); "
                 + "its body runs with it once the code that yielded returns"), node: task.view, tone: .created)
        case .droppedAfterEnd(let value, let ended):
            line(.task, 2, "\(s).yield(\(value.literal)) is dropped: the stream \(Self.ended(ended)), so nothing gets it (Swift's .terminated)",
                 tone: .discarded)
        case .droppedFull(let value, let policy, let kept):
            let which = policy.hasPrefix(".bufferingNewest") ? "the oldest buffered value, \(value.literal), is dropped for the new one"
                : "the new value, \(value.literal), is dropped"
            line(.task, 2, "\(s): the buffer is full under \(policy), so \(which) (now \(Self.listed(kept)))", tone: .discarded)
        case .finished(let buffered, let waiting):
            let loops = waiting.isEmpty ? "no loop is waiting"
                : "\(Self.tasks(waiting)) waiting in next() \(waiting.count == 1 ? "gets" : "get") nil: the loop ends and the code after it runs"
            let rest = buffered == 0 ? "" : "; the \(buffered) buffered \(buffered == 1 ? "value is" : "values are") still delivered before a loop gets nil"
            line(.task, 2, "\(s) finished: later yields are dropped; \(loops)\(rest)", tone: .heading)
        case .alreadyEnded(let ended):
            line(.task, 2, "\(s).finish() does nothing: the stream \(Self.ended(ended)) already", tone: .muted)
        case .terminated(let task, let buffered, let waiting):
            let others = waiting.filter { $0.number != task.number }
            let loops = others.isEmpty ? "" : "; \(Self.tasks(others)) waiting on it \(others.count == 1 ? "gets" : "get") nil too"
            let rest = buffered == 0 ? "" : "; its loop still takes the \(buffered) buffered \(buffered == 1 ? "value" : "values") first"
            line(.task, 2, LineText("\(s) terminated: task #\(task.number) was cancelled while it iterated, so its next() ends the stream "
                 + "(onTermination runs with .cancelled) and later yields are dropped\(loops)\(rest)"), node: task.view, tone: .discarded)
        case .iterated(let task):
            line(.task, 2, "task #\(task.number) starts iterating \(s): its loop takes what the stream buffered, in order, a job each, then waits", node: task.view)
        case .taken(let value, let task, let left):
            line(.task, 2, "task #\(task.number)'s loop takes \(value.literal) from the buffer (\(left) left)", node: task.view)
        case .loopEnded(let task, let ended):
            let why = ended == .finished ? "the stream was finished and its buffer is empty"
                : "the stream was terminated by a cancellation and its buffer is empty"
            line(.task, 2, "task #\(task.number)'s loop over \(s) ends: next() gives nil, as \(why); the code after the loop runs now",
                 node: task.view, tone: .muted)
        case .loopLeft(let task):
            line(.task, 2, LineText("task #\(task.number)'s loop over \(s) is left by `break`: its iterator is dropped, but the model still keeps the stream, "
                 + "so it is not terminated (onTermination does not run); what is yielded from now on is buffered for a later loop; the code after the loop runs now"),
                 node: task.view, tone: .muted)
        }
    }

    /// "was finished", "was terminated when a task iterating it was cancelled".
    private static func ended(_ ended: StreamEnd) -> String {
        ended == .finished ? "was finished" : "was terminated when a task iterating it was cancelled"
    }

    private static func listed(_ values: [Value]) -> String {
        values.isEmpty ? "empty" : "[" + values.map(\.literal).joined(separator: ", ") + "]"
    }

    private static func tasks(_ refs: [TaskRef]) -> String {
        refs.count == 1 ? "task #\(refs[0].number)'s loop" : "the loops of " + refs.map { "task #\($0.number)" }.joined(separator: ", ")
    }
}
