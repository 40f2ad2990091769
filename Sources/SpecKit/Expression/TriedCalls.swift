/// `try store.validate()`, `let n = try parser.parse(text)`, `try? parser.parse(text)`: a call of
/// a method declared `throws`, marked as Swift requires (docs/semantics.md §80). `try` lets the
/// error out of the expression; `try?` makes it nil.
enum TriedCalls {
    static let tries = "try"
    static let swallows = "try?"

    /// Whether `op` is a unary operator that marks a throwing call.
    static func marks(_ op: String) -> Bool { op == tries || op == swallows }

    /// A call of a method declared `throws` without `try`: Swift's "call can throw but is not
    /// marked with 'try'".
    static func untried(_ call: Expr) -> Diagnostic {
        Diagnostic("`\(call.source)` can throw, and is not marked with `try`", at: call.location,
                   hint: "write `try \(call.source)` where its error has somewhere to go, or `try? \(call.source)`, nil when it throws")
    }

    /// A `try` whose error has nowhere to go: Swift's "errors thrown from here are not handled",
    /// and, inside a `do` whose clauses do not take every error, "… because the enclosing catch
    /// is not exhaustive".
    static func unhandled(_ e: Expr, inPartialCatch: Bool) -> Diagnostic { unhandled(e.source, at: e.location, inPartialCatch) }
    static func unhandled(_ s: Statement, inPartialCatch: Bool) -> Diagnostic { unhandled(s.source, at: s.location, inPartialCatch) }

    private static func unhandled(_ source: String, at location: Location, _ inPartialCatch: Bool) -> Diagnostic {
        guard !inPartialCatch else {
            return Diagnostic("errors thrown from `\(source)` are not handled: the `catch` clauses around it do not take every error",
                              at: location, hint: "end the `do` with `catch { … }`, which takes every other error, or write `try?`")
        }
        return Diagnostic("errors thrown from `\(source)` are not handled here", at: location,
                          hint: "put it in `do { … } catch { … }`, write `try?`, or call it in a task; a method that lets the error out is declared `throws`")
    }
}

extension Expr {
    /// Whether a `try` (not `try?`) is written in the expression, outside closures it holds.
    var triesCall: Bool {
        switch kind {
        case .unary(TriedCalls.tries, _): return true
        case .unary(TriedCalls.swallows, _), .closure: return false
        default: return kind.subexpressions.contains(where: \.triesCall)
        }
    }
}

extension Parser {
    /// `try e` or `try? e` at the start of an expression: the whole expression to its right, as
    /// Swift's `try` covers; nil when no `try` comes next. An await after it is a statement's.
    mutating func parseTried() throws -> Expr? {
        let (look, tries, swallows) = tryAhead()
        guard tries || swallows else { return nil }
        if case .identifier("await") = tokens[look].kind {
            throw Diagnostic("`try await …` stands at the start of a statement in a task: `let found = try await search(query)`",
                             at: tokens[look].location, hint: "give the await's value a name in a statement of its own, then use the name")
        }
        let start = peek.location
        position = look
        let operand = try parseExpression()
        let op = swallows ? TriedCalls.swallows : TriedCalls.tries
        return Expr(.unary(op, operand), at: start, source: "\(op) \(operand.source)")
    }

    /// `try store.validate()` or `try? store.validate()` as a statement: a call run for its
    /// effect, marked as the statement's (`triesErrors`, `swallowsErrors`).
    mutating func parseTriedCall(at start: Location) throws -> Statement? {
        let (look, tries, swallows) = tryAhead()
        guard tries || swallows, case .identifier = tokens[look].kind, tokens[look].kind != .identifier("await") else { return nil }
        position = look
        let call = try parsePostfix()
        guard case .call = call.kind, peek.kind == .end || startsLine || peek.kind == .symbol(.semicolon) || peek.kind == .symbol(.rightBrace) else {
            throw Diagnostic("`try` marks a call that can throw: `try store.validate()`, or `let n = try parser.parse(text)`",
                             at: call.location, hint: "an assignment takes `try` on its right: `n = try parser.parse(text)`")
        }
        var statement = Statement(target: call, op: .call, value: call, location: start,
                                  source: (swallows ? "try? " : "try ") + call.source)
        statement.triesErrors = tries
        statement.swallowsErrors = swallows
        return statement
    }

    /// `_ = store.total()`, `_ = try? parser.parse(s)`, `_ = try await api.save(x)`: a call whose
    /// value is dropped on purpose, Swift's discard; nil when no `_ =` comes next.
    mutating func parseDiscard(at start: Location) throws -> Statement? {
        guard case .identifier("_") = peek.kind, position + 1 < tokens.count, tokens[position + 1].kind == .symbol(.assign) else { return nil }
        position += 2
        var statement: Statement
        if let awaited = try parseAwait(target: nil, at: start) {
            statement = awaited
        } else {
            let value = try parseExpression()
            var call = value
            if case .unary(let op, let inner) = value.kind, TriedCalls.marks(op) { call = inner }
            guard case .call = call.kind else {
                throw Diagnostic("`_ =` drops the value of a call here; found \(value.source)", at: value.location,
                                 hint: "a value computed and dropped changes nothing: write the statement that changes something")
            }
            statement = Statement(target: call, op: .call, value: call, location: start, source: value.source)
            if case .unary(let op, _) = value.kind {
                statement.triesErrors = op == TriedCalls.tries
                statement.swallowsErrors = op == TriedCalls.swallows
            }
        }
        statement.discardsResult = true
        statement.source = "_ = " + statement.source
        return statement
    }
}
