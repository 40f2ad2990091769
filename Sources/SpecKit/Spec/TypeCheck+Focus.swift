/// Check-time rules of `@FocusState` (docs/semantics.md §42, §50): `focused:` binds a text field
/// to a focus holder of its own view or to a `@FocusState.Binding` its parent passed, `equals:` is
/// given exactly when the holder is optional and has its wrapped type, a value written to the
/// holder has that type too, and a child's `focus-binding:` is given `$` of a holder of its type,
/// as Swift's `.focused(_:)` and `.focused(_:equals:)` overloads and the declared types demand.
extension TypeCheck {
    /// The declared type of a focus holder: `Bool`, `String?` or `Int?`.
    static func focusType(_ holder: HolderDecl) -> SwiftType { focusType(holder.focusType) }

    /// `Bool`, `String?` or `Int?` as written, as a type.
    static func focusType(_ written: String?) -> SwiftType {
        switch written {
        case "String?": return .optional(.string)
        case "Int?": return .optional(.int)
        default: return .bool
        }
    }

    /// The declared type of `name` if it is a focus holder of this view (`focus-state:`) or a
    /// focus binding its parent passes (`focus-binding:`), as written: `Bool`, `String?`, `Int?`.
    func focusDeclaration(_ name: String) -> String? {
        if let holder = component.holder(named: name) { return holder.kind == .focusState ? holder.focusType ?? "Bool" : nil }
        return component.props.first { $0.name == name }?.focusType
    }

    func checkFocus(_ c: ControlDecl, in env: DeclaredTypes.Names) {
        guard let focused = c.focused else { return }
        let name = focused.source.hasPrefix("$") ? String(focused.source.dropFirst()) : focused.source
        guard case .name(let written) = focused.kind, written.hasPrefix("$"), let declared = focusDeclaration(name) else {
            let what = component.holder(named: name).map { "a \($0.kind.rawValue) holder" }
                ?? (component.props.contains { $0.name == name && $0.isBinding } ? "a @Binding, not a @FocusState.Binding" : nil)
                ?? (component.props.contains { $0.name == name } ? "a prop" : nil)
            let focusNames = component.holders.filter { $0.kind == .focusState }.map(\.name)
                + component.props.filter { $0.focusType != nil }.map(\.name)
            // Its own focus holder, written without $: `.focused(_:)` takes the @FocusState's binding.
            let unprojected = !focused.source.hasPrefix("$") && focusDeclaration(name) != nil
            let other = unprojected ? nil : component.holder(named: name).map(\.kind.rawValue)
            let passed = component.props.contains { $0.name == name && $0.isBinding && $0.focusType == nil }
            report(Diagnostic("`focused:` needs a focus-state holder or a focus binding of \(component.name), written with $; \(focused.source) is "
                                + (what ?? "not one"),
                              at: focused.location,
                              hint: unprojected ? "write it with $, `focused: $\(name)`: `.focused($\(name))` takes the @FocusState's binding" : other.map { "declare \(name) under `focus-state:` instead of `\($0):`, as `\(name): Bool` or `\(name): String?`: a @FocusState has no initial value" }
                                ?? (passed ? "declare it under `focus-binding:` instead of `bindings:`, as `\(name): String?` (or `Bool`): `@FocusState.Binding var \(name)`" : nil)
                                ?? (focusNames.isEmpty
                                    ? "declare one with `focus-state: { \(name.isEmpty ? "field" : name): Bool }` (or `String?` with `equals:` on each field) and write `focused: $\(name.isEmpty ? "field" : name)`, or take the parent's with `focus-binding: { \(name.isEmpty ? "field" : name): String? }`"
                                    : "\(component.name)'s focus holders and bindings: \(focusNames.map { "$" + $0 }.joined(separator: ", "))")))
            return
        }
        guard SpecDecoder.focusTypes.contains(declared) else { return }   // a wrong type, reported where declared
        let type = Self.focusType(declared)
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

    /// `$field` of a focus holder or focus binding is a `FocusState.Binding`, which only
    /// `focused:` and a child's `focus-binding:` take: not a control's binding. A child's
    /// arguments are checked by `checkFocusArguments`.
    func checkFocusBindingUse(_ e: Expr) {
        guard component.holders.contains(where: { $0.kind == .focusState }) || component.props.contains(where: { $0.focusType != nil }) else { return }
        for (name, location) in e.names where name.hasPrefix("$") {
            let base = String(name.dropFirst())
            guard focusDeclaration(base) != nil else { continue }
            report(Diagnostic("\(name) is a FocusState.Binding, which only `focused:` and a child's `focus-binding:` take",
                              at: location,
                              hint: "a control binds a `state:` holder, with `focused: \(name)` beside it; a child that shows the focus takes \(base) as a value, one that moves it declares `focus-binding: { \(base): \(focusDeclaration(base) ?? "String?") }`"))
        }
    }

    /// A child's arguments: a `focus-binding:` prop takes `$field` of a focus holder or focus
    /// binding of this view, of its very type, as Swift's `FocusState<Value>.Binding` does; a
    /// `bindings:` prop does not take one.
    func checkFocusArguments(_ child: ChildDecl) {
        // Only a `$name` can be a focus binding, or be one given in its place: most children pass none.
        guard child.arguments.contains(where: { if case .name(let n) = $0.value.kind { n.hasPrefix("$") } else { false } }) else { return }
        found.readsWholeSpec = true   // the child's declaration, which only the whole spec knows
        guard let decl = rules.spec.component(named: child.component) else { return }
        for arg in child.arguments {
            guard let prop = decl.props.first(where: { $0.name == arg.label }), prop.isBinding else { continue }
            let written: String? = if case .name(let n) = arg.value.kind, n.hasPrefix("$") { String(n.dropFirst()) } else { nil }
            let given = written.flatMap(focusDeclaration)
            if let type = prop.focusType {
                guard let written else { continue }   // `field` without $: checkArguments says so
                guard let given else {
                    report(Diagnostic("\(decl.name)'s '\(prop.name)' is a @FocusState.Binding; $\(written) is not a focus holder of \(component.name)",
                                      at: arg.value.location,
                                      hint: "pass $ of a `focus-state:` holder (or of a `focus-binding:` this view was given), declared \(type)"))
                    continue
                }
                if given != type, SpecDecoder.focusTypes.contains(type) {
                    report(Diagnostic("\(decl.name)'s '\(prop.name)' is a @FocusState.Binding of \(type); $\(written) is one of \(given)",
                                      at: arg.value.location,
                                      hint: "declare both with the same type: `\(prop.name): \(given)` under \(decl.name)'s `focus-binding:`, or `\(written): \(type)` here"))
                }
            } else if let given, let written {
                report(Diagnostic("\(decl.name)'s '\(prop.name)' is a @Binding; $\(written) is a FocusState.Binding, which it does not take",
                                  at: arg.value.location,
                                  hint: "declare it in \(decl.name) with `focus-binding: { \(prop.name): \(given) }` (`@FocusState.Binding var \(prop.name)`) instead of `bindings:`"))
            }
        }
    }

    /// `field = v` on a focus holder: `v` is the holder's wrapped type or nil (an optional), or a Bool.
    /// Returns whether the target is a focus holder, which the general rule then leaves alone.
    func checkFocusWrite(_ value: Expr, to target: Expr, in env: DeclaredTypes.Names) -> Bool {
        guard case .name(let name) = target.kind, let declared = focusDeclaration(name) else { return false }
        guard SpecDecoder.focusTypes.contains(declared) else { return true }
        let type = Self.focusType(declared)
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
