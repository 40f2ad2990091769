/// Infers the Swift type of every prop, holder and model field the exported components use, and
/// reports what Swift would reject: a value with two types, a type nothing tells, an operator on
/// the wrong types.
///
/// Types flow from literals and constructions into holders, from the values parents pass into
/// props, and from construction arguments into model fields; inference repeats until nothing
/// changes, since a prop's type may come from a parent's holder that comes from another prop.
struct TypeInference {
    let plan: ExportPlan
    // Written only through `learn`, here and in TypeInference+Bindings.swift.
    var props: [String: [String: SwiftType]] = [:]
    var holders: [String: [String: SwiftType]] = [:]
    /// Each model method's parameters, by `Model.method` and parameter name: the type written
    /// in its signature, or the one its calls' values have (§62).
    private(set) var methodParameters: [String: [String: SwiftType]] = [:]
    /// The shared rules, which hold the models' field types as they are learnt.
    var rules: TypeRules
    var fields: [String: [String: SwiftType]] { rules.fields }
    /// What Swift would reject; appended to here and in TypeInference+Entries.swift.
    var problems: [Diagnostic] = []
    /// What each struct model conforms to, from its fields' types once they are settled.
    private(set) var structConformance: [String: StructConformance] = [:]
    /// The places of the values already reported as of another type than their property's.
    var conflicts: Set<Location> = []
    /// Something was learnt in this round of `inferOnce`: another round follows.
    var changed = false

    init(plan: ExportPlan) {
        self.plan = plan
        rules = TypeRules(spec: plan.spec)
        let rounds = plan.components.reduce(plan.spec.models.count + 2) { $0 + $1.props.count + $1.holders.count + 1 }
        for _ in 0..<rounds {
            changed = false
            inferOnce()
            if !changed { break }
        }
        reportUnknowns()
        structConformance = StructConformance.of(plan.spec, fields: fields)
    }

    /// What each struct model conforms to, by name, for SwiftRequirements' checks.
    var structs: SwiftRequirements.Structs {
        let conformance = structConformance
        return { conformance[$0] ?? .hashable }
    }

    /// Whether Swift compares (`Equatable`) or hashes (`Hashable`) values of type `t`: what
    /// `SwiftType.isEquatable` and `isHashable` say, and a struct that holds a class instance not.
    func conforms(_ t: SwiftType, hashable: Bool) -> Bool {
        SwiftRequirements.nonConforming(t, hashable: hashable, structs: structs) == nil
    }

    /// Names a component's expressions see, with their types: props, then holders.
    func scope(of component: ComponentDecl) -> [String: SwiftType] {
        var env = props[component.name] ?? [:]
        for (name, type) in holders[component.name] ?? [:] { env[name] = type }
        // `self.total`, the view's own, whatever local of the name the code declares (§28).
        for (name, type) in env { env["self." + name] = type }
        return env
    }

    /// The type of an expression in a scope, or nil when it cannot be told (yet) (TypeRules).
    func type(of e: Expr, in env: [String: SwiftType]) -> SwiftType? { rules.type(of: e, in: env) }

    func scopedParts(of body: [Element], in env: [String: SwiftType]) -> [(parts: ElementParts, env: [String: SwiftType])] {
        rules.scopedParts(of: body, in: env)
    }

    func loopScope(_ loop: ForEachDecl, in env: [String: SwiftType]) -> [String: SwiftType] { rules.loopScope(loop, in: env) }

    func scope(of action: ElementAction, in env: [String: SwiftType]) -> [String: SwiftType] { rules.scope(of: action, in: env) }

    func environmentType(of holder: HolderDecl) -> SwiftType? { rules.environmentType(of: holder) }

    // MARK: - Inference

