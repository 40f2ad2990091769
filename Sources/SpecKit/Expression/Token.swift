/// A lexical token of the expression language, with its column offset inside the scalar.
struct Token: Equatable {
    enum Kind: Equatable {
        case int(Int)
        case string(String)
        case identifier(String)
        case symbol(String)   // operators and punctuation: ( ) [ ] , : . + - == += && …
        case end
    }

    var kind: Kind
    var location: Location

    var describe: String {
        switch kind {
        case .int(let n): return "\(n)"
        case .string(let s): return "\"\(s)\""
        case .identifier(let s): return "'\(s)'"
        case .symbol(let s): return "'\(s)'"
        case .end: return "the end of the expression"
        }
    }
}
