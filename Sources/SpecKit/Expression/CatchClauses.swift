/// One `catch` of a `do`: the errors it takes, and what runs then (docs/semantics.md §75, §81).
/// Swift's grammar: `catch` catch-pattern-list? code-block, each catch-pattern a pattern with an
/// optional `where` clause.
public struct CatchClause: Sendable {
    /// What follows `catch`, one item for each pattern of a list (`catch A, B`); none for a bare
    /// `catch`, which takes any error.
    public var items: [CatchItem]
    public var body: [Statement]
    public var location: Location

    public init(items: [CatchItem], body: [Statement], location: Location) {
        self.items = items
        self.body = body
        self.location = location
    }

    /// `catch is URLError` and the like: a clause of one pattern and no `where`.
    public init(pattern: ErrorPattern?, body: [Statement], location: Location, binding: String? = nil, patternLocation: Location? = nil) {
        let item = CatchItem(pattern: pattern, binding: binding, condition: nil, location: patternLocation ?? location)
        self.init(items: pattern == nil && binding == nil ? [] : [item], body: body, location: location)
    }

    /// The constant that holds the error in the block: `error` for a `catch` with no pattern or
    /// a bare `where`, or the name `catch let` gives (with `as T`, typed T); none for `catch is
    /// T` or a case, which bind nothing (§75.5, §81.1).
    public var constant: String? {
        guard let only = items.first else { return "error" }
        guard items.count == 1 else { return nil }
        return only.binding ?? (only.pattern == nil ? "error" : nil)
    }

    /// The type `catch let e as T` gives its constant; nil when the constant is `any Error`.
    public var constantType: String? {
        guard items.count == 1, items[0].binding != nil, case .type(let type)? = items[0].pattern else { return nil }
        return type
    }

    /// Whether the clause takes any error whatever: no pattern, or `catch let e`, with no
    /// `where`. A clause with a `where` never does, as Swift's check of exhaustiveness says (§81.2).
    public var takesEverything: Bool { items.isEmpty || items.contains { $0.pattern == nil && $0.condition == nil } }

    /// The `where` conditions written in the clause, in order.
    public var conditions: [Expr] { items.compactMap(\.condition) }

    /// `catch`, `catch is CancellationError`, `catch let e as SaveError where e == SaveError.taken`, as written.
    public var head: String { items.isEmpty ? "catch" : "catch " + items.map(\.written).joined(separator: ", ") }
}

/// One pattern of a `catch`, with its `where` (§81).
public struct CatchItem: Sendable {
    /// `is URLError`, `SaveError.taken`, or the type of `let e as T`; nil for `let e` or a bare
    /// `where`, which match any error.
    public var pattern: ErrorPattern?
    /// `catch let e`, `catch let e as T`: the name the error is bound to.
    public var binding: String?
    /// `where retries < 3`: the item takes the error only when it holds.
    public var condition: Expr?
    /// Where the pattern is written, for a message about the type or case it names.
    public var location: Location
    /// `let SaveError.moved(from, to)`: the `let` is written before the case pattern, binding
    /// each bare name in it (§84).
    public var letOutside = false

    public init(pattern: ErrorPattern?, binding: String?, condition: Expr?, location: Location) {
        self.pattern = pattern
        self.binding = binding
        self.condition = condition
        self.location = location
    }

    /// As written after `catch`: `is URLError`, `let e as SaveError`, `SaveError.taken where n > 1`.
    public var written: String {
        let matched: String
        switch (binding, pattern) {
        case (let name?, .type(let type)?): matched = "let \(name) as \(type)"
        case (let name?, _): matched = "let \(name)"
        case (nil, let pattern?): matched = letOutside ? "let " + pattern.written(letOutside: true) : pattern.written
        case (nil, nil): matched = ""
        }
        guard let condition else { return matched }
        return matched.isEmpty ? "where \(condition.source)" : "\(matched) where \(condition.source)"
    }

    /// Whether the item's pattern matches `error`, before its `where` is asked.
    public func matches(_ error: ThrownError) -> Bool { pattern.map { $0.matches(error) } ?? true }
}

