/// `defer { … }` (docs/semantics.md §77): bodies a closure or block reaches, run when it ends,
/// however it ends, the last reached first. An action's and a block's that runs to its end at
/// once run where they end (Actions.swift, TaskBlocks.swift); a task's wait here for the code that
/// left the level (a method's end, a `return`, a thrown error, a cancellation) to be done with the
/// task's state, and run before anything else of the task does.
struct DeferredRun {
    /// The task as it was at the level's end: its owner, its locals and its receiver there.
    var task: RunningTask
    var body: [Statement]
}

extension Graph {
    /// `defer { a; b }`, as the trace names a body that runs.
    static func deferSource(_ body: [Statement]) -> String {
        body.isEmpty ? "defer { }" : "defer { \(body.written) }"
    }

    /// Keeps the `defer` bodies of the level `task` is leaving, the last reached first.
    func keepDeferred(_ task: RunningTask) {
        for body in task.deferred.reversed() { deferredRuns.append(DeferredRun(task: task, body: body)) }
    }

    /// Keeps the `defer` bodies of every level of a task that ends: its own, then each frame's
    /// from the innermost out, each with the locals and receiver of its level.
    func keepDeferred(of task: RunningTask) {
        keepDeferred(task)
        var level = task
        for frame in task.frames.reversed() where !frame.deferred.isEmpty {
            (level.locals, level.receiver, level.deferred) = (frame.locals, frame.receiver, frame.deferred)
            keepDeferred(level)
        }
    }

    /// Runs the kept `defer` bodies, in order; one that keeps more (a `defer` in a `defer`'s
    /// body) has them run after.
    func runDeferred() throws {
        while !deferredRuns.isEmpty {
            let run = deferredRuns.removeFirst()
            emit(.deferRan(node: run.task.owner.ref, task: run.task.ref, source: Self.deferSource(run.body)))
            let outer = running
            running = run.task.ref.number
            defer { running = outer }
            _ = try runBlock(run.body, of: run.task, in: taskScope(run.task), locals: run.task.locals, refusingAwaitsIn: "a defer body")
        }
    }
}
