/// A label's values as Swift prints them: the export writes `\(x)`, so a value whose Swift
/// description differs from the interpreter's (semantics §28) is refused.
extension SwiftFormCheck {
    /// A label's interpolated values must print in Swift as the interpreter prints them.
    mutating func checkLabel(_ label: Expr, env: [String: SwiftType]) {
        guard case .interpolation(let parts) = label.kind else { return }
        for case .expr(let e) in parts {
            if let t = types.type(of: e, in: env), !t.interpolatesLikeTheInterpreter, !printsLikeTheInterpreter(t) {
                fail("a label shows \(e.source.quotable), a \(t); Swift would print it differently from the interpreter", at: e.location,
                     hint: "show one of its fields, a number, a string or a flag")
            }
        }
    }

    /// A struct model whose every field interpolates as the interpreter shows it: Swift prints it
    /// as `Todo(title: "a", done: false)`, its fields debug-printed, the type's name unqualified
    /// (semantics §28). A struct or optional field would print its module's name or `Optional(…)`.
    private func printsLikeTheInterpreter(_ t: SwiftType) -> Bool {
        // An enum without a description of its own prints its case's name, `all` (§92).
        if case .value(let name) = t, plan.spec.enumType(named: name) != nil { return true }
        guard case .value(let name) = t, let model = plan.spec.model(named: name), model.kind == .struct,
              let fields = types.fields[name], !fields.isEmpty, fields.count == model.fields.count else { return false }
        return fields.values.allSatisfy { field in
            if case .optional = field { return false }
            return field.interpolatesLikeTheInterpreter
        }
    }
}
