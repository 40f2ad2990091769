/// Why a node must render again: a value its last render read was written. A state write's reason
/// names the writer by its path, which a node builds from the root when first asked for, so it is
/// worded only when the log or a message reads it: a leaf's tap in a run that keeps no log then
/// walks no ancestors.
enum Invalidation {
    case reason(String)
    /// The holder `name` of `writer` was written. The node is kept, not its id: a node destroyed
    /// since keeps the name it had, so the words are those a write would have had at once.
    case stateWritten(name: String, writer: Node?)

    /// The words of the reason.
    var text: String {
        switch self {
        case .reason(let text): return text
        case .stateWritten(let name, let writer): return Graph.stateChanged(name, of: writer)
        }
    }

    /// The render's cause, as the log and the message of a screen that never settles say it.
    var cause: RenderCause { .dependency(text) }
}

extension Graph {
    /// Marks every node (and for-each row) whose last render read `dependency` to render again,
    /// in id order, with the reason the log gives.
    func invalidateReaders(of dependency: Dependency, because reason: String? = nil) {
        let entry = readers[readKey(for: dependency)]
        // A node's own reads of its holders are bits of the node (`recordOwnState`): it comes in
        // id order among the readers, after any equal id. The readers are visited in place: a
        // list of them was an array made at every write a body read.
        var own = Int.min
        if case .state(let id, let name) = dependency, let node = nodes[id], let position = node.componentBox.holder(name),
           position < Node.ownStateBits, node.ownReads & (1 << UInt64(position)) != 0 {
            own = id
        }
        if entry == nil && own == .min { return }
        var why: Invalidation
        if reason == nil, case .state(let id, let name) = dependency {
            why = .stateWritten(name: name, writer: nodes[id])
            // The log words it for every reader: once is enough.
            if recording { why = .reason(why.text) }
        } else {
            why = .reason(reason ?? describe(dependency))
        }
        switch entry {
        case nil:
            invalidate(own, why)
        case .one(let only)?:
            if own != .min && own < only { invalidate(own, why) }
            invalidate(only, why)
            if own != .min && own >= only { invalidate(own, why) }
        case .many(let ids)?:
            for id in ids.sorted() {
                if own != .min && own < id { invalidate(own, why); own = .min }
                invalidate(id, why)
            }
            if own != .min { invalidate(own, why) }
        }
    }

    /// Marks one reader (a node, or a for-each row by its negated id) to render again.
    private func invalidate(_ id: Int, _ why: Invalidation) {
        if id < 0 { return invalidateRow(-id, why) }
        guard let node = nodes[id] else { return }
        if invalid[id] == nil { invalid[id] = why }
        emit(.invalidated(node.ref, because: why.text))
    }

    func markRendered(_ node: Node) {
        node.renderedInPass = pass
        // Most renders run after the pass's invalid nodes are done: no lookup then.
        if !invalid.isEmpty { invalid[node.id] = nil }
    }

    /// The words for a written holder, as a render's cause says them.
    static func stateChanged(_ name: String, of writer: Node?) -> String {
        words("state ", name, " of ", writer?.ref.path ?? "a removed node", " changed")
    }
}

/// The nodes whose body must run again, each with the first reason found. A step mostly makes
/// one node or a few invalid: up to four are kept inline, found by comparing ids; past that, all
/// of them in a dictionary until it is empty again. The dictionary alone was an allocation at
/// every write a body read, since a copied graph shares its storage (docs/performance.md, figure 11).
struct InvalidNodes {
    private static let inline = 4
    // Four places by name (the standard library's fixed-size array needs macOS 26).
    private var id0 = 0, id1 = 0, id2 = 0, id3 = 0
    private var why0, why1, why2, why3: Invalidation?
    private var inlineCount = 0
    /// Every entry, once more than `inline` were kept at once; empty otherwise.
    private var more: [Int: Invalidation] = [:]

    var isEmpty: Bool { inlineCount == 0 && more.isEmpty }
    var count: Int { more.isEmpty ? inlineCount : more.count }

    private func id(at k: Int) -> Int {
        switch k {
        case 0: id0
        case 1: id1
        case 2: id2
        default: id3
        }
    }

    private func why(at k: Int) -> Invalidation? {
        switch k {
        case 0: why0
        case 1: why1
        case 2: why2
        default: why3
        }
    }

    private mutating func put(_ id: Int, _ why: Invalidation?, at k: Int) {
        switch k {
        case 0: (id0, why0) = (id, why)
        case 1: (id1, why1) = (id, why)
        case 2: (id2, why2) = (id, why)
        default: (id3, why3) = (id, why)
        }
    }

    subscript(id: Int) -> Invalidation? {
        get {
            if !more.isEmpty { return more[id] }
            for k in 0..<inlineCount where self.id(at: k) == id { return why(at: k) }
            return nil
        }
        set {
            if !more.isEmpty {
                more[id] = newValue
                return
            }
            if let k = (0..<inlineCount).first(where: { self.id(at: $0) == id }) {
                if let newValue { put(id, newValue, at: k); return }
                // The last entry takes the removed one's place.
                inlineCount -= 1
                put(self.id(at: inlineCount), why(at: inlineCount), at: k)
                put(0, nil, at: inlineCount)
                return
            }
            guard let newValue else { return }
            if inlineCount < Self.inline {
                put(id, newValue, at: inlineCount)
                inlineCount += 1
                return
            }
            more.reserveCapacity(2 * Self.inline)
            for k in 0..<inlineCount {
                more[self.id(at: k)] = why(at: k)
                put(0, nil, at: k)
            }
            inlineCount = 0
            more[id] = newValue
        }
    }

    /// The only entry, when there is exactly one.
    var only: (id: Int, why: Invalidation)? {
        if more.isEmpty { return inlineCount == 1 ? (id0, why0!) : nil }
        return more.count == 1 ? more.first.map { ($0.key, $0.value) } : nil
    }

    /// Each id, in no particular order.
    func forEachID(_ body: (Int) throws -> Void) rethrows {
        if !more.isEmpty {
            for id in more.keys { try body(id) }
            return
        }
        for k in 0..<inlineCount { try body(id(at: k)) }
    }

    /// The entries in id order, for messages.
    var sorted: [(id: Int, why: Invalidation)] {
        var entries: [(id: Int, why: Invalidation)] = []
        forEachID { entries.append(($0, self[$0]!)) }
        return entries.sorted { $0.id < $1.id }
    }
}
