/// A task's start: its record, and the view value its closure captures (docs/semantics.md §27).
extension Graph {
    /// Records a new task; it runs when `resume(_, .start)` is called.
    func newTask(body: [Statement], owner: Node, locals: [String: Value], view: NodeRef, id: Value?,
                 structured: Bool, refresh: Bool = false, throwing: Bool = false) -> Int {
        taskCount += 1
        let ref = TaskRef(number: taskCount, view: view, id: id, structured: structured, refresh: refresh)
        tasks[taskCount] = RunningTask(ref: ref, owner: owner, locals: capturingProps(of: owner, into: locals), body: body,
                                       throwing: throwing)
        count(async: "Tasks.started")
        emit(.taskStarted(ref))
        return taskCount
    }

    /// A task's closure captured the view value that made it: its code after an await reads the
    /// props as they were when the task started, not the ones a later init passed (§27.2).
    /// A binding prop is captured as the `Binding` it was, kept as `$name`: one to a view's state
    /// reads and writes that storage live, but a `Binding(get:set:)` runs the closures the
    /// render made, and a `@Bindable` field's binding writes the object it was made with.
    /// Names already there (loop variables, a closure's own) are kept; a screen's owner is
    /// captured by the screen (`ScreenState.captured`).
    func capturingProps(of owner: Node, into locals: [String: Value]) -> [String: Value] {
        let box = owner.componentBox
        guard owner.screen == nil else { return locals }
        var locals = locals
        for i in 0..<box.holdersStart {
            guard let value = owner[propAt: i] else { continue }
            let name = box.propNames[i]
            if case .binding = value {
                // Read and written through at each use (NodeScope.capturedBinding); an element's
                // binding keeps the index it was made with when the row is given another (§34).
                if locals[name] == nil, locals["$" + name] == nil { locals["$" + name] = value }
                continue
            }
            if locals[name] == nil { locals[name] = value }
        }
        // What the view value holds, not shares: an `@ObservedObject` (passed in or built in
        // init) keeps its object in the value, and the environment wrappers are given theirs at
        // each update. The task's copy of the view keeps them as they were (§27.2).
        let holders = box.decl.holders
        for index in holders.indices where locals[holders[index].name] == nil {
            if let value = heldValue(at: index, of: owner) { locals[holders[index].name] = value }
        }
        return locals
    }
}
