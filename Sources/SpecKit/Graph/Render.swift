/// Init, install and render: the rules of docs/semantics.md §1–§4.
extension Graph {
    /// Whether a holder's initial value is evaluated at every init (eager) or once per identity (lazy).
    func isEager(_ kind: HolderKind) -> Bool {
        switch kind {
        case .stateInInit: return true
        // Xcode 27's @State macro makes an inline default lazy; the property wrapper before it is eager.
        case .state: return scenario.toolchain == .xcode26
        case .lazyState, .stateObject, .memo: return false
        }
    }

    /// A new identity: runs its init (eager holders) and installs it (lazy holders, once).
    func create(_ decl: ComponentDecl, parent: Node?, slot: Slot?, arguments: [Argument],
                at location: Location) throws -> Node {
        let node = try register(decl, parent: parent, slot: slot, at: location)
        emit(.created(node.ref))
        emit(.initialized(node.ref, arguments: arguments))
        for arg in arguments { node.props[arg.label] = arg.value }
        let scope = NodeScope(graph: self, node: node)
        for holder in decl.holders where isEager(holder.kind) {
            let value = try Evaluator.evaluate(holder.initial, in: scope)
            node.holders[holder.name] = value
            node.seeds[holder.name] = value
            emit(.holder(node.ref, name: holder.name, kind: holder.kind, .built(value, lazily: false)))
        }
        for holder in decl.holders where !isEager(holder.kind) && holder.kind != .memo {
            let value = try Evaluator.evaluate(holder.initial, in: scope)
            node.holders[holder.name] = value
            emit(.holder(node.ref, name: holder.name, kind: holder.kind, .built(value, lazily: true)))
        }
        return node
    }

    /// A later init of a live identity. Eager holders evaluate again (side effects happen) and the
    /// new value is discarded; lazy closures are not run. Returns what differs from the last init:
    /// props by `==` (model instances by identity), eager seeds likewise, and any lazy holder's
    /// closure, since closures never compare equal (fact sheet §1).
    func reinitialize(_ node: Node, arguments: [Argument]) throws -> [String] {
        emit(.initialized(node.ref, arguments: arguments))
        var changes: [String] = []
        for arg in arguments {
            if let old = node.props[arg.label], old != arg.value {
                changes.append("\(arg.label) \(old.literal) → \(arg.value.literal)")
            }
            node.props[arg.label] = arg.value
        }
        let scope = NodeScope(graph: self, node: node)
        for holder in node.component.holders where holder.kind != .memo {
            let kept = node.holders[holder.name] ?? .int(0)
            if isEager(holder.kind) {
                let value = try Evaluator.evaluate(holder.initial, in: scope)
                emit(.holder(node.ref, name: holder.name, kind: holder.kind, .discarded(value, kept: kept)))
                if let seed = node.seeds[holder.name], seed != value {
                    changes.append("\(holder.kind.rawValue) \(holder.name)'s initial value \(seed.literal) → \(value.literal)")
                }
                node.seeds[holder.name] = value
            } else {
                emit(.holder(node.ref, name: holder.name, kind: holder.kind, .closureIgnored(kept: kept)))
                changes.append("\(holder.kind.rawValue) \(holder.name)'s closure (closures never compare equal)")
            }
        }
        return changes
    }

