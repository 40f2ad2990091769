/// What an element or an expression uses a value for, where the value's type is certain before a
/// run (DeclaredTypes): a condition that is not a Bool, a list that is not one, a control bound to
/// another type than it edits, an operator or a member the type does not have. Each stops the run
/// when it is reached, with the run's own message, and Swift refuses each (docs/semantics.md §28).
extension TypeCheck {
    /// A value's type where it is certain and one Swift never converts: Int, String, Bool, a model.
    private func plain(_ e: Expr, in env: DeclaredTypes.Names) -> SwiftType? {
        rules.type(of: e, in: env).flatMap { DeclaredTypes.isPlain($0) ? $0 : nil }
    }

    /// An `if:`, `disabled:`, a `for-each:`, a control's binding and options, a presentation's
    /// flag and a switch's cases, as the element uses them.
    func checkKind(of element: Element, in env: DeclaredTypes.Names) {
        switch element {
        case .conditional(let c):
            guard let t = plain(c.condition, in: env), t != .bool else { return }
            report(Diagnostic("an `if:` needs a Bool; \(c.condition.source.quotable) is \(DeclaredTypes.described(t))",
                              at: c.condition.location, hint: Self.comparing(c.condition, t)))
        case .button(_, _, _, let disabled?):
            checkDisabled(disabled, in: env)
        case .forEach(let f):
            if let selection = f.selection { checkSelection(selection, of: f, in: env) }
            // `id: t.title.lowercased()`: ForEach's `id:` is a key path, which computes nothing (§7).
            // A loop variable that is no Swift name has its own error (SpecValidator+Tree.swift).
            if !f.idMissing, SpecValidator.isIdentifier(f.variable), let problem = ForEachForm.notAKeyPath(f) { report(problem) }
            else { checkRowIds(of: f, in: env) }
            checkConstantDuplicates(of: f)
            if let problem = SwiftRequirements.indexOverBinding(f) { report(problem) }
            guard let t = plain(f.items, in: env) else { return }
            report(Diagnostic("`for-each:` needs a list; \(f.items.source.quotable) is \(DeclaredTypes.described(t))",
                              at: f.items.location, hint: t == .int && !f.items.source.hasPrefix("$")
                                  ? "for a row per number, a range: `for-each: 0..<\(f.items.source)` with `id: \\.self`"
                                  : "a list is written [a, b, c]"))
        case .control(let c):
            if let disabled = c.disabled { checkDisabled(disabled, in: env) }
            checkFocus(c, in: env)
            checkObjectFieldBinding(c.binding, in: env)
            guard let t = plain(c.binding, in: env) else { return }
            if let wanted = c.kind.valueType, t.description != wanted {
                let article = wanted == "Int" ? "an" : "a"
                report(Diagnostic("a \(c.words) needs a binding to \(article) \(wanted); \(c.binding.source) is \(DeclaredTypes.described(t))",
                                  at: c.binding.location, hint: c.kind.bindingHint(wanted: wanted, held: t.description, constant: Self.isConstant(c.binding),
                                                                                       passedTo: passingComponent(of: c.binding))))
            } else if c.kind == .picker, let options = c.options, case .list(let offered?)? = rules.type(of: options, in: env),
                      DeclaredTypes.isPlain(offered), offered.merged(with: t) == nil {
                report(Diagnostic("a picker offers \(DeclaredTypes.described(offered)) but its selection \(c.binding.source) is \(DeclaredTypes.described(t))",
                                  at: options.location, hint: "options and selection have one type, as a tag matches the selection's type"))
            }
        case .child(let child):
            if let disabled = child.modifiers.disabled { checkDisabled(disabled, in: env) }
            checkPlacedObjects(child, in: env)
            if let lock = child.modifiers.interactiveDismissDisabled, let t = plain(lock, in: env), t != .bool {
                report(Diagnostic("`interactive-dismiss-disabled:` needs a Bool; \(lock.source.quotable) is \(DeclaredTypes.described(t))",
                                  at: lock.location, hint: Self.comparing(lock, t) + ", as `.interactiveDismissDisabled(_:)` takes a Bool"))
            }
            // `.animation(_:value:)` takes an Equatable value; a class compares by identity (§57).
            if let a = child.modifiers.animation, let t = rules.type(of: a.value, in: env),
               SwiftRequirements.nonConforming(t, structs: structs) != nil {
                report(Diagnostic("`animation:` needs an Equatable value; \(a.value.source.quotable) is \(DeclaredTypes.described(t))",
                                  at: a.value.location, hint: "give it a field of the model, such as `\(a.value.source.quotable).count`, as `.animation(_:value:)` compares values with =="))
            }
            for p in child.modifiers.presentations where !p.isItem {
                guard let t = plain(p.binding, in: env), t != .bool else { continue }
                report(Diagnostic("`is-presented:` needs a Bool binding; \(p.binding.source) is \(DeclaredTypes.described(t))",
                                  at: p.binding.location, hint: p.boolBindingHint))
            }
        case .switchOver(let s):
            guard let t = plain(s.subject, in: env) else { return }
            let before = found.list.count
            for value in s.cases.flatMap(\.values) {
                // `.done` of an enum subject was judged against the subject's type (§92.1).
                if Self.contextualEnum(t) != nil, ImplicitMember.name(of: value) != nil { continue }
                guard let given = plain(value, in: env), given.merged(with: t) == nil else { continue }
                report(Diagnostic("case \(value.source) is \(DeclaredTypes.described(given)) but the switch's value \(s.subject.source) is \(DeclaredTypes.described(t))",
                                  at: value.location, hint: "every case matches a value of the switch's type"))
            }
            // A `default:` beside a case for every value never shows (§92.7); without one, a value
            // no case lists shows nothing (§13).
            if found.list.count == before, let at = s.otherwiseLocation {
                checkCoverage(s.cases.flatMap(\.values), of: t, default: at, at: s.location)
            }
        default:
            return
        }
    }

