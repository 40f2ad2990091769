/// Finds what in the exported part of a spec has no faithful SwiftUI form, or would not compile,
/// and says so at its place in the spec: wrong code is worse than no code.
struct SwiftFormCheck {
    let plan: ExportPlan
    let types: TypeInference
    /// Type names the generated app itself declares.
    let generatedTypes: [String]
    private(set) var problems: [Diagnostic] = []
    /// The component whose body is being checked: the holders a `$name` may name.
    private var checking: ComponentDecl?

    init(plan: ExportPlan, types: TypeInference, generatedTypes: [String]) {
        self.plan = plan
        self.types = types
        self.generatedTypes = generatedTypes
        checkTypeNames()
        for component in plan.components { check(component) }
        checkModelFields()
        checkExpectedErrors()
    }

    mutating func fail(_ message: String, at location: Location, hint: String? = nil) {
        problems.append(Diagnostic(message, at: location, hint: hint))
    }

    mutating func fail(_ problem: Diagnostic) { problems.append(problem) }

    /// What each struct model conforms to, from the fields' inferred types.
    var structs: SwiftRequirements.Structs { types.structs }

    private mutating func checkTypeNames() {
        let declared = plan.spec.models.map { ($0.name, $0.location) } + plan.spec.enums.map { ($0.name, $0.location) }
            + plan.spec.errorTypes.map { ($0.name, $0.location) } + plan.components.map { ($0.name, $0.location) }
        let taken = SwiftNames.reservedTypes.union(generatedTypes).union(plan.slots.map { plan.protocolName(of: $0) })
        // SwiftUI's other views (SwiftNames.swiftUIViews) were refused by the check already.
        for (name, location) in declared where taken.contains(name) {
            problems.append(SwiftNames.shadowing(name, at: location))
        }
    }

    private mutating func check(_ component: ComponentDecl) {
        checking = component
        defer { checking = nil }
        let env = types.scope(of: component)
        for prop in component.props where prop.name == "body" {
            fail("a prop named 'body' would clash with the view's body", at: prop.location)
        }
        // Once a component: asked of each holder, the set made the check quadratic in the holders.
        let holderNames = Set(component.holders.map(\.name))
        for holder in component.holders {
            check(holder, in: component, holderNames: holderNames, env: env)
        }
        if let slot = component.slots.first, !plan.genericParameters(of: component.name).isEmpty {
            // Its parent would have to name every generic argument, the content's included (§48).
            fail("\(component.name) takes content and shows a view a scenario's `use:` binds: Swift cannot name its type",
                 at: slot.location, hint: "bind the view in the content its parent passes, or export a scenario without `use:`")
        }
        for compared in component.equatable ?? [] {
            if let t = env[compared.name], let problem = SwiftRequirements.equatableProp(compared.name, t, at: compared.location, structs: structs) { fail(problem) }
        }
        for (parts, env) in types.scopedParts(of: component.body, in: env) {
            parts.expressions.forEach { check($0, env: env) }
            for label in parts.texts + parts.buttons { checkLabel(label, env: env) }
            for action in parts.actions {
                action.statements.forEach { check($0, in: component, env: types.scope(of: action, in: env)) }
            }
            for child in parts.children {
                check(child, in: component, env: env)
                checkHashable(child.modifiers.navigationDestinations)
            }
            // Where the inference tells the item's type, what `spec check` asks where it is certain.
            for bound in parts.scoped.map(\.bound) {
                switch bound {
                case .pushedItem(let binding):
                    ScreenTypeRules.unhashablePushedItem(types.type(of: binding, in: env), at: binding.location, in: plan.spec, structs: structs).map { problems.append($0) }
                case .item(let binding):
                    ScreenTypeRules.unidentifiableItem(types.type(of: binding, in: env), at: binding.location, in: plan.spec).map { problems.append($0) }
                case .data, .type:
                    break
                }
            }
            for control in parts.controls {
                problems += ControlFormCheck(types: types).problems(control, in: component, env: env)
            }
            if let s = parts.switchOver { problems += ControlFormCheck(types: types).problems(s, env: env) }
            if let loop = parts.loop { check(loop, env: env) }
            if let stack = parts.stack { check(stack) }
        }
    }

    /// `navigationDestination(for:)` takes a Hashable type. A path of several types is a
    /// `NavigationPath` (TypeInference), whose uses the expressions below check.
    private mutating func check(_ stack: NavigationStackDecl) { checkHashable(stack.destinations) }

