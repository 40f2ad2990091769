/// The keys of every state an exploration has visited (docs/exploring.md).
///
/// An open-addressing table of 128-bit keys, split into shards by the key's top bits, each
/// growing on its own. A single table that doubles holds its old and new storage at once, half
/// again the memory it keeps; here only one shard's old storage is alive beside the rest, a
/// sixty-fourth of it. Keys are hashes already, so their bits pick the shard and the slot
/// directly, with no hashing of their own.
///
/// A large shard's slots are pages of their own, mapped and unmapped whole (`ShardMemory`): from
/// the allocator, a doubled shard's old slots stayed in the process as free memory that the
/// other shards' larger sizes could not reuse, and the resident set grew by nearly as much again
/// as the table kept.
final class VisitedSet {
    /// One shard: `capacity` slots of two words, the empty slot being the all-zero key.
    private struct Shard {
        var slots: UnsafeMutablePointer<UInt64>
        var capacity: Int
        var count = 0
    }

    /// Shards, by the top `shardBits` bits of a key's high word.
    static let shardBits = 6
    /// A new shard's slots: small, so that exploring a small spec stays small.
    static let initialShardCapacity = 8

    // `@exclusivity(unchecked)`: one thread, the merge's, inserts and reads; a checked access
    // was a runtime call at every key.
    @exclusivity(unchecked) private var shards: [Shard]
    /// The all-zero key marks an empty slot, so it is remembered apart.
    @exclusivity(unchecked) private var hasZero = false
    /// Keys in the set.
    @exclusivity(unchecked) private(set) var count = 0

    init() {
        shards = (0..<(1 << Self.shardBits)).map { _ in Self.makeShard(capacity: Self.initialShardCapacity) }
    }

    deinit {
        for shard in shards { ShardMemory.free(shard.slots, capacity: shard.capacity) }
    }

    /// The bytes the table holds, for the figure of bytes per visited state.
    var bytes: Int { shards.reduce(0) { $0 + $1.capacity * 2 * MemoryLayout<UInt64>.stride } }

    /// How many shards hold more than their initial capacity: a test's view of growth.
    var grownShards: Int { shards.filter { $0.capacity > Self.initialShardCapacity }.count }

    /// Adds the key; false when it was there already.
    @discardableResult
    func insert(_ key: StateKey) -> Bool {
        if key.high == 0 && key.low == 0 {
            defer { hasZero = true }
            if hasZero { return false }
            count += 1
            return true
        }
        let s = Int(truncatingIfNeeded: key.high >> UInt64(64 - Self.shardBits))
        // Grow before inserting, keeping every shard at most three quarters full.
        if (shards[s].count + 1) * 4 > shards[s].capacity * 3 { grow(s) }
        let inserted = shards.withUnsafeMutableBufferPointer { Self.place(key, in: &$0[s]) }
        if inserted { count += 1 }
        return inserted
    }

    func contains(_ key: StateKey) -> Bool {
        if key.high == 0 && key.low == 0 { return hasZero }
        let shard = shards[Int(truncatingIfNeeded: key.high >> UInt64(64 - Self.shardBits))]
        let mask = shard.capacity - 1
        var i = Int(truncatingIfNeeded: key.low) & mask
        while true {
            let high = shard.slots[2 * i], low = shard.slots[2 * i + 1]
            if high == key.high && low == key.low { return true }
            if high == 0 && low == 0 { return false }
            i = (i + 1) & mask
        }
    }

    private static func makeShard(capacity: Int) -> Shard {
        Shard(slots: ShardMemory.zeroed(capacity: capacity), capacity: capacity)
    }

    /// Linear probing from the slot the key's low bits name.
    private static func place(_ key: StateKey, in shard: inout Shard) -> Bool {
        let mask = shard.capacity - 1
        var i = Int(truncatingIfNeeded: key.low) & mask
        while true {
            let high = shard.slots[2 * i], low = shard.slots[2 * i + 1]
            if high == key.high && low == key.low { return false }
            if high == 0 && low == 0 {
                shard.slots[2 * i] = key.high
                shard.slots[2 * i + 1] = key.low
                shard.count += 1
                return true
            }
            i = (i + 1) & mask
        }
    }

    /// Doubles one shard: only its old slots are alive beside the new ones.
    private func grow(_ s: Int) {
        let old = shards[s]
        var bigger = Self.makeShard(capacity: old.capacity * 2)
        for i in 0..<old.capacity {
            let high = old.slots[2 * i], low = old.slots[2 * i + 1]
            if high != 0 || low != 0 { _ = Self.place(StateKey(high: high, low: low), in: &bigger) }
        }
        ShardMemory.free(old.slots, capacity: old.capacity)
        shards[s] = bigger
    }
}

/// How each visited state was first reached: the state before it and the action, as indexes.
///
/// Kept in fixed-size chunks, so that growing copies nothing and never holds two tables at once.
struct ParentLinks {
    struct Link {
        var state: Int32
        var action: Int32
    }

    /// Links a chunk holds (512 KB); the first chunk grows up to it, the later ones are made whole.
    static let chunkShift = 16
    static let chunkSize = 1 << chunkShift

    private var chunks: [[Link]] = [[]]
    private(set) var count = 0

    mutating func append(_ link: Link) {
        if chunks[chunks.count - 1].count == Self.chunkSize {
            var chunk: [Link] = []
            chunk.reserveCapacity(Self.chunkSize)
            chunks.append(chunk)
        }
        let last = chunks.count - 1
        // The first chunk doubles, but only up to a chunk's size.
        if chunks[last].count == chunks[last].capacity {
            chunks[last].reserveCapacity(Swift.min(Self.chunkSize, Swift.max(16, chunks[last].capacity * 2)))
        }
        chunks[last].append(link)
        count += 1
    }

    subscript(state: Int) -> Link {
        chunks[state >> Self.chunkShift][state & (Self.chunkSize - 1)]
    }

    /// The bytes the links hold, for the figure of bytes per visited state.
    var bytes: Int { chunks.reduce(0) { $0 + $1.capacity * MemoryLayout<Link>.stride } }
}
