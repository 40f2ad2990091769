import Foundation

/// A text's label as its body writes it, such as `item {item} likes {likes}`: literal parts and
/// the expressions shown between them. It tells which template an expected label came from, and
/// the value each `{…}` part had in it.
struct LabelTemplate: Hashable {
    /// The label as written, `{…}` parts and all; a column of `spec table` is named by it.
    var source: String
    /// The `{…}` parts' expressions, in order.
    var holes: [String]
    private var pattern: String
    /// Literal characters: the more, the more specific the template when several match.
    var literalCount: Int

    init?(_ label: Expr) {
        guard case .interpolation(let parts) = label.kind else { return nil }
        var source = "", pattern = "^", holes: [String] = [], literals = 0
        for part in parts {
            switch part {
            case .text(let text):
                source += text
                pattern += NSRegularExpression.escapedPattern(for: text)
                literals += text.count
            case .expr(let e):
                source += "{\(e.source)}"
                pattern += "(.*?)"
                holes.append(e.source)
            }
        }
        guard !holes.isEmpty else { return nil }
        self.source = source
        self.holes = holes
        self.pattern = pattern + "$"
        literalCount = literals
    }

    /// The values of the `{…}` parts when `label` comes from this template.
    func match(_ label: String) -> [String]? {
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators]),
              let m = regex.firstMatch(in: label, range: NSRange(label.startIndex..., in: label)) else { return nil }
        return (1..<m.numberOfRanges).map { i in Range(m.range(at: i), in: label).map { String(label[$0]) } ?? "" }
    }

    /// The template with some parts filled in: `item 2 likes {likes}` for the key `item` = 2.
    func name(filling values: [Int: String]) -> String {
        guard !values.isEmpty, let regex = try? NSRegularExpression(pattern: "\\{[^}]*\\}") else { return source }
        var out = "", last = source.startIndex, index = 0
        for m in regex.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
            guard let range = Range(m.range, in: source) else { continue }
            out += source[last..<range.lowerBound]
            out += values[index] ?? String(source[range])
            last = range.upperBound
            index += 1
        }
        return out + source[last...]
    }

    /// Every text template in the spec's bodies, at any depth: branches, loops, switches, stacks,
    /// tabs and presented content.
    static func all(in spec: Spec) -> [LabelTemplate] {
        var found: [LabelTemplate] = []
        for component in spec.components {
            for case .text(let label, _) in component.body.allElements {
                if let t = LabelTemplate(label), !found.contains(t) { found.append(t) }
            }
        }
        return found
    }

    static func == (a: LabelTemplate, b: LabelTemplate) -> Bool { a.source == b.source }
    func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
