/// Pull to refresh: the `refresh:` step on a view written with `refreshable:` (docs/semantics.md §40).
extension Graph {
    /// Starts the view's refreshable action as a task, in the scope of the body that wrote the
    /// modifier, and runs it to its first await; then the screen settles. While the last pull's
    /// task has not ended the indicator still shows and the list is already refreshing, so a
    /// pull starts nothing.
    func refresh(_ name: String, at location: Location) throws {
        let pullable = refreshablesOnScreen()
        // The name as the body writes it: a scenario's `use:` may show another component there.
        let named = pullable.filter { $0.ref.component == scenario.resolve(name) }
        guard named.count == 1, let node = named.first, let owner = node.modifierOwner ?? node.parent else {
            let names = pullable.map(\.ref.component)
            throw Diagnostic(named.isEmpty ? "refresh: no view \"\(name)\" with `refreshable:` is on screen"
                                           : "refresh: \(named.count) views \"\(name)\" with `refreshable:` are on screen; a pull needs exactly one",
                             at: location,
                             hint: named.isEmpty
                                 ? alertInTheWay + (Suggestion.closest(to: name, in: names).map { "did you mean '\($0)'? " } ?? "")
                                     + "refreshable views on screen: \(names.isEmpty ? "none" : names.map { "\"\($0)\"" }.joined(separator: ", "))"
                                 : "they are \(named.map(\.ref.path).joined(separator: ", ")); give each its own component")
        }
        lastHandlers = []
        // A disabled view takes no interaction (§33): its scroll view does not move, so no pull.
        if node.environment[.isEnabled] == .bool(false) {
            emit(.refresh(node.ref, .disabled(by: disabledBy(node))))
            return
        }
        if let running = refreshTask(of: node), let task = tasks[running] {
            emit(.refresh(node.ref, .ignored(running: task.ref)))
            return
        }
        emit(.refresh(node.ref, .started))
        let number = newTask(body: node.modifiers.refreshable, owner: owner, locals: node.handlerLocals, view: node.ref,
                             id: nil, structured: true, refresh: true)
        try resume(number, .start)
        try startSpawned()
        try settle(at: location)
    }

    /// The number of the view's refresh task that has not ended, if one runs.
    func refreshTask(of node: Node) -> Int? {
        tasks.first { $0.value.ref.refresh && $0.value.ref.view.id == node.id }?.key
    }

    /// The views on screen written with `refreshable:`, in tree order: a pull reaches only what
    /// a person sees, not a view under a sheet or a pushed screen.
    func refreshablesOnScreen() -> [Node] {
        nodesOnScreen().filter { !$0.modifiers.refreshable.isEmpty }
    }

    /// The pulls exploring tries: each refreshable view on screen whose name is its own.
    func refreshMoves() -> [ExploreAction] {
        // A pull on a disabled view changes nothing (§33), so exploring does not try it.
        let names = refreshablesOnScreen().filter { $0.environment[.isEnabled] != .bool(false) }.map(\.ref.component)
        return names.filter { name in names.count(where: { $0 == name }) == 1 }.map { .refresh($0) }
    }
}
