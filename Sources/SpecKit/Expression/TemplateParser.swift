/// Labels: literal text with `{expression}` parts.
extension Parser {
    /// A label: text with `{expression}` parts; `{{` and `}}` stand for literal braces.
    public static func template(_ source: String, at location: Location,
                                limits: Limits = .standard, sourceLines: Bool = true) throws -> Expr {
        // Most labels are ASCII without a CR, where a byte is a Character: read their bytes.
        if source.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            var text = source
            return try text.withUTF8 { try asciiTemplate($0, source: source, at: location, limits: limits) }
        }
        var parts: [InterpolationPart] = []
        var text = ""
        // Walks the string itself and adds literal text a run at a time: copying it into an array
        // of characters and back was most of the cost of labels in the load profile.
        var i = source.startIndex
        var run = i        // start of the literal text not yet in `text`
        var column = 0     // characters before i, for locations inside the label
        while i < source.endIndex {
            let c = source[i]
            let next = source.index(after: i)
            if c == "\\", next < source.endIndex, source[next] == "(" {
                throw Diagnostic("a label shows a value as {…}, not Swift's \\(…)", at: location.advanced(by: column),
                                 hint: "write {count} where Swift writes \\(count)")
            }
            guard c == "{" || c == "}" else {
                i = next
                column += 1
                continue
            }
            text += source[run..<i]
            if next < source.endIndex, source[next] == c {
                text.append(c)
                i = source.index(after: next)
                run = i
                column += 2
                continue
            }
            if c == "}" {
                throw Diagnostic("a '}' without its '{' in a label", at: location.advanced(by: column),
                                 hint: "write }} for a literal brace")
            }
            guard let close = closingBrace(in: source, from: next) else {
                throw Diagnostic("a '{' without its '}' in a label", at: location.advanced(by: column),
                                 hint: "write {{ for a literal brace")
            }
            if !text.isEmpty { parts.append(.text(text)); text = "" }
            parts.append(.expr(try expression(String(source[next..<close]), at: location.advanced(by: column + 1),
                                              limits: limits, sourceLines: false)))
            column += source.distance(from: i, to: close) + 1
            i = source.index(after: close)
            run = i
        }
        text += source[run..<i]
        if !text.isEmpty { parts.append(.text(text)) }
        return Expr(.interpolation(parts), at: location, source: source)
    }

    /// The `}` that closes an embedded expression: the first one outside the expression's string
    /// literals, so that `{"}"}` shows a brace.
    static func closingBrace(in source: String, from start: String.Index) -> String.Index? {
        var inString = false, escaped = false
        var i = start
        while i < source.endIndex {
            let c = source[i]
            if inString {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { inString = false }
            } else if c == "\"" {
                inString = true
            } else if c == "}" {
                return i
            }
            i = source.index(after: i)
        }
        return nil
    }

    /// `template` over the bytes of an ASCII label without a CR, where each byte is one
    /// Character, so columns and messages are the same as walking Characters.
    private static func asciiTemplate(_ bytes: UnsafeBufferPointer<UInt8>, source: String, at location: Location,
                                      limits: Limits) throws -> Expr {
        func string(_ from: Int, _ to: Int) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
        }
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var parts: [InterpolationPart] = []
        var text = ""
        var i = 0
        var run = 0        // start of the literal text not yet in `text`
        while i < bytes.count {
            let c = bytes[i]
            let next = i + 1
            if c == UInt8(ascii: "\\"), next < bytes.count, bytes[next] == UInt8(ascii: "(") {
                throw Diagnostic("a label shows a value as {…}, not Swift's \\(…)", at: location.advanced(by: i),
                                 hint: "write {count} where Swift writes \\(count)")
            }
            guard c == open || c == close else {
                i = next
                continue
            }
            text += string(run, i)
            if next < bytes.count, bytes[next] == c {
                text += c == open ? "{" : "}"
                i = next + 1
                run = i
                continue
            }
            if c == close {
                throw Diagnostic("a '}' without its '{' in a label", at: location.advanced(by: i),
                                 hint: "write }} for a literal brace")
            }
            guard let end = closingBrace(in: bytes, from: next) else {
                throw Diagnostic("a '{' without its '}' in a label", at: location.advanced(by: i),
                                 hint: "write {{ for a literal brace")
            }
            if !text.isEmpty { parts.append(.text(text)); text = "" }
            parts.append(.expr(try expression(string(next, end), at: location.advanced(by: i + 1),
                                              limits: limits, sourceLines: false)))
            i = end + 1
            run = i
        }
        text += string(run, bytes.count)
        if !text.isEmpty { parts.append(.text(text)) }
        return Expr(.interpolation(parts), at: location, source: source)
    }

    /// `closingBrace` over ASCII bytes.
    private static func closingBrace(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var inString = false, escaped = false
        for i in start..<bytes.count {
            let c = bytes[i]
            if inString {
                if escaped { escaped = false } else if c == UInt8(ascii: "\\") { escaped = true } else if c == UInt8(ascii: "\"") { inString = false }
            } else if c == UInt8(ascii: "\"") {
                inString = true
            } else if c == UInt8(ascii: "}") {
                return i
            }
        }
        return nil
    }
}
