/// Bindings made from closures or a value: `Binding(get:set:)` and `.constant(x)`
/// (docs/semantics.md §38). They point to no holder: reading runs the getter, writing the setter,
/// both in the scope of the body that made the binding, as Swift closures do.
extension NodeScope {
    /// Making `Binding(get:set:)` runs its getter once, in this body: `init(get:set:)` stores the
    /// value `get()` returns, so this body depends on what the getter reads, as for `$model.field`
    /// (§20). `.constant(x)` evaluates `x` here.
    func makeBinding(_ literal: CustomBindingLiteral, source: String, at location: Location) throws -> Value {
        switch literal.form {
        case .constant(let e):
            var ref = BindingRef(node: 0, name: "")
            ref.custom = .constant(try Evaluator.evaluate(e, in: self))
            return .binding(ref)
        case .closures(let getter, let parameter, let setter):
            let names = (getter.names + setter.flatMap(\.capturedNames)).filter { $0.0 != parameter }
            let closures = BindingClosures(setter: closure(setter, capturing: names, source: source, at: location),
                                           getter: getter, parameter: parameter)
            if graph.recording, node.screen == nil, let reader = graph.reader, reader === node {
                graph.emit(.customBindingUsed(reader: reader.ref, owner: node.ref, source: source,
                                              use: .made(names: Graph.names(of: getter, in: self))))
            }
            _ = try Evaluator.evaluate(getter, in: with(closures.setter.locals))
            var ref = BindingRef(node: 0, name: "")
            ref.custom = .closures(closures)
            return .binding(ref)
        }
    }
}

extension Graph {
    /// Reads through a custom binding. The getter runs in the scope it was written in, in the
    /// update of the view that reads (§38): a state of the maker it reads is marked read for the
    /// maker, its owner, and gives `node` no dependency (§22); a field of an `@Observable` model
    /// is tracked for `node`, whose update is the one running. Otherwise (a control's label
    /// looked at on screen, a comparison at init) it reads without subscribing anyone.
    func read(_ custom: CustomBinding, for node: Node?, at location: Location) throws -> Value {
        guard case .closures(let closures) = custom else {
            if case .constant(let value) = custom { return value }
            return .null
        }
        let scope = try ownerScope(of: closures, at: location)
        guard let node, reader === node else { return try quietly { try Evaluator.evaluate(closures.getter, in: scope) } }
        emit(.customBindingUsed(reader: node.ref, owner: scope.node.ref, source: closures.source,
                                use: Self.read(of: closures.getter, in: scope)))
        let reading = NodeScope(graph: self, node: scope.node, locals: scope.locals, readsForReader: true)
        return try Evaluator.evaluate(closures.getter, in: reading)
    }

    /// Writes through a custom binding: the setter runs with the value as its argument, in the
    /// scope it was written in; a constant binding keeps its value, as its setter does nothing.
    func write(_ custom: CustomBinding, _ value: Value, at location: Location) throws {
        guard case .closures(let closures) = custom else {
            emit(.customBindingUsed(reader: nil, owner: nil, source: custom.source, use: .ignored(value)))
            return
        }
        let scope = try ownerScope(of: closures, at: location)
        emit(.customBindingUsed(reader: nil, owner: scope.node.ref, source: closures.source, use: .wrote(value)))
        let outer = reader
        defer { reader = outer }
        try runAction(closures.setter.statements, in: scope.with([closures.parameter: value]), view: scope.node.ref)
    }

    /// The live scope of the body that made the binding, with what the closures captured.
    private func ownerScope(of closures: BindingClosures, at location: Location) throws -> NodeScope {
        guard let owner = nodes[closures.owner] else {
            throw Diagnostic("\(closures.source) was made in a view that is gone", at: location,
                             hint: "its identity was destroyed; SwiftUI would run its closures against state that no longer shows")
        }
        return liveScope(owner, locals: closures.setter.locals)
    }

    /// What a getter uses of its scope, and which of those are states it marks read for their owner.
    static func read(of getter: Expr, in scope: NodeScope) -> CustomBindingUse {
        let names = names(of: getter, in: scope)
        let decl = scope.node.componentBox.decl
        return .read(names: names, marked: names.filter { scope.locals[$0] == nil && marksItsOwner(decl.holderKind(named: $0)) })
    }

    /// The holders whose read, from any view's update, is marked for the view that holds them (§22, §42).
    static func marksItsOwner(_ kind: HolderKind?) -> Bool {
        kind == .state || kind == .stateInInit || kind == .lazyState || kind == .focusState
    }

    /// The names of the maker's scope a getter uses, for the trace: its props, holders and loop variables.
    static func names(of getter: Expr, in scope: NodeScope) -> [String] {
        var seen: [String] = []
        for (name, _) in getter.names where !seen.contains(name) {
            if scope.locals[name] != nil || scope.node[prop: name] != nil
                || scope.node.componentBox.decl.holderKind(named: name) != nil { seen.append(name) }
        }
        return seen
    }
}
