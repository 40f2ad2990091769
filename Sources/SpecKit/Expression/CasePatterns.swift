/// A `switch` case's values, `case 1, 2:` (docs/semantics.md §13): several expressions separated
/// by commas, as Swift's case label lists several patterns, and the literal values a case repeats.
enum CasePatterns {
    /// The values of one `case:` scalar, in order: one expression, or several joined by `,`.
    static func parse(_ source: String, at location: Location, limits: Limits = .standard, sourceLines: Bool = true) throws -> [Expr] {
        // Most cases are one value: the expression parser's fast paths take them.
        guard source.contains(",") else {
            return [try Parser.expression(source, at: location, limits: limits, sourceLines: sourceLines)]
        }
        var parser = try Parser(source, at: location, limits: limits, sourceLines: sourceLines)
        var values: [Expr] = []
        repeat {
            if case .end = parser.peek.kind {
                throw Diagnostic("a case value is missing after ','", at: parser.peek.location,
                                 hint: "list the values a case matches as Swift does: `case: 1, 2`")
            }
            values.append(try parser.parseExpression())
        } while parser.consume(.comma)
        try parser.expectEnd()
        return values
    }

    /// A literal case value as a key that compares as Swift's `==` on the literal would: nil for
    /// a value only the run knows (a name, a computation).
    static func literalKey(_ e: Expr) -> Value? {
        switch e.kind {
        case .int(let n): return .int(n)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .unary("-", let x): if case .int(let n) = x.kind, n != Int.min { return .int(-n) } else { return nil }
        default: return nil
        }
    }

    /// Each literal value a case lists twice, or that an earlier case already lists: Swift warns
    /// "literal value is already handled by previous pattern", and the first listing wins, so the
    /// later one can never match. A spec refuses it (semantics §13).
    static func repeats(in cases: [SwitchCase]) -> [Diagnostic] {
        var first: [Value: (value: Expr, caseIndex: Int)] = [:]
        var found: [Diagnostic] = []
        for (i, c) in cases.enumerated() {
            for value in c.values {
                guard let key = literalKey(value) else { continue }
                guard let earlier = first[key] else {
                    first[key] = (value, i)
                    continue
                }
                if earlier.caseIndex == i {
                    found.append(Diagnostic("case \(listed(c)) lists \(value.source) twice", at: value.location,
                                            hint: "Swift warns \"literal value is already handled by previous pattern\"; list each value once"))
                } else {
                    found.append(Diagnostic("\(value.source) is already matched by the earlier case \(listed(cases[earlier.caseIndex])) (line \(earlier.value.location.line)): the first case that lists a value wins, so this one never matches it",
                                            at: value.location,
                                            hint: "Swift warns \"literal value is already handled by previous pattern\"; list each value in one case only"))
                }
            }
        }
        return found
    }

    /// `1, 2`: a case's values as written.
    static func listed(_ c: SwitchCase) -> String { c.values.map(\.source).joined(separator: ", ") }
}
