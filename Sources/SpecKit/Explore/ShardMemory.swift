#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Zeroed slots for a shard of `VisitedSet`, two words a slot. A shard of `mappedBytes` or more is
/// mapped from the system and unmapped when it is freed, so a doubled shard's old slots leave the
/// process at once; a smaller one comes from the allocator, as any array does.
enum ShardMemory {
    /// From this size a shard's slots are pages of their own: 64 KB, 4,096 slots.
    static let mappedBytes = 1 << 16

    /// `capacity` slots, every word zero: a mapping's pages are zero until written.
    static func zeroed(capacity: Int) -> UnsafeMutablePointer<UInt64> {
        let bytes = 2 * capacity * MemoryLayout<UInt64>.stride
        guard bytes >= mappedBytes else {
            let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: 2 * capacity)
            slots.initialize(repeating: 0, count: 2 * capacity)
            return slots
        }
        let mapped = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        // What the allocator does when memory runs out, as every other allocation of a run would.
        guard let mapped, mapped != MAP_FAILED else { fatalError("out of memory for \(bytes) bytes of visited states") }
        return mapped.bindMemory(to: UInt64.self, capacity: 2 * capacity)
    }

    /// Gives back slots `zeroed(capacity:)` returned for the same capacity.
    static func free(_ slots: UnsafeMutablePointer<UInt64>, capacity: Int) {
        let bytes = 2 * capacity * MemoryLayout<UInt64>.stride
        if bytes >= mappedBytes { munmap(slots, bytes) } else { slots.deallocate() }
    }
}