    private mutating func inferOnce() {
        for model in plan.spec.models {
            for field in model.fields {
                if let d = field.defaultValue, let t = type(of: d, in: [:]) { learn(t, \.rules.fields, model.name, field.name, at: d.location) }
            }
        }
        for model in plan.spec.models {
            // A computed property's type is its getter's, over the model's fields.
            for c in model.computed {
                if let t = type(of: c.value, in: fields[model.name] ?? [:]) { learn(t, \.rules.fields, model.name, c.name, at: c.value.location) }
            }
        }
        learnMethods()
        for component in plan.components {
            // A `@FocusState.Binding` is declared with its type, as its parent's `@FocusState` is.
            for prop in component.props where prop.focusType != nil {
                learn(TypeCheck.focusType(prop.focusType), \.props, component.name, prop.name, at: prop.location)
            }
            // Holders are set up in order: each sees the props and the holders above it.
            var env = props[component.name] ?? [:]
            for holder in component.holders {
                if holder.kind == .focusState {
                    // Declared, as `@FocusState` has no initial value to infer it from.
                    learn(TypeCheck.focusType(holder), \.holders, component.name, holder.name, at: holder.location)
                    env[holder.name] = holders[component.name]?[holder.name]
                    continue
                }
                if holder.kind.readsEnvironment {
                    if let t = environmentType(of: holder) { learn(t, \.holders, component.name, holder.name, at: holder.initial.location) }
                    env[holder.name] = holders[component.name]?[holder.name]
                    continue
                }
                learnConstructions(in: holder.initial, env: env)
                holder.dependencies.forEach { learnConstructions(in: $0, env: env) }
                if let t = type(of: holder.initial, in: env) {
                    learn(t, \.holders, component.name, holder.name, at: holder.initial.location)
                    env[holder.name] = holders[component.name]?[holder.name]
                }
            }
            for (parts, env) in scopedParts(of: component.body, in: scope(of: component)) {
                parts.expressions.forEach { learnConstructions(in: $0, env: env); learnMethodArguments(in: $0, env: env, model: nil) }
                learnPath(of: parts.stack, in: component, env: env)
                learnSelection(of: parts.element, in: component, env: env)
                learnPresentedItems(of: parts.element, in: component, env: env)
                for action in parts.actions {
                    let env = scope(of: action, in: env)
                    learn(from: action.statements, in: component, env: env)
                }
                for child in parts.children {
                    learnEntries(setBy: child, env: env)
                    for target in plan.targets(of: child) {
                        for arg in child.arguments {
                            if let t = type(of: arg.value, in: env) { learn(t, \.props, target, arg.label, at: arg.value.location) }
                        }
                        learnBound(by: child, target: target, in: component)
                    }
                }
            }
        }
    }

    /// `model.field = e` tells the field's type, `holder = e` the holder's (an operator's
    /// mismatch, as in `s -= 1`, is SwiftFormCheck's to report).
    /// One closure's statements in order: a constant one declares (`guard let n = Int(text)`)
    /// is typed for the statements after it.
    private mutating func learn(from statements: [Statement], in component: ComponentDecl, env: [String: SwiftType]) {
        var env = env
        for s in statements.flatMap(\.flattened) {
            bindLoop(s, into: &env)
            // An awaited method's or kept task's value, in a task's `let` or a holder (§67).
            if let t = awaitedType(of: s, in: env), let target = s.awaitTarget {
                if s.declaresLocal { env[target.source] = t }
                else if case .name(let name) = target.kind, component.holder(named: name) != nil {
                    learn(t, \.holders, component.name, name, at: target.location)
                }
            }
            if s.declaresLocal, case .assign(let target, _, let value) = s.kind, let t = type(of: value, in: env) { env[target.source] = local(t, of: s) }
            s.expressions.forEach { learnConstructions(in: $0, env: env) }
            // `onSelect(name)`: a closure prop called with values takes parameters of their types.
            for e in s.expressions {
                guard case .call(nil, let name, let args) = e.kind, !args.isEmpty,
                      component.props.contains(where: { $0.name == name }) else { continue }
                learn(.closure(args.map { type(of: $0.value, in: env) }), \.props, component.name, name, at: e.location)
            }
            learnMethodArguments(in: s, env: env, model: nil)
            if let (owner, name, t, at) = appended(in: s, env: env) {
                if let owner { learn(t, \.rules.fields, owner, name, at: at) }
                else if component.holder(named: name) != nil { learn(t, \.holders, component.name, name, at: at) }
            }
            // `pending = Task { … }`: the holder keeps a `Task<Void, Never>`, optional when it starts
            // nil (§63), or a `Task<T, Never>` whose closure returns a T (§67).
            if case .spawn(let body, let handle?) = s.kind, case .name(let name) = handle.kind, component.holder(named: name) != nil {
                learn(.task(returnType(of: body, in: env), throwing: s.triesErrors), \.holders, component.name, name, at: handle.location)
            }
            guard case .assign(let target, let op, let value) = s.kind, let t = type(of: value, in: env) else { continue }
            switch target.kind {
            case .member(let base, let field):
                switch rules.linkType(of: base, in: env) {
                case .model(let m)?, .value(let m)?: learn(t, \.rules.fields, m, field, at: value.location)
                default: break
                }
            case .name(let name):
                if op == .assign, component.holder(named: name) != nil {
                    learn(t, \.holders, component.name, name, at: value.location)
                } else if op == .assign, component.props.contains(where: { $0.name == name && $0.isBinding }) {
                    // A write through a `@Binding`: the value its parent's holder is given (learnBound).
                    learn(t, \.props, component.name, name, at: value.location)
                }
            default: break
            }
        }
    }

