/// A YAML node as the spec decoder sees it: scalars, sequences and mappings, each with its place.
public struct YAMLNode: Sendable {
    public enum Kind: Sendable {
        /// `plain` is false for quoted and block scalars: a quoted "1" stays a string.
        case scalar(String, plain: Bool)
        case sequence([YAMLNode])
        /// Pairs in source order; the order of keys is meaningful in a spec (body, holders).
        case mapping([(key: YAMLNode, value: YAMLNode)])
    }

    public var kind: Kind
    public var location: Location
    /// A literal block scalar (`|`): its newlines are the file's line breaks, so places inside it
    /// can be counted in lines. In other scalars a newline is folded or escaped.
    public var literalBlock = false

    public init(_ kind: Kind, at location: Location) {
        self.kind = kind
        self.location = location
    }

    /// The scalar's text, or nil for collections.
    public var scalar: String? {
        if case .scalar(let text, _) = kind { return text }
        return nil
    }

    /// A word for the kind, for messages such as "expected a mapping, found a sequence".
    public var kindName: String {
        switch kind {
        case .scalar: return "a scalar"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }

    /// Plain `~`, `null` or an empty plain scalar: YAML's null.
    public var isNull: Bool {
        if case .scalar(let text, let plain) = kind, plain {
            return text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
        }
        return false
    }
}
