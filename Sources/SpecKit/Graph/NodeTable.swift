/// The live nodes of a graph by id. Ids are handed out in order from 1 and never reused, so the
/// table is an array indexed by id, `nil` where a node was destroyed: a lookup reads one slot,
/// where a dictionary read its bitmap, its key and its value, three cache misses a lookup in a
/// large tree. A slot costs 8 bytes for every node made, live or not; the dictionary took about
/// 38 bytes a live node of a 111111-node tree, with its spare capacity.
struct NodeTable {
    private var slots: [Node?] = []
    /// How many nodes are in the table.
    private(set) var count = 0

    /// Room for ids below `end` without growing.
    mutating func reserveCapacity(upTo end: Int) {
        slots.reserveCapacity(end)
    }

    /// The ids a table may hold without growing: one past the highest id ever kept.
    var idLimit: Int { slots.count }

    subscript(id: Int) -> Node? {
        get { id >= 0 && id < slots.count ? slots[id] : nil }
        set {
            if id >= slots.count {
                // Forgetting an id never kept grows nothing.
                guard let newValue else { return }
                precondition(id >= 0, "a node id is positive")
                slots.append(contentsOf: repeatElement(nil, count: id - slots.count))
                slots.append(newValue)
                count += 1
                return
            }
            guard id >= 0 else { return }
            count += (newValue == nil ? 0 : 1) - (slots[id] == nil ? 0 : 1)
            slots[id] = newValue
        }
    }

    /// The nodes in the order of their ids.
    var values: some Sequence<Node> {
        slots.lazy.compactMap { $0 }
    }
}