    /// The type of the constant `s` declares from a value of type `t`: `if let n = Int(text)`
    /// unwraps it.
    func local(_ t: SwiftType, of s: Statement) -> SwiftType {
        if s.unwrapsOptional, case .optional(let wrapped?) = t { return wrapped }
        return t
    }

    /// What a `Task { }`'s closure returns, nil for nothing: the type of its first `return e`
    /// known, its `let`s and awaited methods' values typed on the way (§67).
    private func returnType(of body: [Statement], in env: [String: SwiftType]) -> SwiftType? {
        var env = env
        for s in body.flatMap(\.flattenedOutsideTasks) {
            bindLoop(s, into: &env)
            switch s.kind {
            case .returnValue(let value):
                if let t = type(of: value, in: env) { return t }
            case .assign(let target, _, let value) where s.declaresLocal:
                env[target.source] = type(of: value, in: env).map { local($0, of: s) }
            case .awaitCall(_, let target?) where s.declaresLocal, .awaitTask(_, let target?) where s.declaresLocal,
                 .request(_, _, let target?) where s.declaresLocal:
                env[target.source] = awaitedType(of: s, in: env)
            default:
                break
            }
        }
        return nil
    }

    /// The value `let items = await api.fetch(q)` gives, optional when written `try?`, or
    /// `await pending?.value`'s; nil for any other statement.
    private func awaitedType(of s: Statement, in env: [String: SwiftType]) -> SwiftType? {
        switch s.kind {
        case .awaitCall(let call, _): type(of: call, in: env).map { s.swallowsErrors ? .optional($0) : $0 }
        // `try?` flattens into an optional already there (SE-0230): `try? await pending?.value` is an `Int?`.
        case .awaitTask(let value, _): type(of: value, in: env).map { s.swallowsErrors && $0.unwrapped == $0 ? .optional($0) : $0 }
        // `let r = try await lookup(q)`: the response its `returns:` makes of the argument.
        case .request(let name, let argument, _):
            plan.spec.request(named: name)?.returns.flatMap { returns in
                type(of: returns, in: argument.flatMap { type(of: $0, in: env) }.map { ["argument": $0] } ?? [:])
            }.map { s.swallowsErrors ? .optional($0) : $0 }
        default: nil
        }
    }

