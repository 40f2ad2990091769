/// Decoding of a script step's action: the one thing the step does before its expectations.
extension SpecDecoder {
    /// The step's action, or nil for a step that only expects. Records a problem when a step
    /// names two actions or an action's value has the wrong form.
    mutating func action(of step: inout MappingReader) -> StepAction? {
        let present = StepAction.keys.filter { step.keyNode($0) != nil }
        if present.count > 1, let second = step.keyNode(present[1]) {
            problems.append(Diagnostic("a step does one thing; this one has \(present.map { "`\($0):`" }.joined(separator: " and "))",
                                       at: second.location, hint: "write each as its own step, one after the other"))
        }
        var found: StepAction?
        for key in present {
            guard let value = step.take(key) else { continue }
            if value.isNull, key == "tap" || key == "select-tab" || key == "delete" || key == "move" {
                // `- tap:` alone: YAML reads an empty value, which no button shows.
                let what = key == "tap" ? "button or link" : key == "delete" || key == "move" ? "row (a text or button it shows)" : "tab"
                problems.append(Diagnostic("`\(key):` needs the label of the \(what) to use", at: value.location,
                                           hint: key == "tap" ? "for example `- tap: Save`"
                                               : key == "delete" ? "for example `- delete: Milk`"
                                               : key == "move" ? "for example `- move: Milk` with `to: Bread`" : "for example `- select-tab: Settings`"))
                continue
            }
            let action: StepAction?
            switch key {
            case "tap": action = text(value, what: "tap").map { .tap($0) }
            case "select-tab": action = text(value, what: "select-tab").map { .selectTab($0) }
            case "refresh": action = text(value, what: "refresh").map { .refresh($0) }
            case "delete": action = text(value, what: "delete").map { .delete($0) }
            case "move": action = moveStep(value, in: &step)
            case "swipe": action = swipeStep(value)
            case "select": action = text(value, what: "select").map { .select($0) }
            case "dismiss": action = flag(value, key: key, word: "sheet") ? .dismiss : nil
            case "background", "foreground":
                action = flag(value, key: key, word: "true") ? .scene(key == "background" ? .background : .active) : nil
            default: action = flag(value, key: key, word: "true") ? .goBack : nil
            }
            if found == nil { found = action }
        }
        // `reorder: a` beside `to: b`: the verb is another word, and `to:` says it is `move:`.
        var explained = false
        if present.isEmpty, step.keyNode("to") != nil,
           let i = (0..<step.count).first(where: { !SpecDecoder.stepKeys.contains(step.key(at: $0)) && step.peek(step.key(at: $0))?.scalar != nil }) {
            problems.append(Diagnostic("unknown key '\(step.key(at: i))' in a script step", at: step.keyNode(at: i).location,
                                       hint: "did you mean 'move'? `to:` goes with `move:`, which drags a row to another row's place"))
            _ = step.take(at: i)
            _ = step.take("to")
            explained = true
        }
        if !explained, !present.contains("move"), let target = step.take("to") {
            problems.append(Diagnostic("`to:` names the row a `move:` step drags to, and this step has no `move:`", at: target.location,
                                       hint: "write `- move: LABEL` with `to: TARGET` on the next line, indented like it"))
        }
        return found
    }

    /// `move: LABEL` with `to: TARGET`: the row to drag, and the row whose place it takes.
    private mutating func moveStep(_ value: YAMLNode, in step: inout MappingReader) -> StepAction? {
        // A key spelt like `to:` is one error, the misspelling, not also a missing `to:`.
        guard let target = step.take("to", orMisspeltIn: "a script step", allowed: SpecDecoder.stepKeys, problems: &problems) else {
            // `move: { row: milk, to: bread }`, as `swipe:` is written: the keys belong beside it.
            if let inner = value.mapping, inner.contains(where: { $0.key.scalar == "to" }) {
                problems.append(Diagnostic("`move:` takes the dragged row's label, and `to:` stands beside it, not inside it", at: value.location,
                                           hint: "write `- move: milk` with `to: bread` on the next line, indented like it"))
                return nil
            }
            problems.append(Diagnostic("`move:` needs `to:`, the row whose place the dragged row takes", at: value.location,
                                       hint: "for example `- move: milk` with `to: bread` on the next line, indented like it"))
            return nil
        }
        guard let label = text(value, what: "move"), let place = text(target, what: "to") else { return nil }
        return .move(label, to: place)
    }

