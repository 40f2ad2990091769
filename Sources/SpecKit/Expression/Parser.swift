/// Recursive-descent parser for expressions, statements and label templates.
///
/// Precedence, loosest first: `||`, `&&`, comparisons, `+ -`, `* / %`, unary `! -`, member access.
public struct Parser {
    // Internal, not private: StatementParser.swift reads the tokens too.
    var tokens: [Token]
    var position = 0
    /// Levels of expressions and of statement bodies (`Task { … }`, `withAnimation { … }`) open now.
    var depth = 0
    /// Statements one written statement stands for, after the one parsed: a `guard let`'s constant.
    var pending: [Statement] = []
    /// In the body of a model's method: `return e` gives the method's value (§62); elsewhere a
    /// `return` stands alone, as an action returns nothing.
    var returnsValues = false
    /// In an `if`'s or a `guard`'s condition, where a `{` after a list's `first` or `count` opens
    /// the branch, as Swift reads it.
    var inCondition = false
    /// The names of the task groups whose bodies enclose the statement being read, innermost
    /// last: `group.addTask { … }` and `for await n in group` are theirs (§88).
    var taskGroups: [(group: String, childType: String)] = []
    /// In a view's code, where `self.showing` is the view's own `showing` (ViewSelf.swift).
    var viewSelf = false

    /// The statements waiting after the one just parsed, taken.
    mutating func takePending() -> [Statement] {
        guard !pending.isEmpty else { return [] }
        defer { pending = [] }
        return pending
    }
    let maxDepth: Int
    let source: String
    /// The statements a value's `(await …)`s stand for (InlineAwaits.swift); nil where none can be.
    var inlineAwaits: InlineAwaits?

    init(_ source: String, at location: Location, limits: Limits, sourceLines: Bool = true) throws {
        self.tokens = try Lexer.tokens(source, at: location, maxString: limits.valueSize, sourceLines: sourceLines)
        self.source = source
        self.maxDepth = limits.expressionDepth
    }

    /// One expression, the whole text.
    /// `viewSelf`: in a view's code (ViewSelf.swift).
    public static func expression(_ source: String, at location: Location,
                                  limits: Limits = .standard, sourceLines: Bool = true, viewSelf: Bool = false) throws -> Expr {
        if limits.expressionDepth >= 1, let word = word(source, at: location) { return word }
        if limits.expressionDepth >= 2, let built = construction(source, at: location) { return built }
        if !(viewSelf && source.hasPrefix("self.")), let chain = fields(source, at: location, maxDepth: limits.expressionDepth) { return chain }
        if let closure = try closure(source, at: location, limits: limits, viewSelf: viewSelf) { return closure }
        var parser = try Parser(source, at: location, limits: limits, sourceLines: sourceLines)
        parser.viewSelf = viewSelf
        if case .end = parser.peek.kind {
            throw Diagnostic("an expression is missing here", at: location)
        }
        let e = try parser.parseExpression()
        try parser.expectEnd()
        return e
    }

    /// Statements separated by `;`, or each on a line of its own in a literal block, as Swift
    /// ends a statement at a line break.
    /// `viewSelf`: in a view's code (ViewSelf.swift).
    public static func statements(_ source: String, at location: Location,
                                  limits: Limits = .standard, sourceLines: Bool = true, viewSelf: Bool = false) throws -> [Statement] {
        try statements(source, at: location, limits: limits, sourceLines: sourceLines, returnsValues: false, viewSelf: viewSelf)
    }

    /// The same, in a model's method, where `return e` may give its value (§62).
    static func statements(_ source: String, at location: Location, limits: Limits, sourceLines: Bool,
                           returnsValues: Bool, viewSelf: Bool = false) throws -> [Statement] {
        if limits.expressionDepth >= 1, let assignment = assignment(source, at: location) { return [assignment] }
        if let braced = bracedAction(source, at: location) { throw braced }
        var parser = try withTransactionFirst(source, at: location) {
            try Parser(source, at: location, limits: limits, sourceLines: sourceLines)
        }
        parser.returnsValues = returnsValues
        parser.viewSelf = viewSelf
        var result: [Statement] = []
        while true {
            if case .end = parser.peek.kind { break }
            result.append(try parser.parseStatement())
            result += parser.takePending()
            if parser.consume(.semicolon) || parser.startsLine { continue }
            try parser.expectEnd()
            break
        }
        if result.isEmpty { throw Diagnostic("a statement is missing here", at: location,
                                             hint: "for example `count += 1`") }
        return result
    }

    // MARK: - Grammar

    var peek: Token { tokens[position] }

