/// An entry of `environment-values:` whose default is `nil` has in Swift the optional of the one
/// type of the values set for it: the export declares `@Entry var picked: Int? = nil` of an entry
/// the spec sets with `environment: { picked: sel }`, `sel` an Int (docs/semantics.md §89). The
/// checks before a run take that type from the first value set for it whose type is certain in
/// its view's scope, in the file's order; a later value of another type is refused by its own
/// check, in Swift's words (TypeCheck.checkEnvironmentValues).
///
/// The settings are the whole spec's: a check made ahead that asks for such an entry is made
/// again in turn (ChecksAhead.swift).
extension DeclaredTypes {
    /// The first value of a certain type set for an entry, and the type it gives the entry.
    struct EntryOrigin {
        var type: SwiftType
        var value: Expr
    }

    /// What the spec sets the entries of a `nil` default to.
    struct EntryValues {
        /// Each entry's first value of a certain type.
        var origins: [String: EntryOrigin] = [:]
        /// The entries set somewhere to something other than a written `nil`, by a modifier or a
        /// transform, whether or not its type is certain here.
        var given: Set<String> = []
    }

    /// The first value of a certain type the spec sets the entry `name` to; nil for an entry
    /// never set so, and while the values are being learnt (a value that reads the entry itself).
    func entryOrigin(_ name: String) -> EntryOrigin? {
        learntEntries()?.origins[name]
    }

    /// Whether the spec sets the entry `name` to anything but a written `nil`.
    func isGiven(_ name: String) -> Bool {
        learntEntries()?.given.contains(name) ?? true
    }

    private func learntEntries() -> EntryValues? {
        found.readsWholeSpec = true
        if let entryValues { return entryValues }
        guard !learningEntries else { return nil }
        learningEntries = true
        defer { learningEntries = false }
        let learnt = learnEntries()
        entryValues = learnt
        return learnt
    }

    private func learnEntries() -> EntryValues {
        let spec = rules.spec
        let open = Set(spec.environmentValues.filter { entry in entry.defaultValue.map { if case .null = $0.kind { true } else { false } } ?? false }.map(\.name))
        var learnt = EntryValues()
        guard !open.isEmpty else { return learnt }
        for component in spec.components {
            rules.forEachPart(of: component.body, in: names(of: component)) { parts, env in
                for child in parts.children {
                    for setting in child.modifiers.environment where setting.kind == .value && open.contains(setting.key) {
                        if case .null = setting.value.kind { continue }
                        learnt.given.insert(setting.key)
                        guard learnt.origins[setting.key] == nil, let t = rules.type(of: setting.value, in: env), let wrapped = t.unwrapped else { continue }
                        learnt.origins[setting.key] = EntryOrigin(type: .optional(wrapped), value: setting.value)
                    }
                    // `value = 3` in a transform sets the entry too; its type is left to the export.
                    for t in child.modifiers.transforms where open.contains(t.key) { learnt.given.insert(t.key) }
                }
            }
        }
        return learnt
    }
}
