/// What a control on screen is bound to and offers; its value is read from the binding whenever
/// the screen is looked at, since the control, not the body that wrote it, reads the binding.
///
/// Made once at the render that shows the control and only read after, so it is shared, not
/// copied: every step that uses a control passes it on, and a copy of its dozen fields retained
/// each of them (docs/performance.md).
public final class ControlState: Sendable {
    public let kind: ControlDecl.Kind
    /// The control's label as its body rendered it: `Search`.
    public let title: String
    /// The holder the binding points to.
    let target: BindingRef
    /// A picker's options, as its body evaluated them.
    let options: [Value]
    let step: Int
    let range: ClosedRange<Int>?
    /// A text field's `focused:`: the name of its view's focus holder, and the value the holder
    /// has while the field has the focus (`true`, or `equals:`'s value).
    let focus: String?
    let focusValue: Value
    /// The view that declares the `@FocusState` the field follows, and the holder's name there:
    /// the field's own view, or an ancestor that passed `$field` down as a `@FocusState.Binding` (§50).
    let focusOwner: Int
    let focusHolder: String?
    /// A search field's: the id of the view written with `searchable:`, whose subtree it searches (§45).
    let search: Int?
    /// Where the body of its view writes it (its element, branch and row): the field's identity
    /// there, which its title is not; the keyboard focus stays with it (§42).
    let place: [PathStep]
    /// The view whose output holds it: the body's own, or the container whose content it is, or
    /// the screen a stack's root lives under. The on-submit actions beside it and the views above
    /// it run for the field's Return (§94).
    let host: Int
    /// `submit-scope: true` on the field: its Return reaches no on-submit around it (§94).
    let blocksSubmit: Bool

    /// The fields as the render works them out, one by one.
    struct Draft {
        var kind: ControlDecl.Kind
        var title: String
        var target: BindingRef
        var options: [Value] = []
        var step = 1
        var range: ClosedRange<Int>?
        var focus: String?
        var focusValue: Value = .bool(true)
        var focusOwner = 0
        var focusHolder: String?
        var search: Int?
        var place: [PathStep] = []
        var host = 0
        var blocksSubmit = false
    }

    init(_ d: Draft) {
        kind = d.kind
        title = d.title
        target = d.target
        options = d.options
        step = d.step
        range = d.range
        focus = d.focus
        focusValue = d.focusValue
        focusOwner = d.focusOwner
        focusHolder = d.focusHolder
        search = d.search
        place = d.place
        host = d.host
        blocksSubmit = d.blocksSubmit
    }

    /// The name of the bound holder with the path below it, for traces: `query`, `items[1].done`.
    public var bindingName: String {
        if target.custom != nil { return target.shownName }
        return target.path.isEmpty ? target.name : target.name + target.path.map(\.description).joined()
    }

    /// The value as the screen shows it: a toggle `on`/`off`, a secure field one dot a character
    /// (its text is hidden, and XCUITest reads the dots as its value, §78), a picker the text of
    /// the option selected, or nothing when its selection is no option's tag (§14), everything
    /// else as a label shows it.
    static func shown(_ value: Value, kind: ControlDecl.Kind, options: [Value] = []) -> String {
        if kind == .toggle, case .bool(let on) = value { return on ? "on" : "off" }
        if kind == .secureField, case .string(let text) = value { return hidden(text) }
        if kind == .picker, !isTagged(value, by: options) { return "" }
        return value.description
    }

    /// A secure field's text as it shows it: `•` for each character.
    static func hidden(_ text: String) -> String { String(repeating: "•", count: text.count) }
}

