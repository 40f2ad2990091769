/// A dependency as a node's reads and the readers index keep it: a holder of a node or a field
/// of a model instance by its position instead of its name, the rarer kinds (a creation count,
/// an environment entry, a UserDefaults key) by a number the graph gives each (`Graph.readNames`).
/// Two words, hashed without a string: the readers index and the reads sets hashed `Dependency`
/// values, names included, at every read and every render.
struct ReadKey: Hashable {
    /// The node or model instance it belongs to; 0 for a creation count or a UserDefaults key.
    let owner: Int
    /// The kind in the low two bits, the position or number above them.
    private let code: Int

    enum Kind: Int {
        case state, field, object, named
    }

    init(_ kind: Kind, owner: Int, _ position: Int = 0) {
        self.owner = owner
        code = position << 2 | kind.rawValue
    }

    var kind: Kind { Kind(rawValue: code & 3)! }

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
/// three reads a typical body makes, and hashing was most of recording a read.
struct ReadSet: Equatable {
    private(set) var keys: [ReadKey] = []
    private var lookup: Set<ReadKey>?

    /// Beyond this many keys, membership is kept in a set too.
    private static let scanned = 16

    var isEmpty: Bool { keys.isEmpty }

    func contains(_ key: ReadKey) -> Bool {
        if let lookup { return lookup.contains(key) }
        return keys.contains(key)
    }

    /// Adds a key not yet read; returns whether it was new.
    mutating func insert(_ key: ReadKey) -> Bool {
        if lookup == nil {
            if keys.contains(key) { return false }
            if keys.count == Self.scanned { lookup = Set(keys) }
        }
        if lookup != nil, !lookup!.insert(key).inserted { return false }
        keys.append(key)
        return true
    }

    static func == (a: ReadSet, b: ReadSet) -> Bool { a.keys == b.keys }
}
