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
/// What an element or an expression uses a value for is checked in TypeCheck+Uses.swift.
final class TypeCheck {
    let types: DeclaredTypes
    let rules: TypeRules
    let component: ComponentDecl
    let found: SpecValidator.Found
    let errors: Int
    /// The loop variables of a for-each over values: constants, which have their own error when
    /// assigned. Found at the first assignment, since most components have none.
    private var constants: Set<String>?
    /// The model whose method's statements are checked, and the method's parameters; nil for a
    /// component's (TypeCheck+Methods.swift).
    var code: (model: ModelDecl, parameters: Set<String>)?
    /// The type a checked method's signature writes it returns, and the method as messages name it.
    var returning: (type: SwiftType, method: String)?

    init(types: DeclaredTypes, component: ComponentDecl, found: SpecValidator.Found, errors: Int) {
        self.types = types
        rules = types.rules
        self.component = component
        self.found = found
        self.errors = errors
    }

    /// As `SpecValidator.report`: past the limit, the diagnostic is not even built.
    func report(_ diagnostic: @autoclosure () -> Diagnostic) {
        if found.list.count <= errors { found.list.append(diagnostic()) }
    }

    func check() {
        let env = types.names(of: component)
        if rules.spec.hasPlainClasses || component.holders.contains(where: { $0.kind == .stateObject || $0.kind == .observedObject }) {
            checkWrappedPlainClasses(in: env)
        }
        for h in component.holders.indices where !component.holders[h].kind.readsEnvironment {
            let above = env.above(h)
            checkInitial(of: component.holders[h], in: above)
            for d in component.holders[h].dependencies {
                checkFields(d, in: above)
                if let t = rules.type(of: d, in: above), let problem = SwiftRequirements.memoDependency(d, t, structs: structs) { report(problem) }
            }
        }
        if let invariant = component.invariant { checkFields(invariant, in: env) }
        if component.equatable != nil { checkEquatableProps(in: env) }
        if component.props.contains(where: \.isObserved) { checkObservedArguments() }
        for o in component.observers {
            var inner = env
            inner[o.parameterName] = env[o.holder]
            check(o.statements, in: inner)
        }
        rules.forEachPart(of: component.body, in: env) { parts, env in
            // A child's arguments come first among its expressions; `checkFocusArguments` reads them.
            var arguments = 0
            if case .child(let child) = parts.element {
                arguments = child.arguments.count
                checkFocusArguments(child)
                checkWrapperArguments(child, in: env)
                checkCompared(child.modifiers, in: env)
            }
            // A body switch's `case: .done` is a case of its subject's type (§92.1).
            let subject = parts.switchOver.map { Self.contextualEnum(rules.type(of: $0.subject, in: env)) }
            for (i, e) in parts.expressions.enumerated() {
                if let subject, i > 0 { checkContextual(e, as: subject, in: env) } else { checkFields(e, in: env) }
                if i >= arguments { checkFocusBindingUse(e) }
            }
            checkKind(of: parts.element, in: env)
            checkScreens(parts.element, in: env)
            if case .child(let child) = parts.element, let source = child.modifiers.receive?.published { checkPublisher(source, in: env) }
            checkPreferenceValues(of: parts.element, in: env)
            checkEnvironmentValues(of: parts.element, in: env)
            for label in parts.texts + parts.buttons { checkShownClosures(in: label, env: env) }
            if let loop = parts.loop { checkFields(loop.id, in: rules.loopScope(loop, in: env)) }
            for action in parts.actions {
                if action.receives != nil || action.published != nil { found.readsWholeSpec = true }   // its value's type is the notification's
                let env = rules.scope(of: action, in: env)
                check(action.statements, in: env)
            }
        }
    }

    /// Statements in order: a `let` constant has its value's type in the statements after it.
    func check(_ statements: [Statement], in env: DeclaredTypes.Names) {
        var env = env
        for s in statements {
            check(s, in: env)
            if s.declaresLocal, case .assign(let target, _, let value) = s.kind {
                // `if let found = e`: the constant has the optional's wrapped type.
                var t = rules.type(of: value, in: env)
                if s.unwrapsOptional, case .optional(let wrapped)? = t { t = wrapped }
                env[target.source] = t
            }
        }
    }