    /// Runs a node's body: memos first, then each element; children are initialized as the body
    /// runs and rendered after it, parents before children.
    func render(_ node: Node, cause: RenderCause) throws {
        markRendered(node)
        emit(.rendered(node.ref, cause: cause))
        let oldReads = node.reads
        node.reads = []
        let outer = reader
        reader = node
        defer { reader = outer }
        let scope = NodeScope(graph: self, node: node)

        for holder in node.component.holders where holder.kind == .memo {
            try evaluateMemo(holder, of: node, in: scope)
        }

        var output: [Node.Output] = []
        var due: [(Node, RenderCause)] = []
        var seen: Set<Slot> = []
        for (position, element) in node.component.body.enumerated() {
            switch element {
            case .text(let label, _):
                let text = try Evaluator.evaluate(label, in: scope).description
                output.append(.item(ScreenItem(kind: .text, label: text, node: node.ref)))
            case .button(let label, let action, _):
                let text = try Evaluator.evaluate(label, in: scope).description
                output.append(.item(ScreenItem(kind: .button, label: text, node: node.ref, action: action)))
            case .child(let child):
                var arguments: [Argument] = []
                for arg in child.arguments {
                    arguments.append(Argument(label: arg.label, value: try Evaluator.evaluate(arg.value, in: scope)))
                }
                let name = scenario.resolve(child.component)
                guard let decl = spec.component(named: name) else {
                    throw Diagnostic("component '\(child.component)' is not declared", at: child.location)
                }
                let slot = Slot(position: position, component: name)
                seen.insert(slot)
                if let existing = node.children[slot] {
                    let changes = try reinitialize(existing, arguments: arguments)
                    due.append((existing, changes.isEmpty ? .dependency("") : .parentChanged(changes)))
                } else {
                    let created = try create(decl, parent: node, slot: slot, arguments: arguments, at: child.location)
                    node.children[slot] = created
                    due.append((created, .created))
                }
                output.append(.child(slot))
            }
        }
        for (slot, child) in node.children where !seen.contains(slot) {
            destroy(child)
            node.children[slot] = nil
        }
        node.output = output
        index(node, old: oldReads)
        emit(.read(node.ref, dependencies: node.reads.sorted { "\($0)" < "\($1)" }))
        reader = outer

        for (child, why) in due where nodes[child.id] != nil {
            if case .dependency("") = why {
                // Equal value: the body runs only if something it read was written.
                if child.renderedInPass < pass, let pending = invalid[child.id] {
                    try render(child, cause: pending)
                } else {
                    emit(.skipped(child.ref))
                }
            } else {
                try render(child, cause: why)
            }
        }
    }

    /// Evaluates a memo's dependencies and rebuilds its value only when they differ (`==`).
    func evaluateMemo(_ holder: HolderDecl, of node: Node, in scope: NodeScope) throws {
        let dependencies = try holder.dependencies.map { try Evaluator.evaluate($0, in: scope) }
        let previous = node.memoDependencies[holder.name]
        let labelled = { (values: [Value]) in
            zip(holder.dependencies, values).map { Argument(label: $0.source, value: $1) }
        }
        if let previous, previous == dependencies, let value = node.holders[holder.name] {
            emit(.holder(node.ref, name: holder.name, kind: .memo, .memoKept(value, dependencies: labelled(dependencies))))
            return
        }
        let old = node.holders[holder.name]
        let value = try Evaluator.evaluate(holder.initial, in: scope)
        node.holders[holder.name] = value
        node.memoDependencies[holder.name] = dependencies
        emit(.holder(node.ref, name: holder.name, kind: .memo,
                     .memoRebuilt(old: old, new: value, from: previous.map(labelled), to: labelled(dependencies))))
    }

    /// Builds a model: fields from the arguments and defaults, then counts the creation. The count
    /// is written without being read, as the demo does, so creating a model subscribes no one.
    func construct(_ type: String, _ arguments: [(label: String, value: Value)], at location: Location) throws -> Value {
        guard let decl = spec.model(named: type) else {
            throw Diagnostic("'\(type)' is not a declared model", at: location)
        }
        var fields: [String: Value] = [:]
        for field in decl.fields {
            if let arg = arguments.first(where: { $0.label == field.name }) {
                fields[field.name] = arg.value
            } else if let d = field.defaultValue {
                fields[field.name] = try Evaluator.evaluate(d, in: ConstantScope())
            } else {
                throw Diagnostic("\(type)(…) is missing the argument '\(field.name)'", at: location)
            }
        }
        let (ref, count) = models.create(type, fields: fields)
        emit(.modelCreated(ref, arguments: arguments.map { Argument(label: $0.label, value: $0.value) }, count: count))
        if decl.creations == .observed { invalidateReaders(of: .creations(type: type)) }
        return .model(ref)
    }
}
