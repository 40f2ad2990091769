/// Labels: literal text with `{expression}` parts.
extension Parser {
    /// A label: text with `{expression}` parts; `{{` and `}}` stand for literal braces.
    public static func template(_ source: String, at location: Location,
                                limits: Limits = .standard, sourceLines: Bool = true, viewSelf: Bool = false) throws -> Expr {
        // A label without braces or backslashes is its text alone (a button's `tap 1`): one part,
        // the source itself, without walking it again or copying it.
        if source.allBytes({ $0 != UInt8(ascii: "{") && $0 != UInt8(ascii: "}") && $0 != UInt8(ascii: "\\") }) {
            if source.utf8.count > limits.valueSize { throw Evaluator.literalTooLong(limits.valueSize, source: source, at: location) }
            return Expr(.interpolation(source.isEmpty ? [] : [.text(source)]), at: location, source: source)
        }
        // Most labels are ASCII without a CR, where a byte is a Character: read their bytes, which
        // costs a small part of walking Characters (grapheme breaking for each).
        if source.allBytes({ $0 < 0x80 && $0 != 0x0D }) {
            var text = source
            return try text.withUTF8 { bytes in
                try template(bytes, source: source, at: location, limits: limits, viewSelf: viewSelf, ascii: { $0 }) {
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[$0..<$1]), as: UTF8.self)
                }
            }
        }
        return try template(source, source: source, at: location, limits: limits, viewSelf: viewSelf, ascii: { $0.asciiValue ?? 0 }) {
            String(source[$0..<$1])
        }
    }

    /// The label's parts, walking `characters` (its Characters, or its bytes when each byte is
    /// one): `ascii` gives an element's ASCII value (0 for others), `text` the text between two
    /// indexes. Columns count elements.
    private static func template<C: Collection>(_ characters: C, source: String, at location: Location, limits: Limits,
                                                viewSelf: Bool, ascii: (C.Element) -> UInt8,
                                                text slice: (C.Index, C.Index) -> String) throws -> Expr {
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var parts: [InterpolationPart] = []
        var text = ""
        // Adds literal text a run at a time: copying it into an array of characters and back was
        // most of the cost of labels in the load profile.
        var i = characters.startIndex
        var run = i        // start of the literal text not yet in `text`
        var column = 0     // characters before i, for locations inside the label
        while i < characters.endIndex {
            let c = ascii(characters[i])
            let next = characters.index(after: i)
            if c == UInt8(ascii: "\\"), next < characters.endIndex, ascii(characters[next]) == UInt8(ascii: "(") {
                throw Diagnostic("a label shows a value as {…}, not Swift's \\(…)", at: location.advanced(by: column),
                                 hint: "write {count} where Swift writes \\(count)")
            }
            guard c == open || c == close else {
                i = next
                column += 1
                continue
            }
            text += slice(run, i)
            if next < characters.endIndex, ascii(characters[next]) == c {
                text += c == open ? "{" : "}"
                i = characters.index(after: next)
                run = i
                column += 2
                continue
            }
            if c == close {
                throw Diagnostic("a '}' without its '{' in a label", at: location.advanced(by: column),
                                 hint: "write }} for a literal brace")
            }
            guard let end = closingBrace(in: characters, from: next, ascii: ascii) else {
                throw Diagnostic("a '{' without its '}' in a label", at: location.advanced(by: column),
                                 hint: "write {{ for a literal brace")
            }
            if !text.isEmpty { parts.append(.text(text)); text = "" }
            let inner = slice(next, end)
            if let awaits = awaitInLabel(inner, at: location.advanced(by: column + 1)) { throw awaits }
            if let closure = closureInLabel(inner, at: location.advanced(by: column + 1)) { throw closure }
            parts.append(.expr(try expression(inner, at: location.advanced(by: column + 1),
                                              limits: limits, sourceLines: false, viewSelf: viewSelf)))
            column += characters.distance(from: i, to: end) + 1
            i = characters.index(after: end)
            run = i
        }
        text += slice(run, i)
        if !text.isEmpty { parts.append(.text(text)) }
        // The label's own text is in every string it shows: more than a value may hold is refused now.
        let literal = parts.reduce(0) { if case .text(let t) = $1 { return $0 + t.utf8.count } else { return $0 } }
        if literal > limits.valueSize { throw Evaluator.literalTooLong(limits.valueSize, source: source, at: location) }
        return Expr(.interpolation(parts), at: location, source: source)
    }

    /// The `}` that closes an embedded expression: the first one outside the expression's string
    /// literals, so that `{"}"}` shows a brace.
    private static func closingBrace<C: Collection>(in characters: C, from start: C.Index,
                                                    ascii: (C.Element) -> UInt8) -> C.Index? {
        var inString = false, escaped = false
        var i = start
        while i < characters.endIndex {
            let c = ascii(characters[i])
            if inString {
                if escaped { escaped = false } else if c == UInt8(ascii: "\\") { escaped = true } else if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "}") {
                return i
            }
            i = characters.index(after: i)
        }
        return nil
    }

    /// `{items.filter { $0 > 1 }.count}`: a `{…}` part ends at its first `}`, which is the
    /// closure's, so a closure cannot stand in one; said of the closure, at its `{`, rather than
    /// as the cut closure's missing `}`. Nil for a part without a `{` outside its strings.
    private static func closureInLabel(_ part: String, at location: Location) -> Diagnostic? {
        guard part.utf8.contains(UInt8(ascii: "{")) else { return nil }
        var inString = false, escaped = false
        var offset = 0
        for (i, c) in zip(part.indices, part) {
            defer { offset += 1 }
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
                continue
            }
            if c == "\"" { inString = true; continue }
            guard c == "{" else { continue }
            // The method the closure is given to: `filter` in `items.filter {`, `reduce` in `reduce(0) {`.
            var before = part[..<i].reversed().drop(while: { $0 == " " })
            if before.first == ")" {
                var depth = 0
                before = before.drop { c in
                    if c == ")" { depth += 1 } else if c == "(" { depth -= 1; if depth == 0 { return true } }
                    return depth > 0
                }
            }
            let method = String(before.prefix(while: { $0.isLetter || $0.isNumber || $0 == "_" }).reversed())
            let what = method.isEmpty ? "a closure" : "the closure of \(method)"
            let hint = method == "filter"
                ? "pass the list to a child as a prop, or keep it in a memo:, and show {found.count} there"
                : "keep the value in a memo:, or pass it to a child as a prop, and show it there"
            return Diagnostic("\(what) cannot stand in a label's {…}, which ends at the closure's '}'", at: location.advanced(by: offset),
                              hint: hint)
        }
        return nil
    }

    /// `{await search(query)}`: a label is computed as the body runs, which cannot wait; refused
    /// as an await in an action is, "awaits outside a task" (Swift: "'async' call in an
    /// autoclosure that does not support concurrency"). Nil for any other part.
    private static func awaitInLabel(_ part: String, at location: Location) -> Diagnostic? {
        // Most parts are names: only one starting as `await` or `try` does is looked at further,
        // without copying the others.
        guard let first = part.utf8.first(where: { $0 != 0x20 }), first == UInt8(ascii: "a") || first == UInt8(ascii: "t") else { return nil }
        let leading = part.prefix(while: { $0 == " " }).count
        let written = String(part.dropFirst(leading)).trimmingCharacters()
        var rest = Substring(written)
        for word in ["try? ", "try! ", "try "] where rest.hasPrefix(word) { rest = rest.dropFirst(word.count); break }
        guard rest.hasPrefix("await ") else { return nil }
        let call = rest.dropFirst("await ".count).drop(while: { $0 == " " })
        return Diagnostic("`\(written)` awaits outside a task", at: location.advanced(by: leading),
                          hint: "a label is read as the body runs, which does not wait; keep the value in a holder a task sets, `task: \"found = await \(call)\"`, and show {found}")
    }
}
