/// Checks of models' methods (§62): the names a method's statements use, what they assign, and
/// the calls of methods wherever they are written.
extension SpecValidator {
    /// Whether some model declares a method of this name: `store.add(x)` is then a call the
    /// check cannot refuse by name alone, since the receiver's type shows only when it runs.
    func declaresMethod(_ name: String) -> Bool {
        spec.models.contains { $0.method(named: name) != nil }
    }

    /// Whether some model declares a method `name` and every declaration of it is `such`: the
    /// checks of a call that cannot tell the receiver's type ask this of all of them.
    func everyMethod(named name: String, is such: (MethodDecl) -> Bool) -> Bool {
        let declared = spec.models.compactMap { $0.method(named: name) }
        return !declared.isEmpty && declared.allSatisfy(such)
    }

    /// No model declares `name`: the method declared that it is spelt like, when there is one.
    func misspeltMethod(_ name: String, in call: Expr) -> Diagnostic? {
        Suggestion.closest(to: name, in: spec.models.flatMap { $0.methods.map(\.name) }).map {
            Diagnostic("there is no method '\(name)' in \(call.source.quotable)", at: call.location, hint: "did you mean '\($0)'?")
        }
    }

    /// `bus.count()` where `bus` holds a model whose `count` is a field: Swift's "cannot call value
    /// of non-function type", as for a prop called so (TypeCheck), rather than a list's methods.
    func calledField(_ name: String, of call: Expr, in component: ComponentDecl) -> Diagnostic? {
        guard case .call(let base?, _, _) = call.kind,
              let model = types.rules.type(of: base, in: types.names(of: component))?.unwrapped?.declaringModel,
              let decl = spec.model(named: model), decl.fields.contains(where: { $0.name == name }) || decl.computed.contains(where: { $0.name == name })
        else { return nil }
        let field = "\(base.source).\(name)"
        guard let t = types.rules.fieldType(name, of: model) else {
            return Diagnostic("\(call.source.quotable) calls the field \(name) of \(model), which is no method", at: call.location,
                              hint: "read the field without (), `\(field)`; a method is declared under the model's `methods:`")
        }
        if t.isClosure {
            return Diagnostic("\(call.source.quotable) calls a closure kept in a field of \(model); a model's field does not hold a closure in a spec",
                              at: call.location, hint: "a closure is passed to a child as a prop, `props: [onTap]`, which its actions call; or declare the work as a method under the model's `methods:`")
        }
        return Diagnostic("cannot call value of non-function type '\(t)': \(field) is \(DeclaredTypes.described(t)), a field of \(model), not a method",
                          at: call.location, hint: "read the field without (), `\(field)`; a method is declared under the model's `methods:`")
    }

    /// `n.squared()` where `n` is certainly an Int or a Bool: Swift's "value of type 'Int' has no
    /// member", with what such a value offers, rather than the methods of lists and strings.
    func scalarMethod(_ name: String, of call: Expr, in component: ComponentDecl) -> Diagnostic? {
        guard case .call(let base?, _, _) = call.kind,
              let t = types.rules.type(of: base, in: types.names(of: component)), t == .int || t == .bool else { return nil }
        let offers = t == .int
            ? "which takes operators (+, -, *, /, %, +=, …), comparisons, `abs(n)`, `min(a, b)`, `max(a, b)` and `String(n)`"
            : "which takes `!`, `&&`, `||`, comparisons and, in an action, `toggle()`"
        return Diagnostic("value of type '\(t)' has no member '\(name)'", at: call.location,
                          hint: "\(base.source) is \(DeclaredTypes.described(t)), \(offers)")
    }

    /// `store.add(n: 1)` against every declaration of `add`: a call whose labels match none of
    /// them is refused, with the one declaration's form when there is one.
    mutating func checkMethodCall(_ call: Expr) {
        guard case .call(let base, let name, let args) = call.kind else { return }
        let declared = spec.models.compactMap { model in model.method(named: name).map { (model, $0) } }
        let given = args.map { $0.label ?? "_" }
        guard !declared.isEmpty, !declared.contains(where: { $0.1.labels == given || $0.1.broken }) else { return }
        let (model, method) = declared[0]
        report(Diagnostic("\(call.source.quotable) does not match \(model.name).\(method.signature)", at: call.location,
                          hint: "call it as \(base.map { $0.source + "." } ?? "")\(method.exampleCall)"))
    }

