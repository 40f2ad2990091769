/// What a script step did to a control: one keystroke, a flip, a pick or a step (docs/semantics.md §14).
public struct InputEvent: Sendable, Hashable {
    public enum Kind: String, Sendable {
        case typed, deleted, toggled, picked, incremented, decremented
        /// A stepper at a bound: its button is disabled and nothing is written.
        case atBound = "at-bound"
        /// A picker's option that is already selected: the segment sends no change, nothing is written.
        case alreadySelected = "already-selected"
        /// The control is disabled (`disabled:` on it or around it): the tap changes nothing.
        case disabled
        /// Return in a text field ran its on-submit action; the field's text is unchanged.
        case submitted
        /// Return in a text field without an on-submit action: nothing runs.
        case returnIgnored = "return-ignored"
        /// Return in a text field inside views written with `on-submit:`: their actions run,
        /// outermost first, then the field's own (§94).
        case submittedAround = "submitted-around"
        /// One of those actions begins: the one beside the view `key` names, or the field's own.
        case submitRan = "submit-ran"
        /// A search field was tapped: the search of the view written with `searchable:` begins (§45).
        case searchBegan = "search-began"
        /// A search field's Cancel button: the text is cleared and the search ends (§45).
        case searchCancelled = "search-cancelled"
    }

    public var kind: Kind
    public var controlKind: ControlDecl.Kind
    /// The control's label: `Search`.
    public var control: String
    /// The body that shows the control.
    public var node: NodeRef
    /// The bound holder: `query`.
    public var binding: String
    /// The character typed or deleted, or the option picked.
    public var key: String?
    public var old: Value
    public var new: Value
    /// The text the field showed before the keystroke, when it kept what was typed rather than
    /// its binding's value `old` (§86).
    public var shown: String? = nil
    /// For Return: the views around the field whose on-submit runs, outermost first, each with
    /// the body that wrote it (§94); and whether the field has an on-submit of its own.
    public var around: [String] = []
    public var ownAction = false
}

/// A control as a render showed it: its kind, its label and the holder its binding points to.
public struct ControlShown: Sendable, Hashable {
    public var kind: ControlDecl.Kind
    public var title: String
    /// The node that owns the bound holder, and the holder's name (a field's, with `model`).
    public var owner: Int
    public var binding: String
    /// For `$model.field`: the model whose field the control edits.
    public var model: ModelRef?
    /// Below the holder, for a binding into a list's element: `[1].done` (semantics §34).
    public var path: [BindingStep] = []
    /// A text field with an on-submit action: the pictures mark it, as Return runs code there.
    public var submits = false
    /// The views around it written with `on-submit:` that its Return runs, outermost first (§94).
    public var submitsAround: [String] = []
    /// A text field's `focused:`: `field, equals: "username"`, or the Bool holder's name (§42).
    public var focus: String?
    /// The view whose `@FocusState` that is, when another passed it down as a `@FocusState.Binding` (§50).
    public var focusOwner: String?
    /// For `Binding(get:set:)` or `.constant(x)` (semantics §38): the binding as written; `owner`
    /// is then the view that made it (the control's own for a constant).
    public var custom: String?
    /// A search field's: the view written with `searchable:`, whose subtree it searches (§45).
    public var searches: String?

    /// The binding as the pictures write it: `items[1].done`.
    public var shownBinding: String { binding + path.map(\.description).joined() }
}

/// Script steps on controls: rules §14 of docs/semantics.md.
extension Graph {
    /// Uses a control as a person does. Typing and clearing are one transaction per keystroke:
    /// each writes the binding and settles before the next, so handlers run per keystroke.
    public func use(_ step: InputStep) throws {
        mayHoldGarbage = true
        try operate(step)
        endStep()
    }

