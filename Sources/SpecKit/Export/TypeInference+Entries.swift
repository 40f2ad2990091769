/// An entry of `environment-values:` whose default is `nil` is declared with the optional of the
/// type of the values set for it, `@Entry var picked: Int? = nil` (docs/semantics.md §89): the
/// export's inference learns it as it learns a holder's, into `rules.entries`.
extension TypeInference {
    /// Whether an entry of `environment-values:` is `nil` by default: its type is the optional of
    /// the values set for it (§89).
    static func isOpen(_ entry: FieldDecl) -> Bool {
        if case .null? = entry.defaultValue?.kind { true } else { false }
    }

    /// `environment: { picked: sel }` beside a child: an entry of a `nil` default holds the
    /// optional of `sel`'s type.
    mutating func learnEntries(setBy child: ChildDecl, env: [String: SwiftType]) {
        for setting in child.modifiers.environment where setting.kind == .value {
            guard let entry = plan.spec.environmentValues.first(where: { $0.name == setting.key }), Self.isOpen(entry),
                  let t = type(of: setting.value, in: env), let wrapped = t.unwrapped else { continue }
            guard let known = rules.entries[entry.name] else {
                rules.entries[entry.name] = .optional(wrapped)
                changed = true
                continue
            }
            guard let merged = known.merged(with: t) else {
                if conflicts.insert(setting.value.location).inserted {
                    problems.append(Diagnostic("'\(entry.name)' is \(t) here but \(known) elsewhere; an environment value has one type",
                                               at: setting.value.location, hint: "set it to values of one type, or nil"))
                }
                continue
            }
            if merged != known { rules.entries[entry.name] = merged; changed = true }
        }
    }

    /// An entry of a `nil` default no exported view sets to a value of a known type: its Swift
    /// declaration would have none.
    func unknownEntries() -> [Diagnostic] {
        plan.spec.environmentValues.filter { Self.isOpen($0) && rules.entries[$0.name] == nil }.map { entry in
            Diagnostic("cannot tell the Swift type of the environment value '\(entry.name)', nil by default", at: entry.defaultValue?.location ?? entry.location,
                       hint: "no exported view sets it to a value whose type is known; the export declares `@Entry var \(entry.name): Int? = nil` for an Int")
        }
    }
}
