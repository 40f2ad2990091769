/// Swift written where the spec language has a form of its own: a keyword statement it does not
/// have, or an action in a closure's braces. Each gets a message naming the form to write.
extension Parser {
    /// Swift's keywords that start statements an action cannot hold, each with the form that can
    /// say the same; without them `do x` read as an assignment to a name `do`.
    static let swiftOnlyStatements: [String: String] = [
        "do": "a `do` opens a block: `do { try await load() } catch { failed = true }`",
    ]

    /// The error for a statement that starts with one of those keywords; nil for any other.
    static func swiftOnlyStatement(_ token: Token, at location: Location) -> Diagnostic? {
        guard case .identifier(let word) = token.kind, let hint = swiftOnlyStatements[word] else { return nil }
        return Diagnostic("`\(word)` is a Swift statement the spec language does not have", at: location, hint: hint)
    }

    /// `+1`: Swift's unary plus, which changes nothing; the hint names what it stands before.
    static func unaryPlus(before next: Token, at location: Location) -> Diagnostic {
        var operand = ""
        if case .int(let n) = next.kind { operand = " `\(n)`" } else if case .identifier(let name) = next.kind { operand = " `\(name)`" }
        return Diagnostic("unexpected '+': Swift's unary plus, which changes nothing, is not in the expression language",
                          at: location, hint: "write the value\(operand) without it")
    }

    /// `on-appear: "{ n += 1 }"`: an action written as Swift's closure, braces and all. No
    /// statement starts with a brace, so the message can say what to write instead.
    static func bracedAction(_ source: String, at location: Location) -> Diagnostic? {
        let leading = source.prefix(while: { $0 == " " }).count
        guard source.dropFirst(leading).first == "{" else { return nil }
        var inner = source.dropFirst(leading + 1)
        if let close = inner.lastIndex(of: "}"), inner[inner.index(after: close)...].allSatisfy({ $0 == " " }) {
            inner = inner[..<close]
        }
        var body = String(inner.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed())
        // `{ oldValue, newValue in … }`: the action sees the parameters by those names already.
        if let r = body.range(of: " in "), body[..<r.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "," || $0 == " " }) {
            body = String(body[r.upperBound...])
        }
        return Diagnostic("an action is the statements of its closure, written without the braces", at: location.advanced(by: leading),
                          hint: body.isEmpty ? "an action must change something, such as `count += 1`"
                              : "write `\(body)`; a closure in braces is an argument passed to a child, onTap: \"{ … }\"")
    }

    /// Swift's identity operators, `===` and `!==`: the spec's `==` of two model instances is
    /// already identity (§8).
    static func identityHint(in source: String) -> String? {
        guard source.contains("===") || source.contains("!==") else { return nil }
        return "write == (or !=): the spec compares two model instances by identity with ==, which the export writes as ==="
    }

    /// What to write instead of the token left over after a whole expression, when it is Swift's.
    static func trailingHint(_ peek: Token, in source: String) -> String? {
        switch peek.kind {
        case .symbol(.assign): return identityHint(in: source) ?? "compare with ==; assignments belong in actions"
        // `onTap: "taps += 1"`: a statement where a value goes is most often a closure without its braces.
        case .symbol(.plusAssign), .symbol(.minusAssign):
            return "a statement belongs in an action; to pass it to a child, write a closure: \"{ \(source) }\""
        case .symbol(.not): return forceUnwrapHint
        // `[Int]()`: Swift's empty array of a type, where the spec writes `[]`.
        case .symbol(.leftParen) where source.hasPrefix("[") && source.filter({ !$0.isWhitespace }).hasSuffix("]()"):
            return "an empty list is written `[]`: the type of its elements comes from the values put in it"
        // `nil as Int?`: Swift's cast, written to type an optional holder.
        case .identifier("as"): return castHint
        default: return nil
        }
    }

    /// `nil as Int?`, `Int?.none`, `Optional<Int>.none`: Swift's ways to type an optional, which
    /// the spec takes from the values assigned (§28).
    static let castHint = "a holder that starts with no value is written `nil`, `state: { picked: nil }`: its type comes from the values assigned to it"

    /// `Int?.none`, `Int.zero`: a type's name where a value goes.
    static let typeNameHint = "a holder's type comes from its value: `0`, `\"\"`, `false`, or `nil` for one that starts with no value"

    /// `Int(text)!`: Swift's force unwrap, which traps on nil, is not expressed (§72).
    static let forceUnwrapHint = "a force unwrap `x!` is not expressed: give a value for nil, `x ?? 0`, or test it first, with `if let` in an action or `if: x != nil` in a body"

    /// `Array(items.enumerated())`, `Array(0..<n)`: the expression language has lists, not
    /// Array's initializers; what they are written for has a form of its own.
    static func arrayConversion(at location: Location) -> Diagnostic {
        Diagnostic("Array(…) is not expressed: a list is used as it is", at: location,
                   hint: "for a row's position, `for-each: items` with `index: i` (ForEach over `Array(items.enumerated())`); "
                       + "for a range, `for-each: 0..<n` with `id: \\.self`, or a list written out, `[0, 1, 2]`, where one is stored")
    }
}

extension Parser {
    /// `["a": 1]`, `[:]`, `notes["a", default: ""]`: Swift's dictionaries, which the spec's values
    /// do not include (docs/coverage.md); a list of structs with a key field says the same.
    static func dictionary(at location: Location) -> Diagnostic {
        Diagnostic("a dictionary is not expressed: a value is an Int, a String, a Bool, a list, an optional or a model", at: location,
                   hint: "keep a list of a struct model with a key field and a value field, found with `first(where: { $0.key == \"a\" })`, or a field for each key when the keys are fixed")
    }
}
