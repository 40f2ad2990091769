/// The state of a view that is gone, written by code that outlives it: a `Task { }` of the view,
/// or an action of it that runs once it has left (its on-disappear, §27.5). SwiftUI's state is a
/// location, a reference the view's closures hold: a write after the view went is stored there
/// and read back as stored, and it tells nobody, as no view reads that location any more. But the
/// location stores only while the view graph that hosted the view is alive: a sheet's content or
/// a pushed screen has a host of its own, gone with the presentation, and a write then is dropped
/// (OpenSwiftUI's `StoredLocation`: `set` returns without storing when its weak host is nil or
/// invalid, else stores the value and invalidates a render that is gone).
extension Graph {
    /// `name = value` in a scope of `node`, which is gone: kept in the gone views' storage while
    /// its host lives.
    func storeInGoneView(_ node: Node, _ name: String, _ value: Value) {
        guard hostLives(ofGone: node.id) else { return dropGoneWrite(node.id, name, value) }
        guard node.componentBox.holder(name) != nil else { return }
        store(value, gone: node.id, name)
        emit(.writeToGoneView(node.ref, name: name, value: value, stored: true))
    }

    /// A write through the binding prop `prop` of `node` to the storage of a view that is gone:
    /// the same location, which every binding to it and the view's own code read back. A binding
    /// to a part of the value (`$items[0]`) keeps the part under the prop's `$` name, where the
    /// view holding it reads it back in place of the value it carried. Kept in the table, never in
    /// a node, so that a gone node stays as it went and a graph's copy can share it.
    func storeInGoneView(_ binding: BindingRef, _ value: Value, through prop: String, of node: Node) {
        guard hostLives(ofGone: binding.node) else { return dropGoneWrite(binding.node, binding.name, value) }
        if binding.path.isEmpty { store(value, gone: binding.node, binding.name) } else { store(value, gone: node.id, "$" + prop) }
        if let gone = goneNodes[binding.node] { emit(.writeToGoneView(gone, name: binding.name, value: value, stored: true)) }
    }

    private func store(_ value: Value, gone id: Int, _ name: String) {
        mayHoldGarbage = true
        let old = goneValues[id]?[name]
        goneValues[id, default: [:]][name] = value
        if old != value { release(old) }
        writeCount += 1
    }

    /// What the gone view `id`'s code stored in `name` since it went, if anything.
    func goneValue(_ id: Int, _ name: String) -> Value? {
        goneValues.isEmpty ? nil : goneValues[id]?[name]
    }

    /// A write to the state of a gone view whose host went too: nothing keeps it.
    func dropGoneWrite(_ id: Int, _ name: String, _ value: Value) {
        writeCount += 1
        if let gone = goneNodes[id] { emit(.writeToGoneView(gone, name: name, value: value, stored: false)) }
    }

    /// Whether the view graph that hosted the gone view `id` still lives: the view was removed in
    /// place from a screen still shown, not with a sheet's content (whose presentation node stays,
    /// its content going) or a screen popped off a stack. Found by walking up the gone views to
    /// the first one alive.
    func hostLives(ofGone id: Int) -> Bool {
        guard let (alive, crossedScreen) = liveAncestor(ofGone: id) else { return false }
        // Its presentation's content dismissed, or a screen (a pushed one, a presentation) gone
        // on the way up, as when the view presenting a sheet is removed; a view removed in
        // place, from a stack's root too, keeps its host.
        let hostWent: Bool
        if case .presentation? = alive.screen?.kind { hostWent = true } else { hostWent = crossedScreen }
        // Torn down at the end of the step that dismissed it: its content's on-disappear, in
        // that step, still stores (the host is valid while it dispatches them).
        return !hostWent || goneThisStep.contains(id)
    }

    /// The view nearest to the gone view `id` that is still alive, found through the gone ones'
    /// parents; nil when none is.
    func firstLiveAncestor(ofGone id: Int) -> Node? { liveAncestor(ofGone: id)?.alive }

    /// That view, and whether a gone screen lies between: a pushed screen (`pushed(0).[1]`) or
    /// a presentation (`2.presentation(0)`), by their place in their parent's body.
    private func liveAncestor(ofGone id: Int) -> (alive: Node, crossedScreen: Bool)? {
        var id = id, crossed = false
        while nodes[id] == nil {
            guard let gone = goneNodes[id], let parent = gone.parent else { return nil }
            if gone.identity.hasPrefix("pushed(") || gone.identity.contains("presentation(") { crossed = true }
            id = parent
        }
        return nodes[id].map { ($0, crossed) }
    }
}
