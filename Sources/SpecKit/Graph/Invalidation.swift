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
    private var ids = InlineArray<4, Int>(repeating: 0)
    private var reasons = InlineArray<4, Invalidation?>(repeating: nil)
    private var inlineCount = 0
    /// Every entry, once more than `inline` were kept at once; empty otherwise.
    private var more: [Int: Invalidation] = [:]

    var isEmpty: Bool { inlineCount == 0 && more.isEmpty }
    var count: Int { more.isEmpty ? inlineCount : more.count }

    subscript(id: Int) -> Invalidation? {
        get {
            if !more.isEmpty { return more[id] }
            for k in 0..<inlineCount where ids[k] == id { return reasons[k] }
            return nil
        }
        set {
            if !more.isEmpty {
                more[id] = newValue
                return
            }
            if let k = (0..<inlineCount).first(where: { ids[$0] == id }) {
                if let newValue { reasons[k] = newValue; return }
                // The last entry takes the removed one's place.
                inlineCount -= 1
                ids[k] = ids[inlineCount]
                reasons[k] = reasons[inlineCount]
                reasons[inlineCount] = nil
                return
            }
            guard let newValue else { return }
            if inlineCount < Self.inline {
                ids[inlineCount] = id
                reasons[inlineCount] = newValue
                inlineCount += 1
                return
            }
            more.reserveCapacity(2 * Self.inline)
            for k in 0..<inlineCount {
                more[ids[k]] = reasons[k]
                reasons[k] = nil
            }
            inlineCount = 0
            more[id] = newValue
        }
    }

    /// The only entry, when there is exactly one.
    var only: (id: Int, why: Invalidation)? {
        if more.isEmpty { return inlineCount == 1 ? (ids[0], reasons[0]!) : nil }
        return more.count == 1 ? more.first.map { ($0.key, $0.value) } : nil
    }

    /// Each id, in no particular order.
    func forEachID(_ body: (Int) throws -> Void) rethrows {
        if !more.isEmpty {
            for id in more.keys { try body(id) }
            return
        }
        for k in 0..<inlineCount { try body(ids[k]) }
    }

    /// The entries in id order, for messages.
    var sorted: [(id: Int, why: Invalidation)] {
        var entries: [(id: Int, why: Invalidation)] = []
        forEachID { entries.append(($0, self[$0]!)) }
        return entries.sorted { $0.id < $1.id }
    }
}
