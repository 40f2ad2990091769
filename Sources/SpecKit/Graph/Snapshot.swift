/// Copying a settled graph, so that exploration can try every action from one state without
/// replaying the script from launch (docs/exploring.md).
///
/// A copy is taken between steps, when no node is invalid and no handler is queued: what is
/// copied is exactly what the next step can read. `SnapshotTests` lists every stored property of
/// `Graph` and `Node` by reflection, so a property added without being copied here fails a test.
extension Graph {
    /// An independent graph in the same settled state: nodes, holders, models, reads, measures.
    /// The event log is not copied; the copy records events only if this graph does.
    func copy() -> Graph {
        let other = Graph(spec: spec, scenario: scenario, limits: limits, recording: recording)
        other.models = models
        other.nextNodeID = nextNodeID
        other.nextClosureContext = nextClosureContext
        other.nodeCount = nodeCount
        other.readers = readers
        other.screenIndex = screenIndex
        other.invalid = invalid
        other.pass = pass
        other.lastHandlers = lastHandlers
        other.measures = measures
        var copies: [Int: Node] = [:]
        copies.reserveCapacity(nodes.count)
        func clone(_ node: Node, parent: Node?) -> Node {
            let n = Node(copying: node, parent: parent)
            n.props = node.props
            n.holders = node.holders
            n.memoDependencies = node.memoDependencies
            n.seeds = node.seeds
            n.output = node.output          // no graph yet: the copied screen index already has it
            n.reads = node.reads
            n.readOrder = node.readOrder
            n.renderedInPass = node.renderedInPass
            n.modifiers = node.modifiers
            n.handlerLocals = node.handlerLocals
            n.onChangeValues = node.onChangeValues
            n.taskID = node.taskID
            n.bindingSnapshots = node.bindingSnapshots
            n.environment = node.environment
            n.environmentOwn = node.environmentOwn
            copies[n.id] = n
            for (slot, child) in node.children { n.children[slot] = clone(child, parent: n) }
            n.graph = other
            return n
        }
        other.root = root.map { clone($0, parent: nil) }
        other.nodes = copies
        other.pending = pending.compactMap { handler in
            copies[handler.owner.id].map { var h = handler; h.owner = $0; return h }
        }
        return other
    }
}
