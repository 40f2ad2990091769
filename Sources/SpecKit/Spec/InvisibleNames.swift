/// Names that hold a character nobody sees: a zero-width space, a byte-order mark in the middle of
/// the file, a right-to-left mark or override, a no-break space. Text copied from a web page or a
/// chat brings them, and the line a message shows looks right, so the message names the
/// character by its code point and writes the name with it escaped (`Coun\u{200B}ter`).
enum InvisibleNames {
    /// The error for `what` (`a holder`, `a component`) named `name`, when the name holds one.
    static func problem(_ name: String, what: String, at location: Location) -> Diagnostic? {
        guard let invisible = name.firstInvisible else { return nil }
        return Diagnostic("\(what) name holds an invisible character, \(invisible.codePointNamed): '\(shown(name))'", at: location,
                          hint: hint)
    }

    /// What to do about one, wherever it is.
    static let hint = "delete it (it may have come with copied text)"

    /// A name as a message quotes it: its invisible characters written as code points.
    static func shown(_ name: String) -> String {
        name.unicodeScalars.map { $0.isInvisible ? $0.swiftEscaped : String($0) }.joined().quotable
    }
}

extension String {
    /// The first character of the text that cannot be seen, or is seen as an ordinary space.
    var firstInvisible: Unicode.Scalar? { unicodeScalars.first(where: \.isInvisible) }

    /// The text without the characters `firstInvisible` finds.
    var invisiblesRemoved: String {
        firstInvisible == nil ? self : String(String.UnicodeScalarView(unicodeScalars.filter { !$0.isInvisible }))
    }
}

extension Unicode.Scalar {
    /// A format character (Unicode's Cf) or a space other than ASCII's.
    var isInvisible: Bool {
        value > 0x7F && (properties.generalCategory == .format || properties.isWhitespace)
    }

    /// `U+200B`, as Unicode writes a code point.
    var codePoint: String { "U+" + YAMLLoader.hex(value, digits: 4) }

    /// `U+200B (zero width space)`; a byte-order mark is said to be one.
    var codePointNamed: String {
        let name = (properties.name ?? properties.nameAlias).map { " (" + $0.lowercased() + (value == 0xFEFF ? ", a byte-order mark" : "") + ")" }
        return codePoint + (name ?? "")
    }
}
