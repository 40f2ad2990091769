/// `withAnimation(…) { … }` in an action or an expression, and the animation it names
/// (docs/spec-format.md, *Animation*; docs/semantics.md §57). An animation changes how a change
/// is drawn, not which bodies run, so the spec keeps the animation only as written: for the trace
/// and the export.
extension Parser {
    /// The static members of SwiftUI's `Animation` an argument may start with.
    static let animationNames = ["default", "linear", "easeIn", "easeOut", "easeInOut", "spring", "interactiveSpring",
                                 "interpolatingSpring", "bouncy", "smooth", "snappy", "timingCurve"]

    static let withAnimationForm = "write withAnimation { count += 1 } or withAnimation(.spring) { count += 1 }"

    /// Whether the next statement is a `withAnimation`; one without its braces is an error it reports.
    var startsWithAnimation: Bool {
        guard case .identifier("withAnimation") = peek.kind else { return false }
        switch tokens[min(position + 1, tokens.count - 1)].kind {
        case .symbol(.assign), .symbol(.plusAssign), .symbol(.minusAssign), .symbol(.dot): return false
        default: return true
        }
    }

    /// `withAnimation(.spring) { a; b }` as a statement: its body runs at once, where it stands.
    mutating func parseWithAnimation() throws -> Statement {
        let start = advance().location
        let animation = try parseAnimationArgument(at: start)
        let called = animation.isEmpty ? "withAnimation" : "withAnimation(\(animation))"
        guard consume(.leftBrace) else {
            throw Diagnostic("\(called) needs its body in braces, found \(peek.describe)", at: peek.location, hint: Parser.withAnimationForm)
        }
        let body = try parseStatements(until: .rightBrace, what: "\(called) { … }",
                                       unclosed: Diagnostic("a '\(called) {' without its '}'", at: start, hint: Parser.withAnimationForm))
        _ = consume(.rightBrace)
        if body.isEmpty { throw Diagnostic("\(called) { } needs a statement in its body", at: start, hint: Parser.withAnimationForm) }
        if let waiting = body.first(where: \.suspends) {
            throw Diagnostic("`\(waiting.source)` awaits inside \(called)'s body, a closure that does not await", at: waiting.location,
                             hint: "await before it: `let found = await search(query)`, then `withAnimation { results = found }`")
        }
        if case .identifier("completion") = peek.kind { throw Parser.animationCompletionRefused(at: peek.location) }
        return Statement(.animated(animation: animation, body: body), at: start,
                         source: "\(called) { \(body.written) }")
    }

    /// `withAnimation(.default) { count * 2 }` where a value goes: the closure's one expression,
    /// whose value `withAnimation` returns. `start` is the location of the name, already read.
    mutating func parseWithAnimationValue(at start: Location) throws -> Expr {
        let animation = try parseAnimationArgument(at: start)
        let called = animation.isEmpty ? "withAnimation" : "withAnimation(\(animation))"
        try expect(.leftBrace, after: "after \(called): its body is in braces")
        let inner = try parseExpression()
        guard consume(.rightBrace) else {
            throw Diagnostic("expected '}' after \(called)'s value, found \(peek.describe)", at: peek.location,
                             hint: "where a value goes, its body is one expression: \(called) { count * 2 }; statements belong in an action")
        }
        return Expr(inner.kind, at: inner.location, source: "\(called) { \(inner.source) }")
    }

    /// The argument in `withAnimation(…)` as written, or "" when there is none: `nil`, or a static
    /// member of `Animation` with its arguments and the modifiers after it, such as
    /// `.spring(duration: 0.3).delay(1)`.
    mutating func parseAnimationArgument(at start: Location) throws -> String {
        guard consume(.leftParen) else { return "" }
        let text = try parseAnimation(at: start)
        if case .symbol(.comma) = peek.kind { throw Parser.animationCompletionRefused(at: peek.location) }
        try expect(.rightParen, after: "to close withAnimation(\(text)")
        return text
    }

    /// `.spring` in `animation: { value: x, with: .spring }`: an animation as written.
    public static func animation(_ source: String, at location: Location) throws -> String {
        var parser = try Parser(source, at: location, limits: .standard)
        let text = try parser.parseAnimation(at: location)
        try parser.expectEnd()
        return text
    }