    /// `$m.flag` where `m` is a plain prop holding an ObservableObject: a `let` has no projection,
    /// and `@Bindable` takes only @Observable models, so Swift has no such binding (§20).
    private func checkObjectFieldBinding(_ binding: Expr, in env: DeclaredTypes.Names) {
        guard case .member(let base, _) = binding.kind, case .name(let dollar) = base.kind, dollar.hasPrefix("$"),
              let prop = component.props.first(where: { $0.name == String(dollar.dropFirst()) }), !prop.isObserved,
              case .model(let type)? = rules.type(of: Expr(.name(prop.name), at: base.location, source: prop.name), in: env),
              rules.spec.model(named: type)?.kind == .observableObject else { return }
        report(Diagnostic("\(binding.source) needs a binding into \(type), an ObservableObject held in a plain `let`",
                          at: binding.location, hint: "hold it with `observed-object: [\(prop.name)]`, whose $\(prop.name) gives bindings"))
    }

    /// The component, when a control's binding is `$name` of one of its binding props: what its
    /// parents pass decides the type, so the hint points there rather than at a state to declare.
    private func passingComponent(of binding: Expr) -> String? {
        guard case .name(let name) = binding.kind, name.hasPrefix("$"),
              component.props.contains(where: { $0.isBinding && $0.name == name.dropFirst() }) else { return nil }
        return component.name
    }

    /// Whether a control's binding is a custom one written on it, and of which form; nil for any other.
    private static func isConstant(_ binding: Expr) -> Bool? {
        guard case .customBinding(let literal) = binding.kind else { return nil }
        if case .constant = literal.form { return true }
        return false
    }

    /// A list's selection holds the rows' id type, as a tag matches the selection's type (§52).
    private func checkSelection(_ selection: Expr, of loop: ForEachDecl, in env: DeclaredTypes.Names) {
        guard let held = plain(selection, in: env), let id = plain(loop.id, in: rules.loopScope(loop, in: env)),
              held.merged(with: id) == nil else { return }
        report(Diagnostic("a list's selection \(selection.source) is \(DeclaredTypes.described(held)) but its rows' ids are \(DeclaredTypes.described(id))",
                          at: selection.location, hint: "a tap writes the row's id into the selection: hold an optional of the id's type, e.g. `selected: nil`"))
    }

