/// A label's values as Swift prints them: the export writes `\(x)`, so a value whose Swift
/// description differs from the interpreter's (semantics §28) is refused, by the rule the checks
/// before a run apply (LabelPrinting).
extension SwiftFormCheck {
    /// A label's interpolated values must print in Swift as the interpreter prints them.
    mutating func checkLabel(_ label: Expr, env: [String: SwiftType]) {
        guard case .interpolation(let parts) = label.kind else { return }
        for case .expr(let e) in parts {
            guard let t = types.type(of: e, in: env) else { continue }
            let fields = types.fields
            switch LabelPrinting.verdict(e, t, in: plan.spec, fieldType: { fields[$0]?[$1] }) {
            case .same: continue
            case .differs(let reason, let hint): fail(LabelPrinting.refusal(e, of: t, reason: reason, hint: hint))
            // A struct with a field of no known type: what it prints cannot be told.
            case .unknown:
                fail("a label shows \(e.source.quotable), \(t), whose fields' types are not all known: Swift may print it differently from the interpreter",
                     at: e.location, hint: "show one of its fields, a number, a string or a flag")
            }
        }
    }
}
