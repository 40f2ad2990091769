/// What a snapshot's readers ask of it besides its fields: the nodes in tree order, and the value
/// a holder decision leaves.
extension TreeSnapshot {
    /// The value a holder stores after a decision, and a memo's dependencies.
    static func stored(_ decision: HolderDecision) -> (Value, [Argument]?) {
        switch decision {
        case .built(let value, _): return (value, nil)
        case .discarded(_, let kept): return (kept, nil)
        case .closureIgnored(let kept, _): return (kept, nil)
        case .replaced(let value, _): return (value, nil)
        case .memoKept(let value, let dependencies): return (value, dependencies)
        case .memoRebuilt(_, let new, _, let to): return (new, to)
        case .storage(_, let value, _): return (value, nil)
        }
    }

    /// Nodes from the root down, parents before children, in body order.
    public var orderedNodes: [Node] {
        var out: [Node] = []
        var stack = root.map { [$0] } ?? []
        while let id = stack.popLast() {
            guard let node = nodes[id] else { continue }
            out.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return out
    }
}
