/// Splits one expression or statement into tokens.
struct Lexer {
    /// Longest first, so `+=` wins over `+`.
    static let symbols = ["==", "!=", "<=", ">=", "&&", "||", "+=", "-=",
                          "(", ")", "[", "]", ",", ":", ".", "+", "-", "*", "/", "%", "<", ">", "!", "=", ";", "{", "}"]

    /// `sourceLines`: whether a newline in `source` is a line break of the file (a literal block
    /// scalar). In a quoted scalar a newline comes from an escape such as `\n`, and every place
    /// stays on the scalar's first line.
    static func tokens(_ source: String, at start: Location, sourceLines: Bool = true) throws -> [Token] {
        let chars = Array(source.unicodeScalars)
        var tokens: [Token] = []
        var i = 0
        var line = start.line
        var lineStart = 0
        var columnBase = start.column

        func here(_ index: Int) -> Location {
            start.moved(line: line, column: columnBase + index - lineStart)
        }

        while i < chars.count {
            let c = chars[i]
            if c == "\n" && sourceLines {
                line += 1
                lineStart = i + 1
                columnBase = 1
                i += 1
                continue
            }
            if c == " " || c == "\t" || c == "\r" || c == "\n" { i += 1; continue }
            let loc = here(i)
            if isDigit(c) {
                var j = i
                while j < chars.count, isDigit(chars[j]) { j += 1 }
                let text = string(chars[i..<j])
                guard let n = Int(text) else {
                    throw Diagnostic("the number \(text) is too large", at: loc,
                                     hint: "integers are 64-bit: at most \(Int.max)")
                }
                tokens.append(Token(kind: .int(n), location: loc))
                i = j
            } else if isIdentifierStart(c) {
                var j = i
                while j < chars.count, isIdentifierStart(chars[j]) || isDigit(chars[j]) { j += 1 }
                tokens.append(Token(kind: .identifier(string(chars[i..<j])), location: loc))
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
            } else if let symbol = symbolsByFirst[c]?.first(where: { matches($0, chars, i) }) {
                tokens.append(Token(kind: .symbol(symbol), location: loc))
                i += symbol.unicodeScalars.count
            } else {
                throw Diagnostic("unexpected character '\(c)' in an expression", at: loc,
                                 hint: c == "{" ? "a closure is a whole argument passed to a child: onLike: \"{ likes += 1 }\"" : nil)
            }
        }
        tokens.append(Token(kind: .end, location: here(i)))
        return tokens
    }

    /// `symbols` grouped by their first character, longest first as in `symbols`.
    static let symbolsByFirst: [Unicode.Scalar: [String]] = Dictionary(grouping: symbols) { $0.unicodeScalars.first! }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool { c.value >= 48 && c.value <= 57 }

    /// `_`, `$` or a letter; ASCII is answered without the Unicode property tables, which the
    /// profile of a large spec showed as the lexer's main cost.
    private static func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
        if c.isASCII {
            let v = c.value
            return (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 95 || v == 36
        }
        return c.properties.isAlphabetic
    }

    /// The scalars as a String, written as UTF-8 in place (appending scalar by scalar was slow).
    private static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        String(unsafeUninitializedCapacity: scalars.count * 4) { buffer in
            var n = 0
            for scalar in scalars {
                UTF8.encode(scalar) { buffer[n] = $0; n += 1 }
            }
            return n
        }
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
