/// Closure literals in a spec: `"{ likes += 1 }"` passed to a child, and the names that read as
/// closures by Swift's habit.
extension Parser {
    /// `{ statements }`, the whole text: a closure literal; nil when the text is not one.
    static func closure(_ source: String, at location: Location, limits: Limits) throws -> Expr? {
        // Most expressions start with an ASCII character other than a space or '{': not a closure,
        // told without walking Characters.
        if let b = source.utf8.first, b < 0x80, b != UInt8(ascii: "{"), b != 0x20, !(0x09...0x0D).contains(b) { return nil }
        guard let open = source.firstIndex(where: { !$0.isWhitespace }), source[open] == "{" else { return nil }
        guard let close = source.lastIndex(where: { !$0.isWhitespace }), source[close] == "}", close > open else {
            throw Diagnostic("a closure's '{' without its '}'", at: location.advanced(by: source.distance(from: source.startIndex, to: open)),
                             hint: "a closure is the whole value: \"{ likes += 1 }\"")
        }
        let inner = String(source[source.index(after: open)..<close])
        let start = location.advanced(by: source.distance(from: source.startIndex, to: open) + 1)
        let body = inner.allSatisfy(\.isWhitespace) ? [] : try statements(inner, at: start, limits: limits)
        let text = body.isEmpty ? "{ }" : "{ \(body.map(\.source).joined(separator: "; ")) }"
        return Expr(.closure(body), at: location, source: text)
    }

    /// Whether a name reads as a closure by Swift's naming habit: `onTap`, `onSelect`, `action`,
    /// `dismiss`, `completion`.
    static func namesClosure(_ name: String) -> Bool {
        let u = Array(name.unicodeScalars)
        if u.count > 2, name.hasPrefix("on"), u[2].properties.isUppercase { return true }
        let lower = name.lowercased()
        return ["action", "handler", "callback", "completion", "dismiss"].contains { lower.hasSuffix($0) }
    }
}
