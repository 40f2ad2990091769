/// Writes a child's modifiers as SwiftUI's, one under another below the child:
///
///     ModelRow(model: model)
///         .onChange(of: input) { _, newValue in
///             model = Model(input: newValue)
///         }
///         .id(input)
///
/// `.disabled` and the environment modifiers come next: the subtree below them, the child included,
/// reads what they set.
/// `.id` comes last, outermost, so the identity it sets covers the whole modified view: a new id
/// replaces the child together with its handlers and task, as the spec's identity does
/// (semantics §7). A model is watched and identified by `ObjectIdentifier`, as the spec compares
/// models by identity.
struct ModifierWriter {
    let swift: SwiftExpression

    func write(_ m: Modifiers, into src: inout SwiftSource) {
        src.indented { src in
            for change in m.onChange { write(change, into: &src) }
            if let field = m.searchable { writeSearchable(field, into: &src) }
            if let task = m.task {
                let opener = task.id.map { ".task(id: \(swift.comparedValue($0))) {" } ?? ".task {"
                src.block(opener) { swift.writeTaskBody(task.action, into: &$0) }
            }
            if !m.refreshable.isEmpty {
                // SwiftUI's action is a nonisolated @Sendable closure: `@MainActor in` runs it where
                // the view's state lives, in the refresh's own task, so cancelling that task reaches it.
                src.block(".refreshable { @MainActor in") { swift.writeTaskBody(m.refreshable, into: &$0) }
            }
            if let timer = m.timer {
                // A timer the view keeps while it lives, on the app's clock, so the test seam drives it (§27.8).
                src.block(".modifier(SpecTimer(milliseconds: \(timer.every)) {", closer: "})") { write(timer.action, into: &$0) }
            }
            if let receive = m.receive {
                // A subject the app keeps: the same instance at every render, so SwiftUI keeps the subscription (§46);
                // or the object's own publisher, `model.$count` (§58).
                let action = ElementAction(statements: receive.action, receives: receive.published == nil ? receive.notification : nil,
                                           published: receive.published)
                let inner = swift.inner(swift.types.scope(of: action, in: swift.scope))
                let reads = receive.published?.field != nil || receive.published == nil
                    ? receive.action.flatMap(\.names).contains { $0.0 == ReceiveDecl.parameter } : false
                let publisher = receive.published.map { source in
                    swift.write(Expr(.name(source.holder), at: source.location, source: source.holder))
                        + "." + (source.field.map { "$" + $0 } ?? "objectWillChange")
                } ?? "Posts.\(receive.notification)"
                src.block(".onReceive(\(publisher)) { \(reads ? ReceiveDecl.parameter : "_") in") {
                    write(receive.action, with: inner, into: &$0)
                }
            }
            if !m.onAppear.isEmpty { src.block(".onAppear {") { write(m.onAppear, into: &$0) } }
            if !m.onDisappear.isEmpty { src.block(".onDisappear {") { write(m.onDisappear, into: &$0) } }
            // Heard by every text field of the subtree; `.submitScope()` outside it keeps them from
            // the actions above, and not from this one (§94).
            if let submit = m.submit {
                if !submit.action.isEmpty { src.block(".onSubmit {") { write(submit.action, into: &$0) } }
                if submit.blocks { src.line(".submitScope()") }
            }
            // Inside the environment modifiers: it and-s `isEnabled` with what they set, as the spec does.
            if let disabled = m.disabled { src.line(".disabled(\(swift.write(disabled)))") }
            // A preference read by the sheet the child is presented in (§55): where it stands among
            // the child's own modifiers changes nothing.
            if let lock = m.interactiveDismissDisabled { src.line(".interactiveDismissDisabled(\(swift.write(lock)))") }
            if let animation = m.animation { src.line(".animation(\(animation.animation), value: \(swift.write(animation.value)))") }
            if let transition = m.transition { src.line(".transition(\(transition))") }
            for setting in m.environment {
                switch setting.kind {
                case .value: src.line(".environment(\\.\(SwiftNames.identifier(setting.key)), \(swift.write(setting.value)))")
                case .model: src.line(".environment(\(swift.write(setting.value)))")
                case .object: src.line(".environmentObject(\(swift.write(setting.value)))")
                }
            }
            // Outside `.environment`: the checker refuses one key both set and transformed on a child.
            for transform in m.transforms { write(transform, into: &src) }
            // Inside `.onPreferenceChange`: the child's own value is part of the subtree it watches.
            for setting in m.preference {
                src.line(".preference(key: \(SwiftNames.typeName(setting.key, fallback: "Key")).self, value: \(swift.write(setting.value)))")
            }
            for change in m.onPreferenceChange { write(change, into: &src) }
            if let id = m.id { src.line(".id(\(swift.comparedValue(id)))") }
        }
    }

