/// The places an equal `ForEach` keeps its rows in (docs/semantics.md §95): SwiftUI compares a
/// view value where it stands, whatever holds it, as long as that holder keeps its identity.
extension Graph {
    /// The output a for-each at `place` put its rows in at the last render: the body's, a stack's
    /// root or a tab's. Read before the render replaces it.
    func output(at place: LoopPlace, of node: Node) -> [Node.Output]? {
        switch place {
        case .body: return node.output
        case .root(let host): return nodes[host]?.screen?.rootOutput
        case .tab(let host, let index):
            guard let tabs = nodes[host]?.screen?.tabOutputs, index < tabs.count else { return nil }
            return tabs[index]
        }
    }

    /// Where a for-each stands, for the trace: "of Screen's body", "in row 2 of a for-each of
    /// Screen's body", "in the tab Home (built in Screen's body)".
    func describe(_ place: LoopPlace, _ path: [PathStep], of node: Node) -> String {
        guard recording else { return "" }
        let body = "\(node.ref.component)'s body"
        var text: String
        switch place {
        case .body: text = body
        case .root: text = "the NavigationStack's root (built in \(body))"
        case .tab(let host, let index):
            var label = "\(index)"
            if case .tabs(let decl)? = nodes[host]?.screen?.kind, index < decl.tabs.count { label = decl.tabs[index].label }
            text = "the tab \(label) (built in \(body))"
        }
        // The row of the for-each around it, when it stands in one.
        if let row = path.last(where: { if case .key = $0 { return true } else { return false } }), case .key(let id) = row {
            return "in row \(id.literal) of a for-each of \(text)"
        }
        return place == .body ? "of \(text)" : "in \(text)"
    }

    /// What is written beside an equal for-each without being one of its fields: a modifier that
    /// takes a closure compares apart from it (§95).
    static func besides(_ f: ForEachDecl) -> String? {
        var modifiers: [String] = []
        if f.onDelete != nil { modifiers.append("on-delete") }
        if f.onMove != nil { modifiers.append("on-move") }
        if !modifiers.isEmpty {
            return "its \(modifiers.joined(separator: " and ")) action is a trait written beside it (`_TraitWritingModifier`), compared apart"
        }
        if f.selection != nil { return "its selection binding is the List's, a field beside it" }
        return nil
    }
}
