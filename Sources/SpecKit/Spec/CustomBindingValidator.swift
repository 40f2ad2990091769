/// Checks of `Binding(get:set:)` and `.constant(x)` before anything runs (docs/semantics.md §38):
/// the getter is an expression of the body's scope, the setter an action of it with its argument.
extension SpecValidator {
    mutating func checkCustomBinding(_ literal: CustomBindingLiteral, visible: [String], in component: ComponentDecl) {
        switch literal.form {
        case .constant(let value):
            check(value, visible: visible, in: component)
        case .closures(let getter, let parameter, let setter):
            check(getter, visible: visible, in: component)
            // Swift names the setter's argument `$0`, or as written before `in`; `newValue` is
            // the name a property's `set` gives, not a closure's.
            if parameter != "newValue",
               let (_, at) = setter.flatMap(\.names).first(where: { $0.0 == "newValue" && !visible.contains("newValue") }) {
                report(Diagnostic("'newValue' is not defined in the setter of Binding(get:set:)", at: at,
                                  hint: "a closure's argument is $0, or named before `in`: set: { newValue in … }"))
                return
            }
            check(setter, visible: visible + [parameter], in: component, inTask: false)
        }
    }
}
