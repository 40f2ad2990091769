/// A node's names as its expressions see them: props, then holders, then model types.
///
/// Reads are recorded for the body being evaluated (`graph.reader`): a node's own state only when
/// that body is the node's own; model fields and observed counters for whichever body is running,
/// since an init's side effects happen inside its parent's body (fact sheet, the demo's notes).
final class NodeScope: Scope {
    // Unretained: a scope lives only while the graph evaluates in it, and an unowned reference
    // was retained and released at every use.
    unowned(unsafe) let graph: Graph
    let node: Node
    /// Loop variables and handler arguments (`item`, `oldValue`), seen before everything else.
    let locals: [String: Value]
    /// The graph's, kept here: the evaluator asks at every operator and interpolated part, and
    /// reaching them through the unowned graph retained it each time.
    let limits: Limits

    init(graph: Graph, node: Node, locals: [String: Value] = [:]) {
        self.graph = graph
        self.node = node
        self.locals = locals
        limits = graph.limits
    }

    /// The same node with more local names.
    func with(_ more: [String: Value]) -> NodeScope {
        NodeScope(graph: graph, node: node, locals: locals.merging(more) { $1 })
    }

    func lookup(_ name: String, at location: Location) throws -> Value {
        if let v = locals[name] { return v }
        if name.utf8.first == UInt8(ascii: "$") { return try binding(String(name.dropFirst()), at: location) }
        if let state = node.screen {
            // An escaping closure's body: the owner's values as of its last render (§22).
            if let v = state.locals[name] { return v }
            if let v = state.captured[name] {
                guard case .binding(let b) = v else { return v }
                return try graph.read(b, for: node, at: location)
            }
            if let holder = state.owner.component.holder(named: name), holder.kind == .appStorage {
                // The closure reads the owner's wrapper, which reads the store when it runs.
                return try graph.appStorageValue(of: holder, in: node, subscribing: true)
            }
            if graph.spec.model(named: name) != nil || graph.spec.component(named: name) != nil { return .typeName(name) }
            throw Diagnostic("'\(name)' has no value in \(state.owner.component.name)", at: location)
        }
        switch node.componentBox.position(of: name) {
        case .prop(let i)?:
            if let v = node.props[i] {
                guard case .binding(let b) = v else { return v }
                return try graph.read(b, for: node, at: location)
            }
        case .holder(let i)?:
            if let v = node.holders[i] {
                if graph.reader === node { graph.recordOwnState(at: i, named: name, of: node) }
                return v
            }
        case nil:
            break
        }
        if let holder = node.component.holder(named: name), holder.kind.keepsNoStorage {
            if holder.kind == .appStorage { return try graph.appStorageValue(of: holder, in: node) }
            return try graph.environmentValue(of: holder, in: node, at: location)
        }
        if graph.spec.model(named: name) != nil || graph.spec.component(named: name) != nil
            || name == "Task" || AsyncMeasure.names(of: name) != nil { return .typeName(name) }
        throw Diagnostic("'\(name)' has no value yet in \(node.component.name)", at: location,
                         hint: "a holder can only use props and the holders declared before it")
    }

    /// `$name`: a binding to this node's holder, or the binding this node was given.
    func binding(_ name: String, at location: Location) throws -> Value {
        if node.screen != nil { return try graph.liveScope(node, locals: locals).binding(name, at: location) }
        if let v = node[prop: name], case .binding = v { return v }
        if let holder = node.component.holder(named: name), holder.kind == .appStorage { return graph.appStorageBinding(holder, of: node) }
        guard node[holder: name] != nil, node.component.holder(named: name)?.kind != .memo else {
            throw Diagnostic("'$\(name)' needs '\(name)' to be a state holder of \(node.component.name)", at: location)
        }
        return .binding(BindingRef(node: node.id, name: name))
    }

    func field(_ field: String, of model: ModelRef, at location: Location) throws -> Value {
        try graph.field(field, of: model, at: location)
    }

    func staticField(_ field: String, of type: String, at location: Location) throws -> Value {
        try graph.staticField(field, of: type, at: location)
    }

    func construct(_ type: String, _ arguments: [(label: String, value: Value)], at location: Location) throws -> Value {
        try graph.construct(type, arguments, at: location)
    }

    func assign(_ name: String, _ value: Value, at location: Location) throws {
        // A loop variable shadows a holder of the same name and is a constant, as a closure parameter is.
        if locals[name] != nil { throw Diagnostic("'\(name)' is a loop variable; it cannot be assigned", at: location) }
        if node.screen != nil { return try graph.liveScope(node, locals: locals).assign(name, value, at: location) }
        if case .binding(let b)? = node[prop: name] {
            try graph.write(graph.target(of: b), value, at: location)
            return
        }
        if let holder = node.component.holder(named: name), holder.kind == .appStorage {
            return try graph.write(.appStorage(key: Graph.storageKey(of: holder)), value, at: location)
        }
        guard node[holder: name] != nil, node.component.holder(named: name)?.kind != .memo else {
            throw Diagnostic("'\(name)' cannot be assigned in \(node.component.name)", at: location)
        }
        try graph.write(.state(node: node.id, name: name), value, at: location)
    }

    /// `dismiss()`: the dismiss action of this body's environment (§22).
    func dismiss(at location: Location) throws {
        try graph.dismissAction(from: node, at: location)
    }

    /// The closure captures the names of this scope its statements use: loop variables and props
    /// by value, as Swift copies them into the context; holders stay live, as `State` is storage.
    func makeClosure(_ statements: [Statement], source: String, at location: Location) throws -> Value {
        var captures: [String] = []
        for s in statements {
            for (name, _) in s.capturedNames {
                let base = name.hasPrefix("$") ? String(name.dropFirst()) : name
                let inScope = locals[base] != nil || node[prop: base] != nil || node.component.holder(named: base) != nil
                if inScope && !captures.contains(base) { captures.append(base) }
            }
        }
        var copied: [String: Value] = [:]
        for name in captures {
            if let v = locals[name] { copied[name] = v }
            else if let v = node[prop: name] {
                if case .binding = v { continue }   // a Binding reaches the same storage either way
                copied[name] = v
            }
        }
        let identity: ClosureValue.Identity = captures.isEmpty ? .function(location) : .context(graph.newClosureContext())
        return .closure(ClosureValue(identity: identity, statements: statements, owner: node.id, locals: copied,
                                     captures: captures, source: source))
    }

    func invoke(_ closure: ClosureValue, named name: String, at location: Location) throws {
        guard let owner = graph.nodes[closure.owner] else {
            throw Diagnostic("\(closure.source) was written in a view that is gone", at: location,
                             hint: "its identity was destroyed; SwiftUI would run it against state that no longer shows")
        }
        graph.emit(.closureCalled(node.ref, name: name, owner: owner.ref, source: closure.source))
        // A closure written in a screen's content runs against its owner's live state (§22). As an
        // action, a guard ends it and a Task { } starts when the action that called it returns.
        try graph.runAction(closure.statements, in: graph.liveScope(owner, locals: closure.locals), view: owner.ref)
    }

    func assignField(_ field: String, of model: ModelRef, _ value: Value, at location: Location) throws {
        guard graph.models.field(field, of: model) != nil else {
            if graph.spec.model(named: model.type)?.computed(named: field) != nil {
                throw Diagnostic("\(model.type).\(field) is a computed property; it cannot be assigned", at: location,
                                 hint: "assign the fields it is computed from")
            }
            throw Diagnostic("\(model.type) has no field '\(field)'", at: location)
        }
        try graph.write(.field(model: model.id, name: field), value, at: location)
    }
}
