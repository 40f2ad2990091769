import CYAML

/// Places inside scalars whose text is not the file's characters one for one: an escape
/// (`"say \"hi\" {nmae}"`, `"caf\u00e9"`), or line breaks folded into spaces (a plain or quoted
/// scalar over several lines, a folded `>` block).
///
/// The decoders place an expression inside a scalar as if its text stood on the scalar's first
/// line from where it starts (`contentLocation`): a column counted in the decoded text. When
/// problems are reported, a place that falls in such a scalar is moved to the character of the
/// file that made it. The file is read again with libyaml for the scalars' marks and styles, and
/// their bytes re-read, only then: loading a good spec does none of this.
enum ScalarPlaces {
    /// A scalar whose decoded text does not stand one for one on its first line.
    struct Scalar {
        var start: yaml_mark_t
        var end: yaml_mark_t
        var style: yaml_scalar_style_t
        var text: [Unicode.Scalar]

        /// The column its decoded text is counted from, as `contentLocation` gives it.
        var base: Int { Int(start.column) + 1 + (style == YAML_PLAIN_SCALAR_STYLE ? 0 : 1) }
    }

    /// A 1-based line and column.
    struct Place: Equatable {
        var line: Int
        var column: Int
    }

    /// The diagnostics, each placed where its character stands in the file.
    static func placed(_ diagnostics: [Diagnostic], in bytes: [UInt8]) -> [Diagnostic] {
        guard !diagnostics.isEmpty, !bytes.isEmpty else { return diagnostics }
        let lines = Set(diagnostics.map(\.location.line))
        let scalars = odd(in: bytes, onLines: lines)
        guard !scalars.isEmpty else { return diagnostics }
        var sourceLines: [Substring]?
        var placesOf: [Int: [Place?]] = [:]
        return diagnostics.map { d in
            let at = d.location
            guard let i = scalars.firstIndex(where: { Int($0.start.line) + 1 == at.line && $0.base <= at.column
                                                      && at.column <= $0.base + $0.text.count }) else { return d }
            if sourceLines == nil {
                sourceLines = SourceLines.split(String(decoding: bytes, as: UTF8.self))
            }
            if placesOf[i] == nil { placesOf[i] = places(of: scalars[i], in: sourceLines!) }
            let places = placesOf[i]!
            let k = at.column - scalars[i].base
            guard k < places.count, let place = places[k] else { return d }
            var moved = d
            moved.location = at.moved(line: place.line, column: place.column)
            return moved
        }
    }

    /// The scalars starting on `lines` (1-based) whose places need moving: not literal blocks,
    /// whose lines are the file's, nor scalars on one line whose text has the length of their source.
    static func odd(in bytes: [UInt8], onLines lines: Set<Int>) -> [Scalar] {
        guard let last = lines.max() else { return [] }
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return [] }
        defer { yaml_parser_delete(&parser) }
        var found: [Scalar] = []
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else { return }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT || Int(event.start_mark.line) + 1 > last { return }
                guard event.type == YAML_SCALAR_EVENT, lines.contains(Int(event.start_mark.line) + 1) else { continue }
                let s = event.data.scalar
                guard s.style != YAML_LITERAL_SCALAR_STYLE else { continue }
                let value = UnsafeBufferPointer(start: s.value, count: s.value == nil ? 0 : s.length)
                let text = Array(String(decoding: value, as: UTF8.self).unicodeScalars)
                let (start, end) = (event.start_mark, event.end_mark)
                if start.line == end.line && s.style != YAML_FOLDED_SCALAR_STYLE {
                    let quotes = s.style == YAML_PLAIN_SCALAR_STYLE ? 0 : 2
                    if Int(end.column - start.column) - quotes == text.count { continue }
                }
                found.append(Scalar(start: start, end: end, style: s.style, text: text))
            }
        }
        return found
    }

    /// Where each character of the scalar's text stands in the file, and past its last one
    /// where its text ends; nil from a character that cannot be told on.
    ///
    /// The text and the file's characters are walked side by side: a character of the file
    /// stands for itself, an escape for the one it makes, and a line break with the
    /// indentation after it for the space or line break it is folded into.
    static func places(of scalar: Scalar, in fileLines: [Substring]) -> [Place?] {
        let double = scalar.style == YAML_DOUBLE_QUOTED_SCALAR_STYLE, single = scalar.style == YAML_SINGLE_QUOTED_SCALAR_STYLE
        // Lines counted from the scalar's first: only its own are made characters.
        let first = Int(scalar.start.line)
        var line = 0, column = Int(scalar.start.column)
        let endLine = Int(scalar.end.line) - first, endColumn = Int(scalar.end.column)
        var places: [Place?] = []
        places.reserveCapacity(scalar.text.count + 1)
        guard first < fileLines.count, endLine >= 0 else { return places }
        let lines = fileLines[first...min(first + endLine, fileLines.count - 1)].map { Array($0.unicodeScalars) }
        var atEnd: Bool { line >= lines.count || line > endLine || (line == endLine && column >= endColumn) }
        /// The character at the cursor; nil at a line break.
        var current: Unicode.Scalar? { column < lines[line].count ? lines[line][column] : nil }
        var here: Place { Place(line: first + line + 1, column: column + 1) }
        func advance() {
            if column < lines[line].count { column += 1 } else { line += 1; column = 0 }
        }
        func isSpace(_ c: Unicode.Scalar?) -> Bool { c == nil || c == " " || c == "\t" }

        // libyaml's mark is at an anchor or tag before the value (`&a "…"`, `!!str …`): past them.
        while !atEnd, let c = current, c == "&" || c == "!" {
            while !atEnd, !isSpace(current) { advance() }
            while !atEnd, isSpace(current) { advance() }
        }
        if atEnd { return places }
        if double || single { advance() }
        // A folded block's text starts on the line after its header (`>`, indicators, a comment).
        if scalar.style == YAML_FOLDED_SCALAR_STYLE { line += 1; column = 0 }

        for wanted in scalar.text {
            var placed = false
            while !placed {
                if atEnd { return places }
                let c = current
                if double, c == "\\" {
                    guard column + 1 < lines[line].count else {
                        // An escaped line break makes nothing, nor the indentation after it.
                        advance(); advance()
                        while !atEnd, let c = current, c == " " || c == "\t" { advance() }
                        continue
                    }
                    places.append(here)
                    switch lines[line][column + 1] {
                    case "x": column += 4
                    case "u": column += 6
                    case "U": column += 10
                    default: column += 2
                    }
                    column = min(column, lines[line].count)
                    placed = true
                } else if let c, c == wanted {
                    places.append(here)
                    advance()
                    // `''` in single quotes is one quote.
                    if single, c == "'", current == "'" { advance() }
                    placed = true
                } else if wanted == " " || wanted == "\n" || wanted == "\t" {
                    // A folded line break: at the break, or at the next character when the fold
                    // took the whitespace already.
                    places.append(here)
                    if isSpace(c) { advance() }
                    placed = true
                } else if isSpace(c) {
                    advance()   // indentation, or whitespace a fold dropped
                } else {
                    return places   // not a character this walk can tell on
                }
            }
        }
        places.append(line < lines.count ? here : nil)
        return places
    }
}
