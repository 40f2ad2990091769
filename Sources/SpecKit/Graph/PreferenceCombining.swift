/// How a subtree's preference values combine into the one value its ancestors see (docs/semantics.md
/// §47 rule 1). A static view list combines only the values its views give, from the first; a
/// dynamic one (an `if`, `switch` or `for-each` in it) starts from the key's default and reduces
/// every value into it, so it gives a value even when no view in it does.
extension Graph {
    /// The value `node` gives its ancestors as one view: its own `preference:` if it has one (a
    /// `.preference` sets the value of the view it modifies, hiding its content's), else its view
    /// list's; nil when it gives none.
    func viewValue(_ key: PreferenceKeyDecl, of node: Node, givers: inout PreferenceGivers) throws -> Value? {
        if let own = ownValue(key, of: node, givers: &givers) { return own }
        guard let (output, place) = viewList(of: node) else { return nil }
        let listed = try listValue(key, output, of: node, givers: &givers)
        guard let place else { return listed }
        // The dynamic container's combiner: the default, then each value in order.
        let initial = try defaultValue(of: key)
        givers.entries.insert(.init(text: "the default \(initial.literal) (\(place.phrase))", place: place), at: givers.start)
        return listed.map { reduce(key.reduce, initial, $0) } ?? initial
    }

    /// The values of a view list's items reduced from the first; nil when none gives one. A child
    /// whose body is one element is not a view of its own in the export: its items are this
    /// list's (and its `if` made this list dynamic already, `Spec.dynamicPlace`).
    private func listValue(_ key: PreferenceKeyDecl, _ output: [Node.Output], of node: Node, givers: inout PreferenceGivers) throws -> Value? {
        var result: Value?
        for case .child(let slot) in output {
            guard let child = node.children[slot] else { continue }
            let next: Value?
            if let own = ownValue(key, of: child, givers: &givers) {
                next = own
            } else if child.screen == nil, child.component.body.count == 1 {
                next = try listValue(key, child.output, of: child, givers: &givers)
            } else {
                let start = givers.start
                givers.start = givers.entries.count
                next = try viewValue(key, of: child, givers: &givers)
                givers.start = start
            }
            guard let next else { continue }
            // Views that give no value take no part: reduce runs only between values.
            result = result.map { reduce(key.reduce, $0, next) } ?? next
        }
        return result
    }

    private func ownValue(_ key: PreferenceKeyDecl, of node: Node, givers: inout PreferenceGivers) -> Value? {
        guard let i = node.modifiers.preference.lastIndex(where: { $0.key == key.name }), i < node.preferenceValues.count else { return nil }
        let value = node.preferenceValues[i]
        givers.entries.append(.init(text: "\(node.component.name) \(value.literal)", place: nil))
        return value
    }

    /// A view's list: its output and the `if`, `switch` or `for-each` that makes it dynamic; nil for
    /// a presented or pushed screen, hosted apart: its preferences do not reach the view that
    /// presents it (§47 rule 5).
    private func viewList(of node: Node) -> (output: [Node.Output], place: DynamicPlace?)? {
        guard let screen = node.screen else {
            let content = node.component.slots.isEmpty ? [:] : contentGiven(to: node)
            return (node.output, spec.dynamicPlace(in: node.component.body, of: node.component.name, content: content))
        }
        let writer = screen.owner.component.name
        switch screen.kind {
        case .presentation, .destination, .declarations: return nil
        case .stack(let stack): return (screen.rootOutput, spec.dynamicPlace(in: stack.root, of: writer))
        case .tabs(let tabs):
            guard screen.selected < screen.tabOutputs.count, screen.selected < tabs.tabs.count else { return ([], nil) }
            return (screen.tabOutputs[screen.selected], spec.dynamicPlace(in: tabs.tabs[screen.selected].body, of: writer))
        }
    }

    /// The content a container's parent wrote for its slots, found by the container's place in
    /// the parent's body; empty where that place is not in a body the parent writes itself.
    private func contentGiven(to node: Node) -> [String: (elements: [Element], writer: String)] {
        guard let parent = node.parent, parent.screen == nil, let path = node.slot?.path else { return [:] }
        var elements = parent.component.body
        var found: Element?
        for step in path {
            switch (step, found) {
            case (.index(let i), _):
                guard i < elements.count else { return [:] }
                found = elements[i]
            case (.branch(let b), .conditional(let c)?): elements = b ? c.then : c.otherwise
            case (.key, .forEach(let loop)?): elements = loop.body
            case (.switchCase(let i), .switchOver(let s)?): elements = i.map { $0 < s.cases.count ? s.cases[$0].body : [] } ?? s.otherwise ?? []
            case (.id, _): continue
            default: return [:]
            }
        }
        guard case .child(let child)? = found, child.component == node.component.name else { return [:] }
        var given: [String: (elements: [Element], writer: String)] = [:]
        for c in child.content { given[c.name] = (c.body, parent.component.name) }
        return given
    }

    func defaultValue(of key: PreferenceKeyDecl) throws -> Value {
        guard let d = key.defaultValue else { return .null }
        return try Evaluator.evaluate(d, in: ConstantScope())
    }

    /// `reduce(value: &value, nextValue: { next })`.
    func reduce(_ rule: PreferenceKeyDecl.Reduce, _ value: Value, _ next: Value) -> Value {
        switch (rule, value, next) {
        case (.first, _, _): return value
        case (.sum, .int(let a), .int(let b)): return .int(a &+ b)
        case (.max, .int(let a), .int(let b)): return .int(Swift.max(a, b))
        case (.min, .int(let a), .int(let b)): return .int(Swift.min(a, b))
        case (.or, .bool(let a), .bool(let b)): return .bool(a || b)
        case (.and, .bool(let a), .bool(let b)): return .bool(a && b)
        case (.append, .string(let a), .string(let b)): return .string(a + b)
        case (.append, .list(let a), .list(let b)): return .list(a + b)
        default: return next
        }
    }
}

/// Who gave the values a reader's subtree reduced, in order, for the trace.
struct PreferenceGivers {
    struct Entry {
        var text: String
        /// Set for the default a dynamic list starts from.
        var place: DynamicPlace?
    }
    var entries: [Entry] = []
    /// Where the view being combined began adding entries: its default goes before them.
    var start = 0

    /// "reduced (sum) from Row 1, Row 2", or "the `if` in Wrapper's body gives the default".
    func phrase(_ key: PreferenceKeyDecl) -> String {
        if entries.count == 1, let place = entries[0].place { return "\(place.phrase) gives the default" }
        return "reduced (\(key.reduce.rawValue)) from \(entries.map(\.text).joined(separator: ", "))"
    }
}
