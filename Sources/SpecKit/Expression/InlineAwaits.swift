/// `count = count + (await delta())`: an await inside the value of an assignment or a `let`,
/// written in parentheses as Swift requires (semantics §27.10). Swift evaluates the operands left
/// to right: what stands to the left of the await is read before the task suspends there, what
/// stands to its right after it resumes. The statement is held as the statements that do so:
/// each read to the left of an await as a constant of the closure, each await as a `let`, then
/// the statement over their names:
///
///     let countBeforeAwait = count; let deltaResult = await delta(); count = countBeforeAwait + deltaResult
///
/// which is the lost update: a write to `count` made while the task waits is overwritten.
struct InlineAwaits {
    /// The statements before the one written, in the order they run.
    var statements: [Statement] = []
    /// The names that stand for the awaited values, and where each `await` is written.
    var awaited: [(name: String, at: Location)] = []
    /// Every name made, so that none is made twice.
    var names: Set<String> = []
}

extension Parser {
    /// The value of an assignment or a `let`, and the statements its `(await …)`s stand for,
    /// which run before the statement it is the value of.
    mutating func parseAwaitingValue() throws -> (value: Expr, before: [Statement]) {
        let outer = inlineAwaits
        inlineAwaits = InlineAwaits()
        defer { inlineAwaits = outer }
        let value = try parseExpression()
        guard let made = inlineAwaits else { return (value, []) }
        for (name, at) in made.awaited { try checkAwaitPlace(name, in: value, at: at) }
        return (value, made.statements)
    }

    /// The statements one assignment or `let` stands for: those of its `(await …)`s, then itself;
    /// the first returned, the rest left for the caller to take.
    mutating func withAwaitsBefore(_ statement: Statement, _ before: [Statement]) -> Statement {
        guard let first = before.first else { return statement }
        pending = Array(before.dropFirst()) + [statement] + pending
        return first
    }

    /// `count = await delta() + 1`: an await that starts the value, its call followed by an
    /// operator. Swift's `await` covers all that stands to its right, and the call, the leftmost
    /// operand, runs first: it is `(await delta()) + 1`, held as that form is.
    func awaitOpensAnOperation() -> Bool {
        let (look, _, _) = tryAhead()
        guard case .identifier("await") = tokens[look].kind else { return false }
        // The call: names and dots, then its arguments in parentheses, the operator right after them.
        var i = look + 1
        while i < tokens.count, tokens[i].kind.isCalleePart { i += 1 }
        guard i < tokens.count, tokens[i].kind == .symbol(.leftParen) else { return false }
        var depth = 0
        while i < tokens.count {
            if tokens[i].kind == .symbol(.leftParen) { depth += 1 }
            if tokens[i].kind == .symbol(.rightParen) { depth -= 1 }
            if tokens[i].kind == .end { return false }
            i += 1
            if depth == 0 { break }
        }
        guard i < tokens.count, case .symbol(let op) = tokens[i].kind else { return false }
        return Parser.level(of: op) != nil
    }

    /// The await that opens such a value: as `(await …)`, without the parentheses.
    mutating func parseOpeningAwait() throws -> Expr? {
        guard inlineAwaits != nil, awaitOpensAnOperation() else { return nil }
        return try parseParenthesisedAwait(at: peek.location, closing: false)
    }

    /// `(await delta())`, `(try await store.load())` after the `(`: the await as a `let` of a name
    /// of its own, which stands in its place; nil when no await comes next. `closing`: a `)`
    /// ends it.
    mutating func parseParenthesisedAwait(at open: Location, closing: Bool = true) throws -> Expr? {
        let (look, _, _) = tryAhead()
        guard case .identifier("await") = tokens[look].kind else { return nil }
        let awaitAt = tokens[look].location
        guard inlineAwaits != nil else {
            throw Diagnostic("an `(await …)` inside an expression is expressed in the value of an assignment or a `let` in a task, such as `count = count + (await delta())`",
                             at: awaitAt, hint: "here, give the awaited value a name first, `let value = await …`, then use the name")
        }
        let name = hiddenName(awaitedName(after: look))
        let target = Expr(.name(name), at: awaitAt, source: name)
        guard var awaited = try parseAwait(target: target, at: awaitAt) else { return nil }
        if closing { try expect(.rightParen, after: "to close '('") }
        awaited.declaresLocal = true
        awaited.valuePart = .await
        let written = awaited.source.hasPrefix("\(name) = ") ? String(awaited.source.dropFirst(name.count + 3)) : awaited.source
        awaited.source = "let " + awaited.source
        inlineAwaits?.statements.append(awaited)
        inlineAwaits?.awaited.append((name, awaitAt))
        return Expr(.name(name), at: awaitAt, source: closing ? "(\(written))" : written)
    }

