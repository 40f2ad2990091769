/// Check-time rules for preferences (docs/semantics.md §47): what Swift's type checker rejects in
/// a `PreferenceKey`, a `.preference(key:value:)` and an `.onPreferenceChange(_:)`.
extension SpecValidator {
    /// Each key once, with a constant default of a type its reduce can combine.
    mutating func checkPreferenceKeys() {
        var seen: Set<String> = []
        for key in spec.preferenceKeys {
            if !seen.insert(key.name).inserted {
                report(Diagnostic("the preference key \(key.name) is declared twice", at: key.location))
            }
            if SwiftNames.reservedTypes.contains(key.name) { report(SwiftNames.shadowing(key.name, at: key.location)) }
            if spec.model(named: key.name) != nil || spec.component(named: key.name) != nil {
                report(Diagnostic("'\(key.name)' names a preference key and another type", at: key.location,
                                  hint: "Swift has one type a name; call the key `\(key.name)Key`"))
            }
            guard let d = key.defaultValue else { continue }
            if let (name, location) = d.names.first {
                report(Diagnostic("a preference key's default cannot use '\(name)'; use a constant", at: location,
                                  hint: "`static var defaultValue` is the type's: no view's state is in scope"))
                continue
            }
            guard let type = types.rules.type(of: d, in: [String: SwiftType]()) else { continue }
            let fits: Bool
            switch key.reduce {
            case .last, .first: fits = true
            case .sum: fits = type == .int
            case .append: fits = type == .string || type.isList
            case .max, .min: fits = type == .int
            case .or, .and: fits = type == .bool
            }
            if !fits {
                report(Diagnostic("reduce: \(key.reduce.rawValue) cannot combine \(DeclaredTypes.described(type)) (\(d.source))",
                                  at: d.location, hint: Self.reduceHint(for: type)))
            }
        }
    }

    /// The reduces that combine values of `type`, for a key whose reduce cannot.
    static func reduceHint(for type: SwiftType) -> String {
        if type == .bool { return "a Bool combines with `reduce: or` (any view says true) or `reduce: and` (every view does)" }
        if type == .int { return "an Int combines with `reduce: sum`, `max` or `min`" }
        if type == .string || type.isList { return "a list or a string combines with `reduce: append`" }
        return "a \(type) combines with `reduce: last` or `first`"
    }

    /// `preference:` and `on-preference-change:` name a declared key.
    mutating func checkPreferenceKey(_ name: String, at location: Location) {
        let keys = declaredPreferenceKeys
        guard !keys.contains(where: { $0.name == name }) else { return }
        let names = keys.map(\.name)
        report(Diagnostic("'\(name)' is not a preference key of this spec", at: location,
                          hint: Suggestion.closest(to: name, in: names).map { "did you mean '\($0)'?" }
                              ?? "declare it at the top of the file: `preference-keys: { \(name): { default: 0, reduce: sum } }`"))
    }

    mutating func checkPreferences(_ m: Modifiers, visible: [String], in component: ComponentDecl) {
        for setting in m.preference {
            check(setting.value, visible: visible, in: component)
            checkPreferenceKey(setting.key, at: setting.location)
        }
        for change in m.onPreferenceChange {
            checkPreferenceKey(change.key, at: change.location)
            check(change.action, visible: visible + [OnPreferenceChangeDecl.parameter], in: component, inTask: false)
        }
    }
}

extension TypeCheck {
    /// `.preference(key: K.self, value: e)` needs `e` of `K.Value`, the default's type.
    func checkPreferenceValues(of element: Element, in env: DeclaredTypes.Names) {
        guard case .child(let child) = element else { return }
        let m = child.modifiers
        // The keys are the whole spec's: a check made ahead of them is made again with them.
        if !m.preference.isEmpty || !m.onPreferenceChange.isEmpty { found.readsWholeSpec = true }
        for setting in child.modifiers.preference {
            guard let d = rules.spec.preferenceKey(named: setting.key)?.defaultValue,
                  let expected = rules.type(of: d, in: [String: SwiftType]()), let given = rules.type(of: setting.value, in: env),
                  DeclaredTypes.isPlain(expected) || expected.isList, DeclaredTypes.isPlain(given) || given.isList,
                  expected.merged(with: given) == nil else { continue }
            report(Diagnostic("\(setting.key).Value is \(DeclaredTypes.described(expected)) (its default is \(d.source)), but \(setting.value.source.quotable) is \(DeclaredTypes.described(given))",
                              at: setting.value.location,
                              hint: "a preference's value has its key's type, as `.preference(key:value:)` takes `K.Value`"))
        }
    }
}
