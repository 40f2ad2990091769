/// A node's children by their slots. A body shows a few children: they are kept in an array and
/// found by comparing each child's own slot (its path's hash first), with a table of positions
/// beside them only for a node with many. A dictionary keyed by slot kept each slot a second
/// time and room for half as many again: about 700 bytes for ten children, where the array takes
/// 128.
///
/// Every child is kept under its own slot (`Node.slot`). Iteration is in no promised order: a
/// child removed takes the last one's place.
struct ChildTable: Sequence {
    private var nodes: [Node] = []
    /// Each child's place in `nodes`, past `scanned` children.
    private var places: [Slot: Int]?

    /// Beyond this many children, their places are kept in a table too.
    private static let scanned = 16

    var count: Int { nodes.count }
    var isEmpty: Bool { nodes.isEmpty }

    /// The first child in the table's order, with its slot.
    var first: (key: Slot, value: Node)? { nodes.first.map { ($0.slot!, $0) } }

    /// The children, in the table's order.
    var values: [Node] { nodes }

    /// The children's slots, in the table's order.
    var keys: LazyMapSequence<[Node], Slot> { nodes.lazy.map { $0.slot! } }

    private func place(of slot: Slot) -> Int? {
        if let places { return places[slot] }
        return nodes.firstIndex { $0.slot! == slot }
    }

    /// The child at `slot`; setting nil removes it, setting a node keeps it under its own slot.
    subscript(slot: Slot) -> Node? {
        get { place(of: slot).map { nodes[$0] } }
        set {
            if let node = newValue {
                precondition(node.slot == slot, "a child is kept under its own slot")
                if let i = place(of: slot) { nodes[i] = node; return }
                places?[slot] = nodes.count
                nodes.append(node)
                if places == nil, nodes.count > Self.scanned {
                    places = Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.slot!, $0) })
                }
            } else if let i = place(of: slot) {
                let last = nodes.count - 1
                if i != last {
                    nodes[i] = nodes[last]
                    places?[nodes[i].slot!] = i
                }
                nodes.removeLast()
                places?[slot] = nil
            }
        }
    }

    /// The same slots with `transform`'s nodes, in the same order (a copied graph's children).
    func mapValues(_ transform: (Node) throws -> Node) rethrows -> ChildTable {
        var copy = ChildTable()
        copy.nodes = try nodes.map(transform)
        copy.places = places
        return copy
    }

    func makeIterator() -> Iterator { Iterator(nodes: nodes.makeIterator()) }

    /// Each child with its slot.
    struct Iterator: IteratorProtocol {
        fileprivate var nodes: IndexingIterator<[Node]>

        mutating func next() -> (key: Slot, value: Node)? {
            nodes.next().map { ($0.slot!, $0) }
        }
    }
}
