/// The awaits of a task's statements: `[try|try?] await sleep(ms)`, `await request(argument)`,
/// `await store.load()` and `await pending?.value`, each with the error handling written before
/// it (docs/spec-format.md, *Time and tasks*; semantics §27, §67, §73).
extension Parser {
    /// `[try] await sleep(ms)` or `[try] await request(argument)`; nil when no `await` comes next.
    mutating func parseAwait(target: Expr?, at start: Location) throws -> Statement? {
        let (lookahead, tries, swallows) = tryAhead()
        // `try? store.validate()`: a call of a throwing method, an expression's (TriedCalls.swift).
        guard case .identifier("await") = tokens[lookahead].kind else { return nil }
        position = lookahead
        let awaitToken = advance()
        // `await Task.sleep(for: .milliseconds(300))`: Swift's own spelling of `await sleep(300)`.
        if let sleep = try parseTaskSleep(target: target, swallows: swallows, tries: tries, at: awaitToken.location) { return sleep }
        // `await store.load()`: a model's async method, a call on a value (§62); `await
        // pending?.value`: a kept task's value (§67).
        if case .identifier = peek.kind, position + 1 < tokens.count,
           tokens[position + 1].kind == .symbol(.dot) || tokens[position + 1].kind == .symbol(.optionalDot) {
            return try parseAwaitedMethod(target: target, swallows: swallows, tries: tries, at: awaitToken.location)
        }
        if let children = try parseAwaitedChildren(targets: target.map { [$0] } ?? [], at: start, declaring: false, swallows: swallows, tries: tries) {
            return children
        }
        let nameToken = advance()
        guard case .identifier(let name) = nameToken.kind, consume(.leftParen) else {
            let isTaskSleep: Bool
            if case .identifier("Task") = nameToken.kind { isTaskSleep = true } else { isTaskSleep = false }
            throw Diagnostic("`await` needs a call: `await sleep(300)` or a declared request such as `await search(query)`",
                             at: nameToken.location,
                             hint: isTaskSleep ? "Task.sleep(for: .milliseconds(300)) is written `await sleep(300)`" : nil)
        }
        var argument: Expr?
        if !consume(.rightParen) {
            if name == "sleep", let fraction = sleepFractionRefused() { throw fraction }
            argument = try parseExpression()
            try expect(.rightParen, after: "to close \(name)(…)")
        }
        let call = "\(name)(\(argument?.source ?? ""))"
        if Parser.taskGroupFunctions.contains(name) { throw Parser.taskGroupRefused(name, at: nameToken.location) }
        if name == "sleep" {
            guard let argument, target == nil else {
                throw Diagnostic(target == nil ? "sleep needs a duration in milliseconds" : "sleep returns nothing to assign",
                                 at: nameToken.location, hint: "write `await sleep(300)`")
            }
            var sleep = Statement(.sleep(argument), at: awaitToken.location, source: Self.tryWord(swallows, tries) + "await \(call)")
            sleep.swallowsErrors = swallows
            sleep.triesErrors = tries
            return sleep
        }
        // `try?` makes a thrown error (a cancelled or failed request) nil, and the task goes on.
        var request = Statement(.request(name: name, argument: argument, target: target), at: start,
                                source: (target.map { "\($0.source) = " } ?? "") + Self.tryWord(swallows, tries) + "await \(call)")
        request.swallowsErrors = swallows
        request.triesErrors = tries
        return request
    }

    /// `items += await load(page)`, `count -= try await pending?.value`: an await whose value is
    /// added to (or subtracted from) its target, read when the value arrives (§27.10); nil when no
    /// `await` comes next. `try?` there gives an optional, which Swift's `+=` does not take.
    mutating func parseCompoundAwait(target: Expr, op: Statement.Op, at start: Location) throws -> Statement? {
        let (lookahead, _, swallows) = tryAhead()
        guard case .identifier("await") = tokens[lookahead].kind else { return nil }
        if swallows {
            throw Diagnostic("value of optional type not unwrapped: `try?` gives nil for an error, which `\(target.source) \(op.rawValue)` cannot take",
                             at: peek.location,
                             hint: "give the value a name first, `let found = try? await …`, then `\(target.source) \(op.rawValue) found ?? …`; or write `try await` inside `do { … } catch { … }`")
        }
        guard var awaited = try parseAwait(target: target, at: start) else { return nil }
        awaited.awaitOp = op
        // Each form writes its source as `target = …`: the operator written goes in its place.
        let assigned = "\(target.source) = "
        if awaited.source.hasPrefix(assigned) {
            awaited.source = "\(target.source) \(op.rawValue) " + awaited.source.dropFirst(assigned.count)
        }
        return awaited
    }

    /// `await store.load(query)` or `let items = await api.fetch(q)`, the `await` read: the
    /// call, whose value goes to `target` and whose errors, unless `try?` makes them nil, the
    /// task's own (`try` at the call in Swift) end it. `await pending?.value` waits for a kept task.
    private mutating func parseAwaitedMethod(target: Expr?, swallows: Bool, tries: Bool, at location: Location) throws -> Statement {
        let call = try parseExpression()
        let written = (target.map { "\($0.source) = " } ?? "") + Self.tryWord(swallows, tries) + "await \(call.source)"
        if case .member(_, TaskHandles.value) = call.kind {
            // Whether the kept task throws, which `try` must then say, is the check's (§73).
            var statement = Statement(.awaitTask(call, target: target), at: location, source: written)
            statement.swallowsErrors = swallows
            statement.triesErrors = tries
            return statement
        }
        guard case .call(_?, _, _) = call.kind else {
            throw Diagnostic("`await` needs a call: `await store.load()`, `await sleep(300)` or a declared request such as `await search(query)`",
                             at: call.location,
                             hint: "a task kept in a property gives its value as `await pending?.value`")
        }
        var statement = Statement(.awaitCall(call, target: target), at: location, source: written)
        statement.swallowsErrors = swallows
        statement.triesErrors = tries
        return statement
    }

    /// How an await is written before `await`: `try? `, `try ` or nothing.
    static func tryWord(_ swallows: Bool, _ tries: Bool) -> String { swallows ? "try? " : tries ? "try " : "" }

    /// What `try` or `try?` written next says, without taking it: the token after it, and which
    /// was written (neither when no `try` comes next).
    func tryAhead() -> (next: Int, tries: Bool, swallows: Bool) {
        guard case .identifier("try") = tokens[position].kind else { return (position, false, false) }
        let after = min(position + 1, tokens.count - 1)
        guard case .symbol(.question) = tokens[after].kind else { return (after, true, false) }
        return (min(after + 1, tokens.count - 1), false, true)
    }
}
