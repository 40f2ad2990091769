extension String {
    /// The text as a message quotes it: control characters escaped (an ESC or BEL from a spec must
    /// not reach a terminal raw) and at most `limit` characters, so that an error about a 400 KB
    /// expression stays one readable line.
    public func quotable(limit: Int) -> String {
        var out = ""
        var shown = 0
        for scalar in unicodeScalars {
            if shown == limit {
                out += "…"
                break
            }
            out += Self.escapedIfControl(scalar)
            shown += 1
        }
        return out
    }

    /// `quotable(limit: 120)`: the cap for source and values quoted in messages.
    public var quotable: String { quotable(limit: 120) }

    /// The text with each run of more than `limit` characters without a space cut in its middle
    /// to `limit` with `…`, its ends kept: a name or a label a message quotes whole
    /// (`'yyyy…yyyy' is not defined`) stays readable, its closing quote included.
    public func longRunsShortened(limit: Int = 120) -> String {
        let scalars = Array(unicodeScalars)
        var longest = 0, run = 0
        for scalar in scalars {
            run = scalar == " " || scalar == "\n" ? 0 : run + 1
            longest = max(longest, run)
        }
        guard longest > limit else { return self }
        var out = String.UnicodeScalarView()
        var start = 0
        while start < scalars.count {
            var end = start
            while end < scalars.count && scalars[end] != " " && scalars[end] != "\n" { end += 1 }
            if end - start > limit {
                let head = limit / 2, tail = limit - head - 1
                out.append(contentsOf: scalars[start ..< start + head])
                out.append("…")
                out.append(contentsOf: scalars[end - tail ..< end])
            } else {
                out.append(contentsOf: scalars[start ..< end])
            }
            if end < scalars.count { out.append(scalars[end]) }
            start = end + 1
        }
        return String(out)
    }

    /// The text on one line, each newline written `\n` as Swift writes it in a literal: a text
    /// editor's text (§78) quoted in a step's heading or a check stays one line of the trace.
    public var newlinesEscaped: String {
        contains("\n") ? replacingOccurrences(of: "\n", with: "\\n") : self
    }

    /// The text with its invisible format characters (Unicode's Cf: a zero-width space, a
    /// right-to-left override) written `\u{200B}`, so that two labels that differ only in them do
    /// not look the same; a zero-width joiner between two emoji, part of the one it draws, stays.
    public var invisiblesEscaped: String {
        let scalars = Array(unicodeScalars)
        guard scalars.contains(where: { $0.properties.generalCategory == .format }) else { return self }
        var out = ""
        for (i, scalar) in scalars.enumerated() {
            let joinsEmoji = scalar.value == 0x200D && i > 0 && i + 1 < scalars.count
                && scalars[i - 1].properties.isEmoji && scalars[i + 1].properties.isEmoji
            if scalar.properties.generalCategory == .format && !joinsEmoji {
                out += scalar.swiftEscaped
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The text with control characters escaped, the rest as it is.
    public var controlEscaped: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        return unicodeScalars.map(Self.escapedIfControl).joined()
    }

    /// A file's name as a line of output shows it: its control characters escaped as
    /// `controlEscaped` escapes them, a newline and a tab too, which in a name would break the
    /// line, or the `file:line:column` an editor reads from it.
    public var pathEscaped: String {
        guard unicodeScalars.contains(where: { Self.isControl($0) || $0 == "\n" || $0 == "\t" }) else { return self }
        return unicodeScalars.map { $0 == "\n" || $0 == "\t" ? $0.swiftEscaped : Self.escapedIfControl($0) }.joined()
    }

    /// C0 controls other than tab and newline, DEL and the C1 controls: what moves a terminal's
    /// cursor, rings its bell or starts an escape sequence.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x09 && v != 0x0A) || (0x7F...0x9F).contains(v)
    }

    static func escapedIfControl(_ scalar: Unicode.Scalar) -> String {
        isControl(scalar) ? scalar.swiftEscaped : String(scalar)
    }
}

extension Unicode.Scalar {
    /// `\u{1B}`, as a Swift string literal writes the character.
    var swiftEscaped: String { "\\u{" + String(value, radix: 16, uppercase: true) + "}" }
}

extension String {
    /// Whether Swift's `debugDescription` writes it as it is between quotes: printable ASCII
    /// without `"`, `'` or `\`, which it escapes (Value.literal).
    var needsNoEscape: Bool {
        utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x27 && $0 != 0x5C }
    }
}

extension String {
    /// The text in double quotes as a Swift string literal writes it, `"` and `\` escaped (and
    /// control characters, as `quotable` escapes them): a scenario name holding a quote stays one
    /// quoted string where a message or a heading names it.
    public var quotedName: String {
        guard unicodeScalars.contains(where: { $0 == "\"" || $0 == "\\" || $0 == "\n" || Self.isControl($0) }) else { return "\"" + self + "\"" }
        var out = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out += Self.escapedIfControl(scalar)
            }
        }
        return out + "\""
    }
}

extension String {
    /// The text without the white space at either end.
    func trimmingCharacters() -> String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s.removeFirst() }
        while s.last?.isWhitespace == true { s.removeLast() }
        return String(s)
    }
}
