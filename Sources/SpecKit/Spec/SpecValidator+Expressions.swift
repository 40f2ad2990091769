/// The names an expression, a call or a binding uses, checked against what is in scope where it
/// is written: split from SpecValidator.swift, which checks declarations and bodies.
extension SpecValidator {
    /// How a string is written, where `name` was one written in YAML quotes.
    func quotedHint(_ name: String, at location: Location) -> String? {
        quotedNames.contains(location) ? QuotedScalar.hint(name) : nil
    }

    /// `error` in a `catch`: Swift's constant, which is not expressed (semantics §75.5).
    static let caughtErrorHint = "`error` is the constant a `catch` with no pattern binds, in its block alone: "
        + "`catch { failed = error is URLError }`"

    /// A closure has its own error outside an argument; its names are not read where it stands.
    static func isClosure(_ e: Expr) -> Bool { if case .closure = e.kind { true } else { false } }

    /// `onLike()`: the name must be in scope; whether it holds a closure shows when it runs.
    mutating func checkCallee(_ name: String, at location: Location, visible: [String], in component: ComponentDecl) {
        // `dismiss` is the environment's DismissAction (semantics §22), there in every view.
        if !visible.contains(name) && name != "dismiss" && name != "dismissSearch" {
            report(Diagnostic("'\(name)' is not defined in \(component.name)", at: location,
                              hint: Suggestion.closest(to: name, in: visible + ["dismiss", "dismissSearch"]).map { "did you mean '\($0)'?" }
                                  ?? Suggestion.hint(for: name, in: visible, known: "names in scope")
                                  ?? "a closure to call is a prop, passed by the parent as \(name): \"{ … }\""))
        }
    }

    /// The methods lists offer, with Swift's labels; any other name is a mistake whatever the
    /// value turns out to be. Returns whether the method is known.
    @discardableResult
    mutating func checkMethod(_ name: String, of call: Expr, in component: ComponentDecl) -> Bool {
        guard Methods.signatures[name] != nil else {
            // `s.objectWillChange.send()` outside an action: the publisher's own error says why.
            if name == "send", case .call(let base?, _, _) = call.kind, case .member(_, "objectWillChange") = base.kind { return false }
            // `store.selct()`: a model's method misspelt, more likely than a list's.
            report(calledField(name, of: call, in: component) ?? misspeltMethod(name, in: call)
                   ?? scalarMethod(name, of: call, in: component) ?? Methods.unknown(name, in: call))
            return false
        }
        if let mismatch = Methods.signatureMismatch(call) { report(mismatch) }
        return true
    }

    /// `$name` is a binding to a state holder or a binding prop of this component.
    mutating func checkBinding(_ name: String, at location: Location, in component: ComponentDecl) {
        let base = String(name.dropFirst())
        if boundLoopVariables.contains(base) { return }
        // `$0`: Swift's anonymous closure parameter, which a closure passed to a child names instead.
        if let first = base.first, first.isNumber {
            return report(Diagnostic("'\(name)' is Swift's anonymous closure parameter, which is not expressed here", at: location,
                                     hint: "name the parameter: \"{ value in picked = value }\""))
        }
        if loopVariables.contains(base) {
            return report(Diagnostic("'\(name)' needs a for-each over a binding; this one goes over values", at: location,
                                     hint: "write the list with $ (`for-each: $items`), as ForEach($items) { $item in … } gives each row a binding"))
        }
        if let holder = component.holder(named: base), holder.kind != .memo, holder.kind != .constant, !holder.kind.readsEnvironment { return }
        if component.props.contains(where: { $0.name == base && $0.isBinding }) { return }
        if let holder = component.holder(named: base), holder.kind.readsEnvironment { return report(Self.environmentBinding(name, of: holder, at: location)) }
        let bindable = component.holders.filter { $0.kind != .memo && $0.kind != .constant && !$0.kind.readsEnvironment }.map(\.name)
            + component.props.filter(\.isBinding).map(\.name)
        // A prop handed as a value (`let base`): Swift declares no `$base`, and says so.
        let prop = component.props.contains(where: { $0.name == base && !$0.isBinding && !$0.isObserved && $0.focusType == nil })
        report(Diagnostic(prop ? "cannot find '\(name)' in scope" : "'\(name)' needs '\(base)' to be a state holder or a binding of \(component.name)",
                          at: location, hint: Suggestion.closest(to: base, in: bindable).map { "did you mean '$\($0)'?" }
                              ?? bindingHint(for: base, in: component)))
    }

