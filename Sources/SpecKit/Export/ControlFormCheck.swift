/// What a control needs to have a SwiftUI form: a `Binding` (not a `@StateObject`'s projection),
/// and picker options that can be tags (`Hashable`); and what a `switch` needs: a value its cases
/// can match with `~=`, which an expression pattern does through `Equatable`.
struct ControlFormCheck {
    let types: TypeInference

    func problems(_ c: ControlDecl, in component: ComponentDecl, env: [String: SwiftType]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if case .name(let name) = c.binding.kind, name.hasPrefix("$"),
           component.holder(named: String(name.dropFirst()))?.kind == .stateObject {
            found.append(Diagnostic("\(name) of a `@StateObject` is an ObservedObject wrapper, not a Binding",
                                    at: c.binding.location, hint: "hold the value with `state:` to bind a \(c.kind.words) to it"))
        }
        // `$model.field` into an ObservableObject goes through its wrapper's projection; a plain
        // `let` has none, and Bindable takes only @Observable models.
        if case .member(let base, _) = c.binding.kind, case .name(let dollar) = base.kind, dollar.hasPrefix("$"),
           let prop = component.props.first(where: { $0.name == String(dollar.dropFirst()) }), !prop.isObserved,
           case .model(let type)? = env[prop.name], types.plan.spec.model(named: type)?.kind == .observableObject {
            found.append(Diagnostic("\(c.binding.source) needs a binding into \(type), an ObservableObject held in a plain `let`",
                                    at: c.binding.location, hint: "hold it with `observed-object: [\(prop.name)]`, whose $\(prop.name) gives bindings"))
        }
        // A holder the spec assigns nil is declared optional (§4); TextField, Toggle and Stepper
        // take a Binding of the plain type, so `$nick` of a `String?` does not compile.
        if let wanted = c.kind.valueType, case .name(let name) = c.binding.kind, name.hasPrefix("$"),
           case .optional(let wrapped)? = env[String(name.dropFirst())], wrapped?.description == wanted {
            let holder = String(name.dropFirst())
            found.append(Diagnostic("cannot convert value of type 'Binding<\(wanted)?>' to expected argument type 'Binding<\(wanted)>': \(holder) is declared \(wanted)? because the spec gives it nil",
                                    at: c.binding.location,
                                    hint: "a \(c.kind.words) edits a plain \(wanted): assign \(holder) \(wanted == "Int" ? "an" : "a") \(wanted) where it is given nil, or keep the optional in another holder"))
        }
        if let options = c.options, case .list(let element)? = types.type(of: options, in: env), let element, !types.conforms(element, hashable: true) {
            found.append(Diagnostic("a picker tags each option with its value, which must be Hashable; \(options.source) holds \(element)",
                                    at: options.location, hint: "offer one of the models' fields instead"))
        }
        return found
    }
}

extension ControlFormCheck {
    func problems(_ s: SwitchDecl, env: [String: SwiftType]) -> [Diagnostic] {
        guard let t = types.type(of: s.subject, in: env), !types.conforms(t, hashable: false) else { return [] }
        return [Diagnostic("a switch matches its cases with ==; \(s.subject.source) is \(t), which is not Equatable",
                           at: s.subject.location, hint: "switch over one of its fields, or use `if` with ===")]
    }
}
