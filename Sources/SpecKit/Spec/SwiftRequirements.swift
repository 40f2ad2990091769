/// What Swift requires of a value that `==`, a SwiftUI modifier or a property wrapper takes, and
/// what its compiler (Swift 6.3.1) says when a value falls short. The checks before a run
/// (TypeCheck) and the export's (SwiftFormCheck) both take their refusals from here, so that a spec
/// that runs is one whose Swift form compiles, and both say it in the same words (docs/semantics.md §28).
enum SwiftRequirements {
    /// A modifier that compares the value it is given: `Equatable` for `.onChange(of:)` and
    /// `.task(id:)`, `Hashable` for `.id(_:)`.
    enum Comparing {
        case onChange, task, id

        /// The modifier as Swift's diagnostics name it.
        var method: String {
            switch self {
            case .onChange: "onChange(of:initial:_:)"
            case .task: "task(id:priority:_:)"
            case .id: "id"
            }
        }

        /// The modifier as the spec's messages and hints name it.
        var shown: String {
            switch self {
            case .onChange: "onChange(of:)"
            case .task: "task(id:)"
            case .id: ".id"
            }
        }

        var needs: String { self == .id ? "Hashable" : "Equatable" }
    }

    /// What a struct model conforms to, by its name (StructConformance): the export's, from the
    /// fields' types it infers, or the checks' before a run, from those certain there
    /// (DeclaredTypes+Conformance.swift). `.hashable` for a name that is no struct model.
    typealias Structs = (String) -> StructConformance

    /// The type inside `t` that keeps it from being `Equatable` (or `Hashable`): a class instance,
    /// which Swift compares only by identity, a closure, which it does not compare at all, or a
    /// struct that holds one of them, for which Swift synthesizes neither `==` nor `hash(into:)`;
    /// a `NavigationPath` is `Equatable` but not `Hashable`. Nil when `t` conforms.
    static func nonConforming(_ t: SwiftType, hashable: Bool = false, structs: Structs) -> SwiftType? {
        switch t {
        case .model, .modelType, .closure: t
        case .navigationPath: hashable ? t : nil
        case .value(let name): structs(name) < (hashable ? .hashable : .equatable) ? t : nil
        case .list(let element?), .optional(let element?): nonConforming(element, hashable: hashable, structs: structs)
        default: nil
        }
    }

    /// Whether `t` is a struct that conforms to nothing, or a list or an optional of one: what a
    /// hint says of it differs from what it says of class instances.
    private static func holdsStruct(_ t: SwiftType, structs: Structs) -> Bool {
        if case .value? = nonConforming(t, hashable: true, structs: structs) { return true }
        return false
    }

    /// "type '(Int) -> Void' cannot conform to 'Equatable'", as Swift says of a function type.
    private static func cannotConform(_ closure: SwiftType, to needs: String) -> String {
        if case .closure(let parameters) = closure, parameters.contains(where: { $0 == nil }) {
            return "a closure's type cannot conform to '\(needs)'"   // its parameters' types are not known here
        }
        return "type '\(closure)' cannot conform to '\(needs)'"
    }

    /// Swift's error for `lhs == rhs` (or `op`) of two values of type `t`, or nil where it
    /// compiles. One class instance compares, by identity, as the export writes it (`===`); a
    /// list or an optional of them does not, as `Array` and `Optional` are `Equatable` only when
    /// their elements are. For `() -> Void` Swift 6.3.1 words it otherwise ("function produces
    /// expected type 'Void'; did you mean to call it with '()'?": it tries comparing the calls'
    /// results), so the general words for a closure are given. Two structs that are not
    /// `Equatable` get "binary operator '==' cannot be applied to two 'Car' operands" where a
    /// Bool is expected (a condition, a generated `==`); in a label's interpolation Swift 6.3.1
    /// words it "referencing operator function '==' on 'Equatable' requires that 'Car' conform
    /// to 'Equatable'", which says the same.
    static func equalityError(_ t: SwiftType, _ op: String = "==", structs: Structs) -> String? {
        guard !t.isModel, let culprit = nonConforming(t, structs: structs) else { return nil }
        if case .closure = culprit { return cannotConform(culprit, to: "Equatable") }
        if case .value = t { return "binary operator '\(op)' cannot be applied to two '\(t)' operands" }
        return "operator function '\(op)' requires that '\(culprit)' conform to 'Equatable'"
    }

