/// A `tap:` on a navigation link that pushes nothing whatever the script does first: the run
/// would stop at that tap, so `spec check` refuses it, in the run's words and at the link
/// (docs/semantics.md §23). Only what is certain is refused: a link in a spec with no navigation
/// stack at all, or one whose value is certainly of a type no view of the spec declares a
/// destination for. A destination a pushed screen declares (§68) counts, as the run may find it;
/// a value that may be nil is left to the run, where nil disables the link.
extension ScriptTargets.Shown {
    /// The refusal of a tap whose label only links show, none of which can push; nil otherwise.
    mutating func deadLink(tappedBy step: Step) -> Diagnostic? {
        guard case .tap(let label)? = step.action, !links.isEmpty else { return nil }
        let tapped = links.filter { $0.pattern.matches(label) }
        // A button of that label may be what the tap finds.
        guard let first = tapped.first, tapped.count == buttons.filter({ $0.matches(label) }).count else { return nil }
        if !hasStack { return LinkRefusals.outsideStack(at: first.link.location) }
        var found: Diagnostic?
        for (_, link, component) in tapped {
            guard link.push == nil, let value = link.value, let type = certainType(of: link, in: component),
                  !destinationTypes.contains(type.description) else { return nil }
            found = found ?? LinkRefusals.noDestinationAnywhere(value: value, type: type.description, declared: Array(Set(destinationTypes)).sorted(),
                                                               at: link.location)
        }
        return found
    }

    /// The type of a link's value where it is certain and not optional: a literal, a holder of a
    /// known type, a loop's element, as the checks before a run know them (DeclaredTypes).
    private mutating func certainType(of link: NavigationLinkDecl, in component: Int) -> SwiftType? {
        if linkTypes == nil { linkTypes = [:] }
        if let known = linkTypes![link.location] { return known }
        let types = DeclaredTypes(spec: spec, found: SpecValidator.Found())
        let decl = spec.components[component]
        var found: [Location: SwiftType?] = [:]
        types.rules.forEachPart(of: decl.body, in: types.names(of: decl)) { parts, env in
            guard case .link(let l) = parts.element, let value = l.value else { return }
            let type = types.rules.type(of: value, in: env)
            switch type {
            case .int?, .string?, .bool?, .value?: found[l.location] = type
            default: found[l.location] = .some(nil)
            }
        }
        linkTypes!.merge(found) { old, _ in old }
        return linkTypes![link.location] ?? nil
    }
}