    /// A method's parameters from their written types, and its model's fields from what its
    /// statements assign them (`selected = name` gives `selected` the parameter's type).
    private mutating func learnMethods() {
        for model in plan.spec.models {
            for method in model.methods {
                let owner = "\(model.name).\(method.name)"
                for p in method.parameters {
                    if let written = p.typeName, let t = SwiftType.named(written, models: plan.spec.models.map(\.name), enums: plan.spec.enums.map(\.name)) {
                        learn(t, \.methodParameters, owner, p.name, at: method.location)
                    }
                }
                var env = methodScope(method, of: model)
                for s in method.statements.flatMap(\.flattened) {
                    bindLoop(s, into: &env)
                    s.expressions.forEach { learnConstructions(in: $0, env: env) }
                    learnMethodArguments(in: s, env: env, model: model)
                    if let (owner, name, t, at) = appended(in: s, env: env) {
                        let field = owner ?? (model.fields.contains { $0.name == name } ? model.name : nil)
                        if let field { learn(t, \.rules.fields, field, name, at: at) }
                    }
                    // `return price * quantity`: the type the method returns, unless its signature writes one.
                    if case .returnValue(let value) = s.kind, method.returnType == nil, let t = type(of: value, in: env) {
                        learn(t, \.rules.returns, model.name, method.name, at: value.location)
                    }
                    guard case .assign(let target, let op, let value) = s.kind, let t = type(of: value, in: env) else { continue }
                    if s.declaresLocal { env[target.source] = t; continue }
                    if op == .assign, case .name(let name) = target.kind, model.fields.contains(where: { $0.name == name }) {
                        learn(t, \.rules.fields, model.name, name, at: value.location)
                    }
                }
            }
        }
    }

    /// `items.append(x)` or `items.insert(x, at: i)`: a list that starts empty holds what is put
    /// in it, `[String]` rather than `[Never]`. The list's owner (a model for `store.items`, nil
    /// for a bare name), its name, its type and the place of the value.
    private func appended(in s: Statement, env: [String: SwiftType]) -> (String?, String, SwiftType, Location)? {
        guard case .assign(let call, .call, _) = s.kind, case .call(let base?, let method, let args) = call.kind,
              method == "append" || method == "insert", args.first?.label == nil, let value = args.first?.value,
              let element = type(of: value, in: env), type(of: base, in: env) != .string else { return nil }
        switch base.kind {
        case .name(let name):
            return (nil, name, .list(element), value.location)
        case .member(let owner, let field):
            guard case .model(let m)? = type(of: owner, in: env) else { return nil }
            return (m, field, .list(element), value.location)
        default:
            return nil
        }
    }

    /// What a method's statements see: the model's fields and its parameters' types.
    func methodScope(_ method: MethodDecl, of model: ModelDecl) -> [String: SwiftType] {
        var env = fields[model.name] ?? [:]
        env["self"] = model.kind == .struct ? .value(model.name) : .model(model.name)
        for (name, type) in methodParameters["\(model.name).\(method.name)"] ?? [:] { env[name] = type }
        return env
    }

    /// `store.select(name)`, or `select(name)` inside one of `model`'s methods: the method's
    /// parameters take the types of the values passed.
    private mutating func learnMethodArguments(in s: Statement, env: [String: SwiftType], model: ModelDecl?) {
        s.expressions.forEach { learnMethodArguments(in: $0, env: env, model: model) }
    }

    /// The same for every call in an expression, where a method is called for its value too
    /// (`{cart.total(for: item)}`, `store.total() > 0`).
    private mutating func learnMethodArguments(in e: Expr, env: [String: SwiftType], model: ModelDecl?) {
        for e in SpecValidator.calls(in: e) {
            guard case .call(let base, let name, let args) = e.kind, !args.isEmpty else { continue }
            let owner: ModelDecl?
            if let base {
                guard let m = rules.linkType(of: base, in: env)?.declaringModel else { continue }
                owner = plan.spec.model(named: m)
            } else {
                owner = model
            }
            guard let owner, let method = owner.method(named: name) else { continue }
            for (p, arg) in zip(method.parameters, args) {
                if let t = type(of: arg.value, in: env) { learn(t, \.methodParameters, "\(owner.name).\(method.name)", p.name, at: arg.value.location) }
            }
        }
    }

