/// The statements of actions and tasks: assignments and calls, `if`, `switch`, `guard`, `return`, `let`,
/// `Task { … }`, and in a task `await sleep(…)` / `await request(…)` (docs/spec-format.md,
/// *Time and tasks*).
extension Parser {
    /// One statement: a keyword's (`Task { }`, `guard`, `if`, `switch`, `return`, `for`, `while`, `break`, `let`, …), an
    /// await, a call run for its effect, or an assignment.
    mutating func parseStatement() throws -> Statement {
        let start = peek.location
        // A statement inside a value (a closure's) awaits in its own value, not in the outer one's.
        let outer = inlineAwaits
        inlineAwaits = nil
        defer { inlineAwaits = outer }
        if case .identifier("Task") = peek.kind, case .symbol(.leftBrace) = tokens[min(position + 1, tokens.count - 1)].kind {
            return try parseSpawn()
        }
        if let group = try parseTaskGroupStatement(at: start) { return group }
        if let refused = concurrencyFormRefused() { throw refused }
        if case .identifier("guard") = peek.kind { return try parseGuard() }
        if case .identifier("if") = peek.kind { return try parseIf() }
        if case .identifier("switch") = peek.kind { return try parseSwitch() }
        if case .identifier("return") = peek.kind { return try parseReturn() }
        if case .identifier("defer") = peek.kind { return try parseDefer() }
        if case .identifier("throw") = peek.kind { return try parseThrow(at: start) }
        if case .identifier("do") = peek.kind, case .symbol(.leftBrace) = tokens[min(position + 1, tokens.count - 1)].kind {
            return try parseDoCatch()
        }
        if startsWithAnimation { return try parseWithAnimation() }
        if case .identifier("withTransaction") = peek.kind { throw Parser.withTransactionRefused(at: start) }
        if let swiftOnly = Parser.swiftOnlyStatement(peek, at: start) { throw swiftOnly }
        if case .identifier("while") = peek.kind { return try parseWhile() }
        if case .identifier("repeat") = peek.kind { return try parseRepeat() }
        if case .identifier("for") = peek.kind {
            if case .identifier("await") = tokens[min(position + 1, tokens.count - 1)].kind { return try parseForAwait() }
            return try parseForIn()
        }
        if case .identifier(let word) = peek.kind, let jump = LoopJump(rawValue: word) { return try parseLoopJump(jump) }
        if case .identifier("let") = peek.kind { return try parseLet() }
        if case .identifier("var") = peek.kind { return try parseLet(variable: true) }
        if let child = try parseAsyncLetOrTaskGroup() { return child }
        if let check = try parseCheckCancellation(at: start) { return check }
        if let missing = try taskSleepWithoutAwait() { throw missing }
        if let awaited = try parseAwait(target: nil, at: start) { return awaited }
        if let tried = try parseTriedCall(at: start) { return tried }
        if let dropped = try parseDiscard(at: start) { return dropped }
        if let tuple = tupleAssignment(at: start) { throw tuple }
        let target = try parsePostfix()
        if case .call = target.kind, case .symbol(let next) = peek.kind, next != .assign && next != .plusAssign && next != .minusAssign {
            return Statement(target: target, op: .call, value: target, location: start, source: target.source)
        }
        // A call ends its statement at the end, or where the next line of a literal block starts.
        if case .call = target.kind, peek.kind == .end || startsLine {
            return Statement(target: target, op: .call, value: target, location: start, source: target.source)
        }
        switch target.kind {
        case .name, .member, .index: break
        default:
            throw Diagnostic("only a name, a field (`model.field`) or an element (`items[i]`) can be assigned", at: target.location)
        }
        let op: Statement.Op
        if consume(.assign) { op = .assign }
        else if consume(.plusAssign) { op = .add }
        else if consume(.minusAssign) { op = .subtract }
        else {
            var hint = "an action is a statement such as `count += 1`, or a call such as `onTap()`"
            if case .member(_, let method) = target.kind, case .end = peek.kind, Methods.mutating.contains(method) {
                hint = "a method is called with parentheses: `\(target.source)()`"
            } else if case .name(let n) = target.kind, case .symbol(.question) = peek.kind,
                      case .symbol(.leftParen) = tokens[min(position + 1, tokens.count - 1)].kind {
                // `onTap?()`: Swift's call of an optional closure.
                throw Diagnostic("\(n)?() calls an optional closure, which is not expressed: a closure prop is always passed here",
                                 at: peek.location, hint: "call it `\(n)()`, and have every parent pass one (`{ }` for nothing to do)")
            } else if case .symbol(let op) = peek.kind, [.times, .divide, .remainder].contains(op),
                      case .symbol(.assign) = tokens[min(position + 1, tokens.count - 1)].kind {
                // `n *= 2`: Swift's compound assignment, of which the language has `+=` and `-=`.
                let at = peek.location
                position += 2
                let value = try? parseExpression()
                let operand = value.map { if case .binary = $0.kind { "(\($0.source))" } else { $0.source } } ?? "…"
                throw Diagnostic("`\(op.rawValue)=` is not expressed: the compound assignments here are `+=` and `-=`", at: at,
                                 hint: "write it out: `\(target.source) = \(target.source) \(op.rawValue) \(operand)`")
            } else if case .name(let n) = target.kind, case .end = peek.kind {
                // Swift's convention names closures `onTap`, `onSelect`: for those, the call is the likelier intent.
                hint = Parser.namesClosure(n)
                    ? "a name alone does nothing: call the closure with `\(n)()`, or write a statement such as `\(n) += 1`"
                    : "a name alone does nothing: write a statement such as `\(n) += 1`, or call a closure: `\(n)()`"
            }
            throw Diagnostic("expected '=', '+=' or '-=' after \(target.source), found \(peek.describe)",
                             at: peek.location, hint: hint)
        }
        if op == .assign, !awaitOpensAnOperation(), let awaited = try parseAwait(target: target, at: start) { return awaited }
        if op != .assign, let awaited = try parseCompoundAwait(target: target, op: op, at: start) { return awaited }
        if op == .assign, case .identifier("Task") = peek.kind, case .symbol(.leftBrace) = tokens[min(position + 1, tokens.count - 1)].kind {
            return try parseSpawn(handle: target)
        }
        let (value, before) = try parseAwaitingValue()
        return withAwaitsBefore(Statement(.assign(target: target, op: op, value: value), at: start,
                                          source: "\(target.source) \(op.rawValue) \(value.source)"), before)
    }

