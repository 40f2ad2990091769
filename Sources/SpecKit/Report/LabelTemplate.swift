/// A text's label as its body writes it, such as `item {item} likes {likes}`: literal parts and
/// the expressions shown between them. It tells which template an expected label came from, and
/// the value each `{…}` part had in it.
struct LabelTemplate: Hashable {
    /// The label as written, `{…}` parts and all; a column of `spec table` is named by it.
    var source: String
    /// The `{…}` parts' expressions, in order.
    var holes: [String]
    /// The literal parts around the holes, as Unicode scalars: before the first, between each two,
    /// after the last (`holes.count + 1` of them, some empty).
    private var literals: [[Unicode.Scalar]]
    /// Literal characters: the more, the more specific the template when several match.
    var literalCount: Int

    init?(_ label: Expr) {
        guard case .interpolation(let parts) = label.kind else { return nil }
        var source = "", holes: [String] = [], literals: [[Unicode.Scalar]] = [[]], count = 0
        for part in parts {
            switch part {
            case .text(let text):
                source += text
                literals[literals.count - 1] += text.unicodeScalars
                count += text.count
            case .expr(let e):
                source += "{\(e.source)}"
                holes.append(e.source)
                literals.append([])
            }
        }
        guard !holes.isEmpty else { return nil }
        self.source = source
        self.holes = holes
        self.literals = literals
        literalCount = count
    }

    /// The values of the `{…}` parts when `label` comes from this template: the whole label is the
    /// literal parts with some text in each hole, each hole as short as lets the rest match, the
    /// first first (what `^lit(.*?)lit(.*?)lit$` finds). Matched by hand rather than by a regular
    /// expression: one was compiled at every call, and Foundation's leaked a kilobyte for a long
    /// label at each (found by fuzzing, docs/fuzzing.md). Backtracking tries each hole's start
    /// once (`dead`), so a label of n scalars costs at most holes × n² comparisons, whatever it holds.
    func match(_ label: String) -> [String]? {
        let text = Array(label.unicodeScalars), n = holes.count
        func fits(_ literal: [Unicode.Scalar], at i: Int) -> Bool {
            guard i >= 0, i + literal.count <= text.count else { return false }
            for j in literal.indices where text[i + j] != literal[j] { return false }
            return true
        }
        guard literals[0].count + literals[n].count <= text.count, fits(literals[0], at: 0),
              fits(literals[n], at: text.count - literals[n].count) else { return nil }
        // starts[k] is where hole k begins; ends[k] the next end to try for it.
        var starts = [Int](repeating: 0, count: n), ends = [Int](repeating: 0, count: n)
        var dead = Set<Int>()
        starts[0] = literals[0].count
        ends[0] = starts[0]
        var k = 0
        while k >= 0 {
            let next = literals[k + 1]
            var found: Int?
            if k == n - 1 {
                // The last literal ends the label (checked above), so the last hole has one end.
                let end = text.count - next.count
                if end >= ends[k] { found = end }
            } else {
                var end = ends[k]
                while end + next.count <= text.count {
                    if fits(next, at: end) && !dead.contains((k + 1) * (text.count + 1) + end + next.count) {
                        found = end
                        break
                    }
                    end += 1
                }
            }
            guard let end = found else {
                dead.insert(k * (text.count + 1) + starts[k])
                k -= 1
                continue
            }
            ends[k] = end + 1
            if k == n - 1 {
                return (0..<n).map { i in
                    let stop = i == n - 1 ? end : ends[i] - 1
                    return String(String.UnicodeScalarView(text[starts[i]..<stop]))
                }
            }
            k += 1
            starts[k] = end + next.count
            ends[k] = starts[k]
        }
        return nil
    }

    /// The template with some parts filled in: `item 2 likes {likes}` for the key `item` = 2. Each
    /// `{…}` is a brace and the first closing brace after it.
    func name(filling values: [Int: String]) -> String {
        guard !values.isEmpty else { return source }
        var out = "", rest = source.unicodeScalars[...], index = 0
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += String(rest[..<open])
            out += values[index] ?? String(rest[open...close])
            index += 1
            rest = rest[rest.index(after: close)...]
        }
        return out + String(rest)
    }

    /// Every text template in the spec's bodies, at any depth: branches, loops, switches, stacks,
    /// tabs and presented content.
    static func all(in spec: Spec) -> [LabelTemplate] {
        unique(byComponent(in: spec).lazy.map(\.template))
    }

    /// Every text template in the spec's bodies with the component whose body writes it.
    static func byComponent(in spec: Spec) -> [(component: String, template: LabelTemplate)] {
        var found: [(String, LabelTemplate)] = []
        for component in spec.components {
            for case .text(let label, _) in component.body.allElements {
                if let t = LabelTemplate(label) { found.append((component.name, t)) }
            }
        }
        return found
    }

    /// The templates of the components in `shown` (those a scenario's run made), or all of them
    /// when the run kept no log: two components may write labels alike (`models created
    /// {SModel.creations}`, `models created {Model.creations}`), and a scenario's label comes
    /// from one its run made.
    static func of(_ shown: Set<String>?, among all: [(component: String, template: LabelTemplate)]) -> [LabelTemplate] {
        unique(all.lazy.filter { shown?.contains($0.component) != false }.map(\.template))
    }

    /// Each template once, in the order first met: a set beside the list, as a spec may write tens
    /// of thousands of texts.
    private static func unique<S: Sequence>(_ templates: S) -> [LabelTemplate] where S.Element == LabelTemplate {
        var found: [LabelTemplate] = [], seen = Set<LabelTemplate>()
        for t in templates where seen.insert(t).inserted { found.append(t) }
        return found
    }

    static func == (a: LabelTemplate, b: LabelTemplate) -> Bool { a.source == b.source }
    func hash(into hasher: inout Hasher) { hasher.combine(source) }
}
