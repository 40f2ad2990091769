/// Numbers given to ids (nodes, models, closure contexts) in the order they are met. Up to eight
/// pairs are kept inline and found by comparing each id; past that, a small open-addressing
/// table: a `Dictionary` hashes each Int through its seeded hasher, most of the cost of a lookup
/// here. A state key writes three of these, most of them for a few ids: the table was an
/// allocation at every key (docs/performance.md, figure 11).
struct Numbering {
    /// The first pairs, while there are at most `inline` of them and no table: tuples, read and
    /// written as bytes (the standard library's fixed-size array needs macOS 26).
    private typealias Eight = (Int, Int, Int, Int, Int, Int, Int, Int)
    private var inlineIDs: Eight = (0, 0, 0, 0, 0, 0, 0, 0)
    private var inlineNumbers: Eight = (0, 0, 0, 0, 0, 0, 0, 0)
    private static let inline = 8
    /// Pairs of id and number once past the inline ones; an empty slot holds `empty` as its id.
    private var slots: [Int] = []
    private var mask = -1
    private(set) var count = 0
    /// No id is negative but -1, which means none and is never numbered.
    private static let empty = Int.min

    init(capacity: Int = 0) {
        if capacity > Self.inline { allocate(capacity) }
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
        if slots.isEmpty {
            for k in 0..<count where Self.read(inlineIDs, k) == id { return Self.read(inlineNumbers, k) }
            return nil
        }
        var i = slot(id)
        while slots[2 * i] != Self.empty {
            if slots[2 * i] == id { return slots[2 * i + 1] }
            i = (i + 1) & mask
        }
        return nil
    }

    mutating func set(_ id: Int, _ number: Int) {
        if slots.isEmpty {
            for k in 0..<count where Self.read(inlineIDs, k) == id { Self.write(number, into: &inlineNumbers, at: k); return }
            if count < Self.inline {
                Self.write(id, into: &inlineIDs, at: count)
                Self.write(number, into: &inlineNumbers, at: count)
                count += 1
                return
            }
            // The inline pairs move to a table with room for twice as many.
            allocate(2 * Self.inline)
            let moved = count
            count = 0
            for k in 0..<moved { set(Self.read(inlineIDs, k), Self.read(inlineNumbers, k)) }
        } else if (count + 1) * 2 > mask + 1 {
            grow()
        }
        var i = slot(id)
        while slots[2 * i] != Self.empty {
            if slots[2 * i] == id { slots[2 * i + 1] = number; return }
            i = (i + 1) & mask
        }
        slots[2 * i] = id
        slots[2 * i + 1] = number
        count += 1
    }

    private static func read(_ eight: Eight, _ k: Int) -> Int {
        withUnsafeBytes(of: eight) { $0.load(fromByteOffset: k * MemoryLayout<Int>.stride, as: Int.self) }
    }

    private static func write(_ value: Int, into eight: inout Eight, at k: Int) {
        withUnsafeMutableBytes(of: &eight) { $0.storeBytes(of: value, toByteOffset: k * MemoryLayout<Int>.stride, as: Int.self) }
    }

    private mutating func grow() {
        let old = slots
        allocate(mask + 1)
        count = 0
        for i in stride(from: 0, to: old.count, by: 2) where old[i] != Self.empty { set(old[i], old[i + 1]) }
    }
}
