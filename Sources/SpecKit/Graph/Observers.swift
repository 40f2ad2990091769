/// Property observers on a view's state (docs/semantics.md §53, §70): `@State private var x = 0
/// { willSet { … } didSet { … } }` runs its `willSet`, then stores, then runs its `didSet`, when an
/// assignment goes through the view's property (`x = …`, `x += …`, a method that changes it),
/// every time, equal value or not. A `Binding` (`$x` passed to a control or a child) writes the
/// storage itself: no observer of the view runs then.
extension Graph {
    /// Runs `observer`'s statements in `node`'s scope with `oldValue` the value replaced, or, for a
    /// `willSet`, `newValue` the value about to be stored. An assignment to the holder inside its
    /// own observer stores without running either again, as Swift's rule for an observer that
    /// assigns its own property says. One made in another
    /// holder's observer, which this one's assignment ran, goes through the setter and runs it
    /// again, nested, as Swift does: a condition in them ends it, or Swift's stack overflows,
    /// which the depth bound stands for (§53).
    func runObserver(_ observer: DidSetDecl, of node: Node, old: Value, new: Value, at location: Location) throws {
        let key = BindingRef(node: node.id, name: observer.holder)
        if runningObservers.last == key { return }
        if runningObservers.count >= limits.observerDepth {
            var names: [String] = []
            for ref in runningObservers.suffix(6) where !names.contains(ref.name) { names.append(ref.name) }
            let pair = names.count > 1 ? names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1] : names.joined()
            let chain = (runningObservers.suffix(4).map(\.name) + [observer.holder]).joined(separator: " → ")
            throw Diagnostic("the \(observer.keyword)s of \(pair) run within each other more than \(limits.observerDepth) deep: \(chain) → …",
                             at: observer.location,
                             hint: "in Swift this recursion overflows the stack; let a condition in one of them stop assigning the other holder")
        }
        emit(observer.isWillSet ? .willSetRan(node.ref, name: observer.holder, old: old, new: new, source: observer.source)
                                : .didSetRan(node.ref, name: observer.holder, old: old, new: new, source: observer.source))
        runningObservers.append(key)
        defer { runningObservers.removeLast() }
        try runObserverStatements(observer.statements,
                                  in: NodeScope(graph: self, node: node, locals: [observer.parameterName: observer.isWillSet ? new : old]))
    }

    /// Assignments and calls, the branch each `if` chooses (§59) and a guard or `return` that
    /// leaves the observer: what a didSet may hold. False once one has returned.
    @discardableResult
    private func runObserverStatements(_ statements: [Statement], in scope: NodeScope) throws -> Bool {
        var deferred: [[Statement]] = []
        // The `defer` bodies the block reached, the last first, however it ended (§77).
        func runDeferred() throws {
            for body in deferred.reversed() {
                emit(.deferRan(node: scope.node.ref, task: nil, source: Self.deferSource(body)))
                try runObserverStatements(body, in: scope)
            }
        }
        let ranToEnd: Bool
        do {
            ranToEnd = try runObserverStatements(statements, in: scope, deferring: &deferred)
        } catch let thrown as ThrownOut {
            try runDeferred()
            throw thrown
        }
        try runDeferred()
        return ranToEnd
    }

    private func runObserverStatements(_ statements: [Statement], in scope: NodeScope, deferring deferred: inout [[Statement]]) throws -> Bool {
        for statement in statements {
            try checkWork(at: statement.location)
            switch statement.kind {
            case .ifElse(let condition, let then, let otherwise):
                guard try runObserverStatements(branch(condition, then, otherwise, of: statement, in: scope).body, in: scope) else { return false }
            case .switchCases(let s):
                guard try runObserverStatements(caseTaken(s, in: scope).body, in: scope) else { return false }
            case .guardElse(let condition):
                emit(.actionRan(node: scope.node.ref, source: statement.source))
                if try !holds(condition, in: scope) { return false }
            case .doCatch(let body, let clauses):
                // A `do` whose `catch` takes what a throwing method's call throws (§80).
                guard try runDo(body, clauses, in: scope, run: { try runObserverStatements($0, in: $1) }) else { return false }
            case .throwError(let e):
                throw ThrownOut(error: try thrownError(e, in: scope), location: statement.location)
            case .deferred(let body):
                deferred.append(body)
            default:
                try Evaluator.execute(statement, in: scope)
            }
        }
        return true
    }

    /// After a write through a binding to a holder with a `didSet` or a `willSet`: the log says
    /// neither ran.
    func noteDidSetSkipped(by binding: BindingRef) {
        guard binding.custom == nil, binding.model == nil, binding.storageKey == nil, let node = nodes[binding.node],
              !node.componentBox.decl.observers.isEmpty else { return }
        if node.componentBox.decl.willSet(of: binding.name) != nil {
            emit(.willSetSkipped(node.ref, name: binding.name, binding: "$" + binding.shownName))
        }
        if node.componentBox.decl.observer(of: binding.name) != nil {
            emit(.didSetSkipped(node.ref, name: binding.name, binding: "$" + binding.shownName))
        }
    }
}
