/// What screens take, where the types are certain before a run (ScreenTypeRules, which the
/// export's checks share): an `item:` bound to a Bool, a struct item without `id`, a class pushed
/// by a link, a value appended to a stack's typed path of another type. Swift refuses each, and
/// the run would not (docs/semantics.md §22, §23, §30).
extension TypeCheck {
    func checkScreens(_ element: Element, in env: DeclaredTypes.Names) {
        switch element {
        case .child(let child):
            for p in child.modifiers.presentations where p.isItem && !p.ownsFlag { checkItem(p, in: env) }
        case .link(let link):
            guard let value = link.value else { return }
            if let wrong = ScreenTypeRules.unhashableLinkValue(value, of: rules.type(of: value, in: env), in: rules.spec, structs: structs) { report(wrong) }
        case .navigationStack(let stack):
            checkAppends(to: stack)
        default:
            return
        }
    }

    /// `item:` takes a `Binding<Item?>`: not a Bool, and of an item a sheet can identify or a stack
    /// can hash. A holder that starts `nil` has the type of the values its view's code gives it.
    private func checkItem(_ p: PresentationDecl, in env: DeclaredTypes.Names) {
        let declared = rules.type(of: p.binding, in: env)
        if let wrong = ScreenTypeRules.boolItem(p, of: declared) { return report(wrong) }
        for item in [declared] + givenTypes(of: p.binding) {
            let wrong = p.isPush ? ScreenTypeRules.unhashablePushedItem(item, at: p.binding.location, in: rules.spec, structs: structs)
                : ScreenTypeRules.unidentifiableItem(item, at: p.binding.location, in: rules.spec)
            if let wrong { return report(wrong) }
        }
    }

    /// The certain types of the values this component's actions assign to the holder a binding
    /// `$name` is of: a Swift property has one type, so any of them is the item's.
    private func givenTypes(of binding: Expr) -> [SwiftType] {
        guard case .name(let dollar) = binding.kind, dollar.hasPrefix("$") else { return [] }
        let name = String(dollar.dropFirst())
        guard component.holder(named: name) != nil else { return [] }
        var given: [SwiftType] = []
        rules.forEachPart(of: component.body, in: types.names(of: component)) { parts, env in
            for action in parts.actions where !action.closureParameters.contains(name) {
                let env = rules.scope(of: action, in: env)
                for s in action.statements.flatMap(\.flattened) where !s.declaresLocal {
                    guard case .assign(let target, .assign, let value) = s.kind, case .name(name) = target.kind,
                          let t = rules.type(of: value, in: env) else { continue }
                    given.append(t)
                }
            }
        }
        return given
    }

    /// `path.append(x)` where the stack binds `$path` to a holder whose default leaves its type
    /// open (`[]`): its destinations, all of one type, make the path a list of that type, which
    /// the export declares and Swift keeps (`@State var path: [Int] = []`). A holder of a known
    /// type has the list checks of its own (TypeCheck+Compound.swift).
    private func checkAppends(to stack: NavigationStackDecl) {
        guard let path = stack.path, case .name(let dollar) = path.kind, dollar.hasPrefix("$"),
              let holder = component.holder(named: String(dollar.dropFirst())),
              let own = rules.type(of: holder.initial, in: [String: SwiftType]()), DeclaredTypes.isOpen(own) else { return }
        var appended: [(value: Expr, type: SwiftType)] = []
        rules.forEachPart(of: component.body, in: types.names(of: component)) { parts, env in
            for action in parts.actions where !action.closureParameters.contains(holder.name) {
                let env = rules.scope(of: action, in: env)
                for s in action.statements.flatMap(\.flattened) {
                    guard case .assign(_, .call, let call) = s.kind, case .call(let base?, "append", let args) = call.kind,
                          case .name(holder.name) = base.kind, let x = args.first, x.label == nil,
                          let t = rules.type(of: x.value, in: env), DeclaredTypes.isPlain(t) else { continue }
                    appended.append((x.value, t))
                }
            }
        }
        guard !appended.isEmpty else { return }
        // Views that declare destinations of their own make every path a NavigationPath (§68).
        found.readsWholeSpec = true
        guard case .list(let element?)? = ScreenTypeRules.pathType(of: stack, viewsDeclareDestinations: ScreenTypeRules.viewsDeclareDestinations(rules.spec.components), in: rules.spec),
              [.int, .string, .bool].contains(element) else { return }
        for (value, t) in appended where element.merged(with: t) == nil {
            report(Diagnostic("cannot append \(DeclaredTypes.described(t)) to '\(holder.name)', a list of \(element)", at: value.location,
                              hint: "'\(holder.name)' is [\(element)], as the stack's destinations are all for \(element); add a destination `for: \(t)` to push \(t)s too, which makes the path a NavigationPath"))
        }
    }
}