    /// Swift's error for a modifier given a value of type `t` it cannot compare, or nil where it
    /// compiles. One class instance is watched by its `ObjectIdentifier`, as the export writes it.
    static func comparedError(_ t: SwiftType, by modifier: Comparing, structs: Structs) -> String? {
        guard !t.isModel, let culprit = nonConforming(t, hashable: modifier == .id, structs: structs) else { return nil }
        if case .closure = culprit { return cannotConform(culprit, to: modifier.needs) }
        let on = if case .list = t { "referencing instance method '\(modifier.method)' on 'Array'" }
            else if case .optional = t { "referencing instance method '\(modifier.method)' on 'Optional'" }
            else { "instance method '\(modifier.method)'" }
        return "\(on) requires that '\(culprit)' conform to '\(modifier.needs)'"
    }

    /// `equatable: [name]` where the prop holds a value of type `t` the view's generated `==`
    /// (`lhs.name == rhs.name`) cannot compare.
    static func equatableProp(_ name: String, _ t: SwiftType, at location: Location, structs: Structs) -> Diagnostic? {
        guard let error = equalityError(t, structs: structs) else { return nil }
        let why = holdsStruct(t, structs: structs) ? structWhy(t, structs: structs)
            : "Swift compares one class instance by identity (===), but not a list or an optional of them"
        return Diagnostic("an Equatable view's == cannot compare '\(name)': \(error)", at: location,
                          hint: t.isClosure ? "compare the values the body shows; leave the closure out"
                              : "\(why): leave '\(name)' out, or pass a value that stands for it (an id, a count) as a prop of its own and compare that")
    }

    /// Why a struct is not `Equatable` (or `Hashable`), for a hint.
    private static func structWhy(_ t: SwiftType, structs: Structs) -> String {
        let name = nonConforming(t, hashable: true, structs: structs)?.description ?? t.description
        return structs(name) == .equatable ? "\(name) holds a NavigationPath, which is not Hashable, so Swift synthesizes no hash(into:) for it"
            : "\(name) holds a class instance or a closure, which Swift does not compare by value, so it synthesizes neither == nor hash(into:) for \(name)"
    }

    /// `a == b` (or `!=`) of values of types `a` and `b` that are one type Swift cannot compare.
    /// Each side must be one on its own: `selected == nil` compares any optional, and an optional
    /// only `nil` has given a value has no type to say anything of.
    static func equality(_ e: Expr, _ a: SwiftType, _ b: SwiftType, structs: Structs) -> Diagnostic? {
        func uncompared(_ t: SwiftType) -> Bool { t.isModel || nonConforming(t, structs: structs) != nil }
        let op = if case .binary(let op, _, _) = e.kind { op } else { "==" }
        guard uncompared(a), uncompared(b), let t = a.merged(with: b), let error = equalityError(t, op, structs: structs) else { return nil }
        let why = holdsStruct(t, structs: structs) ? structWhy(t, structs: structs)
            : "Swift compares one class instance by identity (the spec's == of two instances is ===), but not a list or an optional of them"
        return Diagnostic(error, at: e.location,
                          hint: t.isClosure ? "Swift cannot compare closures; compare the values they change"
                              : "\(e.source.quotable) compares \(t): \(why); compare what stands for them, \(standIn(t, for: e, a, b))")
    }

    /// What a hint offers to watch in place of a list or an optional of instances, or a struct.
    private static func standIn(_ t: SwiftType, _ x: String) -> String {
        if case .optional = t { return "such as one of its fields, `\(x)?.field`" }
        if case .value = t { return "such as one of its fields, `\(x).field`" }
        return "such as its count, `\(x).count`"
    }

    /// What a hint offers to compare in place of two lists or optionals of instances.
    /// Optional chaining goes on the side that is optional only: `b.field` of a `b` never nil is
    /// written with `.`, as Swift refuses `?.` on it.
    private static func standIn(_ t: SwiftType, for e: Expr, _ ta: SwiftType, _ tb: SwiftType) -> String {
        guard case .binary(let op, let a, let b) = e.kind else { return "such as a field" }
        let dot = { (t: SwiftType) in if case .optional = t { "?." } else { "." } }
        if case .optional = t { return "such as one of their fields, `\(a.source)\(dot(ta))field \(op) \(b.source)\(dot(tb))field`" }
        if case .value = t { return "such as one of their fields, `\(a.source).field \(op) \(b.source).field`" }
        return "such as their counts, `\(a.source).count \(op) \(b.source).count`"
    }

