/// `Binding(get: { … }, set: { … })` and `.constant(x)`: a binding made in a body from closures,
/// or from a value, rather than pointing to a holder (docs/semantics.md §38).

/// The literal as written: a getter expression and a setter's statements, or a constant.
public struct CustomBindingLiteral: Sendable {
    public enum Form: Sendable {
        /// `Binding(get: { getter }, set: { parameter in setter })`; the parameter is `$0` when unnamed.
        case closures(getter: Expr, parameter: String, setter: [Statement])
        /// `.constant(x)` or `Binding.constant(x)`.
        case constant(Expr)
    }

    public var form: Form

    /// The expressions inside, in source order: the getter's, then the setter's.
    var subexpressions: [Expr] {
        switch form {
        case .closures(let getter, _, let setter): return [getter] + setter.flatMap(\.expressions)
        case .constant(let value): return [value]
        }
    }
}

/// A custom binding as a value. Equality is what SwiftUI's comparison of the binding's location
/// sees: the closures' identity (a context per evaluation for closures that capture, §4), or the
/// constant's value.
public indirect enum CustomBinding: Hashable, Sendable {
    case closures(BindingClosures)
    case constant(Value)

    /// What the binding holds as a value: its setter closure (with the captured values), or its
    /// constant. Sweeps, logs and explored states see it through this.
    var heldValue: Value {
        switch self {
        case .closures(let c): return .closure(c.setter)
        case .constant(let v): return v
        }
    }

    /// The same binding holding `held` in place of `heldValue`.
    func replacing(_ held: Value) -> CustomBinding {
        switch (self, held) {
        case (.closures(var c), .closure(let setter)):
            c.setter = setter
            return .closures(c)
        case (.constant, _): return .constant(held)
        default: return self
        }
    }

    /// The binding as the reader wrote it, for traces and messages.
    public var source: String {
        switch self {
        case .closures(let c): return c.source
        case .constant(let v): return ".constant(\(v.literal))"
        }
    }
}

/// The getter and setter of `Binding(get:set:)`, with the scope they were written in.
public struct BindingClosures: Hashable, Sendable {
    /// The setter as a closure of the view that made the binding: its owner, captured locals,
    /// captured names and identity are the binding's.
    public var setter: ClosureValue
    public var getter: Expr
    /// The setter's argument: `$0`, or the name written before `in`.
    public var parameter: String

    public var source: String { setter.source }
    public var owner: Int { setter.owner }
    public var captures: [String] { setter.captures }

    public static func == (a: BindingClosures, b: BindingClosures) -> Bool { a.setter == b.setter }
    public func hash(into hasher: inout Hasher) { hasher.combine(setter) }
}

extension Parser {
    /// After `Binding(`: `get: { expression }, set: { statements }`, the labelled form Swift's
    /// `init(get:set:)` has; the setter names its argument `$0` or `{ value in … }`.
    mutating func parseBindingLiteral(at location: Location) throws -> Expr {
        let shape = "write Binding(get: { !muted }, set: { muted = !$0 })"
        // `Binding($name)`: Swift's `init(_:)` from another binding, the failable one that
        // unwraps a `Binding<V?>` among them, which the language does not have.
        if case .identifier(let name) = peek.kind, name.startsWithDollar {
            let held = String(name.dropFirst())
            throw Diagnostic("Binding(\(name)) is not expressed: the initializers that make a binding from another one, such as the failable Binding(_:) that unwraps an optional binding, are not in the expression language",
                             at: peek.location,
                             hint: "show the child inside `if: \(held) != nil` and give it a binding to a non-optional holder, or derive one: Binding(get: { \(held) ?? … }, set: { \(held) = $0 })")
        }
        try expectLabel("get", hint: shape)
        let getter = try parseBraced(what: "the getter", hint: shape) { p -> Expr in
            // `{ return x }` is the same closure as `{ x }` in Swift.
            if case .identifier("return") = p.peek.kind { p.position += 1 }
            return try p.parseExpression()
        }
        guard consume(.comma) else {
            throw Diagnostic("Binding(get:set:) needs a setter after its getter, found \(peek.describe)", at: peek.location,
                             hint: "a binding that cannot be written is .constant(x); " + shape)
        }
        try expectLabel("set", hint: shape)
        var parameter = "$0"
        let setter = try parseBraced(what: "the setter", hint: shape) { p -> [Statement] in
            if case .identifier(let name) = p.peek.kind, !name.startsWithDollar,
               case .identifier("in") = p.tokens[min(p.position + 1, p.tokens.count - 1)].kind {
                parameter = name
                p.position += 2
            }
            return try p.parseStatements(until: .rightBrace, what: "the setter of Binding(get:set:)",
                                         unclosed: Diagnostic("the setter of Binding(get:set:) has no '}'", at: location, hint: shape))
        }
        try expect(.rightParen, after: "to close Binding(get:set:)")
        let form = CustomBindingLiteral.Form.closures(getter: getter, parameter: parameter, setter: setter)
        let named = parameter == "$0" ? "" : "\(parameter) in "
        let source = "Binding(get: { \(getter.source) }, set: { \(named)\(setter.written) })"
        return Expr(.customBinding(CustomBindingLiteral(form: form)), at: location, source: source)
    }

    /// After `.constant(` or `Binding.constant(`: the one value the binding always gives.
    mutating func parseConstantBinding(at location: Location) throws -> Expr {
        let value = try parseExpression()
        try expect(.rightParen, after: "to close .constant(…)")
        return Expr(.customBinding(CustomBindingLiteral(form: .constant(value))), at: location, source: ".constant(\(value.source))")
    }

    private mutating func expectLabel(_ label: String, hint: String) throws {
        guard case .identifier(label) = peek.kind, tokens[min(position + 1, tokens.count - 1)].kind == .symbol(.colon) else {
            throw Diagnostic("Binding(get:set:) expects `\(label):` here, found \(peek.describe)", at: peek.location, hint: hint)
        }
        position += 2
    }

    /// `{ … }` around what `body` parses; the closing brace must follow it.
    private mutating func parseBraced<T>(what: String, hint: String, _ body: (inout Parser) throws -> T) throws -> T {
        guard consume(.leftBrace) else {
            throw Diagnostic("\(what) of Binding(get:set:) is a closure in braces, found \(peek.describe)", at: peek.location, hint: hint)
        }
        let result = try body(&self)
        try expect(.rightBrace, after: "to close \(what)")
        return result
    }
}

extension Parser {
    /// After the name `Binding`: `(get:set:)` or `.constant(…)`; nil for anything else, which
    /// the caller reads as a name.
    mutating func parseBindingAfterName(at location: Location) throws -> Expr? {
        if consume(.leftParen) { return try parseBindingLiteral(at: location) }
        if case .symbol(.leftBrace) = peek.kind {
            throw Diagnostic("Binding's trailing-closure form is not in the expression language", at: peek.location,
                             hint: "write the labels: Binding(get: { !muted }, set: { muted = !$0 })")
        }
        guard case .symbol(.dot) = peek.kind, tokens[min(position + 1, tokens.count - 1)].kind == .identifier("constant") else {
            return nil
        }
        position += 2
        try expect(.leftParen, after: "after Binding.constant")
        return try parseConstantBinding(at: location)
    }
}
