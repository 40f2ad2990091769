/// A task's suspension at an await and its end, with the measures both keep (docs/semantics.md §27, §56).
extension Graph {
    func suspend(_ task: RunningTask) {
        var task = task
        task.cancelled = tasks[task.ref.number]?.cancelled ?? task.cancelled
        tasks[task.ref.number] = task
        count(async: "Tasks.suspended")
        if let waiting = task.waiting { emit(.taskSuspended(task.ref, waiting: waiting)) }
    }

    /// Ends a task, once the children it never awaited have ended (§56). Returns the parent to
    /// resume when the task was an async let's child whose value its parent awaits.
    @discardableResult
    func end(_ number: Int, _ how: TaskEnd) -> (parent: Int, Resumption)? {
        mayHoldGarbage = true
        guard exitScope(number, how), let task = tasks.removeValue(forKey: number) else { return nil }
        keepDeferred(of: task)
        if task.throwing, (task.exit ?? how).isFailure { taskFailures[number] = task.exit ?? how }
        if task.waiting != nil { count(async: "Tasks.suspended", by: -1) }
        count(async: "Tasks.finished")
        emit(.taskEnded(task.ref, task.exit ?? how))
        // Only a task something awaited has awaiters: a scan of all at each end cost a task of
        // n async let children n² steps as they were cancelled.
        if task.awaited, !tasks.isEmpty { wakeAwaiters(of: number) }
        return childEnded(task, task.exit ?? how)
    }

    /// Counts an async measure by its key, `Tasks.started`: a literal at each call, as a key built
    /// from its two names was a string made (and for most, allocated) at every count.
    func count(async key: String, by delta: Int = 1) {
        asyncMeasures[key, default: 0] += delta
    }
}
