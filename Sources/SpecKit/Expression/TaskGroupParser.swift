/// Reading task groups (docs/spec-format.md, *Time and tasks*; semantics §88): the scope,
/// `await withTaskGroup(of: Int.self) { group in … }`, and in its body `group.addTask { … }`,
/// `for await n in group { … }` and `group.cancelAll()`. The forms of groups not expressed yet
/// are refused here with the nearest one to write.
extension Parser {
    /// The functions of groups whose children give no value, not expressed.
    static let discardingGroups: Set<String> = ["withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup"]
    /// The members of a group the spec language does not have, with what to write instead.
    static let groupMembersNotExpressed: [String: String] = [
        "next": "take the results with `for await n in group { … }`",
        "waitForAll": "the group awaits its children when its body ends: leave the call out",
        "addTaskUnlessCancelled": "write `group.addTask { … }`: a child added after `cancelAll()` starts cancelled",
        "isEmpty": "`for await n in group` ends when no child is left",
        "isCancelled": "read `Task.isCancelled`, the task's own flag",
    ]
    static let groupForm = "write `await withTaskGroup(of: Int?.self) { group in for id in ids { group.addTask { try? await load(id) } }; for await n in group { … } }`"

    /// A statement of a task group at `position`, or nil for any other statement.
    mutating func parseTaskGroupStatement(at start: Location) throws -> Statement? {
        func kind(_ at: Int) -> Token.Kind { tokens[min(at, tokens.count - 1)].kind }
        if let refused = groupFormRefused() { throw refused }
        // `group.addTask {`, `group.cancelAll()`.
        if case .identifier(let name) = kind(position), kind(position + 1) == .symbol(.dot), case .identifier(let member) = kind(position + 2) {
            if member == "addTask", kind(position + 3) == .symbol(.leftBrace) || kind(position + 3) == .symbol(.leftParen) {
                return try parseAddTask(group: name, at: start)
            }
            if member == "cancelAll", taskGroups.contains(where: { $0.group == name }) {
                position += 3
                try expect(.leftParen, after: "cancelAll")
                try expect(.rightParen, after: "to close cancelAll(")
                return Statement(.taskGroup(.cancelAll(group: name)), at: start, source: "\(name).cancelAll()")
            }
        }
        // `for await n in group {`, `for try await n in group {`.
        if case .identifier("for") = kind(position) {
            let tries = kind(position + 1) == .identifier("try")
            let at = position + (tries ? 2 : 1)
            if kind(at) == .identifier("await"), case .identifier = kind(at + 1), kind(at + 2) == .identifier("in"),
               case .identifier(let sequence) = kind(at + 3), taskGroups.contains(where: { $0.group == sequence }), kind(at + 4) == .symbol(.leftBrace) {
                return try parseGroupLoop(tries: tries, at: start)
            }
            if tries {
                throw Diagnostic("`for try await` iterates a throwing task group here", at: start,
                                 hint: "over a notification or a stream, write `for await value in saved { … }`")
            }
        }
        // `[try] [await] withTaskGroup(…) { group in … }`.
        var i = position
        var (tries, awaits) = (false, false)
        var marked: (mark: String, at: Location)?
        while case .identifier(let word) = kind(i), word == "try" || word == "await" {
            if word == "try" {
                if kind(i + 1) == .symbol(.question) || kind(i + 1) == .symbol(.not) {
                    marked = (kind(i + 1) == .symbol(.question) ? "?" : "!", tokens[i].location)
                    i += 1
                }
                tries = true
            } else {
                awaits = true
            }
            i += 1
        }
        guard case .identifier(let function) = kind(i), function == "withTaskGroup" || function == "withThrowingTaskGroup",
              kind(i + 1) == .symbol(.leftParen) else { return nil }
        if let marked {
            throw Diagnostic("`try\(marked.mark)` before a task group is not expressed", at: marked.at,
                             hint: "write `try await withThrowingTaskGroup(…) { … }` in a `do` whose `catch` takes its error")
        }
        let functionToken = tokens[i]
        position = i + 2   // past `(`
        let throwing = function == "withThrowingTaskGroup"
        if !awaits {
            // Swift's words for an async call without `await`.
            throw Diagnostic("expression is 'async' but is not marked with 'await'", at: functionToken.location,
                             hint: "write `\(throwing ? "try " : "")await \(function)(of: Int.self) { group in … }`")
        }
        if throwing && !tries {
            throw Diagnostic("call can throw but is not marked with 'try'", at: functionToken.location,
                             hint: "write `try await withThrowingTaskGroup(of: Int.self) { group in … }`; its error goes to a `catch` or out of the task")
        }
        if !throwing && tries {
            // Swift warns of it, and the export has no warnings.
            throw Diagnostic("no calls to throwing functions occur within 'try' expression", at: start,
                             hint: "withTaskGroup throws nothing: write `await withTaskGroup(…)`, or `try await withThrowingTaskGroup(…)` for children that throw")
        }
        let childType = try parseGroupChildType(function, at: functionToken.location)
        guard consume(.leftBrace), case .identifier(let group) = advance().kind, case .identifier("in") = advance().kind else {
            throw Diagnostic("\(function)'s body is a closure that names its group: `\(function)(of: \(childType).self) { group in … }`",
                             at: functionToken.location, hint: Self.groupForm)
        }
        if !taskGroups.isEmpty {
            throw Diagnostic("a task group inside another group's body is not expressed yet", at: functionToken.location,
                             hint: "start the inner group after the outer one, or add the inner children to the outer group")
        }
        taskGroups.append((group, childType))
        let body = try parseStatements(until: .rightBrace, what: "\(function) { … }",
                                       unclosed: Diagnostic("a '\(function)(…) {' without its '}'", at: start, hint: Self.groupForm))
        taskGroups.removeLast()
        _ = consume(.rightBrace)
        let scope = TaskGroupScope(group: group, childType: childType, throwing: throwing, body: body)
        let written = (throwing ? "try " : "") + "await \(function)(of: \(childType).self) { \(group) in \(body.written) }"
        var s = Statement(.taskGroup(.scope(scope)), at: start, source: written)
        s.triesErrors = throwing
        return s
    }

