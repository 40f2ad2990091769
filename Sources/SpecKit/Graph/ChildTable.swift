/// A node's children by their slots. A body shows a few children: they are kept in an array and
/// found by comparing each child's own slot (its path's hash first), with a table of positions
/// beside them only for a node with many. A dictionary keyed by slot kept each slot a second
/// time and room for half as many again: about 700 bytes for ten children, where the array takes
/// 128. One word in the node either way.
///
/// Every child is kept under its own slot (`Node.slot`). Iteration is in no promised order: a
/// child removed takes the last one's place.
struct ChildTable: Sequence {
    private var storage = Storage.few([])

    private enum Storage {
        case few([Node])
        case many(Indexed)

        var nodes: [Node] {
            switch self {
            case .few(let nodes): return nodes
            case .many(let indexed): return indexed.nodes
            }
        }
    }

    /// The children of a node with many, with each one's place in `nodes`.
    private final class Indexed {
        var nodes: [Node]
        var places: [Slot: Int]

        init(nodes: [Node], places: [Slot: Int]) {
            self.nodes = nodes
            self.places = places
        }
    }

    /// Beyond this many children, their places are kept in a table too.
    private static let scanned = 16

    var count: Int { storage.nodes.count }
    var isEmpty: Bool { storage.nodes.isEmpty }

    /// The first child in the table's order, with its slot.
    var first: (key: Slot, value: Node)? { storage.nodes.first.map { ($0.slot!, $0) } }

    /// The children, in the table's order.
    var values: [Node] { storage.nodes }

    /// The children's slots, in the table's order.
    var keys: LazyMapSequence<[Node], Slot> { storage.nodes.lazy.map { $0.slot! } }

    /// The child at `slot`; setting nil removes it, setting a node keeps it under its own slot.
    subscript(slot: Slot) -> Node? {
        get {
            switch storage {
            case .few(let nodes): return nodes.first { $0.sits(at: slot) }
            case .many(let indexed): return indexed.places[slot].map { indexed.nodes[$0] }
            }
        }
        set {
            if let node = newValue { precondition(node.sits(at: slot), "a child is kept under its own slot") }
            switch storage {
            case .few(var nodes):
                storage = .few([])   // lets the array be changed in place instead of copied
                defer { storage = nodes.count > Self.scanned ? .many(Self.indexed(nodes)) : .few(nodes) }
                let i = nodes.firstIndex { $0.sits(at: slot) }
                if let node = newValue {
                    if let i { Self.replace(&nodes[i], with: node) } else { nodes.append(node) }
                } else if let i {
                    nodes[i].leftParent()
                    nodes[i] = nodes[nodes.count - 1]
                    nodes.removeLast()
                }
            case .many(var indexed):
                storage = .few([])
                // A copied table shares the box until one of them changes.
                if !isKnownUniquelyReferenced(&indexed) { indexed = Indexed(nodes: indexed.nodes, places: indexed.places) }
                defer { storage = .many(indexed) }
                let i = indexed.places[slot]
                if let node = newValue {
                    if let i { Self.replace(&indexed.nodes[i], with: node); return }
                    indexed.places[slot] = indexed.nodes.count
                    indexed.nodes.append(node)
                } else if let i {
                    indexed.nodes[i].leftParent()
                    let last = indexed.nodes.count - 1
                    if i != last {
                        indexed.nodes[i] = indexed.nodes[last]
                        indexed.places[indexed.nodes[i].slot!] = i
                    }
                    indexed.nodes.removeLast()
                    indexed.places[slot] = nil
                }
            }
        }
    }

    /// Puts `node` where `old` was; a different node there before leaves its parent.
    private static func replace(_ old: inout Node, with node: Node) {
        if old !== node { old.leftParent() }
        old = node
    }

    private static func indexed(_ nodes: [Node]) -> Indexed {
        Indexed(nodes: nodes, places: Dictionary(uniqueKeysWithValues: nodes.enumerated().map { ($1.slot!, $0) }))
    }

    /// The same slots with `transform`'s nodes, in the same order (a copied graph's children).
    func mapValues(_ transform: (Node) throws -> Node) rethrows -> ChildTable {
        var copy = ChildTable()
        switch storage {
        case .few(let nodes): copy.storage = .few(try nodes.map(transform))
        case .many(let indexed): copy.storage = .many(Indexed(nodes: try indexed.nodes.map(transform), places: indexed.places))
        }
        return copy
    }

    func makeIterator() -> Iterator { Iterator(nodes: storage.nodes.makeIterator()) }

    /// Each child with its slot.
    struct Iterator: IteratorProtocol {
        fileprivate var nodes: IndexingIterator<[Node]>

        mutating func next() -> (key: Slot, value: Node)? {
            nodes.next().map { ($0.slot!, $0) }
        }
    }
}
