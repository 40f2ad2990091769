/// What a script's steps name — buttons, navigation links, tabs and controls — against every
/// label the bodies could show, so that `spec check` finds a misspelt `tap:` without running the
/// script. A label with `{…}` parts can show anything in their place; a step is reported only
/// when no body of any component could ever show what it names, so whatever the script does
/// first, running it would stop at that step.
public enum ScriptTargets {
    /// A step naming something no body shows, one diagnostic a step (a shared script's step is
    /// reported once, not once a scenario). Scenarios that expect an error are left out: the
    /// error may be the point.
    public static func problems(in spec: Spec) -> [Diagnostic] {
        var shown = Shown(spec)
        var problems: [Diagnostic] = [], seen: Set<Location> = []
        for scenario in spec.scenarios where scenario.expectedError == nil {
            var pops = PopCount()
            var background = false
            for step in scenario.steps {
                guard let problem = inBackground(step, &background) ?? shown.problem(with: step) ?? shown.deadLink(tappedBy: step)
                        ?? shown.goBackAtRoot(step, &pops),
                      seen.insert(problem.location).inserted else { continue }
                problems.append(problem)
            }
        }
        return problems
    }

    /// Every label the spec's bodies write, by what a step can do with it.
    struct Shown {
        var buttons: [LabelPattern] = []
        /// The buttons' and links' labels that show no value, for a tap to find by hashing: every
        /// step of a large spec compared its label with every button's.
        var literalButtons: Set<String> = []
        /// The others, which show a value somewhere.
        var buttonPatterns: [LabelPattern] = []
        var tabs: [String] = []
        /// Labels two tabs of one tab view share: a `select-tab:` naming one cannot tell which.
        var sharedTabLabels: Set<String> = []
        var controls: [(kind: ControlDecl.Kind, title: LabelPattern, location: Location?)] = []
        /// Where the text fields of alerts are written: Return in one is not expressed (§29).
        var alertFields: Set<Location> = []
        /// The styles of the presentations written anywhere, and whether any stack is.
        var presentations: Set<PresentationDecl.Style> = []
        var hasStack = false
        /// Whether anything but a tap on a link can push a screen: a stack's `path:` binding,
        /// which any code may append to, or a `navigation-destination:` flag (§23, §30).
        var pushesByCode = false
        /// The navigation links, by label, and the types the views declare destinations for
        /// (`for:` of a stack's `destinations:` or of `navigation-destinations:`): a tap on a link
        /// that can push nothing is refused before the run (ScriptTargets+Links.swift).
        var links: [(pattern: LabelPattern, link: NavigationLinkDecl, component: Int)] = []
        var destinationTypes: [String] = []
        /// The certain types of the links' values, worked out when a tap first names only links.
        var linkTypes: [Location: SwiftType?]?
        let spec: Spec
        /// Whether any for-each is written with `on-delete:`, whose rows `delete:` swipes, or with
        /// `on-move:`, whose rows `move:` drags.
        var deletes = false
        var moves = false
        var swipes = false
        var selects = false

        init(_ spec: Spec) {
            self.spec = spec
            // By index and walked in place: copying every component and gathering every element
            // of its body into an array retained each one.
            for c in spec.components.indices {
                spec.components[c].body.forEachElement { element in
                    switch element {
                    case .child(let child):
                        let shown = child.modifiers.presentations
                        if !shown.isEmpty { presentations.formUnion(shown.map(\.style)) }
                        if shown.contains(where: { $0.style == .navigationDestination }) { pushesByCode = true }
                        for p in shown { alertFields.formUnion(p.alert?.fields.map(\.location) ?? []) }
                        if let field = child.modifiers.searchable { controls.append((field.kind, LabelPattern(field.label), nil)) }
                        destinationTypes += child.modifiers.navigationDestinations.map(\.type)
                    case .navigationStack(let stack):
                        hasStack = true
                        if stack.path != nil { pushesByCode = true }
                        destinationTypes += stack.destinations.map(\.type)
                    case .forEach(let loop):
                        if loop.onDelete != nil { deletes = true }
                        if loop.onMove != nil { moves = true }
                        if loop.swipeActions != nil { swipes = true }
                        if loop.selection != nil { selects = true }
                    case .button(let label, _, _, _): addButton(LabelPattern(label))
                    case .link(let link):
                        addButton(LabelPattern(link.label))
                        links.append((LabelPattern(link.label), link, c))
                        if link.push != nil { presentations.insert(.navigationDestination) }
                    case .tabView(let view):
                        let labels = view.tabs.map(\.label)
                        tabs += labels
                        for (i, label) in labels.enumerated() where labels[..<i].contains(label) { sharedTabLabels.insert(label) }
                    case .control(let control): controls.append((control.kind, LabelPattern(control.label), control.location))
                    default: break
                    }
                }
            }
        }