    private func checkDisabled(_ condition: Expr, in env: DeclaredTypes.Names) {
        guard let t = plain(condition, in: env), t != .bool else { return }
        report(Diagnostic("`disabled:` needs a Bool; \(condition.source.quotable) is \(DeclaredTypes.described(t))",
                          at: condition.location, hint: Self.comparing(condition, t)))
    }

    /// "compare it, e.g. `count > 0`": a comparison that makes a Bool of a value of type `t`.
    static func comparing(_ e: Expr, _ t: SwiftType, guarded: Bool = false) -> String {
        let x = e.source.quotable
        let test = t == .int ? "\(x) > 0" : t == .string ? "!\(x).isEmpty" : "\(x) == …"
        return "compare it, e.g. `" + (guarded ? "guard \(test) else { return }" : test) + "`"
    }

    /// A list's or a string's member other than `count` and `isEmpty`, or one of a number or a
    /// flag; a list method called on another type; `contains` of an element of another type.
    func checkMember(_ e: Expr, in env: DeclaredTypes.Names) {
        switch e.kind {
        case .member(let base, let field):
            guard !base.isBinding || ListClosure.isElement(base), let t = rules.linkType(of: base, in: env) else { return }
            // `count?.value` on a count never nil: the chain's own error says it (checkOperator).
            if case .unary(OptionalChaining.bind, let x) = base.kind, plain(x, in: env) != nil { return }
            if Methods.descriptions.contains(field), t.isList || t == .int || t == .bool || t == .string {
                return report(Methods.descriptionNotExpressed(field, of: base, convertible: !t.isList, at: e.location))
            }
            switch t {
            case .list: if field == "count" || field == "isEmpty" || field == Ranges.indices || Methods.ends.contains(field) { return }
            case .string:
                if field == "count" || field == "isEmpty" { return }
                // Swift's `name.first` is a `Character?`, a type the language does not have (§72).
                if Methods.ends.contains(field) {
                    return report(Diagnostic("\(e.source.quotable) is a Character?, which the expression language does not have", at: e.location,
                                             hint: "a list has first and last; test a String's start or end with hasPrefix(_:) or hasSuffix(_:)"))
                }
            case .int, .bool: break
            // `library.books` of an `@Environment(Library.self) var library: Library?` (§17),
            // `selected.name` of a `Book?`, or of a holder only a written `nil` has given a value
            // (a value left out or not parsed has no type): Swift's fix-it is `?.` (§66). A kept
            // task's `value` is §67's, an unwrap the run refuses on nil.
            // `await pending.value` of a `Task<Int, Never>?`, or of a holder a written `nil`
            // began: Swift's fix-it is `?.` too (§67).
            case .optional where Self.isOptionalTask(t) && field == TaskHandles.value:
                return report(Diagnostic("\(base.source.quotable) is \(Self.optionalShown(t)): it has no member 'value' until it is unwrapped", at: e.location,
                                         hint: "write `await \(base.source)?.value`, which gives nil while no task is kept"))
            case .optional(let wrapped) where wrapped.map { $0.isModel || DeclaredTypes.isPlain($0) } ?? (field != TaskHandles.value):
                return report(Diagnostic("\(base.source.quotable) is \(Self.optionalShown(t)): it has no field '\(field)' until it is unwrapped", at: e.location,
                                         hint: OptionalChaining.chained(base: base, field: field)))
            default: return
            }
            report(Diagnostic("\(base.source.quotable) is \(t), which has no field '\(field)'", at: e.location,
                              hint: Methods.memberHint(field, of: base, isList: t.isList, isString: t == .string)))
        case .call(nil, Methods.conversion, let args):
            // `String(n)` of an Int, a Bool or a String: Swift's `String(_:)` takes no optional,
            // list or model (LosslessStringConvertible).
            guard args.count == 1, let given = rules.type(of: args[0].value, in: env),
                  given != .int, given != .bool, given != .string, !args[0].value.isBinding else { return }
            report(Diagnostic("String(_:) takes an Int, a Bool or a String; \(args[0].value.source.quotable) is \(given.isList ? given.description : DeclaredTypes.described(given))",
                              at: e.location, hint: Methods.conversionHint))
        case .call(nil, Methods.integer, let args):
            // `Int(text)` of a String, `Int(n)` of an Int: Swift has no `Int(_:)` of a Bool, an
            // optional, a list or a model (§72).
            guard args.count == 1, let given = rules.type(of: args[0].value, in: env),
                  given != .int, given != .string, !args[0].value.isBinding else { return }
            let hint = if case .optional(.string?) = given { "unwrap it first: `Int(\(args[0].value.source) ?? \"\")`" } else { Methods.integerHint }
            report(Diagnostic("Int(_:) takes a String or an Int; \(args[0].value.source.quotable) is \(given.isList ? given.description : DeclaredTypes.described(given))",
                              at: e.location, hint: hint))
        case .call(let base?, let name, let args) where Methods.ordering.contains(name) && !base.isBinding && PairClosure.method(name, args) == nil:
            // Swift's `sorted()` and `sort()` need `Comparable` elements: of the language's, Ints and Strings (§72).
            guard case .list(let element?)? = rules.linkType(of: base, in: env), element != .int, element != .string else { return }
            report(Diagnostic("\(base.source.quotable) is \(SwiftType.list(element)): \(name)() needs elements Swift can order with <", at: e.location,
                              hint: Methods.sortHint))
        case .call(nil, let name, let args) where GlobalFunctions.names.contains(name):
            // `min(a, b)` of one Comparable type, Int or String; `abs(_:)` of an Int.
            let types = args.map { plain($0.value, in: env) }
            let known = types.compactMap { $0 }
            let fits = name == "abs" ? known.allSatisfy { $0 == .int }
                : known.allSatisfy { $0 == known.first } && known.allSatisfy { $0 == .int || $0 == .string }
            guard !fits else { return }
            let shown = Set(known.map(\.description)).count == 1 ? known[0].description : known.map(\.description).joined(separator: ", ")
            report(GlobalFunctions.mismatch(name, given: shown, e))
        case .call(let base?, TaskHandles.cancel, _) where !base.isBinding && rules.linkType(of: base, in: env).map(Self.isOptionalTask) == true:
            // `pending.cancel()` of a `Task<Void, Never>?`: Swift's fix-it is `?.` (§63).
            report(Diagnostic("\(base.source.quotable) is \(Self.optionalShown(rules.linkType(of: base, in: env)!)): it has no method 'cancel' until it is unwrapped", at: e.location,
                              hint: "write `\(base.source)?.cancel()`, which does nothing while no task is kept"))
        case .call(let base?, let name, _) where name != TaskHandles.cancel && optionalModel(base, calling: name, in: env) != nil:
            // `store.current.rename("x")` of a `Book?`: Swift's fix-it is `?.` (§66).
            let t = optionalModel(base, calling: name, in: env)!
            report(Diagnostic("\(base.source.quotable) is \(Self.optionalShown(t)): it has no method '\(name)' until it is unwrapped", at: e.location,
                              hint: OptionalChaining.chained(base: base, field: "\(name)(…)")))
        case .call(let base?, let name, let args):
            // A name no type has is reported by the check of methods, whatever the base.
            guard Methods.signatures[name] != nil, !base.isBinding || ListClosure.isElement(base),
                  let t = rules.linkType(of: base, in: env) else { return }
            if name == "toggle" {
                // A Bool's one method; no other type has it, an optional Bool included. An
                // environment holder cannot be assigned at all, which its own check says.
                if case .name(let n) = base.kind, component.holder(named: n)?.kind.readsEnvironment == true { return }
                if t != .bool {
                    report(Diagnostic("\(t) has no method 'toggle' in \(e.source.quotable)", at: e.location,
                                      hint: "toggle() flips a Bool"))
                }
            } else if t == .string, let labels = Methods.stringSignatures[name] {
                // The argument of a string method is a String: `name.contains(3)` does not compile.
                guard !labels.isEmpty, name != Methods.trimming, let x = args.first, let given = plain(x.value, in: env), given != .string else { return }
                report(Diagnostic("\(name)(_:) on a String takes a String; \(x.value.source.quotable) is \(DeclaredTypes.described(given))",
                                  at: x.value.location, hint: "for example " + Methods.stringExample(name)))
            } else if t == .string, Methods.stringChanging[name] != nil {
                checkStringChange(e, base: base, name: name, args: args, in: env)
            } else if t == .string || t == .int || t == .bool || (t.isList && Methods.stringOnly.contains(name)) {
                report(Diagnostic("\(t) has no method '\(name)' in \(e.source.quotable)", at: e.location,
                                  hint: t == .string ? Methods.stringSummary
                                      : Methods.stringOnly.contains(name) ? "\(name) is a String's method"
                                      : t == .bool ? "a Bool has toggle()" : "\(name) is a list's method"))
            } else if name == "contains", args.count == 1, case .list(.model(let type)?) = t {
                // contains(_:) needs Equatable elements; a class instance is not (§8).
                report(Diagnostic("missing argument label 'where:' in call", at: e.location,
                                  hint: "contains(_:) takes Equatable elements, and \(base.source.quotable) holds \(type) instances, which Swift compares only by identity: "
                                      + "in an action or an `if:`, write `\(base.source).contains { $0 == \(args[0].value.source) }`, the spec's == of two instances being ==="))
            } else if name == "contains", case .list(let element?) = t, DeclaredTypes.isPlain(element), let x = args.first,
                      let given = plain(x.value, in: env), given.merged(with: element) == nil {
                report(Diagnostic("\(base.source.quotable) is \(t): it cannot contain \(DeclaredTypes.described(given))", at: x.value.location,
                                  hint: "Swift's contains(_:) takes an element of the list's type"))
            } else if name == "removeLast" || name == "removeFirst", args.count == 1, let given = plain(args[0].value, in: env), given != .int {
                report(Diagnostic("\(name)(_:) takes an Int count; \(args[0].value.source.quotable) is \(DeclaredTypes.described(given))",
                                  at: args[0].value.location, hint: "for example \(base.source.quotable).\(name)(2)"))
            }
        default:
            return
        }
    }

