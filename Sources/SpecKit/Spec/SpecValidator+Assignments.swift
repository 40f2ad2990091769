/// Checks of a statement's assignment (docs/spec-format.md, *Actions*): what it assigns, and a
/// call run for its effect.
extension SpecValidator {
    /// `x = e`, `x += e`, or a call run for its effect: a list method, or a closure the parent passed.
    mutating func checkAssignment(_ s: Statement, target: Expr, op: Statement.Op, value: Expr, visible: [String],
                                  in component: ComponentDecl) {
        var assigned = target
        if op == .call, let problem = viewSelfProblem(target, visible: visible, in: component) { return report(problem) }
        if op == .call, case .call(let base?, let method, let args) = target.kind, ListClosure.method(method, args) == .removeAll {
            // `items.removeAll(where: { … })`: the closure sees the element, as a filter's does (§74).
            check(base, visible: visible, in: component)
            if let body = ListClosure.predicate(of: target) {
                check(body, visible: visible + [ListClosure.element, ListClosure.elementName(of: target)], in: component)
            }
            assigned = base
        } else if op == .call, case .call(let base, let method, let args) = target.kind {
            // The call is checked by its parts below: its `try` is the statement's (§80).
            if triedDepth == 0, throwingMethods.contains(method) { report(TriedCalls.untried(target)) }
            if let base, ListClosure.method(method, args) != nil || PairClosure.method(method, args) != nil
                || method == Methods.trimming || method == Methods.sorted {
                check(target, visible: visible, in: component)
                return report(Diagnostic("\(s.source.quotable) computes a value and changes nothing; an action must change something",
                                         at: target.location, hint: Self.unusedValueHint(method, args, of: base, in: s)))
            }
            args.forEach { check($0.value, visible: visible, in: component) }
            if base == nil, method == "sleep" || declaredRequest(named: method) != nil {
                return report(Diagnostic("\(s.source) is asynchronous and needs `await`", at: target.location,
                                         hint: "write `await \(s.source)` in a `task:` action or a Task { }"))
            }
            if base == nil, Methods.conversions.contains(method) {
                let stored = method == Methods.conversion ? "the text: `label" : "the number: `n"
                return report(Diagnostic("\(s.source.quotable) computes a value and changes nothing; an action must change something",
                                         at: target.location, hint: "store \(stored) = \(s.source)`"))
            }
            guard let base else {
                // `dismiss(42)`: DismissAction and DismissSearchAction are called with nothing (§22, §45).
                if !args.isEmpty, method == "dismiss" || method == "dismissSearch", !visible.contains(method) {
                    return report(Diagnostic("\(s.source.quotable): argument passed to call that takes no arguments", at: target.location,
                                             hint: "the environment's \(method == "dismiss" ? "DismissAction" : "DismissSearchAction") is called as `\(method)()`"))
                }
                return checkCallee(method, at: target.location, visible: visible, in: component)
            }
            // `store.objectWillChange.send()`: the object publishes by hand (§15); in a class's own
            // code, where `self` is the instance, `objectWillChange.send()` alone.
            if let owner = ObservableObjects.sender(of: target), owner.source != "self" || visible.contains("self") {
                return check(owner, visible: visible, in: component)
            }
            // `feed.updates.yield(5)`: the stream's continuation, which the model keeps (§83).
            if StreamCalls.names.contains(method), namesStream(base, visible: visible, in: component) {
                return checkStreamCall(target, base: base, method: method, args: args, visible: visible, in: component)
            }
            // `feed.count.yield(1)`: no stream, and no model's method of that name; the type
            // checks say so in Swift's words, where the receiver's type shows.
            if StreamCalls.names.contains(method), !declaresMethod(method) { return check(base, visible: visible, in: component) }
            check(base, visible: visible, in: component)
            // `presentationMode.wrappedValue.dismiss()`: one error, the one about presentationMode.
            if Self.rootName(of: base) == "presentationMode", !visible.contains("presentationMode") { return }
            // `pending?.cancel()`: cancels the task the property keeps; the property stays (§63).
            if method == TaskHandles.cancel {
                check(base, visible: visible, in: component)
                if !args.isEmpty { report(Diagnostic("\(s.source.quotable) does not match cancel()", at: target.location, hint: "a task's cancel() takes no arguments")) }
                return
            }
            // `store.add(x)`: a model's method, which changes the instance, not `store` (§62).
            // `store.move(from: 1, to: 4)`: a model's own `move`, where the labels are not a list's.
            // `todos.removeFirst()` of a declared method named as a list's: an object wrapper holds
            // an instance, never a list, so the call is the model's.
            if declaresMethod(method), !Methods.mutating.contains(method) || Methods.signatureMismatch(target) != nil
                || Self.holdsAnObject(base, in: component) {
                checkMutatingReceiver(base, of: target, in: component)
                checkMethodCall(target)
                if !s.discardsResult { checkResultUsed(target) }
                return checkNotAwaited(target)
            }
            guard checkMethod(method, of: target, in: component) else { return }
            guard Methods.mutating.contains(method) else {
                return report(Diagnostic("\(s.source.quotable) computes a value and changes nothing; an action must change something",
                                         at: target.location, hint: Methods.changing))
            }
            assigned = base
        } else {
            check(value, visible: visible, in: component)
            if refusesStreamAssignment(target, visible: visible, in: component) { return }
            check(target, visible: visible, in: component)
        }
        checkStructMember(assigned, s, in: component)
        checkAssignable(Self.listHolding(assigned), s, visible: visible, in: component)
    }

