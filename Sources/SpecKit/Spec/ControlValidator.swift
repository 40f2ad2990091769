/// Checks of controls before anything runs: names in scope, and a binding where one is needed.
extension SpecValidator {
    mutating func checkControl(_ c: ControlDecl, visible: [String], in component: ComponentDecl) {
        check(c.label, visible: visible, in: component)
        for e in [c.options, c.step, c.range?.low, c.range?.high].compactMap({ $0 }) {
            check(e, visible: visible, in: component)
        }
        if case .name(let name) = c.binding.kind, name.hasPrefix("$") {
            checkBinding(name, at: c.binding.location, in: component)
            return
        }
        check(c.binding, visible: visible, in: component)
        // A constant or a read value cannot be edited: SwiftUI's initializers take a Binding.
        report(Diagnostic("a \(c.kind.words)'s `\(c.kind.bindingKey):` is a binding; write $\(c.binding.source)",
                          at: c.binding.location,
                          hint: "the control writes what it edits through the binding; `$name` binds a state holder or a binding prop"))
    }
}