    /// What to do about `$base` where `base` is no holder a binding can share.
    private func bindingHint(for base: String, in component: ComponentDecl) -> String {
        // A prop is `let base`, a copy of the parent's value: a `state:` copy would stop following
        // the parent, so the fix is the binding the parent passes.
        if component.props.contains(where: { $0.name == base && !$0.isBinding && !$0.isObserved && $0.focusType == nil }) {
            return "'\(base)' is a prop, a copy of the value the parent passes (`let \(base)`); to write the parent's "
                + "storage, list `\(base)` under `bindings:` and pass it `$` from the parent's holder (`\(base): $x`)"
        }
        return "a binding ($x) shares a holder's storage; declare `\(base)` under state:"
    }

    /// `$accent` of an `@Environment` holder: a view reads its environment and cannot write it,
    /// and Swift declares no `$accent` for it (§17). An object's fields bind: `$library.books`.
    static func environmentBinding(_ name: String, of holder: HolderDecl, at location: Location) -> Diagnostic {
        let base = holder.name, key = holder.initial.source
        guard holder.kind == .environment, key.first?.isLowercase == true else {
            return Diagnostic("'\(name)' is no binding: \(base) is an object from the environment, whose fields bind, not the object", at: location,
                              hint: "bind one of its fields, `\(name).field`, as `Bindable(\(base)).field` gives")
        }
        return Diagnostic("'\(name)' is no binding: \(base) is an @Environment value, which a view reads and cannot write; Swift: cannot find '\(name)' in scope", at: location,
                          hint: "keep the value in state in the view that sets it (`state: { \(key): … }` beside `environment: { \(key): \(key) }`) and pass its `$\(key)` to a binding prop of this view (`bindings: [\(key)]`); "
                              + "or keep it in an @Observable model placed with `environment-model:` and bind its field, `$model.\(key)`")
    }

    /// `e`, where a range may stand (a for-each's data, the base of `count`): its bounds are checked.
    mutating func check(_ e: Expr, rangeAllowed: Bool, visible: [String], in component: ComponentDecl) {
        // `items.indices` where a range may stand: only its list is checked.
        if rangeAllowed, let list = Ranges.indicesBase(e) { return check(list, visible: visible, in: component) }
        guard rangeAllowed, let (a, b, _) = Ranges.parts(e) else { return check(e, visible: visible, in: component) }
        check(a, visible: visible, in: component)
        check(b, visible: visible, in: component)
    }