    /// `(of: Int.self)`, `(of: String?.self)`: the children's result type, read up to the `{`.
    private mutating func parseGroupChildType(_ function: String, at location: Location) throws -> String {
        let form = "write `\(function)(of: Int.self) { group in … }`, the type of the children's results"
        guard case .identifier("of") = advance().kind, consume(.colon), case .identifier(let type) = advance().kind else {
            throw Diagnostic("\(function) names the type of its children's results first: `of: Int.self`", at: location, hint: form)
        }
        var written = type
        if consume(.question) { written += "?" }
        if consume(.optionalDot) { written += "?" } else {
            guard consume(.dot) else { throw Diagnostic("expected `.self` after `of: \(written)`", at: peek.location, hint: form) }
        }
        guard case .identifier("self") = advance().kind else { throw Diagnostic("expected `.self` after `of: \(written)`", at: location, hint: form) }
        if consume(.comma) {
            // `returning:`, `isolation:` or `body:`: a group that gives a value is not expressed yet.
            let label = if case .identifier(let word) = peek.kind { "`\(word):` argument" } else { "second argument" }
            throw Diagnostic("\(function)'s \(label) is not expressed yet", at: peek.location,
                             hint: "a group here gives no value: take its results with `for await n in group { total += n }`, writing into state")
        }
        try expect(.rightParen, after: "to close \(function)(of: \(written).self")
        guard case .symbol(.leftBrace) = peek.kind else {
            throw Diagnostic("expected the group's body, `{ group in … }`, after \(function)(of: \(written).self)", at: peek.location, hint: form)
        }
        return written
    }

    /// `group.addTask { [try|try?] await load(id) }`: the child runs one declared request.
    private mutating func parseAddTask(group: String, at start: Location) throws -> Statement {
        let nameToken = peek
        position += 3
        let form = "write `\(group).addTask { try? await load(id) }`, load a declared request"
        guard taskGroups.contains(where: { $0.group == group }) else {
            // Swift's words: the group is the closure's parameter, known only in its body.
            throw Diagnostic("cannot find '\(group)' in scope", at: nameToken.location,
                             hint: "add children inside a group's body: `await withTaskGroup(of: Int?.self) { \(group) in \(group).addTask { … } }`")
        }
        if case .symbol(.leftParen) = peek.kind {
            // `addTask(priority: .high) { … }` names its argument; `addTask(try? await load(1))`
            // passes the call where the closure goes.
            let labelled = if case .identifier = tokens[min(position + 1, tokens.count - 1)].kind,
                              case .symbol(.colon) = tokens[min(position + 2, tokens.count - 1)].kind { true } else { false }
            throw labelled
                ? Diagnostic("`addTask(priority:)` is not expressed; a child is added with its closure alone", at: peek.location, hint: form)
                : Diagnostic("`addTask` takes the child's code as a closure, in braces", at: peek.location, hint: form)
        }
        _ = advance()   // {
        let (lookahead, tries, swallows) = tryAhead()
        position = lookahead
        guard case .identifier("await") = advance().kind else {
            throw Diagnostic("a group's child here runs one declared request: `\(group).addTask { await load(id) }`", at: tokens[max(position - 1, 0)].location,
                             hint: form)
        }
        let callToken = advance()
        guard case .identifier(let request) = callToken.kind, consume(.leftParen) else {
            throw Diagnostic("a group's child here runs one declared request: `\(group).addTask { await load(id) }`", at: callToken.location, hint: form)
        }
        if request == "sleep" {
            throw Diagnostic("a group's child runs a declared request; a sleep gives no value", at: callToken.location, hint: form)
        }
        var argument: Expr?
        if !consume(.rightParen) {
            argument = try parseExpression()
            try expect(.rightParen, after: "to close \(request)(…)")
        }
        guard consume(.rightBrace) else {
            throw Diagnostic("a group's child here runs one request and nothing more: expected '}', found \(peek.describe)", at: peek.location,
                             hint: "do the rest with its result, in `for await n in \(group) { … }`")
        }
        let childType = taskGroups.last { $0.group == group }?.childType ?? ""
        let child = GroupChildCall(group: group, request: request, argument: argument, swallows: swallows, tries: tries, childType: childType)
        return Statement(.taskGroup(.addTask(child)), at: start, source: "\(group).addTask { \(child.call) }")
    }