    /// `Task { a; b }`: an unstructured task and its statements; `pending = Task { … }` keeps
    /// its handle in `handle` (§63).
    mutating func parseSpawn(handle: Expr? = nil) throws -> Statement {
        let start = handle?.location ?? peek.location
        _ = advance()   // Task
        _ = advance()   // {
        if let list = captureList() { throw CaptureList.refusal(list, at: peek.location) }
        // `return e` in its closure gives the task's value, `await pending?.value` (§67).
        let outer = returnsValues
        returnsValues = true
        defer { returnsValues = outer }
        let body = try parseStatements(until: .rightBrace, what: "Task { … }",
                                       unclosed: Diagnostic("a 'Task {' without its '}'", at: start,
                                                            hint: "write Task { results = await search(query) }"))
        _ = consume(.rightBrace)
        if body.isEmpty { throw Diagnostic("a Task { } needs a statement", at: start) }
        var spawn = Statement(.spawn(body, handle: handle), at: start,
                              source: (handle.map { "\($0.source) = " } ?? "") + "Task { \(body.written) }")
        // A `try` its closure leaves uncaught makes the closure throw: `Task<T, Error>` (§73).
        spawn.triesErrors = body.contains(where: \.letsTryOut)
        return spawn
    }

    /// `for await value in saved { a; b }`: a loop over a declared notification's values, or over
    /// a model's stream, `for await n in feed.updates { … }` (§83).
    mutating func parseForAwait() throws -> Statement {
        let start = advance().location   // for
        let form = "write `for await value in saved { count += value }`, saved a declared notification, or `for await n in feed.updates { … }`, updates a stream of the model"
        guard case .identifier("await") = advance().kind, case .identifier(let variable) = advance().kind,
              case .identifier("in") = advance().kind, case .identifier(var sequence) = advance().kind else {
            throw Diagnostic("a loop in an action is `for await NAME in NOTIFICATION { … }` or `for await NAME in MODEL.STREAM { … }`", at: start, hint: form)
        }
        // `feed.updates`, `store.feed.updates`: a path to a model's stream.
        while consume(.dot) {
            guard case .identifier(let member) = advance().kind else {
                throw Diagnostic("expected a stream's name after `\(sequence).`", at: start, hint: form)
            }
            sequence += "." + member
        }
        guard consume(.leftBrace) else {
            throw Diagnostic("expected '{' after `for await \(variable) in \(sequence)`, found \(peek.describe)", at: peek.location, hint: form)
        }
        let body = try parseStatements(until: .rightBrace, what: "for await … { … }",
                                       unclosed: Diagnostic("a 'for await … {' without its '}'", at: start, hint: form))
        _ = consume(.rightBrace)
        if body.isEmpty { throw Diagnostic("a for-await loop needs a statement in its body", at: start, hint: form) }
        return Statement(.forAwait(variable: variable, sequence: sequence, body: body), at: start,
                         source: "for await \(variable) in \(sequence) { \(body.written) }")
    }