    /// `.transformEnvironment(\.depth) { value in value += step }`: `value` is the closure's inout
    /// parameter, of the entry's type (§54).
    private func write(_ transform: EnvironmentTransform, into src: inout SwiftSource) {
        var scope = swift.scope
        scope[EnvironmentTransform.value] = swift.types.rules.entryType(transform.key)
        let inner = SwiftExpression(types: swift.types, scope: scope, bindingParameters: swift.bindingParameters)
        let opener = ".transformEnvironment(\\.\(SwiftNames.identifier(transform.key))) { \(EnvironmentTransform.value) in"
        guard transform.action.count == 1 else { return src.block(opener) { inner.write(transform.action, into: &$0) } }
        src.line("\(opener) \(inner.write(transform.action[0])) }")
    }

    /// `.searchable(text: $query, prompt: "Find a city")`, then `.onSubmit(of: .search) { … }`
    /// around it, so that Return in the search field the modifier makes runs the action (§45).
    private func writeSearchable(_ field: ControlDecl, into src: inout SwiftSource) {
        // A prompt with Markdown's characters or values is a `Text(verbatim:)`, as a control's title.
        let prompt = SwiftExpression.keyTitle(field.label) != nil ? swift.write(field.label) : "Text(verbatim: \(swift.write(field.label)))"
        src.line(".searchable(text: \(ControlWriter.binding(field.binding, swift: swift)), prompt: \(prompt))")
        if let submit = field.onSubmit { src.block(".onSubmit(of: .search) {") { write(submit, into: &$0) } }
        // Environment values, read by the search field the modifier puts in the navigation bar.
        ControlWriter.typesAsTyped(into: &src)
    }

    /// `.onChange(of: input, initial: true) { oldValue, newValue in … }`: the values the action
    /// does not read are `_`; an action that reads neither takes none.
    private func write(_ change: OnChangeDecl, into src: inout SwiftSource) {
        let of = swift.comparedValue(change.value) + (change.initial ? ", initial: true" : "")
        let reads = Set(change.action.flatMap(\.names).map(\.0))
        let parameters = ["oldValue", "newValue"].map { reads.contains($0) ? $0 : "_" }
        let closure = parameters == ["_", "_"] ? "{" : "{ \(parameters.joined(separator: ", ")) in"
        let action = ElementAction(statements: change.action, watched: change.value)
        let inner = swift.inner(swift.types.scope(of: action, in: swift.scope))
        src.block(".onChange(of: \(of)) \(closure)") { write(change.action, with: inner, into: &$0) }
    }

    /// `.onPreferenceChange(TotalKey.self) { value in … }`. Since iOS 18 the action is `@Sendable`
    /// and not isolated to the main actor; SwiftUI calls it on the main thread after an update, so
    /// the action asserts that and writes the view's state there.
    private func write(_ change: OnPreferenceChangeDecl, into src: inout SwiftSource) {
        let action = ElementAction(statements: change.action, preferenceKey: change.key)
        let inner = swift.inner(swift.types.scope(of: action, in: swift.scope))
        let reads = change.action.flatMap(\.names).contains { $0.0 == OnPreferenceChangeDecl.parameter }
        let key = SwiftNames.typeName(change.key, fallback: "Key")
        src.block(".onPreferenceChange(\(key).self) { \(reads ? OnPreferenceChangeDecl.parameter : "_") in") { src in
            src.block("MainActor.assumeIsolated {") { write(change.action, with: inner, into: &$0) }
        }
    }

    private func write(_ statements: [Statement], with swift: SwiftExpression? = nil, into src: inout SwiftSource) {
        let swift = swift ?? self.swift
        swift.write(statements, into: &src)
    }
}
