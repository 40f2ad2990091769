extension TraceBuilder {
    /// Why a text field shows what it shows, when that is not its binding's value or is again (§86):
    /// `the text field "Code" keeps what was typed, "abcd": the setter left code as "abc", equal,
    /// so nothing updates the field`.
    static func describe(_ f: FieldTextEvent) -> String {
        let field = "the \(f.controlKind.words) \"\(f.control)\""
        let typed = Value.string(f.typed).literal, value = Value.string(f.value).literal
        // A secure field shows dots, whatever it holds (§78).
        let shows = f.controlKind == .secureField ? " (shown as \(f.typed.count) dot\(f.typed.count == 1 ? "" : "s"))" : ""
        switch f.kind {
        case .kept:
            let why: String
            switch f.custom {
            case .constant?: why = "a constant binding ignores writes and still gives \(value)"
            case .closures?: why = "the setter left \(f.getterReads ?? "what the getter reads") as \(value), equal"
            case nil: why = "the write left \(f.binding) as \(value), equal"
            }
            return "\(field) keeps what was typed, \(typed)\(shows): \(why), so nothing updates the field"
        case .rendered:
            return "\(field) shows its binding's value again, \(value), not the \(typed) typed: the body that writes it ran, which updates it"
        case .agrees:
            return "\(field) shows \(value), what its binding gives: the field and \(f.getterReads ?? f.binding) agree again"
        case .changed:
            return "\(field) shows its binding's value, \(value), not the \(typed) typed: \(f.getterReads ?? f.binding) changed, and the control sees the change"
        }
    }
}
