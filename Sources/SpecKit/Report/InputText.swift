extension TraceBuilder {
    /// A control's use in words: `typed 'a' into Search: query "" → "a"`, and why nothing was
    /// written at a stepper's bound.
    static func describe(_ input: InputEvent) -> String {
        let change = "\(input.binding) \(input.old.literal) → \(input.new.literal)"
        switch input.kind {
        case .typed:
            // Return in a text editor is a newline of its text (§78).
            if input.key == "\n" { return "typed Return into \(input.control), a newline in its text: \(change)" }
            // A secure field given the focus again replaces its text at the first key (§78.3).
            if case .string(let old) = input.old, !old.isEmpty, let key = input.key, input.new == .string(key) {
                return "typed '\(key)' into \(input.control), which replaces its text, as a secure field does at the first key after it takes the focus again: \(change)"
            }
            if let shown = input.shown {
                return "typed '\(input.key ?? "")' into \(input.control), which shows \(Value.string(shown).literal) as typed, not the binding's \(input.old.literal): \(change)"
            }
            return "typed '\(input.key ?? "")' into \(input.control): \(change)"
        case .deleted:
            let shows = input.shown.map { ", which shows \(Value.string($0).literal) as typed, not the binding's \(input.old.literal)" } ?? ""
            return "deleted '\((input.key ?? "").newlinesEscaped)' from \(input.control)\(shows): \(change)"
        case .toggled: return "toggled \(input.control): \(change)"
        case .picked: return "picked \"\(input.key ?? "")\" in \(input.control): \(change)"
        case .incremented: return "incremented \(input.control): \(change)"
        case .decremented: return "decremented \(input.control): \(change)"
        case .atBound:
            let bound = input.key == "Increment" ? "upper" : "lower"
            return "\(input.control) is at its \(bound) bound \(input.old.literal): its \(input.key ?? "") button is disabled, nothing is written"
        case .alreadySelected:
            return "\"\(input.key ?? "")\" is already selected in \(input.control): its segment sends no change, so nothing is written and \(input.binding) stays \(input.old.literal)"
        case .disabled:
            return "\(input.control) is disabled by \(input.key ?? "a `disabled:`"): it ignores the tap, \(input.binding) stays \(input.old.literal)"
        case .submitted:
            return "submit [\(input.control)] in \(input.node.component): Return runs the field's on-submit action; \(input.binding) holds \(input.old.literal), as the keystrokes left it"
        case .searchBegan:
            return "tap the search field [\(input.control)] in \(input.node.component): the search begins, so \\.isSearching turns true in the environment of \(input.key ?? "the searched view") and the views inside it; \(input.node.component), which applies .searchable, reads its own environment, where it stays false"
        case .searchCancelled:
            return "tap Cancel beside the search field [\(input.control)] in \(input.node.component): the field loses the focus, \(change), and the search ends: \\.isSearching turns false in \(input.key ?? "the searched view") and the views inside it"
        case .submittedAround:
            let views = input.around.map { "the one beside \($0)" }.joined(separator: ", then ")
            let own = input.ownAction ? ", then the field's own" : "; the field has none of its own"
            return "submit [\(input.control)] in \(input.node.component): Return runs the on-submit actions of the views around the field, outermost first: \(views)\(own); \(input.binding) holds \(input.old.literal), as the keystrokes left it"
        case .submitRan:
            if let place = input.key {
                return "the on-submit beside \(place), runs, as [\(input.control)] is inside that view"
            }
            return "the field's own on-submit runs, after the ones around it"
        case .returnIgnored:
            return "submit [\(input.control)] in \(input.node.component): the field has no on-submit action, so Return runs nothing and \(input.binding) stays \(input.old.literal)"
        }
    }

    /// Why the screen changed although no body ran: the control reads its binding itself.
    /// A secure field shows a dot a character, never its text (§78).
    static func showsItself(_ input: InputEvent) -> String {
        if input.controlKind == .secureField, case .string(let text) = input.new {
            return "; the secure field \"\(input.control)\" reads its binding itself and shows \(text.count) dot\(text.count == 1 ? "" : "s"), \"\(ControlState.hidden(text))\", not its text"
        }
        return "; the \(input.controlKind.words) \"\(input.control)\" reads its binding itself and shows \(input.new.literal)"
    }
}

extension InputEvent {
    /// Return in a text field, which writes nothing to it.
    var isReturn: Bool { kind == .submitted || kind == .returnIgnored || kind == .submittedAround || kind == .submitRan }

    /// A use that changed nothing: a stepper at its bound, a picker's selected option, a disabled
    /// control, Return with no action.
    var changesNothing: Bool { kind == .atBound || kind == .alreadySelected || kind == .disabled || kind == .returnIgnored }

    /// Who wrote what follows, as the trace names it: the keystroke, the toggle, the submit action.
    var writerWords: String {
        if kind == .typed || kind == .deleted { return "the keystroke" }
        return isReturn ? "the submit action" : "the \(controlKind.words)"
    }
}
