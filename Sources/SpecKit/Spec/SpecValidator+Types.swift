/// Check-time type rules, where the types are certain before a run (DeclaredTypes): a value
/// assigned to a holder, binding or field of another type, added to it with `+=` or `-=`, or
/// appended to a list of another element type, which Swift's type checker rejects and the
/// interpreter would only meet when the action runs, if ever; and a field a model does not have,
/// read or written, which it would only meet then too (docs/semantics.md §28).
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
            checkKind(of: parts.element, in: env)
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
            if op == .call { return checkAdded(value, in: env) }
            checkFields(target, in: env)
            if op == .assign { checkAssigned(value, to: target, in: env) } else { checkCompound(op, value, to: target, in: env) }
        case .sleep(let e):
            checkFields(e, in: env)
        case .guardElse(let e):
            checkFields(e, in: env)
            if let t = rules.type(of: e, in: env), DeclaredTypes.isPlain(t), t != .bool {
                report(Diagnostic("a guard needs a Bool; \(e.source.quotable) is \(DeclaredTypes.described(t))", at: e.location,
                                  hint: "compare it, e.g. `guard \(e.source.quotable) > 0 else { return }`"))
            }
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

    /// Where the type of a target that can be assigned comes from, for a hint: `.some(nil)` when
    /// that is not worth saying, nil for a name that cannot be assigned at all (a prop, a memo, a
    /// loop's constant, a computed property), which has its own error.
    private func origin(of target: Expr, in env: DeclaredTypes.Names) -> String?? {
        switch target.kind {
        case .name(let name):
            guard assignable(name) else { return nil }
            if let holder = component.holder(named: name) {
                guard holder.kind != .memo, !holder.kind.readsEnvironment else { return nil }
                return "its initial value \(holder.initial.source.quotable)"
            } else if let prop = component.props.first(where: { $0.name == name }) {
                return prop.isBinding ? "what its parents pass" : nil
            }
            return .some(nil)
        case .member(let base, let field):
            switch rules.type(of: base, in: env) {
            case .model(let m)?, .value(let m)?:
                guard let model = rules.spec.model(named: m), model.computed(named: field) == nil else { return nil }
                return .some(model.fields.first { $0.name == field }?.defaultValue.map { "its default \($0.source.quotable)" })
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// "'count' is an Int, from its initial value 0".
    private func stated(_ target: Expr, _ stored: SwiftType, from: String?) -> String {
        "'\(target.source)' is \(DeclaredTypes.described(stored))" + (from.map { ", from \($0)" } ?? "")
    }

    /// `target = value` where both types are known and Swift could not store one in the other.
    private func checkAssigned(_ value: Expr, to target: Expr, in env: DeclaredTypes.Names) {
        guard let from = origin(of: target, in: env), let stored = rules.type(of: target, in: env), let given = rules.type(of: value, in: env),
              DeclaredTypes.isPlain(stored), DeclaredTypes.isPlain(given), stored.merged(with: given) == nil else { return }
        report(Diagnostic("cannot assign \(DeclaredTypes.described(given)) to '\(target.source)', \(DeclaredTypes.described(stored))",
                          at: target.location,
                          hint: from.map { _ in stated(target, stored, from: from) + "; a Swift property keeps its type" }
                              ?? "a Swift property keeps the type it is declared with"))
    }

    /// `target += value` and `-=` where both types are known: Swift's `+=` adds an Int to an
    /// Int, a String to a String and a list to a list, `-=` an Int from an Int, as the run does.
    private func checkCompound(_ op: Statement.Op, _ value: Expr, to target: Expr, in env: DeclaredTypes.Names) {
        guard let from = origin(of: target, in: env), let stored = rules.type(of: target, in: env), let given = rules.type(of: value, in: env),
              DeclaredTypes.isPlain(stored) || stored.isList, DeclaredTypes.isPlain(given) || given.isList else { return }
        switch (stored, given) {
        case (.int, .int): return
        case (.string, .string), (.list, .list): if op == .add { return }
        default: break
        }
        let rule = op == .add ? "'+=' adds an Int to an Int, a String to a String and a list to a list" : "'-=' subtracts an Int from an Int"
        report(Diagnostic("cannot apply '\(op.rawValue)' to '\(target.source)', \(DeclaredTypes.described(stored)), and \(DeclaredTypes.described(given))",
                          at: target.location, hint: "\(rule); " + stated(target, stored, from: from)))
    }

    /// `items.append(x)` and `items.insert(x, at: i)` where the list's element type and x's are
    /// known: a Swift array keeps its element type, as a property keeps its own.
    private func checkAdded(_ call: Expr, in env: DeclaredTypes.Names) {
        guard case .call(let base?, let method, let args) = call.kind, method == "append" || method == "insert",
              let x = args.first, x.label == nil, let from = origin(of: base, in: env),
              case .list(let element?)? = rules.type(of: base, in: env), let given = rules.type(of: x.value, in: env),
              DeclaredTypes.isPlain(element), DeclaredTypes.isPlain(given), element.merged(with: given) == nil else { return }
        let list = SwiftType.list(element)
        report(Diagnostic("cannot \(method) \(DeclaredTypes.described(given)) \(method == "append" ? "to" : "into") '\(base.source)', a list of \(element)",
                          at: x.value.location,
                          hint: "'\(base.source)' is \(list)" + (from.map { ", from \($0)" } ?? "") + "; a Swift array keeps its element type"))
    }

    /// An `if:` over a value that is not a Bool, a `for-each:` over one that is not a list, a
    /// control bound to a value of another type than it edits: each stops the run when the body
    /// is built, and Swift refuses each.
    private func checkKind(of element: Element, in env: DeclaredTypes.Names) {
        let given: (Expr) -> SwiftType? = { e in self.rules.type(of: e, in: env).flatMap { DeclaredTypes.isPlain($0) ? $0 : nil } }
        switch element {
        case .conditional(let c):
            guard let t = given(c.condition), t != .bool else { return }
            report(Diagnostic("an `if:` needs a Bool; \(c.condition.source.quotable) is \(DeclaredTypes.described(t))",
                              at: c.condition.location, hint: "compare it, e.g. `\(c.condition.source.quotable) > 0`"))
        case .forEach(let f):
            guard let t = given(f.items) else { return }
            report(Diagnostic("`for-each:` needs a list; \(f.items.source.quotable) is \(DeclaredTypes.described(t))",
                              at: f.items.location, hint: "a list is written [a, b, c]"))
        case .control(let c):
            guard let wanted = c.kind.valueType, let t = given(c.binding), t.description != wanted else { return }
            report(Diagnostic("a \(c.kind.words) needs a binding to a \(wanted); \(c.binding.source) is \(DeclaredTypes.described(t))",
                              at: c.binding.location, hint: "bind it to a \(wanted) state, e.g. `\(Graph.example(c.kind))`"))
        case .child(let child):
            for p in child.modifiers.presentations where !p.isItem {
                guard let t = given(p.binding), t != .bool else { continue }
                report(Diagnostic("`is-presented:` needs a Bool binding; \(p.binding.source) is \(DeclaredTypes.described(t))",
                                  at: p.binding.location, hint: p.boolBindingHint))
            }
        default:
            return
        }
    }

    /// A list's or a string's member other than `count` and `isEmpty`, or one of a number or a
    /// flag, where the base's type is known; a list method called on another type.
    private func checkMember(_ e: Expr, in env: DeclaredTypes.Names) {
        switch e.kind {
        case .member(let base, let field):
            guard !base.isBinding, let t = rules.type(of: base, in: env) else { return }
            switch t {
            case .list, .string: if field == "count" || field == "isEmpty" { return }
            case .int, .bool: break
            default: return
            }
            report(Diagnostic("\(base.source.quotable) is \(t), which has no field '\(field)'", at: e.location,
                              hint: t.isList ? "a list has count and isEmpty" : t == .string ? "a string has count and isEmpty" : nil))
        case .call(let base?, let name, _):
            // A name no type has is reported by the check of methods, whatever the base.
            guard Methods.signatures[name] != nil, !base.isBinding, let t = rules.type(of: base, in: env),
                  t == .string || t == .int || t == .bool else { return }
            report(Diagnostic("\(t) has no method '\(name)' in \(e.source.quotable)", at: e.location,
                              hint: t == .string ? "a string has count and isEmpty" : nil))
        default:
            return
        }
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
            default: checkMember(e, in: env)
            }
        case .interpolation(let parts):
            for case .expr(let x) in parts { checkFields(x, in: env) }
        case .unary(_, let x):
            checkFields(x, in: env)
        case .binary(let op, let a, let b):
            checkFields(a, in: env)
            checkFields(b, in: env)
            if op == "/" || op == "%", case .int(0) = b.kind {
                report(Diagnostic("division by zero in \(e.source.quotable)", at: e.location,
                                  hint: "Swift refuses to compile a division by the literal 0, as the run would stop at it"))
            }
        case .index(let a, let b):
            checkFields(a, in: env)
            checkFields(b, in: env)
        // Without `subexpressions`, which builds an array: every holder of a large spec is a construction.
        case .construct(_, let args):
            for a in args.indices { checkFields(args[a].value, in: env) }
        case .call(let base, _, let args):
            if let base { checkFields(base, in: env) }
            for a in args.indices { checkFields(args[a].value, in: env) }
            checkMember(e, in: env)
        case .list(let items):
            for x in items { checkFields(x, in: env) }
        }
    }

    private func checkField(_ field: String, of type: String, at location: Location) {
        guard types.lacks(type, field), let model = rules.spec.model(named: type) else { return }
        report(model.noMember(field, at: location))
    }
}
