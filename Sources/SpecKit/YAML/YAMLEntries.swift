/// The entries of one record, in memory that does not move as the record grows: a piece of a
/// large file (YAMLPiece.swift) reads its entries where the recorder wrote them, on the other
/// thread, instead of a copy of them. A copy was as large as the record itself (20 bytes a node,
/// most of a 10 MB file's 24 MB), made on the thread that runs libyaml, in fresh pages.
///
/// The recorder writes each entry once, and a collection's count and end when it closes; a piece
/// holds only closed collections, so nothing it reads is written again. Past its capacity the
/// record moves to a larger store (`grown`): the pieces keep the one they read.
final class YAMLEntries: @unchecked Sendable {
    let start: UnsafeMutablePointer<YAMLDocument.Entry>
    let capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        start = .allocate(capacity: self.capacity)
    }

    deinit { start.deallocate() }

    /// A store twice as large holding the first `count` entries.
    func grown(keeping count: Int) -> YAMLEntries {
        let larger = YAMLEntries(capacity: capacity * 2)
        larger.start.update(from: start, count: count)
        return larger
    }
}

/// The entries the recorder has written: its store and how many.
struct EntryRecord {
    private(set) var store: YAMLEntries
    private(set) var count = 0

    init(capacity: Int) { store = YAMLEntries(capacity: capacity) }

    var isEmpty: Bool { count == 0 }

    @inline(__always) mutating func append(_ entry: YAMLDocument.Entry) {
        if count == store.capacity { store = store.grown(keeping: count) }
        store.start[count] = entry
        count += 1
    }

    subscript(i: Int) -> YAMLDocument.Entry {
        @inline(__always) get {
            precondition(i >= 0 && i < count, "an entry of the record")
            return store.start[i]
        }
        @inline(__always) nonmutating set {
            precondition(i >= 0 && i < count, "an entry of the record")
            store.start[i] = newValue
        }
    }
}
