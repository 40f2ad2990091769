/// Positions in a short list, such as the pairs of a mapping taken or the fields a construction
/// gives: the first 64 as bits, the rest in a set, so the common case neither hashes nor allocates.
struct PositionSet {
    private var bits: UInt64 = 0
    private var beyond: Set<Int> = []

    func contains(_ i: Int) -> Bool { i < 64 ? bits & (1 << UInt64(i)) != 0 : beyond.contains(i) }
    mutating func insert(_ i: Int) { if i < 64 { bits |= 1 << UInt64(i) } else { beyond.insert(i) } }
}
