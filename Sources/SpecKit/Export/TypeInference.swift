/// Infers the Swift type of every prop, holder and model field the exported components use, and
/// reports what Swift would reject: a value with two types, a type nothing tells, an operator on
/// the wrong types.
///
/// Types flow from literals and constructions into holders, from the values parents pass into
/// props, and from construction arguments into model fields; inference repeats until nothing
/// changes, since a prop's type may come from a parent's holder that comes from another prop.
struct TypeInference {
    let plan: ExportPlan
    private(set) var props: [String: [String: SwiftType]] = [:]
    private(set) var holders: [String: [String: SwiftType]] = [:]
    private(set) var fields: [String: [String: SwiftType]] = [:]
    private(set) var problems: [Diagnostic] = []
    private var conflicts: Set<Location> = []
    private var changed = false

    init(plan: ExportPlan) {
        self.plan = plan
        let rounds = plan.components.reduce(plan.spec.models.count + 2) { $0 + $1.props.count + $1.holders.count + 1 }
        for _ in 0..<rounds {
            changed = false
            inferOnce()
            if !changed { break }
        }
        reportUnknowns()
    }

    /// Names a component's expressions see, with their types: props, then holders.
    func scope(of component: ComponentDecl) -> [String: SwiftType] {
        var env = props[component.name] ?? [:]
        for (name, type) in holders[component.name] ?? [:] { env[name] = type }
        return env
    }

    /// The type of an expression in a scope, or nil when it cannot be told (yet).
    func type(of e: Expr, in env: [String: SwiftType]) -> SwiftType? {
        switch e.kind {
        case .int: return .int
        case .string, .interpolation: return .string
        case .bool: return .bool
        case .null: return .optional(nil)
        case .name(let name):
            // `$x` is a binding to x: the child's prop has x's type, declared `@Binding`.
            if name.hasPrefix("$") { return env[String(name.dropFirst())] }
            if let t = env[name] { return t }
            return plan.spec.model(named: name) != nil ? .modelType(name) : nil
        case .member(let base, let field):
            // `$model.field` is a binding into the field: the child's prop has the field's type.
            if case .name(let n) = base.kind, n.hasPrefix("$"), case .model(let m)? = env[String(n.dropFirst())] {
                return fields[m]?[field]
            }
            switch type(of: base, in: env) {
            case .model(let m)?, .value(let m)?: return fields[m]?[field]
            case .modelType?: return .int
            case .list?, .string?, .navigationPath?: return field == "count" ? .int : field == "isEmpty" ? .bool : nil
            default: return nil
            }
        case .index(let base, _):
            if case .list(let element)? = type(of: base, in: env) { return element }
            return nil
        case .call(let base, let name, _): return base != nil && name == "contains" ? .bool : nil
        case .closure: return .closure
        case .unary(let op, _): return op == "!" ? .bool : .int
        case .binary(let op, let a, let b):
            switch op {
            case "+":
                let types = [type(of: a, in: env), type(of: b, in: env)]
                // Arrays concatenate: `[0] + items` is an [Int].
                let lists = types.compactMap { t -> SwiftType? in if case .list? = t { return t } else { return nil } }
                if let first = lists.first { return lists.dropFirst().reduce(first) { $0.merged(with: $1) ?? $0 } }
                if types.contains(.string) { return .string }
                return types.contains(.int) ? .int : nil
            case "-", "*", "/", "%": return .int
            default: return .bool
            }
        case .construct(let m, _): return plan.spec.model(named: m)?.kind == .struct ? .value(m) : .model(m)
        case .list(let items):
            // Each item's type once: asking twice per level would be exponential in the nesting.
            for item in items { if let t = type(of: item, in: env) { return .list(t) } }
            return .list(nil)
        }
    }

    /// Every element of a body, nested ones included, with the names in scope at it: a for-each
    /// adds its element and index for the elements inside it.
    func scopedParts(of body: [Element], in env: [String: SwiftType]) -> [(parts: ElementParts, env: [String: SwiftType])] {
        body.flatMap { element -> [(parts: ElementParts, env: [String: SwiftType])] in
            let parts = ElementParts(element)
            let inner = parts.loop.map { loopScope($0, in: env) } ?? env
            let closures = parts.scoped.flatMap { scoped -> [(parts: ElementParts, env: [String: SwiftType])] in
                var env = env
                switch scoped.bound {
                case .item(let binding), .pushedItem(let binding): env[scoped.name] = type(of: binding, in: env)?.unwrapped
                case .data(let data): env[scoped.name] = type(of: data, in: env)?.unwrapped
                case .type(let name): env[scoped.name] = SwiftType.named(name, models: plan.spec.models.map(\.name))
                }
                return scopedParts(of: scoped.elements, in: env)
            }
            return [(parts, env)] + scopedParts(of: parts.nested, in: inner) + closures
        }
    }

