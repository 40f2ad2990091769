/// The enum a place holds where the spec writes no default for it (docs/semantics.md §92.2): a
/// model's field of no default and a prop are declared by the export with the type of the values
/// the spec gives them (`var filter: Filter`, `let filter: Filter`), and Swift types `.done`
/// assigned to such a field, or compared with either, by that declaration. Whether the field may
/// also hold nil, which only a view's writes can tell, does not change the enum: Swift looks
/// `.done` up through an optional too. A field certainly optional keeps the rule of §92.1: the
/// run could not take the case's type from a nil, so the case is written with its type there.
extension DeclaredTypes {
    /// The enum `.done` is a case of where it meets `e`: the enum of `e`'s certain type, or of what
    /// the spec gives the field of no default or the prop `e` reads. `model` is the model whose
    /// code `e` is in, whose fields it reads by bare name.
    func enumContext(of e: Expr, in env: Names, model: ModelDecl?) -> String? {
        if let t = rules.type(of: e, in: env) { return TypeCheck.contextualEnum(t) }
        switch e.kind {
        case .member(let base, let field):
            guard let m = rules.linkType(of: base, in: env)?.declaringModel else { return nil }
            return heldEnum(field, of: m)
        case .name(let name):
            if let model, model.fields.contains(where: { $0.name == name }) { return heldEnum(name, of: model.name) }
            let component = env.holders.component
            guard !env.sets(name), component.holder(named: name) == nil, component.props.contains(where: { $0.name == name }) else { return nil }
            return propEnum(name, of: component.name)
        default:
            return nil
        }
    }

    /// The enum of the values the spec gives `model`'s field of no default, nil aside
    /// (DeclaredTypes+Fields.swift); nil for a field with a default, which types it itself.
    private func heldEnum(_ field: String, of model: String) -> String? {
        guard rules.spec.model(named: model)?.fields.contains(where: { $0.name == field && $0.defaultValue == nil }) == true else { return nil }
        return TypeCheck.contextualEnum(held(field, of: model))
    }

    /// The enum every value the parents pass `prop` is of, as the export declares the prop: nil
    /// when one passes a value of no known enum, or two pass different ones; nil too for a prop
    /// asked again while its own answer is worked out, or further than `chain` props up.
    private func propEnum(_ prop: String, of component: String) -> String? {
        let key = component + "." + prop
        if let known = propEnums[key] { return known }
        guard askedEnums.count < Self.chain, askedEnums.insert(key).inserted else { return nil }
        defer { askedEnums.remove(key) }
        var found: String??
        givenArguments(prop, of: component) { value, env in
            let given = value.flatMap { enumContext(of: $0, in: env, model: nil) }
            found = .some(found.map { $0 == given ? given : nil } ?? given)
        }
        let result = found ?? nil
        propEnums[key] = .some(result)
        return result
    }
}

extension TypeCheck {
    /// The enum `.done` is a case of beside `e`: where Swift's declaration of what `e` reads gives
    /// one, a field of no default and a prop included (§92.2).
    func contextEnum(of e: Expr, in env: DeclaredTypes.Names) -> String? {
        // A method's parameter hides the field of its name.
        if case .name(let name) = e.kind, code?.parameters.contains(name) == true { return Self.contextualEnum(rules.type(of: e, in: env)) }
        return types.enumContext(of: e, in: env, model: code?.model)
    }
}
