/// The XCUITest side of controls: the action a person's step becomes, and how a control's
/// `label: value` on screen is checked (docs/export.md, docs/semantics.md §14).
struct ControlTestWriter {
    let plan: ExportPlan

    /// Every control the exported components show.
    var controls: [ControlDecl] {
        plan.components.flatMap { ElementParts.all($0.body).flatMap(\.controls) }
    }

    /// The query for a control of this kind by its label: a text field matches its placeholder,
    /// which is its label. A picker is exported segmented: its options are the buttons.
    /// A search field of `.searchable` is found among the search fields by its prompt (§45).
    func query(_ kind: ControlDecl.Kind, _ title: String) -> String {
        guard kind == .textField, controls.contains(where: { $0.isSearch && LabelPattern($0.label).matches(title) }) else {
            return Self.query(kind, title)
        }
        return "app.searchFields[\(SwiftNames.stringLiteral(title))]"
    }

    static func query(_ kind: ControlDecl.Kind, _ title: String) -> String {
        let key = "[\(SwiftNames.stringLiteral(title))]"
        switch kind {
        case .textField: return "app.textFields" + key
        // A secure text field is an element type of its own, found by its placeholder too.
        case .secureField: return "app.secureTextFields" + key
        // A TextEditor is a text view, found by its accessibility identifier (§78).
        case .textEditor: return "app.textViews" + key
        case .toggle: return "app.switches" + key
        case .picker: return "app.segmentedControls"
        case .stepper: return "app.steppers" + key
        }
    }

    /// The lines that do what the step does, as a person would on a device.
    func lines(for step: InputStep) -> [String] {
        let control = query(kind(of: step), step.control)
        switch step.action {
        case .type(let text):
            return ["\(control).tap()", "\(control).typeText(\(SwiftNames.stringLiteral(text)))"]
        case .clear:
            return ["clearText(\(control))"]
        case .toggle:
            return ["flip(\(control))"]
        case .pick(let option):
            return ["\(control).buttons[\(SwiftNames.stringLiteral(option))].tap()"]
        case .increment:
            return ["\(control).buttons[\"Increment\"].tap()"]
        case .decrement:
            return ["\(control).buttons[\"Decrement\"].tap()"]
        case .submit:
            // Return, typed into the field once it has the keyboard focus.
            return ["\(control).tap()", "\(control).typeText(\"\\n\")"]
        case .cancelSearch:
            // The Cancel button beside the search field, in the navigation bar.
            return ["app.buttons[\"Cancel\"].tap()"]
        }
    }

    /// The kind of control a step uses: a keyboard step's field may be a secure field or a text
    /// editor, which XCUITest queries apart from text fields.
    func kind(of step: InputStep) -> ControlDecl.Kind {
        guard step.action.control == .textField,
              let control = controls.first(where: { step.action.accepts($0.kind) && !$0.isSearch && LabelPattern($0.label).matches(step.control) })
        else { return step.action.control }
        return control.kind
    }

    /// `expect-enabled: [L]` and `expect-disabled: [L]` as the element's `isEnabled`: the control
    /// titled L (a picker's segmented control), else the button labelled L.
    func enabledCheck(_ e: Expectation) -> [String] {
        guard let enabled = e.enabled else { return [] }
        var element = "app.buttons[\(SwiftNames.stringLiteral(e.label))]"
        if let control = controls.first(where: { LabelPattern($0.label).matches(e.label) }) {
            element = query(control.kind, e.label) + (control.kind == .picker ? ".element" : "")
        }
        return ["XCTAssertTrue(\(element).waitForExistence(timeout: \(UITestWriter.timeout)))",
                enabled ? "XCTAssertTrue(\(element).isEnabled)" : "XCTAssertFalse(\(element).isEnabled)"]
    }

    /// `Search: swift` as a check of the text field's value, when the label is a control's.
    func check(_ e: Expectation) -> [String]? {
        guard let (control, title, shown) = match(e.label) else { return nil }
        let element = query(control.kind, title)
        if control.kind == .picker, shown.isEmpty {
            // `Sort: ` is a picker whose selection is no option's tag: no segment is selected (§14).
            let noneSelected = "!\(element).buttons.allElementsBoundByIndex.contains { $0.isSelected }"
            return e.present ? ["XCTAssertTrue(\(element).element.waitForExistence(timeout: \(UITestWriter.timeout)))",
                                "XCTAssertTrue(\(noneSelected))"]
                             : ["XCTAssertFalse(\(element).element.exists && \(noneSelected))"]
        }
        if control.kind == .picker {
            // The selected segment is the one selected: its text is the option's.
            let segment = "\(element).buttons[\(SwiftNames.stringLiteral(shown))]"
            return e.present ? ["XCTAssertTrue(\(segment).waitForExistence(timeout: \(UITestWriter.timeout)))",
                                "XCTAssertTrue(\(segment).isSelected)"]
                             : ["XCTAssertFalse(\(segment).isSelected)"]
        }
        let value: String
        switch control.kind {
        // An empty text field's value is its placeholder, which is the field's label.
        // A secure field's too; its value is a dot a character, as the label shows it (§78).
        case .textField, .secureField: value = shown.isEmpty ? title : shown
        // A text view has no placeholder: its value is its text.
        case .textEditor: value = shown
        // A switch's value is "1" when on and "0" when off.
        case .toggle: value = shown == "on" ? "1" : "0"
        case .picker, .stepper: value = shown
        }
        let literal = SwiftNames.stringLiteral(value)
        // Absent: no such control, or one showing another value; reading a missing element's
        // value is itself a failure in XCTest.
        if !e.present { return ["XCTAssertFalse(\(element).exists && (\(element).value as? String) == \(literal))"] }
        return ["XCTAssertTrue(\(element).waitForExistence(timeout: \(UITestWriter.timeout)))",
                "XCTAssertEqual(\(element).value as? String, \(literal))"]
    }

    /// The control whose label the expectation starts with, its title as shown and the value after `: `.
    func match(_ label: String) -> (ControlDecl, String, String)? {
        var search = label.startIndex
        while let colon = label.range(of: ": ", range: search..<label.endIndex) {
            let title = String(label[..<colon.lowerBound])
            if let control = controls.first(where: { LabelPattern($0.label).matches(title) }) {
                let shown = String(label[colon.upperBound...])
                if control.kind != .toggle || shown == "on" || shown == "off" { return (control, title, shown) }
            }
            search = colon.upperBound
        }
        return nil
    }

    /// Helpers the test class needs for the steps it runs.
    func helpers(for steps: [Step], into src: inout SwiftSource) {
        let actions = steps.compactMap(\.input?.action)
        if actions.contains(.clear) {
            src.line()
            src.doc("Deletes a text field's text one keystroke per character, as backspace does.")
            src.line("@MainActor")
            src.block("private func clearText(_ field: XCUIElement) {") { src in
                src.line("field.tap()")
                src.line("let text = field.value as? String ?? \"\"")
                src.line("// An empty field's value is its placeholder: nothing to delete.")
                src.line("guard text != field.placeholderValue else { return }")
                src.line("field.typeText(String(repeating: XCUIKeyboardKey.delete.rawValue, count: text.count))")
            }
        }
        if actions.contains(.toggle) {
            src.line()
            src.doc("Flips a switch by tapping its knob: a Toggle's element spans its row, and a tap at the centre lands beside the knob.")
            src.line("@MainActor")
            src.block("private func flip(_ toggle: XCUIElement) {") { src in
                src.line("toggle.coordinate(withNormalizedOffset: CGVector(dx: 0.95, dy: 0.5)).tap()")
            }
        }
    }
}
