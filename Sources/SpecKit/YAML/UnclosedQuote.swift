import CYAML

/// A quote left open (`action: "count += 1` without its closing `"`) makes libyaml read the
/// lines after it as text up to the next quote, and report what it finds there: "did not find
/// expected key" lines later, or the end of the file. The problem is pointed at the quote instead,
/// when that is certain: the line after it is not indented enough to go on with the text, and
/// the file with the quote closed on its line parses past the place libyaml stopped.
extension YAMLLoader {
    /// The diagnostic at the quote left open, or nil when no quote is known to be.
    static func unclosedQuote(_ parser: yaml_parser_t, bytes: [UInt8], file: String, problem: String) -> Diagnostic? {
        let mark = parser.problem_mark
        // Lines are found at LF (and CR LF) here; libyaml also breaks them at a lone CR, NEL, LS
        // and PS, after which its line numbers are not these.
        guard !hasOtherLineBreaks(bytes) else { return nil }
        let lines = byteLines(bytes)
        let problemLine = min(Int(mark.line), lines.count - 1)
        let until = problem.contains("end of stream") ? "to the end of the file"
            : "up to line \(mark.line + 1), column \(mark.column + 1), where it \(problem)"
        func diagnostic(line: Int, byte: Int, onItsLine: Bool = true) -> Diagnostic {
            let quote = bytes[lines[line].lowerBound + byte] == UInt8(ascii: "'") ? "'" : "\""
            let column = bytes[lines[line].lowerBound ..< lines[line].lowerBound + byte].count(where: { $0 & 0xC0 != 0x80 }) + 1
            return Diagnostic("YAML: this quote is not closed",
                              at: Location(file: file, line: line + 1, column: column),
                              hint: "YAML read the lines after it as quoted text \(until); "
                                  + (onItsLine ? "close the quote with \(quote) on this line" : "close the quote with \(quote) where its text ends"))
        }
        // The quoted text ran to the end of the file: libyaml says where it started. That it
        // ends on its line is said only when the file so closed parses.
        if problem.contains("end of stream"), parser.context.map({ String(cString: $0) }) == "while scanning a quoted scalar" {
            let start = parser.context_mark
            let line = Int(start.line)
            guard line < lines.count, let byte = byteOffset(ofColumn: Int(start.column), in: bytes[lines[line]]) else { return nil }
            let onItsLine = parsesPast(Int.max, bytes: bytes, closingAt: lines[line].upperBound, with: bytes[lines[line].lowerBound + byte])
            return diagnostic(line: line, byte: byte, onItsLine: onItsLine)
        }
        guard problemLine >= 0 else { return nil }
        var tries = 0
        for line in stride(from: problemLine, through: 0, by: -1) {
            guard let open = openQuote(in: bytes[lines[line]]) else { continue }
            // The next line with text: indented no deeper than the collection holding the
            // quoted value, YAML's rules do not let it go on with the text.
            guard let next = ((line + 1)...max(line + 1, problemLine)).first(where: { $0 < lines.count && !isBlank(bytes[lines[$0]]) }),
                  next <= problemLine, indentation(of: bytes[lines[next]]) <= open.parentIndent else { continue }
            tries += 1
            // At the end of the line; in a flow collection, also before the brackets that end the line.
            var ends = [lines[line].upperBound]
            if open.inFlow {
                var end = lines[line].upperBound
                while end > lines[line].lowerBound + open.byte + 1, [0x20, 0x5D, 0x7D].contains(bytes[end - 1]) { end -= 1 }
                if end < lines[line].upperBound { ends.append(end) }
            }
            let quote = bytes[lines[line].lowerBound + open.byte]
            if ends.contains(where: { parsesPast(Int(mark.line), bytes: bytes, closingAt: $0, with: quote) }) {
                return diagnostic(line: line, byte: open.byte)
            }
            if tries == 3 { return nil }   // each try parses the file again; the nearest quotes are the likely ones
        }
        return nil
    }

