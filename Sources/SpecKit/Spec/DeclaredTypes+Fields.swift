/// A model's field whose default leaves its type open (an empty list `[]`, a `nil`) has in Swift
/// the one type of the values it holds: the export declares `var todos: [Todo]` of a field the
/// spec builds with `Store(todos: [Todo(title: "a")])` or fills with `todos.append(Todo(title:
/// t))`. A field cannot default to a construction, so a list of struct values held by a model is
/// typed this way only. The checks before a run take that type where it is certain without a
/// view's scope: the values the spec's constructions of the model pass for the field, and those
/// the model's own methods append to it or assign it, typed by a literal, a construction, a
/// field or a parameter's written type. Values of two types leave the field as open as its
/// default, and no check relies on a type Swift would not give the field; the second of them is
/// refused by its own check, in Swift's words (FieldValues.swift).
///
/// A field of no default is typed by the same values only where they make it an optional (a
/// written `nil`, an optional parameter): any other type is not certain, since a view may store
/// a `nil` in it, and a mistake in its use stops the scenario where it is met (§66.5,
/// `run-unknown-model-field.yaml`).
///
/// The constructions are the whole spec's: a check made ahead, which sees the models only, and
/// asks for such a field is made again in turn (ChecksAhead.swift).
extension DeclaredTypes {
    /// Whether a type leaves out what only a value tells: an empty list's element type, a written
    /// `nil`'s wrapped type.
    static func isOpen(_ type: SwiftType) -> Bool {
        switch type {
        case .list(let element), .optional(let element): element.map(isOpen) ?? true
        default: false
        }
    }

    /// The type a method's parameter is declared with, when its signature writes one: a struct
    /// model's name is a value, as its construction gives one.
    static func parameterType(_ p: MethodParameter, in spec: Spec) -> SwiftType? {
        p.typeName.flatMap { SwiftType.named($0, models: spec.models.map(\.name), enums: spec.enums.map(\.name)) }.map { valueTyped($0, in: spec) }
    }

    /// A written type with each struct model's name a value, `[Point]` a list of values.
    static func valueTyped(_ type: SwiftType, in spec: Spec) -> SwiftType {
        switch type {
        case .model(let name) where spec.model(named: name)?.kind == .struct: .value(name)
        case .list(let element?): .list(valueTyped(element, in: spec))
        case .optional(let wrapped?): .optional(valueTyped(wrapped, in: spec))
        default: type
        }
    }

    /// "its default 0", where a field's type comes from, for a hint; nil where the default
    /// leaves it open and the values the spec gives it complete it.
    func origin(of field: FieldDecl, in model: String) -> String? {
        guard let d = field.defaultValue else { return nil }
        // `[]` completed to `[Todo]`: the default did not say so.
        if let own = rules.fields[model]?[field.name], Self.isOpen(own), rules.fieldType(field.name, of: model) != own { return nil }
        return "its default \(d.source.quotable)"
    }

    /// The type of `model`'s field `field` as the spec's values complete it; nil for a name that
    /// is no field of it, and for a field nothing completes.
    func completed(_ field: String, of model: String) -> SwiftType? {
        guard let declared = rules.spec.model(named: model), declared.fields.contains(where: { $0.name == field }) else { return nil }
        found.readsWholeSpec = true
        if completedFields == nil { (completedFields, heldFields) = learnFields() }
        return completedFields?[model]?[field]
    }

    /// The type of the values the spec gives `model`'s field of no default, `nil` left aside:
    /// a stored `nil` may still make the field an optional of it, which holds the same kind of
    /// value (a class instance, a struct) and conforms to what it does (DeclaredTypes+Conformance.swift).
    func held(_ field: String, of model: String) -> SwiftType? {
        found.readsWholeSpec = true
        if completedFields == nil { (completedFields, heldFields) = learnFields() }
        return heldFields[model]?[field]
    }

    /// The rules without completion: what a literal, a construction or a field of a complete
    /// type says, so that no answer waits on another.
    var plainRules: TypeRules {
        var plain = rules
        plain.completeField = nil
        return plain
    }

