/// What a binding tells of the value it binds: a list's selection and an item-bound
/// presentation each hold an optional, whatever the first value they are given.
extension TypeInference {
    /// A list's selection binding holds an optional of its rows' id type, the tag a tap writes (§52).
    mutating func learnSelection(of element: Element, in component: ComponentDecl, env: [String: SwiftType]) {
        // A picker bound to a holder that starts nil selects its options' values: the holder is
        // an optional of their type, `String?`, as `tag(_:includeOptional:)` tags each (§14).
        if case .control(let c) = element, c.kind == .picker, let options = c.options,
           case .name(let name) = c.binding.kind, name.hasPrefix("$"), component.holder(named: String(name.dropFirst())) != nil,
           case .optional? = holders[component.name]?[String(name.dropFirst())],
           case .list(let element?)? = type(of: options, in: env), let option = element.unwrapped {
            learn(.optional(option), \.holders, component.name, String(name.dropFirst()), at: c.binding.location)
            return
        }
        guard case .forEach(let loop) = element, let selection = loop.selection,
              let id = type(of: loop.id, in: loopScope(loop, in: env)) else { return }
        switch selection.kind {
        case .name(let name) where name.hasPrefix("$"):
            let target = String(name.dropFirst())
            if component.holder(named: target) != nil {
                learn(.optional(id), \.holders, component.name, target, at: selection.location)
            }
        case .member(let base, let field):
            // `$store.selected`: the model's field holds it.
            guard case .name(let name) = base.kind, name.hasPrefix("$"),
                  case .model(let model)? = env[String(name.dropFirst())] else { return }
            learn(.optional(id), \.rules.fields, model, field, at: selection.location)
        default:
            return
        }
    }

    /// `- Row: { selected: $selected }` where Row writes `selected = note` through its `@Binding`:
    /// the parent's holder (or its own binding, up a chain) holds what the child writes, as the
    /// two are one storage. A sheet's item set from a list's rows is typed so (§22).
    mutating func learnBound(by child: ChildDecl, target: String, in component: ComponentDecl) {
        for arg in child.arguments {
            guard case .name(let name) = arg.value.kind, name.hasPrefix("$"),
                  let t = props[target]?[arg.label] else { continue }
            let bound = String(name.dropFirst())
            if component.holder(named: bound) != nil {
                learn(t, \.holders, component.name, bound, at: arg.value.location)
            } else if component.props.contains(where: { $0.name == bound && $0.isBinding }) {
                learn(t, \.props, component.name, bound, at: arg.value.location)
            }
        }
    }

    /// `.sheet(item: $selected)`, `.fullScreenCover(item:)` and `.popover(item:)` take a
    /// `Binding<Item?>`: the holder is an optional even when it starts with a value (a sheet
    /// presented at launch, §22), as dismissing it writes nil.
    mutating func learnPresentedItems(of element: Element, in component: ComponentDecl, env: [String: SwiftType]) {
        guard case .child(let child) = element else { return }
        for p in child.modifiers.presentations where p.isItem {
            switch p.binding.kind {
            case .name(let name) where name.hasPrefix("$"):
                let target = String(name.dropFirst())
                if component.holder(named: target) != nil {
                    learn(.optional(nil), \.holders, component.name, target, at: p.binding.location)
                } else if component.props.contains(where: { $0.name == target }) {
                    learn(.optional(nil), \.props, component.name, target, at: p.binding.location)
                }
            case .member(let base, let field):
                // `$store.selected`: the model's field holds it.
                guard case .name(let name) = base.kind, name.hasPrefix("$"),
                      case .model(let model)? = env[String(name.dropFirst())] else { continue }
                learn(.optional(nil), \.rules.fields, model, field, at: p.binding.location)
            default:
                continue
            }
        }
    }
}