    /// `await store.load()`: a method some model declares, called with its labels.
    mutating func checkAwaitedMethod(_ call: Expr, visible: [String], in component: ComponentDecl) {
        guard case .call(let base?, let name, let args) = call.kind else { return }
        check(base, visible: visible, in: component)
        args.forEach { check($0.value, visible: visible, in: component) }
        guard declaresMethod(name) else {
            return report(misspeltMethod(name, in: call)
                ?? Diagnostic("there is no method '\(name)' in \(call.source.quotable)", at: call.location,
                              hint: "declare it under a model's `methods:`, e.g. methods: { \"\(name)() async\": \"…\" }"))
        }
        checkMethodCall(call)
    }

    /// `store.load()` without `await`, where every `load` declared is `async`: Swift's "expression
    /// is 'async' but is not marked with 'await'".
    mutating func checkNotAwaited(_ call: Expr) {
        guard case .call(_, let name, _) = call.kind, everyMethod(named: name, is: \.isAsync) else { return }
        report(Diagnostic("\(call.source.quotable) is an async method; it needs `await`, in a task", at: call.location,
                          hint: "write `await \(call.source)` in a `task:` or a Task { }"))
    }

    /// `point.moveBy(1)` where `point` is a constant, and every `moveBy` declared is a struct's
    /// mutating method: Swift's "cannot use mutating member on immutable value" (§65).
    mutating func checkMutatingReceiver(_ base: Expr, of call: Expr, in component: ComponentDecl) {
        // `points[1].moveBy(1)`: an element is as mutable as the list's place (§69).
        var root = base
        while case .index(let list, _) = root.kind { root = list }
        guard case .call(_, let name, _) = call.kind, case .name(let n) = root.kind, !boundLoopVariables.contains(n), !isVariable(n),
              let owner = spec.models.first(where: { $0.method(named: name) != nil }), let method = owner.method(named: name),
              everyMethod(named: name, is: \.isMutating) else { return }
        let why: String
        if letConstants.contains(n) { why = "'\(n)' is a 'let' constant" }
        else if loopVariables.contains(n) || awaitVariables.contains(n) { why = "'\(n)' is a loop variable, a constant" }
        else if component.props.contains(where: { $0.name == n && !$0.isBinding }) { why = "'\(n)' is a prop of \(component.name), a 'let' constant" }
        else if component.holder(named: n)?.kind == .constant { why = "'\(n)' is a 'let' constant of \(component.name)" }
        else { return }
        report(StructSelf.immutable(why, call: call, method: "\(owner.name).\(method.signature)", name: n, around: nil))
    }

    /// A struct's method that is not `mutating` and changes `self`: Swift's "cannot assign to
    /// property: 'self' is immutable", or "cannot use mutating member on immutable value" for a
    /// call that would change it (§65).
    private mutating func checkImmutableSelf(of method: MethodDecl, in model: ModelDecl) {
        guard model.kind == .struct, !method.isMutating else { return }
        // A parameter of the same name hides the field, and is refused as a constant elsewhere.
        let fields = Set(model.fields.map(\.name) + ["self"]).subtracting(method.parameters.map(\.name))
        let shown = "\(model.name).\(method.signature)"
        for s in method.statements.flatMap(\.flattenedOutsideTasks) {
            guard case .assign(let target, let op, _) = s.kind, !s.declaresLocal else { continue }
            if op != .call {
                guard let root = Self.rootName(of: target), fields.contains(root) else { continue }
                report(Diagnostic("cannot assign to property: 'self' is immutable; \(shown) is not mutating", at: target.location,
                                  hint: StructSelf.mutableHint("self", around: method)))
                continue
            }
            guard case .call(let base, let name, _) = target.kind else { continue }
            let changesSelf: Bool
            if let base {
                guard let root = Self.rootName(of: base), fields.contains(root) else { continue }
                changesSelf = Methods.mutating.contains(name) || everyMethod(named: name, is: \.isMutating)
            } else {
                changesSelf = model.method(named: name)?.isMutating == true
            }
            guard changesSelf else { continue }
            report(StructSelf.immutable("'self' is immutable", call: target, method: base == nil ? "\(model.name).\(model.method(named: name)?.signature ?? name)" : name,
                                        name: "self", around: method))
        }
    }

