/// A `navigation-stack:` inside another stack's screens (docs/semantics.md §23): SwiftUI does not
/// support a NavigationStack nested in another one's root, destinations or pushed screens. The
/// run would give each stack a path of its own, an answer no device gives, so it is refused.
/// A sheet's, cover's or popover's content is a new presentation: a stack there stands alone.
extension SpecValidator {
    mutating func checkNestedStacks() {
        // Only the bodies whose outline (BodyOutline.swift) holds a stack are walked; most specs have none.
        let holders = spec.components.indices.filter { $0 >= outlines.count || outlines[$0].holdsStack }
        guard !holders.isEmpty else { return }
        var reach = StackReach(spec: spec)
        var reported: Set<Location> = []
        for c in holders {
            let component = spec.components[c]
            component.body.forEachElement { element in
                guard case .navigationStack(let outer) = element else { return }
                var inner: [StackReach.Found] = []
                reach.walk(outer.root, into: &inner)
                for d in outer.destinations { reach.walk(d.body, into: &inner) }
                for found in inner where reported.insert(found.stack).inserted {
                    report(Self.nestedStack(found, in: outer, of: component.name))
                }
            }
        }
    }

    private static func nestedStack(_ found: StackReach.Found, in outer: NavigationStackDecl, of component: String) -> Diagnostic {
        let through = found.through.map { ", through \($0)" } ?? ""
        return Diagnostic("a navigation-stack inside another stack's screens, which SwiftUI does not support: \(component)'s navigation-stack at line \(outer.location.line) shows this one\(through)",
                          at: found.stack,
                          hint: "leave this stack out and declare its destinations on the outer one (`destinations:`, or `navigation-destinations:` beside a view inside it); a stack in a sheet's, cover's or popover's content stands alone and is fine")
    }
}

/// The stacks a part of a body shows without a presentation between: those it writes, and those
/// of the components it names, at any depth.
private struct StackReach {
    /// A stack reached: where it is written, and the child of the walked body that leads to it
    /// (nil when the walked body writes it itself).
    struct Found {
        let stack: Location
        let through: String?
    }

    let spec: Spec
    /// The first stack each component's body shows, by component name; nil for one that shows none.
    private var first: [String: Location?] = [:]
    /// The components whose first stack is being looked for: a cycle, refused elsewhere, ends here.
    private var looking: Set<String> = []

    init(spec: Spec) { self.spec = spec }

    /// Adds the stacks these elements show to `found`. A stack's own insides are not walked: a
    /// stack in it is reported when that stack's turn comes. A flag's or a link's destination is
    /// pushed onto the same stack (§30); a sheet's, cover's or popover's content is not.
    mutating func walk(_ elements: [Element], into found: inout [Found], through: String? = nil) {
        for element in elements {
            switch element {
            case .text, .button, .control, .slot: break
            case .navigationStack(let s): found.append(Found(stack: s.location, through: through))
            case .link(let l): walk(l.destination, into: &found, through: through)
            case .child(let c):
                for target in [c.component] + spec.scenarios.compactMap({ $0.uses[c.component] }) {
                    if let stack = firstStack(of: target) { found.append(Found(stack: stack, through: through ?? c.component)) }
                }
                for p in c.modifiers.presentations where p.isPush { walk(p.content, into: &found, through: through) }
                for d in c.modifiers.navigationDestinations { walk(d.body, into: &found, through: through) }
                for content in c.content { walk(content.body, into: &found, through: through) }
            case .conditional(let c):
                walk(c.then, into: &found, through: through)
                walk(c.otherwise, into: &found, through: through)
            case .forEach(let f): walk(f.body, into: &found, through: through)
            case .switchOver(let s):
                for c in s.cases { walk(c.body, into: &found, through: through) }
                if let otherwise = s.otherwise { walk(otherwise, into: &found, through: through) }
            case .tabView(let t):
                for tab in t.tabs { walk(tab.body, into: &found, through: through) }
            }
        }
    }

    /// The first stack a component's body shows, its own or a child's.
    private mutating func firstStack(of name: String) -> Location? {
        if let known = first[name] { return known }
        guard let component = spec.component(named: name), looking.insert(name).inserted else { return nil }
        var found: [Found] = []
        walk(component.body, into: &found)
        looking.remove(name)
        let stack = found.first?.stack
        first[name] = .some(stack)
        return stack
    }
}
