/// A binding into a model's field, checked where the model's type is certain (docs/semantics.md §20).
extension TypeCheck {
    /// `$m.total` where `total` is computed: a get-only property has no writable key path, so
    /// Swift makes no binding of it (§20); the run would stop at the first read.
    func checkComputedBinding(_ e: Expr, _ field: String, of model: String) {
        // The models are known ahead of the components, as `checkField` finds them.
        guard rules.spec.model(named: model)?.computed(named: field) != nil else { return }
        report(Diagnostic("\(e.source) binds a computed property, which has no setter; a binding needs a stored field", at: e.location,
                          hint: "bind a field it is computed from, or pass the value itself"))
    }
}
