/// A closure literal's captures, and its call (docs/semantics.md §19, §93).
///
/// A closure that uses a property of the view captures `self`, a copy of the view value as it is
/// where the literal runs. The copy shares what the view keeps by reference (`@State`, a
/// `@StateObject`, a `@Binding`'s storage), which the closure reads live when it runs; it holds
/// the rest: the props, a `let`, an `@ObservedObject`'s object, and what SwiftUI wrote into the
/// `@Environment` and `@EnvironmentObject` properties at the view's last update. A task's closure
/// captures the same way (`capturingProps`, §27.2).
extension NodeScope {
    /// The closure captures the names of this scope its statements use: loop variables and props
    /// by value, as Swift copies them into the context; holders stay live, as `State` is storage.
    func makeClosure(_ statements: [Statement], parameters: [String], source: String, at location: Location) throws -> Value {
        // A parameter is the closure's own name, not one of this scope it captures.
        let names = statements.flatMap(\.capturedNames)
        var made = closure(statements, capturing: parameters.isEmpty ? names : names.filter { !parameters.contains($0.0) },
                           source: source, at: location)
        made.parameters = parameters
        return .closure(made)
    }

    /// Whether a closure literal written here that uses `name` (or its `$` projection) captures it:
    /// a local (a for-each's element), a prop or a holder of the view.
    func isCaptured(_ name: String) -> Bool {
        let base = name.hasPrefix("$") ? String(name.dropFirst()) : name
        return locals[base] != nil || node[prop: base] != nil || node.componentBox.decl.holderKind(named: base) != nil
    }

    /// A closure value running `statements` that captures those of `names` in this scope.
    func closure(_ statements: [Statement], capturing names: [(String, Location)], source: String,
                 at location: Location) -> ClosureValue {
        var captures: [String] = []
        for (name, _) in names {
            let base = name.hasPrefix("$") ? String(name.dropFirst()) : name
            if isCaptured(base) && !captures.contains(base) { captures.append(base) }
        }
        var copied: [String: Value] = [:]
        var localCaptures: [String] = [], environment: [String] = []
        let bound = locals.keys.contains { $0.utf8.first == UInt8(ascii: "$") }
        for name in captures {
            if let v = locals[name] {
                copied[name] = v
                localCaptures.append(name)
                // `{ $item in }`'s binding, captured with it.
                if bound, let b = locals["$" + name] { copied["$" + name] = b }
            } else if let v = node[prop: name] {
                if case .binding = v { continue }   // a Binding reaches the same storage either way
                copied[name] = v
            } else if node.screen == nil, let index = node.componentBox.holder(name), index < node.componentBox.decl.holders.count,
                      let held = graph.heldValue(at: index, of: node) {
                // What the captured `self` holds rather than shares: kept as it is now (§93).
                copied[name] = held
                if node.componentBox.decl.holders[index].kind.readsEnvironment { environment.append(name) }
            }
        }
        let identity: ClosureValue.Identity = captures.isEmpty ? .function(location) : .context(graph.newClosureContext())
        var made = ClosureValue(identity: identity, statements: statements, owner: node.id, locals: copied,
                                captures: captures, source: source)
        made.localCaptures = localCaptures
        if !environment.isEmpty { made.environment = CapturedEnvironment(names: environment, pass: graph.reader == nil ? nil : graph.pass) }
        return made
    }

    func invoke(_ closure: ClosureValue, named name: String, with arguments: [Value], at location: Location) throws {
        guard let owner = graph.nodes[closure.owner] else {
            throw Diagnostic("\(closure.source) was written in a view that is gone", at: location,
                             hint: "its identity was destroyed; SwiftUI would run it against state that no longer shows")
        }
        graph.emit(.closureCalled(node.ref, name: name, owner: owner.ref, source: closure.source))
        if graph.recording, let captured = closure.environment { graph.tellCapturedEnvironment(captured, of: closure, in: owner) }
        // A closure written in a screen's content runs against its owner's live state (§22). As an
        // action, a guard ends it and a Task { } starts when the action that called it returns.
        var locals = closure.locals
        for (parameter, argument) in zip(closure.parameters, arguments) where parameter != "_" { locals[parameter] = argument }
        try graph.nestedCall(at: location) {
            try graph.runAction(closure.statements, in: graph.liveScope(owner, locals: locals), view: owner.ref)
        }
    }
}

extension Graph {
    /// What a copy of `node`'s view value holds of its holder at `index`, rather than shares with
    /// the view: a `let`'s value, an `@ObservedObject`'s object, and the value or object SwiftUI
    /// wrote into an `@Environment` or `@EnvironmentObject` property at the view's last update.
    /// Nil for the holders the copy shares (state, a state object, a store's key) and for an
    /// environment object none supplied, which the copy would trap on when it reads it.
    func heldValue(at index: Int, of node: Node) -> Value? {
        // The kind alone first: a copy of the declaration retains each of its lists.
        switch node.componentBox.decl.holders[index].kind {
        case .observedObject, .constant:
            return node[holderAt: index]
        case .environment, .environmentObject:
            // Not read through the environment here: an entry of the copy.
            let holder = node.componentBox.decl.holders[index]
            return try? environmentValue(of: holder, in: node, at: holder.location)
        default:
            return nil
        }
    }

    /// Tells, at a closure's call, each environment value it uses: the one its `self` held where
    /// the literal ran, and what the owner holds now when that differs (§93).
    func tellCapturedEnvironment(_ captured: CapturedEnvironment, of closure: ClosureValue, in owner: Node) {
        for name in captured.names {
            guard let value = closure.locals[name], let holder = owner.componentBox.decl.holder(named: name) else { continue }
            let now = try? environmentValue(of: holder, in: owner, at: holder.location)
            emit(.closureEnvironment(owner.ref, name: name, key: environmentKey(of: holder), value: value, pass: captured.pass,
                                     now: now == value ? nil : now))
        }
    }
}

extension ClosureValue {
    /// What a closure that uses `captures` captured where its literal ran, in the trace's words: a
    /// property of the view is reached through `self`, which it captures whole; a name of the scope
    /// around it (a for-each's element) is captured itself (§19): "self and item".
    static func captured(_ captures: [String], locals: [String]) -> String {
        var captured = captures.contains { !locals.contains($0) } ? ["self"] : []
        captured += captures.filter { locals.contains($0) }
        guard captured.count > 1 else { return captured.joined() }
        return captured.dropLast().joined(separator: ", ") + " and " + captured[captured.count - 1]
    }
}
