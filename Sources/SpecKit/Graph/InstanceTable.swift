/// A stored model instance: what its type shares is one pointer, and its fields are in
/// declaration order, the first inline (most models have one or two), the others in an array.
/// 48 bytes in the table, with no allocation for a model of one field.
struct ModelInstance {
    let type: ModelType
    let serial: Int
    /// The first field's value; `.null` for a model without fields.
    private var first: Value
    /// The fields after the first.
    private var rest: [Value]

    init(type: ModelType, serial: Int, values: [Value]) {
        self.type = type
        self.serial = serial
        first = values.first ?? .null
        rest = values.count > 1 ? Array(values.dropFirst()) : []
    }

    var names: [String] { type.names }

    /// The fields in declaration order.
    var values: [Value] { names.isEmpty ? [] : [first] + rest }

    /// The fields by name, for the canonical form of a state.
    var fields: [String: Value] { Dictionary(zip(names, values)) { first, _ in first } }

    func value(of name: String) -> Value? { names.firstIndex(of: name).map { self[$0] } }

    /// The field at `position` in declaration order.
    subscript(position: Int) -> Value {
        get { position == 0 ? first : rest[position - 1] }
        set { if position == 0 { first = newValue } else { rest[position - 1] = newValue } }
    }

    /// Calls `body` with each field's value.
    func forEachValue(_ body: (Value) -> Void) {
        guard !names.isEmpty else { return }
        body(first)
        for v in rest { body(v) }
    }
}

/// The stored instances by id. Ids are handed out in order and never reused, so the table is
/// an array of pages of consecutive ids, indexed without hashing. A page keeps only its live
/// instances, in id order, with a bit a slot saying which are live: a page some of whose
/// instances were freed (a memo's replaced model among a node's others) gives the freed room back
/// instead of keeping a hole the size of an instance, and a page whose instances are all freed
/// gives back its storage. A dictionary keyed by id took three times the entry's size, a quarter
/// to a half of it empty, and its old and new tables at once while it doubled.
struct InstanceTable {
    private var pages: [Page] = []
    private(set) var count = 0

    private static let pageBits = 6
    private static let pageSize = 1 << pageBits

    /// The live instances of 64 consecutive ids.
    private struct Page {
        /// Bit `i` says the id at slot `i` is live.
        var live: UInt64 = 0
        /// The live instances, in id order.
        var items: [ModelInstance] = []

        /// Where the instance at `slot` is in `items`, if it is live.
        func index(of slot: Int) -> Int? {
            let bit: UInt64 = 1 << UInt64(slot)
            guard live & bit != 0 else { return nil }
            return (live & (bit &- 1)).nonzeroBitCount
        }
    }

    subscript(id: Int) -> ModelInstance? {
        let (p, slot) = (id >> Self.pageBits, id & (Self.pageSize - 1))
        guard id >= 0, p < pages.count, let k = pages[p].index(of: slot) else { return nil }
        return pages[p].items[k]
    }

    /// Writes the field at `position` of the stored instance `id`, in place.
    mutating func set(_ value: Value, at position: Int, of id: Int) {
        let (p, slot) = (id >> Self.pageBits, id & (Self.pageSize - 1))
        guard id >= 0, p < pages.count, let k = pages[p].index(of: slot) else {
            preconditionFailure("instance \(id) is not stored")
        }
        pages[p].items[k][position] = value
    }

    /// Stores the instance with the next id, one more than the last stored (or never used).
    mutating func append(_ instance: ModelInstance, id: Int) {
        let (p, slot) = (id >> Self.pageBits, id & (Self.pageSize - 1))
        while pages.count <= p {
            // The page before is full now: it keeps only the room its live instances take.
            if let last = pages.indices.last { giveBackRoom(of: last) }
            var page = Page()
            // A page is allocated whole once a second is needed: no reallocation as it fills.
            if p > 0 { page.items.reserveCapacity(Self.pageSize) }
            pages.append(page)
        }
        precondition(pages[p].live >> UInt64(slot) == 0, "instance ids are stored in order")
        pages[p].items.append(instance)
        pages[p].live |= 1 << UInt64(slot)
        count += 1
    }

    /// Frees the instance `id`; returns it.
    @discardableResult
    mutating func remove(_ id: Int) -> ModelInstance? {
        let (p, slot) = (id >> Self.pageBits, id & (Self.pageSize - 1))
        guard id >= 0, p < pages.count, let k = pages[p].index(of: slot) else { return nil }
        let instance = pages[p].items.remove(at: k)
        pages[p].live &= ~(1 << UInt64(slot))
        count -= 1
        if p + 1 < pages.count { giveBackRoom(of: p) }
        return instance
    }

    /// A full page (the next one is started: no id will be stored in it again) gives back its
    /// storage once nothing in it is live, and the room of its freed instances once they are a
    /// quarter of a page: its live ones move to storage of their number.
    private mutating func giveBackRoom(of p: Int) {
        let items = pages[p].items
        if items.isEmpty {
            if items.capacity > 0 { pages[p].items = [] }
        } else if items.capacity - items.count >= Self.pageSize / 4 {
            var exact: [ModelInstance] = []
            exact.reserveCapacity(items.count)
            exact.append(contentsOf: items)
            pages[p].items = exact
        }
    }

    /// The ids of the stored instances, in order.
    var keys: [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(count)
        for (p, page) in pages.enumerated() {
            var live = page.live
            while live != 0 {
                ids.append(p << Self.pageBits | live.trailingZeroBitCount)
                live &= live &- 1
            }
        }
        return ids
    }
}
