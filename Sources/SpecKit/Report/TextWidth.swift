/// How many columns a text takes where every character has one width, as in a terminal or a
/// monospaced drawing: a wide (East Asian) character or an emoji takes two, a combining mark or a
/// format character none of its own. Counting `Character`s instead let a Japanese label spill out
/// of its box in a picture, and misaligned a table's columns.
enum TextWidth {
    /// The columns of `text`.
    static func columns(_ text: String) -> Int {
        // Most texts are ASCII: one column a byte.
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return text.utf8.count }
        return text.reduce(0) { $0 + columns(of: $1) }
    }

    /// The columns of one character: its first scalar's, an emoji presentation making it two.
    static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let properties = first.properties
        if properties.isEmojiPresentation { return 2 }
        // A text-style emoji followed by VARIATION SELECTOR-16 is drawn as an emoji.
        if properties.isEmoji, scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
        if isWide(first.value) { return 2 }
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: return 1
        }
    }

    /// `text` followed by spaces up to `width` columns.
    static func padded(_ text: String, to width: Int) -> String {
        let missing = width - columns(text)
        return missing > 0 ? text + String(repeating: " ", count: missing) : text
    }

    /// The blocks of East Asian Wide and Fullwidth characters (Unicode's EastAsianWidth.txt,
    /// W and F), by range: the ideographs, kana, hangul, fullwidth forms and CJK symbols.
    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
             0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
             0x16FE0...0x18AFF, 0x1B000...0x1B2FF, 0x1F200...0x1F2FF, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }
}
