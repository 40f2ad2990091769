/// The commonest expressions of a spec, read from their bytes without tokens: a name or a number
/// alone (most arguments and defaults), a name's fields (`derived.input`, in labels), a model
/// built from words (`Model(input: 1)`, the value of most holders) and a word assigned to a name
/// (`count += 1`, most actions). Each is what the grammar gives the same text, with the same
/// places, sources and heights; any other text is nil here and goes to the parser.
extension Parser {
    /// A name (`tick`) or a number (`0`) alone, the most common arguments and defaults: the
    /// expression the grammar gives it, told from the bytes without tokens. nil for anything else.
    static func word(_ source: String, at location: Location) -> Expr? {
        let utf8 = source.utf8
        guard let first = utf8.first else { return nil }
        if isDigit(first) {
            // At most 18 digits, so the value cannot overflow; the source is the number as
            // written without leading zeros, which the text already is unless it starts with 0.
            guard utf8.count <= 18, source.allBytes(isDigit) else { return nil }
            let n = utf8.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
            return Expr(.int(n), at: location, source: first != UInt8(ascii: "0") || utf8.count == 1 ? source : String(n))
        }
        // `$` may stand anywhere in a word: `$count` is a binding's name.
        guard isLetter(first) || first == UInt8(ascii: "$"),
              source.allBytes({ isNamePart($0) || $0 == UInt8(ascii: "$") }) else { return nil }
        return literal(source, at: location) ?? Expr(.name(source), at: location, source: source)
    }

    /// `true`, `false` and `nil`, told by length first: most names are none of them.
    static func literal(_ name: String, at location: Location) -> Expr? {
        switch name.utf8.count {
        case 3 where name == "nil": return Expr(.null, at: location, source: "nil")
        case 4 where name == "true": return Expr(.bool(true), at: location, source: "true")
        case 5 where name == "false": return Expr(.bool(false), at: location, source: "false")
        default: return nil
        }
    }

    /// `Type(label: word, …)` written as Swift writes it, one space after each `:` and `,` and
    /// none elsewhere, every value a word: then the text is the source the parser would build.
    /// Through tokens and the parser's levels a construction cost about 7,100 instructions; here 2,300.
    static func construction(_ source: String, at location: Location) -> Expr? {
        source.utf8.withContiguousStorageIfAvailable { construction($0, source: source, at: location) } ?? nil
    }

    private static func construction(_ bytes: UnsafeBufferPointer<UInt8>, source: String, at location: Location) -> Expr? {
        let count = bytes.count
        guard count >= 3, bytes[0] >= UInt8(ascii: "A"), bytes[0] <= UInt8(ascii: "Z") else { return nil }
        var i = 1
        while i < count, isNamePart(bytes[i]) { i += 1 }
        guard i < count, bytes[i] == UInt8(ascii: "(") else { return nil }
        let type = text(bytes, 0, i)
        // Binding(get:set:) takes closures, and String(…) and Int(…) convert: the parser's.
        if type == "Binding" || Methods.conversions.contains(type) { return nil }
        i += 1
        var args: [(label: String, value: Expr)] = []
        if i < count, bytes[i] != UInt8(ascii: ")") {
            while true {
                let labelStart = i
                guard i < count, isLetter(bytes[i]) else { return nil }
                while i < count, isNamePart(bytes[i]) { i += 1 }
                guard i + 1 < count, bytes[i] == UInt8(ascii: ":"), bytes[i + 1] == UInt8(ascii: " ") else { return nil }
                let label = text(bytes, labelStart, i)
                i += 2
                let valueStart = i
                while i < count, bytes[i] != UInt8(ascii: ","), bytes[i] != UInt8(ascii: ")") { i += 1 }
                // A number with leading zeros is written without them in the source: left to the parser.
                guard i < count, let value = word(text(bytes, valueStart, i), at: location.advanced(by: valueStart)),
                      value.source.utf8.count == i - valueStart else { return nil }
                args.append((label, value))
                if bytes[i] == UInt8(ascii: ")") { break }
                guard i + 1 < count, bytes[i + 1] == UInt8(ascii: " ") else { return nil }
                i += 2
            }
        }
        guard i + 1 == count, bytes[i] == UInt8(ascii: ")") else { return nil }
        return Expr(.construct(type, args), at: location, source: source)
    }

