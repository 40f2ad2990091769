import Foundation
import CYAML

/// libyaml's errors as located diagnostics, with a hint for the mistakes people make most.
extension YAMLLoader {
    static func parserDiagnostic(_ parser: yaml_parser_t, bytes: [UInt8], file: String) -> Diagnostic {
        let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
        if parser.error == YAML_READER_ERROR { return readerDiagnostic(parser, problem: problem, bytes: bytes, file: file) }
        if let quote = unclosedQuote(parser, bytes: bytes, file: file, problem: problem) { return quote }
        let mark = parser.problem_mark
        let context = parser.context.map { String(cString: $0) }
        let message = context.map { "\(problem) \($0)" } ?? problem
        var hint: String?
        if let long = longKey(line: Int(mark.line), column: Int(mark.column), in: bytes) {
            hint = long
        } else if problem.contains("mapping values are not allowed") {
            hint = overIndentedKey(line: Int(mark.line), column: Int(mark.column), in: bytes)
                ?? "an expression with ': ' in it must be quoted, e.g. \"Model(input: input)\""
        } else if let brace = braceStartedValue(line: Int(mark.line), column: Int(mark.column), in: bytes) {
            hint = brace
        } else if problem.contains("found character that cannot start any token") {
            switch character(line: Int(mark.line), column: Int(mark.column), in: bytes) {
            case "\t": hint = "YAML does not allow tabs for indentation; use spaces"
            case "@", "`": hint = "'@' and '`' cannot start a plain value in YAML; put the value in quotes"
            default: break
            }
        } else if problem.contains("unknown escape"),
                  character(line: Int(mark.line), column: Int(mark.column) + 1, in: bytes) == "(" {
            // Swift's `\(count)` inside double quotes: YAML reads `\(` as an escape it does not know.
            hint = "a label shows a value as {count}, not Swift's \\(count): write \"count {count}\""
        } else if let context, context.hasPrefix("while parsing a ") || context.hasPrefix("while scanning a ") {
            // The construct that is left open, e.g. "the '[' list started at line 3, column 9".
            let what = context.split(separator: " ", maxSplits: 3).last.map(String.init) ?? context
            let start = parser.context_mark
            if start.line != mark.line || start.column != mark.column {
                hint = "\(plainName(what)) started at line \(start.line + 1), column \(start.column + 1)"
                if what.hasPrefix("block collection") || what.hasPrefix("block mapping") {
                    hint! += "; check this line's indentation"
                }
            }
        }
        let at = Location(file: file, line: Int(mark.line) + 1, column: Int(mark.column) + 1)
        return Diagnostic("YAML: \(message)", at: withinFile(at, bytes), hint: hint)
    }

