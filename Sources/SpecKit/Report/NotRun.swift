/// What did not happen in a render pass, for the trace: the bodies that did not run. It keeps the
/// live nodes and which of them rendered or were skipped; at the end of a pass the others are
/// named, each with why: nothing its last render read was written, and, below the root, its
/// parent's body did not run (it did not render, or was skipped), so no init ran for it either;
/// a view in a tab never shown waits for the tab instead, and one in a ForEach that compared
/// equal was kept by a parent whose body did run (§95).
struct NotRunTally {
    /// Each live node's component, whether it has a parent to blame, or is content its container
    /// places as its container's parent built it (§48), and its place in creation order: the
    /// tree's order, near enough for a list.
    private var live = NumberTable<(component: String, top: Bool, content: Bool, order: Int)>()
    private var made = 0
    /// The pass each node's body last ran in, or it was last skipped in (re-initialized with equal
    /// values): a number a pass instead of sets emptied at every pass.
    private var ranIn = NumberTable<Int>()
    private var skippedIn = NumberTable<Int>()
    /// The pass in which a ForEach that compared equal kept each node, its parent's body having run.
    private var keptIn = NumberTable<Int>()
    private var passes = 0
    /// The nodes that ran, were made or were skipped in this pass, and those a ForEach kept: the
    /// lines are worked out from these and the counts below, not from every live node.
    private var touched: [Int] = []
    private var kept: [Int] = []
    /// Nodes whose body has not run since they were made: views in a tab never shown (§25), whose
    /// init runs with the body that writes the tab view while their bodies wait for the tab.
    private var neverRan: Set<Int> = []
    /// The live nodes by the line they would be named in if they did not run: waiting for a tab,
    /// the root, content, below a parent whose body did not run (`Kind`).
    private var kinds = [NotRunIndex](repeating: NotRunIndex(), count: 4)

    private enum Kind: Int { case waiting, top, content, below }

    private func kind(of id: Int) -> Kind? {
        live[id].map { Self.kind(of: $0, waiting: neverRan.contains(id)) }
    }

    private static func kind(of node: (component: String, top: Bool, content: Bool, order: Int), waiting: Bool) -> Kind {
        waiting ? .waiting : node.top ? .top : node.content ? .content : .below
    }

    // What the tally learns from `created`, `destroyed`, `rendered`, `skipped` and `passStarted`.

    mutating func created(_ node: NodeRef) {
        made += 1
        live[node.id] = (node.component, node.parent == nil, node.identity.hasPrefix("content("), made)
        ranIn[node.id] = passes
        touched.append(node.id)
        neverRan.insert(node.id)
        kinds[Kind.waiting.rawValue].insert(.init(order: made, id: node.id), component: node.component)
    }

    mutating func destroyed(_ node: NodeRef) {
        if let kind = kind(of: node.id), let component = live[node.id]?.component {
            kinds[kind.rawValue].remove(component: component)
        }
        live[node.id] = nil
        neverRan.remove(node.id)
    }

    mutating func ran(_ node: NodeRef) {
        ranIn[node.id] = passes
        touched.append(node.id)
        guard neverRan.contains(node.id), let known = live[node.id] else {
            neverRan.remove(node.id)
            return
        }
        kinds[Kind.waiting.rawValue].remove(component: known.component)
        neverRan.remove(node.id)
        if let kind = kind(of: node.id) {
            kinds[kind.rawValue].insert(.init(order: known.order, id: node.id), component: known.component)
        }
    }

    mutating func skipped(_ node: NodeRef) {
        skippedIn[node.id] = passes
        touched.append(node.id)
    }

    mutating func keptByEqualForEach(_ id: Int) {
        keptIn[id] = passes
        kept.append(id)
    }

    mutating func passStarted() {
        passes += 1
        touched.removeAll(keepingCapacity: true)
        kept.removeAll(keepingCapacity: true)
    }

    /// The counts of one line: the live nodes of `kind` but those in `excluded`.
    private mutating func counts(_ kind: Kind, excluding excluded: [Int: String]) -> ComponentCounts {
        let live = live, neverRan = neverRan
        let (components, others) = kinds[kind.rawValue].counts(excluding: excluded, shown: ComponentCounts.shown) { entry in
            guard let node = live[entry.id], node.order == entry.order else { return false }
            return Self.kind(of: node, waiting: neverRan.contains(entry.id)) == kind
        }
        var counts = ComponentCounts()
        for (component, count) in components { counts.add(component, count: count) }
        counts.addOthers(others)
        return counts
    }

    /// The lines for the pass that ended: at most one for nodes with no parent to blame (the root),
    /// one for nodes whose parent did not render. Runs of one component are counted, not listed.
    mutating func lines() -> [String] {
        // The nodes this pass touched, each once, by the line each would otherwise be in.
        var excluded = [[Int: String]](repeating: [:], count: 4), keptNodes: [(order: Int, component: String)] = []
        for id in touched where ranIn[id] == passes || skippedIn[id] == passes {
            if let kind = kind(of: id), let node = live[id] { excluded[kind.rawValue][id] = node.component }
        }
        for id in kept where keptIn[id] == passes && ranIn[id] != passes && skippedIn[id] != passes && kind(of: id) == .below {
            if let node = live[id], excluded[Kind.below.rawValue].updateValue(node.component, forKey: id) == nil {
                keptNodes.append((node.order, node.component))
            }
        }
        let top = counts(.top, excluding: excluded[Kind.top.rawValue]), below = counts(.below, excluding: excluded[Kind.below.rawValue])
        let content = counts(.content, excluding: excluded[Kind.content.rawValue]), waiting = counts(.waiting, excluding: excluded[Kind.waiting.rawValue])
        var kept = ComponentCounts()
        for node in keptNodes.sorted(by: { $0.order < $1.order }) { kept.add(node.component) }
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
        /// How many components are named; the rest are counted together.
        static let shown = 8
        private var counts: [(String, Int)] = []
        private var index: [String: Int] = [:]
        /// Nodes of components met after the first `shown`, when not added one by one.
        private var others = 0
        private(set) var total = 0

        mutating func add(_ component: String, count: Int = 1) {
            total += count
            if let i = index[component] { counts[i].1 += count } else {
                index[component] = counts.count
                counts.append((component, count))
            }
        }

        /// Nodes of components beyond the first `shown`, counted but not named.
        mutating func addOthers(_ count: Int) {
            total += count
            others += count
        }

        /// `Parent, Fixed, Row ×12`: each component once, with a count when there are several.
        var names: String {
            let shown = counts.prefix(Self.shown).map { $0.1 == 1 ? $0.0 : "\($0.0) ×\($0.1)" }
            let rest = counts.dropFirst(Self.shown).reduce(others) { $0 + $1.1 }
            let more = rest > 0 ? ", and \(rest) more" : ""
            return shown.joined(separator: ", ") + more
        }
    }
}
