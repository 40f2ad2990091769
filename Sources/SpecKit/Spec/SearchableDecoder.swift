/// Decoding of `searchable:` beside a child: `.searchable(text:prompt:)` and the
/// `.onSubmit(of: .search)` written after it (docs/semantics.md §45).
extension SpecDecoder {
    static let searchableKeys = ["text", "prompt", "on-submit"]
    /// SwiftUI's prompt when none is given: the field shows "Search" on iOS.
    static let defaultSearchPrompt = "Search"

    /// `searchable: $query`, or a mapping with `text:`, an optional `prompt:` and `on-submit:`.
    /// The field is kept as a text field whose label is the prompt, so the steps that type, clear
    /// and press Return find it as they find any text field.
    mutating func searchable(_ node: YAMLNode) -> ControlDecl? {
        if node.scalar != nil {
            guard let binding = expression(node, what: "a binding") else { return nil }
            return searchField(binding, prompt: nil, onSubmit: nil, at: node.location)
        }
        guard var e = MappingReader(node, what: "a searchable", problems: &problems) else { return nil }
        let what = "a searchable"
        let bindingNode = e.take("text", orMisspeltIn: what, allowed: Self.searchableKeys, problems: &problems)
        if bindingNode == nil {
            problems.append(Diagnostic("a searchable needs `text:`, the binding its search field edits", at: node.location,
                                       hint: "for example `searchable: { text: $query, prompt: Find a city }`"))
        }
        let binding = bindingNode.flatMap { expression($0, what: "a binding") }
        let prompt = e.take("prompt").flatMap { template($0, what: "a search prompt") }
        let onSubmit = e.take("on-submit").map { statements($0) }
        e.finish(what: what, allowed: Self.searchableKeys, problems: &problems)
        guard let binding else { return nil }
        return searchField(binding, prompt: prompt, onSubmit: onSubmit, at: node.location)
    }

    private func searchField(_ binding: Expr, prompt: Expr?, onSubmit: [Statement]?, at location: Location) -> ControlDecl {
        let label = prompt ?? Expr(.interpolation([.text(Self.defaultSearchPrompt)]), at: location, source: Self.defaultSearchPrompt)
        var field = ControlDecl(kind: .textField, label: label, binding: binding, location: location, onSubmit: onSubmit)
        field.isSearch = true
        return field
    }
}
