/// Swift's concurrency forms the spec language does not have, refused where a statement starts
/// (after `let x =`, `x =`, `try` or `await`) with what to write instead, rather than with the
/// parse error the first unexpected token would give (docs/coverage.md, *Not expressed yet*).
extension Parser {
    /// The refusal of a form at the statement starting at `position`, or nil for any other.
    func concurrencyFormRefused() -> Diagnostic? {
        var i = position
        func kind(_ at: Int) -> Token.Kind { tokens[min(at, tokens.count - 1)].kind }
        // `let x =` and `x =`, then `try`/`try?`/`try!` and `await`, in any order Swift allows.
        if case .identifier("let") = kind(i), case .identifier = kind(i + 1), kind(i + 2) == .symbol(.assign) { i += 3 }
        else if case .identifier = kind(i), kind(i + 1) == .symbol(.assign) { i += 2 }
        while case .identifier(let word) = kind(i), word == "try" || word == "await" {
            i += 1
            if kind(i) == .symbol(.question) || kind(i) == .symbol(.not) { i += 1 }
        }
        guard case .identifier(let name) = kind(i) else { return nil }
        let location = tokens[min(i, tokens.count - 1)].location
        let member: String? = if kind(i + 1) == .symbol(.dot), case .identifier(let m) = kind(i + 2) { m } else { nil }
        if Parser.taskGroupFunctions.contains(name), kind(i + 1) == .symbol(.leftParen) {
            return Parser.taskGroupRefused(name, at: location)
        }
        switch (name, member) {
        case ("Task", "detached"?):
            return Diagnostic("`Task.detached` is not part of the spec language", at: location,
                              hint: "a detached task runs off the main actor, where Swift 6 refuses a write to a view's state; write `Task { … }`, which runs on the main actor as the view does")
        case ("Task", "yield"?):
            return Diagnostic("`Task.yield()` is not part of the spec language", at: location,
                              hint: "a task here suspends only at its awaits; to let the work already queued on the main actor run first, as a yield does, write `try? await sleep(0)`: a sleep of 0 ms resumes the task as a job behind that work")
        case ("MainActor", "run"?):
            return Diagnostic("`MainActor.run` is not part of the spec language", at: location,
                              hint: "a view's `Task { }`, `task:` and actions already run on the main actor: write the statements themselves")
        case ("withTaskCancellationHandler", nil):
            return Diagnostic("`withTaskCancellationHandler` is not part of the spec language", at: location,
                              hint: "a request declared `cancellation: throws` already ends when its task is cancelled, as one whose handler cancels the work does, throwing URLError.cancelled as URLSession does; to run code then, write `do { … } catch is URLError { … }` (or `catch { if Task.isCancelled { … } }`), or `defer { … }` around the await")
        case ("Task", nil) where kind(i + 1) == .symbol(.leftParen):
            return Diagnostic("`Task(…) { }` with arguments is not part of the spec language", at: location,
                              hint: "a task's priority and name are not expressed; write `Task { … }`")
        default:
            return nil
        }
    }
}
