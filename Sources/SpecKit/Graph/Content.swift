/// Views passed as content: rule §48 of docs/semantics.md. `Card { Row(input: n) }` builds the
/// row in the body that writes it, into a value the card stores (`let content: Content`); the
/// card's body places that value, whose identity and state then live under the card.
extension Graph {
    /// Builds a child's content in this body, as its `@ViewBuilder` closure runs here: every view
    /// inside is initialized now, with this body's values, and what it reads subscribes this body.
    /// The views live under the container, at `.content(name)`; the container's body places them
    /// (`placeContent`). When the content differs from the last one built, the container's value
    /// differs too: the cause at `due` in `build.due`, the container's, says so.
    func buildContent(_ child: ChildDecl, of container: Node, due: Int, in scope: NodeScope, into build: inout BodyBuild) throws {
        var differs: [String] = []
        let slots = container.componentBox.decl.slots
        // An `Equatable` container whose `==` found its listed props equal is not updated: the
        // content value this body made is thrown away, and it keeps the content it has (§19).
        let keptByEquals = container.componentBox.decl.equatable != nil && build.due[due].1 == nil
        for content in child.content {
            if keptByEquals, container.contentOutputs[content.name] != nil || container.contentClosures[content.name] != nil {
                continue
            }
            if slots.contains(where: { $0.name == content.name && $0.isClosure }) {
                if let why = keepClosure(content, of: container, in: scope) { differs.append(recording ? why : "") }
                continue
            }
            emit(.contentBuilt(container.ref, slot: content.name, by: scope.node.ref))
            container.contentPass = pass
            var inner = contentBuild(of: container, within: build)
            try renderElements(content.body, path: [.content(content.name)], in: scope, into: &inner)
            dropContent(content.name, of: container, builtAgain: inner)
            let old = container.contentOutputs[content.name]
            if let why = Self.contentChange(old, inner, name: content.name) { differs.append(recording ? why : "") }
            container.contentOutputs[content.name] = inner.output
            build.due += inner.due
        }
        guard !differs.isEmpty else { return }
        switch build.due[due].1 {
        case nil: build.due[due].1 = .parentChanged(differs)
        case .parentChanged(let changes)?: build.due[due].1 = .parentChanged(changes + differs)
        default: break   // created: its body runs anyway
        }
    }

    /// A build of a slot's content: its views are hosted by the container, off screen or waiting
    /// for a tab as the build around it is.
    private func contentBuild(of container: Node, within build: BodyBuild) -> BodyBuild {
        var inner = BodyBuild(host: container, hidden: build.hidden, deferBodies: build.deferBodies)
        inner.offScreenBody = build.offScreenBody
        inner.contentOf = container
        return inner
    }

    /// The views of a slot's last content that this build did not make again go, state and all.
    private func dropContent(_ name: String, of container: Node, builtAgain build: BodyBuild) {
        for (slot, child) in container.children where slot.path.first == .content(name) && !build.seen.contains(slot) {
            destroy(child, leaving: removalTransition(from: container), why: Self.identityLoss(of: slot, in: build))
            container.children[slot] = nil
        }
    }

    /// Why content built again differs from the last (nil when it is equal), compared as the
    /// container's stored value is: the views inside by their values, a button's action by its
    /// closure, which captures the writing body and so is never equal (§4, §19).
    private static func contentChange(_ old: [Node.Output]?, _ new: BodyBuild, name: String) -> String? {
        guard let old else { return nil }
        for (child, cause) in new.due {
            if case .created? = cause { return "its \(name) holds a new \(child.component.name)" }
            if cause != nil { return "its \(name) differs: \(child.component.name) has a new value" }
        }
        guard old.count == new.output.count else { return "its \(name) holds other views" }
        for i in 0..<old.count {
            switch (old[i], new.output[i]) {
            case (.child(let a), .child(let b)) where a == b: continue
            case (.item(let a), .item(let b)) where a.kind == b.kind && a.label == b.label:
                if !b.action.isEmpty { return "its \(name) holds the button \"\(b.label)\", whose action is a new closure" }
                if a.control != nil || b.control != nil { return "its \(name) holds a control, whose binding is made again" }
                continue
            case (.item(let a), .item(let b)) where a.kind == b.kind:
                return "its \(name) shows \"\(b.label)\" instead of \"\(a.label)\""
            default:
                return "its \(name) holds other views"
            }
        }
        return nil
    }

