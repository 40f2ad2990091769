/// A computed property written: `cart.total = 5`, `cart.total += 1`, `cart.items.append(x)`. A
/// computed property has a getter only, so Swift refuses every write through it, in an action, a
/// task, a handler or a model's method alike (docs/semantics.md §20). Refused here where the
/// owner's type is certain, in Swift's words; the run met it only when the statement ran.
extension TypeCheck {
    /// `target op value`, or a call run for its effect (`op == .call`, `value` the call).
    func checkGetOnlyWrite(_ target: Expr, _ op: Statement.Op, _ value: Expr, in env: DeclaredTypes.Names) {
        let place: Expr
        if op == .call {
            // A list's (or a Bool's) mutating method, or a struct model's `mutating` one.
            guard case .call(let base?, let method, _) = value.kind, mutates(method, of: base, in: env) else { return }
            place = base
        } else {
            place = target
        }
        guard let (field, owner, at) = getOnlyLink(of: place, in: env) else { return }
        report(Self.getOnlyWrite(field, of: owner, op, target, at: at))
    }

    /// Swift's error for a write through the computed property `field` of `owner`, by the kind
    /// of write: `=` (through a subscript when `target` is an element), `+=` or `-=`, or a
    /// mutating method.
    static func getOnlyWrite(_ field: String, of owner: String, _ op: Statement.Op, _ target: Expr, at location: Location) -> Diagnostic {
        let opening: String
        switch op {
        case .call: opening = "cannot use mutating member on immutable value"
        case .add, .subtract: opening = "left side of mutating operator isn't mutable"
        case .assign:
            if case .index = target.kind { opening = "cannot assign through subscript" } else { opening = "cannot assign to property" }
        }
        return Diagnostic("\(opening): '\(field)' is a get-only property", at: location,
                          hint: "\(owner).\(field) is a computed property, which has no setter: assign the fields it is computed from")
    }

    /// `cart.total = await load()`, `cart.total += await count()`: the awaited value's target.
    func checkAwaitedGetOnlyWrite(_ s: Statement, in env: DeclaredTypes.Names) {
        guard !s.declaresLocal, let target = s.awaitTarget else { return }
        checkGetOnlyWrite(target, s.awaitOp, target, in: env)
    }

    /// Whether `method` called on `base` changes it: a list's or a Bool's mutating method, or a
    /// struct model's `mutating` one.
    private func mutates(_ method: String, of base: Expr, in env: DeclaredTypes.Names) -> Bool {
        switch rules.linkType(of: base, in: env) {
        case .list?: return Methods.mutating.contains(method)
        case .bool?: return method == "toggle"
        case .value(let m)?: return rules.spec.model(named: m)?.method(named: method)?.isMutating == true
        default: return false
        }
    }

    /// The computed property a write to `place` goes through, with its model and where it is
    /// written: `total` of `cart.total`, `p` of `cart.p.x` where `p` gives a struct's value, which
    /// is a copy. Nil past a class instance, whose fields are written through the reference, and
    /// for a bare name, which in a model's own code the method's checks judge.
    private func getOnlyLink(of place: Expr, in env: DeclaredTypes.Names) -> (field: String, owner: String, at: Location)? {
        var e = place
        while true {
            switch e.kind {
            case .member(let base, let field):
                switch rules.linkType(of: base, in: env) {
                case .model(let m)?:
                    return rules.spec.model(named: m)?.computed(named: field) != nil ? (field, m, e.location) : nil
                case .value(let m)?:
                    if rules.spec.model(named: m)?.computed(named: field) != nil { return (field, m, e.location) }
                    e = base
                default:
                    return nil
                }
            case .index(let base, _):
                e = base
            case .unary(OptionalChaining.bind, let x):
                e = x
            default:
                return nil
            }
        }
    }
}
