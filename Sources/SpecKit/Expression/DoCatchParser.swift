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
        // `do { … } while c`, C's loop: Swift has none, "'do-while' statement is not allowed".
        if case .identifier("while") = peek.kind {
            throw Diagnostic("'do-while' statement is not allowed", at: peek.location,
                             hint: "Swift writes it `repeat { … } while condition`")
        }
        var clauses: [CatchClause] = []
        while case .identifier("catch") = peek.kind {
            let head = advance().location
            if let last = clauses.last, last.takesEverything {
                // Swift: "'catch' block is unreachable because no errors are thrown" past a catch-all.
                let before = last.items.isEmpty ? "the `catch` before it, with no pattern," : "the `\(last.head)` before it"
                throw Diagnostic("this `catch` never runs: \(before) takes every error", at: head,
                                 hint: "put the `catch { … }` that takes every error last, after the clauses of one type or case")
            }
            let items = try parseCatchItems(form: form)
            // Swift: "case is already handled by previous patterns" of a clause an earlier one covers.
            if items.count == 1, items[0].condition == nil, let pattern = items[0].pattern,
               clauses.contains(where: { $0.items.contains { $0.condition == nil && $0.pattern == pattern } }) {
                throw Diagnostic("a second `catch \(items[0].written)` never runs: the first takes every such error", at: head,
                                 hint: "keep one `catch \(items[0].written) { … }`")
            }
            // Swift warns "case will never be executed" of a case pattern after one that takes
            // every value of that case (§84).
            for item in items where item.pattern?.isCase == true {
                if let earlier = clauses.lazy.flatMap(\.items).first(where: { $0.condition == nil && $0.pattern?.coversCase(of: item.pattern) == true }) {
                    throw Diagnostic("`catch \(item.written)` never runs: `catch \(earlier.written)` before it takes every \(item.pattern?.caseName ?? "")",
                                     at: item.location, hint: "put the clause with the values it matches first, or give the earlier one a `where`")
                }
            }
            var clause = CatchClause(items: items, body: [], location: head)
            clause.body = try parseBranch(after: clause.head, at: head, form: form)
            clauses.append(clause)
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
        body.isEmpty ? "{ }" : "{ \(body.written) }"
    }

    /// What follows `catch`, up to its block: nothing (every error), or Swift's catch-pattern-list,
    /// patterns separated by commas, each with an optional `where` (§81).
    private mutating func parseCatchItems(form: String) throws -> [CatchItem] {
        if case .symbol(.leftBrace) = peek.kind { return [] }
        var items = [try parseCatchItem(form: form, first: true)]
        while consume(.comma) { items.append(try parseCatchItem(form: form, first: false)) }
        if items.count > 1, let bound = items.first(where: { $0.binding != nil || $0.pattern == nil || $0.pattern?.boundNames.isEmpty == false }) {
            // [D] Swift binds a name in a list only when every pattern binds it with one type.
            throw Diagnostic("a `catch` of several patterns binds no constant here; found `\(bound.written)`", at: bound.location,
                             hint: "list cases or types alone, `catch SaveError.taken, SaveError.emptyTitle { … }`, or give the bound error a clause of its own: `catch let e as SaveError { … }`")
        }
        return items
    }

    /// One pattern of a `catch` with its `where`: `let e`, `let e as T`, `is T`, `T.c`, or, right
    /// after `catch`, a bare `where`, which binds `error` as a `catch` with no pattern does.
    private mutating func parseCatchItem(form: String, first: Bool) throws -> CatchItem {
        let at = peek.location
        var item = CatchItem(pattern: nil, binding: nil, condition: nil, location: at)
        if case .identifier("where") = peek.kind, first {
            // `catch where retries < 3`: the implicit `let error`, with a condition.
        } else if case .identifier("let") = peek.kind {
            let letToken = advance()
            // `catch let SaveError.moved(from, to)`: the `let` binds each bare name of the values (§84).
            if case .identifier(let type) = peek.kind, type.first?.isUppercase == true, position + 3 < tokens.count,
               tokens[position + 1].kind == .symbol(.dot), case .identifier(let name) = tokens[position + 2].kind,
               tokens[position + 3].kind == .symbol(.leftParen) {
                item.location = peek.location
                position += 3
                item.pattern = .value(type: type, name: name, payload: try parsePayload(outerLet: true))
                item.letOutside = true
                return try parseWhere(into: item)
            }
            guard case .identifier(let name) = peek.kind, !["is", "as", "where"].contains(name) else {
                throw Diagnostic("`catch let` names the error: `catch let failure { … }`", at: letToken.location, hint: form)
            }
            _ = advance()
            item.binding = name
            if case .identifier("as") = peek.kind {
                _ = advance()
                let typeToken = advance()
                guard case .identifier(let type) = typeToken.kind else {
                    throw Diagnostic("expected an error type after `catch let \(name) as`, found \(typeToken.describe)", at: typeToken.location,
                                     hint: "write `catch let \(name) as SaveError { … }`: it takes the errors of that type, \(name) typed SaveError")
                }
                item.pattern = .type(type)
                item.location = typeToken.location
            }
        } else {
            // `catch is T`: the type is what a message about it points at.
            if peek.kind == .identifier("is") { item.location = tokens[min(position + 1, tokens.count - 1)].location }
            item.pattern = try parseErrorPattern(form: form)
        }
        return try parseWhere(into: item)
    }

    /// The `where` after an item's pattern, if one comes next.
    private mutating func parseWhere(into item: CatchItem) throws -> CatchItem {
        var item = item
        if case .identifier("where") = peek.kind {
            let whereToken = advance()
            if case .symbol(.leftBrace) = peek.kind {
                throw Diagnostic("a `where` needs its condition before the '{'", at: whereToken.location,
                                 hint: "write `catch SaveError.taken where retries < 3 { … }`")
            }
            item.condition = try parseCondition()
            if let name = item.binding, case .type(let type)? = item.pattern, let condition = item.condition {
                item.condition = Self.implicitCases(in: condition, of: name, typed: type)
            }
        }
        return item
    }

    /// `e == .taken` where `e` is bound `as SaveError`: the implicit member is a case of that
    /// type, as Swift infers it, rather than the scene phase a `.name` is read as elsewhere.
    private static func implicitCases(in e: Expr, of name: String, typed type: String) -> Expr {
        func isBound(_ x: Expr) -> Bool { if case .name(name) = x.kind { true } else { false } }
        func resolved(_ x: Expr) -> Expr {
            guard case .member(let base, let member) = x.kind, case .name(ScenePhase.typeName) = base.kind, x.source.hasPrefix(".") else { return x }
            return Expr(.member(Expr(.name(type), at: x.location, source: type), member), at: x.location, source: x.source)
        }
        switch e.kind {
        case .binary(let op, let a, let b) where op == "==" || op == "!=":
            if isBound(a) { return Expr(.binary(op, a, resolved(b)), at: e.location, source: e.source) }
            if isBound(b) { return Expr(.binary(op, resolved(a), b), at: e.location, source: e.source) }
            return e
        case .binary(let op, let a, let b) where op == "&&" || op == "||":
            return Expr(.binary(op, implicitCases(in: a, of: name, typed: type), implicitCases(in: b, of: name, typed: type)), at: e.location, source: e.source)
        case .unary("!", let a):
            return Expr(.unary("!", implicitCases(in: a, of: name, typed: type)), at: e.location, source: e.source)
        default:
            return e
        }
    }

    /// A pattern that names errors: `is` and an error type, or a case of an error type the spec
    /// declares, `LoadError.offline`. Which types there are is the spec's: the checks refuse one
    /// it does not declare (§75.6, §79).
    private mutating func parseErrorPattern(form: String) throws -> ErrorPattern {
        if case .identifier(let type) = peek.kind, type != "is", position + 2 < tokens.count, tokens[position + 1].kind == .symbol(.dot),
           case .identifier(let name) = tokens[position + 2].kind {
            position += 3
            // `SaveError.tooLong(let limit)`: the case's values (§84).
            let payload = peek.kind == .symbol(.leftParen) ? try parsePayload(outerLet: false) : nil
            return .value(type: type, name: name, payload: payload)
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
