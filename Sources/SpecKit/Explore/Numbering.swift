/// Numbers given to ids (nodes, models, closure contexts) in the order they are met. A small
/// open-addressing table: a `Dictionary` hashes each Int through its seeded hasher, most of the
/// cost of a lookup here. Nothing is allocated until the first id is numbered.
struct Numbering {
    /// Pairs of id and number; an empty slot holds `empty` as its id.
    private var slots: [Int] = []
    private var mask = -1
    private(set) var count = 0
    /// No id is negative but -1, which means none and is never numbered.
    private static let empty = Int.min

    init(capacity: Int = 0) {
        if capacity > 0 { allocate(capacity) }
    }

    private mutating func allocate(_ capacity: Int) {
        var size = 8
        while size < capacity * 2 { size *= 2 }
        slots = Array(repeating: Self.empty, count: 2 * size)
        mask = size - 1
    }

    private func slot(_ id: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(bitPattern: Int64(id)) &* 0x9e37_79b9_7f4a_7c15) >> 32) & mask
    }

    subscript(id: Int) -> Int? {
        guard count > 0 else { return nil }
        var i = slot(id)
        while slots[2 * i] != Self.empty {
            if slots[2 * i] == id { return slots[2 * i + 1] }
            i = (i + 1) & mask
        }
        return nil
    }

    mutating func set(_ id: Int, _ number: Int) {
        if slots.isEmpty { allocate(4) } else if (count + 1) * 2 > mask + 1 { grow() }
        var i = slot(id)
        while slots[2 * i] != Self.empty {
            if slots[2 * i] == id { slots[2 * i + 1] = number; return }
            i = (i + 1) & mask
        }
        slots[2 * i] = id
        slots[2 * i + 1] = number
        count += 1
    }

    private mutating func grow() {
        let old = slots
        allocate(mask + 1)
        count = 0
        for i in stride(from: 0, to: old.count, by: 2) where old[i] != Self.empty { set(old[i], old[i + 1]) }
    }
}
