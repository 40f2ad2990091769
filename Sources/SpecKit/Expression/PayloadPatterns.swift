/// The values of a case pattern in a `catch` (docs/semantics.md §84): Swift's enumeration case
/// pattern with a tuple pattern after it, `SaveError.tooLong(let limit)`,
/// `SaveError.insufficientFunds(coinsNeeded: let n)`, `SaveError.tooLong(40)`, or the `let`
/// before the whole, `let SaveError.moved(from, to)`, which binds each bare name.
extension Parser {
    /// The parenthesized elements after a case, the '(' next; `outerLet` when `let` came before
    /// the pattern, making each bare name a binding.
    mutating func parsePayload(outerLet: Bool) throws -> [PayloadElement] {
        let open = advance()   // (
        var elements: [PayloadElement] = []
        var bound: Set<String> = []
        if consume(.rightParen) { return [] }
        repeat {
            let at = peek.location
            var element = PayloadElement(label: nil, binding: nil, value: nil, location: at)
            if case .identifier(let label) = peek.kind, position + 1 < tokens.count, tokens[position + 1].kind == .symbol(.colon) {
                element.label = label
                position += 2
            }
            switch peek.kind {
            case .identifier("let"), .identifier("var"):
                let keyword = advance()
                if outerLet {
                    // Swift's words, for `let SaveError.tooLong(let limit)`.
                    throw Diagnostic("'let' cannot appear nested inside another 'var' or 'let' pattern", at: keyword.location,
                                     hint: "write `let` once: before the case, `catch let SaveError.tooLong(limit)`, or before each value, `catch SaveError.tooLong(let limit)`")
                }
                if keyword.kind == .identifier("var") {
                    throw Diagnostic("a caught case's values are bound with `let` here", at: keyword.location,
                                     hint: "write `let`: the value is a constant of the clause's block")
                }
                let name = try boundName(after: "let")
                element.binding = name == "_" ? nil : name   // `let _` binds nothing, as `_`
            case .identifier("_") where [.symbol(.comma), .symbol(.rightParen)].contains(tokens[min(position + 1, tokens.count - 1)].kind):
                _ = advance()
            case .identifier(let name) where outerLet && [.symbol(.comma), .symbol(.rightParen)].contains(tokens[min(position + 1, tokens.count - 1)].kind):
                _ = advance()
                element.binding = name
            default:
                element.value = try parseExpression()
            }
            if let name = element.binding, !bound.insert(name).inserted {
                // Swift's words for a name a pattern binds twice.
                throw Diagnostic("invalid redeclaration of '\(name)'", at: element.location,
                                 hint: "give each value a name of its own, or `_` for one the clause does not read")
            }
            element.location = at
            elements.append(element)
        } while consume(.comma)
        try expect(.rightParen, after: "to close the values of the case pattern opened at column \(open.location.column)")
        return elements
    }

    /// The name after `let` in a pattern.
    private mutating func boundName(after keyword: String) throws -> String {
        let token = advance()
        guard case .identifier(let name) = token.kind else {
            throw Diagnostic("expected a name after `\(keyword)`, found \(token.describe)", at: token.location,
                             hint: "write `catch SaveError.tooLong(let limit) { … }`: `limit` holds the case's value in the block")
        }
        return name
    }
}