    /// Whether the next token starts a new line of the file (a literal block's next line): a
    /// statement ends there.
    var startsLine: Bool {
        guard position > 0, tokens[position].kind != .end else { return false }
        return tokens[position].location.line > tokens[position - 1].location.line
    }

    mutating func advance() -> Token {
        let t = tokens[position]
        if position < tokens.count - 1 { position += 1 }
        return t
    }

    mutating func consume(_ symbol: Token.Symbol) -> Bool {
        if case .symbol(symbol) = peek.kind { position += 1; return true }
        return false
    }

    /// `what` is built only for the message: "to close \(name)(…)" made a String at every call.
    mutating func expect(_ symbol: Token.Symbol, after what: @autoclosure () -> String) throws {
        guard consume(symbol) else {
            // `String(selected!)`: Swift's force unwrap inside a call.
            let unwrap: Bool = { if case .symbol(.not) = peek.kind { true } else { false } }()
            throw Diagnostic("expected '\(symbol.rawValue)' \(what()), found \(peek.describe)", at: peek.location,
                             hint: unwrap ? Parser.forceUnwrapHint : nil)
        }
    }

    func expectEnd() throws {
        guard case .end = peek.kind else {
            if case .symbol(let brace) = peek.kind, brace == .leftBrace || brace == .rightBrace {
                throw Parser.braceInExpression(brace, at: peek.location)
            }
            throw Diagnostic("unexpected \(peek.describe)", at: peek.location, hint: Parser.trailingHint(peek, in: source))
        }
    }

    mutating func parseExpression() throws -> Expr {
        depth += 1
        defer { depth -= 1 }
        if depth > maxDepth {
            throw Diagnostic("expression nested deeper than \(maxDepth) levels", at: peek.location,
                             hint: "each parenthesis, argument list or `? :` inside another counts as a level; give an inner part a name of its own (a `let`, a holder or a computed property)")
        }
        if let tried = try parseTried() { return tried }
        return try parseConditional()
    }

    /// `c ? a : b`, looser than every binary operator and grouping to the right, as in Swift:
    /// `a ? b : c ? d : e` is `a ? b : (c ? d : e)`.
    mutating func parseConditional() throws -> Expr {
        let condition = try parseBinary(from: 0)
        guard case .symbol(.question) = peek.kind else { return condition }
        let question = advance()
        let then = try parseExpression()
        guard consume(.colon) else {
            // `shelf ?[0]`: a chain through a subscript written with a space, which Swift reads as this operator.
            let chain = then.source.hasPrefix("[") ? "; to chain through a subscript, write the `?` against the name: `\(condition.source)?\(then.source.prefix { $0 != " " })`" : ""
            throw Diagnostic("expected ':' after \(condition.source) ? \(then.source), found \(peek.describe)", at: peek.location,
                             hint: "the conditional operator takes both branches: `cond ? a : b`" + chain)
        }
        let otherwise = try parseExpression()
        let e = Expr(.conditional(condition, then, otherwise), at: question.location,
                     source: "\(condition.source) ? \(then.source) : \(otherwise.source)")
        try checkHeight(e, at: question.location)
        return e
    }

    /// An operator's level, loosest first: `||`, `&&`, comparisons, `??`, `..< ...`, `+ -`, `* / %`.
    static func level(of op: Token.Symbol) -> Int? {
        switch op {
        case .or: return 0
        case .and: return 1
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return 2
        // Swift's NilCoalescingPrecedence: tighter than comparison, looser than addition.
        case .coalesce: return 3
        // Swift's RangeFormationPrecedence: tighter than `??`, looser than addition.
        case .halfOpenRange, .closedRange: return 4
        case .plus, .minus: return 5
        case .times, .divide, .remainder: return 6
        default: return nil
        }
    }