    private mutating func checkHashable(_ destinations: [DestinationDecl]) {
        problems += destinations.compactMap { ScreenTypeRules.unhashableDestination($0, in: plan.spec, structs: structs) }
    }

    /// A value stored where its type is known: a list stored into a `NavigationPath` is appended
    /// value by value, so its values may have different types, each one Hashable.
    mutating func check(_ value: Expr, storedAs type: SwiftType?, env: [String: SwiftType]) {
        guard type == .navigationPath, case .list(let items) = value.kind else { return check(value, env: env) }
        for item in items {
            check(item, env: env)
            checkPushed(item, env: env)
        }
    }

    /// `ForEach` identifies rows by a key path of the element, which must be `Hashable`.
    private mutating func check(_ loop: ForEachDecl, env: [String: SwiftType]) {
        if let t = types.type(of: loop.items, in: env), !t.isList {
            fail("ForEach shows a list; \(loop.items.source.quotable) is \(t)", at: loop.items.location)
        }
        if let problem = ForEachForm.notAKeyPath(loop) { return fail(problem) }
        if let problem = SwiftRequirements.indexOverBinding(loop) { return fail(problem) }
        let inner = types.loopScope(loop, in: env)
        check(loop.id, env: inner)
        if let t = types.type(of: loop.id, in: inner), !types.conforms(t, hashable: true) {
            fail("ForEach needs Hashable ids; \(loop.id.source.quotable) is \(t)\(t.isEquatable ? "" : ", a class compared by identity")",
                 at: loop.id.location, hint: "identify rows by one of its fields")
        }
    }

    private mutating func check(_ holder: HolderDecl, in component: ComponentDecl, holderNames: Set<String>, env: [String: SwiftType]) {
        if holder.name == "body" { fail("a holder named 'body' would clash with the view's body", at: holder.location) }
        check(holder.initial, storedAs: env[holder.name], env: env)
        let readsHolder = holder.initial.names.first { holderNames.contains($0.0) }
        let readsAny = plan.spec.names(readBy: holder.initial).first { plan.spec.model(named: $0.0) == nil }
        let type = env[holder.name]
        switch holder.kind {
        case .state:
            if let (name, location) = readsAny { problems.append(SwiftNames.inlineStateReads(name, holder: holder.name, at: location)) }
        case .environment, .environmentObject, .appStorage, .sceneStorage, .focusState:
            break
        case .stateInInit, .lazyState, .stateObject, .observedObject, .constant:
            if let (name, location) = readsHolder {
                problems.append(SwiftNames.holderReadInInit(name, holder: holder.name,
                                                            environment: component.holder(named: name)?.kind == .environment, at: location))
            }
        case .memo:
            for d in holder.dependencies {
                check(d, env: env)
                if let t = types.type(of: d, in: env), let problem = SwiftRequirements.memoDependency(d, t, structs: types.structs) { fail(problem) }
            }
        }
        if holder.kind == .lazyState && !plan.toolchain.hasStateMacro {
            fail("`@LazyState` needs Point-Free's swiftui-lazy-state, which needs Xcode 27", at: holder.location,
                 hint: "set `toolchain: xcode27`, or export the scenarios that use it with --toolchain xcode27")
        }
        if [.lazyState, .stateObject, .observedObject].contains(holder.kind), let type, !type.isModel {
            let form = holder.kind == .lazyState ? "`@LazyState`" : holder.kind == .stateObject ? "`@StateObject`" : "`@ObservedObject`"
            fail("\(form) holds a class; '\(holder.name)' is \(type)", at: holder.initial.location,
                 hint: "hold a model here, or use `state:` for a value")
        }
    }

