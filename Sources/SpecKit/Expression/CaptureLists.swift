/// Swift's capture lists, `{ [vm] in … }` and `Task { [weak vm] in … }`: not written in a spec,
/// whose closures reach the names of their view through the `self` they captured (semantics §93).
/// Refused with that said, rather than as a list literal or an assignment gone wrong.
enum CaptureList {
    /// The refusal of the capture list `list` (as written, brackets included).
    static func refusal(_ list: String, at location: Location) -> Diagnostic {
        Diagnostic("a capture list, `\(list)`, is not written in a spec", at: location,
                   hint: "drop it: a spec's closure reaches its view's names through the `self` it captured, "
                       + "state as it is when the closure runs, props and `let`s as that render had them; "
                       + "a capture list's copy of a value or weak reference is not expressed")
    }

    /// The capture list that starts a closure's body, `[weak vm]` of `[weak vm] in …`, or nil when
    /// the body does not start with one.
    static func leading(_ body: Substring) -> String? {
        guard body.first == "[", let close = body.firstIndex(of: "]") else { return nil }
        let inside = body[body.index(after: body.startIndex)..<close]
        guard inside.contains(where: \.isLetter),
              inside.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "," || $0 == " " || $0 == "=" || $0 == "." })
        else { return nil }
        let after = body[body.index(after: close)...].drop { $0 == " " }
        // `[vm] in …`, or `[vm] value in …` with the closure's parameters after the list.
        guard let word = after.range(of: "in"), after[word.upperBound...].first.map({ $0 == " " || $0 == "\n" }) ?? true,
              after[..<word.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "," || $0 == " " })
        else { return nil }
        return String(body[...close])
    }
}

extension Parser {
    /// At the `[` after a closure's `{`: the capture list, `[weak vm]`, when `in` follows its `]`;
    /// nil otherwise, and the tokens are left where they are.
    func captureList() -> String? {
        guard case .symbol(.leftBracket) = peek.kind else { return nil }
        var words: [String] = []
        var i = position + 1
        while i < tokens.count {
            switch tokens[i].kind {
            case .identifier(let name): words.append(words.isEmpty || words.last == "." ? name : " " + name)
            case .symbol(.comma): words.append(",")
            case .symbol(.assign): words.append(" =")
            case .symbol(.dot): words.append(".")
            case .symbol(.rightBracket):
                guard i + 1 < tokens.count, case .identifier("in") = tokens[i + 1].kind else { return nil }
                return "[" + words.joined() + "]"
            default: return nil
            }
            i += 1
        }
        return nil
    }
}
