/// What did not happen in a render pass, for the trace: the bodies that did not run. It keeps the
/// live nodes and which of them rendered or were skipped; at the end of a pass the others are
/// named, each with why: nothing its last render read was written, and, below the root, its
/// parent's body did not run (it did not render, or was skipped), so no init ran for it either.
struct NotRunTally {
    private var live: [Int: NodeRef] = [:]
    /// Live nodes in the order they were created: the tree's order, near enough for a list.
    private var order: [Int] = []
    /// Nodes whose body ran in this pass, and nodes skipped (re-initialized with equal values).
    private var ran: Set<Int> = []
    private var skipped: Set<Int> = []

    mutating func learn(_ event: Event) {
        switch event {
        case .created(let node):
            live[node.id] = node
            order.append(node.id)
            ran.insert(node.id)
        case .destroyed(let node):
            live[node.id] = nil
        case .rendered(let node, _):
            ran.insert(node.id)
        case .skipped(let node):
            skipped.insert(node.id)
        case .passStarted:
            ran = []
            skipped = []
            order.removeAll { live[$0] == nil }
        default:
            break
        }
    }

    /// The lines for the pass that ended: at most one for nodes with no parent to blame (the root),
    /// one for nodes whose parent did not render. Runs of one component are counted, not listed.
    func lines() -> [String] {
        let idle = order.compactMap { live[$0] }.filter { !ran.contains($0.id) && !skipped.contains($0.id) }
        guard !idle.isEmpty else { return [] }
        // Below the root, a body that did not run means its parent's body did not run either.
        let top = idle.filter { $0.parent == nil }
        let below = idle.filter { $0.parent != nil }
        var out: [String] = []
        if !top.isEmpty {
            let (names, one) = Self.names(top)
            out.append("not run: \(names): nothing \(one ? "its" : "their") last render read was written")
        }
        if !below.isEmpty {
            let (names, one) = Self.names(below)
            out.append("not run: \(names): \(one ? "its" : "their") parent's body did not run, so no init ran, "
                       + "and nothing \(one ? "its" : "their") last render read was written")
        }
        return out
    }

    /// `Parent, Fixed, Row ×12`: each component once, with a count when there are several.
    static func names(_ nodes: [NodeRef]) -> (String, Bool) {
        var counts: [(String, Int)] = []
        for node in nodes {
            if let i = counts.firstIndex(where: { $0.0 == node.component }) { counts[i].1 += 1 } else { counts.append((node.component, 1)) }
        }
        let shown = counts.prefix(8).map { $0.1 == 1 ? $0.0 : "\($0.0) ×\($0.1)" }
        let more = counts.count > 8 ? ", and \(counts.dropFirst(8).reduce(0) { $0 + $1.1 }) more" : ""
        return (shown.joined(separator: ", ") + more, nodes.count == 1)
    }
}