    /// `swipe: { row: LABEL, button: TITLE }`: the row to swipe, and the button its swipe reveals;
    /// or `swipe: { row: LABEL, full: true }`, a full swipe, which runs the first button.
    private mutating func swipeStep(_ value: YAMLNode) -> StepAction? {
        let example = "for example `- swipe: { row: milk, button: Pin }`, or `full: true` for a full swipe"
        guard var r = MappingReader(value, what: "`swipe:` (with `row:` and `button:`)", problems: &problems) else { return nil }
        let allowed = ["row", "button", "full"]
        let row = r.take("row", orMisspeltIn: "a swipe step", allowed: allowed, problems: &problems)
        let button = r.take("button", orMisspeltIn: "a swipe step", allowed: allowed, problems: &problems)
        let full = r.take("full")
        r.finish(what: "a swipe step", allowed: allowed, problems: &problems)
        if let full {
            guard full.scalar == "true", button == nil else {
                problems.append(Diagnostic(button == nil ? "`full:` takes `true`: a full swipe runs the row's first swipe action"
                                                         : "a swipe step taps `button:` or swipes fully with `full: true`, not both",
                                           at: full.location, hint: "a full swipe runs the first button; to tap another, name it with `button:` alone"))
                return nil
            }
            guard let row else {
                problems.append(Diagnostic("`swipe:` needs `row:`, a text or button the row shows", at: value.location, hint: example))
                return nil
            }
            return text(row, what: "row").map { .swipe($0, button: nil) }
        }
        guard let row, let button else {
            problems.append(Diagnostic("`swipe:` needs `row:`, a text or button the row shows, and `button:`, the swipe action to tap",
                                       at: value.location, hint: example))
            return nil
        }
        guard let label = text(row, what: "row"), let title = text(button, what: "button") else { return nil }
        return .swipe(label, button: title)
    }

    /// `dismiss: sheet`, `go-back: true`, or the key alone (`- go-back:`).
    private mutating func flag(_ node: YAMLNode, key: String, word: String) -> Bool {
        if node.isNull { return true }
        guard let s = node.scalar, s == word else {
            // `dismiss: alert`: no swipe takes an alert or a dialog away; a button does (§29, §31).
            if key == "dismiss", let style = node.scalar.flatMap(PresentationDecl.Style.init(rawValue:)), style.asksWithButtons {
                problems.append(Diagnostic("`dismiss: \(style.rawValue)`: \(style.words) is not swiped away; one of its buttons dismisses it",
                                           at: node.location,
                                           hint: style == .alert ? "tap one of them: `- tap: OK` for an alert with no buttons of its own, or the label of one of its buttons"
                                               : "tap one of them: `- tap: Cancel`, the button iOS adds when none has the cancel role, or the label of one of its buttons"))
                return false
            }
            problems.append(Diagnostic("`\(key):` takes `\(word)` or nothing, found \(node.scalar.map { "'\($0)'" } ?? node.kindName)",
                                       at: node.location,
                                       hint: key == "dismiss" && node.scalar == "popover"
                                           ? "on an iPhone a popover is shown as a sheet, and swiped down as one: `- dismiss: sheet`"
                                           // `background: false`: coming back is a step of its own.
                                           : key == "background" && node.scalar == "false" ? "to bring the app back, write `- foreground: true`"
                                           : key == "foreground" && node.scalar == "false" ? "to send the app away, write `- background: true`"
                                           // `dismiss: true`, after `go-back: true`: the word names what is swiped.
                                           : key == "dismiss" ? "`- dismiss: sheet`, or the key alone, `- dismiss:`, swipes the top-most sheet down"
                                           : "for example `- \(key): \(word)`"))
            return false
        }
        return true
    }
}
