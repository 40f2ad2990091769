/// Preferences: values that flow up from a subtree to a modifier above it (docs/semantics.md §47).
///
/// A `preference:` value is evaluated at the render of the body that writes it, as any modifier's
/// value. After each pass, every `on-preference-change:` reduces its child's subtree in view-tree
/// order and, when the result differs from the one it last reported (or it never reported one),
/// queues its action in the writing body's scope. What the action writes is rendered in the next
/// pass: the value reaches the ancestor's state one update after the render that produced it.
extension Graph {
    /// Evaluates a child's `preference:` values in the writing body's scope, checking each has its
    /// key's type, as `.preference(key:value:)` takes `K.Value`.
    func evaluatePreferences(of child: Node, _ settings: [PreferenceSetting], in scope: NodeScope) throws {
        var values: [Value] = []
        values.reserveCapacity(settings.count)
        for setting in settings {
            let value = try Evaluator.evaluate(setting.value, in: scope)
            if let d = spec.preferenceKey(named: setting.key)?.defaultValue {
                let initial = try Evaluator.evaluate(d, in: ConstantScope())
                if initial.typeName != value.typeName {
                    throw Diagnostic("\(setting.key).Value is \(initial.typeName) (\(d.source) by default), but \(setting.value.source) is \(value.typeName) \(value.literal)",
                                     at: setting.value.location, hint: "give the preference \(DeclaredTypes.withArticle(initial.typeName)), as its key's default is")
                }
            }
            values.append(value)
        }
        child.preferenceValues = values
        preferencesEvaluated = true
    }

    /// After a pass: each reader whose subtree now reduces to another value queues its action.
    func updatePreferences() throws {
        defer { preferencesEvaluated = false }
        for node in nodes.values.filter({ !$0.modifiers.onPreferenceChange.isEmpty }).sorted(by: { $0.id < $1.id }) {
            guard let owner = node.modifierOwner else { continue }
            // Said only after a pass that evaluated a preference: otherwise nothing could have changed.
            let written = preferencesEvaluated
            var reported = node.reportedPreferences
            let first = reported.isEmpty
            for (k, change) in node.modifiers.onPreferenceChange.enumerated() {
                guard let key = spec.preferenceKey(named: change.key) else { continue }
                var setters: [String] = []
                let value = try preference(key, of: node, setters: &setters) ?? defaultValue(of: key)
                let from = setters.isEmpty ? "no view in \(node.component.name)'s subtree sets it: the default"
                                           : "reduced (\(key.reduce.rawValue)) from \(setters.joined(separator: ", "))"
                if first || k >= reported.count {
                    reported.append(value)
                    enqueue(Handler(kind: "on-preference-change", owner: owner, child: node.ref,
                                    locals: node.handlerLocals.merging([OnPreferenceChangeDecl.parameter: value]) { $1 },
                                    statements: change.action,
                                    detail: "\(key.name) is \(value.literal) at the first update: \(from)"))
                } else if reported[k] == value {
                    if written { emit(.preferenceUnchanged(node.ref, key: key.name, value: value)) }
                } else {
                    let old = reported[k]
                    reported[k] = value
                    enqueue(Handler(kind: "on-preference-change", owner: owner, child: node.ref,
                                    locals: node.handlerLocals.merging([OnPreferenceChangeDecl.parameter: value]) { $1 },
                                    statements: change.action,
                                    detail: "\(key.name) \(old.literal) → \(value.literal): \(from)"))
                }
            }
            node.reportedPreferences = reported
        }
    }

    private func defaultValue(of key: PreferenceKeyDecl) throws -> Value {
        guard let d = key.defaultValue else { return .null }
        return try Evaluator.evaluate(d, in: ConstantScope())
    }

    /// The value `node` gives its ancestors for `key`: its own `preference:` if it has one (a
    /// `.preference` sets the value of the view it modifies, hiding its content's), else its
    /// children's values reduced in body order; nil when no view of the subtree sets one.
    /// `setters` collects who gave the values, for the trace.
    private func preference(_ key: PreferenceKeyDecl, of node: Node, setters: inout [String]) throws -> Value? {
        let settings = node.modifiers.preference
        if let i = settings.lastIndex(where: { $0.key == key.name }), i < node.preferenceValues.count {
            let value = node.preferenceValues[i]
            setters.append("\(node.component.name) \(value.literal)")
            return value
        }
        let output: [Node.Output]
        if let screen = node.screen {
            switch screen.kind {
            // A presented or pushed screen is hosted apart: its preferences do not reach the view
            // that presents it (§47).
            case .presentation, .destination, .declarations: return nil
            case .stack: output = screen.rootOutput
            case .tabs: output = screen.selected < screen.tabOutputs.count ? screen.tabOutputs[screen.selected] : []
            }
        } else {
            output = node.output
        }
        var result: Value?
        for case .child(let slot) in output {
            guard let child = node.children[slot], let next = try preference(key, of: child, setters: &setters) else { continue }
            // Views that give no value take no part: reduce runs only between values (§47).
            result = result.map { reduce(key.reduce, $0, next) } ?? next
        }
        return result
    }

    /// `reduce(value: &value, nextValue: { next })`.
    private func reduce(_ rule: PreferenceKeyDecl.Reduce, _ value: Value, _ next: Value) -> Value {
        switch (rule, value, next) {
        case (.first, _, _): return value
        case (.sum, .int(let a), .int(let b)): return .int(a &+ b)
        case (.append, .string(let a), .string(let b)): return .string(a + b)
        case (.append, .list(let a), .list(let b)): return .list(a + b)
        default: return next
        }
    }
}