    /// Each line's bytes, without its line break (LF, or CR LF).
    static func byteLines(_ bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
            lines.append(start ..< (i > start && bytes[i - 1] == 0x0D ? i - 1 : i))
            start = i + 1
        }
        lines.append(start ..< bytes.count)
        return lines
    }

    /// Whether the file breaks a line with a lone CR, NEL, LS or PS.
    static func hasOtherLineBreaks(_ bytes: [UInt8]) -> Bool {
        for i in bytes.indices {
            switch bytes[i] {
            case 0x0D where i + 1 == bytes.count || bytes[i + 1] != 0x0A: return true
            case 0xC2 where i + 1 < bytes.count && bytes[i + 1] == 0x85: return true
            case 0xE2 where i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9): return true
            default: continue
            }
        }
        return false
    }

    static func isBlank(_ line: ArraySlice<UInt8>) -> Bool { line.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

    static func indentation(of line: ArraySlice<UInt8>) -> Int { line.prefix { $0 == 0x20 }.count }

    /// The byte offset in `line` of the character at the 0-based `column`.
    static func byteOffset(ofColumn column: Int, in line: ArraySlice<UInt8>) -> Int? {
        var characters = 0
        for i in line.indices where line[i] & 0xC0 != 0x80 {
            if characters == column { return i - line.startIndex }
            characters += 1
        }
        return nil
    }

    /// A quote on the line that starts a value (after `key: `, `- `, `[`, `{` or `,` in a flow
    /// collection) and is not closed on the line: its byte offset in the line, and the indentation
    /// of the block collection holding the value (its key's column, or its `-`'s), which a line
    /// that goes on with the text must exceed; and whether it is in a flow collection. Nil for a
    /// line without one, or whose quoted value is the document itself.
    static func openQuote(in line: ArraySlice<UInt8>) -> (byte: Int, parentIndent: Int, inFlow: Bool)? {
        let b = Array(line)
        var i = 0, depth = 0, valueStart = true
        var parentIndent = -1
        var firstToken: Int?   // where the first thing after the `- ` indicators starts: a key, if one follows
        func isSpace(_ j: Int) -> Bool { j >= b.count || b[j] == 0x20 || b[j] == 0x09 }
        while i < b.count {
            let c = b[i]
            if c == 0x20 || c == 0x09 { i += 1; continue }
            if c == UInt8(ascii: "#"), i == 0 || isSpace(i - 1) { return nil }   // a comment
            if valueStart, depth == 0, c == UInt8(ascii: "-") || c == UInt8(ascii: "?"), isSpace(i + 1) {
                parentIndent = i
                i += 1
                continue
            }
            if depth == 0, firstToken == nil { firstToken = i }
            if valueStart, c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") {
                var j = i + 1
                while j < b.count {
                    if c == UInt8(ascii: "\""), b[j] == UInt8(ascii: "\\") { j += 2; continue }
                    if b[j] == c {
                        if c == UInt8(ascii: "'"), j + 1 < b.count, b[j + 1] == c { j += 2; continue }
                        break
                    }
                    j += 1
                }
                if j >= b.count { return parentIndent >= 0 ? (i, parentIndent, depth > 0) : nil }
                i = j + 1
                valueStart = false
                continue
            }
            if valueStart, c == UInt8(ascii: "[") || c == UInt8(ascii: "{") {
                depth += 1
            } else if depth > 0, c == UInt8(ascii: "]") || c == UInt8(ascii: "}") {
                depth -= 1
                valueStart = false
            } else if depth > 0, c == UInt8(ascii: ",") {
                valueStart = true
            } else if c == UInt8(ascii: ":"), isSpace(i + 1) || (depth > 0 && i + 1 < b.count && b[i + 1] == UInt8(ascii: "\"")) {
                // A key ends: in a block, the mapping holding the value is at the key's column.
                if depth == 0, let key = firstToken { parentIndent = key }
                valueStart = true
            } else {
                valueStart = false
            }
            i += 1
        }
        return nil
    }

    /// Whether the file, with `quote` put at `offset` (the end of the quote's line), parses
    /// past the 0-based line `stopped`, where it stopped as it is.
    static func parsesPast(_ stopped: Int, bytes: [UInt8], closingAt offset: Int, with quote: UInt8) -> Bool {
        var closed = bytes
        closed.insert(quote, at: offset)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return false }
        defer { yaml_parser_delete(&parser) }
        return closed.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return Int(parser.problem_mark.line) > stopped }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { return true }
            }
        }
    }
}
