/// Where a literal block scalar's text stands in the file, so that a place inside it (an error in
/// an action's third line, say) is reported where the editor shows it.
extension SpecDecoder {
    /// The place of the first character of a literal block (`action: |`) whose value is `text`:
    /// libyaml's mark is the `|`; the text starts on the next line, at the block's indentation,
    /// which libyaml strips from every line. That indentation is the spaces before the value's
    /// first line with text, less the spaces the value itself keeps there.
    mutating func blockStart(of node: YAMLNode, text: String) -> Location {
        let header = node.location
        let source = node.document.source
        if lineStarts.isEmpty {
            lineStarts = [0]
            // By index: unoptimized, `enumerated()` asks the runtime for metadata at each byte.
            for i in 0..<source.count where source[i] == 0x0A { lineStarts.append(i + 1) }
        }
        let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard let k = lines.firstIndex(where: { $0.contains { $0 != 0x20 } }) else {
            // An empty block: the line after its `|`, or the `|` itself when the file ends there.
            return header.line < lineStarts.count && lineStarts[header.line] < source.count
                ? header.moved(line: header.line + 1, column: 1) : header
        }
        let kept = lines[k].prefix { $0 == 0x20 }.count
        // `header.line` is 1-based, so the line after it starts at lineStarts[header.line].
        let line = header.line + 1 + k
        guard line - 1 < lineStarts.count else { return header.moved(line: header.line + 1, column: 1) }
        var spaces = 0
        var i = lineStarts[line - 1]
        while i < source.count, source[i] == 0x20 { spaces += 1; i += 1 }
        return header.moved(line: header.line + 1, column: max(1, spaces - kept + 1))
    }
}