    /// The type of `base` when it is an optional of a model class, whose methods Swift calls only
    /// through `?.`; or an optional only a written `nil` has given a value, when `name` is a
    /// model's method (another name is the check of methods' to report).
    private func optionalModel(_ base: Expr, calling name: String, in env: DeclaredTypes.Names) -> SwiftType? {
        guard !base.isBinding, case .optional(let wrapped)? = rules.linkType(of: base, in: env) else { return nil }
        guard let wrapped else { return rules.spec.models.contains { $0.method(named: name) != nil } ? .optional(nil) : nil }
        return wrapped.isModel ? .optional(wrapped) : nil
    }

    /// Whether the type is a kept task's optional, `Task<Void, Never>?`, or an optional a written
    /// `nil` began, which only a task's handle can make `value` and `cancel()` mean anything of.
    private static func isOptionalTask(_ t: SwiftType) -> Bool {
        switch t {
        case .optional(.task?), .optional(nil): true
        default: false
        }
    }

    /// "Book?, an optional", or "an optional" where the wrapped type is not yet known.
    private static func optionalShown(_ t: SwiftType) -> String {
        if case .optional(nil) = t { "an optional" } else { "\(t), an optional" }
    }

    /// An operator over operands of types it does not take, with the run's message
    /// (Evaluator.typeError); an index that is not an Int, or into what is not a list; a division
    /// by the literal 0, which Swift refuses to compile.
    func checkOperator(_ e: Expr, in env: DeclaredTypes.Names) {
        switch e.kind {
        case .unary(OptionalChaining.bind, let x):
            // `store?.count` on a store that is never nil: Swift refuses it (§66).
            guard let t = plain(x, in: env) ?? exportedPlainField(x, in: env) else { return }
            report(OptionalChaining.nonOptional(x, t.description))
        case .unary(let op, let x):
            guard !TriedCalls.marks(op), let t = plain(x, in: env), t != (op == "!" ? .bool : .int) else { return }
            report(Evaluator.typeError(op, t.description, nil, e))
        case .binary(let op, let a, let b) where Ranges.operators.contains(op):
            checkRange(e, op, a, b, in: env)
        case .binary(let op, let a, let b):
            if op == "/" || op == "%", case .int(0) = b.kind {
                return report(Diagnostic("division by zero in \(e.source.quotable)", at: e.location,
                                         hint: "Swift refuses to compile a division by the literal 0, as the run would stop at it"))
            }
            guard let ta = rules.type(of: a, in: env), let tb = rules.type(of: b, in: env) else { return }
            // `phase == .active` where a declared enum has `active` too: the other side's case (§92).
            if op == "==" || op == "!=", rules.implicitCase(a, fits: tb) || rules.implicitCase(b, fits: ta) { return }
            // `[Item] == [Item]` of class instances: Swift's words, shared with the export.
            if op == "==" || op == "!=", let problem = SwiftRequirements.equality(e, ta, tb, structs: structs) { return report(problem) }
            guard let fits = Self.fits(op, ta, tb) else { return }
            guard !fits else { return }
            var error = Evaluator.typeError(op, Self.shown(ta), Self.shown(tb), e)
            // Two enums, or an enum and another type: a case of the one compared with (§92).
            if error.hint == nil, let hint = rules.enumComparisonHint(ta, tb) { error.hint = hint }
            // Swift's fix-it for an optional operand: coalesce it with `??` (§66, §72).
            let left = DeclaredTypes.isPlainOptional(ta)
            if error.hint == nil, left || DeclaredTypes.isPlainOptional(tb) {
                let (x, t) = left ? (a, ta) : (b, tb)
                let unwrapped = "(\(x.source) ?? \(DeclaredTypes.nilFallback(for: t.unwrapped ?? t)))"
                let fixed = left ? "\(unwrapped) \(op) \(b.source)" : "\(a.source) \(op) \(unwrapped)"
                error.hint = "\(x.source.quotable) is \(t), nil when it has no value: unwrap it first, e.g. `\(fixed.quotable)`"
            }
            report(error)
        case .conditional(let c, let a, let b):
            if let t = plain(c, in: env), t != .bool {
                return report(Diagnostic("the condition of `\(e.source.quotable)` must be true or false; `\(c.source.quotable)` is \(DeclaredTypes.described(t))",
                                         at: c.location, hint: Self.comparing(c, t)))
            }
            if let ta = plain(a, in: env), let tb = plain(b, in: env), ta.merged(with: tb) == nil {
                report(Diagnostic("'?:' needs both branches of one type; `\(a.source.quotable)` is \(DeclaredTypes.described(ta)) and `\(b.source.quotable)` is \(DeclaredTypes.described(tb))",
                                  at: e.location, hint: "Swift gives the conditional one type; show both as text with a label, e.g. `{n} items`"))
            }
        case .index(let base, let index):
            guard let t = rules.linkType(of: base, in: env) else { return }
            if DeclaredTypes.isPlain(t) {
                // An IndexSet's subscript takes its own Index, not an Int position (§43).
                if base.isBinding {
                    // `$count[0]`: the binding is to a whole value that has no elements.
                    report(Diagnostic("\(base.source.quotable) binds \(t), which has no elements to bind", at: e.location,
                                      hint: "\(base.source.quotable)[i] binds an element of a list; \(base.source.quotable) binds the whole value"))
                    return
                }
                report(Diagnostic("\(base.source.quotable) is \(t); only a list can be indexed", at: e.location,
                                  hint: t == .indexSet ? "an IndexSet's subscript takes its own index, not an Int: loop over its Ints, `for i in \(base.source) { … }`, read `\(base.source).first`, or hand them to `items.remove(atOffsets: \(base.source))`" : nil))
            } else if t.isList, let i = plain(index, in: env), i != .int {
                report(Diagnostic("a list index must be an Int; \(e.source.quotable) uses \(i)", at: e.location))
            }
        default:
            return
        }
    }

