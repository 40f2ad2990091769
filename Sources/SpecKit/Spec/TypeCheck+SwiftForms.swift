/// What Swift refuses of the values SwiftUI compares or observes, where their types are certain
/// before a run (DeclaredTypes): an Equatable view's `==` over a prop it cannot compare, a
/// modifier that compares what it cannot (`.onChange(of:)`, `.task(id:)`, `.id`), `==` of lists
/// or optionals of class instances, an object wrapper's `$object` passed for a binding, a value
/// passed for an `@ObservedObject`, `$name.field` of a holder with no projection, and
/// `objectWillChange` of what is no ObservableObject. The run answered for each, or stopped only
/// when it reached it; the export refused each with the same words (SwiftRequirements), which
/// a spec that runs now gets first (docs/semantics.md §28).
extension TypeCheck {
    /// What each struct model conforms to, as far as its fields' types are certain.
    var structs: SwiftRequirements.Structs { { [types] in types.conformance(of: $0) } }

    /// `equatable: [x]`: the generated `==` compares `lhs.x == rhs.x`.
    func checkEquatableProps(in env: DeclaredTypes.Names) {
        for compared in component.equatable ?? [] where component.props.contains(where: { $0.name == compared.name }) {
            guard let t = env[compared.name], let problem = SwiftRequirements.equatableProp(compared.name, t, at: compared.location, structs: structs) else { continue }
            report(problem)
        }
    }

    /// A child's modifiers that compare the value they are given.
    func checkCompared(_ m: Modifiers, in env: DeclaredTypes.Names) {
        if let id = m.id { checkCompared(id, by: .id, in: env) }
        if let id = m.task?.id { checkCompared(id, by: .task, in: env) }
        for change in m.onChange { checkCompared(change.value, by: .onChange, in: env) }
    }

    private func checkCompared(_ value: Expr, by modifier: SwiftRequirements.Comparing, in env: DeclaredTypes.Names) {
        guard let t = rules.type(of: value, in: env), let problem = SwiftRequirements.compared(value, t, by: modifier, structs: structs) else { return }
        report(problem)
    }

    /// `$store` passed for a child's binding, where `store` is held by an object wrapper of this
    /// view: its projection makes bindings to the object's fields, and is no `Binding` itself.
    func checkWrapperArguments(_ child: ChildDecl, in env: DeclaredTypes.Names) {
        // Only a `$name` of an object wrapper is one: most children pass none.
        guard child.arguments.contains(where: { if case .name(let n) = $0.value.kind { n.hasPrefix("$") } else { false } }) else { return }
        let wrapped = child.arguments.compactMap { arg -> (value: Expr, label: String, held: String, kind: HolderKind)? in
            guard case .name(let n) = arg.value.kind, n.hasPrefix("$") else { return nil }
            let held = String(n.dropFirst())
            return SwiftRequirements.objectWrapper(of: held, in: component).map { (arg.value, arg.label, held, $0) }
        }
        guard !wrapped.isEmpty else { return }
        found.readsWholeSpec = true   // the child's declaration, which only the whole spec knows
        guard let decl = rules.spec.component(named: child.component) else { return }
        for w in wrapped {
            guard let prop = decl.props.first(where: { $0.name == w.label }), prop.isBinding, prop.focusType == nil,
                  let t = env[w.held], t.isModel else { continue }
            report(SwiftRequirements.wrapperForBinding(w.value, held: w.kind, of: t, child: decl.name, prop: w.label))
        }
    }

    /// What the parents pass for this view's `observed-object: [x]` props, refused where it is
    /// passed when it is certainly no object: Swift's `@ObservedObject var x` takes an
    /// ObservableObject class. A plain class is refused at the prop (PlainClass.swift).
    func checkObservedArguments() {
        for prop in component.props where prop.isObserved {
            var refused: Set<Location> = []
            types.givenValues(prop.name, of: component.name) { value, t in
                guard let value, let t, SwiftRequirements.isNoObject(t), !refused.contains(value.location) else { return }
                refused.insert(value.location)
                report(SwiftRequirements.observedObjectArgument(value, t, child: component.name, prop: prop.name))
            }
        }
    }

    /// `$name.field` where `name` is a holder of this view Swift makes no `$name` for, or the
    /// element of a for-each's row that is an ObservableObject (of type `model`).
    func checkProjection(of binding: Expr, base: Expr, into model: String) {
        guard case .name(let dollar) = base.kind, dollar.hasPrefix("$") else { return }
        let name = String(dollar.dropFirst())
        let loops = component.body.allLoops.filter { $0.variable == name }
        if loops.isEmpty, let kind = component.holder(named: name)?.kind, SwiftRequirements.hasNoProjection(kind) {
            return report(SwiftRequirements.noProjection(binding, of: name, kind: kind,
                                                         structValue: rules.spec.model(named: model).map { $0.kind == .struct } ?? true))
        }
        // A prop handed as a value: an @Observable model's binds through `@Bindable` (§20); a
        // struct's has no `$p`, only a binding prop or a state does.
        if loops.isEmpty, component.holder(named: name) == nil, rules.spec.model(named: model).map({ $0.kind == .struct }) ?? true,
           component.props.contains(where: { $0.name == name && !$0.isBinding && !$0.isObserved && $0.focusType == nil }) {
            return report(SwiftRequirements.propProjection(binding, of: name))
        }
        // Over values, the row's closure is handed the element itself. An @Observable one is
        // bound through `@Bindable var item = item` in the closure, as the export writes it; a
        // plain class is refused as one (PlainClass.swift). A struct's value has no `$item`:
        // only `ForEach($items) { $item in … }` declares one (§34).
        // A presented item is handed to its content's closure the same way (§22).
        if rules.spec.model(named: model)?.kind == .struct, ForEachForm.bindsRowElement(name, in: component) {
            return report(SwiftRequirements.rowValueProjection(binding, of: name, type: model,
                                                               loops: loops.filter { !$0.items.isBinding }))
        }
        guard rules.spec.model(named: model)?.kind == .observableObject else { return }
        if ElementParts.isPresentedItem(name, in: component) {
            return report(SwiftRequirements.rowObjectProjection(binding, of: name, type: model, presented: true))
        }
        guard !loops.isEmpty, loops.allSatisfy({ !$0.items.isBinding }), component.holder(named: name) == nil,
              !component.props.contains(where: { $0.name == name }) else { return }
        report(SwiftRequirements.rowObjectProjection(binding, of: name, type: model))
    }

    /// `x.objectWillChange.send()` where `x` is certainly a model of another kind than an
    /// ObservableObject: Swift's "value of type 'M' has no member 'objectWillChange'".
    func checkObjectWillChange(_ call: Expr, on owner: Expr, in env: DeclaredTypes.Names) {
        guard let name = rules.type(of: owner, in: env)?.declaringModel, let model = rules.spec.model(named: name),
              model.kind != .observableObject else { return }
        report(ObservableObjects.notAnObject(call, what: owner.source, kind: model.kind, type: name))
    }
}
