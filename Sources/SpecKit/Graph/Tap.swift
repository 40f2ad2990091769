/// The `tap:` step: the one button on screen with a label, its action run, the screen settled
/// (docs/semantics.md §6, §33).
extension Graph {
    /// Taps the one button with this label, runs its action, and settles.
    public func tap(_ label: String, at location: Location) throws {
        mayHoldGarbage = true
        // The index answers the common case; the screen walk finds what the error message lists.
        // The index's answer is used as it is: a list of the one button was an array at every tap.
        let found = onlyButton(label)
        var matches = found == nil ? reachableScreen.filter { $0.kind == .button && $0.label == label } : []
        guard let button = found ?? (matches.count == 1 ? matches[0] : nil), let node = nodes[button.nodeID] else {
            if let found { matches = [found] }
            let buttons = reachableScreen.filter { $0.kind == .button }.map(\.label)
            if matches.isEmpty, let alert = topPresentation(), alert.isAlert, let style = alert.presentationStyle,
               screen.contains(where: { $0.kind == .button && $0.label == label }) {
                let name = style.words.split(separator: " ", maxSplits: 1)[1]
                throw Diagnostic("\"\(label)\" is under \(style.words): only the \(name)'s buttons can be tapped", at: location,
                                 hint: "tap one of them first: \(buttons.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            if matches.isEmpty, let style = askerWithButton(label) {
                throw Diagnostic("no button \"\(label)\" is on screen: it is a button of \(style.words) that is not presented", at: location,
                                 hint: "\(style.words) shows while its `is-presented:` binding is true; buttons on screen: "
                                     + (buttons.isEmpty ? "none" : buttons.map { "\"\($0)\"" }.joined(separator: ", ")))
            }
            // A toggle, picker, stepper or field with that title: the step has another verb.
            if matches.isEmpty, let control = reachableControls.lazy.compactMap(\.control).first(where: { $0.title == label }) {
                throw Diagnostic("\"\(label)\" is a \(control.kind.words); `tap:` needs a button or navigation link", at: location,
                                 hint: control.kind.verbHint(title: label))
            }
            // A tab's label: the tab bar's item is selected by a step of its own (§25).
            if matches.isEmpty, tabLabelsOnScreen().contains(label) {
                throw Diagnostic("no button \"\(label)\" is on screen", at: location, hint: ScriptTargets.Shown.tabHint(label))
            }
            // The navigation bar's back button is no button of a body: a step of its own pops.
            let back = matches.isEmpty && label.lowercased().contains("back") && canGoBack()
                ? "the navigation bar's back button is the step `- go-back: true`; " : ""
            // A button alive but out of sight: say where, as a failed expectation does.
            let place = matches.isEmpty ? offScreenPlace(of: label) : nil
            let hidden = place.map { ": \"\(label)\" is out of sight, \($0)" } ?? ""
            // Under a pushed screen, the back button is the way to it.
            let pop = back.isEmpty && place == "under the screen pushed over it" && canGoBack()
                ? "the navigation bar's back button, `- go-back: true`, pops the screen pushed over it; " : ""
            let hint = matches.isEmpty
                ? back + pop + (Suggestion.closest(to: label, in: buttons).map { "did you mean '\($0)'? " } ?? "")
                    + "buttons on screen: \(buttons.isEmpty ? "none" : buttons.map { "\"\($0)\"" }.joined(separator: ", "))"
                : "they are in \(places(matches)); give each button its own label"
            throw Diagnostic(matches.isEmpty ? "no button \"\(label)\" is on screen\(hidden)"
                                             : "\(matches.count) buttons \"\(label)\" are on screen; a tap needs exactly one",
                             at: location, hint: hint)
        }
        if !isEnabled(button) {
            // A disabled button ignores the tap; XCUITest's tap() still succeeds (semantics §33).
            emit(.tapIgnored(label: label, node: node.ref, disabledBy: disabledBy(button)))
            endStep()
            return
        }
        emit(.tapped(label: label, node: node.ref))
        if let link = button.link {
            try follow(link, at: location)
            lastHandlers = []
            try settle(at: location)
            endStep()
            return
        }
        try runAction(button.action, in: liveScope(node, locals: button.locals), view: node.ref)
        try dismissAfterAction(of: node, button: label, at: location)
        try startSpawned()
        lastHandlers = []
        try settle(at: location)
        endStep()
    }

    /// "Row (2), Parent": where screen items are, each node once with its count.
    private func places(_ items: [ScreenItem]) -> String {
        var order: [String] = [], counts: [String: Int] = [:]
        for item in items {
            let path = ref(of: item).path
            if counts[path] == nil { order.append(path) }
            counts[path, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) (\(counts[$0]!))" : $0 }.joined(separator: ", ")
    }
}