    /// A stack's path binding holds the values its destinations show: `[Int]` for one type, a
    /// `NavigationPath` for several (Apple, NavigationPath: "If you need to present different
    /// kinds of data in a single stack, use a navigation path instead").
    private mutating func learnPath(of stack: NavigationStackDecl?, in component: ComponentDecl, env: [String: SwiftType]) {
        guard let stack, let path = stack.path else { return }
        // A typed path sees only the root's destinations ("Only root-level navigation
        // destinations are effective for a navigation stack with a homogeneous path"): a spec
        // that declares destinations on views in a stack binds a NavigationPath (§68).
        guard let type = ScreenTypeRules.pathType(of: stack, viewsDeclareDestinations: plan.declaresNestedDestinations, in: plan.spec) else { return }
        // `$router.path`: the model's field holds it.
        if case .member(let base, let field) = path.kind, case .name(let name) = base.kind, name.hasPrefix("$"),
           case .model(let model)? = env[String(name.dropFirst())] {
            return learn(type, \.rules.fields, model, field, at: path.location)
        }
        guard case .name(let name) = path.kind, name.hasPrefix("$") else { return }
        let target = String(name.dropFirst())
        if component.holder(named: target) != nil {
            learn(type, \.holders, component.name, target, at: path.location)
        } else if component.props.contains(where: { $0.name == target }) {
            learn(type, \.props, component.name, target, at: path.location)
        }
    }

    private mutating func learnConstructions(in e: Expr, env: [String: SwiftType]) {
        switch e.kind {
        case .int, .string, .bool, .null, .name: break
        case .member(let base, _): learnConstructions(in: base, env: env)
        case .unary(_, let x): learnConstructions(in: x, env: env)
        case .binary(_, let a, let b):
            learnConstructions(in: a, env: env)
            learnConstructions(in: b, env: env)
        case .list, .index, .call, .closure, .customBinding, .interpolation, .conditional:
            e.kind.subexpressions.forEach { learnConstructions(in: $0, env: env) }
        case .construct(let model, let args):
            for arg in args {
                learnConstructions(in: arg.value, env: env)
                if let t = type(of: arg.value, in: env) { learn(t, \.rules.fields, model, arg.label, at: arg.value.location) }
            }
        }
    }

    mutating func learn(_ type: SwiftType, _ table: WritableKeyPath<TypeInference, [String: [String: SwiftType]]>,
                        _ owner: String, _ name: String, at location: Location) {
        guard let known = self[keyPath: table][owner]?[name] else {
            self[keyPath: table][owner, default: [:]][name] = type
            changed = true
            return
        }
        guard let merged = known.merged(with: type) else {
            if conflicts.insert(location).inserted {
                problems.append(Diagnostic("'\(name)' is \(type) here but \(known) elsewhere; a Swift property has one type",
                                           at: location, hint: "pass values of one type"))
            }
            return
        }
        if merged != known { self[keyPath: table][owner, default: [:]][name] = merged; changed = true }
    }

    private mutating func reportUnknowns() {
        for model in plan.spec.models {
            for method in model.methods {
                if method.returnsValue, rules.returnType(of: method.name, in: model.name) == nil {
                    problems.append(Diagnostic("cannot tell the Swift type \(model.name).\(method.name) returns", at: method.location,
                                               hint: "write it in the signature, `\(method.name)(…) -> Int`, or return a value of a known type"))
                }
                for p in method.parameters where methodParameters["\(model.name).\(method.name)"]?[p.name] == nil {
                    problems.append(Diagnostic("cannot tell the Swift type of \(model.name).\(method.name)'s parameter '\(p.name)'", at: method.location,
                                               hint: "write it in the signature, `\(method.name)(\(p.label == nil ? "_ " : p.label == p.name ? "" : "\(p.label!) ")\(p.name): Int)`, or call it with a value of a known type"))
                }
            }
        }
        problems += unknownEntries()
        for component in plan.components {
            for prop in component.props where props[component.name]?[prop.name] == nil {
                problems.append(Diagnostic("cannot tell the Swift type of \(component.name)'s prop '\(prop.name)'", at: prop.location,
                                           hint: "no parent in the exported scenarios passes it a value whose type is known"))
            }
            for prop in component.props {
                guard case .closure(let parameters)? = props[component.name]?[prop.name], parameters.contains(where: { $0 == nil }) else { continue }
                problems.append(Diagnostic("cannot tell the Swift type of the values \(component.name) passes to its closure '\(prop.name)'",
                                           at: prop.location, hint: "call it with values of a known type, such as a prop or a holder: \(prop.name)(name)"))
            }
            for holder in component.holders where holders[component.name]?[holder.name] == nil {
                problems.append(Diagnostic("cannot tell the Swift type of '\(holder.name)'", at: holder.initial.location))
            }
        }
    }
}
