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
    /// trace of a statement the chain stopped; evaluated again only on that path.
    static func nilLink(of chain: Expr, in scope: Scope) -> String {
        for link in chain.boundLinks {
            if case .null? = try? Evaluator.evaluate(link, in: scope) { return link.source }
        }
        return chain.source
    }
}
