/// Swift's loops in the statements of actions, tasks and methods: `for item in items where
/// item > 2 { … }` (docs/semantics.md §85), `for (i, item) in items.enumerated()`, `while` and
/// `repeat` (§87), and `break` and `continue`.
extension Parser {
    static let forInForm = "write `for item in items { total += item }`, or over a range: `for i in 0..<3 { … }`"

    /// `for PATTERN in SEQUENCE [where CONDITION] { … }`, PATTERN a name or the pair of
    /// `items.enumerated()` (§87); `for await` is parseForAwait's.
    mutating func parseForIn() throws -> Statement {
        let start = advance().location   // for
        let form = Self.forInForm
        let nameToken = advance()
        let pattern: LoopPattern
        switch nameToken.kind {
        case .symbol(.leftParen):
            pattern = try parsePairPattern(at: nameToken.location)
        case .identifier("var"), .identifier("case"):
            throw Diagnostic("`for \(nameToken.kind == .identifier("var") ? "var" : "case") …` is not expressed; a loop's name is a constant of each turn", at: nameToken.location,
                             hint: "write `for item in items { … }`; keep what changes in a holder, such as `state:`")
        case .identifier(let name) where name != "in" && name != "let":
            pattern = .name(name)
        default:
            throw Diagnostic("expected a name after `for`, found \(nameToken.describe)", at: nameToken.location, hint: form)
        }
        guard case .identifier("in") = peek.kind else {
            // Swift's own words for the missing keyword.
            throw Diagnostic("expected 'in' after for-each pattern", at: peek.location, hint: form)
        }
        _ = advance()
        if case .symbol(.leftBrace) = peek.kind {
            throw Diagnostic("expected a sequence to iterate after `for \(pattern.source) in`", at: peek.location, hint: form)
        }
        var sequence = try parseCondition()
        // `items.enumerated()`: its pairs are bound by the tuple pattern, so the loop keeps the
        // list and says it enumerates; a spec has no value of a pair.
        var enumerated = false
        if case .call(let base?, "enumerated", let args) = sequence.kind, args.isEmpty {
            guard case .pair = pattern else {
                throw Diagnostic("`\(sequence.source)` gives pairs of an offset and an element, which a loop's one name cannot hold here", at: sequence.location,
                                 hint: "name both: `for (i, \(pattern.source)) in \(sequence.source) { … }`, or `_` for the one not read")
            }
            (sequence, enumerated) = (base, true)
        }
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
        let loop = Loop(.forIn(pattern, sequence: sequence, enumerated: enumerated), condition: condition, body: body)
        return Statement(.loop(loop), at: start, source: "\(loop.head) { \(body.written) }")
    }

    /// `(i, x)` after `for`, its '(' read: two names, either `_`, the offset and the element of
    /// `items.enumerated()` (§87). Other tuple patterns are refused.
    private mutating func parsePairPattern(at location: Location) throws -> LoopPattern {
        let hint = "write `for (i, item) in items.enumerated() { … }`, `_` for a name not read; or loop over the indices, `for i in items.indices { … items[i] … }`"
        var names: [String] = []
        while true {
            let token = advance()
            guard case .identifier(let name) = token.kind, !["let", "var", "in", "case"].contains(name) else {
                throw Diagnostic("a tuple pattern is two names, the offset's and the element's, `for (i, item) in items.enumerated()`; found \(token.describe)",
                                 at: token.location, hint: hint)
            }
            names.append(name)
            if consume(.rightParen) { break }
            guard consume(.comma) else {
                throw Diagnostic("expected ',' or ')' in the tuple pattern, found \(peek.describe)", at: peek.location, hint: hint)
            }
        }
        guard names.count == 2 else {
            throw Diagnostic("a tuple pattern of \(names.count) names is not expressed; `items.enumerated()` gives pairs, `(i, item)`", at: location, hint: hint)
        }
        return .pair(offset: names[0], element: names[1])
    }

    /// `while CONDITION { … }` (§87).
    mutating func parseWhile() throws -> Statement {
        let start = advance().location   // while
        let form = "write `while n < 3 { n += 1 }`; a loop over a sequence is `for item in items { … }`"
        if case .identifier(let word) = peek.kind, word == "let" || word == "var" {
            throw Diagnostic("`while \(word)` is not expressed", at: peek.location,
                             hint: "test the optional, `while next != nil { … }`, and read it in the body")
        }
        if case .symbol(.leftBrace) = peek.kind {
            throw Diagnostic("missing condition in a 'while' statement", at: peek.location, hint: form)
        }
        let condition = try parseCondition()
        guard consume(.leftBrace) else {
            throw Diagnostic("expected '{' after 'while' condition, found \(peek.describe)", at: peek.location, hint: form)
        }
        let body = try parseStatements(until: .rightBrace, what: "while … { … }",
                                       unclosed: Diagnostic("a 'while … {' without its '}'", at: start, hint: form))
        _ = consume(.rightBrace)
        let loop = Loop(.whileTrue(condition), body: body)
        return Statement(.loop(loop), at: start, source: "\(loop.head) { \(body.written) }")
    }

    /// `repeat { … } while CONDITION` (§87).
    mutating func parseRepeat() throws -> Statement {
        let start = advance().location   // repeat
        let form = "write `repeat { n += 1 } while n < 3`"
        guard consume(.leftBrace) else {
            throw Diagnostic("expected '{' after 'repeat', found \(peek.describe)", at: peek.location, hint: form)
        }
        let body = try parseStatements(until: .rightBrace, what: "repeat { … }",
                                       unclosed: Diagnostic("a 'repeat {' without its '}'", at: start, hint: form))
        let close = peek.location
        _ = consume(.rightBrace)
        guard case .identifier("while") = peek.kind else {
            // Swift's words, at the body's end as Swift says them.
            throw Diagnostic("expected 'while' after body of 'repeat' statement", at: close, hint: form)
        }
        let whileToken = advance()
        if peek.kind == .end || startsLine || peek.kind == .symbol(.semicolon) || peek.kind == .symbol(.rightBrace) {
            throw Diagnostic("expected expression in 'repeat-while' condition", at: whileToken.location, hint: form)
        }
        let condition = try parseCondition()
        let loop = Loop(.repeatWhile(condition), body: body)
        return Statement(.loop(loop), at: start, source: "repeat { \(body.written) } while \(condition.source)")
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
