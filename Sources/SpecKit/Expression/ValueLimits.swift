/// The bounds on what an expression builds: a string's length, a list's elements and nesting
/// (docs/limits.md). A value past them is refused where it is built, not kept.
extension Evaluator {
    /// A string literal, or a label's text, longer than `limits.valueSize`: certain to be refused
    /// when it is built, so refused when the spec loads, by `spec check` and `spec export` too.
    static func literalTooLong(_ limit: Int, source: String, at location: Location) -> Diagnostic {
        Diagnostic("a string of more than \(limit) bytes in \(source.quotable)", at: location,
                   hint: "a string is at most \(limit) bytes, the limit on a value (valueSize in docs/limits.md)")
    }

    /// Strings are bounded so that doubling one in a chain of holders cannot exhaust memory.
    @discardableResult
    static func checkLength(_ text: String, limits: Limits, _ e: Expr) throws -> String {
        if text.utf8.count > limits.valueSize {
            throw Diagnostic("a string of more than \(limits.valueSize) bytes in \(e.source.quotable)", at: e.location,
                             hint: "a value this large is likely a runaway expression; docs/limits.md lists the limits")
        }
        return text
    }

    /// A list is bounded in size (elements, nested lists counted in full) and in nesting, so that
    /// doubling it in a chain of holders cannot exhaust memory and comparing, hashing or printing
    /// it (all recursive) cannot exhaust the stack.
    static func checkSize(_ value: Value, limits: Limits, _ e: Expr) throws -> Value {
        try checkSize(value, limits: limits, source: e.source, at: e.location)
    }

    /// The same bounds for a struct value (`p = Point(next: p)` nests as `[[l]]` does).
    static func checkSize(_ value: Value, limits: Limits, source: String, at location: Location) throws -> Value {
        let (size, depth) = measure(value, sizeLimit: limits.valueSize, depthLimit: limits.valueDepth)
        if size > limits.valueSize { throw tooLarge(limits, source: source, at: location) }
        if depth > limits.valueDepth {
            throw Diagnostic("a value nested more than \(limits.valueDepth) levels deep in \(source.quotable)", at: location,
                             hint: "a value this deep is likely a runaway expression; docs/limits.md lists the limits")
        }
        return value
    }

    static func tooLarge(_ limits: Limits, _ e: Expr) -> Diagnostic { tooLarge(limits, source: e.source, at: e.location) }

    static func tooLarge(_ limits: Limits, source: String, at location: Location) -> Diagnostic {
        Diagnostic("a list of more than \(limits.valueSize) elements in \(source.quotable)", at: location,
                   hint: "a value this large is likely a runaway expression; docs/limits.md lists the limits")
    }

    /// A value's elements (each element of each nested list once, a string by its bytes) and its
    /// nesting depth; stops at either limit, so a list that shares one huge list many times is cheap.
    static func measure(_ value: Value, sizeLimit: Int, depthLimit: Int) -> (size: Int, depth: Int) {
        var size = 0, deepest = 0
        var pending = [(value, 0)]
        while let (v, depth) = pending.popLast() {
            let items: [Value]
            switch v {
            case .list(let elements): items = elements
            case .structure(let s): items = s.fields.map(\.value)
            default: continue
            }
            deepest = max(deepest, depth + 1)
            for item in items {
                if case .string(let s) = item { size += max(s.utf8.count, 1) } else { size += 1 }
                switch item {
                case .list, .structure: pending.append((item, depth + 1))
                default: break
                }
            }
            if size > sizeLimit || deepest > depthLimit { break }
        }
        return (size, deepest)
    }
}
