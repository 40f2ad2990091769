/// `defer { isLoading = false }`: statements kept to run when the closure or block holding the
/// `defer` ends, however it ends (docs/semantics.md §77).
extension Parser {
    mutating func parseDefer() throws -> Statement {
        let start = advance().location   // defer
        let body = try parseBranch(after: "defer", at: start,
                                   form: "write `defer { isLoading = false }`: it runs when the closure ends, however it ends")
        if body.isEmpty {
            // Swift warns "'defer' statement at end of scope always executes immediately"; an empty one does nothing.
            throw Diagnostic("a `defer` needs a statement", at: start, hint: "write `defer { isLoading = false }`")
        }
        return Statement(.deferred(body), at: start, source: "defer { \(body.map(\.source).joined(separator: "; ")) }")
    }
}