    /// The left operand of `op`, read before the awaits its right operand made (those from
    /// `mark` on): a constant made before them, unless it is a literal or an awaited value.
    /// `&&`, `||` and `??` take their right operand as an autoclosure, which cannot await.
    mutating func readBeforeAwaits(_ lhs: Expr, op: Token.Symbol, from mark: Int) throws -> Expr {
        guard let made = inlineAwaits, made.statements.count > mark else { return lhs }
        if op == .and || op == .or || op == .coalesce {
            let at = made.awaited.last?.at ?? lhs.location
            throw Diagnostic("'async' call in an autoclosure that does not support concurrency", at: at,
                             hint: "`\(op.rawValue)` takes its right side as an autoclosure, which Swift does not let await: give the awaited value a name first, `let value = await …`, then write `\(lhs.source) \(op.rawValue) value`")
        }
        switch lhs.kind {
        case .int, .string, .bool, .null: return lhs
        case .name(let n) where made.names.contains(n): return lhs
        default: break
        }
        let name = hiddenName((lhs.kind.plainName ?? "value") + "BeforeAwait")
        var read = Statement(target: Expr(.name(name), at: lhs.location, source: name), op: .assign, value: lhs,
                             location: lhs.location, source: "let \(name) = \(lhs.source)")
        read.declaresLocal = true
        read.valuePart = .readBeforeAwait
        inlineAwaits?.statements.insert(read, at: mark)
        return Expr(.name(name), at: lhs.location, source: lhs.source)
    }

    /// `x + await f()`: Swift's own words, with the two forms it takes.
    func awaitRightOfOperator(_ lhs: Expr, _ op: Token.Symbol) -> Diagnostic? {
        guard case .identifier(let word) = peek.kind, word == "await" || word == "try" else { return nil }
        let hint = word == "await"
            ? "parenthesise it, `\(lhs.source) \(op.rawValue) (await …)`, which reads \(lhs.source) before the await as Swift evaluates left to right; `+=` reads its target when the value arrives (semantics §27.10)"
            : "parenthesise it, `\(lhs.source) \(op.rawValue) (try …)`, or give the value a name first"
        return Diagnostic("'\(word)' cannot appear to the right of a non-assignment operator", at: peek.location, hint: hint)
    }

    /// An awaited value stands as an operand of operators and in a condition of `?:` only: the
    /// statement before awaits whatever the value around it does, which a call's argument, an
    /// element, a branch taken or not, or a closure would not.
    private func checkAwaitPlace(_ name: String, in value: Expr, at location: Location) throws {
        guard let place = Self.awaitPlace(name, in: value) else { return }
        throw Diagnostic("an `(await …)` \(place) is not expressed", at: location,
                         hint: "give the awaited value a name first, `let value = await …`, then use the name")
    }

    /// Where the awaited value `name` stands when it is not an operand: nil when it is one.
    private static func awaitPlace(_ name: String, in e: Expr) -> String? {
        switch e.kind {
        case .name: return nil
        case .unary(_, let operand): return awaitPlace(name, in: operand)
        case .binary(_, let a, let b): return awaitPlace(name, in: a) ?? awaitPlace(name, in: b)
        case .conditional(let c, let a, let b):
            if let inner = awaitPlace(name, in: c) { return inner }
            return mentions(name, a) || mentions(name, b) ? "in a branch of `?:`, which awaits only when taken," : nil
        default:
            guard mentions(name, e) else { return nil }
            switch e.kind {
            case .call, .construct: return "in a call's arguments or on its receiver"
            case .member, .index: return "before `.` or `[…]`"
            case .closure, .customBinding: return "in a closure"
            default: return "in a list, a string or a closure"
            }
        }
    }

    private static func mentions(_ name: String, _ e: Expr) -> Bool {
        if case .name(let n) = e.kind { return n == name }
        return e.kind.subexpressions.contains { mentions(name, $0) }
    }

    /// A name of the task no text of the action writes and none made before: `base`, `base2`, ….
    private mutating func hiddenName(_ base: String) -> String {
        var name = base, n = 1
        while source.contains(name) || inlineAwaits?.names.contains(name) == true {
            n += 1
            name = "\(base)\(n)"
        }
        inlineAwaits?.names.insert(name)
        return name
    }

    /// `deltaResult` for `await delta()`, `loadResult` for `await store.load(q)`: the call's name.
    private func awaitedName(after look: Int) -> String {
        var i = look + 1, last = "awaited"
        while i < tokens.count, case .identifier(let word) = tokens[i].kind {
            last = word
            guard i + 1 < tokens.count, tokens[i + 1].kind == .symbol(.dot) || tokens[i + 1].kind == .symbol(.optionalDot) else { break }
            i += 2
        }
        return last + "Result"
    }
}

extension Sequence where Element == Statement {
    /// The statements as written, `; ` between them: those made for an `(await …)` stand in the
    /// text of the statement whose value holds it.
    var written: String { filter { $0.valuePart == nil }.map(\.source).joined(separator: "; ") }
}

extension ExprKind {
    /// `count` for `count` and `store.count`: the name a read is known by, if it has one.
    var plainName: String? {
        switch self {
        case .name(let n) where !n.hasPrefix("$"): return n
        case .member(_, let field): return field
        default: return nil
        }
    }
}

private extension Token.Kind {
    /// A name or a dot of a call's callee, `store.load` in `store.load(id)`.
    var isCalleePart: Bool {
        switch self {
        case .identifier, .symbol(.dot), .symbol(.optionalDot): true
        default: false
        }
    }
}
