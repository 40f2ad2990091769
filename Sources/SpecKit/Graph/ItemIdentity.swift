/// The identity a sheet, cover or popover presents its `item:` by (§22).
extension Graph {
    /// `Identifiable`'s `id`: a model or struct with a field named `id` is identified by it, as
    /// the exported `extension Note: Identifiable {}` is, so a changed copy with the same `id`
    /// is the same item; another model by its instance, another value by itself (`var id: Self`).
    /// A pushed item is `Hashable`, not `Identifiable`: it is compared whole.
    func presentationIdentity(_ value: Value, of p: PresentationDecl) -> Value {
        guard p.isItem, !p.isPush else { return value }
        switch value {
        case .structure(let s): return s.field("id") ?? value
        case .model(let ref): return models.field("id", of: ref) ?? value
        default: return value
        }
    }
}