    /// `let content: () -> Content`: the parent's body makes the closure and calls nothing. Kept
    /// with what it captures as of this render: the loop variables, and the props, state and
    /// environment values it uses, taken without a read, as the closure captures `self` and reads
    /// nothing yet (§22's content closure alike; §93). It differs from the last one when it
    /// captures any name, as a closure prop does (§19).
    private func keepClosure(_ content: ContentDecl, of container: Node, in scope: NodeScope) -> String? {
        let first = container.contentClosures[content.name] == nil
        let captures = Self.captures(of: content.body, in: scope)
        var captured = scope.captured
        let owner = scope.node
        for name in captures where scope.locals[name] == nil && captured[name] == nil {
            switch owner.componentBox.position(of: name) {
            case .prop(let i)?: if let v = owner[propAt: i] { captured[name] = v }
            case .holder(let i)?:
                if let v = owner[holderAt: i] { captured[name] = v }
                // An environment property, as the captured `self` holds it (§93).
                else if owner.screen == nil, i < owner.componentBox.decl.holders.count, let v = heldValue(at: i, of: owner) { captured[name] = v }
            case nil: break
            }
        }
        container.contentClosures[content.name] = ContentClosure(owner: owner.id, locals: scope.locals, captured: captured,
                                                                 body: content.body)
        guard !first else { return nil }
        return captures.isEmpty ? nil
            : "its \(content.name) is a new closure; it uses \(captures.joined(separator: ", ")), so it captured "
                + "\(ClosureValue.captured(captures, locals: captures.filter { scope.locals[$0] != nil })) when made, and closures that capture compare unequal"
    }

    /// The names of the writing body's scope that the content uses, in the order first used.
    private static func captures(of body: [Element], in scope: NodeScope) -> [String] {
        let box = scope.node.componentBox
        var names: [String] = []
        for parts in ElementParts.all(body) {
            let used = parts.expressions.flatMap { $0.names.map(\.0) } + parts.actions.flatMap { $0.statements.flatMap(\.names).map(\.0) }
            for name in used where !names.contains(name)
                && (scope.locals[name] != nil || scope.captured[name] != nil || box.position(of: name) != nil) {
                names.append(name)
            }
        }
        return names
    }

    /// `content()` in the container's body: the closure runs now, in this render, with the values
    /// it captured at the last render of the body that made it, and the views inside are
    /// initialized here, under the container, at each of its renders. A model's field it reads is
    /// this body's dependency, as Observation tracks what the running body reads.
    private func callContent(_ use: SlotUse, _ closure: ContentClosure, of node: Node, into build: inout BodyBuild) throws {
        guard let owner = nodes[closure.owner] else { return }
        emit(.contentCalled(node.ref, slot: use.name, by: owner.ref))
        var inner = contentBuild(of: node, within: build)
        try renderElements(closure.body, path: [.content(use.name)],
                           in: NodeScope(graph: self, node: owner, locals: closure.locals, captured: closure.captured),
                           into: &inner)
        dropContent(use.name, of: node, builtAgain: inner)
        build.output += inner.output
        build.seen.formUnion(inner.seen)
        build.due += inner.due
    }

    /// `- slot: name` in the container's body: the content its parent built last, placed as it
    /// is. Nothing inside is initialized or rendered here: a render of the container alone (its
    /// own state changed) leaves the content's views with the values they had. A closure slot
    /// is called instead (`callContent`).
    func placeContent(_ use: SlotUse, in scope: NodeScope, into build: inout BodyBuild) throws {
        let node = scope.node
        if use.callsClosure {
            if let closure = node.contentClosures[use.name] { try callContent(use, closure, of: node, into: &build) }
            return
        }
        let output = node.contentOutputs[use.name] ?? []
        if recording {
            var placed: [NodeRef] = []
            for case .child(let slot) in output { if let child = node.children[slot] { placed.append(child.ref) } }
            emit(.contentPlaced(node.ref, slot: use.name, children: placed, builtBy: node.modifierOwner?.ref,
                                builtInThisPass: node.contentPass == pass))
        }
        for case .child(let slot) in output {
            build.seen.insert(slot)
            // Built in a tab never shown, as the container was: their bodies run now, with its own.
            if let child = node.children[slot], child.deferred { try undefer(child, into: &build) }
        }
        // The content's other children (its branches' and their modifiers' screens) stay too.
        for slot in node.children.keys where slot.path.first == .content(use.name) { build.seen.insert(slot) }
        build.output += output
    }
}

/// A closure slot's content as the parent's body made it: the views to build, the body whose
/// names they use, and that body's loop variables where it made the closure.
struct ContentClosure {
    let owner: Int
    /// The loop variables around the content where it was written.
    let locals: [String: Value]
    /// The owner's props and state it uses, as of the owner's last render.
    let captured: [String: Value]
    let body: [Element]
}