/// Controls in a body: rendered as screen items whose label is `title: value` (docs/semantics.md §14).
extension Graph {
    /// A control element: its label, options and bounds are evaluated in the body (and subscribe
    /// it); its value is not, as `$query` hands the storage to the control without reading it.
    func renderControl(_ c: ControlDecl, at place: [PathStep], in scope: NodeScope, into build: inout BodyBuild,
                       searching: Int? = nil) throws {
        let title = try Evaluator.evaluate(c.label, in: scope).description
        let bound = try Evaluator.evaluate(c.binding, in: scope)
        guard case .binding(let target) = bound else {
            throw Diagnostic("a \(c.kind.words)'s `\(c.kind.bindingKey):` must be a binding; \(c.binding.source) is \(bound.typeName) \(bound.literal)",
                             at: c.binding.location, hint: "pass one with $, e.g. `\(c.kind.bindingKey): $\(c.binding.source)`")
        }
        var state = ControlState.Draft(kind: c.kind, title: title, target: target)
        state.search = searching
        state.place = place
        state.host = build.host?.id ?? scope.node.id
        state.blocksSubmit = c.submitScope
        if let options = c.options {
            let list = try Evaluator.evaluate(options, in: scope)
            guard case .list(let values) = list else {
                throw Diagnostic("a picker's `options:` must be a list; \(options.source) is \(list.typeName) \(list.literal)",
                                 at: options.location, hint: "a list is written [a, b, c]")
            }
            state.options = values
        }
        if let step = c.step { state.step = try integer(step, in: scope, what: "a stepper's step") }
        if let (low, high) = c.range {
            let (l, h) = (try integer(low, in: scope, what: "a bound"), try integer(high, in: scope, what: "a bound"))
            guard l <= h else {
                throw Diagnostic("a stepper's range \(l)...\(h) is empty; the low bound comes first", at: low.location)
            }
            state.range = l...h
        }
        if let focused = c.focused { try bindFocus(focused, equals: c.focusEquals, to: &state, in: scope) }
        let value = try read(target, for: nil, at: c.binding.location)
        try checkKind(of: value, for: c.kind, title: title, binding: c.binding.source, options: state.options,
                      at: c.binding.location, custom: target.custom, passedTo: passingComponent(of: c.binding, in: scope))
        // A submit action is kept with the loop names it sees, as a button's is; a field without
        // one keeps nothing.
        build.output.append(.item(ScreenItem(kind: .control, label: "\(title): \(ControlState.shown(value, kind: c.kind, options: state.options))",
                                             nodeID: scope.node.id, action: c.onSubmit ?? [],
                                             locals: c.onSubmit == nil ? [:] : scope.locals, control: ControlState(state),
                                             disabled: try condition(c.disabled, in: scope))))
    }

    private func integer(_ e: Expr, in scope: NodeScope, what: String) throws -> Int {
        let v = try Evaluator.evaluate(e, in: scope)
        guard case .int(let n) = v else {
            throw Diagnostic("\(what) must be an Int; \(e.source) is \(v.typeName) \(v.literal)", at: e.location)
        }
        return n
    }

    /// A binding of the wrong kind is a type error in Swift: `TextField` takes a `Binding<String>`.
    /// The binding's name and the component that passed it are worked out for a message only:
    /// a control's render checks its kind at every render.
    func checkKind(of value: Value, for kind: ControlDecl.Kind, title: String, binding: @autoclosure () -> String, options: [Value],
                   at location: Location, custom: CustomBinding? = nil, passedTo component: @autoclosure () -> String? = nil) throws {
        if let type = kind.valueType, value.typeName != type {
            let article = type == "Int" ? "an" : "a"
            let constant = custom.map { if case .constant = $0 { true } else { false } }
            throw Diagnostic("the \(kind.words) \"\(title)\" needs a binding to \(article) \(type); \(binding()) holds \(value.typeName) \(value.literal)",
                             at: location, hint: kind.bindingHint(wanted: type, held: value.typeName, constant: constant, passedTo: component()))
        }
        // `.tag(option)` also tags the option as `Optional(option)` (`tag(_:includeOptional:)`,
        // true by default), so a selection that holds nil, or a nil option, matches any type.
        if kind == .picker, value != .null,
           let other = options.first(where: { $0 != .null && $0.typeName != value.typeName }) {
            throw Diagnostic("the picker \"\(title)\" offers \(other.typeName) \(other.literal) but its selection \(binding()) is \(value.typeName) \(value.literal)",
                             at: location, hint: "options and selection have one type, as a tag matches the selection's type")
        }
    }

