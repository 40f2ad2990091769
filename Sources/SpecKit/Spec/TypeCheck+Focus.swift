/// Check-time rules of `@FocusState` (docs/semantics.md §42): `focused:` binds a text field to a
/// focus holder of its own view, `equals:` is given exactly when the holder is optional and has
/// its wrapped type, and a value written to the holder has that type too, as Swift's
/// `.focused(_:)` and `.focused(_:equals:)` overloads and the holder's declared type demand.
extension TypeCheck {
    /// The declared type of a focus holder: `Bool`, `String?` or `Int?`.
    static func focusType(_ holder: HolderDecl) -> SwiftType {
        switch holder.focusType {
        case "String?": return .optional(.string)
        case "Int?": return .optional(.int)
        default: return .bool
        }
    }

    func checkFocus(_ c: ControlDecl, in env: DeclaredTypes.Names) {
        guard let focused = c.focused else { return }
        let name = focused.source.hasPrefix("$") ? String(focused.source.dropFirst()) : focused.source
        guard case .name(let written) = focused.kind, written.hasPrefix("$"), let holder = component.holder(named: name),
              holder.kind == .focusState else {
            let what = component.holder(named: name).map { "a \($0.kind.rawValue) holder" }
                ?? (component.props.contains { $0.name == name } ? "a prop" : nil)
            let focusHolders = component.holders.filter { $0.kind == .focusState }.map(\.name)
            let other = component.holder(named: name).map(\.kind.rawValue)
            report(Diagnostic("`focused:` needs a focus-state holder of \(component.name), written with $; \(focused.source) is "
                                + (what ?? "not one"),
                              at: focused.location,
                              hint: other.map { "declare \(name) under `focus-state:` instead of `\($0):`, as `\(name): Bool` or `\(name): String?`: a @FocusState has no initial value" }
                                ?? (focusHolders.isEmpty
                                    ? "declare one with `focus-state: { \(name.isEmpty ? "field" : name): Bool }` (or `String?` with `equals:` on each field) and write `focused: $\(name.isEmpty ? "field" : name)`"
                                    : "\(component.name)'s focus-state holders: \(focusHolders.map { "$" + $0 }.joined(separator: ", "))")))
            return
        }
        let type = Self.focusType(holder)
        guard case .optional(let wrapped?) = type else {
            if let equals = c.focusEquals {
                report(Diagnostic("`equals:` is for an optional focus holder; \(name) is a Bool, which `.focused($\(name))` sets to true while the field has the focus",
                                  at: equals.location,
                                  hint: "drop `equals:`, or declare `\(name): String?` to tell several fields apart"))
            }
            return
        }
        guard let equals = c.focusEquals else {
            return report(Diagnostic("\(name) is \(type), so `focused: $\(name)` needs `equals:`, the value it holds while this field has the focus",
                                     at: focused.location,
                                     hint: "write `equals: \(wrapped == .string ? "'\"username\"'" : "1")` beside it: `.focused($\(name), equals: …)`"))
        }
        guard let given = rules.type(of: equals, in: env), DeclaredTypes.isPlain(given), given != wrapped else { return }
        report(Diagnostic("`equals:` gives \(name) \(DeclaredTypes.described(given)), but \(name) is \(type)",
                          at: equals.location,
                          hint: "the value has the holder's wrapped type, \(wrapped)" + (wrapped == .string ? ", e.g. `equals: '\"username\"'`" : ", e.g. `equals: 1`")))
    }

    /// `$field` of a focus holder is a `FocusState.Binding`, which only `.focused` takes: not a
    /// control's binding nor a child's `@Binding` (passing it down is not expressed).
    func checkFocusBindingUse(_ e: Expr) {
        guard component.holders.contains(where: { $0.kind == .focusState }) else { return }
        for (name, location) in e.names where name.hasPrefix("$") {
            guard let holder = component.holder(named: String(name.dropFirst())), holder.kind == .focusState else { continue }
            report(Diagnostic("\(name) is a focus holder's binding, a FocusState.Binding, which only `focused:` takes",
                              at: location,
                              hint: "a control binds a `state:` holder, with `focused: \(name)` beside it; a child that shows the focus takes \(holder.name) as a value; passing the binding down (`@FocusState.Binding`) is not expressed"))
        }
    }

    /// `field = v` on a focus holder: `v` is the holder's wrapped type or nil (an optional), or a Bool.
    /// Returns whether the target is a focus holder, which the general rule then leaves alone.
    func checkFocusWrite(_ value: Expr, to target: Expr, in env: DeclaredTypes.Names) -> Bool {
        guard case .name(let name) = target.kind, let holder = component.holder(named: name), holder.kind == .focusState else { return false }
        let type = Self.focusType(holder)
        guard let given = rules.type(of: value, in: env) else { return true }
        let fits = given == type || given == type.unwrapped || (given == .optional(nil) && type != .bool)
        if !fits {
            report(Diagnostic("cannot assign \(DeclaredTypes.described(given)) to '\(name)', a focus holder declared \(type)",
                              at: target.location,
                              hint: type == .bool ? "write true to give its field the focus, false to take it away"
                                  : "write a value one of its fields has with `equals:`, or nil to take the focus away"))
        }
        return true
    }
}