    static let rangeLevel = 4
    /// Operators of level `minimum` or tighter, all left-associative: precedence climbing, the
    /// same trees as one function a level without descending through every level for each operand.
    mutating func parseBinary(from minimum: Int) throws -> Expr {
        var lhs = try parseOpeningAwait() ?? parseUnary()
        while true {
            // `error is CancellationError`: Swift's CastingPrecedence, looser than a range (§75.5).
            if case .identifier("is") = peek.kind, minimum <= Parser.castLevel {
                lhs = try parseIs(lhs)
                continue
            }
            guard case .symbol(let op) = peek.kind, let level = Parser.level(of: op), level >= minimum else { break }
            let opToken = advance()
            if let refused = awaitRightOfOperator(lhs, op) { throw refused }
            // `??` groups to the right, as in Swift: `a ?? b ?? c` is `a ?? (b ?? c)`. In
            // `count + (await delta())`, what is left of an await is read before it (§27.10).
            let mark = inlineAwaits?.statements.count
            let rhs = op == .coalesce ? try parseCoalescedRight(level, at: opToken.location) : try parseBinary(from: level + 1)
            if let mark { lhs = try readBeforeAwaits(lhs, op: op, from: mark) }
            // A range as Swift code writes it, `0..<n`; other operators spaced.
            let spaced = level == Parser.rangeLevel ? op.rawValue : " \(op.rawValue) "
            lhs = Expr(.binary(op.rawValue, lhs, rhs), at: opToken.location, source: lhs.source + spaced + rhs.source)
            try checkHeight(lhs, at: opToken.location)
            // Range formation has no associativity in Swift: `0..<1..<2` does not compile.
            if level == Parser.rangeLevel, case .symbol(let next) = peek.kind, Parser.level(of: next) == level {
                throw Diagnostic("a range cannot be the bound of another range in \(source.quotable)", at: peek.location,
                                 hint: "Swift's range operators do not chain; write one range, such as 0..<n")
            }
        }
        return lhs
    }

    mutating func parseUnary() throws -> Expr {
        if case .symbol(let op) = peek.kind, op == .not || op == .minus {
            let t = advance()
            depth += 1
            defer { depth -= 1 }
            if depth > maxDepth {
                throw Diagnostic("expression nested deeper than \(maxDepth) levels", at: t.location,
                                 hint: "each `!` or `-` counts as a level; two of them cancel out (`!!x` is `x`), so write at most one")
            }
            let operand = try parseUnary()
            return Expr(.unary(op.rawValue, operand), at: t.location, source: "\(op.rawValue)\(operand.source)")
        }
        return try parsePostfix()
    }

    mutating func parsePostfix() throws -> Expr {
        var e = try parsePrimary()
        while true {
            if consume(.dot) {
                let t = advance()
                guard case .identifier(let field) = t.kind else {
                    throw Diagnostic("expected a field name after '.', found \(t.describe)", at: t.location,
                                     hint: t.kind == .symbol(.dot) ? "a range is written 0..<n, up to n, or 0...n, through n" : nil)
                }
                if consume(.leftParen) {
                    try refuseUnexpressedClosure(e, field, parenthesized: true, at: t.location)
                    if let method = ListClosure.Method(rawValue: field), let made = try parseListClosure(e, method, parenthesized: true, at: t.location) {
                        e = made
                    } else if let made = try parsePairClosure(e, field, parenthesized: true, at: t.location) {
                        e = made
                    } else {
                        e = try parseCall(e, field, at: t.location)
                    }
                } else if case .symbol(.leftBrace) = peek.kind, let method = ListClosure.Method(rawValue: field),
                          method == .filter || !inCondition {
                    // In an `if`'s or a `guard`'s condition, as in Swift, `{` opens the branch,
                    // not a trailing closure: `if let top = items.first { … }`.
                    e = try parseListClosure(e, method, parenthesized: false, at: t.location)!
                } else if case .symbol(.leftBrace) = peek.kind, !inCondition, field == "forEach" {
                    try refuseUnexpressedClosure(e, field, parenthesized: false, at: t.location)
                } else if case .symbol(.leftBrace) = peek.kind, !inCondition, let made = try parsePairClosure(e, field, parenthesized: false, at: t.location) {
                    // `todos.sorted { $0.title < $1.title }`: a trailing closure of two values (§76).
                    e = made
                } else {
                    e = Expr(.member(e, field), at: t.location, source: "\(e.source).\(field)")
                }
            } else if case .symbol(.optionalDot) = peek.kind {
                e = try parseOptionalMember(of: e)
            } else if case .symbol(.leftBracket) = peek.kind {
                let t = advance()
                let index = try parseExpression()
                // `notes["a", default: ""]`: a dictionary's subscript.
                if case .symbol(.comma) = peek.kind { throw Parser.dictionary(at: t.location) }
                try expect(.rightBracket, after: "to close the index")
                e = Expr(.index(e, index), at: t.location, source: "\(e.source)[\(index.source)]")
            } else if optionalSubscriptFollows() {
                e = try parseOptionalSubscript(of: e)
            } else {
                return e
            }
            try checkHeight(e, at: e.location)
        }
    }

