/// `do { … } catch is CancellationError { … } catch { … }`: a block whose thrown errors the
/// clauses after it take, the first that matches; and `error is URLError`, a caught error's type
/// tested (docs/semantics.md §75).
extension Parser {
    /// `is`, between `??` and a range: a level of its own would renumber the others.
    static let castLevel = 3

    /// `x is T`: held as a binary `is` whose right side names the type.
    mutating func parseIs(_ lhs: Expr) throws -> Expr {
        let isToken = advance()
        let typeToken = advance()
        guard case .identifier(let type) = typeToken.kind else {
            throw Diagnostic("expected a type after `is`, found \(typeToken.describe)", at: typeToken.location,
                             hint: "write `error is CancellationError` in a `catch`")
        }
        let rhs = Expr(.name(type), at: typeToken.location, source: type)
        let e = Expr(.binary("is", lhs, rhs), at: isToken.location, source: "\(lhs.source) is \(type)")
        try checkHeight(e, at: isToken.location)
        return e
    }

    mutating func parseDoCatch() throws -> Statement {
        let start = advance().location   // do
        let form = "write `do { results = try await search(query) } catch is CancellationError { } catch { failed = true }`"
        let body = try parseBranch(after: "do", at: start, form: form)
        var clauses: [CatchClause] = []
        while case .identifier("catch") = peek.kind {
            let head = advance().location
            if let last = clauses.last, last.pattern == nil {
                // Swift: "'catch' block is unreachable because no errors are thrown" past a catch-all.
                throw Diagnostic("this `catch` never runs: the `catch` before it, with no pattern, takes every error", at: head,
                                 hint: "put the `catch { … }` that takes every error last, after the clauses of one type or case")
            }
            let binding = try parseCatchBinding(form: form)
            // `catch is T`: the type is what a message about it points at.
            let patternAt = peek.kind == .identifier("is") ? tokens[min(position + 1, tokens.count - 1)].location : peek.location
            let pattern = binding == nil ? try parseErrorPattern(at: head, form: form) : nil
            if let pattern, clauses.contains(where: { $0.pattern == pattern }) {
                throw Diagnostic("a second `catch \(pattern.written)` never runs: the first takes every such error", at: head,
                                 hint: "keep one `catch \(pattern.written) { … }`")
            }
            let what = pattern.map { "catch \($0.written)" } ?? binding.map { "catch let \($0)" } ?? "catch"
            clauses.append(CatchClause(pattern: pattern, body: try parseBranch(after: what, at: head, form: form), location: head,
                                       binding: binding, patternLocation: pattern == nil ? nil : patternAt))
        }
        var source = "do " + Self.block(body)
        for clause in clauses { source += " \(clause.head) " + Self.block(clause.body) }
        return Statement(.doCatch(body: body, clauses: clauses), at: start, source: source)
    }

    /// `try Task.checkCancellation()`, or `try?` before it; nil when it does not come next.
    /// Without `try` it is Swift's error: the call throws (§75.9).
    mutating func parseCheckCancellation(at start: Location) throws -> Statement? {
        let (look, tries, swallows) = tryAhead()
        guard look + 4 < tokens.count, case .identifier("Task") = tokens[look].kind, tokens[look + 1].kind == .symbol(.dot),
              case .identifier("checkCancellation") = tokens[look + 2].kind else { return nil }
        guard tokens[look + 3].kind == .symbol(.leftParen), tokens[look + 4].kind == .symbol(.rightParen) else {
            throw Diagnostic("`Task.checkCancellation()` takes no arguments", at: tokens[look + 3].location,
                             hint: "write `try Task.checkCancellation()`")
        }
        guard tries || swallows else {
            throw Diagnostic("`Task.checkCancellation()` throws, and is not marked with `try`", at: tokens[look].location,
                             hint: "write `try Task.checkCancellation()`: it throws CancellationError when the task is cancelled")
        }
        position = look + 5
        var statement = Statement(.checkCancellation, at: start, source: (swallows ? "try? " : "try ") + "Task.checkCancellation()")
        statement.triesErrors = tries
        statement.swallowsErrors = swallows
        return statement
    }

    /// A block as the trace shows it on one line: `{ a; b }`, or `{ }`.
    private static func block(_ body: [Statement]) -> String {
        body.isEmpty ? "{ }" : "{ \(body.map(\.source).joined(separator: "; ")) }"
    }

    /// `catch let failure`: the name the clause gives the error it takes, any error; nil when no
    /// `let` comes next. A cast, `catch let e as URLError`, is not expressed.
    private mutating func parseCatchBinding(form: String) throws -> String? {
        guard case .identifier("let") = peek.kind else { return nil }
        let letToken = advance()
        guard case .identifier(let name) = peek.kind, !["is", "as"].contains(name) else {
            throw Diagnostic("`catch let` names the error: `catch let failure { … }`", at: letToken.location, hint: form)
        }
        _ = advance()
        if case .identifier("as") = peek.kind {
            let type: String = if position + 1 < tokens.count, case .identifier(let t) = tokens[position + 1].kind { t } else { "URLError" }
            throw Diagnostic("`catch let \(name) as …` is not expressed; a clause takes a type with `is`", at: peek.location,
                             hint: "write `catch is \(type) { … }`, or `catch let \(name) { … }` and test `\(name) is \(type)` in it")
        }
        if case .identifier("where") = peek.kind {
            throw Diagnostic("a `catch` with `where` is not expressed", at: peek.location,
                             hint: "test the error in the block: `catch let \(name) { if \(name) is URLError { … } }`")
        }
        return name
    }

    /// What follows `catch`: nothing before the brace (every error), `is` and an error type, or
    /// a case of an error type the spec declares, `LoadError.offline`. Which types there are is
    /// the spec's: the checks refuse one it does not declare (§75.6, §79).
    private mutating func parseErrorPattern(at head: Location, form: String) throws -> ErrorPattern? {
        if case .symbol(.leftBrace) = peek.kind { return nil }
        if case .identifier(let type) = peek.kind, type != "is", position + 2 < tokens.count, tokens[position + 1].kind == .symbol(.dot),
           case .identifier(let name) = tokens[position + 2].kind {
            position += 3
            return .value(type: type, name: name)
        }
        guard case .identifier("is") = peek.kind else {
            let found = peek
            throw Diagnostic("a `catch` takes every error, `catch { … }`, one type, `catch is CancellationError { … }`, or one case, `catch LoadError.offline { … }`; found \(found.describe)",
                             at: found.location, hint: form)
        }
        _ = advance()   // is
        let typeToken = advance()
        guard case .identifier(let name) = typeToken.kind else {
            throw Diagnostic("expected an error type after `catch is`, found \(typeToken.describe)", at: typeToken.location, hint: form)
        }
        return .type(name)
    }

    /// `throw LoadError.offline`: the error, an expression the checks hold to a declared case (§79).
    mutating func parseThrow(at start: Location) throws -> Statement {
        _ = advance()   // throw
        if case .symbol(.rightBrace) = peek.kind { throw missingError(at: peek.location) }
        if case .end = peek.kind { throw missingError(at: peek.location) }
        let error = try parseExpression()
        return Statement(.throwError(error), at: start, source: "throw \(error.source)")
    }

    private func missingError(at location: Location) -> Diagnostic {
        Diagnostic("`throw` needs the error it throws", at: location,
                   hint: "write `throw LoadError.offline`, a case of a type declared under `errors:`")
    }
}
