/// `var copy = items`: a local variable of an action's block (docs/semantics.md §96). The forms
/// of it the language does not take are refused here with the form to write.
enum LocalVariables {
    /// The form to write, for every message about a `var`.
    static let form = "write `var total = 0`: a local's type comes from its value"

    /// `var (a, b) = …` and `var x: Int …`, seen before the name is read: a tuple of variables,
    /// and a type written out, which Swift allows and the language does not.
    static func refuseUnsupported(_ parser: inout Parser, at start: Location) throws {
        if case .symbol(.leftParen) = parser.peek.kind {
            throw Diagnostic("`var (…) = …` is not expressed: a `var` declares one name", at: start,
                             hint: "declare each on its own: `var a = 1; var b = 2`")
        }
        guard case .identifier(let name) = parser.peek.kind, case .symbol(.colon) = parser.tokens[min(parser.position + 1, parser.tokens.count - 1)].kind else { return }
        // `var x: Int` without a value: Swift's definite initialization would be needed to read
        // it; with one, the type written is the value's. Neither is written here.
        throw Diagnostic("`var \(name): …` is not expressed: a local `var` is declared with its value, its type the value's", at: start,
                         hint: "write `var \(name) = 0` (or `\"\"`, `false`, `[1]`): a local is never read before it has a value")
    }

    /// `var y = nil`, `let y = nil`, `var found = []`: a value whose type Swift cannot tell from
    /// itself, so the declaration needs a type written, which a local here does not take.
    static func untyped(_ name: String, _ value: Expr) -> Diagnostic? {
        switch value.kind {
        case .null where !value.isPlaceholder:
            return Diagnostic("'nil' requires a contextual type", at: value.location,
                              hint: "Swift needs the type written, `var \(name): Int? = nil`, which a local here does not take: start from a value of its type (`var \(name) = 0`), from an optional the spec has (`var \(name) = items.first`), or keep the optional in a holder, `state: { \(name): nil }`")
        case .list(let items) where items.isEmpty:
            return Diagnostic("empty collection literal requires an explicit type", at: value.location,
                              hint: "Swift needs the type written, `var \(name): [Int] = []`, which a local here does not take: start from a list of its type and empty it (`var \(name) = items`, then `\(name).removeAll()`), or keep the list in a holder")
        default:
            return nil
        }
    }

    /// `var = 1`, `var x`, `var x += 1`: a declaration without its name or its value.
    static func malformed(_ token: Token, at start: Location) -> Diagnostic {
        if case .identifier(let name) = token.kind, !["let", "var", "await", "try", "guard", "Task"].contains(name) {
            return Diagnostic("`var \(name)` needs a value: a local `var` is declared with `=` and its first value", at: start,
                              hint: "write `var \(name) = 0`")
        }
        return Diagnostic("`var` declares a local variable: `var total = 0`", at: start, hint: form)
    }

    /// The form that exchanges two values, for `swap(&a, &b)` and `(a, b) = (b, a)`.
    static let exchange = "exchange them through a constant: `let t = a; a = b; b = t`"
}

extension Parser {
    /// `(a, b) = (b, a)`: Swift's tuple assignment, which the language has no tuples for; nil
    /// for a statement that does not start with `(name,`.
    func tupleAssignment(at start: Location) -> Diagnostic? {
        guard case .symbol(.leftParen) = peek.kind, position + 2 < tokens.count,
              case .identifier = tokens[position + 1].kind, case .symbol(.comma) = tokens[position + 2].kind else { return nil }
        return Diagnostic("`(a, b) = …` is not expressed: the language has no tuples, and an assignment sets one name", at: start,
                          hint: LocalVariables.exchange)
    }
}
