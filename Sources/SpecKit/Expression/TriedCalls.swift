/// `try store.validate()`, `let n = try parser.parse(text)`, `try? parser.parse(text)`: a call of
/// a method declared `throws`, marked as Swift requires (docs/semantics.md §80). `try` lets the
/// error out of the expression; `try?` makes it nil.
enum TriedCalls {
    static let tries = "try"
    static let swallows = "try?"
    /// `try! store.validate()`: the error stops the app, Swift's trap (§81).
    static let forces = "try!"

    /// Whether `op` is a unary operator that marks a throwing call.
    static func marks(_ op: String) -> Bool { op == tries || op == swallows || op == forces }

    /// What a `try!` does when its call throws: Swift's runtime error, "Fatal error: 'try!'
    /// expression unexpectedly raised an error", which stops the app; here it stops the run.
    static func trapped(_ source: String, _ thrown: ThrownOut, at location: Location) -> Diagnostic {
        Diagnostic("`\(source)` threw \(thrown.error.name), and `try!` stops the app when its call throws: Swift traps here "
                   + "(Fatal error: 'try!' expression unexpectedly raised an error: \(thrown.error.name))", at: location,
                   hint: "write `try` where the error has somewhere to go, or `try?` to make it nil; `try!` says the call never throws")
    }

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
        // `try!` lets no error out: a thrown one stops the app (§81).
        case .unary(TriedCalls.swallows, _), .unary(TriedCalls.forces, _), .closure: return false
        default: return kind.subexpressions.contains(where: \.triesCall)
        }
    }
}

extension Parser {
    /// `try e` or `try? e` at the start of an expression: the whole expression to its right, as
    /// Swift's `try` covers; nil when no `try` comes next. An await after it is a statement's.
    mutating func parseTried() throws -> Expr? {
        if let forced = try parseForced() { return forced }
        let (look, tries, swallows) = tryAhead()
        guard tries || swallows else { return nil }
        // `count = try await delta() + 1`: the await opens the value, its first operand (InlineAwaits).
        if tries, inlineAwaits != nil, awaitOpensAnOperation() { return nil }
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

    /// `try! e`: the expression to its right, whose error stops the app (§81); nil when no
    /// `try!` comes next. An await after it is not expressed.
    mutating func parseForced() throws -> Expr? {
        guard let look = forcedAhead() else { return nil }
        if case .identifier("await") = tokens[look].kind {
            // [D] The engine's awaits throw where a task resumes, which a trap would have to follow.
            throw Diagnostic("`try! await …` is not expressed: an await's error goes to a `catch`, or is made nil", at: tokens[look].location,
                             hint: "write `try await …` in a `do { … } catch { … }`, or `try? await …`")
        }
        let start = peek.location
        position = look
        let operand = try parseExpression()
        return Expr(.unary(TriedCalls.forces, operand), at: start, source: "\(TriedCalls.forces) \(operand.source)")
    }

    /// The token after `try!`, when it comes next.
    func forcedAhead() -> Int? {
        guard case .identifier("try") = tokens[position].kind, position + 2 < tokens.count,
              case .symbol(.not) = tokens[position + 1].kind else { return nil }
        return position + 2
    }

    /// `try store.validate()`, `try? store.validate()` or `try! store.validate()` as a statement:
    /// a call run for its effect, marked as the statement's (`triesErrors`, `swallowsErrors`,
    /// `forcesErrors`).
    mutating func parseTriedCall(at start: Location) throws -> Statement? {
        if let forced = forcedAhead() {
            if case .identifier("Task") = tokens[forced].kind {
                // [D] A cancelled task's check would stop the app: the same trap, not expressed.
                throw Diagnostic("`try!` before `Task.checkCancellation()` is not expressed", at: start,
                                 hint: "write `try Task.checkCancellation()` in a task, or test `Task.isCancelled`")
            }
            let expr = try parseForced()
            guard let expr, case .unary(_, let call) = expr.kind, case .call = call.kind,
                  peek.kind == .end || startsLine || peek.kind == .symbol(.semicolon) || peek.kind == .symbol(.rightBrace) else {
                throw Diagnostic("`try!` marks a call that can throw: `try! store.validate()`, or `let n = try! parser.parse(text)`",
                                 at: start, hint: "an assignment takes `try!` on its right: `n = try! parser.parse(text)`")
            }
            var statement = Statement(target: call, op: .call, value: call, location: start, source: expr.source)
            statement.forcesErrors = true
            return statement
        }
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
                statement.forcesErrors = op == TriedCalls.forces
            }
        }
        statement.discardsResult = true
        statement.source = "_ = " + statement.source
        return statement
    }
}
