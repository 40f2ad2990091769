/// `switch filter { case .all: count = 0; case .active, .done: count = 1; default: count = 2 }`
/// in an action, a task or a method (docs/semantics.md §92.6): the subject is evaluated once, the
/// first case with a pattern equal to it runs, else `default:`, and no case falls through to the
/// next. A pattern is a case of an enum (`.done`, `Filter.done`) or a literal (`1`, `"a"`, `true`).
public struct SwitchStatement: Sendable {
    /// `case .active, .done: …`: its patterns, as written, and its statements.
    public struct Case: Sendable {
        public var patterns: [Expr]
        public var body: [Statement]
        public var location: Location
    }

    public var subject: Expr
    public var cases: [Case]
    /// The statements of `default:`; nil when the switch has none.
    public var otherwise: [Statement]?
    /// Where `default` is written, for the messages about it.
    public var defaultLocation: Location?

    /// Each case's statements, then the default's: the blocks one of which runs.
    public var bodies: [[Statement]] { cases.map(\.body) + (otherwise.map { [$0] } ?? []) }

    /// Every block's statements, in order.
    public var statements: [Statement] { bodies.flatMap { $0 } }

    /// `.active, .done` of one case, as written.
    static func listed(_ patterns: [Expr]) -> String { patterns.map(\.source).joined(separator: ", ") }
}

extension Parser {
    static let switchForm = "write `switch filter { case .all: count = 0; case .active, .done: count = 1 }`"

    /// `switch subject { case p, q: a; b; default: c }`: each label's statements up to the next
    /// label, separated by `;` or each on a line of its own, as Swift writes them.
    mutating func parseSwitch() throws -> Statement {
        let start = advance().location   // switch
        if case .symbol(.leftBrace) = peek.kind {
            throw Diagnostic("a `switch` needs a value before its '{'", at: peek.location, hint: Self.switchForm)
        }
        let subject = try parseCondition()
        guard consume(.leftBrace) else {
            throw Diagnostic("expected '{' after `switch \(subject.source)`, found \(peek.describe)", at: peek.location, hint: Self.switchForm)
        }
        var s = SwitchStatement(subject: subject, cases: [], otherwise: nil, defaultLocation: nil)
        var shown: [String] = []
        while !consume(.rightBrace) {
            let label = advance()
            guard case .identifier(let word) = label.kind, word == "case" || word == "default" else {
                throw label.kind == .end
                    ? Diagnostic("`switch \(subject.source) {` has no '}'", at: start, hint: Self.switchForm)
                    : Diagnostic("expected `case` or `default` in a switch, found \(label.describe)", at: label.location, hint: Self.switchForm)
            }
            if s.defaultLocation != nil {
                throw Diagnostic("additional '\(word)' blocks cannot appear after the 'default' block of a 'switch'", at: label.location,
                                 hint: "`default:` takes every value no case lists: write it last, once")
            }
            let patterns = word == "case" ? try parseCasePatterns(at: label.location) : []
            guard consume(.colon) else {
                throw Diagnostic("expected ':' after `\(word == "case" ? "case " + SwitchStatement.listed(patterns) : "default")`, found \(peek.describe)",
                                 at: peek.location, hint: Self.switchForm)
            }
            let (body, written) = try parseCaseBody(label: word, at: label.location, in: subject)
            shown.append((word == "case" ? "case \(SwitchStatement.listed(patterns)): " : "default: ") + written)
            if word == "case" {
                s.cases.append(SwitchStatement.Case(patterns: patterns, body: body, location: label.location))
            } else {
                (s.otherwise, s.defaultLocation) = (body, label.location)
            }
        }
        if s.cases.isEmpty && s.otherwise == nil {
            throw Diagnostic("'switch' statement body must have at least one 'case' or 'default' block", at: start, hint: Self.switchForm)
        }
        return Statement(.switchCases(s), at: start, source: "switch \(subject.source) { \(shown.joined(separator: "; ")) }")
    }

    /// `.active, .done` after `case`: enum cases and literals, as the engine compares them.
    private mutating func parseCasePatterns(at label: Location) throws -> [Expr] {
        var patterns: [Expr] = []
        repeat {
            if case .identifier(let word) = peek.kind, word == "let" || word == "var" {
                throw Diagnostic("`case \(word) …` binds a value, which is not expressed: a case lists the values it matches", at: peek.location,
                                 hint: "list them, `case .active, .done:`, or take every other value with `default:`, where the switch's value is still in scope")
            }
            if case .identifier("_") = peek.kind {
                throw Diagnostic("`case _:` matches every value: Swift's `default:` says it", at: peek.location, hint: "write `default:`")
            }
            if case .symbol(.colon) = peek.kind {
                throw Diagnostic("a case value is missing before ':'", at: peek.location, hint: "list the values a case matches: `case .active, .done:`")
            }
            let pattern = try parseExpression()
            guard SwitchPatterns.isPattern(pattern) else {
                throw Diagnostic("a case of a switch in an action is an enum case or a literal; found `\(pattern.source)`", at: pattern.location,
                                 hint: "write `.done`, `Filter.done`, `1` or `\"a\"`; to test a condition, use `if`")
            }
            patterns.append(pattern)
        } while consume(.comma)
        if case .identifier("where") = peek.kind {
            throw Diagnostic("a case's `where` is not expressed", at: peek.location, hint: "test the condition with an `if` in the case's statements")
        }
        return patterns
    }

