/// Swift's global functions `min(_:_:)`, `max(_:_:)` (with more arguments too, as the standard
/// library's variadic overloads take) of Ints or of Strings, Comparable both, and `abs(_:)` of
/// an Int: called with no base, as `String(n)` is (docs/semantics.md §61).
enum GlobalFunctions {
    static let names: Set<String> = ["min", "max", "abs"]

    /// What the language has of Swift's global functions, as a hint names them.
    static let summary = "the expression language has String(_:), min(_:_:), max(_:_:) and abs(_:)"

    /// The call's mistake in its form alone (labels, argument count), or nil: check reports it
    /// before a run, the evaluator in one.
    static func formMistake(_ name: String, _ labels: [String?], _ e: Expr) -> Diagnostic? {
        let wanted = name == "abs" ? "abs(_:) takes one Int, e.g. abs(offset)" : "\(name)(_:_:) takes two or more Ints or Strings, e.g. \(name)(n + 1, 4)"
        if let label = labels.compactMap({ $0 }).first {
            return Diagnostic("\(e.source.quotable): \(name)'s arguments have no labels", at: e.location,
                              hint: "drop `\(label):`; " + wanted)
        }
        let fits = name == "abs" ? labels.count == 1 : labels.count >= 2
        guard !fits else { return nil }
        return Diagnostic("\(e.source.quotable) does not match \(name == "abs" ? "abs(_:)" : "\(name)(_:_:)")", at: e.location, hint: wanted)
    }

    static func call(_ name: String, _ args: [(label: String?, value: Value)], _ e: Expr) throws -> Value {
        if let mistake = formMistake(name, args.map(\.label), e) { throw mistake }
        let values = args.map(\.value)
        if name == "abs" {
            guard case .int(let n) = values[0] else { throw notComparable(name, values, e) }
            // Swift's abs(Int.min) overflows, as -Int.min does.
            guard n != Int.min else { throw Diagnostic("integer overflow in \(e.source.quotable)", at: e.location) }
            return .int(Swift.abs(n))
        }
        if let ints = ints(values) { return .int(name == "min" ? smallest(ints) : largest(ints)) }
        if let strings = strings(values) { return .string(name == "min" ? smallest(strings) : largest(strings)) }
        throw notComparable(name, values, e)
    }

    /// The standard library's order among equals: `min` keeps the first of the smallest, `max`
    /// the last of the largest (`y >= x ? y : x`), which tells canonically equal Strings apart.
    static func smallest<T: Comparable>(_ xs: [T]) -> T { xs.dropFirst().reduce(xs[0]) { $1 < $0 ? $1 : $0 } }
    static func largest<T: Comparable>(_ xs: [T]) -> T { xs.dropFirst().reduce(xs[0]) { $1 >= $0 ? $1 : $0 } }

    private static func ints(_ values: [Value]) -> [Int]? {
        let xs = values.compactMap { if case .int(let n) = $0 { n } else { nil } }
        return xs.count == values.count ? xs : nil
    }

    private static func strings(_ values: [Value]) -> [String]? {
        let xs = values.compactMap { if case .string(let s) = $0 { s } else { nil } }
        return xs.count == values.count ? xs : nil
    }

    private static func notComparable(_ name: String, _ values: [Value], _ e: Expr) -> Diagnostic {
        let types = values.map(Evaluator.shownType)
        let given = Set(types).count == 1 ? "\(types[0])" : types.joined(separator: ", ")
        return mismatch(name, given: given, e)
    }

    /// The arguments' types do not fit: check says it with the types it knows.
    static func mismatch(_ name: String, given: String, _ e: Expr) -> Diagnostic {
        let wanted = name == "abs" ? "abs(_:) takes an Int" : "\(name)(_:_:) takes Ints or Strings, all of one type"
        return Diagnostic("\(wanted); \(e.source.quotable) gives \(given)", at: e.location,
                          hint: name == "abs" ? "for example abs(offset)" : "Swift's \(name) compares values of one Comparable type, e.g. \(name)(n + 1, 4)")
    }
}