    /// `for [try] await NAME in GROUP { … }`: the results of the group's children.
    private mutating func parseGroupLoop(tries: Bool, at start: Location) throws -> Statement {
        position += tries ? 3 : 2   // for try await
        guard case .identifier(let variable) = advance().kind else { throw Diagnostic("expected a name after `for await`", at: start) }
        _ = advance()   // in
        guard case .identifier(let group) = advance().kind else { throw Diagnostic("expected the group after `in`", at: start) }
        _ = advance()   // {
        let head = "for \(tries ? "try " : "")await \(variable) in \(group)"
        let body = try parseStatements(until: .rightBrace, what: "\(head) { … }",
                                       unclosed: Diagnostic("a '\(head) {' without its '}'", at: start, hint: Self.groupForm))
        _ = consume(.rightBrace)
        let childType = taskGroups.last { $0.group == group }?.childType ?? ""
        let loop = GroupLoop(group: group, variable: variable, tries: tries, childType: childType, body: body)
        var s = Statement(.taskGroup(.next(loop)), at: start, source: "\(head) { \(body.written) }")
        s.triesErrors = tries
        return s
    }

    /// A group's form not expressed yet at the statement starting at `position`: a group whose
    /// value is taken (`let total = await withTaskGroup(…)`), a discarding group, or a member
    /// such as `group.next()`; nil for any other statement.
    private func groupFormRefused() -> Diagnostic? {
        func kind(_ at: Int) -> Token.Kind { tokens[min(at, tokens.count - 1)].kind }
        var i = position
        var assigns = false
        if case .identifier("let") = kind(i), case .identifier = kind(i + 1), kind(i + 2) == .symbol(.assign) { i += 3; assigns = true }
        else if case .identifier("while") = kind(i), case .identifier("let") = kind(i + 1), case .identifier = kind(i + 2), kind(i + 3) == .symbol(.assign) { i += 4 }
        else if case .identifier = kind(i), kind(i + 1) == .symbol(.assign) { i += 2; assigns = true }
        else if case .identifier("_") = kind(i), kind(i + 1) == .symbol(.assign) { i += 2 }
        while case .identifier(let word) = kind(i), word == "try" || word == "await" {
            i += 1
            if kind(i) == .symbol(.question) || kind(i) == .symbol(.not) { i += 1 }
        }
        guard case .identifier(let name) = kind(i) else { return nil }
        let location = tokens[min(i, tokens.count - 1)].location
        if Self.discardingGroups.contains(name), kind(i + 1) == .symbol(.leftParen) {
            return Diagnostic("\(name) is not expressed yet", at: location,
                              hint: "write `await withTaskGroup(of: Int?.self) { group in … }` and take its results with `for await n in group { … }`")
        }
        if name == "withTaskGroup" || name == "withThrowingTaskGroup", assigns {
            return Diagnostic("the value of \(name) is not expressed yet: a group here gives none", at: location,
                              hint: "take the results in its body and write them into state: `for await n in group { total += n }`")
        }
        if taskGroups.contains(where: { $0.group == name }), kind(i + 1) == .symbol(.dot), case .identifier(let member) = kind(i + 2),
           let instead = Self.groupMembersNotExpressed[member] {
            return Diagnostic("`\(name).\(member)` is not expressed yet", at: location, hint: instead)
        }
        return nil
    }
}
