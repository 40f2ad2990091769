/// A file's lines as YAML counts them, so that a line number from libyaml finds its line:
/// CR LF, a lone CR, LF, and the Unicode breaks NEL, LS and PS each end a line.
enum SourceLines {
    static func split(_ text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]   // "\r\n" is one Character, so CR LF counts once
            if c == "\n" || c == "\r" || c == "\r\n" || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}" {
                lines.append(text[start..<i])
                start = text.index(after: i)
            }
            i = text.index(after: i)
        }
        lines.append(text[start...])
        return lines
    }
}
