/// `defer { isLoading = false }`: statements kept to run when the closure or block holding the
/// `defer` ends, however it ends (docs/semantics.md §77).
extension Parser {
    mutating func parseDefer() throws -> Statement {
        let start = advance().location   // defer
        let body = try parseBranch(after: "defer", at: start,
                                   form: "write `defer { isLoading = false }`: it runs when the closure ends, however it ends")
        // An empty one, as Swift compiles it, does nothing.
        return Statement(.deferred(body), at: start, source: Graph.deferSource(body))
    }
}
