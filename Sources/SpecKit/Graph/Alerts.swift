/// Alerts and confirmation dialogs: docs/semantics.md §29, §31. Each is a presentation whose
/// content is its title, message and buttons; what sets them apart from a sheet is here.
extension Graph {
    /// `.alert(…)`'s closures are not escaping, so the body that writes the alert runs them, with
    /// its title and data: what they read, that body reads, and a write to it renders that body
    /// again. The alert node then shows them from the values of that render, as a sheet's content.
    func runAlertClosures(_ alert: AlertDecl, of p: PresentationDecl, kept: Value?, in scope: NodeScope) throws {
        _ = try Evaluator.evaluate(alert.title, in: scope)
        var locals: [String: Value] = [:]
        if let data = alert.presenting {
            let value = try Evaluator.evaluate(data, in: scope)
            // SwiftUI passes the closures a value, never nil: without one there is nothing to run.
            guard let name = p.itemName, let shown = kept ?? (value == .null ? nil : value) else { return }
            locals[name] = shown
        }
        let inner = scope.with(locals)
        if let message = alert.message { _ = try Evaluator.evaluate(message, in: inner) }
        for field in alert.fields { _ = try Evaluator.evaluate(field.label, in: inner) }
        for action in alert.actions { _ = try Evaluator.evaluate(action.label, in: inner) }
    }

    /// What an alert presents while its binding is true: `true`, or with `presenting:` the data it
    /// was presented with, kept while it stays presented; nil while its data is nil.
    func alertPresented(_ alert: AlertDecl, kept: Value?, in scope: NodeScope) throws -> Value? {
        guard let data = alert.presenting else { return .bool(true) }
        // SwiftUI ignores changes to the data after the presentation (§29).
        if let kept { return kept }
        let value = try Evaluator.evaluate(data, in: scope)
        return value == .null ? nil : value
    }

    /// The kind of the first alert or confirmation dialog of the spec with a button that can show
    /// this label: what a tap on it means while no such box is presented; nil when none has.
    func askerWithButton(_ label: String) -> PresentationDecl.Style? {
        for component in spec.components {
            for child in component.body.allChildren {
                for p in child.modifiers.presentations where p.alert != nil
                    && p.content.contains(where: { if case .button(let l, _, _, _) = $0 { LabelPattern(l).matches(label) } else { false } }) {
                    return p.style
                }
            }
        }
        return nil
    }

    /// Whether an alert of the spec has a text field of this title a step of this kind types into:
    /// what a keyboard step on it means while no such alert is presented (§29).
    func alertHasField(_ title: String, for step: InputStep.Action) -> Bool {
        for component in spec.components {
            for child in component.body.allChildren {
                for p in child.modifiers.presentations {
                    if p.alert?.fields.contains(where: { step.accepts($0.kind) && LabelPattern($0.label).matches(title) }) == true { return true }
                }
            }
        }
        return false
    }

    /// After a tap on a button of an alert or a confirmation dialog: SwiftUI sets its binding to
    /// false once the action has run.
    func dismissAfterAction(of node: Node, button: String, at location: Location) throws {
        guard case .presentation(let p)? = node.screen?.kind, p.style.asksWithButtons, node.screen?.presented != nil else { return }
        emit(.screen(node.ref, p.style == .alert ? .alertAnswered(button: button) : .dialogAnswered(button: button)))
        try dismissPresentation(node, at: location)
    }
}

extension PresentationDecl.Style {
    /// "alert", "full-screen cover": the kind as a sentence names it after "the".
    var noun: String {
        switch self {
        case .alert: return "alert"
        case .confirmationDialog: return "confirmation dialog"
        case .sheet: return "sheet"
        case .fullScreenCover: return "full-screen cover"
        case .popover: return "popover"
        case .navigationDestination: return "navigation destination"
        }
    }

    /// "an alert", "a confirmation dialog": how messages name it.
    var words: String { (self == .alert ? "an " : "a ") + noun }
}

extension Node {
    /// Whether this is the node of an alert or a confirmation dialog: buttons over the screen
    /// it is presented from, which stays in sight.
    var isAlert: Bool {
        if case .presentation(let p)? = screen?.kind { return p.style.asksWithButtons }
        return false
    }

    /// The style of this presentation node; nil for any other node.
    var presentationStyle: PresentationDecl.Style? {
        if case .presentation(let p)? = screen?.kind { return p.style }
        return nil
    }
}

extension Graph {
    /// Under an alert or a confirmation dialog, the start of the hint of a step that found nothing
    /// to use: the screen is in sight, but only the alert's buttons take input (§29).
    var alertInTheWay: String {
        guard let top = topPresentation(), top.isAlert, let style = top.presentationStyle else { return "" }
        let buttons = reachableScreen.filter { $0.kind == .button }.map { "\"\($0.label)\"" }.joined(separator: ", ")
        // An alert's text fields take keys too (§29).
        let fields = reachableControls.compactMap(\.control).map { "\($0.kind.words) \"\($0.title)\"" }
        guard !fields.isEmpty else { return "\(style.words) is presented: only its buttons take input until one is tapped (\(buttons)); " }
        return "\(style.words) is presented: only its buttons and its \(fields.joined(separator: " and ")) take input until a button is tapped (\(buttons)); "
    }
}
