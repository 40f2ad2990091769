/// Array methods that take a closure and that the expression language does not express yet
/// (docs/coverage.md): refused with the nearest form it does express, as `sort(by:)` is
/// (PairClosureParser.swift), rather than as a brace out of place, which reads like a mistake of
/// another kind.
extension Parser {
    /// The refusal of `list.method` given a closure, or nil for a method the language expresses,
    /// or does not know at all.
    static func unexpressedClosure(_ method: String, on list: String, at location: Location) -> Diagnostic? {
        switch method {
        case "forEach":
            Diagnostic("forEach(_:) is not expressed; an action goes over a list with a `for … in` loop", at: location,
                       hint: "write a loop: for item in \(list) { … }")
        default:
            nil
        }
    }

    /// Refuses `items.forEach { … }` and alike, where `(` has
    /// just been read (`parenthesized`) or a `{` follows the method's name.
    func refuseUnexpressedClosure(_ base: Expr, _ method: String, parenthesized: Bool, at location: Location) throws {
        guard method == "forEach" else { return }
        var i = position
        if parenthesized, i + 1 < tokens.count, case .identifier = tokens[i].kind, tokens[i + 1].kind == .symbol(.colon) { i += 2 }
        guard i < tokens.count, tokens[i].kind == .symbol(.leftBrace), parenthesized || !inCondition,
              let refusal = Self.unexpressedClosure(method, on: base.source, at: location) else { return }
        throw refusal
    }
}
