/// The bound on the engine's recursion through calls (`Limits.evaluationDepth`). An expression
/// nests at most `expressionDepth` levels, but a computed property reading another, a closure
/// calling the one it was handed, a method calling a method each start a new expression inside
/// the one running: counted together here, so the whole stays far within the stack, and a chain
/// too long is an error at the read or call that goes past the bound, never a crash.
extension Graph {
    /// Runs `body` as one more call inside the ones running; `location` is the read or call.
    func nestedCall<T>(at location: Location, _ body: () throws -> T) throws -> T {
        if nestedCalls >= limits.evaluationDepth { throw tooDeep(at: location) }
        nestedCalls += 1
        defer { nestedCalls -= 1 }
        return try body()
    }

    private func tooDeep(at location: Location) -> Diagnostic {
        Diagnostic("computed properties, closures and methods run within one another more than \(limits.evaluationDepth) deep",
                   at: location,
                   hint: "each one runs the next before it returns; keep an intermediate value in a field or a holder, "
                       + "or compute several steps in one expression")
    }
}
