/// `let` and `var` statements: one local each, or several in one statement (§96).
extension Parser {
    /// `let found = await search(query)`: a task's local, set when the response arrives; or
    /// `let mine = generation`: a constant of the closure, the value as it is now; or, `variable`,
    /// `var copy = items`: a local the statements after it assign (§96).
    mutating func parseLet(variable: Bool = false) throws -> Statement {
        let start = advance().location
        if variable { try LocalVariables.refuseUnsupported(&self, at: start) }
        if case .symbol(.leftParen) = peek.kind { return try parseTupleLet(at: start) }
        let first = try parseDeclaration(variable: variable, at: start)
        // `var a = 1, b = 2`: Swift's list of declarations, each a local as if written alone;
        // the ones after the first wait for the caller, as a guard's binding does.
        guard case .symbol(.comma) = peek.kind else { return first }
        var after = takePending()
        while consume(.comma) {
            let next = peek.location
            if variable { try LocalVariables.refuseUnsupported(&self, at: next) }
            after.append(try parseDeclaration(variable: variable, at: next))
            after += takePending()
        }
        pending += after
        return first
    }

    /// One `name = value` of a `let` or `var` whose keyword starts at `start`.
    private mutating func parseDeclaration(variable: Bool, at start: Location) throws -> Statement {
        let nameToken = advance()
        guard case .identifier(let name) = nameToken.kind, !["let", "var", "await", "try", "guard", "Task"].contains(name), consume(.assign) else {
            if variable { throw LocalVariables.malformed(nameToken, at: start) }
            throw Diagnostic("`let` names a constant: `let mine = generation`, or a response: `let found = await search(query)`",
                             at: start, hint: "to change state, assign a holder: `results = …`")
        }
        // `let t = Task { … }`: a handle in a local, which goes when the closure returns.
        if case .identifier("Task") = peek.kind, case .symbol(.leftBrace) = tokens[min(position + 1, tokens.count - 1)].kind {
            throw Diagnostic("a task's handle is not kept in a local: `\(variable ? "var" : "let") \(name) = Task { … }` is not expressed", at: start,
                             hint: "keep it in a holder, `state: { \(name): nil }`, and write `\(name) = Task { … }`; then `\(name)?.cancel()` cancels it from any action (semantics §63)")
        }
        let target = Expr(.name(name), at: nameToken.location, source: name)
        var s: Statement
        var before: [Statement] = []
        if !awaitOpensAnOperation(), let awaited = try parseAwait(target: target, at: start) {
            s = awaited
        } else {
            let value: Expr
            (value, before) = try parseAwaitingValue()
            s = Statement(target: target, op: .assign, value: value, location: start, source: "\(name) = \(value.source)")
        }
        s.declaresLocal = true
        s.declaresVariable = variable
        s.source = (variable ? "var " : "let ") + s.source
        return withAwaitsBefore(s, before)
    }
}