    /// A statement's fields, and its assignment; a `Task { }`'s statements too.
    private func check(_ s: Statement, in env: DeclaredTypes.Names) {
        switch s.kind {
        case .assign(_, _, let value) where s.declaresLocal:
            checkFields(value, in: env)
            // Swift: "initializer for conditional binding must have Optional type".
            if s.unwrapsOptional, let t = rules.type(of: value, in: env), DeclaredTypes.isPlain(t) {
                report(Diagnostic("a conditional binding unwraps an optional; \(value.source.quotable) is \(DeclaredTypes.described(t)), never nil", at: value.location,
                                  hint: "use it as it is, or compare it in a plain `if` or `guard`"))
            }
        case .assign(let target, let op, let value):
            // `store.objectWillChange.send()`: the publisher, no field (§15).
            if op == .call, let owner = ObservableObjects.sender(of: value) {
                checkFields(owner, in: env)
                checkObjectWillChange(value, on: owner, in: env)
                return
            }
            // `filter = .done`, `marks = [.done]`: the target's type is the case's (§92.1).
            let judged = checkStoredValue(value, op, to: target, in: env)
            if op == .call {
                checkCancelled(value, in: env)
                checkGetOnlyWrite(target, op, value, in: env)
                return checkAdded(value, in: env)
            }
            // `feed.updates = …`: the checks of names refused it as the `let` it is (§83).
            if stream(target, in: env) != nil { return }
            checkFields(target, in: env)
            checkGetOnlyWrite(target, op, value, in: env)
            if op == .assign { if !judged, !checkListAssigned(value, to: target, in: env) { checkAssigned(value, to: target, in: env) } } else { checkCompound(op, value, to: target, in: env) }
        case .sleep(let e):
            checkFields(e, in: env)
            checkSleepDuration(e, in: env)
        case .guardElse(let e):
            checkCondition(e, of: "a guard", in: env)
        case .ifElse(let e, let then, let otherwise):
            checkCondition(e, of: "an `if`", in: env)
            check(then, in: env)
            check(otherwise, in: env)
        case .switchCases(let sw):
            checkSwitch(sw, at: s.location, in: env)
        case .request(let name, let argument, let target):
            if let argument { checkFields(argument, in: env) }
            if let target { checkFields(target, in: env) }
            // `try?` gives an optional: Swift assigns it only to an optional.
            if s.swallowsErrors, let target, !s.declaresLocal, let t = rules.type(of: target, in: env), DeclaredTypes.isPlain(t) {
                report(Diagnostic("`try? await \(name)(…)` gives an optional, and \(target.source) is \(DeclaredTypes.described(t))",
                                  at: target.location,
                                  hint: "write `let found = try? await \(name)(…)`, then `\(target.source) = found ?? …`"))
            }
            checkAwaitedCompound(s, in: env)
            checkAwaitedGetOnlyWrite(s, in: env)
        case .spawn(let body, let handle):
            if let handle { checkTaskHandle(handle, body: body, throwing: s.triesErrors, in: env) }
            check(body, in: env)
        case .animated(_, let body):
            check(body, in: env)
        case .checkCancellation:
            break
        case .throwError(let error):
            // A case of a type under `errors:`, or `CancellationError()` (§79).
            found.readsWholeSpec = true
            // `throw error` again is the statement checks' to judge, which know the `catch` (§79.7).
            if case .name = error.kind { break }
            if rules.spec.thrownCase(error) == nil && rules.spec.thrownError(error) == nil {
                report(Self.unthrowable(error, in: rules.spec))
            } else if let wrong = payloadProblem(error, in: env) {
                report(wrong)   // a case's values, as Swift checks a call (§84)
            }
        case .deferred(let body):
            check(body, in: env)
        case .doCatch(let body, let clauses):
            check(body, in: env)
            for clause in clauses {
                for item in clause.items {
                    if let pattern = item.pattern {
                        found.readsWholeSpec = true
                        if let wrong = rules.spec.unknownPattern(pattern, written: item.written, at: item.location) {
                            report(wrong)
                        } else if let wrong = payloadValueProblem(pattern, in: env) {
                            report(wrong)
                        }
                    }
                    // A `where` is a condition as an `if`'s is (§81), the case's values in scope (§84).
                    if let condition = item.condition { checkCondition(condition, of: "a `where` clause", in: boundValues(of: item.pattern, in: env)) }
                }
                check(clause.body, in: clause.items.count == 1 ? boundValues(of: clause.items[0].pattern, in: env) : env)
            }
        case .forAwait(let variable, let sequence, let body):
            var inner = env
            if StreamPath.isStream(sequence) {
                // A model's stream: its element type, from the models (§83).
                inner[variable] = streamElementType(sequence, at: s.location, in: env)
            } else {
                found.readsWholeSpec = true   // the notification's type is declared at the top of the spec
                inner[variable] = rules.spec.notification(named: sequence).flatMap { rules.type(of: $0.value, in: env) }
            }
            check(body, in: inner)
        case .loop(let loop):
            check(loop, in: env)
        case .loopJump:
            break
        case .awaitCall(let call, let target), .awaitTask(let call, let target):
            checkFields(call, in: env)
            if let target, !s.declaresLocal { checkFields(target, in: env) }
            // `try?` gives an optional: Swift assigns it only to an optional.
            if s.swallowsErrors, let target, !s.declaresLocal, let t = rules.type(of: target, in: env), DeclaredTypes.isPlain(t) {
                report(Diagnostic("`try? await \(call.source)` gives an optional, and \(target.source) is \(DeclaredTypes.described(t))",
                                  at: target.location,
                                  hint: "write `let found = try? await \(call.source)`, then `\(target.source) = found ?? …`"))
            }
            checkAwaitedCompound(s, in: env)
            checkAwaitedGetOnlyWrite(s, in: env)
        case .returnValue(let value):
            checkReturnValue(value, in: env)
        case .asyncLet(_, _, let argument):
            if let argument { checkFields(argument, in: env) }
        case .awaitChildren(_, let targets):
            if !s.declaresLocal { for target in targets { checkFields(target, in: env) } }
        case .taskGroup(let group):
            checkGroupTypes(group, at: s.location, in: env)
        }
    }