    /// The 0-based line of the file, as text.
    private static func lineText(_ line: Int, in bytes: [UInt8]) -> String? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: line + 1, omittingEmptySubsequences: false)
        return line < lines.count ? String(decoding: lines[line], as: UTF8.self) : nil
    }

    /// A key on a line of its own, indented under an item whose value is already on its line:
    /// `- button: add` then `    action: …` one level too deep. libyaml reads the key as part of
    /// the value above, and the usual hint (quote it) would not help.
    static func overIndentedKey(line: Int, column: Int, in bytes: [UInt8]) -> String? {
        guard line > 0, let text = lineText(line, in: bytes) else { return nil }
        var indent = text.prefix { $0 == " " }.count
        // A list item's key, `  - text: there`: the item is what is indented too deep.
        let item = text.dropFirst(indent).hasPrefix("- ")
        if item { indent += 2 }
        let key = text.dropFirst(indent).prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard !key.isEmpty, column == indent + key.count else { return nil }
        // The line above with text: its key and where that key starts.
        var above = line - 1
        while above > 0, lineText(above, in: bytes)?.allSatisfy({ $0 == " " }) == true { above -= 1 }
        guard let previous = lineText(above, in: bytes) else { return nil }
        var start = previous.prefix { $0 == " " }.count
        if previous.dropFirst(start).hasPrefix("- ") { start += 2 }
        let previousKey = previous.dropFirst(start).prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        guard !previousKey.isEmpty, indent > start,
              previous.dropFirst(start + previousKey.count).hasPrefix(": ") else { return nil }
        if item {
            return "this list item is indented under `\(previousKey):` on line \(above + 1), whose value is given on its line, "
                + "so YAML reads it as more of that value; a list goes under a key with nothing after its colon, "
                + "as `body:` on a line of its own"
        }
        return "`\(key):` is indented deeper than `\(previousKey):` on line \(above + 1), whose value is given on its line; "
            + "to make it a key of the same item, start it in column \(start + 1), under `\(previousKey):`"
    }

    /// libyaml reads a key only when it is at most 1024 characters long (YAML 1.2 allows no
    /// longer implicit key): past that, the `:` after it is an error about something else, a
    /// flow mapping's `,` or a value that must be quoted. The `:` at the error ends such a key.
    static func longKey(line: Int, column: Int, in bytes: [UInt8]) -> String? {
        guard let text = lineText(line, in: bytes) else { return nil }
        // libyaml counts columns in Unicode scalars.
        let scalars = Array(text.unicodeScalars)
        guard column < scalars.count, scalars[column] == ":" else { return nil }
        let key = scalars[..<column].reversed().prefix { !" \t,{[\"'".unicodeScalars.contains($0) }
        guard key.count > 1024 else { return nil }
        return "this key is \(key.count) characters long, and YAML reads a key of at most 1024; use a shorter name"
    }

    /// A plain value that starts with `{`, as a label showing a value first: YAML reads a mapping.
    static func braceStartedValue(line: Int, column: Int, in bytes: [UInt8]) -> String? {
        guard let text = lineText(line, in: bytes), let colon = text.range(of: ": {") else { return nil }
        let valueStart = text.distance(from: text.startIndex, to: colon.lowerBound) + 2
        guard column > valueStart, !text.contains(": \"{"), !text.contains(": '{") else { return nil }
        let value = text[colon.lowerBound...].dropFirst(2).trimmingCharacters(in: .whitespaces)
        return "a value that starts with { is a YAML mapping; quote a label that shows a value first: \"\(value)\""
    }

    /// libyaml puts the end of a file that lacks a final newline on a line of its own, past the
    /// last one; point at the end of the last line instead, where an editor can show it.
    static func withinFile(_ location: Location, _ bytes: [UInt8]) -> Location {
        let lines = SourceLines.split(String(decoding: bytes, as: UTF8.self))
        guard location.line > lines.count, let last = lines.last else { return location }
        return location.moved(line: lines.count, column: last.unicodeScalars.count + 1)
    }

    /// libyaml's grammar words in the words of the spec format.
    static func plainName(_ construct: String) -> String {
        switch construct {
        case "block collection": return "the list"
        case "block mapping": return "the mapping"
        case "flow sequence": return "the '[' list"
        case "flow mapping": return "the '{' mapping"
        case "quoted scalar": return "the quoted text"
        case "block scalar": return "the block text"
        default: return "the \(construct)"
        }
    }

    /// The reader (decoding) stage reports a byte offset, not a mark; find the line and column ourselves.
    static func readerDiagnostic(_ parser: yaml_parser_t, problem: String, bytes: [UInt8], file: String) -> Diagnostic {
        if let bad = firstInvalidUTF8(bytes) {
            let byte = bytes[bad]
            var hint = "save the file as UTF-8"
            if byte >= 0xA0 { hint += " (0x\(hex(byte)) is '\(Character(Unicode.Scalar(byte)))' in Latin-1)" }
            return Diagnostic("YAML: the file is not UTF-8: byte 0x\(hex(byte)) cannot appear here",
                              at: location(ofByte: bad, in: bytes, file: file), hint: hint)
        }
        let offset = min(Int(parser.problem_offset), bytes.count)
        var message = "YAML: \(problem)"
        if parser.problem_value >= 0 { message += " (U+\(hex(parser.problem_value, digits: 4)))" }
        let hint = problem.contains("control characters")
            ? "an invisible character crept into the file; delete it" : nil
        return Diagnostic(message, at: location(ofByte: offset, in: bytes, file: file), hint: hint)
    }

    /// Where the first malformed UTF-8 sequence starts, if any.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let scalar): offset += scalar.count
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Line and column (in characters, as libyaml's marks count them) of a byte offset.
    static func location(ofByte offset: Int, in bytes: [UInt8], file: String) -> Location {
        var line = 1, column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {   // UTF-8 continuation bytes do not start a character
                column += 1
            }
        }
        return Location(file: file, line: line, column: column)
    }

    /// The character at a 0-based line and column, for hints that depend on what is there.
    static func character(line: Int, column: Int, in bytes: [UInt8]) -> Character? {
        let lines = bytes.split(separator: UInt8(ascii: "\n"), maxSplits: line + 1, omittingEmptySubsequences: false)
        guard line < lines.count else { return nil }
        let scalars = String(decoding: lines[line], as: UTF8.self).unicodeScalars
        guard column < scalars.count else { return nil }
        return Character(scalars[scalars.index(scalars.startIndex, offsetBy: column)])
    }

    static func hex<T: BinaryInteger>(_ value: T, digits: Int = 2) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