    /// The name a place starts from: `home` for `home.city`, `items` for `items[0].done`.
    static func rootName(of place: Expr) -> String? {
        switch place.kind {
        case .name(let name): return name
        case .member(let base, _), .index(let base, _): return rootName(of: base)
        default: return nil
        }
    }

    /// Each model's methods: their names against its members, their parameters' types, and
    /// their statements against what a method sees: its parameters and `let`s, `self`, and the
    /// model's fields, computed properties and methods by bare name.
    mutating func checkMethods() {
        // A field's `didSet` is checked as a method's body whose one parameter is `oldValue` (§64),
        // its `willSet` as one whose parameter is `newValue` (§70).
        for model in spec.models {
            // A getter's types, as a method's (TypeCheck+Methods.swift); its names are checkComputed's.
            for c in model.computed {
                TypeCheck(types: types, component: ComponentDecl(name: model.name, props: [], holders: [], body: [], invariant: nil,
                                                                 equatable: nil, location: model.location),
                          found: found, errors: limits.errors).checkGetter(c, in: model)
            }
            for field in model.fields {
                for observer in [field.willSet, field.didSet].compactMap({ $0 }) {
                    let standIn = MethodDecl(name: field.name, parameters: [MethodParameter(label: nil, name: observer.parameterName, typeName: nil)],
                                             statements: observer.statements, location: observer.location)
                    checkBody(of: standIn, in: model, what: "\(model.name).\(field.name)'s \(observer.keyword)", observing: field.name)
                }
            }
        }
        for model in spec.models where !model.methods.isEmpty {
            let fields = model.fields.map(\.name), computed = model.computed.map(\.name)
            for method in model.methods {
                if fields.contains(method.name) || computed.contains(method.name) {
                    report(Diagnostic("\(model.name) has a \(fields.contains(method.name) ? "field" : "computed property") and a method named '\(method.name)'",
                                      at: method.location, hint: "Swift refuses a second member of one name (invalid redeclaration)"))
                }
                for p in method.parameters {
                    if let type = p.typeName, SwiftType.named(type, models: spec.models.map(\.name), enums: spec.enums.map(\.name)) == nil {
                        report(Diagnostic("'\(type)' is not a type a parameter can have here", at: method.location,
                                          hint: "Int, String, Bool or a model's name; or leave the type out, and the calls tell it"))
                    }
                }
                // `await save(t)` in a method of a model with its own `save`: Swift reads the bare
                // call as `self.save(t)`, not the request (§62).
                for s in method.statements.flatMap(\.flattened) {
                    guard case .request(let name, _, _) = s.kind, model.method(named: name) != nil else { continue }
                    report(Diagnostic("`\(s.source)` in \(model.name).\(method.signature) names its own method \(name), as Swift reads a bare call in a method, not the request \(name)",
                                      at: s.location, hint: "give the request or the method another name"))
                }
                checkReturns(of: method, in: model)
                checkImmutableSelf(of: method, in: model)
                // A `do` in the method reads what its own `catch`es took, as one in a view does.
                for s in method.statements.flatMap(\.flattened) {
                    if case .doCatch(let body, let clauses) = s.kind { refuseUnknownDescriptions(body, clauses) }
                }
                checkBody(of: method, in: model, what: "\(model.name).\(method.signature)")
            }
        }
    }

