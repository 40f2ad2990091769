/// The statements of structured concurrency in a task: `async let profile = loadProfile()` and
/// the awaits of its children, `await profile`, `p = await profile`,
/// `let (p, ps) = await (profile, posts)` (docs/spec-format.md, *Time and tasks*; semantics §56).
extension Parser {
    /// The functions of task groups, which the spec language does not have.
    static let taskGroupFunctions: Set<String> = ["withTaskGroup", "withThrowingTaskGroup",
                                                  "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup"]

    static func taskGroupRefused(_ name: String, at location: Location) -> Diagnostic {
        if discardingGroups.contains(name) {
            return Diagnostic("\(name) is not expressed yet", at: location,
                              hint: "write `await withTaskGroup(of: Int?.self) { group in … }` and take its results with `for await n in group { … }`")
        }
        // A group is a statement of its own, whose value is not expressed yet (§88).
        return Diagnostic("\(name) stands as a statement of its own here: its value is not expressed yet", at: location,
                          hint: "write `await \(name)(of: Int.self) { group in … }` as a statement, and take the results with `for await n in group { … }`; or start each child with `async let`")
    }

    /// An `async let` at the start of a statement; nil for any other statement. A task group's
    /// function there is refused.
    mutating func parseAsyncLetOrTaskGroup() throws -> Statement? {
        guard case .identifier(let word) = peek.kind else { return nil }
        if Parser.taskGroupFunctions.contains(word) { throw Parser.taskGroupRefused(word, at: peek.location) }
        guard word == "async", case .identifier("let") = tokens[min(position + 1, tokens.count - 1)].kind else { return nil }
        return try parseAsyncLet()
    }

    /// `async let NAME = request(argument)`: the call is written without `await`, as in Swift;
    /// the parent awaits the name.
    mutating func parseAsyncLet() throws -> Statement {
        let start = advance().location   // async
        let form = "write `async let profile = loadProfile()`, loadProfile a declared request, then `await profile`"
        guard case .identifier("let") = advance().kind else {
            throw Diagnostic("`async` starts an `async let`", at: start, hint: form)
        }
        let nameToken = advance()
        guard case .identifier(let name) = nameToken.kind, consume(.assign) else {
            throw Diagnostic("an async let names one child: `async let NAME = request(…)`", at: nameToken.location, hint: form)
        }
        // SE-0317 lets a single call omit them; written, they mean nothing more.
        if case .identifier("try") = peek.kind { _ = advance() }
        if case .identifier("await") = peek.kind { _ = advance() }
        let callToken = advance()
        guard case .identifier(let request) = callToken.kind, consume(.leftParen) else {
            throw Diagnostic("an async let starts a declared request: `async let \(name) = loadProfile()`", at: callToken.location, hint: form)
        }
        if Parser.taskGroupFunctions.contains(request) { throw Parser.taskGroupRefused(request, at: callToken.location) }
        if request == "sleep" {
            throw Diagnostic("an async let's child runs a declared request; a sleep gives no value", at: callToken.location,
                             hint: "sleep in the task itself: `await sleep(300)`")
        }
        var argument: Expr?
        if !consume(.rightParen) {
            argument = try parseExpression()
            try expect(.rightParen, after: "to close \(request)(…)")
        }
        return Statement(.asyncLet(name: name, request: request, argument: argument), at: start,
                         source: "async let \(name) = \(request)(\(argument?.source ?? ""))")
    }

    /// After `await`: a child's name, `profile`, or a tuple of them, `(profile, posts)`; nil when
    /// a call follows instead (a request or a sleep). `try?` makes a child's error nil, and `try`
    /// says the await throws it, to a `do`'s `catch` that takes it (§56.4).
    mutating func parseAwaitedChildren(targets: [Expr], at start: Location, declaring: Bool,
                                       swallows: Bool = false, tries: Bool = false) throws -> Statement? {
        let awaitToken = tokens[position - 1]
        var names: [String] = []
        if case .identifier(let name) = peek.kind, !Parser.namesCall(tokens[min(position + 1, tokens.count - 1)]) {
            _ = advance()
            names = [name]
        } else if consume(.leftParen) {
            repeat {
                guard case .identifier(let name) = advance().kind else {
                    throw Diagnostic("`await (…)` takes the names of async lets: `await (profile, posts)`", at: awaitToken.location)
                }
                names.append(name)
            } while consume(.comma)
            try expect(.rightParen, after: "to close await (…)")
        } else {
            return nil
        }
        let awaited = names.count == 1 ? names[0] : "(\(names.joined(separator: ", ")))"
        if !targets.isEmpty, targets.count != names.count {
            let asTuple = targets.count == 1 ? targets[0].source : "(\(targets.map(\.source).joined(separator: ", ")))"
            throw Diagnostic("\(asTuple) = await \(awaited): \(targets.count) name\(targets.count == 1 ? "" : "s") for \(names.count) value\(names.count == 1 ? "" : "s")",
                             at: start, hint: "name each value: let (p, ps) = await (profile, posts)")
        }
        let written = targets.count > 1 ? "(\(targets.map(\.source).joined(separator: ", ")))" : targets.first?.source
        var s = Statement(.awaitChildren(names: names, targets: targets), at: start,
                          source: (written.map { (declaring ? "let " : "") + "\($0) = " } ?? "") + Self.tryWord(swallows, tries) + "await \(awaited)")
        s.declaresLocal = declaring
        (s.swallowsErrors, s.triesErrors) = (swallows, tries)
        return s
    }

    /// `let (p, ps) = await (profile, posts)`: the `let` and its tuple of names are read.
    mutating func parseTupleLet(at start: Location) throws -> Statement {
        _ = advance()   // (
        var targets: [Expr] = []
        repeat {
            let token = advance()
            guard case .identifier(let name) = token.kind else {
                throw Diagnostic("a tuple of names is written `let (p, ps) = await (profile, posts)`", at: token.location)
            }
            targets.append(Expr(.name(name), at: token.location, source: name))
        } while consume(.comma)
        try expect(.rightParen, after: "to close the names")
        guard consume(.assign) else {
            throw Diagnostic("expected '=' after the names, found \(peek.describe)", at: peek.location,
                             hint: "write let (p, ps) = await (profile, posts)")
        }
        let (lookahead, tries, swallows) = tryAhead()
        if swallows {
            // Swift: `try?` gives an optional tuple, which a tuple of names cannot take apart.
            throw Diagnostic("`try?` makes the values one optional tuple, which `let (…)` cannot take apart", at: tokens[position].location,
                             hint: "write `try await (…)` in a `do` whose `catch` takes the error, or `let p = try? await profile` for each")
        }
        position = lookahead
        guard case .identifier("await") = advance().kind,
              let s = try parseAwaitedChildren(targets: targets, at: start, declaring: true, tries: tries) else {
            throw Diagnostic("a tuple of names takes the values of async lets: `let (p, ps) = await (profile, posts)`", at: start)
        }
        return s
    }

    /// Whether the token after a name makes it a call: `search(`.
    static func namesCall(_ next: Token) -> Bool {
        if case .symbol(.leftParen) = next.kind { return true }
        return false
    }
}