    /// A range of Ints, as the language has them, with bounds in order when both are literals:
    /// `5..<2` traps at its first evaluation in Swift.
    private func checkRange(_ e: Expr, _ op: String, _ a: Expr, _ b: Expr, in env: DeclaredTypes.Names) {
        let ta = plain(a, in: env), tb = plain(b, in: env)
        if (ta != nil && ta != .int) || (tb != nil && tb != .int) {
            return report(Diagnostic("cannot apply '\(op)' to \(ta.map(Self.shown) ?? "Int") and \(tb.map(Self.shown) ?? "Int") in \(e.source.quotable)",
                                     at: e.location, hint: Ranges.intsOnly))
        }
        func literal(_ x: Expr) -> Int? {
            if case .int(let n) = x.kind { return n }
            if case .unary("-", let y) = x.kind, case .int(let n) = y.kind { return -n }
            return nil
        }
        guard let x = literal(a), let y = literal(b), x > y else { return }
        report(Diagnostic("the range \(e.source.quotable) has its lower bound \(x) above its upper bound \(y)", at: e.location,
                          hint: "Swift traps here (Range requires lowerBound <= upperBound); write the smaller bound first"))
    }

    /// Whether `op` takes the two types, as the run's `binary` does; nil where either type, or
    /// the operator, leaves it open (an optional, a closure, a struct compared with `==`).
    private static func fits(_ op: String, _ a: SwiftType, _ b: SwiftType) -> Bool? {
        // A ScenePhase compares with a ScenePhase only: `phase == "background"` does not compile (§41).
        let phase = SwiftType.value(ScenePhase.typeName)
        if op == "==" || op == "!=", a == phase || b == phase, DeclaredTypes.isPlain(a) || a == phase,
           DeclaredTypes.isPlain(b) || b == phase {
            return a == b
        }
        let sure = { (t: SwiftType) in DeclaredTypes.isPlain(t) || t.isList }
        // `current?.pages < 100`: Optional is not Comparable (§66); nor is it a number or a text
        // to add to, `amounts.first + 1` (§72).
        if ["<", "<=", ">", ">=", "+", "-", "*", "/", "%"].contains(op), [a, b].contains(where: DeclaredTypes.isPlainOptional),
           [a, b].allSatisfy({ sure($0) || $0.unwrapped.map(DeclaredTypes.isPlain) == true }) {
            return false
        }
        guard sure(a), sure(b) else { return nil }
        switch (op, a, b) {
        case ("==", _, _), ("!=", _, _):
            // A struct or a class compares with its own type only; whether it compares at all is
            // the run's to say (a struct is Equatable field by field, §28).
            func equatable(_ a: SwiftType, _ b: SwiftType) -> Bool? {
                if a.isNominal || b.isNominal { return a == b ? nil : false }
                return a.merged(with: b) != nil
            }
            // `[1, 2] == ["1"]`: lists compare when their elements do.
            if case .list(let ea?) = a, case .list(let eb?) = b, DeclaredTypes.isPlain(ea), DeclaredTypes.isPlain(eb) {
                return equatable(ea, eb)
            }
            guard DeclaredTypes.isPlain(a), DeclaredTypes.isPlain(b) else { return nil }
            return equatable(a, b)
        case ("+", .int, .int), ("+", .string, .string), ("+", .list, .list): return true
        case ("+", _, _): return false
        case ("-", _, _), ("*", _, _), ("/", _, _), ("%", _, _): return a == .int && b == .int
        case ("<", _, _), ("<=", _, _), (">", _, _), (">=", _, _): return (a == .int && b == .int) || (a == .string && b == .string)
        case ("&&", _, _), ("||", _, _): return a == .bool && b == .bool
        // A left side that is not optional is promoted, as Swift does: its default must be of its type.
        case ("??", _, _): return a.merged(with: b) != nil
        default: return nil
        }
    }

    /// A type as the run's message names it: a list by its element type, as Swift would.
    private static func shown(_ t: SwiftType) -> String {
        if case .list(nil) = t { return "an empty list" }
        return t.description
    }
}
