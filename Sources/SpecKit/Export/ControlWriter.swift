/// Writes `switch:` and the input controls as SwiftUI (docs/export.md).
struct ControlWriter {
    let body: BodyWriter
    var swift: SwiftExpression { body.swift }

    /// `switch value { case …: … default: … }` in the view builder. Swift wants a switch over an
    /// Int or a String to be exhaustive: without a spec `default:` it shows nothing, as the spec does.
    func write(_ s: SwitchDecl, into src: inout SwiftSource) {
        src.line("switch \(swift.write(s.subject)) {")
        for c in s.cases {
            src.line("case \(c.values.map { swift.write($0) }.joined(separator: ", ")):")
            src.indented { body.writeContent(c.body, into: &$0) }
        }
        if let otherwise = s.otherwise {
            src.line("default:")
            src.indented { body.writeContent(otherwise, into: &$0) }
        } else if !covers(s) {
            src.line("default:")
            src.indented { $0.line("EmptyView()") }
        }
        src.line("}")
    }

    /// A switch whose cases list both Bools, or every case of its enum, is exhaustive without a
    /// default, which Swift would warn never runs; any other needs one (§13, §92.6).
    private func covers(_ s: SwitchDecl) -> Bool {
        let type = swift.types.type(of: s.subject, in: swift.scope)
        return SwitchCoverage.missing(s.cases.flatMap(\.values), of: type, in: swift.types.plan.spec)?.isEmpty == true
    }

    /// `$x` as it is; `$model.field` as `Bindable(model).field`, which gives a binding into an
    /// observable object's field whatever holds the model (a `let` prop has no `$model`). An
    /// ObservableObject is not `Observable`: its wrapper's projection gives the binding, `$model.field`.
    static func binding(_ e: Expr, swift: SwiftExpression) -> String {
        if case .member(let base, let field) = e.kind, case .name(let name) = base.kind, name.hasPrefix("$") {
            let model = Expr(.name(String(name.dropFirst())), at: base.location, source: String(name.dropFirst()))
            // A struct's binding projects its field itself: `$chore.done` (semantics §34).
            if case .value? = swift.types.type(of: model, in: swift.scope) { return swift.write(e) }
            if isObservableObject(model, swift: swift) { return "$\(swift.write(model)).\(SwiftNames.identifier(field))" }
            // A row's element declared `@Bindable var item = item`, or a prop declared
            // `@Bindable var m`, has its projection.
            if swift.rebound.contains(model.source) { return swift.write(e) }
            return "Bindable(\(swift.write(model))).\(SwiftNames.identifier(field))"
        }
        return swift.write(e)
    }

    static func isObservableObject(_ e: Expr, swift: SwiftExpression) -> Bool {
        guard case .model(let type)? = swift.types.type(of: e, in: swift.scope) else { return false }
        return swift.types.plan.spec.model(named: type)?.kind == .observableObject
    }

    func write(_ c: ControlDecl, into src: inout SwiftSource) {
        let title = swift.write(c.label), binding = Self.binding(c.binding, swift: swift)
        // A title with values or Markdown's characters: the control's label is a `Text(verbatim:)`.
        let key = SwiftExpression.keyTitle(c.label) != nil, verbatim = "Text(verbatim: \(title))"
        switch c.kind {
        case .textField where !key, .secureField where !key:
            // The prompt is the placeholder iOS shows and XCUITest finds the field by.
            let field = c.kind == .textField ? "TextField" : "SecureField"
            src.block("\(field)(text: \(binding), prompt: \(verbatim)) {") { $0.line(verbatim) }
        case .textField:
            src.line("TextField(\(title), text: \(binding))")
        case .secureField:
            src.line("SecureField(\(title), text: \(binding))")
        case .textEditor:
            // A TextEditor has no title: the spec's name is its accessibility identifier, which
            // no one sees and the UI test finds it by (§78).
            src.line("TextEditor(text: \(binding))")
            src.indented { $0.line(".accessibilityIdentifier(\(title))") }
        case .toggle where !key:
            src.block("Toggle(isOn: \(binding)) {") { $0.line(verbatim) }
        case .toggle:
            src.line("Toggle(\(title), isOn: \(binding))")
        case .picker:
            // Each option shows its value and is tagged with it, so the selection matches it by `==`.
            // Segmented, each option is a button XCUITest can tap and read by its text.
            src.block(key ? "Picker(\(title), selection: \(binding)) {" : "Picker(selection: \(binding)) {", closer: key ? "}" : "} label: {") { src in
                src.block("ForEach(\(c.options.map { swift.write($0) } ?? "[]"), id: \\.self) { option in") { src in
                    src.line("Text(verbatim: \"\\(option)\").tag(option)")
                }
            }
            if !key { src.indented { $0.line(verbatim) }; src.line("}") }
            src.line(".pickerStyle(.segmented)")
        case .stepper:
            var arguments = "value: \(binding)"
            if let (low, high) = c.range { arguments += ", in: \(swift.writeOperand(low))...\(swift.writeOperand(high))" }
            if let step = c.step { arguments += ", step: \(swift.write(step))" }
            if key { src.line("Stepper(\(title), \(arguments))") } else { src.block("Stepper(\(arguments)) {") { $0.line(verbatim) } }
        }
        // `$field` of a `@FocusState` is its `FocusState.Binding`, as `.focused` takes it (§42).
        if let focused = c.focused {
            let equals = c.focusEquals.map { ", equals: \(swift.write($0))" } ?? ""
            src.indented { $0.line(".focused(\(focused.source)\(equals))") }
        }
        // On the field itself, as the spec writes it: only Return in this field runs it.
        if let submit = c.onSubmit {
            src.indented { src in src.block(".onSubmit {") { swift.write(submit, into: &$0) } }
        }
        // Outside its own action, which still runs: only the ones around the field are kept from it (§94).
        if c.submitScope { src.indented { $0.line(".submitScope()") } }
        if let disabled = c.disabled { src.indented { $0.line(".disabled(\(swift.write(disabled)))") } }
        if [.textField, .secureField, .textEditor].contains(c.kind) { src.indented { Self.typesAsTyped(into: &$0) } }
    }

    /// The keyboard neither corrects nor capitalises what a UI test types: Return would commit a
    /// pending correction, and the first letter would be a capital, so the field would hold other
    /// text than the spec typed. The data flow under test is the same either way.
    static func typesAsTyped(into src: inout SwiftSource) {
        src.line(".autocorrectionDisabled()")
        src.line(".textInputAutocapitalization(.never)")
    }
}
