/// Decoding of input controls, `switch:` and the script steps that use controls.
extension SpecDecoder {
    static let controlKinds = ControlDecl.Kind.allCases.map(\.rawValue)
    /// Made once: `allCases` builds its array at every use, and every element is asked for each kind.
    static let controlKindCases = ControlDecl.Kind.allCases
    /// The step keys that use a control, with the key that names the control when it is not the first.
    static let inputStepKeys = ["type", "into", "clear", "toggle", "pick", "from", "increment", "decrement", "submit", "cancel-search"]

    /// `- text-field: Search` with `text: $query`, and the other controls alike.
    mutating func control(_ kind: ControlDecl.Kind, _ labelNode: YAMLNode, _ e: inout MappingReader,
                          at location: Location) -> Element? {
        let what = "a \(kind.words)"
        let label = template(labelNode, what: "\(what)'s label")
        let allowed = [kind.rawValue, kind.bindingKey] + Self.controlKeys(kind) + ["disabled"]
        let bindingNode = e.take(kind.bindingKey, orMisspeltIn: what, allowed: allowed, problems: &problems)
        let binding = bindingNode.flatMap { expression($0, what: "a binding") }
        if bindingNode == nil {
            let others = ControlDecl.Kind.allCases.filter { $0 != kind && e.keyNode($0.bindingKey) != nil }
            // `TextField("Age", value: $age, format: .number)` is Swift's; the spec edits text.
            let valueFormat = kind.submits && others.first?.bindingKey == "value"
            problems.append(Diagnostic(
                others.first.map { "\(what) is bound with `\(kind.bindingKey):`; `\($0.bindingKey):` is for a \($0.words)" }
                    ?? "\(what) needs `\(kind.bindingKey):`, the binding it edits",
                at: others.first.flatMap { e.keyNode($0.bindingKey)?.location } ?? location,
                hint: valueFormat
                    ? "`TextField(value:format:)` is not expressed: bind a String with `text: $ageText` and convert it where it is read, `Int(ageText) ?? 0`"
                    : "for example `\(kind.bindingKey): $\(Self.exampleName(kind))`"))
            for other in others { _ = e.take(other.bindingKey) }
            if valueFormat, e.keyNode("format") != nil { _ = e.take("format") }
        }
        var options: Expr?
        var step: Expr?
        var range: (low: Expr, high: Expr)?
        switch kind {
        case .picker:
            if let o = e.take("options", orMisspeltIn: what, allowed: allowed, problems: &problems) { options = listExpression(o, what: "a list of options", item: "an option") } else {
                problems.append(Diagnostic("a picker needs `options:`, the values it offers", at: location,
                                           hint: "for example `options: [\"\\\"name\\\"\", \"\\\"date\\\"\"]`, or a list holder"))
            }
        case .stepper:
            step = e.take("step").flatMap { expression($0, what: "a step") }
            if let r = e.take("in"), r.sequence == nil, r.scalar != nil {
                // `in: 0...10`, Swift's ClosedRange, which a stepper takes; `0..<10` is not one.
                if let written = expression(r, what: "a range") {
                    if let parts = Ranges.parts(written), parts.closed {
                        range = (parts.lower, parts.upper)
                    } else {
                        var hint = "for example `in: 0...10`, or `in: [0, 10]`"
                        if let parts = Ranges.parts(written) {
                            let last = if case .int(let n) = parts.upper.kind { "\(n - 1)" } else { "(\(parts.upper.source) - 1)" }
                            hint = "Stepper(in:) takes a ClosedRange, its last value included: `\(parts.lower.source)...\(last)`"
                        }
                        problems.append(Diagnostic("a stepper's `in:` is a closed range, `low...high`, or a list of two bounds", at: r.location,
                                                   hint: hint))
                    }
                }
            } else if let r = e.take("in") {
                let bounds = r.items.compactMap { expression($0, what: "a bound") }
                if let items = r.sequence, items.count == 2, bounds.count == 2 {
                    range = (bounds[0], bounds[1])
                } else if bounds.count == r.items.count {
                    problems.append(Diagnostic("a stepper's `in:` is a list of two bounds, low and high", at: r.location,
                                               hint: "for example `in: [0, 10]` for 0...10"))
                }
            }
        case .textField, .secureField, .textEditor, .toggle:
            break
        }
        var onSubmit: [Statement]?
        if kind.submits {
            onSubmit = e.take("on-submit").map { statements($0) }
        } else if let key = e.keyNode("on-submit"), kind == .textEditor {
            // Return in a TextEditor types a newline: onSubmit names TextField and SecureField only (§78).
            _ = e.take("on-submit")
            problems.append(Diagnostic("`on-submit:` is for a text field or a secure field: Return in a text editor types a newline into its text, and submits nothing",
                                       at: key.location,
                                       hint: "onSubmit(of:_:) runs for a TextField or a SecureField; to act on the text, write `on-change:` of it beside a component, or a button whose action reads it"))
        } else if let key = e.keyNode("on-submit") {
            // Return submits a text field; SwiftUI's other controls have no submit trigger.
            _ = e.take("on-submit")
            problems.append(Diagnostic("`on-submit:` is for a text field: Return in a text field runs it, and \(what) has no Return",
                                       at: key.location,
                                       hint: "put it on the text field whose Return should run it; to run it when \(what) changes, write `on-change:` of its value beside a component"))
        }
        var blocksSubmit = false
        if let node = e.take("submit-scope") {
            if kind.submits {
                blocksSubmit = submitScope(node) ?? false
            } else {
                // `.submitScope()` stops a submit trigger; only a text field or a secure field has one (§94).
                problems.append(Diagnostic("`submit-scope:` is for a text field or a secure field: \(kind == .textEditor ? "Return in a text editor types a newline, and submits nothing" : "\(what) has no Return"), so there is nothing to keep from the on-submit actions around it",
                                           at: node.location, hint: "write `submit-scope: true` on the text field whose Return should not reach the on-submit actions above it"))
            }
        }
        let focus = focusBinding(kind, &e, what: what)
        let disabled = e.take("disabled").flatMap { expression($0, what: "a condition") }
        rejectModifiers(&e, on: what, except: ["disabled", "on-submit", "submit-scope"])
        e.finish(what: what, allowed: allowed, problems: &problems)
        guard let label, let binding else { return nil }
        if kind == .picker && options == nil { return nil }
        return .control(ControlDecl(kind: kind, label: label, binding: binding, options: options, step: step,
                                    range: range, location: location, disabled: disabled, onSubmit: onSubmit,
                                    focused: focus?.0, focusEquals: focus?.1, submitScope: blocksSubmit))
    }

