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
        try refuseRepeatedTabValues(decl, state.tabValues)
        if isNew {
            // Without a selection binding the tab view keeps its own selection, from the first tab.
            if decl.selection == nil { node[holder: "selection"] = state.tabValues.first ?? .int(0) }
            // A selection no tab has shows the first tab, where UITabBarController starts.
            state.selected = try quietly { try selectedTab(decl, of: node, in: scope) }.index ?? 0
            state.visited = [state.selected]
        }
        if !rows.isEmpty { forgetRows(of: scope.node, hostedBy: node) }
        var seen = SlotSet()
        // The last outputs stay until every tab is built: an equal for-each keeps its rows from them (§95).
        var outputs: [[Node.Output]] = []
        var due: [(Node, RenderCause?)] = []
        // The branches and cases each tab's build took, kept while recording: why a view went.
        var choices: [BodyChoice] = []
        for (i, tab) in decl.tabs.enumerated() {
            var inner = BodyBuild(host: node, hidden: build.hidden || i != state.selected,
                                  deferBodies: build.deferBodies || !state.visited.contains(i), tab: i)
            if build.loops != nil { inner.loops = .tab(host: node.id, index: i) }
            try renderElements(tab.body, path: [.tab(i)], in: scope, into: &inner)
            outputs.append(inner.output)
            seen.formUnion(inner.seen)
            due += inner.due
            if recording { choices += inner.choices }
        }
        state.tabOutputs = outputs
        for (childSlot, child) in node.children where !seen.contains(childSlot) {
            destroy(child, why: {
                var tabs = BodyBuild(host: node, hidden: false, deferBodies: false)
                tabs.seen = seen
                tabs.choices = choices
                return Self.identityLoss(of: childSlot, in: tabs)
            }())
            node.children[childSlot] = nil
        }
        show(state.tabOutputs.flatMap { $0 }, of: node)
        build.output.append(.child(slot))
        build.due.append((node, isNew ? .created : boundChange.map { .parentChanged([$0]) }))
        build.due += due
    }

    /// The selection and the index of the tab whose value it holds; nil when no tab has it.
    func selectedTab(_ decl: TabViewDecl, of node: Node, in scope: NodeScope) throws -> (value: Value, index: Int?) {
        let value = try boundOrOwn(decl.selection, own: "selection", of: node, in: scope, what: "`selection:`")
        return (value, node.screen!.tabValues.firstIndex(of: value))
    }

    /// The tab view node's render: it reads the selection; a tab shown for the first time has its
    /// bodies run now. A selection no tab has leaves the tab shown as it was, the first one at
    /// launch, and the binding holding that value: the app compiles and SwiftUI does not trap, so
    /// the run goes on (§25).
    func renderTabSelection(_ decl: TabViewDecl, of node: Node, _ state: ScreenState, into build: inout BodyBuild,
                            in scope: NodeScope) throws {
        let (value, found) = try selectedTab(decl, of: node, in: scope)
        build.seen = SlotSet(node.children.keys)
        build.output = node.output
        guard let index = found else {
            emit(.screen(node.ref, .tabSelectionMatchesNone(selection: value, shown: decl.tabs[state.selected].label)))
            state.announced = state.selected
            return
        }
        let first = !state.visited.contains(index)
        state.selected = index
        state.visited.insert(index)
        if state.announced != index {
            emit(.screen(node.ref, .tabSelected(label: decl.tabs[index].label, first: first || state.announced == nil)))
            state.announced = index
        }
        guard first else { return }
        try undefer(state.tabOutputs[index], of: node, into: &build)
    }

    /// Two tabs whose values only the run knows turned out equal: refused as two for-each rows
    /// with one id are (§7); constant values are refused before the run.
    private func refuseRepeatedTabValues(_ decl: TabViewDecl, _ values: [Value]) throws {
        for (i, value) in values.enumerated() {
            guard let first = values[..<i].firstIndex(of: value) else { continue }
            let tab = decl.tabs[i]
            throw Diagnostic(SpecValidator.repeatedTabValue(value), at: tab.value?.location ?? tab.location,
                             hint: SpecValidator.repeatedTabValueHint(decl.tabs[first].label,
                                                                      line: decl.tabs[first].value?.location.line ?? decl.tabs[first].location.line))
        }
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
