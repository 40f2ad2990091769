/// Check-time type rules, where the types are certain before a run (DeclaredTypes): a value
/// assigned to a holder, binding or field of another type, which Swift's type checker rejects
/// and the interpreter would only meet when the action runs, if ever; and a field a model does
/// not have, read or written, which it would only meet then too (docs/semantics.md §28).
extension SpecValidator {
    /// A component's assignments and fields. Made with the component's own checks, ahead of
    /// the rest of the file where it can be (ChecksAhead.swift).
    func checkTypes(of component: ComponentDecl) {
        TypeCheck(types: types, component: component, found: found, errors: limits.errors).check()
    }
}

/// The type checks of one component. A class, so that the walk's closures hold one reference
/// rather than a copy of the validator, the rules and the component at every body they enter.
private final class TypeCheck {
    let types: DeclaredTypes
    let rules: TypeRules
    let component: ComponentDecl
    let found: SpecValidator.Found
    let errors: Int
    /// The loop variables of a for-each over values: constants, which have their own error when
    /// assigned. Found at the first assignment, since most components have none.
    private var constants: Set<String>?

    init(types: DeclaredTypes, component: ComponentDecl, found: SpecValidator.Found, errors: Int) {
        self.types = types
        rules = types.rules
        self.component = component
        self.found = found
        self.errors = errors
    }

    /// As `SpecValidator.report`: past the limit, the diagnostic is not even built.
    private func report(_ diagnostic: @autoclosure () -> Diagnostic) {
        if found.list.count <= errors { found.list.append(diagnostic()) }
    }

    func check() {
        let env = types.names(of: component)
        for h in component.holders.indices where !component.holders[h].kind.readsEnvironment {
            let above = env.above(h)
            checkFields(component.holders[h].initial, in: above)
            for d in component.holders[h].dependencies { checkFields(d, in: above) }
        }
        if let invariant = component.invariant { checkFields(invariant, in: env) }
        rules.forEachPart(of: component.body, in: env) { parts, env in
            for e in parts.expressions { checkFields(e, in: env) }
            if let loop = parts.loop { checkFields(loop.id, in: rules.loopScope(loop, in: env)) }
            for action in parts.actions {
                let env = rules.scope(of: action, in: env)
                for s in action.statements { check(s, in: env) }
            }
        }
    }

    /// A statement's fields, and its assignment; a `Task { }`'s statements too.
    private func check(_ s: Statement, in env: DeclaredTypes.Names) {
        switch s.kind {
        case .assign(let target, let op, let value):
            checkFields(value, in: env)
            if op == .call { return }
            checkFields(target, in: env)
            if op == .assign { checkAssigned(value, to: target, in: env) }
        case .sleep(let e), .guardElse(let e):
            checkFields(e, in: env)
        case .request(_, let argument, let target):
            if let argument { checkFields(argument, in: env) }
            if let target { checkFields(target, in: env) }
        case .spawn(let body):
            for inner in body { check(inner, in: env) }
        }
    }

    private func assignable(_ name: String) -> Bool {
        if constants == nil {
            let loops = component.body.allLoops
            let bound = Set(loops.filter(\.items.isBinding).map(\.variable))
            constants = Set(loops.flatMap { [$0.variable] + ($0.indexVariable.map { [$0] } ?? []) }).subtracting(bound)
        }
        return constants?.contains(name) == false
    }

    /// `target = value` where both types are known and Swift could not store one in the other.
    /// A name that cannot be assigned at all (a prop, a memo, a loop's constant) has its own error.
    private func checkAssigned(_ value: Expr, to target: Expr, in env: DeclaredTypes.Names) {
        // Where the stored type comes from, for the hint.
        let from: String?
        switch target.kind {
        case .name(let name):
            guard assignable(name) else { return }
            if let holder = component.holder(named: name) {
                guard holder.kind != .memo, !holder.kind.readsEnvironment else { return }
                from = "its initial value \(holder.initial.source.quotable)"
            } else if let prop = component.props.first(where: { $0.name == name }) {
                guard prop.isBinding else { return }
                from = "what its parents pass"
            } else {
                from = nil
            }
        case .member(let base, let field):
            switch rules.type(of: base, in: env) {
            case .model(let m)?, .value(let m)?:
                // A computed property cannot be assigned at all.
                guard let model = rules.spec.model(named: m), model.computed(named: field) == nil else { return }
                from = model.fields.first { $0.name == field }?.defaultValue.map { "its default \($0.source.quotable)" }
            default:
                return
            }
        default:
            return
        }
        guard let stored = rules.type(of: target, in: env), let given = rules.type(of: value, in: env),
              DeclaredTypes.isPlain(stored), DeclaredTypes.isPlain(given), stored.merged(with: given) == nil else { return }
        report(Diagnostic("cannot assign \(DeclaredTypes.described(given)) to '\(target.source)', \(DeclaredTypes.described(stored))",
                          at: target.location,
                          hint: from.map { "'\(target.source)' is \(DeclaredTypes.described(stored)), from \($0); a Swift property keeps its type" }
                              ?? "a Swift property keeps the type it is declared with"))
    }

    /// `model.field` where the model's type is known: the field must be one it declares, or one
    /// of its computed properties. A closure's statements are checked as the action they are.
    private func checkFields(_ e: Expr, in env: DeclaredTypes.Names) {
        switch e.kind {
        case .int, .string, .bool, .null, .name, .closure: return
        case .member(let base, let field):
            checkFields(base, in: env)
            switch rules.type(of: base, in: env) {
            case .model(let name)?, .value(let name)?: checkField(field, of: name, at: e.location)
            default: break
            }
        case .interpolation(let parts):
            for case .expr(let x) in parts { checkFields(x, in: env) }
        case .unary(_, let x):
            checkFields(x, in: env)
        case .binary(_, let a, let b), .index(let a, let b):
            checkFields(a, in: env)
            checkFields(b, in: env)
        // Without `subexpressions`, which builds an array: every holder of a large spec is a construction.
        case .construct(_, let args):
            for a in args.indices { checkFields(args[a].value, in: env) }
        case .call(let base, _, let args):
            if let base { checkFields(base, in: env) }
            for a in args.indices { checkFields(args[a].value, in: env) }
        case .list(let items):
            for x in items { checkFields(x, in: env) }
        case .customBinding(let literal):
            // The setter's statements are checked as the actions they are, where they run.
            if case .closures(let getter, _, _) = literal.form { checkFields(getter, in: env) }
            if case .constant(let value) = literal.form { checkFields(value, in: env) }
        }
    }

    private func checkField(_ field: String, of type: String, at location: Location) {
        guard types.lacks(type, field), let model = rules.spec.model(named: type) else { return }
        report(model.noMember(field, at: location))
    }
}
