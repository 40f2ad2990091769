/// `throw LoadError.offline` in a task's code: the error it throws, which goes where an await's
/// goes (docs/semantics.md §79).
extension Graph {
    /// The error `e` names. The checks hold `e` to a declared case or `CancellationError()`
    /// before the run; a spec built in code without them gets the same error here.
    func thrownError(_ e: Expr, in scope: NodeScope) throws -> ThrownError {
        guard let error = spec.thrownError(e) else {
            throw Diagnostic("`throw \(e.source)` throws no error the spec declares", at: e.location, hint: spec.knownTypesHint)
        }
        return error
    }
}
