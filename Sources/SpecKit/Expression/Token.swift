/// A lexical token of the expression language, with its column offset inside the scalar.
struct Token: Equatable {
    enum Kind: Equatable {
        case int(Int)
        /// `0.5`, as written: the language's numbers are Int, and only a sleep's `.seconds(0.5)`
        /// reads one, as whole milliseconds (AwaitParser.swift).
        case decimal(String)
        case string(String)
        case identifier(String)
        case symbol(Symbol)
        case end
    }

    /// Operators and punctuation, told apart by an integer compare rather than a string's.
    enum Symbol: String, Equatable {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case assign = "=", not = "!", plus = "+", plusAssign = "+=", minus = "-", minusAssign = "-="
        case and = "&&", or = "||", coalesce = "??", times = "*", divide = "/", remainder = "%"
        case leftParen = "(", rightParen = ")", leftBracket = "[", rightBracket = "]", leftBrace = "{", rightBrace = "}"
        case comma = ",", colon = ":", dot = ".", semicolon = ";", question = "?"
        /// `a..<b` and `a...b`: Swift's half-open and closed ranges (Ranges.swift).
        case halfOpenRange = "..<", closedRange = "..."
        /// `pending?.cancel()`: Swift's optional chaining, taken for a task handle's `cancel()`
        /// alone (§63); anywhere else the parser refuses it.
        case optionalDot = "?."

        /// Bytes in its text: every symbol is ASCII, one to three characters.
        var length: Int {
            switch self {
            case .halfOpenRange, .closedRange: return 3
            case .equal, .notEqual, .lessOrEqual, .greaterOrEqual, .plusAssign, .minusAssign, .and, .or, .coalesce, .optionalDot: return 2
            default: return 1
            }
        }
    }

    var kind: Kind
    var location: Location

    var describe: String {
        switch kind {
        case .int(let n): return "\(n)"
        case .decimal(let text): return text
        case .string(let s): return "\"\(s)\""
        case .identifier(let s): return "'\(s)'"
        case .symbol(let s): return "'\(s.rawValue)'"
        case .end: return "the end of the expression"
        }
    }
}
