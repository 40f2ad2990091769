/// The order in which views that act together run their actions: the tree's order, each view
/// after its own subtree (docs/semantics.md §9).
extension Graph {
    /// The way up from a node: each ancestor, nearest first, with the child of it on the way.
    struct WayUp {
        let node: Node
        fileprivate var steps: [(ancestor: Node, child: Node)] = []

        init(from node: Node) {
            self.node = node
            var child = node
            while let parent = child.parent {
                steps.append((parent, child))
                child = parent
            }
        }

        /// The child of `ancestor` on the way, nil when `ancestor` is not on it.
        fileprivate func child(of ancestor: Node) -> Node? {
            for step in steps where step.ancestor === ancestor { return step.child }
            return nil
        }
    }

    /// Whether `other`'s actions run after those of the node `way` starts from, when the two act
    /// together: `other` is an ancestor of it, or sits after it in their closest common
    /// ancestor's body. Nil when the tree cannot say (the two are in different trees, or that
    /// body has not shown where one of them sits yet), and the order they were queued in stands.
    func runsAfter(_ other: NodeRef, _ way: WayUp) -> Bool? {
        guard let otherNode = nodes[other.id] else { return nil }
        if otherNode === way.node { return false }
        if way.child(of: otherNode) != nil { return true }
        var up = otherNode
        while let parent = up.parent {
            if parent === way.node { return false }            // inside it: its subtree runs first
            if let toward = way.child(of: parent) {
                guard let a = place(of: up, in: parent), let b = place(of: toward, in: parent) else { return nil }
                return a > b
            }
            up = parent
        }
        return nil
    }

    /// Where `child` sits in its parent's last output, as the body wrote it: twice its index,
    /// and a presentation's content, which is inside the view it is written on (§22), just
    /// before that view.
    private func place(of child: Node, in parent: Node) -> Int? {
        let output = parent.output
        for i in 0..<output.count {
            guard case .child(let slot) = output[i], child.sits(at: slot) else { continue }
            guard case .presentation? = slot.path.last else { return 2 * i + 1 }
            // The view it is written on comes before it and the other presentations written there.
            var at = i - 1
            while at >= 0, case .child(let before) = output[at] {
                if slot.path.isPresentation(of: before.path) { return 2 * at }
                at -= 1
            }
            return 2 * i + 1
        }
        return nil
    }
}

extension Array where Element == PathStep {
    /// Whether this is the path of a presentation written on the child at `path`.
    func isPresentation(of path: [PathStep]) -> Bool {
        guard count == path.count + 1, case .presentation? = last else { return false }
        for i in 0..<path.count where self[i] != path[i] { return false }
        return true
    }
}