    /// Whether `base` is a holder that can only hold a class instance: an `@StateObject`, an
    /// `@ObservedObject`, an `@EnvironmentObject` or an `@Environment(Model.self)`.
    static func holdsAnObject(_ base: Expr, in component: ComponentDecl) -> Bool {
        guard case .name(let name) = base.kind, let holder = component.holder(named: name) else { return false }
        switch holder.kind {
        case .stateObject, .observedObject, .environmentObject: return true
        default: return holder.readsEnvironmentModel
        }
    }

    /// `todo.title = "b"` or `todo.tags.append(x)`, where `todo` is a prop or a `let` and `title` a
    /// field only struct models declare: a struct's field is written by storing the changed value
    /// where it is held, and a constant holds it (Swift: "cannot assign to property: 'todo' is a
    /// 'let' constant"; §65). A field a class also declares may be a reference's, so it is left to
    /// the run, which knows the value.
    mutating func checkStructMember(_ place: Expr, _ s: Statement, in component: ComponentDecl) {
        var first: String?
        var root = place
        while true {
            switch root.kind {
            case .member(let base, let field): first = field; root = base; continue
            case .index(let base, _): first = nil; root = base; continue
            default: break
            }
            break
        }
        guard let first, case .name(let n) = root.kind, !boundLoopVariables.contains(n), !isVariable(n) else { return }
        let owners = spec.models.filter { m in m.fields.contains { $0.name == first } }
        guard !owners.isEmpty, owners.allSatisfy({ $0.kind == .struct }) else { return }
        let why: String
        if component.props.contains(where: { $0.name == n && !$0.isBinding }) { why = "'\(n)' is a prop of \(component.name), a 'let' constant" }
        else if component.holder(named: n)?.kind == .constant { why = "'\(n)' is a 'let' constant of \(component.name)" }
        else if letConstants.contains(n) || forInVariables.contains(n) { why = "'\(n)' is a 'let' constant" }
        else if loopVariables.contains(n) || awaitVariables.contains(n) { why = "'\(n)' is a loop variable, a constant" }
        else { return }
        let kind = owners.count == 1 ? "\(owners[0].name) is a struct" : "a struct"
        let opening = if case .assign(_, .call, _) = s.kind { "cannot use mutating member on immutable value" } else { "cannot assign to property" }
        let loop = loopVariables.contains(n) || awaitVariables.contains(n)
        report(Diagnostic("\(opening): \(why); \(s.source.quotable) changes a field of its value, and \(kind)", at: root.location,
                          hint: loop && loopVariables.contains(n)
                              ? "iterate the list's binding, `for-each: $…`, whose rows are bindings that can change their fields (§34)"
                              : "change it where it is a `var`: a `state:` holder, or a binding (`@Binding var \(n)`, passed `$…` by the view that holds the value); a prop, a loop variable and a `let` are constants"))
    }

    /// `items` for `items[0]` or `items[0][1]`: an element is written by storing the changed list
    /// in the property that holds it, so that property must be one a statement can assign (a
    /// member on the way, `store.items[0]`, is the model's to check).
    static func listHolding(_ target: Expr) -> Expr {
        if case .index(let list, _) = target.kind { return listHolding(list) }
        return target
    }