    /// What Swift's type checker would reject.
    mutating func check(_ e: Expr, env: [String: SwiftType]) {
        let types = self.types
        let type = { (x: Expr) in types.type(of: x, in: env) }
        // What a `.`, a call or an index finds on `x`, within an optional chain too (§66).
        let link = { (x: Expr) in types.rules.linkType(of: x, in: env) }
        switch e.kind {
        case .int, .string, .bool, .null, .name: break
        case .member(let base, let field):
            if case .name(let name) = base.kind, env[name] == nil, plan.spec.component(named: name) != nil {
                fail("\(e.source.quotable) is a measure of the spec; the app has no such value to show or use", at: e.location,
                     hint: "check it with `assert:`, which the export writes as a comment in the UI test")
                return
            }
            if base.isBinding, case .name(let n) = base.kind {
                // `$x.field` needs x to be a prop (declared @Bindable) or a state holder.
                let x = String(n.dropFirst())
                if let kind = checking?.holder(named: x)?.kind, SwiftRequirements.hasNoProjection(kind) {
                    return fail(SwiftRequirements.noProjection(e, of: x, kind: kind))
                }
                // A struct's binding (a state, a binding prop, a for-each's `$item`) projects its
                // fields; a row's element over values is a constant, with no `$item` (§34).
                if case .value(let type)? = env[x] {
                    if let c = checking, ForEachForm.bindsRowElement(x, in: c) {
                        fail(SwiftRequirements.rowValueProjection(e, of: x, type: type, loops: c.body.allLoops.filter { $0.variable == x && !$0.items.isBinding }))
                    }
                    return
                }
                // `$item.count` of a class element over a binding: `Binding`'s dynamicMember
                // subscript takes a `WritableKeyPath`, which a class's `ReferenceWritableKeyPath`
                // is (§34.2); a plain class's field is refused before, as any binding into it is.
                if let c = checking, case .model(let type)? = env[x], ForEachForm.bindsElementBinding(x, in: c),
                   plan.spec.model(named: type)?.kind != .class {
                    return
                }
                // A row's element or a presented item: `@Bindable var item = item` in the closure
                // binds an @Observable model's fields; an ObservableObject has no such form (§34, §22).
                if let c = checking, case .model(let type)? = env[x] {
                    let row = ForEachForm.bindsRowElement(x, in: c)
                    if row || ElementParts.isPresentedItem(x, in: c) {
                        switch plan.spec.model(named: type)?.kind {
                        case .observable?: return
                        case .observableObject?: return fail(SwiftRequirements.rowObjectProjection(e, of: x, type: type, presented: !row))
                        default: break
                        }
                    }
                }
                // Held by this view where Swift projects its fields (SwiftRequirements.projectsFields), or a prop (@Bindable).
                let held = checking.map { c in
                    c.props.contains { $0.name == x } || c.holder(named: x).map { SwiftRequirements.projectsFields.contains($0.kind) } == true
                } ?? false
                if !held || env[x]?.isModel != true {
                    fail("\(e.source) needs '\(x)' to be a model held in a prop or in state", at: e.location,
                         hint: "Swift makes $x.field from `@Bindable var x` or `@State var x`")
                }
                return
            }
            check(base, env: env)
            switch link(base) {
            case .model?, .modelType?, .value?, nil: break
            case .task? where field == TaskHandles.value, .optional(.task?)? where field == TaskHandles.value: break
            case .list? where field == "count" || field == "isEmpty" || field == Ranges.indices || Methods.ends.contains(field),
                 .string? where field == "count" || field == "isEmpty",
                 .navigationPath? where field == "count" || field == "isEmpty": break
            case let t?: fail("\(base.source.quotable) is \(t), which has no field '\(field)'", at: e.location)
            }
        case .unary(OptionalChaining.bind, let x):
            check(x, env: env)
            if let t = type(x), DeclaredTypes.isPlain(t) { fail("cannot use optional chaining on non-optional value of type '\(t)'", at: e.location) }
        case .unary(let op, let x) where TriedCalls.marks(op): check(x, env: env)
        case .unary(let op, let x):
            check(x, env: env)
            let want: SwiftType = op == "!" ? .bool : .int
            if let t = type(x), t != want { fail("Swift cannot apply '\(op)' to \(t)", at: e.location) }
        case .binary(let op, let a, let b):
            check(a, storedAs: op == "==" || op == "!=" ? type(b) : nil, env: env)
            check(b, storedAs: op == "==" || op == "!=" ? type(a) : nil, env: env)
            guard let ta = type(a), let tb = type(b) else { return }
            // `phase == .active`, written as it is: Swift takes the case of the other side's type (§92).
            if op == "==" || op == "!=", types.rules.implicitCase(a, fits: tb) || types.rules.implicitCase(b, fits: ta) { return }
            let fits: Bool
            if op == "==" || op == "!=", let problem = SwiftRequirements.equality(e, ta, tb, structs: structs) { return fail(problem) }
            switch op {
            case "==", "!=":
                // `x == nil` compiles for any optional, `Equatable` or not (`_OptionalNilComparisonType`).
                let againstNil = [a, b].contains { if case .null = $0.kind { return true } else { return false } }
                fits = ta.merged(with: tb) != nil && (ta.isEquatable || ta.isModel || againstNil)
            case "&&", "||": fits = ta == .bool && tb == .bool
            case "??":
                if case .optional(let wrapped) = ta { fits = wrapped.map { tb.merged(with: $0) != nil } ?? true }
                else { fits = false }
            case "+":
                if ta.isList && tb.isList { fits = ta.merged(with: tb) != nil }
                else { fits = ta == tb && (ta == .int || ta == .string) }
            case "<", "<=", ">", ">=": fits = ta == tb && (ta == .int || ta == .string)
            default: fits = ta == .int && tb == .int
            }
            if !fits { fail("Swift cannot apply '\(op)' to \(ta) and \(tb) in \(e.source.quotable)", at: e.location) }
        case .conditional(let c, let a, let b):
            check(c, env: env)
            check(a, storedAs: type(b), env: env)
            check(b, storedAs: type(a), env: env)
            if let t = type(c), t != .bool { fail("Swift needs a Bool before '?'; \(c.source.quotable) is \(t)", at: c.location) }
            if let ta = type(a), let tb = type(b), ta.merged(with: tb) == nil {
                fail("Swift's '?:' needs both branches of one type; \(a.source.quotable) is \(ta) and \(b.source.quotable) is \(tb)",
                     at: e.location)
            }
        case .construct(_, let args): args.forEach { check($0.value, env: env) }
        case .list(let items):
            items.forEach { check($0, env: env) }
            let known = items.compactMap(type)
            if let first = known.first, known.contains(where: { $0.merged(with: first) == nil }) {
                fail("a Swift array holds one type; \(e.source.quotable) mixes them", at: e.location)
            }
        case .index(let base, let index):
            check(base, env: env)
            check(index, env: env)
            if let t = link(base), !t.isList {
                fail("Swift cannot index \(base.source.quotable), a \(t)", at: e.location,
                     hint: t == .navigationPath ? "a NavigationPath is type-erased: it counts its values but does not give them back; read them in the destinations" : nil)
            }
            if let t = type(index), t != .int { fail("a Swift array index is an Int; \(index.source.quotable) is \(t)", at: e.location) }
        case .call(let base, let name, let args):
            args.forEach { check($0.value, env: env) }
            if let base { check(base, env: env) }
            if let base, link(base) == .navigationPath { checkNavigationPathCall(e, on: base, env: env) }
            else if let base, name == TaskHandles.cancel, case .task? = type(base)?.unwrapped {
                break   // a kept task's cancel() (§63)
            }
            else if let base, let model = link(base)?.declaringModel, types.plan.spec.model(named: model)?.method(named: name) != nil {
                break   // a method the model declares, its labels checked before the run (§62, a struct's §65)
            }
            // An IndexSet's Sequence methods are a list's (§43).
            else if let base, let t = link(base)?.asSequence, !t.isList, !(name == "toggle" && t == .bool),
                    !(t == .string && (Methods.stringSignatures[name] != nil || Methods.stringChanging[name] != nil)) { fail("\(base.source.quotable) is \(t), which has no method in \(e.source.quotable)", at: e.location) }
        case .closure:
            break   // its statements are checked as an action of the element that passes it
        case .customBinding(let literal):
            // The getter is checked here; the setter's statements as an action of the element.
            if case .closures(let getter, _, _) = literal.form { check(getter, env: env) }
            if case .constant(let value) = literal.form { check(value, env: env) }
        case .interpolation(let parts): for case .expr(let x) in parts { check(x, env: env) }
        }
    }

