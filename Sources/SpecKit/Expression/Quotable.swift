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

    /// The text with control characters escaped, the rest as it is.
    public var controlEscaped: String {
        guard unicodeScalars.contains(where: Self.isControl) else { return self }
        return unicodeScalars.map(Self.escapedIfControl).joined()
    }

    /// C0 controls other than tab and newline, DEL and the C1 controls: what moves a terminal's
    /// cursor, rings its bell or starts an escape sequence.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return (v < 0x20 && v != 0x09 && v != 0x0A) || (0x7F...0x9F).contains(v)
    }

    static func escapedIfControl(_ scalar: Unicode.Scalar) -> String {
        guard isControl(scalar) else { return String(scalar) }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "\\u{" + hex + "}"
    }
}
