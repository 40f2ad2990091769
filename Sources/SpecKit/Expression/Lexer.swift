/// Splits one expression or statement into tokens.
///
/// It reads the UTF-8 bytes, not an array of Unicode scalars: building that array for every
/// expression of a large spec was a fifth of lexing. Columns still count scalars, as editors do.
struct Lexer {
    /// `sourceLines`: whether a newline in `source` is a line break of the file (a literal block
    /// scalar, whose lines all start at `start`'s column, the block's indentation). In a quoted
    /// scalar a newline comes from an escape such as `\n`, and every place stays on the scalar's
    /// first line.
    /// A string literal of more than `maxString` bytes is refused here, when the spec loads: the
    /// run would refuse it as the `valueSize` it is (docs/limits.md).
    static func tokens(_ source: String, at start: Location, maxString: Int = Limits.standard.valueSize,
                       sourceLines: Bool = true) throws -> [Token] {
        var text = source
        return try text.withUTF8 { try tokens(bytes: $0, at: start, maxString: maxString, sourceLines: sourceLines) }
    }

    private static func tokens(bytes: UnsafeBufferPointer<UInt8>, at start: Location, maxString: Int,
                               sourceLines: Bool) throws -> [Token] {
        let count = bytes.count
        // Scalars before each byte, for columns; only needed when some character is not ASCII.
        let scalarIndex: [Int]? = bytes.allSatisfy { $0 < 0x80 } ? nil : {
            var index = [Int](repeating: 0, count: count + 1)
            var n = 0
            for (i, byte) in bytes.enumerated() {
                index[i] = n
                if byte & 0xC0 != 0x80 { n += 1 }
            }
            index[count] = n
            return index
        }()
        func scalars(before i: Int) -> Int { scalarIndex?[i] ?? i }

        var tokens: [Token] = []
        tokens.reserveCapacity(count / 2 + 1)
        var i = 0
        var line = start.line
        var lineStart = 0
        var columnBase = start.column

        func here(_ index: Int) -> Location {
            start.moved(line: line, column: columnBase + scalars(before: index) - scalars(before: lineStart))
        }
        func string(_ from: Int, _ to: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
        }

        while i < count {
            let c = bytes[i]
            if c == 0x0A && sourceLines {
                line += 1
                lineStart = i + 1
                columnBase = start.column
                i += 1
                continue
            }
            if c == 0x20 || c == 0x09 || c == 0x0D || c == 0x0A { i += 1; continue }
            // `// …`, Swift's comment, to the end of its line (no operator is two slashes).
            if c == UInt8(ascii: "/"), i + 1 < count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < count, bytes[i] != 0x0A { i += 1 }
                continue
            }
            let loc = here(i)
            if isDigit(c) {
                // The value from the digits as they come, rather than a String for Int(_:) to read.
                // `_` between and after them is Swift's digit separator: `1_000` is 1000.
                var j = i
                var n = 0, overflow = false
                while j < count, isDigit(bytes[j]) || bytes[j] == UInt8(ascii: "_") {
                    if bytes[j] == UInt8(ascii: "_") { j += 1; continue }
                    let (times10, o1) = n.multipliedReportingOverflow(by: 10)
                    let (sum, o2) = times10.addingReportingOverflow(Int(bytes[j] - 48))
                    overflow = overflow || o1 || o2
                    n = sum
                    j += 1
                }
                if overflow, string(i, j).filter({ $0 != "_" }) == "9223372036854775808", let minus = tokens.last,
                   case .symbol(.minus) = minus.kind, Lexer.startsOperand(after: tokens.dropLast().last) {
                    // `-9223372036854775808`, Int.min: Swift reads the sign with the literal.
                    tokens[tokens.count - 1] = Token(kind: .int(Int.min), location: minus.location)
                    i = j
                    continue
                }
                if let other = otherNumberForm(bytes, from: i, digitsEnd: j, at: loc) { throw other }
                guard !overflow else {
                    throw Diagnostic("the number \(string(i, j)) is too large", at: loc,
                                     hint: "integers are 64-bit: at most \(Int.max)")
                }
                // `0.5`: a number with a fraction, kept as written, which only a sleep's
                // `.seconds(0.5)` reads (AwaitParser); after a member's `.` (`pair.0.1`) it is not one.
                if j + 1 < count, bytes[j] == UInt8(ascii: "."), isDigit(bytes[j + 1]), tokens.last?.kind != .symbol(.dot) {
                    var end = j + 1
                    while end < count, isDigit(bytes[end]) { end += 1 }
                    tokens.append(Token(kind: .decimal(string(i, end)), location: loc))
                    i = end
                    continue
                }
                tokens.append(Token(kind: .int(n), location: loc))
                i = j
            } else if isIdentifierStart(bytes, i) {
                var j = i
                while j < count, isIdentifierStart(bytes, j) || isDigit(bytes[j]) { j += scalarLength(bytes[j]) }
                tokens.append(Token(kind: .identifier(string(i, j)), location: loc))
                i = j
            } else if c == UInt8(ascii: "\"") {
                var j = i + 1
                var text: [UInt8] = []
                var closed = false
                while j < count {
                    let d = bytes[j]
                    if d == UInt8(ascii: "\"") { closed = true; j += 1; break }
                    if d == UInt8(ascii: "\\"), j + 1 < count {
                        switch bytes[j + 1] {
                        case UInt8(ascii: "n"): text.append(0x0A)
                        case UInt8(ascii: "t"): text.append(0x09)
                        case UInt8(ascii: "\""): text.append(UInt8(ascii: "\""))
                        case UInt8(ascii: "\\"): text.append(UInt8(ascii: "\\"))
                        case UInt8(ascii: "'"): text.append(UInt8(ascii: "'"))
                        case UInt8(ascii: "u"):
                            // Swift's `\u{301}`: a Unicode scalar by its hex value, 1 to 8 digits.
                            let (scalar, end) = try unicodeEscape(bytes, at: j, here: here(j))
                            text.append(contentsOf: Array(String(Character(scalar)).utf8))
                            j = end
                            continue
                        case UInt8(ascii: "("):
                            throw Diagnostic("Swift's interpolation \\(…) is not in the expression language", at: here(j),
                                             hint: "a label shows a value with {…}, as in text: \"count {n}\"; an expression joins strings with +, a number made a string with String(…): \"count \" + String(n)")
                        default:
                            throw Diagnostic("unknown escape \\\(scalar(bytes, j + 1)) in a string", at: here(j),
                                             hint: "strings know \\\" \\' \\\\ \\n \\t and \\u{…}")
                        }
                        j += 2
                        continue
                    }
                    text.append(d)
                    j += 1
                }
                guard closed else {
                    throw Diagnostic("this string has no closing quote", at: loc)
                }
                if text.count > maxString {
                    throw Evaluator.literalTooLong(maxString, source: string(i, j), at: loc)
                }
                tokens.append(Token(kind: .string(String(decoding: text, as: UTF8.self)), location: loc))
                i = j
            } else if let symbol = symbol(bytes, i) {
                tokens.append(Token(kind: .symbol(symbol), location: loc))
                i += symbol.length
            } else if inOut(bytes, i) {
                // `swap(&a, &b)`: Swift's in-out argument, which no call of the language takes.
                throw Diagnostic("unexpected character '&': Swift's in-out `&` (as in `swap(&a, &b)`) is not in the expression language",
                                 at: loc, hint: LocalVariables.exchange)
            } else {
                throw unexpected(scalar(bytes, i), at: loc)
            }
        }
        tokens.append(Token(kind: .end, location: here(i)))
        return tokens
    }

    /// Whether the `&` at `i` marks an argument in-out, Swift's `f(&a)`: after `(` or `,`, before a name.
    private static func inOut(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        guard bytes[i] == UInt8(ascii: "&"), i + 1 < bytes.count else { return false }
        let next = bytes[i + 1]
        guard next == UInt8(ascii: "_") || (next | 0x20 >= UInt8(ascii: "a") && next | 0x20 <= UInt8(ascii: "z")) else { return false }
        var j = i - 1
        while j >= 0, bytes[j] == UInt8(ascii: " ") { j -= 1 }
        return j >= 0 && (bytes[j] == UInt8(ascii: "(") || bytes[j] == UInt8(ascii: ","))
    }

    /// A character no token starts with. One that cannot be seen, or a typographic quote that
    /// looks like a straight one, is named by its code point, since the line shown looks right.
    static func unexpected(_ c: Unicode.Scalar, at location: Location) -> Diagnostic {
        let code = c.codePoint
        if "“”„‟‘’‚‛«»".unicodeScalars.contains(c) {
            return Diagnostic("unexpected typographic quote '\(c)' (\(code)) in an expression", at: location,
                              hint: "strings are written with straight quotes, \"…\"; an editor that curls quotes changed them")
        }
        let category = c.properties.generalCategory
        if c.properties.isWhitespace || [.format, .control, .unassigned, .privateUse].contains(category) {
            return Diagnostic("unexpected invisible character \(code) in an expression", at: location,
                              hint: "delete it (it may have come with copied text); only spaces separate words in an expression")
        }
        let hint: String? = switch c {
        case "{": "a closure is a whole argument passed to a child: onLike: \"{ likes += 1 }\""
        // `old: ~`: YAML's null, which `fields:` reads as a field without a default.
        case "~": "a holder that starts with no value is written `nil`: `state: { selected: nil }`"
        // `Task { @MainActor in … }`: a view's code is on the main actor already.
        case "@": "attributes are not written here: a view's `Task { … }` runs on the main actor already, so `Task { @MainActor in … }` is `Task { … }`"
        default: nil
        }
        return Diagnostic("unexpected character '\(c)' in an expression", at: location, hint: hint)
    }

    /// The operator or punctuation at `i`, longest first, so `+=` wins over `+`.
    private static func symbol(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Token.Symbol? {
        let next: UInt8 = i + 1 < bytes.count ? bytes[i + 1] : 0
        switch bytes[i] {
        case UInt8(ascii: "="): return next == UInt8(ascii: "=") ? .equal : .assign
        case UInt8(ascii: "!"): return next == UInt8(ascii: "=") ? .notEqual : .not
        case UInt8(ascii: "<"): return next == UInt8(ascii: "=") ? .lessOrEqual : .less
        case UInt8(ascii: ">"): return next == UInt8(ascii: "=") ? .greaterOrEqual : .greater
        case UInt8(ascii: "+"): return next == UInt8(ascii: "=") ? .plusAssign : .plus
        case UInt8(ascii: "-"): return next == UInt8(ascii: "=") ? .minusAssign : .minus
        case UInt8(ascii: "&"): return next == UInt8(ascii: "&") ? .and : nil
        case UInt8(ascii: "|"): return next == UInt8(ascii: "|") ? .or : nil
        case UInt8(ascii: "("): return .leftParen
        case UInt8(ascii: ")"): return .rightParen
        case UInt8(ascii: "["): return .leftBracket
        case UInt8(ascii: "]"): return .rightBracket
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: ":"): return .colon
        // `?.` is Swift's optional chaining, which the language has for `pending?.cancel()` alone.
        case UInt8(ascii: "?"): return next == UInt8(ascii: "?") ? .coalesce : next == UInt8(ascii: ".") ? .optionalDot : .question
        case UInt8(ascii: "."):
            guard next == UInt8(ascii: "."), i + 2 < bytes.count else { return .dot }
            return bytes[i + 2] == UInt8(ascii: "<") ? .halfOpenRange : bytes[i + 2] == UInt8(ascii: ".") ? .closedRange : .dot
        case UInt8(ascii: "*"): return .times
        case UInt8(ascii: "/"): return .divide
        case UInt8(ascii: "%"): return .remainder
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: "{"): return .leftBrace
        case UInt8(ascii: "}"): return .rightBrace
        default: return nil
        }
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }

    /// Swift's other forms of a number literal, which a spec's Int does not take: `0x1F`, `0o17`,
    /// `0b101` and `1e3`. Read as digits and then a name, each was "unexpected 'x1F'". (A digit
    /// separator, `2_000`, is read with the digits.)
    private static func otherNumberForm(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, digitsEnd j: Int,
                                        at location: Location) -> Diagnostic? {
        guard j < bytes.count else { return nil }
        var end = j
        while end < bytes.count, isDigit(bytes[end]) || (bytes[end] | 0x20 >= 97 && bytes[end] | 0x20 <= 122) || bytes[end] == 95
                || ((bytes[end] == 43 || bytes[end] == 45) && bytes[end - 1] | 0x20 == 101) { end += 1 }
        let literal = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
        let digits = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<j]), as: UTF8.self)
        let next = bytes[j]
        let radixes: [UInt8: (name: String, radix: Int)] = [120: ("hexadecimal", 16), 111: ("octal", 8), 98: ("binary", 2)]
        if digits == "0", let (name, radix) = radixes[next] {
            let value = Int(literal.dropFirst(2).replacingOccurrences(of: "_", with: ""), radix: radix)
            return Diagnostic("\(name) literals such as \(literal) are not expressed: a spec's numbers are written in decimal",
                              at: location, hint: value.map { "write \($0)" } ?? "write the number in decimal")
        }
        if next | 0x20 == 101, j + 1 < bytes.count, isDigit(bytes[j + 1]) || bytes[j + 1] == 43 || bytes[j + 1] == 45 {
            return Diagnostic("\(literal) is a floating-point literal, and a spec's numbers are Int", at: location,
                              hint: "write the whole number in digits")
        }
        return nil
    }

    /// `_`, `$` or a letter; ASCII is answered without the Unicode property tables, which the
    /// profile of a large spec showed as the lexer's main cost.
    private static func isIdentifierStart(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Bool {
        let v = bytes[i]
        if v < 0x80 {
            return (v >= 65 && v <= 90) || (v >= 97 && v <= 122) || v == 95 || v == 36
        }
        return scalar(bytes, i).properties.isAlphabetic
    }

    /// Bytes in the UTF-8 form of the scalar that starts with `lead`.
    private static func scalarLength(_ lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The scalar starting at byte `i` (the source is a String, so its bytes are valid UTF-8).
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int) -> Unicode.Scalar {
        let end = min(i + scalarLength(bytes[i]), bytes.count)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<end]), as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
    }

    /// `\u{301}` starting at `start` (the backslash): the scalar and the index past its `}`.
    /// A control character is refused, as the file's own control characters are.
    static func unicodeEscape(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int, here: Location) throws -> (Unicode.Scalar, Int) {
        let form = "write a scalar as Swift does, \\u{301}: one to eight hex digits in braces"
        guard start + 2 < bytes.count, bytes[start + 2] == UInt8(ascii: "{") else {
            throw Diagnostic("\\u needs its value in braces", at: here, hint: form)
        }
        var j = start + 3
        var value: UInt32 = 0
        var digits = 0
        while j < bytes.count, let d = hexValue(bytes[j]) {
            digits += 1
            if digits > 8 { break }
            value = value << 4 | UInt32(d)
            j += 1
        }
        guard (1...8).contains(digits), j < bytes.count, bytes[j] == UInt8(ascii: "}") else {
            throw Diagnostic("\\u{…} needs one to eight hex digits and its closing brace", at: here, hint: form)
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw Diagnostic("\\u{\(String(value, radix: 16))} is no Unicode scalar", at: here,
                             hint: "a scalar is at most 10FFFF and not a surrogate (D800–DFFF), as Swift requires")
        }
        if scalar.properties.generalCategory == .control {
            throw Diagnostic("\\u{\(String(value, radix: 16))} is a control character, which a spec's strings do not hold", at: here,
                             hint: "a line break is \\n and a tab \\t")
        }
        return (scalar, j + 1)
    }

    private static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return b - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// Whether a `-` after `token` is a sign, not a subtraction: at the start, or after an
    /// operator or an opening bracket, as Swift reads a prefix minus.
    static func startsOperand(after token: Token?) -> Bool {
        guard let token else { return true }
        switch token.kind {
        case .symbol(let s): return s != .rightParen && s != .rightBracket && s != .rightBrace
        case .identifier(let word): return ["return", "in", "else"].contains(word)
        case .int, .decimal, .string, .end: return false
        }
    }
}
