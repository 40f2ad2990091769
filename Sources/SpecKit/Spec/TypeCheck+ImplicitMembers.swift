/// `.done` where Swift takes its type from where it goes (docs/semantics.md §92.1): an
/// assignment's target, a method's declared parameter, the other side of `==` or `!=`, a
/// switch's subject; `c ? .all : .done` gives each branch the type it gives the whole. Where
/// nothing gives a type and two declared enums have the case, it is refused before the run, as
/// Swift cannot infer it there ("reference to member cannot be resolved without a contextual type").
extension TypeCheck {
    /// The enum, or ScenePhase, a type names: the type a `.name` is a case of there. Not through
    /// an optional, whose nil the run could not take a case's type from.
    static func contextualEnum(_ t: SwiftType?) -> String? {
        if case .value(let name)? = t { return name }
        return nil
    }

    /// Whether `e` is written `.name` (or a `?:` with such a branch), whose type comes from where it goes.
    static func takesContextualType(_ e: Expr) -> Bool {
        if ImplicitMember.name(of: e) != nil { return true }
        if case .conditional(_, let a, let b) = e.kind { return takesContextualType(a) || takesContextualType(b) }
        return false
    }

    /// Whether `e` is `.name` with a case of that name in two declared enums or more.
    func isAmbiguousImplicit(_ e: Expr) -> Bool {
        guard let name = ImplicitMember.name(of: e) else { return false }
        return rules.spec.enumsWithCase(name).count > 1
    }

    /// `e` where a value of the type named `type` goes (nil for a type not known here): `.name`
    /// is a case of that type when it is an enum; anything else is checked as anywhere. True when
    /// `e` was judged against the enum, so that the caller compares no types again.
    @discardableResult
    func checkContextual(_ e: Expr, as type: String?, in env: DeclaredTypes.Names) -> Bool {
        if let name = ImplicitMember.name(of: e) { return checkImplicit(e, name, as: type) }
        if case .conditional(let c, let a, let b) = e.kind, Self.takesContextualType(e) {
            let before = found.list.count
            checkFields(c, in: env)
            let judged = [a, b].map { checkContextual($0, as: type, in: env) }
            if found.list.count == before { checkOperator(e, in: env) }
            return judged.allSatisfy { $0 }
        }
        checkFields(e, in: env)
        return false
    }

    /// `.name` of the enum `type`, or of ScenePhase: Swift's "type 'Filter' has no member 'x'"
    /// when that enum lacks it. Of no enum type here: refused when two enums have the case (the
    /// names' checks refuse a case no enum has). True when judged against `type`.
    @discardableResult
    func checkImplicit(_ e: Expr, _ name: String, as type: String?) -> Bool {
        if let type, type == ScenePhase.typeName {
            if ScenePhase(rawValue: name) == nil { report(ScenePhase.unknown(name, at: e.location, implicit: true)) }
            return true
        }
        if let type, let decl = rules.spec.enumType(named: type) {
            // A name no enum has is refused by the checks of names already: one mistake, one error.
            let known = !rules.spec.enumsWithCase(name).isEmpty || ScenePhase(rawValue: name) != nil
            if !decl.has(name), known { report(decl.unknown(name, at: e.location)) }
            return true
        }
        let owners = rules.spec.enumsWithCase(name)
        if owners.count > 1 { report(ImplicitMember.ambiguous(name, owners: owners.map(\.name), at: e.location)) }
        return false
    }

    /// `target = value` where the value's type comes from the target: `filter = .done` a case of
    /// the target's enum, `marks = [.done]` of its elements' (as `append(_:)` takes them, from the
    /// list's declaration). True when judged against the enum, so that no types are compared
    /// again; nil when the value is neither, and is checked as anywhere.
    func checkAssignedContextual(_ value: Expr, to target: Expr, in env: DeclaredTypes.Names) -> Bool? {
        if Self.takesContextualType(value) { return checkContextual(value, as: contextEnum(of: target, in: env), in: env) }
        guard case .list(let items) = value.kind, items.contains(where: isAmbiguousImplicit) else { return nil }
        let element = elementEnum(of: target, method: "append", in: env)
        for item in items { checkContextual(item, as: element, in: env) }
        return false
    }

    /// A construction's arguments: `Prefs(filter: .done)` takes the enum its field holds, as the
    /// init's parameter types it; any other argument is checked as anywhere.
    func checkConstruction(_ type: String, _ args: [(label: String, value: Expr)], in env: DeclaredTypes.Names) {
        for a in args.indices {
            let field = rules.spec.model(named: type)?.fields.first { $0.name == args[a].label }
            if let field, field.defaultValue == nil, isAmbiguousImplicit(args[a].value), let name = ImplicitMember.name(of: args[a].value) {
                // No default, no type: the spec has no other way to declare the field's (§92.1).
                var refusal = ImplicitMember.ambiguous(name, owners: rules.spec.enumsWithCase(name).map(\.name), at: args[a].value.location)
                refusal.hint = (refusal.hint ?? "") + "; \(type)'s field '\(field.name)' has no default to give it one"
                report(refusal)
            } else if Self.takesContextualType(args[a].value) {
                checkContextual(args[a].value, as: rules.spec.enumType(ofField: args[a].label, in: type), in: env)
            } else {
                checkFields(args[a].value, in: env)
            }
        }
    }

