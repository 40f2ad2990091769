/// What a struct model conforms to before a run: the export's rule (StructConformance) over the
/// fields' types the checks are certain of. A field whose type is not certain is taken to
/// conform, so that only a struct that certainly holds a class instance (or a closure) is
/// refused where Swift needs it `Equatable` or `Hashable` (docs/semantics.md §28).
extension DeclaredTypes {
    /// What the struct model `name` conforms to; `.hashable` for any other name (a class is
    /// refused as one, a ScenePhase or an IndexSet is Hashable).
    func conformance(of name: String) -> StructConformance {
        guard rules.spec.model(named: name)?.kind == .struct else { return .hashable }
        if structConformance == nil {
            // Only a field whose default leaves its type open reads the whole spec's values.
            let before = found.readsWholeSpec
            found.readsWholeSpec = false
            let of = StructConformance.of(rules.spec, fields: structFields())
            structConformance = (of, found.readsWholeSpec)
            found.readsWholeSpec = before
        }
        guard let structConformance else { return .hashable }
        if structConformance.readsWholeSpec { found.readsWholeSpec = true }
        return structConformance.of[name] ?? .hashable
    }

    /// The struct models' fields' types as far as certain: a field of no default has the type
    /// of the values the spec gives it, whether or not a stored `nil` makes it an optional.
    private func structFields() -> [String: [String: SwiftType]] {
        var fields: [String: [String: SwiftType]] = [:]
        for model in rules.spec.models where model.kind == .struct {
            for field in model.fields {
                let type = rules.fieldType(field.name, of: model.name) ?? (field.defaultValue == nil ? held(field.name, of: model.name) : nil)
                if let type { fields[model.name, default: [:]][field.name] = type }
            }
        }
        return fields
    }
}
