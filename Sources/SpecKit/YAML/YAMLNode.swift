/// A YAML node as the spec decoder sees it: a scalar, a sequence or a mapping, with its place.
///
/// A view into its `YAMLDocument`: copying one copies a reference and two numbers, and its
/// scalar, items and pairs are read from the document when asked for.
public struct YAMLNode: Sendable {
    public enum Kind: Sendable {
        /// `plain` is false for quoted and block scalars: a quoted "1" stays a string.
        case scalar(String, plain: Bool)
        case sequence([YAMLNode])
        /// Pairs in source order; the order of keys is meaningful in a spec (body, holders).
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    let document: YAMLDocument
    /// The entry holding the node's content: for an alias, its anchor's.
    let index: Int32
    /// The entry where the node stands in the file: for an alias, the alias itself.
    let place: Int32

    private var entry: YAMLDocument.Entry { document.entry(index) }

    /// The node as Swift values, its collections built whole; the decoders read in place instead.
    public var kind: Kind {
        if let items = sequence { return .sequence(Array(items)) }
        if let pairs = mapping { return .mapping(Array(pairs)) }
        return .scalar(document.string(at: index), plain: entry.flags & YAMLDocument.Entry.plain != 0)
    }

    /// Where the node stands in the file: an alias's own place, not its anchor's.
    public var location: Location { document.location(of: place) }

    /// A literal block scalar (`|`): its newlines are the file's line breaks, so places inside it
    /// can be counted in lines. In other scalars a newline is folded or escaped.
    public var literalBlock: Bool { entry.flags & YAMLDocument.Entry.literalBlock != 0 }

    /// The scalar's text, or nil for collections.
    public var scalar: String? { entry.kind == .scalar ? document.string(at: index) : nil }

    var isScalar: Bool { entry.kind == .scalar }

    /// Whether the node is a scalar holding exactly `word`'s bytes, told without making a String.
    func hasText(_ word: String) -> Bool { document.scalar(at: index, is: word) }

    /// Whether the node is a plain scalar (not quoted, not a block).
    var isPlainScalar: Bool { entry.kind == .scalar && entry.flags & YAMLDocument.Entry.plain != 0 }

    var isMapping: Bool { entry.kind == .mapping }
    var isSequence: Bool { entry.kind == .sequence }

    /// A sequence's items, or nil for a scalar or a mapping.
    var sequence: Items? {
        let e = entry
        return e.kind == .sequence ? Items(document: document, start: index + 1, count: Int(e.a)) : nil
    }

    /// A mapping's pairs, or nil for a scalar or a sequence.
    var mapping: Pairs? {
        let e = entry
        return e.kind == .mapping ? Pairs(document: document, start: index + 1, count: Int(e.a) / 2) : nil
    }

    /// A word for the kind, for messages such as "expected a mapping, found a sequence".
    public var kindName: String {
        switch entry.kind {
        case .scalar, .alias: return "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// Plain `~`, `null` or an empty plain scalar: YAML's null.
    public var isNull: Bool {
        let e = entry
        guard e.kind == .scalar, e.flags & YAMLDocument.Entry.plain != 0 else { return false }
        switch e.b - e.a {
        case 0: return true
        case 1: return hasText("~")
        case 4: return hasText("null") || hasText("Null") || hasText("NULL")
        default: return false
        }
    }
}

extension YAMLNode {
    /// A place among a collection's nodes: the entry it starts at, and its number, which alone
    /// orders places (the end has no entry).
    struct Position: Comparable, Sendable {
        let entry: Int32
        let ordinal: Int

        static func == (a: Position, b: Position) -> Bool { a.ordinal == b.ordinal }
        static func < (a: Position, b: Position) -> Bool { a.ordinal < b.ordinal }
    }

    /// Nodes side by side in the document, each skipped over whole to reach the next.
    struct Items: NodeRun {
        let document: YAMLDocument
        let start: Int32
        let count: Int
        var nodesPerElement: Int { 1 }

        subscript(i: Position) -> YAMLNode { document.node(at: i.entry) }
    }

    /// A mapping's keys and values, a pair at a time.
    struct Pairs: NodeRun {
        let document: YAMLDocument
        let start: Int32
        let count: Int
        var nodesPerElement: Int { 2 }

        subscript(i: Position) -> (key: YAMLNode, value: YAMLNode) { document.pair(at: i.entry) }
    }
}

/// `count` elements of `nodesPerElement` nodes each, from the entry `start` on.
protocol NodeRun: Collection where Index == YAMLNode.Position {
    var document: YAMLDocument { get }
    var start: Int32 { get }
    var count: Int { get }
    var nodesPerElement: Int { get }
}

extension NodeRun {
    var startIndex: YAMLNode.Position { YAMLNode.Position(entry: start, ordinal: 0) }
    var endIndex: YAMLNode.Position { YAMLNode.Position(entry: -1, ordinal: count) }
    func index(after i: YAMLNode.Position) -> YAMLNode.Position {
        var entry = i.entry
        for _ in 0..<nodesPerElement { entry = document.next(after: entry) }
        return YAMLNode.Position(entry: entry, ordinal: i.ordinal + 1)
    }
}