    private func operate(_ step: InputStep) throws {
        // The control as the step finds it: checked for being enabled, then used by a one-tap step.
        var first = try find(step)
        if try refused(step, first) { return }
        if step.action == .submit, nodes[first.0.nodeID]?.isAlert == true {
            // What Return does in an alert's text field (a button run or not) is not modelled (§29).
            throw Diagnostic("Return in an alert's \(first.1.kind.words) is not expressed: what it does there is not modelled", at: step.location,
                             hint: "tap the alert's button instead, e.g. `- tap: OK`, which reads what was typed through the binding")
        }
        if case .type(let text) = step.action, first.1.kind.submits, text.contains("\n") {
            // Return in a one-line field submits it and types nothing (§39); a text editor takes the newline (§78).
            throw Diagnostic("the \(first.1.kind.words) \"\(first.1.title)\" is one line: Return in it submits, and types no newline into its text",
                             at: step.location, hint: "press Return with `- submit: \(first.1.title)`; a newline goes into a `text-editor:`")
        }
        // A secure field that takes the focus again replaces its text at the first key (§78.3).
        let replacesText = first.1.kind == .secureField && !(focusedField?.isShown(by: first.0) ?? false)
        // Typing, clearing and Return tap the field first, as XCUITest does: it takes the focus (§42).
        if step.action.control == .textField, step.action != .cancelSearch {
            if try tapFocus(first.0, first.1, at: step.location) { first = try find(step) }
            if try beginSearch(first.0, first.1, at: step.location) { first = try find(step) }
        }
        switch step.action {
        case .type(let text):
            for (k, character) in text.enumerated() {
                let (item, control, old) = k == 0 ? try find(step) : try keyboardTarget(step)
                guard case .string(let s) = old else { return }
                // The key edits the text the field shows, which is what was typed when a write
                // left the binding's value as it was (§86).
                let shown = typedText(of: item)
                let kept = k == 0 && replacesText ? "" : shown ?? s
                try apply(.typed, item, control, key: String(character), old, .string(kept + String(character)), step, shown: shown)
            }
        case .clear:
            // As many backspaces as the text had when the step began, as the UI test types: a
            // handler that writes the text back cannot keep the step going.
            guard case .string(let value) = first.2 else { return }
            let start = typedText(of: first.0) ?? value
            for k in start.indices {
                let (item, control, old) = k == start.startIndex ? try find(step) : try keyboardTarget(step)
                guard case .string(let s) = old else { return }
                let shown = typedText(of: item)
                guard let last = (shown ?? s).last else { return }
                try apply(.deleted, item, control, key: String(last), old, .string(String((shown ?? s).dropLast())), step, shown: shown)
            }
        case .toggle:
            let (item, control, old) = first
            guard case .bool(let on) = old else { return }
            try apply(.toggled, item, control, key: nil, old, .bool(!on), step)
        case .pick(let option):
            let (item, control, old) = first
            guard let value = control.options.first(where: { $0.description == option }) else {
                let shown = control.options.map { "\"\($0.description)\"" }.joined(separator: ", ")
                throw Diagnostic("the picker \"\(control.title)\" has no option \"\(option)\"", at: step.location,
                                 hint: (Suggestion.closest(to: option, in: control.options.map(\.description)).map { "did you mean '\($0)'? " } ?? "")
                                     + "its options: \(shown.isEmpty ? "none" : shown)")
            }
            // The segment already selected sends no valueChanged (§14): the binding is not written,
            // so no setter, observer or publisher runs.
            if value == old {
                emit(.inputApplied(InputEvent(kind: .alreadySelected, controlKind: control.kind, control: control.title,
                                              node: ref(of: item), binding: control.bindingName, key: option, old: old, new: old)))
                return
            }
            try apply(.picked, item, control, key: option, old, value, step)
        case .submit:
            try submit(first, step)
        case .cancelSearch:
            try cancelSearch(first, step)
        case .increment, .decrement:
            let (item, control, old) = first
            guard case .int(let n) = old else { return }
            let up = step.action == .increment
            let (next, overflow) = up ? n.addingReportingOverflow(control.step) : n.subtractingReportingOverflow(control.step)
            if overflow { throw Diagnostic("stepping \(control.title) past \(n) overflows Int", at: step.location) }
            var new = next
            if let range = control.range {
                // At a bound the button is disabled: a tap does nothing. Short of it, the value is clamped.
                if (up && n >= range.upperBound) || (!up && n <= range.lowerBound) {
                    emit(.inputApplied(InputEvent(kind: .atBound, controlKind: control.kind, control: control.title,
                                                  node: ref(of: item), binding: control.bindingName,
                                                  key: up ? "Increment" : "Decrement", old: old, new: old)))
                    return
                }
                new = min(max(next, range.lowerBound), range.upperBound)
            }
            try apply(up ? .incremented : .decremented, item, control, key: nil, old, .int(new), step)
        }
    }

    /// A disabled control takes no input (semantics §33): a tap on it (a toggle, an option, a
    /// stepper's button) changes nothing, as a disabled UIKit control ignores touches; typing
    /// needs the keyboard focus it cannot take, and fails as XCUITest's `typeText` does. Checked
    /// once, before the step's first keystroke.
    private func refused(_ step: InputStep, _ found: (ScreenItem, ControlState, Value)) throws -> Bool {
        let (item, control, old) = found
        guard !isEnabled(item) else { return false }
        switch step.action {
        case .cancelSearch:
            return false
        case .type, .clear, .submit:
            let what = step.action == .submit ? "Return cannot submit it" : "nothing can be typed"
            throw Diagnostic("the \(control.kind.words) \"\(control.title)\" is disabled (\(disabledBy(item))): it takes no keyboard focus, so \(what)",
                             at: step.location, hint: "XCUITest's typeText fails the same way; enable it first, or expect it disabled with `expect-disabled: [\(control.title)]`")
        case .toggle, .pick, .increment, .decrement:
            emit(.inputApplied(InputEvent(kind: .disabled, controlKind: control.kind, control: control.title,
                                          node: ref(of: item), binding: control.bindingName, key: disabledBy(item),
                                          old: old, new: old)))
            return true
        }
    }

