/// An expression of the spec language, each node with its place in the file.
public indirect enum ExprKind: Sendable {
    case int(Int)
    case string(String)
    case bool(Bool)
    case name(String)
    case member(Expr, String)
    case unary(String, Expr)
    case binary(String, Expr, Expr)
    /// `Model(input: e)`: construction of a declared model, arguments labelled as in Swift.
    case construct(String, [(label: String, value: Expr)])
    case list([Expr])
    /// `items[i]`: an element of a list.
    case index(Expr, Expr)
    /// `items.contains(x)`, `items.append(x)`, `onLike()`: a method of a value, or a closure
    /// called by name when there is no base. Arguments are labelled as in Swift, or not.
    case call(Expr?, String, [(label: String?, value: Expr)])
    /// `{ likes += 1 }`: a closure literal, passed to a child; it runs in the scope it is written in.
    case closure([Statement])
    /// A label such as `parent input {input}`: literal text and embedded expressions.
    case interpolation([InterpolationPart])
}

/// A piece of a label: literal text, or an expression shown in its place.
public enum InterpolationPart: Sendable {
    case text(String)
    case expr(Expr)
}

/// An expression with its place in the file and its text as written.
public struct Expr: Sendable {
    public var kind: ExprKind
    public var location: Location
    /// The expression as written, for messages and reports.
    public var source: String
    /// Levels in the tree (a name is 1); the parser bounds it, since evaluation recurses this deep.
    public let height: Int

    public init(_ kind: ExprKind, at location: Location, source: String) {
        self.kind = kind
        self.location = location
        self.source = source
        switch kind {
        case .int, .string, .bool, .name: height = 1
        case .member(let e, _), .unary(_, let e): height = e.height + 1
        case .binary(_, let a, let b): height = max(a.height, b.height) + 1
        case .construct(_, let args): height = (args.map(\.value.height).max() ?? 0) + 1
        case .list, .index, .call, .closure, .interpolation:
            height = (kind.subexpressions.map(\.height).max() ?? 0) + 1
        }
    }

    /// Whether a model is built anywhere in the expression.
    public var containsConstruction: Bool {
        switch kind {
        case .int, .string, .bool, .name: return false
        case .construct: return true
        case .member(let base, _): return base.containsConstruction
        case .unary(_, let e): return e.containsConstruction
        case .binary(_, let a, let b): return a.containsConstruction || b.containsConstruction
        case .list, .index, .call, .closure, .interpolation:
            return kind.subexpressions.contains { $0.containsConstruction }
        }
    }

    /// `$x` or `$model.field`: a binding, to a holder or into a model's field.
    public var isBinding: Bool {
        switch kind {
        case .name(let n): return n.hasPrefix("$")
        case .member(let base, _): if case .name(let n) = base.kind { return n.hasPrefix("$") } else { return false }
        default: return false
        }
    }

    /// Every name the expression reads, in order; used for dependency and scope checks.
    public var names: [(String, Location)] {
        switch kind {
        case .int, .string, .bool: return []
        case .name(let n): return [(n, location)]
        case .member(let base, _): return base.names
        case .unary(_, let e): return e.names
        case .binary(_, let a, let b): return a.names + b.names
        case .construct(_, let args): return args.flatMap { $0.value.names }
        case .call(nil, let name, let args): return [(name, location)] + args.flatMap { $0.value.names }
        case .list, .index, .call, .closure, .interpolation: return kind.subexpressions.flatMap(\.names)
        }
    }
}

extension ExprKind {
    /// The expressions directly inside this one, in source order; a closure's are its statements'.
    public var subexpressions: [Expr] {
        switch self {
        case .int, .string, .bool, .name: return []
        case .member(let e, _), .unary(_, let e): return [e]
        case .binary(_, let a, let b), .index(let a, let b): return [a, b]
        case .construct(_, let args): return args.map(\.value)
        case .call(let base, _, let args): return (base.map { [$0] } ?? []) + args.map(\.value)
        case .list(let items): return items
        case .closure(let statements): return statements.flatMap { [$0.target, $0.value] }
        case .interpolation(let parts): return parts.compactMap { if case .expr(let e) = $0 { e } else { nil } }
        }
    }
}

/// `x = e`, `x += e`, `x -= e`, `model.field = e`, or a call such as `items.append(4)` or
/// `onLike()`: what button actions and handlers do.
public struct Statement: Sendable {
    public enum Op: String, Sendable {
        case assign = "=", add = "+=", subtract = "-="
        /// A call run for its effect; `target` and `value` are both the call.
        case call = "()"
    }

    /// A name, or a member of a name (`model.field`); the call itself for a call.
    public var target: Expr
    public var op: Op
    public var value: Expr
    public var location: Location
    public var source: String
}