    /// `.opacity` in `transition: .opacity`: a transition as written.
    public static func transition(_ source: String, at location: Location) throws -> String {
        var parser = try Parser(source, at: location, limits: .standard)
        let first = parser.peek
        var text = ""
        if case .identifier("AnyTransition") = first.kind { _ = parser.advance(); text = "AnyTransition" }
        guard parser.consume(.dot), case .identifier(let name) = parser.peek.kind else {
            throw Diagnostic("a transition is written as SwiftUI's, such as .opacity or .slide, found \(first.describe)", at: first.location,
                             hint: "for example `transition: .opacity` or `transition: .move(edge: .bottom)`")
        }
        guard Parser.transitionNames.contains(name) else {
            throw Diagnostic("`.\(name)` is not a transition SwiftUI has", at: parser.peek.location,
                             hint: Suggestion.hint(for: name, in: Parser.transitionNames, known: "transitions"))
        }
        text += "." + (try parser.parseMemberChain(at: location))
        try parser.expectEnd()
        return text
    }

    /// The static members of SwiftUI's `AnyTransition` a `transition:` may start with.
    static let transitionNames = ["identity", "opacity", "scale", "slide", "move", "push", "offset", "asymmetric", "blurReplace"]

    /// `nil`, or a static member of `Animation` with its arguments and modifiers.
    private mutating func parseAnimation(at start: Location) throws -> String {
        if case .identifier("nil") = peek.kind {
            _ = advance()
            return "nil"
        }
        var text = ""
        if case .identifier("Animation") = peek.kind { _ = advance(); text = "Animation" }
        let first = peek
        guard consume(.dot), case .identifier(let name) = peek.kind else {
            throw Diagnostic("an animation is written as SwiftUI's, such as .default or .spring, found \(first.describe)", at: first.location,
                             hint: "the statements go in braces after it: " + Parser.withAnimationForm)
        }
        guard Parser.animationNames.contains(name) else {
            throw Diagnostic("`.\(name)` is not an animation SwiftUI has", at: peek.location,
                             hint: Suggestion.hint(for: name, in: Parser.animationNames, known: "animations"))
        }
        return text + "." + (try parseMemberChain(at: start))
    }

    /// A member, its arguments and the members after it, as written: `spring(duration: 0.3).delay(1)`.
    private mutating func parseMemberChain(at start: Location) throws -> String {
        var text = ""
        // The member, its arguments and the modifiers after it, as written; none changes which bodies run.
        while true {
            guard case .identifier(let member) = advance().kind else { break }
            text += member
            if consume(.leftParen) { text += "(" + (try animationArguments(at: start)) + ")" }
            guard consume(.dot) else { break }
            text += "."
        }
        return text
    }

    /// The tokens up to the `)` that closes an animation's call, written back as Swift text.
    private mutating func animationArguments(at start: Location) throws -> String {
        var text = ""
        var depth = 0
        while true {
            let t = advance()
            switch t.kind {
            case .end:
                throw Diagnostic("an animation's '(' without its ')'", at: start, hint: Parser.withAnimationForm)
            case .symbol(.rightParen) where depth == 0:
                return text
            case .symbol(let s):
                if s == .leftParen { depth += 1 }
                if s == .rightParen { depth -= 1 }
                if s == .leftBrace || s == .rightBrace {
                    throw Diagnostic("unexpected \(t.describe) in an animation's arguments", at: t.location, hint: Parser.withAnimationForm)
                }
                text += s == .comma || s == .colon ? s.rawValue + " " : s.rawValue
            case .int(let n): text += String(n)
            case .decimal(let number): text += number   // `duration: 0.3`, as written
            case .string: text += t.describe
            case .identifier(let word):
                if word == "completionCriteria" { throw Parser.animationCompletionRefused(at: t.location) }
                text += word
            }
        }
    }

    /// `withAnimation(_:completionCriteria:_:completion:)`: a completion runs when the animation
    /// ends, a time a spec does not model.
    static func animationCompletionRefused(at location: Location) -> Diagnostic {
        Diagnostic("withAnimation's completion is not expressed: it runs when the animation ends, on a clock a spec does not keep",
                   at: location, hint: "write the statements after withAnimation { … } instead, or in a Task { await sleep(ms); … } for a time you choose")
    }

    /// Lexes with `lex`; where that fails on text holding `withTransaction(\\.key, …)`, whose key
    /// path the lexer has no token for, the refusal of withTransaction is the clearer message.
    static func withTransactionFirst(_ source: String, at location: Location, _ lex: () throws -> Parser) throws -> Parser {
        do { return try lex() } catch let d as Diagnostic {
            guard let r = source.range(of: "withTransaction") else { throw d }
            let before = source[..<r.lowerBound]
            throw withTransactionRefused(at: before.contains("\n") ? location : location.advanced(by: before.count))
        }
    }

    /// `withTransaction(…) { … }`: a transaction's keys are not expressed.
    static func withTransactionRefused(at location: Location) -> Diagnostic {
        Diagnostic("withTransaction is not expressed", at: location,
                   hint: "withAnimation { … } stands for it when it sets an animation; a transaction changes how a change is drawn, not which bodies run (docs/semantics.md §57)")
    }
}