    /// Statements up to `closing`, which is left for the caller: separated by `;` or each on a
    /// line of its own, as in a closure's body (`Task { … }`, a binding's setter).
    mutating func parseStatements(until closing: Token.Symbol, what: String,
                                  unclosed: @autoclosure () -> Diagnostic) throws -> [Statement] {
        // Each body is a level of the parser's recursion, bounded as an expression's are.
        depth += 1
        defer { depth -= 1 }
        // The body's statements hold expressions a level further in: refused here, the message
        // names the bodies rather than the first expression inside the deepest.
        if depth + 1 > maxDepth {
            throw Diagnostic("statements nested deeper than \(maxDepth) levels in \(what)", at: peek.location,
                             hint: Parser.nestedBodiesHint)
        }
        var body: [Statement] = []
        while true {
            if case .symbol(closing) = peek.kind { return body }
            if case .end = peek.kind { throw unclosed() }
            body.append(try parseStatement())
            body += takePending()
            if consume(.semicolon) || startsLine { continue }
            if case .end = peek.kind { throw unclosed() }
            guard case .symbol(closing) = peek.kind else {
                throw Diagnostic("expected ';' or '\(closing.rawValue)' in \(what), found \(peek.describe)", at: peek.location)
            }
        }
    }

    /// `guard condition else { return }`, or `guard let found = e else { return }`: held as
    /// `guard e != nil else { return }` and `let found = e` after it, the constant unwrapped,
    /// which waits in `pending` for the caller to take.
    mutating func parseGuard() throws -> Statement {
        let start = advance().location
        if let binding = try parseOptionalBinding() {
            let hint = "write guard let found = found else { return }"
            guard case .identifier("else") = advance().kind, consume(.leftBrace) else {
                throw Diagnostic("a guard is written `guard let name = value else { return }`", at: start, hint: hint)
            }
            var guardStatement: Statement
            if case .identifier("throw") = peek.kind {
                // `guard let found = found else { throw LoadError.notFound }`: held as `if` over
                // the nil check, as a guard whose else has statements is (§79).
                let thrown = try parseThrow(at: peek.location)
                guard consume(.rightBrace) else { throw Diagnostic("a guard's `else {` without its '}'", at: start, hint: hint) }
                let check = try nilCheck(binding.value)
                let negated = Expr(.unary("!", check), at: check.location, source: "!(\(check.source))")
                guardStatement = Statement(.ifElse(condition: negated, then: [thrown], otherwise: []), at: start,
                                           source: "guard let \(binding.name) = \(binding.value.source) else { \(thrown.source) }")
                guardStatement.unwrapsOptional = true
            } else if case .identifier("return") = peek.kind, case .symbol(.rightBrace) = tokens[min(position + 1, tokens.count - 1)].kind {
                position += 2
                guardStatement = Statement(.guardElse(try nilCheck(binding.value)), at: start,
                                           source: "guard let \(binding.name) = \(binding.value.source) else { return }")
                guardStatement.unwrapsOptional = true
            } else {
                // `guard let found = found else { return "gone" }`, `… else { status = "none"; return }`:
                // statements that leave, held as an `if` over the nil check, as a plain guard's are.
                let body = try parseStatements(until: .rightBrace, what: "guard let … else { … }",
                                               unclosed: Diagnostic("a guard's `else {` without its '}'", at: start, hint: hint))
                _ = consume(.rightBrace)
                guard let last = body.last, last.isReturn || last.returnsValue || { if case .throwError = last.kind { true } else { false } }() else {
                    throw Diagnostic("a guard's else must leave its closure: end it with `return`", at: body.last?.location ?? start,
                                     hint: "Swift refuses a guard body that falls through: `guard let \(binding.name) = \(binding.value.source) else { …; return }`")
                }
                let check = try nilCheck(binding.value)
                let negated = Expr(.unary("!", check), at: check.location, source: "!(\(check.source))")
                guardStatement = Statement(.ifElse(condition: negated, then: body, otherwise: []), at: start,
                                           source: "guard let \(binding.name) = \(binding.value.source) else { \(body.written) }")
                guardStatement.unwrapsOptional = true
            }
            var constant = Statement(target: Expr(.name(binding.name), at: binding.at, source: binding.name), op: .assign,
                                     value: binding.value, location: binding.at, source: "let \(binding.name) = \(binding.value.source)")
            constant.declaresLocal = true
            constant.unwrapsOptional = true
            pending.append(constant)
            return guardStatement
        }
        let condition = try parseCondition()
        let hint = "write guard !Task.isCancelled else { return }"
        guard case .identifier("else") = advance().kind, consume(.leftBrace) else {
            throw Diagnostic("a guard is written `guard condition else { return }`", at: start, hint: hint)
        }
        if case .identifier("return") = peek.kind, case .symbol(.rightBrace) = tokens[min(position + 1, tokens.count - 1)].kind {
            position += 2
            return Statement(.guardElse(condition), at: start, source: "guard \(condition.source) else { return }")
        }
        // `guard c else { results = []; return }`: statements, then the return Swift requires;
        // held as `if !c { results = []; return }`.
        let body = try parseStatements(until: .rightBrace, what: "guard … else { … }",
                                       unclosed: Diagnostic("a guard's `else {` without its '}'", at: start, hint: hint))
        _ = consume(.rightBrace)
        // A `throw` leaves it too, its error going where any error goes (§79).
        guard let last = body.last, last.isReturn || last.returnsValue || { if case .throwError = last.kind { true } else { false } }() else {
            throw Diagnostic("a guard's else must leave its closure: end it with `return`", at: body.last?.location ?? start,
                             hint: "Swift refuses a guard body that falls through: `guard \(condition.source) else { …; return }`")
        }
        let negated = Expr(.unary("!", condition), at: condition.location, source: "!(\(condition.source))")
        return Statement(.ifElse(condition: negated, then: body, otherwise: []), at: start,
                         source: "guard \(condition.source) else { \(body.written) }")
    }

