/// The type checks of a view's action, made on a model's own code: its methods' statements, its
/// fields' observers and its computed properties' getters (§62, §64, §65, §70). Swift type-checks a method's body as it does an
/// action's closure, so what it refuses in a button's action it refuses there too, in the same
/// words: `.` on an optional (§66), a condition that is not a Bool, a value of another type
/// assigned to a field, a list's closure that gives no Bool (§74). The names the statements use
/// are checked in SpecValidator+Methods.swift, which hands each body here.
extension TypeCheck {
    /// Checks `statements`, the body of `method` of `model`, in the scope Swift gives it: the
    /// model's fields and computed properties by bare name, of the types their defaults and
    /// getters have; `self`, the instance or the struct's value; over them the parameters, of
    /// the type their signature writes, or, in a field's observer (`observing`), `oldValue` or
    /// `newValue` of the field's type; and the statements' own `let`s.
    func checkBody(_ statements: [Statement], of method: MethodDecl, in model: ModelDecl, observing field: String?) {
        code = (model, Set(method.parameters.map(\.name)))
        returning = method.returnType.flatMap { SwiftType.written($0, models: rules.spec.models.map(\.name), enums: rules.spec.enums.map(\.name)) }
            .map { (DeclaredTypes.valueTyped($0, in: rules.spec), "\(model.name).\(method.signature)") }
        var env = scope(of: model)
        for p in method.parameters {
            env[p.name] = field.map { rules.fieldType($0, of: model.name) } ?? DeclaredTypes.parameterType(p, in: rules.spec)
        }
        check(statements, in: env)
    }

    /// A computed property's getter, one expression over the same scope but parameters: `var t:
    /// String { current.title }` is refused as the method returning it would be.
    func checkGetter(_ computed: ComputedDecl, in model: ModelDecl) {
        code = (model, [])
        checkFields(computed.value, in: scope(of: model))
    }

    /// What a model's code sees by bare name: its fields and computed properties, and `self`.
    private func scope(of model: ModelDecl) -> DeclaredTypes.Names {
        var env = types.names(of: component)
        // Set even where nil: a field of no known type hides nothing of another scope's.
        for f in model.fields { env[f.name] = rules.fieldType(f.name, of: model.name) }
        for c in model.computed { env[c.name] = rules.fieldType(c.name, of: model.name) }
        env["self"] = model.kind == .struct ? .value(model.name) : .model(model.name)
        return env
    }

    /// `return name` in `total() -> Int` where `name` is a String: Swift's "cannot convert return
    /// expression of type 'String' to return type 'Int'", or for an optional of the type, "value
    /// of optional type 'Int?' must be unwrapped to a value of type 'Int'" (§62.7, §72).
    func checkReturned(_ value: Expr, in env: DeclaredTypes.Names) {
        guard let (expected, method) = returning, let given = rules.type(of: value, in: env) else { return }
        let sure = { (t: SwiftType) in DeclaredTypes.isPlain(t) || t.isList }
        if case .optional(let wrapped?) = given, sure(expected), sure(wrapped), expected.merged(with: wrapped) != nil {
            return report(Diagnostic("value of optional type '\(given)' must be unwrapped to a value of type '\(expected)'", at: value.location,
                                     hint: "\(method) returns \(DeclaredTypes.described(expected)), never nil: give a value for nil, `return \(value.source) ?? \(DeclaredTypes.nilFallback(for: expected))`, or declare it `-> \(given)`"))
        }
        guard sure(expected), sure(given), expected.merged(with: given) == nil else { return }
        report(Diagnostic("cannot convert return expression of type '\(given)' to return type '\(expected)'", at: value.location,
                          hint: "\(method) returns \(DeclaredTypes.described(expected)), as its signature writes"))
    }

    /// Where the type of a name a method assigns comes from, as `origin(of:in:)` says it of a
    /// component's: a field's default; nil for a parameter, a constant, and a computed property,
    /// which has no setter: each has its own error (SpecValidator+Methods.swift).
    func origin(of name: String, in code: (model: ModelDecl, parameters: Set<String>)) -> String?? {
        if code.parameters.contains(name) || code.model.computed(named: name) != nil { return nil }
        guard let field = code.model.fields.first(where: { $0.name == name }) else { return .some(nil) }
        return .some(types.origin(of: field, in: code.model.name))
    }
}
