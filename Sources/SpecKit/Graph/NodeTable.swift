/// The live nodes by id: an open-addressing table whose slots hold the nodes themselves, each
/// found by its own id. Ids are handed out in order, so the id's low bits pick the slot with
/// few collisions and nothing is hashed: a `Dictionary` hashed each id through its seeded
/// hasher, at every one of the several lookups a step makes per node, and a copied graph
/// hashed every node again to build its table. Up to three quarters of the slots are filled:
/// consecutive ids take consecutive slots, so a fuller table is found in as few probes, and
/// a table at most half full took 24 bytes a node on a tree of 11111.
struct NodeTable {
    /// Each slot holds a node or none; a node sits at or after the slot its id picks, with no
    /// empty slot in between (removal shifts the ones after it back, so no marker is left).
    private var slots: [Node?] = []
    private var mask = -1
    private(set) var count = 0

    init() {}

    /// A table with room for `capacity` nodes before it grows.
    init(capacity: Int) {
        if capacity > 0 { allocate(capacity) }
    }

    private mutating func allocate(_ capacity: Int) {
        var size = 8
        while size * 3 < capacity * 4 { size *= 2 }
        slots = Array(repeating: nil, count: size)
        mask = size - 1
    }

    subscript(id: Int) -> Node? {
        get {
            guard count > 0 else { return nil }
            var i = id & mask
            while let node = slots[i] {
                if node.id == id { return node }
                i = (i + 1) & mask
            }
            return nil
        }
        set {
            if let newValue { insert(newValue) } else { remove(id) }
        }
    }

    /// The live nodes, in no particular order.
    var values: some Sequence<Node> { slots.lazy.compactMap { $0 } }

    /// Stores `node` under its id, in place of the node stored there.
    private mutating func insert(_ node: Node) {
        if slots.isEmpty { allocate(4) } else if (count + 1) * 4 > slots.count * 3 { grow() }
        var i = node.id & mask
        while let other = slots[i] {
            if other.id == node.id { slots[i] = node; return }
            i = (i + 1) & mask
        }
        slots[i] = node
        count += 1
    }

    private mutating func remove(_ id: Int) {
        guard count > 0 else { return }
        var i = id & mask
        while let node = slots[i] {
            if node.id == id { break }
            i = (i + 1) & mask
        }
        guard slots[i] != nil else { return }
        slots[i] = nil
        count -= 1
        // Moves back each node after the hole that may sit there, so no lookup stops early.
        var j = (i + 1) & mask
        while let node = slots[j] {
            let home = node.id & mask
            // The node may fill the hole unless its home lies cyclically in (hole, j].
            let reachable = i <= j ? (home <= i || home > j) : (home <= i && home > j)
            if reachable {
                slots[i] = node
                slots[j] = nil
                i = j
            }
            j = (j + 1) & mask
        }
    }

    private mutating func grow() {
        let old = slots
        allocate(slots.count * 3 / 2)
        count = 0
        for case let node? in old { insert(node) }
    }
}
