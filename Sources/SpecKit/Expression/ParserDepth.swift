/// The bound on the parser's recursion (`Limits.expressionDepth`): each construct that parses
/// itself again before what it builds can be measured counts a level on the way down, and
/// chains, which build a deep tree in a loop, are measured as they grow. Past the bound the
/// input is refused; the checker, the engine and the exporter recurse over the same trees.
extension Parser {
    /// What a body nested too deep can do instead.
    static let nestedBodiesHint = "each body in braces inside another counts as a level; "
        + "end a branch early with `guard`, or move the inner part into a method of the model"

    /// Chains of operators and of `.` make the tree deep without nesting anything; bound them too.
    func checkHeight(_ e: Expr, at location: Location) throws {
        if e.height > maxDepth {
            throw Diagnostic("expression nested deeper than \(maxDepth) levels", at: location,
                             hint: "each operator in a chain counts as a level; split it over several holders")
        }
    }

    /// The right of a `??`, which holds the rest of the chain, `a ?? (b ?? c)` as Swift groups it:
    /// a level of recursion for each `??`, counted before the chain's height can be measured.
    mutating func parseCoalescedRight(_ level: Int, at location: Location) throws -> Expr {
        depth += 1
        defer { depth -= 1 }
        if depth > maxDepth {
            throw Diagnostic("expression nested deeper than \(maxDepth) levels", at: location,
                             hint: "each `??` in a chain counts as a level, as `a ?? (b ?? c)` nests; split it over several holders")
        }
        return try parseBinary(from: level)
    }

    /// The `if` after an `else`: Swift's `else if` is an `if` inside the `else`, a level of
    /// nesting, and of the parser's recursion, as a body in braces is.
    mutating func parseElseIf() throws -> Statement {
        depth += 1
        defer { depth -= 1 }
        // Its branch's statements, and their expressions, are two levels further in: refused
        // here, the message names the chain rather than a statement deep inside it.
        if depth + 2 > maxDepth {
            throw Diagnostic("statements nested deeper than \(maxDepth) levels in an `else if` chain", at: peek.location,
                             hint: "each `else if` is an `if` inside the `else` before it; for many cases of one value, write a switch")
        }
        return try parseIf()
    }
}
