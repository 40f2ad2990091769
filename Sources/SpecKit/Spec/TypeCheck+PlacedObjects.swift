/// The objects a child's modifiers place in the environment (docs/semantics.md §17), as Swift's
/// type checker takes them: `.environment(_:)` an `@Observable` object or an optional of one,
/// `.environmentObject(_:)` an ObservableObject and never an optional.
extension TypeCheck {
    /// A value's type where it is certain and one Swift never converts: Int, String, Bool, a model.
    private func placedType(_ e: Expr, in env: DeclaredTypes.Names) -> SwiftType? {
        rules.type(of: e, in: env).flatMap { DeclaredTypes.isPlain($0) ? $0 : nil }
    }

    /// `environment-model:` takes an `@Observable` model and `environment-object:` an
    /// ObservableObject, as `.environment(_:)` and `.environmentObject(_:)` do: Swift refuses the
    /// other kind, and the run would stop at it.
    func checkPlacedObjects(_ child: ChildDecl, in env: DeclaredTypes.Names) {
        for setting in child.modifiers.environment where setting.kind != .value {
            if checkPlacedOptional(setting, in: env) { continue }
            if let t = placedType(setting.value, in: env), case .model = t {} else if let t = placedType(setting.value, in: env) {
                // A number, a string, a flag or a struct value is no object to place.
                let hint = if case .value(let model) = t {
                    SpecValidator.structInEnvironmentHint(model, holder: "x", kind: setting.placedKind)
                } else {
                    "place a model instance the body holds, e.g. a `state:` holder built with `Model()`"
                }
                report(Diagnostic("`\(setting.kind.rawValue):` places \(setting.placed); \(setting.value.source.quotable) is \(DeclaredTypes.described(t))",
                                  at: setting.value.location, hint: hint))
                continue
            }
            guard case .model(let name)? = rules.type(of: setting.value, in: env), let model = rules.spec.model(named: name),
                  model.kind != setting.placedKind else { continue }
            report(setting.wrongKind(DeclaredTypes.withArticle(name), of: name, model.kind))
        }
    }

    /// A nil or an optional placed as an object (§17): `.environment(_:)` takes `T?` and clears
    /// the object of type T when it is nil, but a bare `nil` names no type; `.environmentObject(_:)`
    /// takes an object, never an optional. True when the setting's value was one of these.
    private func checkPlacedOptional(_ setting: EnvironmentSetting, in env: DeclaredTypes.Names) -> Bool {
        let modifier = setting.kind == .model ? ".environment(nil)" : ".environmentObject(nil)"
        if case .null = setting.value.kind {
            report(Diagnostic("generic parameter 'T' could not be inferred: \(modifier) does not say which type of object it places",
                              at: setting.value.location,
                              hint: setting.kind == .model
                                  ? "place a holder of the model's optional type, nil or an object (`state: { lib: nil }` that an action sets to `Library()`): its nil clears that type's object below"
                                  : "place an object the body holds, e.g. a `state-object:` holder built with `Model()`"))
            return true
        }
        guard case .optional(let wrapped?)? = rules.type(of: setting.value, in: env), case .model(let name) = wrapped,
              let model = rules.spec.model(named: name) else { return false }
        if setting.kind == .object {
            report(Diagnostic("value of optional type '\(name)?' must be unwrapped to a value of type '\(name)': `.environmentObject(_:)` takes an object, not an optional",
                              at: setting.value.location, hint: Graph.optionalObjectHint(holding: setting.value.source.quotable, of: name)))
        } else if model.kind != .observable {
            report(setting.wrongKind(DeclaredTypes.withArticle("\(name)?"), of: name, model.kind))
        }
        return true
    }
}