    /// A guard's or an if's condition: a Bool, as Swift has no truthiness. `swiftWords` says it
    /// as Swift's compiler does, "cannot convert value of type 'Int' to expected condition type
    /// 'Bool'" (a `while` condition's, §87).
    func checkCondition(_ e: Expr, of what: String, in env: DeclaredTypes.Names, swiftWords: Bool = false) {
        checkFields(e, in: env)
        if let t = rules.type(of: e, in: env), DeclaredTypes.isPlain(t), t != .bool {
            let message = swiftWords ? "cannot convert value of type '\(t)' to expected condition type 'Bool'"
                : "\(what) needs a Bool; \(e.source.quotable) is \(DeclaredTypes.described(t))"
            report(Diagnostic(message, at: e.location,
                              hint: TypeCheck.comparing(e, t, guarded: what == "a guard")))
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
    func origin(of target: Expr, in env: DeclaredTypes.Names) -> String?? {
        switch target.kind {
        case .name(let name):
            if let code { return origin(of: name, in: code) }
            guard assignable(name) else { return nil }
            if let holder = component.holder(named: name) {
                guard holder.kind != .memo, !holder.kind.readsEnvironment else { return nil }
                return "its initial value \(holder.initial.source.quotable)"
            } else if let prop = component.props.first(where: { $0.name == name }) {
                return prop.isBinding ? "what its parents pass" : nil
            }
            return .some(nil)
        case .index(let list, _):
            // An element keeps the list's element type; where the list's type comes from is said
            // for the list.
            return origin(of: list, in: env) == nil ? nil : .some(nil)
        case .member(let base, let field):
            switch rules.linkType(of: base, in: env) {
            case .model(let m)?, .value(let m)?:
                guard let model = rules.spec.model(named: m), model.computed(named: field) == nil else { return nil }
                return .some(model.fields.first { $0.name == field }.flatMap { types.origin(of: $0, in: m) })
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// "'count' is an Int, from its initial value 0".
    func stated(_ target: Expr, _ stored: SwiftType, from: String?) -> String {
        "'\(target.source)' is \(DeclaredTypes.described(stored))" + (from.map { ", from \($0)" } ?? "")
    }

    /// `target = value` where both types are known and Swift could not store one in the other.
    private func checkAssigned(_ value: Expr, to target: Expr, in env: DeclaredTypes.Names) {
        if checkFocusWrite(value, to: target, in: env) { return }
        guard let from = origin(of: target, in: env), let stored = rules.type(of: target, in: env), let given = rules.type(of: value, in: env),
              DeclaredTypes.isPlain(stored) else { return }
        // `n = Int(typed)` into an Int: Swift's "value of optional type 'Int?' must be unwrapped" (§72).
        if case .optional(let wrapped?) = given, DeclaredTypes.isPlain(wrapped), stored.merged(with: wrapped) != nil {
            let fallback = DeclaredTypes.nilFallback(for: stored)
            return report(Diagnostic("value of optional type '\(given)' must be unwrapped to assign it to '\(target.source)', \(DeclaredTypes.described(stored))",
                                     at: value.location,
                                     hint: "give a value for nil: `\(target.source) = \(value.source) ?? \(fallback)`, or `if let`"))
        }
        guard DeclaredTypes.isPlain(given), stored.merged(with: given) == nil else { return }
        report(Diagnostic("cannot assign \(DeclaredTypes.described(given)) to '\(target.source)', \(DeclaredTypes.described(stored))",
                          at: target.location,
                          hint: from.map { _ in stated(target, stored, from: from) + "; a Swift property keeps its type" }
                              ?? "a Swift property keeps the type it is declared with"))
    }

    /// `model.field` where the model's type is known: the field must be one it declares, or one
    /// of its computed properties. A closure's statements are checked as the action they are.
    func checkFields(_ e: Expr, in env: DeclaredTypes.Names) {
        switch e.kind {
        case .int, .string, .bool, .null, .name, .closure: return
        case .member(let base, let field):
            // `.done` where nothing around it gives its type (§92.1).
            if let name = ImplicitMember.name(of: e) { checkImplicit(e, name, as: nil); return }
            checkFields(base, in: env)
            switch rules.linkType(of: base, in: env) {
            case .model(let name)? where refuseStreamRead(e, field, of: name):
                return
            case .model(let name)?, .value(let name)?:
                checkField(field, of: name, at: e.location)
                if base.isBinding {
                    checkProjection(of: e, base: base, into: name)
                    checkFieldBinding(e, into: name)
                    checkComputedBinding(e, field, of: name)
                }
            default: checkMember(e, in: env)
            }
        case .interpolation(let parts):
            for case .expr(let x) in parts {
                let before = found.list.count
                checkFields(x, in: env)
                if found.list.count == before { checkPrinted(x, in: env) }
            }
        case .unary(_, let x):
            let before = found.list.count
            checkFields(x, in: env)
            // One mistake, one error: an operand already wrong is not reported again by its operator.
            if found.list.count == before { checkOperator(e, in: env) }
        case .binary(let op, let a, let b) where (op == "==" || op == "!=") && Self.comparesInContext(a, b):
            checkComparedInContext(e, a, b, in: env)
        case .binary, .index, .conditional:
            let before = found.list.count
            for x in e.kind.subexpressions { checkFields(x, in: env) }
            if found.list.count == before { checkOperator(e, in: env) }
        // Without `subexpressions`, which builds an array: every holder of a large spec is a construction.
        case .construct(let type, let args):
            checkConstruction(type, args, in: env)
        case .call(let base?, let name, let args) where ListClosure.method(name, args) != nil:
            let method = ListClosure.method(name, args)!
            checkFields(base, in: env)
            guard let body = ListClosure.predicate(of: e), case .list(let element)? = rules.sequenceType(of: base, in: env) else {
                // `name.first(where:)` on a String or an Int: the engine's are a list's (§74).
                if method != .filter, let t = rules.linkType(of: base, in: env), !t.isList {
                    return report(Diagnostic("\(base.source.quotable) is \(DeclaredTypes.described(t)); \(method.shown) is a list's method here",
                                             at: e.location, hint: "for example \(method.example)"))
                }
                return method == .filter ? checkMember(e, in: env) : ()
            }
            // Inside the closure `$0` is an element of the list.
            var inner = env
            inner[ListClosure.elementName(of: e)] = element
            let before = found.list.count
            checkFields(body, in: inner)
            if method.isPredicate, found.list.count == before, let t = rules.type(of: body, in: inner), DeclaredTypes.isPlain(t), t != .bool {
                report(ListClosure.notABool(method, body, is: DeclaredTypes.described(t), hint: TypeCheck.comparing(body, t)))
            }
        case .call(let base?, let name, let args) where PairClosure.method(name, args) != nil:
            checkPairClosureTypes(PairClosure.method(name, args)!, e, base, in: env)
        case .call(let base?, let name, let args) where checkStreamCall(e, base: base, method: name, args: args, in: env):
            return
        case .call(let base, let name, let args):
            if let base { checkFields(base, in: env) }
            // `prefs.set(.done)`: the declared parameter's type is the case's (§92.1).
            let parameters = args.contains { Self.takesContextualType($0.value) } ? parameterTypes(of: name, on: base, arguments: args, in: env) : nil
            for a in args.indices {
                if let parameters { checkContextual(args[a].value, as: parameters[a], in: env) } else { checkFields(args[a].value, in: env) }
            }
            // `name()` with `name` a String prop: Swift's "cannot call value of non-function type".
            if base == nil, let t = env[name], DeclaredTypes.isPlain(t) || t.isList {
                return report(Diagnostic("cannot call value of non-function type '\(t)': \(name) is \(DeclaredTypes.described(t)), not a closure",
                                         at: e.location, hint: "only a closure can be called; pass one for \(name), `{ … }`, or read it without ()"))
            }
            checkMember(e, in: env)
        case .list(let items):
            checkListLiteral(e, items, in: env)
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