    /// Writes the binding as the control would, then settles: one transaction.
    /// A keystroke edits the field's own text (`shown`, when it keeps what was typed) and hands
    /// the result to the binding; afterwards the field keeps it if nothing updated the field (§86).
    private func apply(_ kind: InputEvent.Kind, _ item: ScreenItem, _ control: ControlState, key: String?,
                       _ old: Value, _ new: Value, _ step: InputStep, shown: String? = nil) throws {
        emit(.inputApplied(InputEvent(kind: kind, controlKind: control.kind, control: control.title, node: ref(of: item),
                                      binding: control.bindingName, key: key, old: old, new: new, shown: shown)))
        reader = nil
        let typing = kind == .typed || kind == .deleted
        if typing, case .string(let text) = new, case .string(let bound) = old { beginTyping(item, control, text: text, bound: bound) }
        try write(through: control.target, new, at: step.location)
        lastHandlers = []
        try settle(at: step.location)
        if typing { endTyping(at: step.location) }
    }

    /// The field a keystroke after the step's first goes to: the one with the keyboard focus, found
    /// by its place in its view's body, as the keyboard types into the first responder whatever its
    /// title has become. Once the focus is lost no field takes the keys, and `typeText` fails.
    private func keyboardTarget(_ step: InputStep) throws -> (ScreenItem, ControlState, Value) {
        guard let field = focusedField, let item = focusedItem(field), let control = item.control else {
            throw Diagnostic("the text field \"\(step.control)\" lost the keyboard focus during `\(step.action.key):`; the keys after it go nowhere",
                             at: step.location,
                             hint: "its view was replaced or removed by what the keys before wrote (a for-each keyed by the text itself, an `if`); "
                                 + "XCUITest's typeText fails the same way: type fewer keys, or keep the field's identity")
        }
        let value = try read(control.target, for: nil, at: step.location)
        try checkKind(of: value, for: control.kind, title: control.title, binding: (control.target.custom == nil ? "$" : "") + control.bindingName,
                      options: control.options, at: step.location)
        return (item, control, value)
    }

    /// The one control of the step's kind with this label on screen, and its value now.
    func find(_ step: InputStep) throws -> (ScreenItem, ControlState, Value) {
        let controls = takeReachableControls()
        let wanted = step.action.control
        // Counted in place: the lists of copies this filtered (each item with its control state)
        // were made at every input step.
        var firstTitled = -1, found = -1, matches = 0
        for i in controls.indices where controls[i].control!.title == step.control {
            if firstTitled < 0 { firstTitled = i }
            if step.action.accepts(controls[i].control!.kind) {
                matches += 1
                if found < 0 { found = i }
            }
        }
        guard matches == 1, let control = controls[found].control else {
            if firstTitled >= 0, let other = controls[firstTitled].control, matches == 0 {
                throw Diagnostic("\"\(step.control)\" is a \(other.kind.words); `\(step.action.key):` needs a \(wanted.words)",
                                 at: step.location, hint: other.kind.verbHint(title: step.control))
            }
            if matches == 0, firstTitled < 0, reachableScreen.contains(where: { $0.kind == .button && $0.label == step.control }) {
                // A button of that label: the step that uses it is a tap, as the check says.
                throw Diagnostic("\"\(step.control)\" is a button; `\(step.action.key):` needs a \(wanted.words)", at: step.location,
                                 hint: "tap it with `- tap: \(step.control)`")
            }
            let names = controls.map { "\($0.control!.kind.words) \"\($0.control!.title)\"" }
            if matches == 0, firstTitled < 0, alertInTheWay.isEmpty, alertHasField(step.control, for: step.action) {
                throw Diagnostic("no \(wanted.words) \"\(step.control)\" is on screen: it is a field of an alert that is not presented", at: step.location,
                                 hint: "an alert shows while its `is-presented:` binding is true, its fields with it; controls on screen: \(names.isEmpty ? "none" : names.joined(separator: ", "))")
            }
            let hint = matches == 0
                ? alertInTheWay + (Suggestion.closest(to: step.control, in: controls.map { $0.control!.title }).map { "did you mean '\($0)'? " } ?? "")
                    + "controls on screen: \(names.isEmpty ? "none" : names.joined(separator: ", "))"
                : "give each \(wanted.words) its own label"
            throw Diagnostic(matches == 0 ? "no \(wanted.words) \"\(step.control)\" is on screen"
                                          : "\(matches) \(wanted.words)s \"\(step.control)\" are on screen; a step needs exactly one",
                             at: step.location, hint: hint)
        }
        let value = try read(control.target, for: nil, at: step.location)
        // An action may have written another type since the control's body last ran.
        try checkKind(of: value, for: control.kind, title: control.title, binding: (control.target.custom == nil ? "$" : "") + control.bindingName,
                      options: control.options, at: step.location)
        return (controls[found], control, value)
    }
}
