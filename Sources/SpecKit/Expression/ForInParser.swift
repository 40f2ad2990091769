/// `for item in items where item > 2 { … }`, `break` and `continue`: Swift's loop over a
/// sequence in the statements of actions, tasks and methods (docs/semantics.md §85).
extension Parser {
    static let forInForm = "write `for item in items { total += item }`, or over a range: `for i in 0..<3 { … }`"

    /// `for NAME in SEQUENCE [where CONDITION] { … }`; `for await` is parseForAwait's.
    mutating func parseForIn() throws -> Statement {
        let start = advance().location   // for
        let form = Self.forInForm
        let nameToken = advance()
        let variable: String
        switch nameToken.kind {
        case .symbol(.leftParen):
            throw Diagnostic("a tuple pattern, `for (i, item) in …`, is not expressed", at: nameToken.location,
                             hint: "loop over the indices and read the element: `for i in items.indices { … items[i] … }`")
        case .identifier("var"), .identifier("case"):
            throw Diagnostic("`for \(nameToken.kind == .identifier("var") ? "var" : "case") …` is not expressed; a loop's name is a constant of each turn", at: nameToken.location,
                             hint: "write `for item in items { … }`; keep what changes in a holder, such as `state:`")
        case .identifier(let name) where name != "in" && name != "let":
            variable = name
        default:
            throw Diagnostic("expected a name after `for`, found \(nameToken.describe)", at: nameToken.location, hint: form)
        }
        guard case .identifier("in") = peek.kind else {
            // Swift's own words for the missing keyword.
            throw Diagnostic("expected 'in' after for-each pattern", at: peek.location, hint: form)
        }
        _ = advance()
        if case .symbol(.leftBrace) = peek.kind {
            throw Diagnostic("expected a sequence to iterate after `for \(variable) in`", at: peek.location, hint: form)
        }
        let sequence = try parseCondition()
        var condition: Expr?
        if case .identifier("where") = peek.kind {
            _ = advance()
            condition = try parseCondition()
        }
        guard consume(.leftBrace) else {
            throw Diagnostic("expected '{' to start the body of for-each loop, found \(peek.describe)", at: peek.location, hint: form)
        }
        let body = try parseStatements(until: .rightBrace, what: "for … in … { … }",
                                       unclosed: Diagnostic("a 'for … in … {' without its '}'", at: start, hint: form))
        _ = consume(.rightBrace)
        let head = "for \(variable) in \(sequence.source)" + (condition.map { " where \($0.source)" } ?? "")
        return Statement(.forIn(ForInLoop(variable: variable, sequence: sequence, condition: condition, body: body)), at: start,
                         source: "\(head) { \(body.map(\.source).joined(separator: "; ")) }")
    }

    /// `break` or `continue`, which stand alone: a label after it (`break outer`) is not expressed.
    mutating func parseLoopJump(_ jump: LoopJump) throws -> Statement {
        let start = advance().location
        switch peek.kind {
        case .end, .symbol(.semicolon), .symbol(.rightBrace): break
        case _ where startsLine: break
        case .identifier(let label):
            throw Diagnostic("a labeled `\(jump.rawValue) \(label)` is not expressed; `\(jump.rawValue)` leaves the innermost loop", at: peek.location,
                             hint: "to leave an outer loop too, set a flag and test it after the inner loop")
        default:
            throw Diagnostic("expected ';' or a new line after `\(jump.rawValue)`, found \(peek.describe)", at: peek.location)
        }
        return Statement(.loopJump(jump), at: start, source: jump.rawValue)
    }
}
