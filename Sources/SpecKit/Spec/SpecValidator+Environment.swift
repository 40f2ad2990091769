/// Check-time rules for the environment and the model kinds the object wrappers need
/// (docs/semantics.md §15–§17): what Swift's type checker would reject before the app runs.
extension SpecValidator {
    /// `environment-values:` are `@Entry` properties: each needs a constant default.
    mutating func checkEnvironmentValues() {
        for entry in spec.environmentValues {
            if BuiltInEnvironment.read.contains(entry.name) {
                report(Diagnostic("\(entry.name) is SwiftUI's own environment value; a spec cannot declare it", at: entry.location,
                                  hint: BuiltInEnvironment.insteadOfDeclaring(entry.name)))
                continue
            }
            // `@Entry var colorScheme = "light"` would hide SwiftUI's own `colorScheme` in the app.
            if BuiltInEnvironment.names.contains(entry.name) {
                report(BuiltInEnvironment.declared(entry.name, at: entry.location))
                continue
            }
            guard let d = entry.defaultValue else {
                report(Diagnostic("the environment value '\(entry.name)' needs a default", at: entry.location,
                                  hint: "an @Entry property has one: `environment-values: { \(entry.name): 0 }`"))
                continue
            }
            if let (name, location) = spec.names(readBy: d).first {
                report(Diagnostic("an environment value's default cannot use '\(name)'; use a constant", at: location,
                                  hint: quotedHint(name, at: location)))
            } else if d.containsConstruction {
                // `@Entry var theme = Theme()`: its default is built at every read of the key where
                // nothing set it, which the engine does not count; the optional form is expressed (§89).
                report(Diagnostic("an environment value whose default builds a model is not expressed yet; declare it `\(entry.name): nil`", at: d.location,
                                  hint: "set it with `environment: { \(entry.name): value }` beside a child: it holds the value's type or nil, "
                                      + "`@Entry var \(entry.name): \(Self.constructedType(d) ?? "Model")? = nil`, and a reader unwraps it, `\(entry.name)?.field`"))
            } else if case .null = d.kind, !types.isGiven(entry.name) {
                // `@Entry var picked = nil`: nothing tells Swift the type (§89).
                report(Diagnostic("'nil' requires a contextual type: the entry '\(entry.name)' is nil by default and never set to a value", at: d.location,
                                  hint: "set it with `environment: { \(entry.name): value }` beside a child: its type is the optional of that value's, `@Entry var \(entry.name): Int? = nil` for an Int"))
            }
        }
    }

    /// The model a default builds, `Theme` for `Theme()`.
    static func constructedType(_ e: Expr) -> String? {
        if case .construct(let model, _) = e.kind { return model }
        return nil
    }

    /// `environment: { key: value }` beside a child sets a declared entry; the scene alone sets
    /// `\.scenePhase`, and moves it at each phase, so a value set below would be undone (§41).
    mutating func checkEnvironmentSetting(_ setting: EnvironmentSetting) {
        if setting.key == "isSearching" {
            return report(Diagnostic("\\.isSearching is set by the search field of a `searchable:`; a spec does not set it beside a child", at: setting.location,
                                     hint: "write `searchable: { text: $query }` beside the view whose subtree searches, and type into its field"))
        }
        guard setting.key == "scenePhase" else {
            checkEnvironmentKey(setting.key, at: setting.location)
            return checkEnvironmentLiteral(setting)
        }
        report(Diagnostic("\\.scenePhase is set by the scene; a spec does not set it beside a child", at: setting.location,
                          hint: "move the scene with the steps `- background: true` and `- foreground: true`"))
    }

    /// `environment: { accent: 3 }` where the entry's default is `"gray"`: both literals, so the
    /// types are known before the run, which refuses the same (Graph/Environment.swift).
    mutating func checkEnvironmentLiteral(_ setting: EnvironmentSetting) {
        guard setting.kind == .value, let given = Self.literalType(setting.value) else { return }
        if setting.key == "isEnabled", given != "Bool" {
            return report(Diagnostic("\\.isEnabled is Bool, but \(setting.value.source) is \(given)", at: setting.value.location,
                                     hint: "pass true or false, or use `disabled:` beside the child"))
        }
        guard let d = spec.environmentValues.first(where: { $0.name == setting.key })?.defaultValue,
              let entry = Self.literalType(d), entry != given else { return }
        report(Diagnostic("\\.\(setting.key) is \(entry) (\(d.source) by default), but \(setting.value.source) is \(given)",
                          at: setting.value.location, hint: "pass \(DeclaredTypes.withArticle(entry)), as `environment-values:` declares it"))
    }