    mutating func check(_ e: Expr, visible: [String], in component: ComponentDecl) {
        if let problem = viewSelfProblem(e, visible: visible, in: component) { return report(problem) }
        if !throwingMethods.isEmpty, case .call(_, let name, _) = e.kind, triedDepth == 0, throwingMethods.contains(name) {
            report(TriedCalls.untried(e))
        }
        switch e.kind {
        case .unary(let op, let x) where TriedCalls.marks(op):
            if op == TriedCalls.tries && !throwsAllowed { report(TriedCalls.unhandled(e, inPartialCatch: partialCatches > 0)) }
            // `try? parse(s) ?? 0` covers the `??`: Swift makes the whole an optional (§80).
            if op == TriedCalls.swallows, case .binary("??", let a, let b) = x.kind {
                report(Diagnostic("`\(e.source)`: `try?` covers the whole `??`, so its value is an optional", at: e.location,
                                  hint: "write `(try? \(a.source)) ?? \(b.source)`: the fallback when the call throws"))
            }
            triedDepth += 1
            check(x, visible: visible, in: component)
            triedDepth -= 1
        case .int, .string, .bool, .null: break
        case .name(let name):
            // `$0` in a binding's setter is its argument, not a binding.
            if name.startsWithDollar && !visible.contains(name) {
                checkBinding(name, at: e.location, in: component)
            } else if !visible.contains(name), spec.model(named: name) != nil {
                // A type where a value goes (`count = Counter`): Swift has no value here, only the type.
                report(Diagnostic("'\(name)' is a model type, not a value", at: e.location,
                                  hint: "build one with \(name)(…), or read its count as \(name).creations"))
            } else if name == "presentationMode", !visible.contains(name) {
                report(Self.presentationMode(at: e.location))
            } else if !visible.contains(name) && declaredComponent(named: name) == nil
                        && name != "Task" && AsyncMeasure.names(of: name) == nil
                        // A holder declared with an invisible character in its name has its own error.
                        && !visible.contains(where: { $0.firstInvisible != nil && $0.invisiblesRemoved == name }) {
                let later = component.holder(named: name) != nil
                // `x += 1; var x = 0`: a local of this block, declared below its use.
                if !later, laterStatements.contains(where: { $0.declaresLocal && $0.declaredNames.contains(name) }) {
                    report(Diagnostic("use of local variable '\(name)' before its declaration", at: e.location,
                                      hint: "a local exists from its `let` or `var` on: move the declaration above this use"))
                    break
                }
                // Split out: one chain of ?? this long takes the type checker too long.
                let scopeHint = containerNameHint(name, in: component) ?? rowEditNameHint(name)
                report(Diagnostic(
                    later ? "'\(name)' is declared after the holder that uses it" : "'\(name)' is not defined in \(component.name)",
                    at: e.location,
                    hint: later ? "holders are set up in order; move '\(name)' up"
                        : scopeHint ?? quotedHint(name, at: e.location) ?? environmentHint(for: name)
                            ?? [("error", Self.caughtErrorHint), ("Optional", Parser.castHint), ("Int", Parser.typeNameHint),
                                ("String", Parser.typeNameHint), ("Bool", Parser.typeNameHint)].first { $0.0 == name }?.1
                            ?? SpecDecoder.observerValueHint(name, visible: visible)
                            ?? Suggestion.hint(for: name, in: visible + spec.models.map(\.name), known: "names in scope")))
            }
        case .member(let base, let field):
            if case .name(ScenePhase.typeName) = base.kind {
                // `.background`: a case of ScenePhase (§41), or written `.all`, of a declared enum (§92).
                let implicit = e.source.hasPrefix(".") && !spec.enumsWithCase(field).isEmpty
                if ScenePhase(rawValue: field) == nil, !implicit {
                    report(e.source.hasPrefix(".") && !spec.enums.isEmpty ? ImplicitMember.unknown(field, in: spec.enums, at: e.location)
                                                                          : ScenePhase.unknown(field, at: e.location,
                                                                              implicit: e.source.hasPrefix(".") && !spec.components.contains(where: \.holdsScenePhase)))
                }
            } else if case .name(let type) = base.kind, !visible.contains(type), let decl = spec.enumType(named: type) {
                // `Filter.all`: a case of a declared enum (§92).
                if !decl.has(field) { report(decl.unknown(field, at: e.location)) }
            } else if case .name(let type) = base.kind, !visible.contains(type),
               spec.model(named: type) != nil || declaredComponent(named: type) != nil
                || type == "Task" || AsyncMeasure.names(of: type) != nil {
                checkStatic(type, field, at: e.location)
            } else if case .name(let n) = base.kind, n.startsWithDollar, !visible.contains(n) {
                // `$model.field`: a binding into a prop's or a holder's model.
                check(Expr(.name(String(n.dropFirst())), at: base.location, source: String(n.dropFirst())),
                      visible: visible, in: component)
            } else if field == Ranges.indices {
                // A Range<Int>, where Swift's Range is not an Array (`{items.indices}`, `==`).
                report(Ranges.misplaced(e))
                check(base, visible: visible, in: component)
            } else {
                check(base, rangeAllowed: Ranges.takesRange(e) != nil, visible: visible, in: component)
            }
        case .unary(_, let x): check(x, visible: visible, in: component)
        case .binary(let op, _, _) where Ranges.operators.contains(op):
            report(Ranges.misplaced(e))
            check(e, rangeAllowed: true, visible: visible, in: component)
        case .binary("is", let a, let b):
            // Only the error a `catch` took has a type to test (§75.5).
            // A name not in scope is reported once, as such, by the check of `a`.
            let unknown = if case .name(let n) = a.kind { !visible.contains(n) } else { false }
            if !unknown, let wrong = CaughtErrors.typeTest(a, b, constants: caughtErrors, declared: declaredErrorTypeNames) { report(wrong) }
            check(a, visible: visible, in: component)
        case .binary(let op, let a, let b) where (op == "==" || op == "!=") && (isCaught(a) || isCaught(b)):
            // `e == SaveError.taken`: a case compared with a constant `catch let e as SaveError` bound (§81).
            let (constant, other) = isCaught(a) ? (a, b) : (b, a)
            if let wrong = CaughtErrors.comparisonProblem(e, constant: constant.source, typed: caughtTypes[constant.source], with: other,
                                                          errorType: { declaredErrorType(named: $0) }) {
                report(wrong)
            }
            if CaughtErrors.namesCase(other) != nil { break }
            check(other, visible: visible, in: component)
        case .binary(_, let a, let b), .index(let a, let b):
            check(a, visible: visible, in: component)
            check(b, visible: visible, in: component)
        case .conditional(let c, let a, let b):
            for x in [c, a, b] { check(x, visible: visible, in: component) }
        case .list(let items): for x in items { check(x, visible: visible, in: component) }
        case .call(let base?, let name, let args) where ListClosure.method(name, args) != nil:
            // A range's `filter` is Swift's, an array of the Ints kept (`(0..<n).filter { … }`).
            check(base, rangeAllowed: true, visible: visible, in: component)
            // The closure's body sees the element `$0` beside the names of the scope.
            guard let body = ListClosure.predicate(of: e) else { return report(ListClosure.notAClosure(e)) }
            if ListClosure.method(name, args) == .removeAll {
                report(Diagnostic("\(e.source.quotable) changes the list; it belongs in an action, not in a value", at: e.location,
                                  hint: "a button's action can run it: `action: \(e.source.quotable)`"))
            }
            check(body, visible: visible + [ListClosure.element, ListClosure.elementName(of: e)], in: component)
        case .call(let base?, let name, let args) where PairClosure.method(name, args) != nil:
            checkPairClosure(e, base: base, visible: visible, in: component)
        case .call(let base?, Methods.trimming, _):
            // The argument names a character set, no value of the scope.
            check(base, visible: visible, in: component)
            if case .failure(let mistake) = Methods.characterSet(of: e) { report(mistake) }
        case .call(let base, let name, let args):
            args.forEach { check($0.value, visible: visible, in: component) }
            if let base {
                check(base, rangeAllowed: Ranges.takesRange(e) != nil, visible: visible, in: component)
                // `presentationMode.wrappedValue.dismiss()`: one error, the one about presentationMode.
                if Self.rootName(of: base) == "presentationMode", !visible.contains("presentationMode") { return }
                // A model's method gives a value only if it declares one (§62).
                if declaresMethod(name), !Methods.mutating.contains(name) {
                    guard declaresValueMethod(name) else {
                        return report(Diagnostic("\(e.source.quotable) runs a method, an action; it belongs in a button's action, not in a value",
                                                 at: e.location, hint: "a method gives a value when it declares one, `\(name)() -> Int`, and returns it; or compute it in a `computed:` property"))
                    }
                    return checkValueCall(e)
                }
                if name != TaskHandles.cancel { checkMethod(name, of: e, in: component) }
            }
            if base == nil, visible.contains(name), declaresValueMethod(name), !component.props.contains(where: { $0.name == name }) {
                // `total()` in a model's method: another method of the model, for its value (§62).
                checkValueCall(e)
            } else if base == nil, GlobalFunctions.names.contains(name) {
                if let mistake = GlobalFunctions.formMistake(name, args.map(\.label), e) { report(mistake) }
            } else if base == nil, Methods.conversions.contains(name) {
                if args.count != 1 || args[0].label != nil {
                    report(Diagnostic("\(e.source.quotable) does not match \(name)(_:)", at: e.location,
                                      hint: name == Methods.integer ? Methods.integerHint : "String(n) is the text of an Int or a Bool, e.g. String(count)"))
                }
            } else if base == nil, declaredRequest(named: name) != nil {
                report(Diagnostic("\(e.source.quotable) is a request, which needs `await`", at: e.location,
                                  hint: "write `await \(e.source)` inside `Task { }` or a `task:` action"))
            } else if base == nil, !visible.contains(name), name != "dismiss", name != "dismissSearch" {
                // `round(x)`: a function Swift has and the language does not, rather than a closure.
                report(Diagnostic("\(name)(…) is not a function of the expression language, in \(e.source.quotable)",
                                  at: e.location, hint: GlobalFunctions.summary))
            } else if base == nil || Methods.mutating.contains(name) || name == TaskHandles.cancel {
                report(Diagnostic("\(e.source.quotable) runs an action; it belongs in a button's action, not in a value",
                                  at: e.location, hint: "action: \(e.source.quotable)"))
            }
        case .closure:
            report(Diagnostic("a closure can only be passed to a child, as an argument", at: e.location,
                              hint: "for example `- Row: { onLike: \"{ likes += 1 }\" }`"))
        case .customBinding(let literal):
            checkCustomBinding(literal, visible: visible, in: component)
        case .interpolation(let parts):
            for case .expr(let x) in parts { check(x, visible: visible, in: component) }
        case .construct(let type, let args):
            // By index: a copy of an argument (a label and an expression) is a call to copy each.
            for a in args.indices { check(args[a].value, visible: visible, in: component) }
            checkConstruction(type, args, at: e.location)
        }
    }

    /// Whether `e` is the constant of a `catch` around it.
    func isCaught(_ e: Expr) -> Bool { if case .name(let n) = e.kind { caughtErrors.contains(n) } else { false } }
}
