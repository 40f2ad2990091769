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
    /// A reader whose subtree gives no value has nothing to watch: its action never runs (§47).
    func updatePreferences() throws {
        defer { preferencesEvaluated = false }
        for node in nodes.values.filter({ !$0.modifiers.onPreferenceChange.isEmpty }).sorted(by: { $0.id < $1.id }) {
            guard let owner = node.modifierOwner else { continue }
            // Said only after a pass that evaluated a preference: otherwise nothing could have changed.
            let written = preferencesEvaluated
            var reported = node.reportedPreferences
            for (k, change) in node.modifiers.onPreferenceChange.enumerated() {
                guard let key = spec.preferenceKey(named: change.key) else { continue }
                var givers = PreferenceGivers()
                let found = try viewValue(key, of: node, givers: &givers)
                let first = k >= reported.count || reported[k] == nil
                if k >= reported.count { reported.append(nil) }
                guard let value = found else {
                    // Said after a pass that ran the reader's child or evaluated a preference.
                    if written || node.renderedInPass == pass { emit(.preferenceAbsent(node.ref, key: key.name)) }
                    continue
                }
                let from = givers.phrase(key)
                if first {
                    reported[k] = value
                    enqueue(Handler(kind: "on-preference-change", owner: owner, child: node.ref,
                                    locals: node.handlerLocals.merging([OnPreferenceChangeDecl.parameter: value]) { $1 },
                                    statements: change.action,
                                    detail: "\(key.name) is \(value.literal) at the first update: \(from)"))
                } else if reported[k] == value {
                    if written { emit(.preferenceUnchanged(node.ref, key: key.name, value: value)) }
                } else {
                    let old = reported[k] ?? value
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
}
