/// What Swift refuses a plain class (`kind: class`): every SwiftUI wrapper that observes an object
/// and every binding into one needs `Observable` or `ObservableObject`, which it has neither of
/// (docs/semantics.md §71). The check before a run and the run say it in the same words.
enum PlainClass {
    /// `$model.count` into a plain class: a binding into a class's field is `@Bindable`'s, which
    /// takes an `@Observable` model.
    static func binding(_ source: String, into type: String, at location: Location) -> Diagnostic {
        Diagnostic("\(source) binds a field of \(type), a plain class: a binding into a class's field is @Bindable's, which takes an @Observable model",
                   at: location, hint: "make \(type) `kind: observable`: \(source) then binds the field, and a write through it is told to the field's readers")
    }

    /// `state-object:`, `observed-object:` holding a plain class: both wrappers need an ObservableObject.
    static func wrapper(_ kind: HolderKind, holding type: String, at location: Location) -> Diagnostic {
        let wrapper = kind == .stateObject ? "@StateObject" : "@ObservedObject"
        return Diagnostic("\(wrapper) needs an ObservableObject; \(type) is a plain class", at: location,
                          hint: "make \(type) `kind: observable-object`; a plain class is held in `state:` or passed as a prop, and tells no view of its writes")
    }
}

extension TypeCheck {
    /// `state-object:` and `observed-object:` holders, and `observed-object: [x]` props, whose
    /// object is a plain class: Swift refuses each (§71).
    func checkWrappedPlainClasses(in env: DeclaredTypes.Names) {
        for holder in component.holders where holder.kind == .stateObject || holder.kind == .observedObject {
            if let type = env[holder.name], !type.isModel, DeclaredTypes.isPlain(type) || type.isList {
                // `state-object: { n: 0 }`: a value, which no object wrapper takes.
                let wrapper = holder.kind == .stateObject ? "StateObject" : "ObservedObject"
                report(Diagnostic("generic struct '\(wrapper)' requires that '\(type)' conform to 'ObservableObject'", at: holder.initial.location,
                                  hint: "@\(wrapper) holds an object, a model of `kind: observable-object`; keep a value in `state:`"))
                continue
            }
            guard let type = plainClass(env[holder.name]) else { continue }
            report(PlainClass.wrapper(holder.kind, holding: type, at: holder.initial.location))
        }
        for prop in component.props where prop.isObserved {
            guard let type = plainClass(env[prop.name]) else { continue }
            report(PlainClass.wrapper(.observedObject, holding: type, at: prop.location))
        }
    }

    /// `$model.field` where `model` holds a plain class.
    func checkFieldBinding(_ e: Expr, into type: String) {
        guard rules.spec.model(named: type)?.kind == .class else { return }
        report(PlainClass.binding(e.source, into: type, at: e.location))
    }

    /// The model's name when `t` is a plain class's instance.
    private func plainClass(_ t: SwiftType?) -> String? {
        guard case .model(let name)? = t, rules.spec.model(named: name)?.kind == .class else { return nil }
        return name
    }
}