    /// A modifier given a value of type `t` it cannot compare.
    static func compared(_ value: Expr, _ t: SwiftType, by modifier: Comparing, structs: Structs) -> Diagnostic? {
        // A closure written there is refused as it stands, where only a child takes one: one error.
        if case .closure = value.kind { return nil }
        guard let error = comparedError(t, by: modifier, structs: structs) else { return nil }
        let tail = holdsStruct(t, structs: structs) ? "; \(structWhy(t, structs: structs))" : "; one model instance is watched by its ObjectIdentifier"
        return Diagnostic(error, at: value.location,
                          hint: t.isClosure ? "\(modifier.shown) compares its value; give it the value the closure changes"
                              : "\(modifier.shown) compares its value, and \(value.source.quotable) is \(t): give it what stands for it, \(standIn(t, value.source.quotable))\(tail)")
    }

    /// A memo's dependency, which the export hands `MemoView` in its `[AnyHashable]`: a value
    /// must be Hashable, and one model instance stands in by its `ObjectIdentifier`; a list of
    /// instances has neither, as `Array` is Hashable only when its elements are.
    static func memoDependency(_ d: Expr, _ t: SwiftType, structs: Structs) -> Diagnostic? {
        if case .list(let element?) = t, element.isModel {
            return Diagnostic("a memo dependency cannot be a list of models: Swift cannot hash it", at: d.location,
                              hint: "depend on what stands for it, such as its count, `\(d.source.quotable).count`; one model instance is compared by its identity")
        }
        guard !t.isModel, nonConforming(t, hashable: true, structs: structs) != nil else { return nil }
        return Diagnostic("a memo dependency must be Hashable; \(d.source.quotable) is \(t), which is not", at: d.location)
    }

    /// `index:` on a for-each over a binding: `ForEach($items) { $item in … }` hands the row the
    /// element's binding alone, so the index the run would bind has no Swift form.
    static func indexOverBinding(_ loop: ForEachDecl) -> Diagnostic? {
        guard loop.items.isBinding, let index = loop.indexVariable else { return nil }
        return Diagnostic("ForEach over a binding gives each row its element's binding, not its index: `index: \(index)` has no Swift form",
                          at: loop.location, hint: "drop `index:`, or go over the values (`for-each: \(loop.items.source.dropFirst())`)")
    }

    /// `$store` of an object held by `@StateObject` or `@ObservedObject`, passed for a child's
    /// binding: its projection is the wrapper's (`StateObject`'s is `ObservedObject<Store>.Wrapper`
    /// too), which makes bindings to the object's fields but is no `Binding` itself.
    static func wrapperForBinding(_ argument: Expr, held kind: HolderKind, of type: SwiftType, child: String, prop: String) -> Diagnostic {
        let held = kind == .stateObject ? "@StateObject" : "@ObservedObject"
        return Diagnostic("cannot convert value of type 'ObservedObject<\(type)>.Wrapper' to expected argument type 'Binding<\(type)>'",
                          at: argument.location,
                          hint: "\(argument.source) of a `\(held)` makes bindings to \(type)'s fields (\(argument.source).field), not to the object: pass the object itself, held in \(child) with `observed-object: [\(prop)]`, or bind one of its fields")
    }

    /// A value of type `t` passed for a child's `observed-object: [prop]`, which is `@ObservedObject
    /// var prop` and holds an ObservableObject class instance.
    static func observedObjectArgument(_ argument: Expr, _ t: SwiftType, child: String, prop: String) -> Diagnostic {
        Diagnostic("generic struct 'ObservedObject' requires that '\(t)' conform to 'ObservableObject'", at: argument.location,
                   hint: "\(child)'s `observed-object: [\(prop)]` is `@ObservedObject var \(prop)`, which holds an object: pass an instance of a model of `kind: observable-object`, or list '\(prop)' under `props:` to pass a value")
    }

    /// Whether a value of type `t` is certainly no class instance: a value, a struct's, a list or
    /// an optional of a known type, or a closure. An `@ObservedObject` takes none of them.
    static func isNoObject(_ t: SwiftType) -> Bool {
        switch t {
        case .model, .modelType, .list(nil), .optional(nil): false
        case .int, .string, .bool, .value, .list, .optional, .closure, .navigationPath, .task: true
        }
    }

