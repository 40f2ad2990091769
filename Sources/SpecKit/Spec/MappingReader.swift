/// Reads one YAML mapping by key, and reports keys nobody asked for, with a did-you-mean hint.
struct MappingReader {
    let node: YAMLNode
    private(set) var pairs: [(key: YAMLNode, value: YAMLNode)] = []
    /// Which pairs were taken, by position: the first 64 as bits, the rest in a set. A set of key
    /// strings cost a hash of every key read (9% of loading a large spec).
    private var taken: UInt64 = 0
    private var takenBeyond: Set<Int> = []

    /// nil (with a problem recorded) when the node is not a mapping.
    init?(_ node: YAMLNode, what: String, problems: inout [Diagnostic]) {
        self.node = node
        guard case .mapping(let pairs) = node.kind else {
            problems.append(Diagnostic("\(what) must be a mapping (key: value lines), found \(node.kindName)",
                                       at: node.location))
            return nil
        }
        // Most mappings are a few plain keys, all different: check those without hashing and keep
        // the pairs as they are (the load profile of a large spec showed this reader at 12%).
        if MappingReader.fewDistinctScalarKeys(pairs) {
            self.pairs = pairs
            return
        }
        var seen: [String: Location] = [:]
        for pair in pairs {
            guard let key = pair.key.scalar else {
                problems.append(Diagnostic("a key in \(what) must be a plain word, found \(pair.key.kindName)",
                                           at: pair.key.location))
                continue
            }
            if let first = seen[key] {
                problems.append(Diagnostic("'\(key)' appears twice in \(what)", at: pair.key.location,
                                           hint: "the first is at line \(first.line)"))
                continue
            }
            seen[key] = pair.key.location
            self.pairs.append(pair)
        }
    }

    /// At most 8 keys, all scalars, all different. Compares the keys in place: a closure over the
    /// pairs copied each (key, value) pair, which was most of this reader's cost.
    private static func fewDistinctScalarKeys(_ pairs: [(key: YAMLNode, value: YAMLNode)]) -> Bool {
        guard pairs.count <= 8 else { return false }
        for i in pairs.indices {
            guard case .scalar(let key, _) = pairs[i].key.kind else { return false }
            for j in 0..<i {
                if case .scalar(let other, _) = pairs[j].key.kind, other == key { return false }
            }
        }
        return true
    }

    var keys: [String] { pairs.compactMap(\.key.scalar) }

    mutating func take(_ key: String) -> YAMLNode? {
        guard let i = pairs.firstIndex(where: { $0.key.scalar == key }) else { return nil }
        if i < 64 { taken |= 1 << UInt64(i) } else { takenBeyond.insert(i) }
        return pairs[i].value
    }

    private func isTaken(_ i: Int) -> Bool { i < 64 ? taken & (1 << UInt64(i)) != 0 : takenBeyond.contains(i) }

    /// The key's node itself, for pointing at a key rather than its value.
    func keyNode(_ key: String) -> YAMLNode? { pairs.first { $0.key.scalar == key }?.key }

    /// Reports every key that was not taken.
    func finish(what: String, allowed: [String], problems: inout [Diagnostic]) {
        for (i, pair) in pairs.enumerated() {
            guard let key = pair.key.scalar, !isTaken(i) else { continue }
            problems.append(Diagnostic("unknown key '\(key)' in \(what)", at: pair.key.location,
                                       hint: Suggestion.hint(for: key, in: allowed, known: "known keys")))
        }
    }
}

extension YAMLNode {
    /// Where the scalar's text starts: after the opening quote of a quoted scalar.
    var contentLocation: Location {
        if case .scalar(_, let plain) = kind, !plain { return location.advanced(by: 1) }
        return location
    }

    /// The node as a list: a sequence's items, or a single scalar as a list of one.
    var items: [YAMLNode] {
        switch kind {
        case .sequence(let items): return items
        case .scalar: return isNull ? [] : [self]
        case .mapping: return [self]
        }
    }
}
