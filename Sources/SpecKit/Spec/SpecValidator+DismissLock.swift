/// `interactive-dismiss-disabled:` is read from inside a presented sheet's or popover's content
/// (docs/semantics.md §55): written where no sheet or popover ever presents it, it refuses nothing.
extension SpecValidator {
    /// Each child written with `interactive-dismiss-disabled:` must stand in a sheet's or popover's
    /// `content:`, or in the body of a component that such content reaches.
    mutating func checkDismissLocks() {
        var outside: [(component: String, child: ChildDecl)] = []
        // Only the bodies whose outline (BodyOutline.swift) has such a child are walked.
        for c in spec.components.indices where c >= outlines.count || outlines[c].locksDismiss {
            let component = spec.components[c]
            component.body.forEachElement { element in
                if case .child(let c) = element, c.modifiers.interactiveDismissDisabled != nil { outside.append((component.name, c)) }
            }
        }
        // Most specs write none: nothing more to walk.
        guard !outside.isEmpty else { return }
        var presented: Set<String> = []   // components named inside a sheet's or popover's content
        var covered: Set<String> = []     // the same for a full-screen cover, which no swipe dismisses
        var inContent = Set<Location>()   // children written inside such content, in any body
        for component in spec.components {
            walk(component.body, into: &presented, covered: &covered, inContent: &inContent, inside: nil)
        }
        let swiped = reached(from: presented), coveredOnly = reached(from: covered).subtracting(swiped)
        for (name, child) in outside where !inContent.contains(child.location) && !swiped.contains(name) {
            guard let lock = child.modifiers.interactiveDismissDisabled else { continue }
            let where_ = coveredOnly.contains(name)
                ? "\(name) is presented only by a full-screen cover, which no swipe dismisses"
                : "no sheet or popover presents \(name)"
            let hint = child.modifiers.presentations.contains(where: { $0.style.isSwipedDown })
                ? "SwiftUI reads it from inside the presented content, not from the child that writes the sheet: write it beside a child in the sheet's `content:`"
                : "write it beside a child in a sheet's `content:`, or in a component a sheet or popover presents"
            report(Diagnostic("`interactive-dismiss-disabled:` refuses a swipe down on the sheet it is in, but \(where_)",
                              at: lock.location, hint: hint))
        }
    }

    /// Records the components named inside presented content (`style` set), and the children
    /// written there, walking the nested bodies as `forEachElement` does.
    private func walk(_ elements: [Element], into presented: inout Set<String>, covered: inout Set<String>,
                      inContent: inout Set<Location>, inside style: PresentationDecl.Style?) {
        for element in elements {
            switch element {
            case .text, .button, .control, .slot: break
            // A screen a link pushes is part of the screen it is pushed in, as a flag's is (§30).
            case .link(let l): walk(l.destination, into: &presented, covered: &covered, inContent: &inContent, inside: style)
            case .child(let c):
                if let style {
                    if style.isSwipedDown { presented.insert(c.component); inContent.insert(c.location) }
                    else { covered.insert(c.component) }
                }
                for p in c.modifiers.presentations {
                    // A screen pushed by a flag is part of the screen it is pushed in (§30).
                    let inner: PresentationDecl.Style? = p.isPush ? style : p.style
                    walk(p.content, into: &presented, covered: &covered, inContent: &inContent, inside: inner)
                }
                for content in c.content { walk(content.body, into: &presented, covered: &covered, inContent: &inContent, inside: style) }
                for d in c.modifiers.navigationDestinations { walk(d.body, into: &presented, covered: &covered, inContent: &inContent, inside: style) }
            case .conditional(let c):
                walk(c.then, into: &presented, covered: &covered, inContent: &inContent, inside: style)
                walk(c.otherwise, into: &presented, covered: &covered, inContent: &inContent, inside: style)
            case .forEach(let f): walk(f.body, into: &presented, covered: &covered, inContent: &inContent, inside: style)
            case .switchOver(let s):
                for c in s.cases { walk(c.body, into: &presented, covered: &covered, inContent: &inContent, inside: style) }
                if let otherwise = s.otherwise { walk(otherwise, into: &presented, covered: &covered, inContent: &inContent, inside: style) }
            case .navigationStack(let s):
                walk(s.root, into: &presented, covered: &covered, inContent: &inContent, inside: style)
                for d in s.destinations { walk(d.body, into: &presented, covered: &covered, inContent: &inContent, inside: style) }
            case .tabView(let t):
                for tab in t.tabs { walk(tab.body, into: &presented, covered: &covered, inContent: &inContent, inside: style) }
            }
        }
    }

    /// The components these names reach, through every body and every scenario's `use:`.
    private func reached(from names: Set<String>) -> Set<String> {
        var seen: Set<String> = []
        var queue = Array(names)
        while let name = queue.popLast() {
            let targets = [name] + spec.scenarios.compactMap { $0.uses[name] }
            for target in targets where seen.insert(target).inserted {
                queue += spec.component(named: target)?.body.allChildren.map(\.component) ?? []
            }
        }
        return seen
    }
}
