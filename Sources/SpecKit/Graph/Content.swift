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
        for content in child.content {
            emit(.contentBuilt(container.ref, slot: content.name, by: scope.node.ref))
            container.contentPass = pass
            var inner = BodyBuild(host: container, hidden: build.hidden, deferBodies: build.deferBodies)
            inner.offScreenBody = build.offScreenBody
            inner.contentOf = container
            try renderElements(content.body, path: [.content(content.name)], in: scope, into: &inner)
            for (slot, node) in container.children where slot.path.first == .content(content.name) && !inner.seen.contains(slot) {
                destroy(node)
                container.children[slot] = nil
            }
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

    /// `- slot: name` in the container's body: the content its parent built last, placed as it
    /// is. Nothing inside is initialized or rendered here: a render of the container alone (its
    /// own state changed) leaves the content's views with the values they had.
    func placeContent(_ use: SlotUse, in scope: NodeScope, into build: inout BodyBuild) {
        let node = scope.node
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
            if let child = node.children[slot], child.deferred {
                child.deferred = false
                build.due.append((child, .created))
            }
        }
        // The content's other children (its branches' and their modifiers' screens) stay too.
        for slot in node.children.keys where slot.path.first == .content(use.name) { build.seen.insert(slot) }
        build.output += output
    }
}