    /// The component, when a control is bound with `$name` to one of its binding props: the
    /// parents' binding decides the type, so the hint points to them (as the check before a run's).
    private func passingComponent(of binding: Expr, in scope: NodeScope) -> String? {
        guard case .name(let name) = binding.kind, name.hasPrefix("$") else { return nil }
        // Read in place in the box: a local copy of the declaration retained each of its lists
        // at every render of a control.
        let box = scope.node.componentBox
        return box.decl.props.contains { $0.isBinding && $0.name == name.dropFirst() } ? box.decl.name : nil
    }

    static func example(_ kind: ControlDecl.Kind) -> String {
        switch kind {
        case .textField: return "state: { query: \"\\\"\\\"\" }"
        case .secureField: return "state: { password: \"\\\"\\\"\" }"
        case .textEditor: return "state: { notes: \"\\\"\\\"\" }"
        case .toggle: return "state: { isOn: false }"
        case .picker: return "state: { selection: \"\\\"a\\\"\" }"
        case .stepper: return "state: { count: 0 }"
        }
    }

    /// The item with its label as the control shows it now.
    func live(_ item: ScreenItem) -> ScreenItem {
        guard let c = item.control else { return item }
        var now = item
        // A field that kept what was typed shows it, not its binding's value (§86).
        if typedTexts != nil, let typed = typedText(of: item) {
            now.label = "\(c.title): \(ControlState.shown(.string(typed), kind: c.kind))"
            return now
        }
        guard let value = try? read(c.target, for: nil, at: Location(file: "", line: 0, column: 0)) else { return item }
        now.label = "\(c.title): \(ControlState.shown(value, kind: c.kind, options: c.options))"
        return now
    }

    /// `switch:`: the first case with a value equal to the subject, else the default; each case
    /// is its own identity, as the builder's nested `_ConditionalContent` makes it, whichever of
    /// its values matched (`case 1, 2:` is one branch).
    func renderSwitch(_ s: SwitchDecl, path: [PathStep], in scope: NodeScope, into build: inout BodyBuild) throws {
        let subject = try Evaluator.evaluate(s.subject, in: scope)
        for (i, c) in s.cases.enumerated() {
            for written in c.values {
                // `.done` is the case of the subject's type, as Swift takes it (§92.1).
                let value = try SwitchPatterns.value(of: written, against: subject, in: scope) { value in
                    Diagnostic("case \(value.literal) is \(value.typeName) but the switch's value \(s.subject.source) is \(subject.typeName) \(subject.literal)",
                               at: written.location, hint: "every case matches a value of the switch's type")
                }
                guard value == subject else { continue }
                let place = path.then(.switchCase(i))
                if recording { build.choices.append(BodyChoice(place: path, step: .switchCase(i))) }
                emit(.caseChosen(node: scope.node.ref, subject: s.subject.source, value: subject, listed: c.values.map(\.source),
                                 place: place.map(\.description).joined(separator: ".")))
                return try renderElements(c.body, path: place, in: scope, into: &build)
            }
        }
        let place = s.otherwise == nil ? nil : path.then(.switchCase(nil))
        if recording { build.choices.append(BodyChoice(place: path, step: place?.last)) }
        emit(.caseChosen(node: scope.node.ref, subject: s.subject.source, value: subject, listed: nil,
                         place: place?.map(\.description).joined(separator: ".")))
        if let otherwise = s.otherwise, let place {
            try renderElements(otherwise, path: place, in: scope, into: &build)
        }
    }
}
