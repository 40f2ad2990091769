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
/// an array of pages of consecutive ids, indexed without hashing; a page whose instances are all
/// freed gives its storage back. A dictionary keyed by id took three times the entry's size, a
/// quarter to a half of it empty, and its old and new tables at once while it doubled.
struct InstanceTable {
    private var pages: [[ModelInstance?]] = []
    /// Live instances in each page.
    private var live: [Int32] = []
    private(set) var count = 0

    private static let pageBits = 6
    private static let pageSize = 1 << pageBits

    subscript(id: Int) -> ModelInstance? {
        get {
            let (p, i) = (id >> Self.pageBits, id & (Self.pageSize - 1))
            guard id >= 0, p < pages.count, i < pages[p].count else { return nil }
            return pages[p][i]
        }
        _modify {
            let (p, i) = (id >> Self.pageBits, id & (Self.pageSize - 1))
            precondition(p < pages.count && i < pages[p].count, "instance \(id) was never stored")
            yield &pages[p][i]
        }
    }

    /// Stores the instance with the next id, one more than the last stored (or never used).
    mutating func append(_ instance: ModelInstance, id: Int) {
        let (p, i) = (id >> Self.pageBits, id & (Self.pageSize - 1))
        while pages.count <= p {
            // The page before is full now: it goes if nothing in it is live.
            if let last = pages.indices.last, live[last] == 0 { pages[last] = [] }
            var page: [ModelInstance?] = []
            // A page is allocated whole once a second is needed: no reallocation as it fills.
            if p > 0 { page.reserveCapacity(Self.pageSize) }
            pages.append(page)
            live.append(0)
        }
        if pages[p].count < i { pages[p].append(contentsOf: repeatElement(nil, count: i - pages[p].count)) }
        precondition(pages[p].count == i, "instance ids are stored in order")
        pages[p].append(instance)
        live[p] += 1
        count += 1
    }

    /// Frees the instance `id`; returns it.
    @discardableResult
    mutating func remove(_ id: Int) -> ModelInstance? {
        let (p, i) = (id >> Self.pageBits, id & (Self.pageSize - 1))
        guard id >= 0, p < pages.count, i < pages[p].count, let instance = pages[p][i] else { return nil }
        pages[p][i] = nil
        live[p] -= 1
        count -= 1
        // A page is full once the next page is started; a full page with nothing live goes.
        if live[p] == 0 && p + 1 < pages.count { pages[p] = [] }
        return instance
    }

    /// The ids of the stored instances, in order.
    var keys: [Int] {
        var ids: [Int] = []
        ids.reserveCapacity(count)
        for (p, page) in pages.enumerated() where live[p] > 0 {
            for (i, instance) in page.enumerated() where instance != nil { ids.append(p << Self.pageBits | i) }
        }
        return ids
    }
}