    /// `return`: leaves its closure at once, as a guard whose condition is false does.
    mutating func parseReturn() throws -> Statement {
        let start = advance().location
        let standsAlone: Bool
        switch peek.kind {
        case .end, .symbol(.semicolon), .symbol(.rightBrace): standsAlone = true
        default: standsAlone = startsLine
        }
        guard standsAlone else {
            guard returnsValues else {
                throw Diagnostic("an action returns nothing: `return` stands alone", at: peek.location,
                                 hint: "end the closure with `return`; to give a value, assign it to a holder first")
            }
            // An await gives its value to a name first: the statement that awaits is its own.
            if case .identifier(let word) = peek.kind, word == "await" || word == "try" {
                throw Diagnostic("`return \(word) …` is not expressed: an await's value is given a name first", at: peek.location,
                                 hint: "give the value a name, `let found = await …`, and `return found` after it")
            }
            // A model's method: `return price * quantity` gives its value (§62).
            let value = try parseExpression()
            return Statement(.returnValue(value), at: start, source: "return \(value.source)")
        }
        return Statement(.guardElse(Expr(.bool(false), at: start, source: "false")), at: start, source: "return")
    }

    /// `if condition { a; b } else if other { c } else { d }`: the branches are statements as a
    /// closure's are, separated by `;` or each on a line of its own.
    mutating func parseIf() throws -> Statement {
        let start = advance().location   // if
        let form = "write `if count < 3 { count += 1 } else { count = 0 }`"
        if case .identifier("var") = peek.kind {
            throw Diagnostic("`if var` is not expressed; an `if let` binds a constant", at: peek.location,
                             hint: "write `if let found = found { var copy = found; … }`, or keep the value in a holder")
        }
        if case .symbol(.leftBrace) = peek.kind {
            throw Diagnostic("an `if` needs a condition before its '{'", at: peek.location, hint: form)
        }
        // `if let found = e` (or `if let found`): the first branch runs with `found`, e's value,
        // while e is not nil. Held as `if e != nil { let found = e; … }`, the constant unwrapped.
        let binding = try parseOptionalBinding()
        let condition = try binding.map { try nilCheck($0.value) } ?? parseCondition()
        var then = try parseBranch(after: binding.map { "if let \($0.name)" } ?? "if \(condition.source)", at: start, form: form)
        if let binding {
            var constant = Statement(target: Expr(.name(binding.name), at: binding.at, source: binding.name), op: .assign, value: binding.value,
                                     location: binding.at, source: "let \(binding.name) = \(binding.value.source)")
            constant.declaresLocal = true
            constant.unwrapsOptional = true
            then.insert(constant, at: 0)
        }
        var otherwise: [Statement] = []
        if case .identifier("else") = peek.kind {
            let elseToken = advance()
            if case .identifier("if") = peek.kind {
                otherwise = [try parseElseIf()]
            } else {
                otherwise = try parseBranch(after: "else", at: elseToken.location, form: form)
            }
        }
        let head = binding.map { "if let \($0.name) = \($0.value.source)" } ?? "if \(condition.source)"
        var source = "\(head) { \(then.dropFirst(binding == nil ? 0 : 1).written) }"
        if let first = otherwise.first {
            if otherwise.count == 1, case .ifElse = first.kind, first.location != start {
                source += " else " + first.source
            } else {
                source += " else { \(otherwise.written) }"
            }
        }
        return Statement(.ifElse(condition: condition, then: then, otherwise: otherwise), at: start, source: source)
    }