    /// The type of an Int, String or Bool literal; nil for any other expression.
    static func literalType(_ e: Expr) -> String? {
        switch e.kind {
        case .int: return "Int"
        case .string: return "String"
        case .bool: return "Bool"
        default: return nil
        }
    }

    /// `transform-environment: { key: action }`: a declared entry of the spec, not set beside the
    /// same child (the export's `.environment` would sit inside the transform and undo it), and an
    /// action whose expressions see the body's names and `value` (§54).
    mutating func checkEnvironmentTransform(_ t: EnvironmentTransform, beside m: Modifiers, visible: [String], in component: ComponentDecl) {
        if t.key == "isEnabled" || t.key == "scenePhase" || t.key == "isSearching" {
            report(Diagnostic("\\.\(t.key) is SwiftUI's own environment value; `transform-environment:` changes an entry of this spec", at: t.location,
                              hint: "declare an entry of your own under `environment-values:` and transform that"))
        } else {
            checkEnvironmentKey(t.key, at: t.location)
        }
        if m.environment.contains(where: { $0.kind == .value && $0.key == t.key }) {
            report(Diagnostic("\\.\(t.key) is both set and transformed beside this child", at: t.location,
                              hint: "set it with `environment:` beside a view around this one, or write the whole change in the transform: `value = …`"))
        }
        let inner = visible + [EnvironmentTransform.value]
        for s in t.action {
            guard case .assign(let target, let op, let value) = s.kind else { continue }
            if op == .call, case .call(_, _, let args) = target.kind {
                args.forEach { check($0.value, visible: inner, in: component) }
            } else {
                check(value, visible: inner, in: component)
            }
        }
    }

    /// What to do instead of assigning an environment holder: an entry of the spec is set by an
    /// ancestor, SwiftUI's own entries by what SwiftUI models (§33, §41, §45), an object by its fields.
    func environmentAssignmentHint(_ holder: HolderDecl, name: String) -> String {
        let key = holder.initial.source.hasPrefix("\\.") ? String(holder.initial.source.dropFirst(2)) : holder.initial.source
        guard holder.kind == .environment, key.first?.isLowercase == true else {
            return "change the object's fields instead (`\(name).field = …`)"
        }
        switch key {
        case "isSearching":
            return "the search field sets it: a tap on the field begins the search; `cancel-search:` or `dismissSearch()` ends it"
        case "scenePhase": return "the scene sets it: move it with the steps `- background: true` and `- foreground: true`"
        case "isEnabled": return "`disabled:` beside a view around this one sets it false"
        default: return "an ancestor sets it: `environment: { \(key): … }` beside a view in a parent's body"
        }
    }

    /// `\.key` must be an entry the spec declares.
    mutating func checkEnvironmentKey(_ key: String, at location: Location) {
        let values = declaredEnvironmentValues
        guard key != "isEnabled", key != "scenePhase", key != "isSearching", !values.contains(where: { $0.name == key }) else { return }
        // SwiftUI's own entries are read without a declaration: a near miss of one is suggested too.
        let names = values.map(\.name) + ["isEnabled", "scenePhase", "isSearching"]
        // `@Environment(\.dismiss) private var dismiss`: an action calls `dismiss()` without one (§22, §45).
        if key == "dismiss" || key == "dismissSearch" {
            return report(Diagnostic("`@Environment(\\.\(key))` needs no holder in a spec", at: location,
                                     hint: "delete this entry: an action calls `\(key)()`, the view's own, as the holder would give it"))
        }
        // SwiftUI's own entries that a spec does not express: an entry declared in their name would
        // read its default, not what SwiftUI tells the view.
        if key == "isPresented" {
            return report(Diagnostic("`\\.isPresented`, SwiftUI's word of whether the view is presented, is not expressed in a spec yet", at: location,
                                     hint: "the views a sheet, a cover or a popover shows, and the screens a stack pushes, are built only while presented; to show the flag, pass the presenter's as a prop or a binding (`showing: $showing`)"))
        }
        if key == "presentationMode" {
            return report(Self.presentationMode(at: location))
        }
        if BuiltInEnvironment.names.contains(key) {
            return report(Diagnostic("'\(key)' is SwiftUI's own environment value (`\\.\(key)`), which a spec does not express yet", at: location,
                                     hint: "a spec does not model what SwiftUI sets it to; for a value of your own that views read from the environment, "
                                         + "declare an entry under another name, `environment-values: { my\(key.prefix(1).uppercased() + key.dropFirst()): … }`, and set it with `environment:` beside a child"))
        }
        report(Diagnostic("'\(key)' is not an environment value of this spec", at: location,
                          hint: Suggestion.closest(to: key, in: names).map { "did you mean '\($0)'?" }
                              ?? "declare it with a default: `environment-values: { \(key): … }` at the top of the file"))
    }