/// What a `catch` takes: every error of a type, `catch is URLError`, or one case of an error type
/// the spec declares, `catch LoadError.offline` (§75, §79).
public enum ErrorPattern: Hashable, Sendable {
    case type(String)
    /// `SaveError.taken`, or with its values, `SaveError.tooLong(let limit)` (§84): `payload` nil
    /// when no parentheses follow the case, which then matches whatever values it holds.
    case value(type: String, name: String, payload: [PayloadElement]? = nil)

    /// The error types the engine's awaits throw, beside those the spec declares.
    public static let builtIn = ["CancellationError", "URLError"]
    static let cancellation = ErrorPattern.type("CancellationError")

    /// The type the pattern names.
    public var type: String {
        switch self {
        case .type(let name), .value(let name, _, _): return name
        }
    }

    /// As written after `catch`: `is URLError`, `LoadError.offline`, `SaveError.tooLong(let limit)`.
    public var written: String {
        switch self {
        case .type(let name): return "is \(name)"
        case .value: return written(letOutside: false)
        }
    }

    /// As written, its bindings bare when a `let` before the pattern binds them.
    func written(letOutside: Bool) -> String {
        guard case .value(let type, let name, let payload) = self else { return written }
        return "\(type).\(name)" + (payload.map { "(" + $0.map { $0.written(letOutside: letOutside) }.joined(separator: ", ") + ")" } ?? "")
    }

    /// Whether it names a case, `SaveError.taken`, rather than a type.
    var isCase: Bool { if case .value = self { true } else { false } }

    /// `SaveError.tooLong`, the case it names, for a message.
    var caseName: String { if case .value(let type, let name, _) = self { "\(type).\(name)" } else { type } }

    /// Whether this pattern, without a `where`, takes every error `other` can take: the same
    /// case, with no values written or each one a binding or `_`.
    func coversCase(of other: ErrorPattern?) -> Bool {
        guard case .value(let type, let name, let payload) = self, case .value(type, name, _)? = other else { return false }
        return payload?.allSatisfy(\.takesAny) ?? true
    }

    /// The names the pattern binds, in order: `limit` of `SaveError.tooLong(let limit)`.
    public var boundNames: [String] {
        guard case .value(_, _, let payload?) = self else { return [] }
        return payload.compactMap(\.binding)
    }

    func matches(_ error: ThrownError) -> Bool {
        switch (self, error) {
        case (.type("CancellationError"), .cancellation), (.type("URLError"), .cancelledRequest): return true
        case (.type(let type), .declared(let thrown, _, _, _)): return type == thrown
        // The case alone: its values, if the pattern gives them, are matched by the run (§84).
        case (.value(let type, let name, _), .declared(let thrownType, let thrownName, _, _)): return type == thrownType && name == thrownName
        default: return false
        }
    }
}

/// One element of a case pattern's values (§84): `let limit` binds the value, `_` ignores it,
/// an expression (`40`, `max`) matches an equal value; `limit:` before it names the value it is.
public struct PayloadElement: Hashable, Sendable {
    public var label: String?
    /// The name bound, `let limit` (or `limit` in `let SaveError.tooLong(limit)`).
    public var binding: String?
    /// The value it must equal; nil for a binding or `_`.
    public var value: Expr?
    public var location: Location

    public init(label: String?, binding: String?, value: Expr?, location: Location) {
        self.label = label
        self.binding = binding
        self.value = value
        self.location = location
    }

    /// Whether it takes any value: a binding or `_`.
    public var takesAny: Bool { value == nil }

    /// As written inside the parentheses: `limit: let n`, `_`, `40`.
    public var written: String { written(letOutside: false) }

    /// The same with a bare name for a binding, after a `let` before the whole pattern.
    func written(letOutside: Bool) -> String {
        let element = binding.map { letOutside ? $0 : "let \($0)" } ?? value?.source ?? "_"
        return (label.map { "\($0): " } ?? "") + element
    }

    public static func == (a: PayloadElement, b: PayloadElement) -> Bool {
        a.label == b.label && a.binding == b.binding && a.value?.source == b.value?.source
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(label)
        hasher.combine(binding)
        hasher.combine(value?.source)
    }
}
