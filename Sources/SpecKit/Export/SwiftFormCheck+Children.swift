/// A child as Swift compiles it: what its modifiers compare, and what its arguments give the
/// wrappers of its props. The refusals and their words are the checks' before a run
/// (SwiftRequirements), which a spec the export is given has mostly passed already; the export
/// keeps them, as its types (TypeInference) learn more than those checks are certain of.
extension SwiftFormCheck {
    /// What SwiftUI compares (`onChange`, `task(id:)`) must be `Equatable`, an `.id` `Hashable`; a
    /// model stands in by its `ObjectIdentifier`. A binding comes from a state holder or binding;
    /// an `@ObservedObject` prop takes an object.
    mutating func check(_ child: ChildDecl, in component: ComponentDecl, env: [String: SwiftType]) {
        let m = child.modifiers
        let compared: [(Expr?, SwiftRequirements.Comparing)] = [(m.id, .id), (m.task?.id, .task)] + m.onChange.map { ($0.value, .onChange) }
        for (value, modifier) in compared {
            if let value, let t = types.type(of: value, in: env), let problem = SwiftRequirements.compared(value, t, by: modifier, structs: structs) { fail(problem) }
        }
        for change in m.onChange where types.type(of: change.value, in: env)?.isModel == true {
            let reads = change.action.flatMap(\.names)
            if let (name, location) = reads.first(where: { $0.0 == "oldValue" || $0.0 == "newValue" }) {
                fail("onChange(of:) watches a model by its identity (ObjectIdentifier), so '\(name)' would not be the model",
                     at: location, hint: "watch one of its fields, or read the model itself in the action")
            }
        }
        let decls = plan.targets(of: child).compactMap { plan.spec.component(named: $0) }
        for arg in child.arguments {
            let props = decls.compactMap { $0.props.first { $0.name == arg.label } }
            if props.contains(where: \.isObserved), let t = types.type(of: arg.value, in: env), SwiftRequirements.isNoObject(t) {
                fail(SwiftRequirements.observedObjectArgument(arg.value, t, child: child.component, prop: arg.label))
            }
            guard case .name(let name) = arg.value.kind, name.hasPrefix("$") else { continue }
            let held = String(name.dropFirst())
            // One that is no model is refused as such (`check(_ holder:)`), or has no type to write.
            guard let kind = SwiftRequirements.objectWrapper(of: held, in: component), let t = env[held], t.isModel else { continue }
            fail(SwiftRequirements.wrapperForBinding(arg.value, held: kind, of: t, child: child.component, prop: arg.label))
        }
    }
}
