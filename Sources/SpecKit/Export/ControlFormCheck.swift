/// What a control needs to have a SwiftUI form: a `Binding` (not a `@StateObject`'s projection),
/// a label that is text, and picker options that can be tags (`Hashable`).
struct ControlFormCheck {
    let types: TypeInference

    func problems(_ c: ControlDecl, in component: ComponentDecl, env: [String: SwiftType]) -> [Diagnostic] {
        var found: [Diagnostic] = []
        if case .name(let name) = c.binding.kind, name.hasPrefix("$"),
           component.holder(named: String(name.dropFirst()))?.kind == .stateObject {
            found.append(Diagnostic("\(name) of a `@StateObject` is an ObservedObject wrapper, not a Binding",
                                    at: c.binding.location, hint: "hold the value with `state:` to bind a \(c.kind.words) to it"))
        }
        if let options = c.options, case .list(let element)? = types.type(of: options, in: env), let element, !element.isEquatable {
            found.append(Diagnostic("a picker tags each option with its value, which must be Hashable; \(options.source) holds \(element)",
                                    at: options.location, hint: "offer one of the models' fields instead"))
        }
        return found
    }
}
