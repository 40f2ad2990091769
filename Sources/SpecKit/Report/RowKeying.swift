/// How the for-each that made a row keys it, read from the row's identity (`1.[3].0`) and its
/// parent's body. A row keyed by its element (`id: item`, `id: item.id`) keeps that element
/// while its identity lasts: a new value passed to it is the same element edited. A row keyed
/// by its position (`id: i`, the index; or a range's or `items.indices`' element) keeps its
/// identity while another element comes to its place, and the state it holds goes with the
/// place, to that element (docs/semantics.md §7, §12).
enum RowKeying {
    /// Whether the innermost for-each on the way to `identity` in `body` keys its rows by
    /// position; nil when the way is not one of plain elements, branches, cases and for-each rows
    /// (content a parent passed, a presentation), or no for-each is on it.
    static func byPosition(identity: String, in body: [Element]) -> Bool? {
        var list = body
        var element: Element?
        var loop: ForEachDecl?
        for step in steps(of: identity) {
            if let i = Int(step) {
                guard list.indices.contains(i) else { return nil }
                element = list[i]
                continue
            }
            switch (element, step) {
            case (.conditional(let c)?, "then"): list = c.then
            case (.conditional(let c)?, "else"): list = c.otherwise
            case (.switchOver(let s)?, "default"): list = s.otherwise ?? []
            case (.switchOver(let s)?, _) where step.hasPrefix("case("):
                guard let n = Int(step.dropFirst(5).dropLast()), s.cases.indices.contains(n) else { return nil }
                list = s.cases[n].body
            case (.forEach(let f)?, _) where step.hasPrefix("["):
                loop = f
                list = f.body
            default:
                // An `.id(…)` on the row's child ends the way; anything else is another body's.
                return step.hasPrefix("id(") ? loop.map(keysByPosition) : nil
            }
            element = nil
        }
        return loop.map(keysByPosition)
    }

    /// A for-each's id that does not read the element is its index; the element of a range or of
    /// `items.indices` is an index itself.
    static func keysByPosition(_ f: ForEachDecl) -> Bool {
        Ranges.isRange(f.items) || !f.id.names.contains { $0.0 == f.variable }
    }

    /// The steps of an identity, split at the dots between them, not at those inside a key's
    /// or an `.id`'s value (`[1.5]`, `["a.b"]`, `id([1, 2])`).
    static func steps(of identity: String) -> [Substring] {
        var steps: [Substring] = []
        var start = identity.startIndex, depth = 0, quoted = false, escaped = false
        for i in identity.indices {
            let c = identity[i]
            if quoted {
                if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" { quoted = false }
                continue
            }
            switch c {
            case "\"": quoted = true
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            case "." where depth == 0:
                steps.append(identity[start..<i])
                start = identity.index(after: i)
            default: break
            }
        }
        if start < identity.endIndex { steps.append(identity[start...]) }
        return steps
    }
}
