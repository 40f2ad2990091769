/// What a `do`'s clauses take and what a statement lets out (docs/semantics.md §67, §73, §75).
extension Statement {
    /// Whether an error can come out of the statement: an await not written `try?` (a sleep, a
    /// request, an async let's value, a throwing task's value, or a method `methodThrows` says
    /// throws), in a block it holds too, unless a `catch` there takes every error (§67, §73, §75).
    /// A `Task { }` catches its own.
    public func throwsOut(methodThrows: (Expr) -> Bool) -> Bool {
        switch kind {
        case .sleep, .request, .checkCancellation: return !swallowsErrors
        case .throwError: return true
        case .awaitChildren: return true
        case .awaitCall(let call, _): return !swallowsErrors && methodThrows(call)
        case .awaitTask: return triesErrors
        case .ifElse(_, let then, let otherwise): return (then + otherwise).contains { $0.throwsOut(methodThrows: methodThrows) }
        case .switchCases(let s): return s.statements.contains { $0.throwsOut(methodThrows: methodThrows) }
        case .animated(_, let body): return body.contains { $0.throwsOut(methodThrows: methodThrows) }
        case .loop(let loop): return loop.body.contains { $0.throwsOut(methodThrows: methodThrows) } || triesCall
        case .loopJump: return false
        case .doCatch(let body, let clauses):
            return clauses.contains { $0.body.contains { $0.throwsOut(methodThrows: methodThrows) } }
                || (!clauses.contains(where: \.takesEverything) && body.contains { $0.throwsOut(methodThrows: methodThrows) })
        // A call of a method declared `throws`, written `try` (§80).
        case .assign, .guardElse, .returnValue: return triesCall
        // No error leaves a `defer` body: Swift refuses a throw there (§77).
        case .spawn, .forAwait, .asyncLet, .deferred: return false
        // A throwing group rethrows; `for try await` rethrows a child's error (§88).
        case .taskGroup(let group): return group.throwsOut
        }
    }

    /// Whether the statement throws by itself rather than at an await: `try Task.checkCancellation()`
    /// or `throw`, in it or a block it holds (not a `Task { }`'s). Such a block runs as the
    /// task's own statements, where the error can be thrown (§75.9, §79).
    public var throwsItself: Bool {
        switch kind {
        case .checkCancellation, .throwError: return true
        case .ifElse(_, let then, let otherwise): return (then + otherwise).contains(where: \.throwsItself)
        case .switchCases(let s): return s.statements.contains(where: \.throwsItself)
        case .animated(_, let body), .forAwait(_, _, let body): return body.contains(where: \.throwsItself)
        case .loop(let loop): return loop.body.contains(where: \.throwsItself)
        case .doCatch(let body, let clauses): return (body + clauses.flatMap(\.body)).contains(where: \.throwsItself)
        default: return false
        }
    }

    /// Whether the statement calls a method declared `throws` with `try` (not `try?`), as a
    /// statement of its own or in an expression, so that its error leaves it (§80).
    var triesCall: Bool {
        if case .assign(_, .call, _) = kind, triesErrors { return true }
        return expressions.contains(where: \.triesCall)
    }

    /// Whether a `try` written in the statement lets an error out of it, which makes a `Task { }`
    /// holding it a throwing one (§73): not one inside a `do` whose `catch` takes every error,
    /// nor one in a `Task { }` of its own (§75).
    public var letsTryOut: Bool {
        switch kind {
        case .spawn, .deferred: return false
        case .throwError: return true
        case .assign, .guardElse, .returnValue: return triesCall
        case .ifElse(_, let then, let otherwise): return (then + otherwise).contains(where: \.letsTryOut)
        case .switchCases(let s): return s.statements.contains(where: \.letsTryOut)
        case .animated(_, let body), .forAwait(_, _, let body): return body.contains(where: \.letsTryOut)
        case .taskGroup(let group): return group.throwsOut
        case .loop(let loop): return triesCall || loop.body.contains(where: \.letsTryOut)
        case .doCatch(let body, let clauses):
            return clauses.contains { $0.body.contains(where: \.letsTryOut) }
                || (!clauses.contains(where: \.takesEverything) && body.contains(where: \.letsTryOut))
        default: return triesErrors
        }
    }
}

/// An error an await throws: a cancelled sleep's or async let's `CancellationError`, a cancelled
/// request's `URLError.cancelled`, or the error a script completes a request with (§27, §73, §75).
public enum ThrownError: Hashable, Sendable {
    case cancellation
    case cancelledRequest
    case message(String)
    /// `throw LoadError.offline`: a case of an error type the spec declares, with the text its
    /// `LocalizedError` conformance gives, if the spec gives one (§79), and its associated
    /// values, `tooLong(limit: 40)`, labelled "" where the case gives a value no label (§84).
    case declared(type: String, name: String, description: String?, values: [Argument] = [])

    /// As the trace and a task's failure name it: as Swift prints the value,
    /// `SaveError.tooLong(limit: 40)`.
    public var name: String {
        switch self {
        case .cancellation: return "CancellationError"
        case .cancelledRequest: return "URLError.cancelled"
        case .message(let text): return Value.string(text).literal
        case .declared(let type, let name, _, let values): return "\(type).\(name)" + Self.payload(values)
        }
    }

    /// A request's message as written, unquoted; any other error by its name.
    public var said: String {
        if case .message(let text) = self { return text }
        return name
    }

    /// `(limit: 40, "x")`, as Swift prints a case's values; empty for none.
    static func payload(_ values: [Argument]) -> String {
        values.isEmpty ? "" : "(" + values.map { ($0.label.isEmpty ? "" : "\($0.label): ") + $0.value.literal }.joined(separator: ", ") + ")"
    }
}