    /// The keys a control takes besides its kind, its binding and `disabled:`.
    static func controlKeys(_ kind: ControlDecl.Kind) -> [String] {
        switch kind {
        case .picker: return ["options"]
        case .stepper: return ["step", "in"]
        case .textField, .secureField: return ["on-submit", "submit-scope", "focused", "equals"]
        case .textEditor: return ["focused", "equals"]
        case .toggle: return []
        }
    }

    static func exampleName(_ kind: ControlDecl.Kind) -> String {
        switch kind {
        case .textField: return "query"
        case .secureField: return "password"
        case .textEditor: return "notes"
        case .toggle: return "isOn"
        case .picker: return "selection"
        case .stepper: return "count"
        }
    }

    /// A YAML list of expressions (`["\"a\"", "\"b\""]`, `[1, 2]`) as one list expression, or one
    /// list expression: a picker's options, a for-each's items.
    mutating func listExpression(_ node: YAMLNode, what: String, item: String) -> Expr? {
        guard let items = node.sequence else { return expression(node, what: what) }
        let values = items.compactMap { expression($0, what: item) }
        guard values.count == items.count else { return nil }
        let source = "[" + values.map(\.source).joined(separator: ", ") + "]"
        return Expr(.list(values), at: node.location, source: source)
    }

    static let switchKeys = ["switch", "cases", "default"]
    static let caseKeys = ["case", "body"]

    /// `- switch: value` with `cases:` (each `case:` and `body:`) and an optional `default:`.
    mutating func switchElement(_ subject: YAMLNode, _ e: inout MappingReader, at location: Location) -> Element? {
        let value = expression(subject, what: "a switch's value")
        var cases: [SwitchCase] = []
        if let list = e.take("cases", orMisspeltIn: "a switch", allowed: Self.switchKeys, problems: &problems) {
            for item in list.items {
                guard var c = MappingReader(item, what: "a case", problems: &problems) else { continue }
                let matchNode = c.take("case", orMisspeltIn: "a case", allowed: Self.caseKeys, problems: &problems)
                let match = matchNode.flatMap { caseValues($0) }
                let elements: [Element]? = c.take("body", orMisspeltIn: "a case", allowed: Self.caseKeys, problems: &problems).map { self.body($0) }
                if matchNode == nil {
                    problems.append(Diagnostic("a case needs `case:`, the value it matches", at: item.location,
                                               hint: "for example `- case: 1` with `body: [ … ]`"))
                }
                if elements == nil {
                    problems.append(Diagnostic("a case needs a `body:` list", at: item.location))
                }
                c.finish(what: "a case", allowed: Self.caseKeys, problems: &problems)
                if let match, let elements { cases.append(SwitchCase(values: match, body: elements, location: item.location)) }
            }
            problems += CasePatterns.repeats(in: cases)
        } else {
            problems.append(Diagnostic("a `switch:` needs `cases:`", at: location,
                                       hint: "for example cases: [ { case: 1, body: [ { text: one } ] } ], and an optional default: [ … ]"))
        }
        let defaultNode = e.take("default")
        let otherwise: [Element]? = defaultNode.map { self.body($0) }
        rejectModifiers(&e, on: "a switch")
        e.finish(what: "a switch", allowed: Self.switchKeys, problems: &problems)
        guard let value else { return nil }
        return .switchOver(SwitchDecl(subject: value, cases: cases, otherwise: otherwise, location: location, otherwiseLocation: defaultNode?.location))
    }

