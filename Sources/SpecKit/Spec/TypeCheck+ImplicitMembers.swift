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
            if !decl.has(name) { report(decl.unknown(name, at: e.location)) }
            return true
        }
        let owners = rules.spec.enumsWithCase(name)
        if owners.count > 1 { report(ImplicitMember.ambiguous(name, owners: owners.map(\.name), at: e.location)) }
        return false
    }

    /// A construction's arguments: `Prefs(filter: .done)` takes the enum its field holds, as the
    /// init's parameter types it; any other argument is checked as anywhere.
    func checkConstruction(_ type: String, _ args: [(label: String, value: Expr)], in env: DeclaredTypes.Names) {
        for a in args.indices {
            if Self.takesContextualType(args[a].value) {
                checkContextual(args[a].value, as: rules.spec.enumType(ofField: args[a].label, in: type), in: env)
            } else {
                checkFields(args[a].value, in: env)
            }
        }
    }

    /// `filter == .done` where two enums have `done`: the other side's type decides, as in Swift;
    /// when it gives none, the case is refused.
    func checkComparedImplicit(_ e: Expr, _ a: Expr, _ b: Expr, in env: DeclaredTypes.Names) {
        let before = found.list.count
        for (x, other) in [(a, b), (b, a)] {
            guard ImplicitMember.name(of: x) != nil else {
                checkFields(x, in: env)
                continue
            }
            checkContextual(x, as: Self.contextualEnum(rules.type(of: other, in: env)), in: env)
        }
        if found.list.count == before { checkOperator(e, in: env) }
    }

    /// The declared type of each parameter of the method `name` called on `base` (or on the
    /// model whose method's statements these are), by argument; nil when no declared method matches.
    func parameterTypes(of name: String, on base: Expr?, arguments: Int, in env: DeclaredTypes.Names) -> [String?]? {
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
