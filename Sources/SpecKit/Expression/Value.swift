/// A model instance: its type, its creation number within the type (1, 2, …) and a unique id.
/// Instances compare by identity, as Swift compares class references.
public struct ModelRef: Hashable, Sendable, CustomStringConvertible {
    public var type: String
    public var serial: Int
    public var id: Int

    public var description: String { "\(type)#\(serial)" }
}

/// The storage a binding points to: a holder of a node.
public struct BindingRef: Hashable, Sendable {
    public var node: Int
    public var name: String
}

/// A runtime value of the expression language.
public enum Value: Hashable, Sendable, CustomStringConvertible {
    case int(Int)
    case string(String)
    case bool(Bool)
    /// `nil`: an optional with no value, as in an item binding while nothing is presented.
    case null
    case model(ModelRef)
    case list([Value])
    /// A model or component type named in an expression, only as the base of `Model.creations`
    /// or `Component.renders`.
    case typeName(String)
    /// `$name`: a two-way reference to a state holder of a node.
    case binding(BindingRef)

    /// How the value shows inside a label.
    public var description: String {
        switch self {
        case .int(let n): return String(n)
        case .string(let s): return s
        case .bool(let b): return b ? "true" : "false"
        case .null: return "nil"
        case .model(let m): return m.description
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .typeName(let t): return t
        case .binding(let b): return "$\(b.name)"
        }
    }

    /// The type's name for messages.
    public var typeName: String {
        switch self {
        case .int: return "Int"
        case .string: return "String"
        case .bool: return "Bool"
        case .null: return "nil"
        case .model(let m): return m.type
        case .list: return "list"
        case .typeName(let t): return "\(t).Type"
        case .binding: return "Binding"
        }
    }

    /// The value as a literal a reader would type: strings quoted, for traces and reports.
    public var literal: String {
        if case .string(let s) = self { return "\"\(s)\"" }
        if case .list(let items) = self { return "[" + items.map(\.literal).joined(separator: ", ") + "]" }
        return description
    }
}
