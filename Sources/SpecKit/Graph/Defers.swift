/// `defer { … }` (docs/semantics.md §77): bodies a closure or block reaches, run when it ends,
/// however it ends, the last reached first. An action's and a block's that runs to its end at
/// once run where they end (Actions.swift, TaskBlocks.swift); a task's wait here for the code that
/// left the level (a method's end, a `return`, a thrown error, a cancellation) to be done with the
/// task's state, and run before anything else of the task does. At the task's own level, the
/// `defer` bodies and its async lets' implicit cancel-and-await are one list of cleanups, run the
/// last declared first (§56.4, §77).
struct DeferredRun {
    /// The task as it was at the level's end: its owner, its locals and its receiver there.
    var task: RunningTask
    var body: [Statement]
    /// Where it runs among the implicit awaits of async lets never awaited, for the trace.
    var order: DeferOrder? = nil
}

/// Where a `defer` of a task's own closure runs among the implicit cancel-and-await of the async
/// lets it never awaited, which Swift keeps with the `defer` bodies as cleanups of one scope, the
/// last declared first (SE-0317; docs/semantics.md §77.1).
public enum DeferOrder: Sendable, Hashable {
    /// Declared after this async let, still running: the `defer` runs first, at once.
    case beforeImplicitAwait(String)
    /// Declared before this async let, which was running: the `defer` runs once its child has
    /// been cancelled and has ended.
    case afterImplicitAwait(String)
}

extension Graph {
    /// `defer { a; b }`, as the trace names a body that runs.
    static func deferSource(_ body: [Statement]) -> String {
        body.isEmpty ? "defer { }" : "defer { \(body.written) }"
    }

    /// An async let's implicit cancel-and-await, kept among the `defer` bodies of the task's own
    /// level where it was declared (SE-0317): the `async let` statement alone, which no `defer`
    /// body holds (Swift refuses an await in one, and so do the checks).
    static func implicitAwait(of statement: Statement) -> [Statement] { [statement] }

    /// The async let whose implicit await `cleanup` is, or nil for a `defer` body.
    static func implicitAwait(_ cleanup: [Statement]) -> String? {
        guard cleanup.count == 1, case .asyncLet(let name, _, _) = cleanup[0].kind else { return nil }
        return name
    }

    /// Keeps the `defer` bodies of the level `task` is leaving, the last reached first. An async
    /// let's implicit await among them is passed over: its child has ended by then (§56.4).
    func keepDeferred(_ task: RunningTask) {
        for body in task.deferred.reversed() where Self.implicitAwait(body) == nil {
            deferredRuns.append(DeferredRun(task: task, body: body))
        }
    }

    /// Keeps the `defer` bodies of every level of a task that ends: its own, then each frame's
    /// from the innermost out, each with the locals and receiver of its level; the frames from
    /// `outermost` in (1 leaves the task's own closure's, frame 0's, to run as its cleanups).
    func keepDeferred(of task: RunningTask, framesFrom outermost: Int = 0) {
        keepDeferred(task)
        var level = task
        for frame in task.frames[min(outermost, task.frames.count)...].reversed() where !frame.deferred.isEmpty {
            (level.locals, level.variables, level.receiver, level.deferred) = (frame.locals, frame.variables, frame.receiver, frame.deferred)
            keepDeferred(level)
        }
    }

    /// Runs the kept `defer` bodies, in order; one that keeps more (a `defer` in a `defer`'s
    /// body) has them run after.
    func runDeferred() throws {
        while !deferredRuns.isEmpty {
            let run = deferredRuns.removeFirst()
            emit(.deferRan(node: run.task.owner.ref, task: run.task.ref, source: Self.deferSource(run.body), order: run.order))
            let outer = running
            running = run.task.ref.number
            defer { running = outer }
            _ = try runBlock(run.body, of: run.task, in: taskScope(run.task), locals: run.task.locals, refusingAwaitsIn: "a defer body")
        }
    }
}
