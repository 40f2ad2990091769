/// Closure literals in a spec: `"{ likes += 1 }"` passed to a child, and the names that read as
/// closures by Swift's habit.
extension Parser {
    /// `{ statements }`, the whole text: a closure literal; nil when the text is not one.
    static func closure(_ source: String, at location: Location, limits: Limits, viewSelf: Bool = false) throws -> Expr? {
        // Most expressions start with an ASCII character other than a space or '{': not a closure,
        // told without walking Characters.
        if let b = source.utf8.first, b < 0x80, b != UInt8(ascii: "{"), b != 0x20, !(0x09...0x0D).contains(b) { return nil }
        guard let open = source.firstIndex(where: { !$0.isWhitespace }), source[open] == "{" else { return nil }
        guard let close = source.lastIndex(where: { !$0.isWhitespace }), source[close] == "}", close > open else {
            throw Diagnostic("a closure's '{' without its '}'", at: location.advanced(by: source.distance(from: source.startIndex, to: open)),
                             hint: "a closure is the whole value: \"{ likes += 1 }\"")
        }
        var inner = String(source[source.index(after: open)..<close])
        var start = location.advanced(by: source.distance(from: source.startIndex, to: open) + 1)
        let parameters = try closureParameters(&inner, at: &start)
        let body: [Statement]
        do {
            body = inner.allSatisfy(\.isWhitespace) ? [] : try statements(inner, at: start, limits: limits, viewSelf: viewSelf)
        } catch let error as Diagnostic {
            // A body that is a value, not statements: a closure that returns it (`{ x in String(x) + unit }`).
            guard (try? expression(inner, at: start, limits: limits, viewSelf: viewSelf)) != nil else { throw error }
            throw Diagnostic("a closure here runs statements and returns nothing; one that returns a value, "
                             + "`{ \(parameters.isEmpty ? "" : parameters.joined(separator: ", ") + " in ")\(inner.trimmingCharacters(in: .whitespaces)) }`, is not expressed",
                             at: start,
                             hint: "work the value out where the closure is written and pass it as a prop, or pass what it reads (docs/coverage.md)")
        }
        let head = parameters.isEmpty ? "" : parameters.joined(separator: ", ") + " in "
        let text = body.isEmpty ? "{ " + head + "}" : "{ " + head + body.written + " }"
        return Expr(.closure(body, parameters: parameters), at: location, source: text)
    }

    /// `name in` or `a, b in` at the start of a closure's body: its parameters, taken off the
    /// body (and its start moved past them); none when the body does not start so.
    static func closureParameters(_ inner: inout String, at start: inout Location) throws -> [String] {
        let leading = inner.prefix(while: { $0 == " " || $0 == "\n" })
        let rest = inner.dropFirst(leading.count)
        if let list = CaptureList.leading(rest) { throw CaptureList.refusal(list, at: start.advanced(by: leading.count)) }
        guard let range = rest.range(of: " in "), !rest[..<range.lowerBound].isEmpty,
              rest[..<range.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "," || $0 == " " || $0 == "$" })
        else { return [] }
        let names = rest[..<range.lowerBound].split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        // `for await v in saved { … }` starts with words, not a list of names: no parameters.
        guard names.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else { return [] }
        let at = start.advanced(by: leading.count)
        for name in names {
            guard let first = name.first, first == "_" || first.isLetter, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                throw Diagnostic("a closure's parameters are names: `{ name in … }` or `{ a, b in … }`", at: at,
                                 hint: "`$0` is not expressed; name the parameter: `{ value in … }`")
            }
        }
        if Set(names.filter { $0 != "_" }).count < names.filter({ $0 != "_" }).count {
            throw Diagnostic("a closure names a parameter twice", at: at, hint: "give each parameter its own name")
        }
        let consumed = leading.count + rest.distance(from: rest.startIndex, to: range.upperBound)
        inner = String(inner.dropFirst(consumed))
        start = start.advanced(by: consumed)
        return names
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
