/// A dependency as a node's reads and the readers index keep it: a holder of a node or a field
/// of a model instance by its position instead of its name, the rarer kinds (a creation count,
/// an environment entry, a UserDefaults key) by a number the graph gives each (`Graph.readNames`).
/// One word, hashed without a string: the readers index and the reads sets hashed `Dependency`
/// values, names included, at every read and every render.
struct ReadKey: Hashable {
    /// The owner in the high 32 bits; the kind in the low two bits and the position or number
    /// above them, in the low 32. `Graph.checkID` keeps node and instance ids within `Limits.ids`,
    /// and positions and numbers are a declaration's few: 32 bits each hold them, and two words
    /// made the readers index's entries a third larger.
    private let bits: UInt64

    enum Kind: Int {
        case state, field, object, named
    }

    init(_ kind: Kind, owner: Int, _ position: Int = 0) {
        bits = UInt64(UInt32(owner)) << 32 | UInt64(UInt32(position << 2 | kind.rawValue))
    }

    /// The node or model instance it belongs to; 0 for a creation count or a UserDefaults key.
    var owner: Int { Int(bits >> 32) }

    var kind: Kind { Kind(rawValue: Int(bits & 3))! }

    /// No key: what `ReadSet` keeps in place of its first key while it has none. No key made by
    /// `init` has every bit set: that takes an owner id of 2^32 − 1.
    fileprivate static let unset = ReadKey(bits: .max)

    private init(bits: UInt64) { self.bits = bits }

    /// The model instance it names, if it names one.
    var model: Int? {
        switch kind {
        case .field, .object: return owner
        case .state, .named: return nil
        }
    }
}

/// What one render read, in the order it first read it: a few keys, looked up by a scan, with
/// a set beside them only for a body that reads many. A `Set` took 190 bytes a node for the
/// three reads a typical body makes, and hashing was most of recording a read. The first key is
/// kept inline: most bodies read one key beyond their own holders (a field of a model they hold),
/// and an array of one took 64 bytes a node.
struct ReadSet: Equatable, Sequence {
    /// The first key read; `ReadKey.unset` while none is.
    private var first = ReadKey.unset
    private var rest = Rest.keys([])

    /// The keys after the first: an array, with a set beside it past `scanned` keys in all. One
    /// word either way, so the first key inline costs the node 8 bytes more than the array did.
    private enum Rest: Equatable {
        case keys([ReadKey])
        case indexed(Indexed)

        var keys: [ReadKey] {
            switch self {
            case .keys(let keys): return keys
            case .indexed(let indexed): return indexed.keys
            }
        }

        static func == (a: Rest, b: Rest) -> Bool { a.keys == b.keys }
    }

    /// The keys after the first, with a set of all of them, first included.
    private final class Indexed {
        var keys: [ReadKey]
        var lookup: Set<ReadKey>

        init(keys: [ReadKey], lookup: Set<ReadKey>) {
            self.keys = keys
            self.lookup = lookup
        }
    }

    /// Beyond this many keys, membership is kept in a set too.
    private static let scanned = 16

    var isEmpty: Bool { first == .unset }

    func contains(_ key: ReadKey) -> Bool {
        switch rest {
        case .keys(let keys): return first == key || keys.contains(key)
        case .indexed(let indexed): return indexed.lookup.contains(key)
        }
    }

    /// Adds a key not yet read; returns whether it was new.
    mutating func insert(_ key: ReadKey) -> Bool {
        if isEmpty { first = key; return true }
        switch rest {
        case .keys(var keys):
            if first == key || keys.contains(key) { return false }
            rest = .keys([])   // lets the array be appended to in place instead of copied
            keys.append(key)
            if keys.count + 1 > Self.scanned {
                rest = .indexed(Indexed(keys: keys, lookup: Set(keys).union([first])))
            } else {
                rest = .keys(keys)
            }
            return true
        case .indexed(var indexed):
            // A copied graph's node shares the box until one of them reads something new.
            rest = .keys([])
            if !isKnownUniquelyReferenced(&indexed) { indexed = Indexed(keys: indexed.keys, lookup: indexed.lookup) }
            defer { rest = .indexed(indexed) }
            guard indexed.lookup.insert(key).inserted else { return false }
            indexed.keys.append(key)
            return true
        }
    }

    /// The keys in read order.
    func makeIterator() -> Iterator { Iterator(first: isEmpty ? nil : first, rest: rest.keys.makeIterator()) }

    struct Iterator: IteratorProtocol {
        fileprivate var first: ReadKey?
        fileprivate var rest: IndexingIterator<[ReadKey]>

        mutating func next() -> ReadKey? {
            if let key = first { first = nil; return key }
            return rest.next()
        }
    }

    static func == (a: ReadSet, b: ReadSet) -> Bool { a.first == b.first && a.rest == b.rest }
}