    /// A name that a statement stores into must be a holder or a binding of this component.
    mutating func checkAssignable(_ assigned: Expr, _ s: Statement, visible: [String], in component: ComponentDecl) {
        guard case .name(let name) = assigned.kind else { return }
        // `self.total = total`: the view's own 'total', whatever local hides it (§28).
        let own = Parser.writtenWithSelf(assigned, name)
        // `var copy = items`: the block's own variable, assigned and changed in place (§96).
        if !own, isVariable(name) { return }
        let target = assigned
        if case .assign(let changed, .call, _) = s.kind, component.props.contains(where: { $0.name == name && !$0.isBinding }) {
            let what = if case .call(_, "toggle", _) = changed.kind { "value" } else { "list" }
            return report(Diagnostic("'\(name)' is a prop of \(component.name), passed in by its parent; \(s.source.quotable) would change it",
                                     at: assigned.location, hint: "keep the \(what) in a holder such as `state:`, or pass a binding"))
        }
        if !own, boundLoopVariables.contains(name) { return }   // `{ $item in }`: item is the binding's value
        if !own, forInVariables.contains(name), !letConstants.contains(name) {
            // Swift's words: a for-in loop's pattern binds a `let` (§85).
            let opening = if case .assign(_, .call, _) = s.kind { "cannot use mutating member on immutable value" } else { "cannot assign to value" }
            return report(Diagnostic("\(opening): '\(name)' is a 'let' constant", at: target.location,
                                     hint: "a for-in loop's constant holds each element in turn; to change the list's elements, loop over its indices: `for i in items.indices { items[i] += 1 }`"))
        }
        // A plain `let` of the view: Swift's words, whether assigned or changed by a method.
        if component.holder(named: name)?.kind == .constant,
           own || (!letConstants.contains(name) && !loopVariables.contains(name) && !awaitVariables.contains(name)) {
            return report(Diagnostic("cannot assign to property: '\(name)' is a 'let' constant", at: target.location,
                                     hint: "a plain property is built again at every init; keep a value the view changes under `state:`"))
        }
        if !own, letConstants.contains(name) {
            // Swift's words for a `let`, a closure's parameter and a loop's variable alike (§96).
            let opening = if case .assign(_, .call, _) = s.kind { "cannot use mutating member on immutable value" } else { "cannot assign to value" }
            return report(Diagnostic("\(opening): '\(name)' is a 'let' constant", at: target.location,
                                     hint: "keep what it should become in a holder such as `state:`, or, in an action, in a `var` of its block: `var \(name)Now = \(name)`"))
        }
        if !own, loopVariables.contains(name) {
            // Swift's closure parameter shadows the property and is a constant: `item = 5` does not compile.
            report(Diagnostic("'\(name)' is a loop variable; it cannot be assigned", at: target.location,
                              hint: component.holder(named: name) != nil
                                  ? "it hides the holder '\(name)' inside the for-each; name the loop variable differently" : nil))
        } else if !own, awaitVariables.contains(name) {
            report(Diagnostic("'\(name)' is a `for await` loop's variable; it cannot be assigned", at: target.location,
                              hint: component.holder(named: name) != nil
                                  ? "it hides the holder '\(name)' inside the loop; name the loop variable differently, e.g. `for await value in …`"
                                  : "keep what it should become in a holder such as `state:`"))
        } else if let prop = component.props.first(where: { $0.name == name }), !prop.isBinding {
            report(Diagnostic("'\(name)' is a prop of \(component.name), passed in by its parent; props cannot be assigned",
                              at: target.location, hint: "keep the value in a holder such as `state:`, or pass a binding"))
        } else if let holder = component.holder(named: name), holder.kind == .memo {
            report(Diagnostic("'\(name)' is a memo, derived from its dependencies; it cannot be assigned",
                              at: target.location))
        } else if let holder = component.holder(named: name), holder.kind == .stateObject || holder.kind == .observedObject,
                  own || !letConstants.contains(name) {
            // StateObject's wrappedValue has a getter only; ObservedObject's setter needs a mutable
            // view, which an action's `self` is not. The engine could replace it; Swift cannot.
            report(Diagnostic(holder.kind == .stateObject ? "cannot assign to property: '\(name)' is a get-only property"
                                                          : "cannot assign to property: 'self' is immutable",
                              at: target.location,
                              hint: (holder.kind == .stateObject ? "a view keeps its @StateObject for its identity" : "an @ObservedObject is set where the view is made")
                                  + "; change its fields (`\(name).field = …`), or hold a model you replace with `state:`"))
        } else if let holder = component.holder(named: name), holder.kind.readsEnvironment {
            report(Diagnostic("'\(name)' is read from the environment; a view cannot assign it", at: target.location,
                              hint: environmentAssignmentHint(holder, name: name)))
        } else if name.startsWithDollar || name == "oldValue" || name == "newValue" || name == OnDeleteDecl.offsets
                    || name == OnMoveDecl.source || name == OnMoveDecl.destination {
            report(Diagnostic("'\(name)' cannot be assigned", at: target.location))
        } else if visible.contains(name), !component.props.contains(where: { $0.name == name }),
                  component.holder(named: name) == nil {
            // Not a for-each's (above): a task's `let`, a `for await` loop's variable, a closure's parameter.
            report(Diagnostic("cannot assign to value: '\(name)' is a 'let' constant", at: target.location,
                              hint: "keep what it should become in a holder such as `state:`"))
        }
    }
}