        private mutating func addButton(_ pattern: LabelPattern) {
            buttons.append(pattern)
            if let literal = pattern.literal { literalButtons.insert(literal) } else { buttonPatterns.append(pattern) }
        }

        func problem(with step: Step) -> Diagnostic? {
            switch step.action {
            case .tap(let label)?:
                // A literal pattern matches exactly its text; the others are tried in turn.
                if literalButtons.contains(label) || buttonPatterns.contains(where: { $0.matches(label) }) { return nil }
                if let control = controls.first(where: { $0.title.literal == label }) {
                    // A control of that title: the step that uses it has another verb, as running would say.
                    return Diagnostic("\"\(label)\" is a \(control.kind.words); `tap:` needs a button or navigation link",
                                      at: step.valueLocation, hint: control.kind.verbHint(title: label))
                }
                let systemCancel = label == AlertDecl.dialogCancelButton && presentations.contains(.confirmationDialog)
                // The navigation bar's back button is no button of a body: a step of its own pops.
                let back = label.lowercased().contains("back") && (hasStack || presentations.contains(.navigationDestination))
                return Diagnostic("no body shows a button or navigation link \"\(label)\"", at: step.valueLocation,
                                  hint: tabs.contains(label) ? Self.tabHint(label)
                                      : systemCancel ? "iOS adds Cancel only to a confirmation dialog none of whose buttons has the cancel role; tap that button instead"
                                      : back ? "the navigation bar's back button is the step `- go-back: true`" + (tapHint(label).map { "; \($0)" } ?? "")
                                      : tapHint(label))
            case .selectTab(let label)?:
                if sharedTabLabels.contains(label) {
                    // Refused as a tap on two buttons is at the step (§26); here before the run.
                    return Diagnostic("select-tab: two tabs of one tab view are labelled \"\(label)\"; a tap needs exactly one", at: step.valueLocation,
                                      hint: "XCUITest's app.tabBars.buttons[\"\(label)\"] would find both; give each tab its own label")
                }
                if tabs.contains(label) { return nil }
                return Diagnostic(tabs.isEmpty ? "select-tab: no body has a tab view" : "select-tab: no tab view has a tab \"\(label)\"",
                                  at: tabs.isEmpty ? step.location : step.valueLocation, hint: tabs.isEmpty ? nil : hint(label, among: tabs, what: "tabs"))
            case .input(let input)?:
                let kind = input.action.control
                let titled = controls.filter { $0.title.matches(input.control) }
                // A keyboard step reaches a secure field or a text editor as it does a text field (§78).
                let reached = titled.filter { input.action.accepts($0.kind) }
                // A newline typed where only one-line fields have the title: Return submits there (§39, §78.5).
                if case .type(let text) = input.action, text.contains("\n"), let field = reached.first, reached.allSatisfy(\.kind.submits) {
                    return Diagnostic("the \(field.kind.words) \"\(input.control)\" is one line: Return in it submits, and types no newline into its text",
                                      at: input.location, hint: "press Return with `- submit: \(input.control)`; a newline goes into a `text-editor:`")
                }
                if input.action == .submit, !reached.isEmpty, reached.allSatisfy({ $0.location.map(alertFields.contains) ?? false }) {
                    // The run refuses it at the step, whatever came first.
                    return Diagnostic("Return in an alert's \(reached[0].kind.words) is not expressed: what it does there is not modelled", at: input.location,
                                      hint: "tap the alert's button instead, e.g. `- tap: OK`, which reads what was typed through the binding")
                }
                if !reached.isEmpty { return nil }
                if let other = titled.first?.kind, let literal = controls.first(where: { $0.kind == other && $0.title.literal == input.control }) {
                    // Only a control of another kind has that title: the verb is wrong, as running would say.
                    return Diagnostic("\"\(input.control)\" is a \(literal.kind.words); `\(input.action.key):` needs a \(kind.words)",
                                      at: input.location, hint: literal.kind.verbHint(title: input.control))
                }
                if literalButtons.contains(input.control) {
                    // A button of that label: the step that uses it is a tap, as running would say.
                    return Diagnostic("\"\(input.control)\" is a button; `\(input.action.key):` needs a \(kind.words)", at: input.location,
                                      hint: "tap it with `- tap: \(input.control)`")
                }
                let titles = controls.filter { input.action.accepts($0.kind) }.compactMap(\.title.literal)
                return Diagnostic("no body shows a \(kind.words) \"\(input.control)\"", at: input.location,
                                  hint: hint(input.control, among: titles, what: "\(kind.words)s"))
            case .dismiss?:
                // Only a sheet (or a popover, shown as one on an iPhone) is swiped down: without one,
                // running stops at this step whatever came first.
                if presentations.contains(where: \.isSwipedDown) { return nil }
                return Diagnostic("dismiss: no body presents a sheet, so there is nothing to swipe down", at: step.location,
                                  hint: presentations.contains(.navigationDestination)
                                      ? "a screen pushed by `navigation-destination:` goes back with `- go-back: true`"
                                      : presentations.contains(.fullScreenCover)
                                      ? "a full-screen cover cannot be swiped down; tap a button in it that calls dismiss()"
                                      : presentations.contains(.confirmationDialog)
                                      ? "a confirmation dialog is dismissed by tapping one of its buttons; iOS adds Cancel when none has the cancel role"
                                      : presentations.contains(.alert) ? "an alert is dismissed by tapping one of its buttons" : nil)
            case .goBack?:
                if hasStack { return nil }
                return Diagnostic("go-back: no body has a navigation-stack, so there is no back button", at: step.location,
                                  hint: "push screens inside a `navigation-stack:`, with a link or `navigation-destination:`")
            case .delete?:
                if deletes { return nil }
                return Diagnostic("delete: no `for-each:` has `on-delete:`, so no row offers a swipe to delete", at: step.location,
                                  hint: "SwiftUI adds the Delete action to the rows of a ForEach with .onDelete: write `on-delete: items.remove(atOffsets: offsets)` under the `for-each:`")
            case .swipe?:
                if swipes { return nil }
                return Diagnostic("swipe: no `for-each:` has `swipe-actions:`, so no row shows buttons on a swipe", at: step.location,
                                  hint: deletes ? "a row of a for-each with only `on-delete:` offers Delete: use `- delete: LABEL`"
                                      : "SwiftUI shows a row's .swipeActions buttons on a swipe: write `swipe-actions:` with `buttons:` under the `for-each:`")
            case .select?:
                if selects { return nil }
                return Diagnostic("select: no `for-each:` has `selection:`, so a tap on a row selects nothing", at: step.location,
                                  hint: "a List with a selection binding selects the row a person taps: write `selection: $selected` under the `for-each:`; a button in a row is tapped with `- tap: LABEL`")
            case .move?:
                if moves { return nil }
                return Diagnostic("move: no `for-each:` has `on-move:`, so no row can be dragged", at: step.location,
                                  hint: "SwiftUI adds reorder controls to the rows of a ForEach with .onMove: write `on-move: items.move(fromOffsets: source, toOffset: destination)` under the `for-each:`")
            default:
                return nil
            }
        }

        /// A tap's label among the buttons, with those that show a value as their templates:
        /// `tap: like` where the rows show `like {item}` needs the value.
        /// A tab's label named by `tap:`: the tab bar's item is no button of a body (§25).
        static func tabHint(_ label: String) -> String {
            "\"\(label)\" is the label of a tab: select it with `- select-tab: \(label)`"
        }

        private func tapHint(_ label: String) -> String? {
            let literals = buttons.compactMap(\.literal), templates = buttonPatterns.map(\.shown)
            if templates.isEmpty || Suggestion.closest(to: label, in: literals) != nil {
                return hint(label, among: literals, what: "buttons and links")
            }
            return "buttons and links in the bodies: \(Suggestion.list((literals + templates).map { "\"\($0)\"" })); "
                + "a step names a label as it is shown, with the value in place of {…}"
        }

        private func hint(_ label: String, among known: [String], what: String) -> String? {
            if let near = Suggestion.closest(to: label, in: known) { return "did you mean '\(near)'? a step names a label exactly as it is shown" }
            return known.isEmpty ? nil : "\(what) in the bodies: \(Suggestion.list(known.map { "\"\($0)\"" }))"
        }
    }
}