    private func learnFields() -> (complete: [String: [String: SwiftType]], held: [String: [String: SwiftType]]) {
        let plain = plainRules
        let spec = plain.spec
        var open: Set<String> = [], undefaulted: Set<String> = []
        for model in spec.models {
            for f in model.fields {
                if f.defaultValue == nil { undefaulted.insert(model.name + "." + f.name); open.insert(model.name + "." + f.name) }
                else if plain.fields[model.name]?[f.name].map(Self.isOpen) == true { open.insert(model.name + "." + f.name) }
            }
        }
        var learnt: [String: [String: SwiftType]] = [:]
        guard !open.isEmpty else { return (learnt, [:]) }
        var conflicting: Set<String> = []
        for given in fieldValues() {
            let key = given.model + "." + given.field
            guard open.contains(key), !conflicting.contains(key) else { continue }
            guard let known = learnt[given.model]?[given.field] ?? plain.fields[given.model]?[given.field] else {
                learnt[given.model, default: [:]][given.field] = given.type
                continue
            }
            if let merged = known.merged(with: given.type) { learnt[given.model, default: [:]][given.field] = merged; continue }
            conflicting.insert(key)
            learnt[given.model]?[given.field] = nil
        }
        // A field of no default is certainly an optional once a value given it is one (a written
        // `nil`, an optional parameter): no later value makes it less of one. Any other type its
        // values give is not certain, since an assignment in a view, which only the view's
        // scope types, may still store a `nil` in it (§66.5).
        var held: [String: [String: SwiftType]] = [:]
        for key in undefaulted {
            let parts = key.split(separator: ".", maxSplits: 1).map(String.init)
            if let t = learnt[parts[0]]?[parts[1]] { held[parts[0], default: [:]][parts[1]] = t.unwrapped ?? t }
            if case .optional? = learnt[parts[0]]?[parts[1]] { continue }
            learnt[parts[0]]?[parts[1]] = nil
        }
        return (learnt, held)
    }

    /// The values the spec gives models' fields where their types are certain without a view's
    /// scope, in the order they are met: the arguments of every construction, and what each
    /// model's methods assign its own fields or append to them (FieldValues.swift).
    func fieldValues() -> [FieldValue] {
        if let givenValues { return givenValues }
        let plain = plainRules
        let spec = plain.spec
        var given: [FieldValue] = []
        let none = [String: SwiftType]()
        func visit(_ e: Expr) {
            if case .construct(let m, let args) = e.kind, let model = spec.model(named: m) {
                for a in args where model.fields.contains(where: { $0.name == a.label }) {
                    if let t = plain.type(of: a.value, in: none) { given.append(FieldValue(model: m, field: a.label, type: t, value: a.value, kind: .argument)) }
                }
            }
            for x in e.kind.subexpressions { visit(x) }
        }
        func visit(_ statements: [Statement]) {
            for s in statements.flatMap(\.flattened) { s.expressions.forEach(visit) }
        }
        for model in spec.models {
            for f in model.fields {
                if let d = f.defaultValue { visit(d) }
                for observer in [f.willSet, f.didSet].compactMap({ $0 }) { visit(observer.statements) }
            }
            for c in model.computed { visit(c.value) }
            for method in model.methods {
                visit(method.statements)
                learnWrites(of: method, in: model, rules: plain) { given.append($0) }
            }
        }
        for component in spec.components {
            for h in component.holders {
                visit(h.initial)
                h.dependencies.forEach(visit)
            }
            if let invariant = component.invariant { visit(invariant) }
            for o in component.observers { visit(o.statements) }
            plain.forEachPart(of: component.body, in: none) { parts, _ in
                parts.expressions.forEach(visit)
                for action in parts.actions { visit(action.statements) }
            }
        }
        givenValues = given
        return given
    }

    /// What a method puts in its model's own fields: `todos.append(x)` or `insert(x, at: i)` an
    /// element, `current = x` a value, by bare name or through `self`, typed in the method's
    /// scope (its fields of complete types, its parameters of written types, its `let`s).
    private func learnWrites(of method: MethodDecl, in model: ModelDecl, rules plain: TypeRules, _ learn: (FieldValue) -> Void) {
        var scope = plain.fields[model.name] ?? [:]
        scope["self"] = model.kind == .struct ? .value(model.name) : .model(model.name)
        let parameters = Set(method.parameters.map(\.name))
        for p in method.parameters { scope[p.name] = Self.parameterType(p, in: plain.spec) }
        // A field by bare name, unless a parameter hides it, or through `self`.
        func field(_ place: Expr) -> String? {
            let name: String? = switch place.kind {
            case .name(let n) where !parameters.contains(n): n
            case .member(let base, let n): if case .name("self") = base.kind { n } else { nil }
            default: nil
            }
            return name.flatMap { n in model.fields.contains(where: { $0.name == n }) ? n : nil }
        }
        for s in method.statements.flatMap(\.flattened) {
            guard case .assign(let target, let op, let value) = s.kind else { continue }
            if s.declaresLocal {
                scope[target.source] = plain.type(of: value, in: scope).map { s.unwrapsOptional ? ($0.unwrapped ?? $0) : $0 }
                continue
            }
            switch op {
            case .assign:
                if let name = field(target), let t = plain.type(of: value, in: scope) {
                    learn(FieldValue(model: model.name, field: name, type: t, value: value, kind: .assignment))
                }
            case .call:
                guard case .call(let base?, let name, let args) = value.kind, name == "append" || name == "insert",
                      let first = args.first, first.label == nil, let list = field(base),
                      let t = plain.type(of: first.value, in: scope) else { continue }
                learn(FieldValue(model: model.name, field: list, type: .list(t), value: first.value, kind: .element))
            case .add, .subtract:
                continue
            }
        }
    }
}