    /// `@Environment(\.presentationMode)`, deprecated for `\.dismiss`, which an
    /// action calls without a holder (§22).
    static func presentationMode(at location: Location) -> Diagnostic {
        Diagnostic("`presentationMode` (`@Environment(\\.presentationMode)`) is deprecated and not expressed: call `dismiss()`", at: location,
                   hint: "`@Environment(\\.dismiss)` replaced it: an action writes `dismiss()`, which closes the sheet or pops the screen the view is in, and needs no holder")
    }

    /// `environment: { x: accent }`, `environment: { x: Library }` and `environment-object: { x: Cart }`:
    /// the key must be declared, and an object's type must be of the kind its wrapper takes.
    mutating func checkEnvironmentHolder(_ holder: HolderDecl) {
        let name = holder.initial.source
        let location = holder.initial.location
        if holder.kind == .environment && name.first?.isLowercase == true {
            checkEnvironmentKey(name, at: location)
            return
        }
        guard let model = spec.model(named: name) else {
            report(Diagnostic("'\(name)' is not a declared model", at: location,
                              hint: Suggestion.hint(for: name, in: spec.models.map(\.name), known: "models") ?? "declare it under `models:`"))
            return
        }
        switch (holder.kind, model.kind) {
        case (.environment, .observable), (.environmentObject, .observableObject):
            return
        case (.environment, .observableObject):
            report(Diagnostic("@Environment(\(name).self) reads an @Observable model; \(name) is an ObservableObject", at: location,
                              hint: "read it with `environment-object: { \(holder.name): \(name) }` (@EnvironmentObject)"))
        case (.environmentObject, .observable):
            report(Diagnostic("@EnvironmentObject needs an ObservableObject; \(name) is @Observable", at: location,
                              hint: "read it with `environment: { \(holder.name): \(name) }` (@Environment(\(name).self))"))
        case (_, .class):
            // Swift: `@Environment(T.self)` needs `T: Observable`, `@EnvironmentObject` needs `ObservableObject` (§71).
            let wrapper = holder.kind == .environment ? "@Environment(\(name).self) reads an @Observable model" : "@EnvironmentObject needs an ObservableObject"
            report(Diagnostic("\(wrapper); \(name) is a plain class", at: location,
                              hint: "make \(name) `kind: \(holder.kind == .environment ? "observable" : "observable-object")`, or pass it to the views that use it as a prop"))
        default:
            report(Diagnostic("\(name) is a struct, a value; the environment holds objects by type", at: location,
                              hint: Self.structInEnvironmentHint(name, holder: holder.name, kind: holder.kind == .environmentObject ? .observableObject : .observable)))
        }
    }

    /// A struct where the environment wants an object: the class kind the wrapper takes, or the
    /// value in an entry of a `nil` default, which holds a struct (§89).
    static func structInEnvironmentHint(_ model: String, holder: String, kind: ModelKind) -> String {
        let entry = model.prefix(1).lowercased() + model.dropFirst()
        return "make \(model) `kind: \(kind.rawValue)`, a class the \(kind == .observableObject ? "@EnvironmentObject" : "@Environment") wrapper reads; or keep it a struct in an entry: "
            + "`environment-values: { \(entry): nil }`, set with `environment: { \(entry): … }` beside the child and read with `environment: { \(holder): \(entry) }`, a \(model)?"
    }

    /// `settings` where a model `Settings` exists: most likely the object an ancestor put in the
    /// environment, which a view reads only through a holder of its own.
    func environmentHint(for name: String) -> String? {
        guard let model = spec.models.first(where: { $0.name.lowercased() == name.lowercased() && ($0.kind == .observable || $0.kind == .observableObject) })
        else { return nil }
        // Only where the spec puts objects in the environment at all; elsewhere a prop was meant.
        let supplies = declaredComponents.contains { component in
            component.body.allChildren.contains { $0.modifiers.environment.contains { $0.kind != .value } }
                || component.holders.contains { $0.kind.readsEnvironment && $0.initial.source == model.name }
        }
        guard supplies else { return nil }
        let holder = model.kind == .observableObject ? "environment-object" : "environment"
        return "to read the \(model.name) an ancestor put in the environment, declare `\(holder): { \(name): \(model.name) }`; to have it passed, declare it as a prop"
    }
}

