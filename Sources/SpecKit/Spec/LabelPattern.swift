/// A label template as a pattern: its literal text, with any string where it shows a value.
struct LabelPattern {
    private var segments: [String?] = []

    /// The template as a hint shows it: `like {…}` for `like {item}`.
    var shown: String { segments.map { $0 ?? "{…}" }.joined() }

    /// The label's text when it shows no value.
    var literal: String? { segments.contains(where: { $0 == nil }) ? nil : segments.compactMap { $0 }.joined() }

    init(_ label: Expr) {
        guard case .interpolation(let parts) = label.kind else { segments = [nil]; return }
        for part in parts {
            switch part {
            case .text(let t): segments.append(t)
            case .expr: if segments.last != .some(nil) { segments.append(nil) }
            }
        }
    }

    /// Whether the template can show this label. A shown value matches any text, so the literals
    /// need only be found in order: the first at the start, the last at the end, each one between
    /// at its leftmost place after the one before. That is linear; trying every split of the text
    /// for every value, as a backtracking match does, is exponential in the number of values.
    func matches(_ label: String) -> Bool {
        if !segments.contains(where: { $0 == nil }) { return segments.compactMap { $0 }.joined() == label }
        let text = Array(label.unicodeScalars)
        var literals = segments.map { $0.map { Array($0.unicodeScalars) } }
        var start = 0, end = text.count
        if let first = literals.first, let literal = first {
            guard text.starts(with: literal) else { return false }
            start = literal.count
            literals.removeFirst()
        } else if literals.isEmpty {
            return text.isEmpty
        }
        if let last = literals.last, let literal = last {
            guard end - start >= literal.count, text[(end - literal.count)...].elementsEqual(literal) else { return false }
            end -= literal.count
            literals.removeLast()
        }
        for case let literal? in literals {
            guard let found = Self.find(literal, in: text, from: start, to: end) else { return false }
            start = found + literal.count
        }
        return start <= end
    }

    /// Where `literal` first occurs in `text[from..<to]`.
    private static func find(_ literal: [Unicode.Scalar], in text: [Unicode.Scalar], from: Int, to: Int) -> Int? {
        guard !literal.isEmpty else { return from }
        var i = from
        while i + literal.count <= to {
            if text[i] == literal[0] && text[i..<(i + literal.count)].elementsEqual(literal) { return i }
            i += 1
        }
        return nil
    }
}
