import Foundation

/// What a spec's bytes may hold beyond YAML's own rules: UTF-8 text without NUL or control
/// characters, and no tags but the ones that say what the value already is.
extension YAMLLoader {
    /// A spec is UTF-8. libyaml would also read UTF-16 (it looks for a byte-order mark), but every
    /// place in a diagnostic and every line a report shows counts UTF-8 characters; UTF-16 and
    /// UTF-32 are refused with the way out, and so is a NUL byte, which no text holds.
    static func encodingProblem(_ bytes: [UInt8], file: String) -> Diagnostic? {
        let start = Location(file: file, line: 1, column: 1)
        let hint = "save the file as UTF-8"
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) {
            return Diagnostic("the file is UTF-32 (it starts with a byte-order mark); a spec is UTF-8", at: start, hint: hint)
        }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) {
            return Diagnostic("the file is UTF-16 (it starts with a byte-order mark); a spec is UTF-8", at: start, hint: hint)
        }
        // memchr: a byte-by-byte search was 1% of loading a large spec.
        let found = bytes.withUnsafeBufferPointer { buffer -> Int? in
            guard let start = buffer.baseAddress, let hit = memchr(start, 0, buffer.count) else { return nil }
            return UnsafeRawPointer(hit) - UnsafeRawPointer(start)
        }
        guard let nul = found else { return nil }
        return Diagnostic("the file holds a NUL byte; a spec is UTF-8 text", at: location(ofByte: nul, in: bytes, file: file),
                          hint: "UTF-16 and UTF-32 text is full of NUL bytes: " + hint)
    }

    /// Escapes such as `"\e"` or `"\a"` put characters in a value that a terminal acts on when
    /// a report prints it; no label or name needs them.
    static func checkControlCharacters(_ text: String, at location: Location) throws {
        guard let c = text.unicodeScalars.first(where: { String.isControl($0) }) else { return }
        throw SpecError(Diagnostic("a control character (U+\(hex(c.value, digits: 4))) in this value",
                                   at: location, hint: "labels and names are text; remove the escape that makes it"))
    }

    /// Whether a scalar's UTF-8 bytes may hold a control character, and whether they are all
    /// ASCII: every control character is C0, DEL, or C1 (whose UTF-8 form starts with 0xC2), so
    /// one look at each byte tells both.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> (mayHoldControlCharacters: Bool, isASCII: Bool) {
        var high: UInt8 = 0
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || byte == 0xC2 { return (true, false) }
            high |= byte
        }
        return (false, high < 0x80)
    }

    static func unusedTag(_ tag: String, at location: Location) -> Diagnostic {
        let short = tag.hasPrefix("tag:yaml.org,2002:") ? "!!" + tag.dropFirst("tag:yaml.org,2002:".count) : tag
        return Diagnostic("the YAML tag \(short.quotable) has no meaning in a spec", at: location,
                          hint: "remove it; `!!str` is the one tag a value may carry, to make it a string")
    }
}