    /// A value put on a NavigationPath, which holds Hashable values.
    private mutating func checkPushed(_ value: Expr, env: [String: SwiftType]) {
        if let t = types.type(of: value, in: env), !types.conforms(t, hashable: true) {
            fail("a NavigationPath holds Hashable values; \(value.source.quotable) is \(t)", at: value.location,
                 hint: "push a value that identifies it, such as an Int id")
        }
    }

    /// A NavigationPath appends and removes from its end (Apple: `append(_:)`, `removeLast(_:)`);
    /// it has no `contains`, `insert` or removal in the middle.
    private mutating func checkNavigationPathCall(_ e: Expr, on base: Expr, env: [String: SwiftType]) {
        guard case .call(_, let name, let args) = e.kind else { return }
        switch name {
        case "append":
            if let value = args.first?.value { checkPushed(value, env: env) }
        case "removeLast":
            break
        case "remove":
            fail("a NavigationPath removes values from its end only", at: e.location,
                 hint: "write `\(base.source).removeLast()`, or assign the path anew")
        case "removeAll":
            fail("a NavigationPath has no removeAll()", at: e.location,
                 hint: "write `\(base.source).removeLast(\(base.source).count)`, or `\(base.source) = []`")
        default:
            fail("a NavigationPath has no \(name)(…): it is type-erased, so it does not give its values back", at: e.location,
                 hint: "a NavigationPath counts, appends and removes from its end; keep a list of its values beside it to ask more")
        }
    }