    /// The object wrapper `name` is held by in `component`, whose `$name` is the wrapper's
    /// projection: a `@StateObject` or `@ObservedObject` holder; nil for any other name. (`$name`
    /// of an `@EnvironmentObject` or of an `observed-object: [name]` prop is refused as no state
    /// holder's, SpecValidator.checkBinding.)
    static func objectWrapper(of name: String, in component: ComponentDecl) -> HolderKind? {
        guard let kind = component.holder(named: name)?.kind, kind == .stateObject || kind == .observedObject else { return nil }
        return kind
    }

    /// `$name.field` where `name` is held where Swift makes no `$name`: a plain `let` (`let:`) or
    /// a memo, which the body gets as a closure's parameter. A struct's value has no `@Bindable`
    /// form: a child binds it through a `@Binding` only.
    static func noProjection(_ binding: Expr, of name: String, kind: HolderKind, structValue: Bool = false) -> Diagnostic {
        let held = kind == .memo ? "a memo, a value the body is handed" : "a plain `let`"
        let child = structValue ? "or pass `$\(name)` of a state to a child that takes it as a binding (`bindings: [\(name)]`, @Binding)"
                                : "or bind in a child that takes it as a prop (@Bindable)"
        return Diagnostic("cannot find '$\(name)' in scope", at: binding.location,
                          hint: "'\(name)' is \(held), which has no $ projection: hold the \(structValue ? "value" : "model") with `state:` (@State), whose $\(name).field binds, \(child)")
    }

    /// `$p.field` where `p` is a prop the view is handed as a value (`let p`), a struct's or a
    /// plain value: Swift declares no `$p` for it. `@Bindable`, which a prop holding an
    /// @Observable model binds through, takes no struct.
    static func propProjection(_ binding: Expr, of name: String) -> Diagnostic {
        Diagnostic("cannot find '$\(name)' in scope", at: binding.location,
                   hint: "'\(name)' is a prop, a copy of the value the parent passes (`let \(name)`), which has no $ projection: "
                       + "list `\(name)` under `bindings:` (@Binding) and pass it `$` from the parent's holder (`\(name): $x`), or keep the value in a holder of this view (`state:`)")
    }

    /// `$item.field` where `item` is a for-each's element, an ObservableObject: the `ForEach`
    /// closure's parameter, which has no `$` projection, and `@Bindable`, which makes one in the
    /// closure for an @Observable model, does not take an ObservableObject.
    static func rowObjectProjection(_ binding: Expr, of name: String, type: String, presented: Bool = false) -> Diagnostic {
        let (whose, closure, shown) = presented
            ? ("the presented", "the content's closure", "show the content as a component")
            : ("a row's", "the ForEach closure", "show the row as a component")
        return Diagnostic("cannot find '$\(name)' in scope", at: binding.location,
                          hint: "'\(name)' is \(whose) \(type), an ObservableObject, which \(closure) is handed as a plain value: \(shown) that takes it as a prop held with `observed-object: [\(name)]` (@ObservedObject), whose $\(name).field binds, or make \(type) `kind: observable`")
    }

    /// `$todo.done` in the rows of `for-each: todos`, whose closure is handed each Todo, a
    /// struct's value, as a constant: `$todo` is declared only by `ForEach($todos) { $todo in … }`.
    static func rowValueProjection(_ binding: Expr, of name: String, type: String, loops: [ForEachDecl]) -> Diagnostic {
        let list = loops.first.flatMap { loop -> String? in if case .name(let list) = loop.items.kind { list } else { nil } }
        let over = list.map { "`for-each: $\($0)`" } ?? "a for-each over a binding (`for-each: $items`)"
        return Diagnostic("cannot find '$\(name)' in scope", at: binding.location,
                          hint: "`$\(name)` exists only in \(over), whose rows are bindings (`ForEach($\(list ?? "items")) { $\(name) in … }`); over values each row is handed the \(type) itself, a constant")
    }

    /// The holders Swift makes no `$name` for, whose `$name.field` is refused (`noProjection`). An
    /// `@Environment` model has none either; `$library.books` there stands for
    /// `Bindable(library).books`, which the export writes (§20).
    static func hasNoProjection(_ kind: HolderKind) -> Bool { kind == .constant || kind == .memo }

    /// The holders whose `$name.field` binds a model's field: a state's, an object wrapper's
    /// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`), and an `@Environment` model's,
    /// written `Bindable(name).field` (§20). A prop, `@Bindable`, binds its fields too.
    static let projectsFields: Set<HolderKind> = [.state, .stateInInit, .stateObject, .observedObject, .environment, .environmentObject]
}