    /// The arguments of `base.name(…)` or `name(…)`, after the `(`: labelled or not, as in Swift.
    mutating func parseCall(_ base: Expr?, _ name: String, at location: Location) throws -> Expr {
        var args: [(label: String?, value: Expr)] = []
        if !consume(.rightParen) {
            repeat {
                var label: String?
                if case .identifier(let l) = peek.kind, position + 1 < tokens.count, tokens[position + 1].kind == .symbol(.colon) {
                    label = l
                    position += 2
                }
                args.append((label, try parseExpression()))
            } while consume(.comma)
            try expect(.rightParen, after: "to close \(name)(…)")
        }
        var src = base.map { $0.source + "." } ?? ""
        src += name
        src += "("
        for (i, arg) in args.enumerated() {
            if i > 0 { src += ", " }
            if let label = arg.label { src += label; src += ": " }
            src += arg.value.source
        }
        src += ")"
        return Expr(.call(base, name, args), at: location, source: src)
    }

    mutating func parsePrimary() throws -> Expr {
        let t = advance()
        switch t.kind {
        case .int(let n):
            return Expr(.int(n), at: t.location, source: String(n))
        case .string(let s):
            return Expr(.string(s), at: t.location, source: t.describe)
        case .identifier(let name):
            if let literal = Parser.literal(name, at: t.location) { return literal }
            if viewSelf, name == "self", let own = try parseViewMember() { return own }
            if name == "Binding", let made = try parseBindingAfterName(at: t.location) { return made }
            if name == "Optional", peek.kind == .symbol(.less) {
                throw Diagnostic("`Optional<…>` is Swift's type, which the spec does not write", at: t.location, hint: Parser.castHint)
            }
            if name == "withAnimation", peek.kind == .symbol(.leftParen) || peek.kind == .symbol(.leftBrace) {
                return try parseWithAnimationValue(at: t.location)
            }
            // Types start with a capital, as in Swift: `Model(input: 1)` builds, `onLike()` calls.
            if consume(.leftParen) {
                if Parser.startsWithCapital(name) { return try parseConstruction(name, at: t.location) }
                return try parseCall(nil, name, at: t.location)
            }
            return Expr(.name(name), at: t.location, source: name)
        case .symbol(.leftParen):
            if let awaited = try parseParenthesisedAwait(at: t.location) { return awaited }
            let inner = try parseExpression()
            try expect(.rightParen, after: "to close '('")
            return Expr(inner.kind, at: inner.location, source: "(\(inner.source))")
        case .symbol(.leftBracket):
            var items: [Expr] = []
            // `[:]`, `["a": 1]`: a dictionary literal.
            if case .symbol(.colon) = peek.kind { throw Parser.dictionary(at: t.location) }
            if !consume(.rightBracket) {
                repeat {
                    items.append(try parseExpression())
                    if case .symbol(.colon) = peek.kind { throw Parser.dictionary(at: t.location) }
                } while consume(.comma)
                try expect(.rightBracket, after: "to close the list")
            }
            return Expr(.list(items), at: t.location, source: "[\(items.map(\.source).joined(separator: ", "))]")
        case .symbol(.dot) where peek.kind == .identifier("constant"):
            // `.constant(x)`: Binding's static method, its type inferred from where it goes.
            _ = advance()
            try expect(.leftParen, after: "after .constant")
            return try parseConstantBinding(at: t.location)
        case .symbol(.dot):
            // `.background`: an implicit member, as Swift infers its type from where it goes; the
            // only enum here is ScenePhase (§41), so it is read as `ScenePhase.background`.
            let member = advance()
            guard case .identifier(let name) = member.kind else {
                throw Diagnostic("unexpected \(member.describe) after '.'", at: member.location,
                                 hint: "a scene's phase is written .active, .inactive or .background")
            }
            let type = Expr(.name(ScenePhase.typeName), at: t.location, source: ScenePhase.typeName)
            return Expr(.member(type, name), at: t.location, source: "." + name)
        case .decimal(let written):
            // `price: 9.99`: the language's numbers are Int (a sleep's `.seconds(0.5)` is read apart).
            throw Diagnostic("\(written) has a fraction; the expression language's numbers are Int", at: t.location,
                             hint: "keep the value in whole units, a time in milliseconds or a price in cents; a Double is not expressed (docs/coverage.md)")
        case .end:
            throw Diagnostic("the expression ends too early", at: t.location)
        case .symbol(let brace) where brace == .leftBrace || brace == .rightBrace:
            throw Parser.braceInExpression(brace, at: t.location)
        case .symbol(let op) where op == .halfOpenRange || op == .closedRange:
            throw Ranges.oneSided(op, at: t.location)
        case .symbol(.assign):
            throw Diagnostic("unexpected \(t.describe)", at: t.location, hint: Parser.identityHint(in: source))
        case .symbol(.plus):
            throw Parser.unaryPlus(before: peek, at: t.location)
        default:
            throw Diagnostic("unexpected \(t.describe)", at: t.location)
        }
    }
}
