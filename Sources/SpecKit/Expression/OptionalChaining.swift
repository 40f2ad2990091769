/// Swift's optional chaining, `selected?.name`, `store.current?.rename("x")`,
/// `selected?.name = "x"` (docs/semantics.md §66).
///
/// `a?.b` is held as the member `b` of `a?`, a postfix `?` that binds the optional `a`: a nil
/// there stops the whole chain of members, calls and indexes written after it, which then gives
/// nil, calls nothing and assigns nothing. A member reached through a bind on a nil value gives nil
/// with nothing more evaluated, so the chain costs nothing where it is not written.
enum OptionalChaining {
    /// The operator of the bind, `a?`, as a `.unary` expression holds it.
    static let bind = "?"

    /// Swift's message for `?.` on a value that is never nil.
    static func nonOptional(_ base: Expr, _ type: String) -> Diagnostic {
        Diagnostic("cannot use optional chaining on non-optional value of type '\(type)' in \(base.source.quotable)",
                   at: base.location, hint: "\(base.source.quotable) is never nil: write `.` instead of `?.`")
    }

    /// `.` on a nil the run meets, a field read or a method called: Swift's compile error, with `?.` as the hint.
    static func unwrapped(_ e: Expr, base: Expr, member: String) -> Diagnostic {
        let what = member.hasSuffix("(…)") ? "calls a method of" : "reads a field of"
        return Diagnostic("\(base.source.quotable) is nil here; \(e.source.quotable) \(what) an optional, which Swift refuses to compile",
                          at: e.location, hint: chained(base: base, field: member))
    }

    /// The hint for `.` on an optional: Swift's fix-it, `?.`.
    static func chained(base: Expr, field: String) -> String {
        let unwrap: String
        if case .name(let name) = base.kind { unwrap = "if let \(name) { … }" }
        else if case .member(_, let last) = base.kind { unwrap = "if let \(last) = \(base.source) { … }" }
        else { unwrap = "if let value = \(base.source) { … }" }
        return "write `\(base.source)?.\(field)`, which is nil while \(base.source) is, or unwrap it with `\(unwrap)`"
    }
}

extension Expr {
    /// Whether a `?` binds an optional on the way to this member, call or index: `a?.b`,
    /// `a?.b.c`, `a?.f()`. Such an expression is nil when the bound value is.
    var isOptionalChain: Bool {
        switch kind {
        case .unary(OptionalChaining.bind, _): return true
        case .member(let base, _), .index(let base, _), .call(let base?, _, _): return base.isOptionalChain
        default: return false
        }
    }

    /// `a` for the bind `a?`; the expression itself otherwise.
    var unbound: Expr {
        if case .unary(OptionalChaining.bind, let inner) = kind { return inner }
        return self
    }

    /// The values bound on the way to this chain, innermost first: `a`, then `a?.b`, in `a?.b?.c`.
    var boundLinks: [Expr] {
        switch kind {
        case .unary(OptionalChaining.bind, let inner): return inner.boundLinks + [inner]
        case .member(let base, _), .index(let base, _), .call(let base?, _, _): return base.boundLinks
        default: return []
        }
    }
}

extension OptionalChaining {
    /// The link of `chain` that holds nil, as written (`selected` in `selected?.name`), for the
    /// trace of a statement the chain stopped; evaluated again only on that path. A link that
    /// calls a method is not run again, as it may write: empty when the nil is past one.
    static func nilLink(of chain: Expr, in scope: Scope) -> String {
        for link in chain.boundLinks {
            if !SpecValidator.calls(in: link).isEmpty { return "" }
            if case .null? = try? Evaluator.evaluate(link, in: scope) { return link.source }
        }
        return ""
    }
}

extension Evaluator {
    /// `selected?.name = e`, `selected?.count += e`: the chain's receiver evaluated once. While it
    /// is nil nothing is assigned and `e` is not evaluated, as Swift's optional chaining
    /// evaluates nothing right of `=` then (§66).
    static func assignThroughChain(_ s: Statement, _ target: Expr, _ field: String, of base: Expr, op: Statement.Op,
                                           _ valueExpr: Expr, in scope: Scope) throws {
        let receiver = try evaluate(base, in: scope)
        if case .null = receiver { return scope.chainStopped(s.source, through: base) }
        var value = try evaluate(valueExpr, in: scope)
        if op != .assign {
            let current: Value
            switch receiver {
            case .model(let ref): current = try scope.field(field, of: ref, at: target.location)
            case .structure(let v):
                guard let f = v.field(field) else { throw Diagnostic("\(v.type) has no field '\(field)'", at: target.location) }
                current = f
            default:
                throw Diagnostic("only a model's fields can be assigned; \(base.unbound.source) is not a model", at: target.location)
            }
            let e = Expr(.binary(op == .add ? "+" : "-", target, valueExpr), at: s.location, source: s.source)
            value = try binary(op == .add ? "+" : "-", current, value, e, limits: scope.limits)
        }
        try assign(field, of: base, receiver: receiver, value, in: scope, inPlace: op != .assign, at: target.location)
    }
}

/// Parsing a chain's links (§66): `?.` and `?[`, each binding what comes before it as `base?`.
extension Parser {
    /// `selected?.name`, `store.current?.rename("x")`: the base is bound as `selected?`; a nil
    /// there stops the rest of the chain.
    mutating func parseOptionalMember(of e: Expr) throws -> Expr {
        let mark = advance()
        let t = advance()
        guard case .identifier(let field) = t.kind else {
            throw Diagnostic("expected a field or method name after '?.', found \(t.describe)", at: t.location)
        }
        let bound = Expr(.unary(OptionalChaining.bind, e), at: mark.location, source: e.source + OptionalChaining.bind)
        if consume(.leftParen) { return try parseCall(bound, field, at: t.location) }
        return Expr(.member(bound, field), at: t.location, source: "\(bound.source).\(field)")
    }

    /// `shelf?[0]`: a chain through a subscript, `?` written against what it binds, as Swift
    /// tells it from the conditional operator.
    mutating func parseOptionalSubscript(of e: Expr) throws -> Expr {
        let mark = advance()
        let t = advance()
        let bound = Expr(.unary(OptionalChaining.bind, e), at: mark.location, source: e.source + OptionalChaining.bind)
        let index = try parseExpression()
        try expect(.rightBracket, after: "to close the index")
        return Expr(.index(bound, index), at: t.location, source: "\(bound.source)[\(index.source)]")
    }

    /// `?[` right after a name, `)` or `]`, with no space on either side of the `?`.
    func optionalSubscriptFollows() -> Bool {
        guard case .symbol(.question) = peek.kind, position > 0, position + 1 < tokens.count,
              case .symbol(.leftBracket) = tokens[position + 1].kind else { return false }
        let before = tokens[position - 1], mark = peek.location, bracket = tokens[position + 1].location
        let end: Int
        switch before.kind {
        case .identifier(let name): end = before.location.column + name.unicodeScalars.count
        case .symbol(.rightParen), .symbol(.rightBracket): end = before.location.column + 1
        default: return false
        }
        return before.location.line == mark.line && mark.column == end && bracket.line == mark.line && bracket.column == mark.column + 1
    }
}