    /// A label's statements, up to the next label or the switch's '}': at least one, as Swift
    /// requires, `break` for none. A `break` ends the switch in Swift: last among them it is
    /// dropped; anywhere else it is refused (§92.6).
    private mutating func parseCaseBody(label: String, at location: Location, in subject: Expr) throws -> ([Statement], String) {
        depth += 1
        defer { depth -= 1 }
        if depth + 1 > maxDepth {
            throw Diagnostic("statements nested deeper than \(maxDepth) levels in a switch", at: peek.location, hint: Parser.nestedBodiesHint)
        }
        var body: [Statement] = []
        while !endsCase {
            if consume(.semicolon) { continue }
            if case .identifier("fallthrough") = peek.kind {
                throw Diagnostic("`fallthrough` is not expressed: a case's statements end at the next case", at: peek.location,
                                 hint: "list the values two cases share in one case, `case .active, .done:`")
            }
            body.append(try parseStatement())
            body += takePending()
            if consume(.semicolon) || startsLine { continue }
            if case .symbol(.rightBrace) = peek.kind { break }
            if case .end = peek.kind { break }
            throw Diagnostic("expected ';' or a new line after `\(body.last?.source ?? label)`, found \(peek.describe)", at: peek.location,
                             hint: "the statements of a case are separated by ';' or each on a line of its own")
        }
        if case .end = peek.kind { throw Diagnostic("`switch \(subject.source) {` has no '}'", at: location, hint: Self.switchForm) }
        guard !body.isEmpty else {
            throw Diagnostic("'\(label)' label in a 'switch' must have at least one executable statement", at: location,
                             hint: "write `break` to do nothing for it")
        }
        let written = body.written
        if let i = body.firstIndex(where: Self.isBreak), i < body.count - 1 {
            throw Diagnostic("code after 'break' will never be executed", at: body[i + 1].location,
                             hint: "`break` leaves the switch; put it last, or leave it out")
        }
        if let last = body.last, Self.isBreak(last) { body.removeLast() }
        if let nested = body.lazy.compactMap(Self.breakInBlock).first {
            throw Diagnostic("a `break` inside an `if` or a `do` in a switch case leaves the switch, which is not expressed", at: nested,
                             hint: "choose with `if … else` so that the rest of the case runs only when it should")
        }
        return (body, written)
    }

    /// Whether the next token ends a case's statements: another label, or the switch's '}'.
    private var endsCase: Bool {
        switch peek.kind {
        case .identifier("case"), .identifier("default"), .symbol(.rightBrace), .end: return true
        default: return false
        }
    }

    private static func isBreak(_ s: Statement) -> Bool {
        if case .loopJump(.breakLoop) = s.kind { return true }
        return false
    }

    /// A `break` in a block of the case (an `if`'s branch, a `do`), which would leave the
    /// switch: not one in a loop of its own, nor in a closure.
    private static func breakInBlock(_ s: Statement) -> Location? {
        let blocks: [Statement]
        switch s.kind {
        case .ifElse(_, let then, let otherwise): blocks = then + otherwise
        case .doCatch(let body, let clauses): blocks = body + clauses.flatMap(\.body)
        default: return nil
        }
        return blocks.lazy.compactMap { isBreak($0) ? $0.location : breakInBlock($0) }.first
    }
}

/// What a switch's case may list, and the values it lists, as the engine compares them.
enum SwitchPatterns {
    /// `.done`, `Filter.done`, `1`, `-1`, `"a"`, `true`.
    static func isPattern(_ e: Expr) -> Bool {
        switch e.kind {
        case .int, .string, .bool: return true
        case .unary("-", let x): if case .int = x.kind { return true } else { return false }
        case .member(let base, _):
            guard case .name(let type) = base.kind else { return false }
            return type.first?.isUppercase == true
        default: return false
        }
    }

    /// The case's name when `e` is written `.done` or `Type.done`; nil for a literal.
    static func caseName(_ e: Expr) -> (type: String?, name: String)? {
        guard case .member(let base, let name) = e.kind, case .name(let type) = base.kind else { return nil }
        return (ImplicitMember.name(of: e) != nil ? nil : type, name)
    }
}

extension SwitchPatterns {
    /// The value a pattern lists, compared with the subject's: `.done` is the case of the
    /// subject's type, as Swift takes the pattern's type from the subject; a value of another
    /// type is refused, as the checks refuse it before a run.
    static func value(of pattern: Expr, against subject: Value, in scope: Scope) throws -> Value {
        try value(of: pattern, against: subject, in: scope) { value in
            Diagnostic("expression pattern of type '\(value.typeName)' cannot match values of type '\(subject.typeName)'", at: pattern.location,
                       hint: "every case lists values of the switch's type")
        }
    }

    /// The value a pattern lists, `.done` taken as the subject's type; `otherType` says how a
    /// value of another type is refused, in the words of the switch it is in.
    static func value(of pattern: Expr, against subject: Value, in scope: Scope, otherType: (Value) -> Diagnostic) throws -> Value {
        let value = try ImplicitMember.evaluate(pattern, like: subject, in: scope)
        guard value.typeName == subject.typeName else { throw otherType(value) }
        return value
    }
}
