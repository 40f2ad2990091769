/// The places that hold a `NavigationPath` (docs/semantics.md §23): a stack's path whose
/// destinations show several types, or any stack's path in a spec whose views declare
/// destinations of their own, and every binding that reaches it. A list literal stored there may
/// hold values of several types, each appended to the path in turn (`path = [3, "ios"]`), where
/// any other list holds one type (§28.1).
extension Spec {
    /// The holders and bindings that hold a NavigationPath, as `Component.name`, and the models'
    /// fields bound as one (`$router.path`), as `.field`: those a stack binds, and those a `$name`
    /// passed to a child's binding joins to one, up or down a chain of views.
    func navigationPathPlaces() -> Set<String> {
        let nested = ScreenTypeRules.viewsDeclareDestinations(components)
        var places: Set<String> = []
        var joined: [(String, String)] = []
        func place(_ bound: Expr, in component: String) -> String? {
            switch bound.kind {
            case .name(let name) where name.hasPrefix("$"): return component + "." + name.dropFirst()
            case .member(let base, let field) where base.source.hasPrefix("$"): return "." + field
            default: return nil
            }
        }
        for c in components {
            c.body.forEachElement { element in
                switch element {
                case .navigationStack(let stack):
                    guard let path = stack.path, let p = place(path, in: c.name),
                          ScreenTypeRules.pathType(of: stack, viewsDeclareDestinations: nested, in: self) == .navigationPath else { return }
                    places.insert(p)
                case .child(let child):
                    guard let view = component(named: child.component) else { return }
                    for arg in child.arguments where view.props.contains(where: { $0.name == arg.label && $0.isBinding }) {
                        if let p = place(arg.value, in: c.name) { joined.append((p, view.name + "." + arg.label)) }
                    }
                default:
                    break
                }
            }
        }
        var grew = !places.isEmpty
        while grew {
            grew = false
            for (a, b) in joined where places.contains(a) != places.contains(b) {
                places.insert(a)
                places.insert(b)
                grew = true
            }
        }
        return places
    }
}

extension DeclaredTypes {
    /// Whether `target`, a holder or binding of `component` by name or a model's field (by its
    /// bare name in the model's own code, `model`), holds a NavigationPath. Asked only of a list
    /// literal whose elements are of several types: it reads the whole spec.
    func holdsNavigationPath(_ target: Expr, in component: ComponentDecl, model: ModelDecl?) -> Bool {
        switch target.kind {
        case .name(let name): return holdsNavigationPath(name, in: component, model: model)
        case .member(_, let field): return holdsNavigationPath(field: field)
        default: return false
        }
    }

    /// The same of a name: a holder or binding of `component`, or a field of `model`.
    func holdsNavigationPath(_ name: String, in component: ComponentDecl, model: ModelDecl?) -> Bool {
        if let model { return model.fields.contains { $0.name == name } && holdsNavigationPath(field: name) }
        return isNavigationPath(component.name + "." + name)
    }

    /// Whether a model's field of that name is bound as a stack's path that is a NavigationPath.
    func holdsNavigationPath(field: String) -> Bool { isNavigationPath("." + field) }

    private func isNavigationPath(_ place: String) -> Bool {
        found.readsWholeSpec = true
        if navigationPaths == nil { navigationPaths = rules.spec.navigationPathPlaces() }
        return navigationPaths?.contains(place) == true
    }
}
