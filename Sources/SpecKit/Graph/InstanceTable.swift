/// A stored model instance: what its type shares is one pointer, and its fields are in
/// declaration order, the first inline (most models have one), the others boxed with the type.
/// 32 bytes in the table, with no allocation for a model of one field.
struct ModelInstance {
    // The first field first: a value takes 17 bytes, and the serial in 32 bits fills the rest
    // of its 24 (a serial is at most its instance's id, which `Limits.ids` keeps within 32 bits).
    /// The first field's value; `.null` for a model without fields.
    private var first: Value
    private let storedSerial: Int32
    /// The type, or for a model of more than one field the type with the fields after the first:
    /// one word. The type and an array of the rest took two, for every instance of one field.
    private var shape: Shape

    private enum Shape {
        case one(ModelType)
        case more(More)
    }

    /// A model's type and its fields after the first. A copy of the table (exploring copies
    /// graphs) shares it until either writes one of them.
    private final class More {
        let type: ModelType
        var rest: [Value]

        init(type: ModelType, rest: [Value]) {
            self.type = type
            self.rest = rest
        }
    }

    init(type: ModelType, serial: Int, values: [Value]) {
        storedSerial = Int32(serial)
        first = values.first ?? .null
        shape = values.count > 1 ? .more(More(type: type, rest: Array(values.dropFirst()))) : .one(type)
    }

    /// What its type's instances share: name, kind, field names.
    var type: ModelType {
        switch shape {
        case .one(let type): return type
        case .more(let more): return more.type
        }
    }

    /// The fields after the first.
    private var rest: [Value] {
        if case .more(let more) = shape { return more.rest }
        return []
    }

    /// Its number among its type's instances: `Model#3` is the third `Model` made.
    var serial: Int { Int(storedSerial) }

    var names: [String] { type.names }

    /// The fields in declaration order.
    var values: [Value] { names.isEmpty ? [] : [first] + rest }


    func value(of name: String) -> Value? { names.firstIndex(of: name).map { self[$0] } }

    /// The field at `position` in declaration order.
    subscript(position: Int) -> Value {
        get { position == 0 ? first : rest[position - 1] }
        set {
            if position == 0 { first = newValue; return }
            guard case .more(var more) = shape else { preconditionFailure("a model of one field has no field \(position)") }
            // The shape's own reference goes first, so that `more` is unique unless a copy shares it.
            shape = .one(more.type)
            if !isKnownUniquelyReferenced(&more) { more = More(type: more.type, rest: more.rest) }
            more.rest[position - 1] = newValue
            shape = .more(more)
        }
    }

    /// Calls `body` with each field's value.
    func forEachValue(_ body: (Value) -> Void) {
        guard !names.isEmpty else { return }
        body(first)
        for v in rest { body(v) }
    }
}

/// The stored instances by id. Ids are handed out in order and never reused, so ids are found
/// through pages of 64 consecutive ids, indexed without hashing, each with a bit a slot saying which
/// are live. The instances themselves are kept in slots of fixed chunks, and a freed instance's
/// slot is taken by the next one stored: a root tap replaces every node's memo model, and the new
/// model takes the memory the replaced one left, where pages of their own instances left holes
/// (or storage remade smaller) in the pages a node's other models keep, and new pages took new
/// memory beside them. A page whose ids were given consecutive slots (what a launch stores)
/// finds a slot by adding the id's place in the page; a page given freed slots keeps a table of
/// its 64 slots, all of one size, made when needed and given back once none of its ids is live.
struct InstanceTable {
    private var pages: [Page] = []
    /// The slots, in chunks of `chunkSize`; a freed slot is `nil` until it is taken again.
    private var chunks: [[ModelInstance?]] = []
    /// Freed slots, the last freed taken first.
    private var freeSlots: [Int32] = []
    /// Slots ever taken: the next one past the end of the chunks.
    private(set) var slotCount = 0
    private(set) var count = 0

    private static let pageBits = 6
    private static let pageSize = 1 << pageBits
    private static let chunkBits = 8
    private static let chunkSize = 1 << chunkBits

    /// The live ids of 64 consecutive ids, and where their instances are.
    private struct Page {
        /// Bit `i` says the id at place `i` is live.
        var live: UInt64 = 0
        /// The slot of the id at place 0, when the page's ids have consecutive slots.
        var base = 0
        /// The slot of each place, when they are not consecutive.
        var slots: [Int32]?

        @inline(__always)
        func slot(of place: Int) -> Int? {
            guard live & (1 << UInt64(place)) != 0 else { return nil }
            return slots.map { Int($0[place]) } ?? base + place
        }
    }

    @inline(__always)
    private func slot(of id: Int) -> Int? {
        let (p, place) = (id >> Self.pageBits, id & (Self.pageSize - 1))
        guard id >= 0, p < pages.count else { return nil }
        return pages[p].slot(of: place)
    }

    @inline(__always)
    subscript(id: Int) -> ModelInstance? {
        guard let s = slot(of: id) else { return nil }
        return chunks[s >> Self.chunkBits][s & (Self.chunkSize - 1)]
    }

    /// Writes the field at `position` of the stored instance `id`, in place.
    mutating func set(_ value: Value, at position: Int, of id: Int) {
        guard let s = slot(of: id) else { preconditionFailure("instance \(id) is not stored") }
        chunks[s >> Self.chunkBits][s & (Self.chunkSize - 1)]![position] = value
    }

    /// Stores the instance with the next id, one more than the last stored (or never used).
    mutating func append(_ instance: ModelInstance, id: Int) {
        let (p, place) = (id >> Self.pageBits, id & (Self.pageSize - 1))
        while pages.count <= p { pages.append(Page()) }
        precondition(pages[p].live >> UInt64(place) == 0, "instance ids are stored in order")
        let s: Int
        if let freed = freeSlots.popLast() {
            s = Int(freed)
            chunks[s >> Self.chunkBits][s & (Self.chunkSize - 1)] = instance
        } else {
            s = slotCount
            slotCount += 1
            if s & (Self.chunkSize - 1) == 0 {
                var chunk: [ModelInstance?] = []
                chunk.reserveCapacity(Self.chunkSize)
                chunks.append(chunk)
            }
            chunks[s >> Self.chunkBits].append(instance)
        }
        if pages[p].live == 0 && pages[p].slots == nil { pages[p].base = s - place }
        if pages[p].slots == nil && s != pages[p].base + place {
            // A freed slot, or one past another page's: this page's slots are listed from now on.
            var slots = [Int32](repeating: -1, count: Self.pageSize)
            var live = pages[p].live
            while live != 0 {
                let k = live.trailingZeroBitCount
                slots[k] = Int32(pages[p].base + k)
                live &= live &- 1
            }
            pages[p].slots = slots
        }
        pages[p].slots?[place] = Int32(s)
        pages[p].live |= 1 << UInt64(place)
        count += 1
    }

    /// Frees the instance `id`; returns it.
    @discardableResult
    mutating func remove(_ id: Int) -> ModelInstance? {
        let (p, place) = (id >> Self.pageBits, id & (Self.pageSize - 1))
        guard let s = slot(of: id) else { return nil }
        let instance = chunks[s >> Self.chunkBits][s & (Self.chunkSize - 1)].take()
        freeSlots.append(Int32(s))
        pages[p].live &= ~(1 << UInt64(place))
        if pages[p].live == 0 { pages[p].slots = nil }
        count -= 1
        return instance
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