    /// `let name = e` or `let name` after `if`: the name and the optional it unwraps; nil when no
    /// `let` comes next.
    mutating func parseOptionalBinding() throws -> (name: String, value: Expr, at: Location)? {
        guard case .identifier("let") = peek.kind else { return nil }
        let letToken = advance()
        let nameToken = advance()
        guard case .identifier(let name) = nameToken.kind else {
            throw Diagnostic("`if let` names a constant: `if let found = found { … }`", at: letToken.location)
        }
        let value: Expr
        if consume(.assign) {
            value = try parseCondition()
        } else {
            value = Expr(.name(name), at: nameToken.location, source: name)   // `if let found`: Swift 5.7's shorthand
        }
        if case .symbol(.comma) = peek.kind {
            throw Diagnostic("an `if let` binds one optional here; conditions joined by ',' are not expressed", at: peek.location,
                             hint: "nest a second `if` inside the first branch, or join Bool conditions with &&")
        }
        return (name, value, nameToken.location)
    }

    /// The expression of an `if` or a `guard`, where `{` opens the branch (Parser.inCondition).
    mutating func parseCondition() throws -> Expr {
        let outer = inCondition
        inCondition = true
        defer { inCondition = outer }
        return try parseExpression()
    }

    /// `e != nil`, the condition an `if let` holds as.
    func nilCheck(_ e: Expr) throws -> Expr {
        Expr(.binary("!=", e, Expr(.null, at: e.location, source: "nil")), at: e.location, source: "\(e.source) != nil")
    }

    /// One branch of an `if`, its braces and statements; an empty branch is allowed, as in Swift.
    mutating func parseBranch(after what: String, at start: Location, form: String) throws -> [Statement] {
        guard consume(.leftBrace) else {
            throw Diagnostic("expected '{' after `\(what)`, found \(peek.describe)", at: peek.location,
                             hint: Self.ifBraceHint(peek) ?? form)
        }
        let body = try parseStatements(until: .rightBrace, what: "\(what) { … }",
                                       unclosed: Diagnostic("`\(what) {` has no '}'", at: start, hint: form))
        _ = consume(.rightBrace)
        return body
    }

    /// Why no brace came where a branch starts: an assignment in the condition, most often.
    private static func ifBraceHint(_ token: Token) -> String? {
        if case .symbol(.assign) = token.kind { return "compare with `==`; the statement goes in braces: `if a == b { … }`" }
        if case .end = token.kind { return "an `if` runs its statements in braces: `if count < 3 { count += 1 }`" }
        return nil
    }
}