    /// The scope inside a for-each: the element has the list's element type, the index is an Int.
    func loopScope(_ loop: ForEachDecl, in env: [String: SwiftType]) -> [String: SwiftType] {
        var inner = env
        if case .list(let element)? = type(of: loop.items, in: env) { inner[loop.variable] = element }
        else { inner[loop.variable] = nil }
        if let index = loop.indexVariable { inner[index] = .int }
        return inner
    }

    /// The scope an action's statements see: an on-change action adds `oldValue` and `newValue`.
    func scope(of action: ElementAction, in env: [String: SwiftType]) -> [String: SwiftType] {
        guard let watched = action.watched else { return env }
        var inner = env
        inner["oldValue"] = type(of: watched, in: env)
        inner["newValue"] = inner["oldValue"]
        return inner
    }

    /// An environment holder's type: the model it names, or the type of the entry's default.
    func environmentType(of holder: HolderDecl) -> SwiftType? {
        guard case .name(let name) = holder.initial.kind else { return nil }
        if holder.kind == .environmentObject || name.first?.isUppercase == true { return .model(name) }
        if name == "isEnabled" { return .bool }
        return plan.spec.environmentValues.first { $0.name == name }?.defaultValue.flatMap { type(of: $0, in: [:]) }
    }

    // MARK: - Inference

    private mutating func inferOnce() {
        for model in plan.spec.models {
            for field in model.fields {
                if let d = field.defaultValue, let t = type(of: d, in: [:]) { learn(t, \.fields, model.name, field.name, at: d.location) }
            }
        }
        for model in plan.spec.models {
            // A computed property's type is its getter's, over the model's fields.
            for c in model.computed {
                if let t = type(of: c.value, in: fields[model.name] ?? [:]) { learn(t, \.fields, model.name, c.name, at: c.value.location) }
            }
        }
        for component in plan.components {
            // Holders are set up in order: each sees the props and the holders above it.
            var env = props[component.name] ?? [:]
            for holder in component.holders {
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
                parts.expressions.forEach { learnConstructions(in: $0, env: env) }
                learnPath(of: parts.stack, in: component, env: env)
                for action in parts.actions {
                    let env = scope(of: action, in: env)
                    action.statements.forEach { learn(from: $0, in: component, env: env) }
                }
                for child in parts.children {
                    for target in plan.targets(of: child) {
                        for arg in child.arguments {
                            if let t = type(of: arg.value, in: env) { learn(t, \.props, target, arg.label, at: arg.value.location) }
                        }
                    }
                }
            }
        }
    }

    /// `model.field = e` tells the field's type, `holder = e` the holder's (an operator's
    /// mismatch, as in `s -= 1`, is SwiftFormCheck's to report).
    private mutating func learn(from statement: Statement, in component: ComponentDecl, env: [String: SwiftType]) {
        for s in statement.flattened {
            s.expressions.forEach { learnConstructions(in: $0, env: env) }
            guard case .assign(let target, let op, let value) = s.kind, let t = type(of: value, in: env) else { continue }
            switch target.kind {
            case .member(let base, let field):
                switch type(of: base, in: env) {
                case .model(let m)?, .value(let m)?: learn(t, \.fields, m, field, at: value.location)
                default: break
                }
            case .name(let name):
                if op == .assign, component.holder(named: name) != nil {
                    learn(t, \.holders, component.name, name, at: value.location)
                }
            default: break
            }
        }
    }

    /// A stack's path binding holds the values its destinations show: `[Int]` for one type, a
    /// `NavigationPath` for several (Apple, NavigationPath: "If you need to present different
    /// kinds of data in a single stack, use a navigation path instead").
    private mutating func learnPath(of stack: NavigationStackDecl?, in component: ComponentDecl, env: [String: SwiftType]) {
        guard let stack, let path = stack.path, case .name(let name) = path.kind, name.hasPrefix("$"),
              let first = stack.destinations.first else { return }
        let type: SwiftType
        if Set(stack.destinations.map(\.type)).count > 1 {
            type = .navigationPath
        } else if let element = SwiftType.named(first.type, models: plan.spec.models.map(\.name)) {
            type = .list(element)
        } else { return }
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
        case .list, .index, .call, .closure, .interpolation:
            e.kind.subexpressions.forEach { learnConstructions(in: $0, env: env) }
        case .construct(let model, let args):
            for arg in args {
                learnConstructions(in: arg.value, env: env)
                if let t = type(of: arg.value, in: env) { learn(t, \.fields, model, arg.label, at: arg.value.location) }
            }
        }
    }

    private mutating func learn(_ type: SwiftType, _ table: WritableKeyPath<TypeInference, [String: [String: SwiftType]]>,
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
        for component in plan.components {
            for prop in component.props where props[component.name]?[prop.name] == nil {
                problems.append(Diagnostic("cannot tell the Swift type of \(component.name)'s prop '\(prop.name)'", at: prop.location,
                                           hint: "no parent in the exported scenarios passes it a value whose type is known"))
            }
            for holder in component.holders where holders[component.name]?[holder.name] == nil {
                problems.append(Diagnostic("cannot tell the Swift type of '\(holder.name)'", at: holder.initial.location))
            }
        }
    }
}