extension TypeCheck {
    /// A value set for an entry whose default is `nil` (§89): of the type the first value set for
    /// it gives it, `Int?` after an Int, as `@Entry var picked: Int? = nil` takes an Int or nil;
    /// an ObservableObject is not expressed there, since `@Environment(\.key)` does not subscribe
    /// to its `objectWillChange` as `@EnvironmentObject` does.
    private func checkOpenEntryValue(_ setting: EnvironmentSetting, in env: DeclaredTypes.Names) {
        guard let given = rules.type(of: setting.value, in: env) else { return }
        if case .model(let name)? = given.unwrapped, rules.spec.model(named: name)?.kind == .observableObject {
            return report(Self.observableObjectEntry(setting.key, name, at: setting.value.location))
        }
        guard let origin = types.entryOrigin(setting.key), origin.value.location != setting.value.location,
              let wrapped = given.unwrapped, DeclaredTypes.isPlain(wrapped), origin.type.merged(with: given) == nil else { return }
        // Swift names the wrapped type, as a value is converted to the optional that wraps it;
        // an optional given is compared as one.
        let (shown, expected) = given == wrapped ? (wrapped, origin.type.unwrapped ?? origin.type) : (given, origin.type)
        report(Diagnostic("cannot convert value of type '\(shown)' to expected argument type '\(expected)': \\.\(setting.key) is \(origin.type), "
                          + "as the first value set for it makes it (\(origin.value.source.quotable), line \(origin.value.location.line))",
                          at: setting.value.location,
                          hint: "set it to \(DeclaredTypes.described(origin.type.unwrapped ?? origin.type)) or nil: an entry whose default is nil holds one type, `@Entry var \(setting.key): \(origin.type) = nil`"))
    }

    /// An ObservableObject set for an entry of `environment-values:`, which the run refuses too.
    static func observableObjectEntry(_ key: String, _ model: String, at location: Location) -> Diagnostic {
        Diagnostic("an ObservableObject in an entry of `environment-values:` is not expressed: @Environment(\\.\(key)) does not subscribe to \(model)'s objectWillChange",
                   at: location, hint: "place it with `environment-object:` beside the child and read it with `environment-object: { x: \(model) }`, which observes it")
    }

    /// `environment: { accent: n }` where `n`'s type is certain and is not the entry's: Swift
    /// refuses `.environment(\.accent, n)` as it refuses the literal (checked above, so a literal
    /// is left to that check). A type known only at the run is left to the run.
    func checkEnvironmentValues(of element: Element, in env: DeclaredTypes.Names) {
        guard case .child(let child) = element else { return }
        for setting in child.modifiers.environment where setting.kind == .value {
            // The entries are the whole spec's: a check made ahead of them is made again with them.
            found.readsWholeSpec = true
            if let d = rules.spec.environmentValues.first(where: { $0.name == setting.key })?.defaultValue, case .null = d.kind {
                checkOpenEntryValue(setting, in: env)
                continue
            }
            guard SpecValidator.literalType(setting.value) == nil else { continue }
            let expected: SwiftType, declared: String
            if setting.key == "isEnabled" {
                (expected, declared) = (.bool, "")
            } else {
                guard let d = rules.spec.environmentValues.first(where: { $0.name == setting.key })?.defaultValue,
                      let t = rules.type(of: d, in: [String: SwiftType]()), DeclaredTypes.isPlain(t) else { continue }
                (expected, declared) = (t, " (\(d.source) by default)")
            }
            guard let given = rules.type(of: setting.value, in: env), DeclaredTypes.isPlain(given),
                  expected.merged(with: given) == nil else { continue }
            report(Diagnostic("\\.\(setting.key) is \(DeclaredTypes.described(expected))\(declared), but \(setting.value.source.quotable) is \(DeclaredTypes.described(given))",
                              at: setting.value.location,
                              hint: setting.key == "isEnabled" ? "pass true or false, or use `disabled:` beside the child"
                                  : "pass \(DeclaredTypes.described(expected)), as `environment-values:` declares it"))
        }
    }
}