    /// `derived.input`, `model.count.value`: a word and its fields, each field after one `.`,
    /// while the chain is within the depth limit (the parser counts each field as a level).
    static func fields(_ source: String, at location: Location, maxDepth: Int) -> Expr? {
        source.utf8.withContiguousStorageIfAvailable { bytes -> Expr? in
            let count = bytes.count
            guard var dot = bytes.firstIndex(of: UInt8(ascii: ".")),
                  var e = word(text(bytes, 0, dot), at: location), e.source.utf8.count == dot else { return nil }
            while dot < count {
                let start = dot + 1
                guard start < count, isLetter(bytes[start]) else { return nil }
                var end = start + 1
                while end < count, isNamePart(bytes[end]) { end += 1 }
                guard end == count || bytes[end] == UInt8(ascii: ".") else { return nil }
                e = Expr(.member(e, text(bytes, start, end)), at: location.advanced(by: start), source: end == count ? source : text(bytes, 0, end))
                guard e.height <= maxDepth else { return nil }
                dot = end
            }
            return e
        } ?? nil
    }

    /// `count += 1`, `name = other`: a name given a word, one space either side of `=`, `+=` or
    /// `-=`. Words that begin statements of their own (`let`, `await`, …) are left to the parser.
    static func assignment(_ source: String, at location: Location) -> Statement? {
        source.utf8.withContiguousStorageIfAvailable { bytes -> Statement? in
            guard let space = bytes.firstIndex(of: 0x20), space + 3 < bytes.count else { return nil }
            let op: Statement.Op, valueStart: Int
            switch (bytes[space + 1], bytes[space + 2]) {
            case (UInt8(ascii: "="), 0x20): op = .assign; valueStart = space + 3
            case (UInt8(ascii: "+"), UInt8(ascii: "=")): op = .add; valueStart = space + 4
            case (UInt8(ascii: "-"), UInt8(ascii: "=")): op = .subtract; valueStart = space + 4
            default: return nil
            }
            guard valueStart < bytes.count, bytes[valueStart - 1] == 0x20 else { return nil }
            let targetText = text(bytes, 0, space), valueText = text(bytes, valueStart, bytes.count)
            guard !statementWords.contains(targetText), !statementWords.contains(valueText),
                  let target = word(targetText, at: location), case .name = target.kind,
                  let value = word(valueText, at: location.advanced(by: valueStart)),
                  value.source.utf8.count == bytes.count - valueStart else { return nil }
            return Statement(.assign(target: target, op: op, value: value), at: location, source: source)
        } ?? nil
    }

    /// The words that begin statements of their own, or an awaited call.
    private static let statementWords = ["Task", "guard", "let", "try", "await"]

    /// The bytes `from..<to` of `bytes`, as text.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self)
    }

    private static func isLetter(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")) || b == UInt8(ascii: "_")
    }

    private static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private static func isNamePart(_ b: UInt8) -> Bool { isLetter(b) || isDigit(b) }
}

extension Parser {
    /// Whether a name starts with a capital, as a type's does: ASCII told from the byte, without
    /// the Unicode properties of a Character.
    static func startsWithCapital(_ name: String) -> Bool {
        guard let b = name.utf8.first else { return false }
        if b < 0x80 { return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
        return name.first?.isUppercase == true
    }

    /// A brace belongs to a statement (`Task { … }`, `guard … else { return }`) or to a closure
    /// passed whole to a child; inside an expression it is a mistake.
    static func braceInExpression(_ brace: Token.Symbol, at location: Location) -> Diagnostic {
        Diagnostic("unexpected character '\(brace.rawValue)' in an expression", at: location,
                   hint: brace == .leftBrace ? "a closure is a whole argument passed to a child: onLike: \"{ likes += 1 }\"" : nil)
    }
}
