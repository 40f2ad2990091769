extension SpecDecoder {
    /// `selection: $selected` on a for-each: `List(selection: $selected)` around its rows. Only a
    /// binding is written back by a tap, so anything else is refused here (docs/semantics.md §52).
    mutating func listSelection(_ node: YAMLNode) -> Expr? {
        guard let e = expression(node, what: "a selection binding") else { return nil }
        // `$selected`, `$store.selected` (a model's field, as `@Bindable` gives), a custom binding.
        if e.isBinding { return e }
        problems.append(Diagnostic("`selection:` takes a binding, which the list writes the tapped row's id into; `\(e.source)` is not one",
                                   at: e.location,
                                   hint: e.source.hasPrefix("$") ? e.computedFromBindingHint
                                       : "pass one with $, e.g. `selection: $\(e.source)`, to an optional state such as `selected: nil`"))
        return nil
    }
}
