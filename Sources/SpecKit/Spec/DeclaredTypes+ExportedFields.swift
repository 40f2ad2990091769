/// A field of no default (`selected: ~`) is declared in Swift with the type of the values the
/// spec gives it, an optional only where one of them is nil (§66.5). The checks before a run leave
/// such a field's type open (DeclaredTypes+Fields.swift), since only a view's scope types the
/// values its actions store. Where that openness would let through what Swift refuses to compile,
/// `?.` on a value that is never nil, the export's own inference (TypeInference), which types
/// those assignments too, tells the field's type: the check then refuses what the export refuses.
extension DeclaredTypes {
    /// `model`'s field `field` as the export declares it; nil where the export tells no type.
    func exportedType(_ field: String, of model: String) -> SwiftType? {
        found.readsWholeSpec = true
        if exportedFields == nil { exportedFields = ExportTypes.inferred(for: rules.spec).fields }
        return exportedFields?[model]?[field]
    }
}

extension TypeCheck {
    /// The type of `h.selected`, a field of no default that the spec gives values, where the
    /// export declares it of a type that is never nil; nil for anything else.
    func exportedPlainField(_ e: Expr, in env: DeclaredTypes.Names) -> SwiftType? {
        guard case .member(let base, let field) = e.kind else { return nil }
        let model: String
        switch rules.type(of: base, in: env) {
        case .model(let name)?, .value(let name)?: model = name
        default: return nil
        }
        guard rules.spec.model(named: model)?.fields.contains(where: { $0.name == field && $0.defaultValue == nil }) == true,
              types.held(field, of: model) != nil,
              let t = types.exportedType(field, of: model), DeclaredTypes.isPlain(t) else { return nil }
        return t
    }
}
