/// Splits one expression or statement into tokens.
struct Lexer {
    /// Longest first, so `+=` wins over `+`.
    static let symbols = ["==", "!=", "<=", ">=", "&&", "||", "+=", "-=",
                          "(", ")", "[", "]", ",", ":", ".", "+", "-", "*", "/", "%", "<", ">", "!", "=", ";"]

    static func tokens(_ source: String, at start: Location) throws -> [Token] {
        let chars = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        var line = start.line
        var lineStart = 0
        var columnBase = start.column

        func here(_ index: Int) -> Location {
            Location(file: start.file, line: line, column: columnBase + index - lineStart)
        }

        while i < chars.count {
            let c = chars[i]
            if c == "\n" {
                line += 1
                lineStart = i + 1
                columnBase = 1
                i += 1
                continue
            }
            if c == " " || c == "\t" || c == "\r" { i += 1; continue }
            let loc = here(i)
            if ("0"..."9").contains(c) {
                var j = i
                var text = ""
                while j < chars.count, ("0"..."9").contains(chars[j]) { text.unicodeScalars.append(chars[j]); j += 1 }
                guard let n = Int(text) else {
                    throw Diagnostic("the number \(text) is too large", at: loc,
                                     hint: "integers are 64-bit: at most \(Int.max)")
                }
                tokens.append(Token(kind: .int(n), location: loc))
                i = j
            } else if c == "_" || c == "$" || c.properties.isAlphabetic {
                var j = i
                var text = ""
                while j < chars.count, chars[j] == "_" || chars[j] == "$" || chars[j].properties.isAlphabetic
                        || ("0"..."9").contains(chars[j]) {
                    text.unicodeScalars.append(chars[j]); j += 1
                }
                tokens.append(Token(kind: .identifier(text), location: loc))
                i = j
            } else if c == "\"" {
                var j = i + 1
                var text = ""
                var closed = false
                while j < chars.count {
                    let d = chars[j]
                    if d == "\"" { closed = true; j += 1; break }
                    if d == "\\", j + 1 < chars.count {
                        switch chars[j + 1] {
                        case "n": text += "\n"
                        case "t": text += "\t"
                        case "\"": text += "\""
                        case "\\": text += "\\"
                        default:
                            throw Diagnostic("unknown escape \\\(chars[j + 1]) in a string", at: here(j),
                                             hint: "strings know \\\" \\\\ \\n and \\t")
                        }
                        j += 2
                        continue
                    }
                    text.unicodeScalars.append(d)
                    j += 1
                }
                guard closed else {
                    throw Diagnostic("this string has no closing quote", at: loc)
                }
                tokens.append(Token(kind: .string(text), location: loc))
                i = j
            } else if let symbol = symbols.first(where: { matches($0, chars, i) }) {
                tokens.append(Token(kind: .symbol(symbol), location: loc))
                i += symbol.unicodeScalars.count
            } else {
                throw Diagnostic("unexpected character '\(c)' in an expression", at: loc)
            }
        }
        tokens.append(Token(kind: .end, location: here(i)))
        return tokens
    }

    private static func matches(_ symbol: String, _ chars: [Unicode.Scalar], _ i: Int) -> Bool {
        var k = i
        for s in symbol.unicodeScalars {
            guard k < chars.count, chars[k] == s else { return false }
            k += 1
        }
        return true
    }
}