    /// A `case:`'s values: `1`, or `1, 2` as Swift lists several patterns in one case.
    private mutating func caseValues(_ node: YAMLNode) -> [Expr]? {
        if node.sequence != nil {
            problems.append(Diagnostic("a case's values are written as Swift lists them, not as a YAML list", at: node.location,
                                       hint: "write `case: 1, 2` for a case that matches 1 or 2; a list value is quoted: `case: \"[1, 2]\"`"))
            return nil
        }
        guard let text = node.scalar, text.contains(",") else { return expression(node, what: "a case's value").map { [$0] } }
        return parse(node, what: "a case's values") { try CasePatterns.parse($0, at: $1, limits: $2, sourceLines: $3) }
    }

    /// The control a step uses, if it is an input step: `type: abc` with `into: Search`, `toggle: Wi-Fi`, …
    mutating func inputStep(_ step: inout MappingReader, at location: Location) -> InputStep? {
        func named(_ key: String) -> String? { step.take(key).flatMap { text($0, what: key) } }
        /// The control's label, under `into:` or `from:`, or a key spelt like it; nil when there is neither.
        /// The other verb's key (`into:` on a `pick:` step) is one error, and names the control still.
        func label(_ key: String) -> YAMLNode? {
            if let found = step.take(key, orMisspeltIn: "a script step", allowed: SpecDecoder.stepKeys, problems: &problems) { return found }
            let other = key == "into" ? "from" : "into"
            guard let place = step.keyNode(other)?.location, let wrong = step.take(other) else { return nil }
            problems.append(Diagnostic("a `\(key == "into" ? "type" : "pick")` step names its control with `\(key):`, not `\(other):`", at: place,
                                       hint: key == "into" ? "write `type: TEXT` and `into: LABEL`" : "write `pick: OPTION` and `from: LABEL`"))
            return wrong
        }
        let verbs = ["type", "clear", "toggle", "pick", "increment", "decrement", "submit", "cancel-search"].filter { step.keyNode($0) != nil }
        guard let verb = verbs.first else {
            // `typ: abc` beside `into:`: the verb is misspelt, and `into:` says which one it is.
            var explained: Set<String> = []
            for key in ["into", "from"] where step.keyNode(key) != nil {
                let verb = key == "into" ? "type" : "pick"
                guard let i = (0..<step.count).first(where: { !SpecDecoder.stepKeys.contains(step.key(at: $0)) && Suggestion.closest(to: step.key(at: $0), in: [verb]) != nil }) else { continue }
                problems.append(Diagnostic("unknown key '\(step.key(at: i))' in a script step", at: step.keyNode(at: i).location,
                                           hint: "did you mean '\(verb)'? `\(key):` goes with `\(verb):`"))
                _ = step.take(at: i)
                _ = step.take(key)
                explained.insert(key)
            }
            for key in ["into", "from"] where step.keyNode(key) != nil && !explained.contains(key) {
                problems.append(Diagnostic("`\(key):` names a control for a `\(key == "into" ? "type" : "pick")` step",
                                           at: step.keyNode(key)!.location,
                                           hint: key == "into" ? "write `type: TEXT` and `into: LABEL`" : "write `pick: OPTION` and `from: LABEL`"))
                _ = step.take(key)
            }
            return nil
        }
        if verbs.count > 1 || step.keyNode("tap") != nil {
            problems.append(Diagnostic("a step does one thing; found \(((step.keyNode("tap") != nil ? ["tap"] : []) + verbs).joined(separator: ", "))",
                                       at: location, hint: "put each action in its own step"))
        }
        let action: InputStep.Action
        let control: String?
        switch verb {
        case "type":
            let typed = named("type")
            let into = label("into")
            control = into.flatMap { text($0, what: "into") }
            if into == nil {
                problems.append(Diagnostic("a `type:` step needs `into:`, the text field's label", at: location,
                                           hint: "for example `- type: abc` with `into: Search`"))
            }
            action = .type(typed ?? "")
        case "pick":
            let option = named("pick")
            let from = label("from")
            control = from.flatMap { text($0, what: "from") }
            if from == nil {
                problems.append(Diagnostic("a `pick:` step needs `from:`, the picker's label", at: location,
                                           hint: "for example `- pick: date` with `from: Sort`"))
            }
            action = .pick(option ?? "")
        default:
            control = named(verb)
            action = verb == "clear" ? .clear : verb == "toggle" ? .toggle : verb == "increment" ? .increment
                : verb == "submit" ? .submit : verb == "cancel-search" ? .cancelSearch : .decrement
        }
        guard let control else { return nil }
        return InputStep(action: action, control: control, location: location)
    }
}
