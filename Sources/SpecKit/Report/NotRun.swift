/// What did not happen in a render pass, for the trace: the bodies that did not run. It keeps the
/// live nodes and which of them rendered or were skipped; at the end of a pass the others are
/// named, each with why: nothing its last render read was written, and, below the root, its
/// parent's body did not run (it did not render, or was skipped), so no init ran for it either;
/// a view in a tab never shown waits for the tab instead, and one in a ForEach that compared
/// equal was kept by a parent whose body did run (§95).
struct NotRunTally {
    /// Each live node's component, and whether it has a parent to blame, or is content its
    /// container places as its container's parent built it (§48).
    private var live = NumberTable<(component: String, top: Bool, content: Bool)>()
    /// Live nodes in the order they were created: the tree's order, near enough for a list.
    private var order: [Int] = []
    /// Nodes destroyed since `order` was last cleared of them.
    private var gone = 0
    /// The pass each node's body last ran in, or it was last skipped in (re-initialized with equal
    /// values): a number a pass instead of sets emptied at every pass.
    private var ranIn = NumberTable<Int>()
    private var skippedIn = NumberTable<Int>()
    /// The pass in which a ForEach that compared equal kept each node, its parent's body having run.
    private var keptIn = NumberTable<Int>()
    private var passes = 0
    /// Nodes whose body has not run since they were made: views in a tab never shown (§25), whose
    /// init runs with the body that writes the tab view while their bodies wait for the tab.
    private var neverRan: Set<Int> = []

    // What the tally learns from `created`, `destroyed`, `rendered`, `skipped` and `passStarted`.

    mutating func created(_ node: NodeRef) {
        live[node.id] = (node.component, node.parent == nil, node.identity.hasPrefix("content("))
        order.append(node.id)
        ranIn[node.id] = passes
        neverRan.insert(node.id)
    }

    mutating func destroyed(_ node: NodeRef) {
        live[node.id] = nil
        neverRan.remove(node.id)
        gone += 1
    }

    mutating func ran(_ node: NodeRef) {
        ranIn[node.id] = passes
        neverRan.remove(node.id)
    }

    mutating func skipped(_ node: NodeRef) { skippedIn[node.id] = passes }

    mutating func keptByEqualForEach(_ id: Int) { keptIn[id] = passes }

    mutating func passStarted() {
        passes += 1
        if gone > 0 {
            order.removeAll { live[$0] == nil }
            gone = 0
        }
    }

    /// The lines for the pass that ended: at most one for nodes with no parent to blame (the root),
    /// one for nodes whose parent did not render. Runs of one component are counted, not listed.
    func lines() -> [String] {
        var top = ComponentCounts(), below = ComponentCounts(), content = ComponentCounts(), waiting = ComponentCounts(), kept = ComponentCounts()
        for id in order where ranIn[id] != passes && skippedIn[id] != passes {
            guard let node = live[id] else { continue }
            if neverRan.contains(id) { waiting.add(node.component) } else if node.top { top.add(node.component) } else if node.content { content.add(node.component) }
            else if keptIn[id] == passes { kept.add(node.component) } else { below.add(node.component) }
        }
        var out: [String] = []
        if top.total > 0 {
            let one = top.total == 1
            out.append("not run: \(top.names): nothing \(one ? "its" : "their") last render read was written")
        }
        if below.total > 0 {
            let one = below.total == 1
            out.append("not run: \(below.names): \(one ? "its" : "their") parent's body did not run, so no init ran, "
                       + "and nothing \(one ? "its" : "their") last render read was written")
        }
        if kept.total > 0 {
            let one = kept.total == 1
            out.append("not run: \(kept.names): in a ForEach of \(one ? "its" : "their") parent's body that compared equal, so no init ran (§95), "
                       + "and nothing \(one ? "its" : "their") last render read was written")
        }
        if waiting.total > 0 {
            let one = waiting.total == 1
            out.append("not run: \(waiting.names): in a tab not shown yet; a lazy TabView runs a tab's bodies when the tab is first selected, "
                       + "though \(one ? "its init runs" : "their inits run") whenever the body that writes the tab view runs")
        }
        if content.total > 0 {
            let one = content.total == 1
            out.append("not run: \(content.names): content passed to \(one ? "its" : "their") container; the body that builds it did not run, "
                       + "so no init ran, and nothing \(one ? "its" : "their") last render read was written")
        }
        return out
    }

    /// Components in the order first met, each with how many of its nodes.
    struct ComponentCounts {
        private var counts: [(String, Int)] = []
        private(set) var total = 0

        mutating func add(_ component: String) {
            total += 1
            // The last one met is most often the next: siblings of one component come in runs.
            if let last = counts.indices.last, counts[last].0 == component { counts[last].1 += 1; return }
            if let i = counts.firstIndex(where: { $0.0 == component }) { counts[i].1 += 1 } else { counts.append((component, 1)) }
        }

        /// `Parent, Fixed, Row ×12`: each component once, with a count when there are several.
        var names: String {
            let shown = counts.prefix(8).map { $0.1 == 1 ? $0.0 : "\($0.0) ×\($0.1)" }
            let more = counts.count > 8 ? ", and \(counts.dropFirst(8).reduce(0) { $0 + $1.1 }) more" : ""
            return shown.joined(separator: ", ") + more
        }
    }
}
