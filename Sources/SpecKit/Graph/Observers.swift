/// Property observers on a view's state (docs/semantics.md §53): `@State private var x = 0
/// { didSet { … } }` runs its `didSet` when an assignment goes through the view's property
/// (`x = …`, `x += …`, a method that changes it), after the new value is stored, every time,
/// equal value or not. A `Binding` (`$x` passed to a control or a child) writes the storage
/// itself: no observer of the view runs then.
extension Graph {
    /// Runs `observer`'s statements in `node`'s scope with `oldValue` the value replaced. An
    /// assignment to the holder inside its own `didSet` stores without running it again, as
    /// Swift's rule for an observer that assigns its own property says.
    func runDidSet(_ observer: DidSetDecl, of node: Node, old: Value, new: Value, at location: Location) throws {
        let key = BindingRef(node: node.id, name: observer.holder)
        if runningObservers.last == key { return }
        if runningObservers.contains(key) {
            let cycle = runningObservers.drop { $0 != key }.map(\.name) + [observer.holder]
            throw Diagnostic("the didSet of \(observer.holder) runs again while it runs: \(cycle.joined(separator: " → ")) write each other without end",
                             at: observer.location,
                             hint: "in Swift this recursion never returns; let one of the observers leave the other holder alone")
        }
        emit(.didSetRan(node.ref, name: observer.holder, old: old, new: new, source: observer.source))
        runningObservers.append(key)
        defer { runningObservers.removeLast() }
        try runObserverStatements(observer.statements, in: NodeScope(graph: self, node: node, locals: [DidSetDecl.parameter: old]))
    }

    /// Assignments and calls, and the branch each `if` chooses (§59): what a didSet may hold.
    private func runObserverStatements(_ statements: [Statement], in scope: NodeScope) throws {
        for statement in statements {
            try checkWork(at: statement.location)
            if case .ifElse(let condition, let then, let otherwise) = statement.kind {
                try runObserverStatements(branch(condition, then, otherwise, in: scope).body, in: scope)
            } else {
                try Evaluator.execute(statement, in: scope)
            }
        }
    }

    /// After a write through a binding to a holder with a `didSet`: the log says it did not run.
    func noteDidSetSkipped(by binding: BindingRef) {
        guard binding.custom == nil, binding.model == nil, binding.storageKey == nil, let node = nodes[binding.node],
              node.componentBox.decl.observer(of: binding.name) != nil else { return }
        emit(.didSetSkipped(node.ref, name: binding.name, binding: "$" + binding.shownName))
    }
}
