/// A file's lines as YAML counts them, so that a line number from libyaml finds its line:
/// CR LF, a lone CR, LF, and the Unicode breaks NEL, LS and PS each end a line.
enum SourceLines {
    /// Scans the UTF-8 bytes rather than Characters: every break is a grapheme of its own (CR LF
    /// one together), so the lines are the same, found without grapheme breaking.
    static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        let utf8 = text.utf8
        var start = utf8.startIndex
        var i = utf8.startIndex
        func breakLength(at i: String.Index) -> Int {
            switch utf8[i] {
            case 0x0A: return 1
            case 0x0D:
                let next = utf8.index(after: i)
                return next < utf8.endIndex && utf8[next] == 0x0A ? 2 : 1
            case 0xC2:   // NEL, U+0085
                let next = utf8.index(after: i)
                return next < utf8.endIndex && utf8[next] == 0x85 ? 2 : 0
            case 0xE2:   // LS and PS, U+2028 and U+2029
                let b1 = utf8.index(after: i)
                guard b1 < utf8.endIndex, utf8[b1] == 0x80 else { return 0 }
                let b2 = utf8.index(after: b1)
                return b2 < utf8.endIndex && (utf8[b2] == 0xA8 || utf8[b2] == 0xA9) ? 3 : 0
            default: return 0
            }
        }
        while i < utf8.endIndex {
            let n = breakLength(at: i)
            if n == 0 {
                i = utf8.index(after: i)
                continue
            }
            lines.append(text[start..<i])
            i = utf8.index(i, offsetBy: n)
            start = i
        }
        lines.append(text[start...])
        return lines
    }
}