    /// `what` names the body in messages: `Store.select(_:)`, `Store.count's didSet`; an
    /// observer's is `observing` its field.
    private mutating func checkBody(of method: MethodDecl, in model: ModelDecl, what: String, observing: String? = nil) {
        let computed = model.computed.map(\.name)
        let parameters = method.parameters.map(\.name)
        // The bare name a statement writes: assigned (`total = 5`), through an element
        // (`items[0] = 5`) or by a mutating method (`items.append(5)`).
        func written(_ s: Statement) -> Expr? {
            guard case .assign(let target, let op, let value) = s.kind, !s.declaresLocal else { return nil }
            var place = target
            if op == .call {
                guard case .call(let base?, let method, _) = value.kind, Methods.mutating.contains(method) else { return nil }
                place = base
            }
            while case .index(let list, _) = place.kind { place = list }
            return if case .name = place.kind { place } else { nil }
        }
        // Assigned as a view's action could not be: said in a method's words, and left out below.
        // A parameter hides the computed property of its name.
        func refused(_ s: Statement) -> Bool {
            guard case .assign(let target, let op, _) = s.kind, let place = written(s), case .name(let name) = place.kind else { return false }
            if op != .call, case .name = target.kind, parameters.contains(name) { return true }
            return computed.contains(name) && !parameters.contains(name)
        }
        for s in method.statements.flatMap(\.flattenedOutsideTasks) {
            guard case .assign(let target, let op, _) = s.kind, !s.declaresLocal else { continue }
            if refused(s), let place = written(s), case .name(let name) = place.kind {
                // Swift's words for a get-only property written (§20).
                report(parameters.contains(name)
                       ? Diagnostic("'\(name)' is a parameter of \(what), a constant; it cannot be assigned",
                                    at: target.location, hint: "assign a field of \(model.name), or give the new value a `let` of its own")
                       : TypeCheck.getOnlyWrite(name, of: model.name, op, target, at: place.location))
            }
            if op == .call, case .call(nil, let name, _) = target.kind {
                if model.method(named: name) != nil { checkMethodCall(target); checkNotAwaited(target); if !s.discardsResult { checkResultUsed(target) } }
                else if name == "dismiss" || name == "dismissSearch" {
                    report(Graph.noEnvironmentInMethod("\(name)()", at: target.location))
                }
            }
        }
        // The statements are checked as a view's action would be, with the fields standing for
        // its state (assignable) and the parameters for a closure's (constants).
        // What a method cannot hold was refused where it was read (MethodDecoder.swift).
        let statements = method.statements.filter { s in
            switch s.kind {
            case .spawn, .forAwait, .asyncLet, .awaitChildren: return false
            default: return !refused(s) && (method.isAsync || (!s.suspends && (!s.throwsItself || method.isThrowing)))
            }
        }
        var holders = model.fields.map { HolderDecl(name: $0.name, kind: .state, initial: $0.defaultValue ?? .placeholder(at: $0.location),
                                                    dependencies: [], location: $0.location) }
        // `self = Point()` in a struct's method: assignable where it is mutating (§65); in one
        // that is not, `checkImmutableSelf` refused it already.
        if model.kind == .struct {
            holders.append(HolderDecl(name: "self", kind: .state, initial: .placeholder(at: method.location),
                                      dependencies: [], location: method.location))
        }
        let standIn = ComponentDecl(name: model.name, props: [], holders: holders, body: [], invariant: nil, equatable: nil,
                                    location: model.location)
        // Its streams by bare name too, as `self.updates` (§83).
        let visible = parameters + model.fields.map(\.name) + computed + model.streams.map(\.name) + model.methods.map(\.name) + ["self"]
        letConstants += parameters
        // A method declared `throws` lets its errors out, to its caller's `try` (§80).
        if method.isThrowing { errorsHandled += 1 }
        check(statements, visible: visible, in: standIn, inTask: method.isAsync)
        if method.isThrowing { errorsHandled -= 1 }
        letConstants.removeLast(parameters.count)
        // Their types, as an action's are checked (TypeCheck+Methods.swift).
        TypeCheck(types: types, component: standIn, found: found, errors: limits.errors)
            .checkBody(statements, of: method, in: model, observing: observing)
    }
}