    /// A UI test can say something true of two kinds of expected error only: a screen that never
    /// settles is SwiftUI rendering on and on, with the app still running; a trap (a missing
    /// environment object, a `try!` that throws, an index out of range) stops the app. A missing
    /// button or a division by zero has no such check.
    private mutating func checkExpectedErrors() {
        for scenario in plan.scenarios {
            if let error = scenario.expectedError, !error.contains("never settles"), !UITestWriter.isTrap(error) {
                fail("a UI test cannot check the expected error \"\(error)\"", at: scenario.expectedErrorLocation ?? scenario.location,
                     hint: "the export writes a UI test for \"the screen never settles\", where SwiftUI keeps rendering, and for the traps "
                        + "that stop the app: a missing environment object, a `try!` whose call throws, and an index out of range")
            }
        }
    }

    /// Every field of a model the app uses needs a type.
    private mutating func checkModelFields() {
        for model in plan.spec.models where usedModels.contains(model.name) {
            for field in model.fields where types.fields[model.name]?[field.name] == nil {
                fail("cannot tell the Swift type of \(model.name)'s field '\(field.name)'", at: field.location,
                     hint: "give it a default, or build the model with a value for it")
            }
            // A struct stores its fields inline: one that holds itself, directly or through another
            // struct or an optional, would be infinitely large, and Swift refuses it.
            guard model.kind == .struct else { continue }
            for field in model.fields {
                guard let t = types.fields[model.name]?[field.name], holdsInline(model.name, in: t, seen: []) else { continue }
                fail("\(model.name)'s field '\(field.name)' holds a \(model.name) inside it, and a struct cannot contain itself",
                     at: field.location,
                     hint: "Swift refuses a value type that recursively contains itself; hold a list of them (`[\(model.name)]`), or make \(model.name) a class model")
            }
        }
    }

    /// Whether a value of type `t` stores a `name` struct inline: itself, in an optional, or in
    /// a struct field of its own (a list's elements live in its buffer, not inline).
    private func holdsInline(_ name: String, in t: SwiftType, seen: Set<String>) -> Bool {
        switch t {
        case .value(let inner):
            if inner == name { return true }
            guard !seen.contains(inner), let fields = types.fields[inner] else { return false }
            return fields.values.contains { holdsInline(name, in: $0, seen: seen.union([inner])) }
        case .optional(let wrapped?): return holdsInline(name, in: wrapped, seen: seen)
        default: return false
        }
    }

    /// Models the exported components name or build.
    var usedModels: Set<String> { SwiftFormCheck.usedModels(plan) }

    static func usedModels(_ plan: ExportPlan) -> Set<String> {
        var used: Set<String> = []
        func visit(_ e: Expr) {
            switch e.kind {
            case .int, .string, .bool, .null: break
            case .name(let n): if plan.spec.model(named: n) != nil { used.insert(n) }
            case .member(let base, _): visit(base)
            case .unary(_, let x): visit(x)
            case .binary(_, let a, let b): visit(a); visit(b)
            case .construct(let m, let args): used.insert(m); args.forEach { visit($0.value) }
            case .list, .index, .call, .closure, .customBinding, .interpolation, .conditional: e.kind.subexpressions.forEach(visit)
            }
        }
        for component in plan.components {
            for holder in component.holders { visit(holder.initial); holder.dependencies.forEach(visit) }
            for parts in ElementParts.all(component.body) {
                parts.expressions.forEach(visit)
                parts.actions.flatMap(\.statements).flatMap(\.flattened).flatMap(\.expressions).forEach(visit)
            }
        }
        return used
    }
}
