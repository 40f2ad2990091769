/// Tab views: every tab's views built in the body that writes the tab view, each tab's bodies run
/// once it is first shown (docs/semantics.md §25).
extension Graph {
    /// A `tab-view:` in a body: every tab's content is built here; a tab never shown waits with
    /// its bodies unrun, and a tab not selected is alive but off screen.
    func renderTabs(_ decl: TabViewDecl, path: [PathStep], in scope: NodeScope, into build: inout BodyBuild) throws {
        let slot = Slot(path: path, component: "TabView")
        guard build.seen.insert(slot).inserted else { return }
        let (node, isNew, _) = try screenNode(.tabs(decl), slot: slot, parent: build.host ?? scope.node,
                                              in: scope, at: decl.location)
        let boundChange = isNew ? nil : try boundScreenDiffers(node, in: scope)
        let state = node.screen!
        try makeBinding(decl.selection, in: scope)
        state.tabValues = try decl.tabs.enumerated().map { i, tab in try tab.value.map { try Evaluator.evaluate($0, in: scope) } ?? .int(i) }
        if isNew {
            // Without a selection binding the tab view keeps its own selection, from the first tab.
            if decl.selection == nil { node[holder: "selection"] = state.tabValues.first ?? .int(0) }
            state.selected = try quietly { try selectedTab(decl, of: node, in: scope) }
            state.visited = [state.selected]
        }
        if !rows.isEmpty { forgetRows(of: scope.node, hostedBy: node) }
        var seen = SlotSet()
        state.tabOutputs = []
        var due: [(Node, RenderCause?)] = []
        for (i, tab) in decl.tabs.enumerated() {
            var inner = BodyBuild(host: node, hidden: build.hidden || i != state.selected,
                                  deferBodies: build.deferBodies || !state.visited.contains(i), tab: i)
            try renderElements(tab.body, path: [.tab(i)], in: scope, into: &inner)
            state.tabOutputs.append(inner.output)
            seen.formUnion(inner.seen)
            due += inner.due
        }
        for (childSlot, child) in node.children where !seen.contains(childSlot) {
            destroy(child)
            node.children[childSlot] = nil
        }
        show(state.tabOutputs.flatMap { $0 }, of: node)
        build.output.append(.child(slot))
        build.due.append((node, isNew ? .created : boundChange.map { .parentChanged([$0]) }))
        build.due += due
    }

    /// The index of the selected tab: the tab whose value the selection holds.
    func selectedTab(_ decl: TabViewDecl, of node: Node, in scope: NodeScope) throws -> Int {
        let state = node.screen!
        let value = try boundOrOwn(decl.selection, own: "selection", of: node, in: scope, what: "`selection:`")
        guard let index = state.tabValues.firstIndex(of: value) else {
            throw Diagnostic("the tab selection is \(value.literal), and no tab has that value",
                             at: decl.selection?.location ?? decl.location,
                             hint: "tab values: \(state.tabValues.map(\.literal).joined(separator: ", "))")
        }
        return index
    }

    /// The tab view node's render: it reads the selection; a tab shown for the first time has its
    /// bodies run now.
    func renderTabSelection(_ decl: TabViewDecl, of node: Node, _ state: ScreenState, into build: inout BodyBuild,
                            in scope: NodeScope) throws {
        let index = try selectedTab(decl, of: node, in: scope)
        let first = !state.visited.contains(index)
        state.selected = index
        state.visited.insert(index)
        if state.announced != index {
            emit(.screen(node.ref, .tabSelected(label: decl.tabs[index].label, first: first || state.announced == nil)))
            state.announced = index
        }
        build.seen = SlotSet(node.children.keys)
        build.output = node.output
        guard first else { return }
        try undefer(state.tabOutputs[index], of: node, into: &build)
    }

    /// The views whose bodies a tab's first showing runs: its own children, and those a navigation
    /// stack or a tab view written in it built from the same body, which are the stack's children
    /// (§25). A stack's root children were left waiting too, and no body of theirs runs later.
    private func undefer(_ outputs: [Node.Output], of host: Node, into build: inout BodyBuild) throws {
        for case .child(let slot) in outputs {
            guard let child = host.children[slot] else { continue }
            if child.deferred {
                try undefer(child, into: &build)
                continue
            }
            guard let state = child.screen else { continue }
            switch state.kind {
            case .stack: try undefer(state.rootOutput, of: child, into: &build)
            case .tabs where state.selected < state.tabOutputs.count: try undefer(state.tabOutputs[state.selected], of: child, into: &build)
            default: break
            }
        }
    }
}