    /// The enum `.done` is a case of as the first argument of `base`'s `method`: the list's
    /// element type. `contains(_:)` takes it from the list's type; `append(_:)` and
    /// `insert(_:at:)` from the list's declaration too, a holder's initial value or a field's
    /// default that names the enum (`[Filter.all]`), which the run takes it from when the list is
    /// empty (Graph/ContextualCases.swift): a list declared `[]` gives its elements no type there.
    func elementEnum(of base: Expr, method: String, in env: DeclaredTypes.Names) -> String? {
        guard case .list(let element?)? = rules.type(of: base, in: env), let type = Self.contextualEnum(element) else { return nil }
        if method == "contains" { return type }
        return declaredElementEnum(of: base, in: env) == type ? type : nil
    }

    /// The enum a list's declaration names its elements: a holder's initial value, a model's
    /// field's default (by bare name in its own code, or `store.items`).
    private func declaredElementEnum(of place: Expr, in env: DeclaredTypes.Names) -> String? {
        let spec = rules.spec
        switch place.kind {
        case .name(let name):
            if let code { return code.parameters.contains(name) ? nil : spec.enumType(ofElementsOfField: name, in: code.model.name) }
            return component.holder(named: name).flatMap { spec.enumType(ofElementsIn: $0.initial) }
        case .member(let base, let field):
            switch rules.linkType(of: base, in: env) {
            case .model(let m)?, .value(let m)?: return spec.enumType(ofElementsOfField: field, in: m)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Whether one side of `==` or `!=` takes its type from the other: `.done`, or a list literal.
    static func comparesInContext(_ a: Expr, _ b: Expr) -> Bool {
        [a, b].contains { e in
            if case .list = e.kind { return true }
            return ImplicitMember.name(of: e) != nil
        }
    }

    /// `filter == .done`: the other side's type decides, as in Swift, a field's of no default and a
    /// prop's included (§92.2); `.done` of an enum that lacks it is Swift's "type 'Filter' has no
    /// member 'done'", and where the other side gives no type, a case two enums have is refused.
    /// `marks == [.done]`, `nums == [1, 2]`: the other list's element type (TypeCheck+ListLiterals.swift).
    func checkComparedInContext(_ e: Expr, _ a: Expr, _ b: Expr, in env: DeclaredTypes.Names) {
        let before = found.list.count
        for (x, other) in [(a, b), (b, a)] {
            if case .list = x.kind {
                checkComparedLiteral(x, with: other, in: env)
                continue
            }
            guard ImplicitMember.name(of: x) != nil else {
                checkFields(x, in: env)
                continue
            }
            checkContextual(x, as: contextEnum(of: other, in: env), in: env)
        }
        if found.list.count == before { checkOperator(e, in: env) }
    }

    /// `return e`: in a method declared `-> Filter`, `.done` is Filter's (§92.1), as the run
    /// types it (`Spec.enumType(returnedBy:)`); what it returns is of the declared type.
    func checkReturnValue(_ value: Expr, in env: DeclaredTypes.Names) {
        if Self.takesContextualType(value) {
            if checkContextual(value, as: Self.contextualEnum(returning?.type), in: env) { return }
        } else {
            checkFields(value, in: env)
        }
        if returning != nil { checkReturned(value, in: env) }
    }

    /// The declared type of each parameter of the method `name` called on `base` (or on the
    /// model whose method's statements these are), by argument; nil when no declared method
    /// matches. A list's `append(_:)`, `insert(_:at:)` and `contains(_:)` take an element of the
    /// list's type first, as Swift's `Element` parameter (§92.1).
    func parameterTypes(of name: String, on base: Expr?, arguments args: [(label: String?, value: Expr)],
                        in env: DeclaredTypes.Names) -> [String?]? {
        let arguments = args.count
        if let base, ImplicitMember.takesElement(name, firstLabel: args.first.map(\.label)) {
            return [elementEnum(of: base, method: name, in: env)] + Array(repeating: nil, count: arguments - 1)
        }
        let model: ModelDecl?
        if let base {
            switch rules.linkType(of: base, in: env) {
            case .model(let m)?, .value(let m)?: model = rules.spec.model(named: m)
            default: model = nil
            }
        } else {
            model = code?.model
        }
        guard let method = model?.method(named: name), method.parameters.count == arguments else { return nil }
        return method.parameters.map(\.typeName)
    }
}
