/// The forms of the two-value closures (PairClosure, docs/semantics.md §76) as Swift writes them:
/// `sorted(by: { … })` and `sorted { … }`, `min(by:)`, `max(by:)`, `reduce(0, { … })` and
/// `reduce(0) { … }`; and Swift's errors for the forms it refuses.
extension Parser {
    /// After `items.` and `name`, `(` taken when `parenthesized`: the call of a two-value
    /// closure, or nil with nothing taken when it is none (`items.sorted()`, `items.min()`).
    mutating func parsePairClosure(_ base: Expr, _ name: String, parenthesized: Bool, at location: Location) throws -> Expr? {
        guard let method = PairClosure.Method(rawValue: name) else {
            // `items.sort(by: { … })`: the in-place form, which an action does not run here.
            if name == Methods.sort, parenthesized, case .identifier("by") = peek.kind {
                throw Diagnostic("sort(by:) is not expressed; an action sorts with sort(), or stores the list sorted(by:) gives",
                                 at: location, hint: "store the sorted list: \(base.source) = \(base.source).sorted(by: { … })")
            }
            return nil
        }
        if method == .reduce { return try parseReduce(base, parenthesized: parenthesized, at: location) }
        var written = " "
        if parenthesized {
            if case .symbol(.rightParen) = peek.kind { return nil }
            guard case .identifier("by") = peek.kind, position + 1 < tokens.count, tokens[position + 1].kind == .symbol(.colon) else {
                // `sorted({ $0 < $1 })`: Swift's "missing argument label 'by:' in call".
                guard case .symbol(.leftBrace) = peek.kind else { return nil }
                throw Diagnostic("missing argument label 'by:' in call of \(method.shown)", at: location, hint: "for example \(method.example)")
            }
            position += 2
            if let made = try closureInPlace(method, of: base, after: "by: ") {
                try expect(.rightParen, after: "to close \(name)(…)")
                return Expr(.call(base, name, [("by", made)]), at: location, source: "\(base.source).\(name)(by: \(made.source))")
            }
            written = "(by: "
        }
        let closure = try parsePairClosureLiteral(method)
        if parenthesized { try expect(.rightParen, after: "to close \(name)(…)") }
        let source = "\(base.source).\(name)\(written)\(closure.source)\(parenthesized ? ")" : "")"
        return Expr(.call(base, name, [("by", closure)]), at: location, source: source)
    }

    /// `reduce(0, { … })`, `reduce(0) { … }`: the initial value, then the closure.
    private mutating func parseReduce(_ base: Expr, parenthesized: Bool, at location: Location) throws -> Expr {
        let example = PairClosure.Method.reduce.example
        guard parenthesized else {
            throw Diagnostic("reduce(_:_:) needs its initial value before its closure", at: location, hint: "for example \(example)")
        }
        if case .identifier("into") = peek.kind, position + 1 < tokens.count, tokens[position + 1].kind == .symbol(.colon) {
            throw Diagnostic("reduce(into:_:) is not expressed: its closure changes the value in place, and a closure here is one expression",
                             at: location, hint: "give the next value instead: \(example)")
        }
        let start = try parseExpression()
        let written: String
        if consume(.comma) {
            if let made = try closureInPlace(.reduce, of: base, after: "\(start.source), ") {
                try expect(.rightParen, after: "to close reduce(…)")
                return Expr(.call(base, PairClosure.Method.reduce.rawValue, [(nil, start), (nil, made)]), at: location,
                            source: "\(base.source).reduce(\(start.source), \(made.source))")
            }
            written = "(\(start.source), "
        } else {
            try expect(.rightParen, after: "to close reduce(…)")
            guard case .symbol(.leftBrace) = peek.kind, !inCondition else {
                // `items.reduce(0)`: Swift's "missing argument for parameter #2 in call".
                throw Diagnostic("missing argument for parameter #2 in call of reduce(_:_:): the closure that combines",
                                 at: location, hint: "for example \(example)")
            }
            written = "(\(start.source)) "
        }
        let closure = try parsePairClosureLiteral(.reduce)
        if written.hasSuffix(", ") { try expect(.rightParen, after: "to close reduce(…)") }
        let source = "\(base.source).reduce\(written)\(closure.source)\(written.hasSuffix(", ") ? ")" : "")"
        return Expr(.call(base, PairClosure.Method.reduce.rawValue, [(nil, start), (nil, closure)]), at: location, source: source)
    }

    /// Before a closure written in parentheses: an operator passed as the function
    /// (`sorted(by: >)`, `reduce(0, +)`), which is the closure `{ $0 > $1 }` Swift makes of it,
    /// written as the operator; nil when a closure in braces comes next. Swift's errors for
    /// another operator, and for `$0 < $1` without the braces that make it a closure.
    private mutating func closureInPlace(_ method: PairClosure.Method, of base: Expr, after written: String) throws -> Expr? {
        if case .symbol(.leftBrace) = peek.kind { return nil }
        let at = peek.location
        if case .symbol(let op) = peek.kind, position + 1 < tokens.count, tokens[position + 1].kind == .symbol(.rightParen) {
            let operators: [Token.Symbol] = method.orders ? [.less, .greater] : [.plus, .minus, .times]
            guard operators.contains(op) else {
                let named = operators.map { "`\($0.rawValue)`" }.joined(separator: ", ")
                throw Diagnostic("`\(op.rawValue)` passed as the closure of \(method.shown) is not expressed; \(named) are", at: at,
                                 hint: "write the closure: \(base.source).\(method.rawValue)(\(written){ $0 \(op.rawValue) $1 })")
            }
            _ = advance()
            return PairClosure.operatorClosure(op.rawValue, at: at)
        }
        let given = try parseExpression()
        if PairClosure.highestShorthand(in: given) != nil {
            // Swift: "anonymous closure argument not contained in a closure".
            throw Diagnostic("anonymous closure argument not contained in a closure, in \(given.source.quotable)", at: given.location,
                             hint: "write the closure in braces: \(base.source).\(method.rawValue)(\(written){ \(given.source) })")
        }
        throw Diagnostic("\(method.shown) needs its closure written in place, not \(given.source.quotable)", at: given.location,
                         hint: "for example \(method.example)")
    }

    /// `{ $0.title < $1.title }` or `{ a, b in a.title < b.title }`: one expression over two values.
    private mutating func parsePairClosureLiteral(_ method: PairClosure.Method) throws -> Expr {
        let outer = inCondition
        inCondition = false
        defer { inCondition = outer }
        let open = advance()
        // `{ a, b in … }`: the names Swift's closure gives its two values.
        var parameters: [String] = []
        var look = position
        while look < tokens.count, case .identifier(let name) = tokens[look].kind, name != "in" {
            parameters.append(name)
            if look + 1 < tokens.count, tokens[look + 1].kind == .symbol(.comma) { look += 2 } else { look += 1; break }
        }
        if !parameters.isEmpty, look < tokens.count, tokens[look].kind == .identifier("in") {
            position = look + 1
        } else {
            parameters = []
        }
        if case .symbol(.rightBrace) = peek.kind {
            throw Diagnostic("the closure of \(method.shown) is empty", at: peek.location, hint: "for example \(method.example)")
        }
        let body = try parseExpression()
        if case .end = peek.kind {
            // A label's `{…}`, which ends at the closure's `}`, is said so before this (TemplateParser).
            throw Diagnostic("the closure of \(method.shown) has no '}'", at: peek.location, hint: "for example \(method.example)")
        }
        try expect(.rightBrace, after: "to close the closure of \(method.rawValue)")
        try checkArity(method, parameters, body, at: open.location)
        let predicate = Statement(target: body, op: .call, value: body, location: body.location, source: body.source)
        let head = parameters.isEmpty ? "" : parameters.joined(separator: ", ") + " in "
        return Expr(.closure([predicate], parameters: parameters.isEmpty ? PairClosure.shorthand : parameters), at: open.location,
                    source: "{ \(head)\(body.source) }")
    }

    /// Swift's errors for a closure that does not take the two values its method passes.
    private func checkArity(_ method: PairClosure.Method, _ parameters: [String], _ body: Expr, at location: Location) throws {
        let type = "contextual closure type '\(PairClosure.signature(method))' of \(method.shown)"
        let highest = PairClosure.highestShorthand(in: body)
        if !parameters.isEmpty {
            if parameters.count != 2 {
                throw Diagnostic("\(type) expects 2 arguments, but \(parameters.count) \(parameters.count == 1 ? "was" : "were") used in closure body",
                                 at: location, hint: "name both: { a, b in … }, or write $0 and $1")
            }
            if highest != nil {
                throw Diagnostic("anonymous closure arguments cannot be used inside a closure that has explicit arguments",
                                 at: location, hint: "use the names \(parameters.joined(separator: " and ")), or drop `\(parameters.joined(separator: ", ")) in`")
            }
        } else if let highest, highest > 1 {
            throw Diagnostic("\(type) expects 2 arguments, but \(highest + 1) were used in closure body", at: location,
                             hint: "the closure is given $0 and $1; for example \(method.example)")
        } else if highest != 1 {
            // `{ $0.done }`: Swift's "cannot be implicitly ignored".
            throw Diagnostic("contextual type for closure argument list of \(method.shown) expects 2 arguments, which cannot be implicitly ignored",
                             at: location, hint: "use both, $0 and $1, or name them: { a, _ in … }; for example \(method.example)")
        }
    }
}
