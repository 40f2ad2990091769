/// A label's values as Swift prints them (semantics §28): what the export would write as `\(x)`
/// and Swift would print otherwise than the run shows, a list of optionals as `[Optional(2), nil]`,
/// a struct inside a value with its module's name, a class instance as its qualified type's name,
/// is refused before the run, in the export's words (LabelPrinting).
extension TypeCheck {
    /// `x` shown in a label, where its type is certain. A struct's fields are typed as the export
    /// declares them, as only the whole spec tells a field of no default.
    func checkPrinted(_ x: Expr, in env: DeclaredTypes.Names) {
        // A closure has an error of its own: a Text cannot show a function.
        guard let t = rules.type(of: x, in: env), !t.isClosure else { return }
        let types = self.types
        if case .differs(let reason, let hint) = LabelPrinting.verdict(x, t, in: rules.spec, fieldType: { types.exportedType($1, of: $0) }) {
            report(LabelPrinting.refusal(x, of: t, reason: reason, hint: hint))
        }
    }
}
