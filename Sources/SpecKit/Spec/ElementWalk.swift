/// Walks of a body: every element at any depth, in the order the body writes them.
extension Array where Element == BodyElement {
    /// Every element, nested ones included, each before what it contains: the branches of an `if`
    /// and a `switch`, a for-each's body, a stack's root and destinations, the tabs, a link's
    /// destination, and the content of a child's sheets and covers and of its slots.
    public var allElements: [BodyElement] {
        var found: [BodyElement] = []
        forEachElement { found.append($0) }
        return found
    }

    /// Calls `body` with every element, in the order of `allElements`, without gathering them.
    public func forEachElement(_ body: (BodyElement) -> Void) {
        func walk(_ elements: [BodyElement]) {
            for element in elements {
                body(element)
                switch element {
                case .text, .button, .control, .slot: break
                case .link(let l): walk(l.destination)
                case .child(let c):
                    for p in c.modifiers.presentations { walk(p.content) }
                    for d in c.modifiers.navigationDestinations { walk(d.body) }
                    for content in c.content { walk(content.body) }
                case .conditional(let c): walk(c.then); walk(c.otherwise)
                case .forEach(let f): walk(f.body)
                case .switchOver(let s):
                    for c in s.cases { walk(c.body) }
                    if let otherwise = s.otherwise { walk(otherwise) }
                case .navigationStack(let s):
                    walk(s.root)
                    for d in s.destinations { walk(d.body) }
                case .tabView(let t): for tab in t.tabs { walk(tab.body) }
                }
            }
        }
        walk(self)
    }

    /// Every for-each in the elements, nested ones included.
    public var allLoops: [ForEachDecl] {
        var loops: [ForEachDecl] = []
        forEachElement { if case .forEach(let f) = $0 { loops.append(f) } }
        return loops
    }

    /// Every child component in these elements, inside `if`, `for-each` and presentations too.
    public var allChildren: [ChildDecl] {
        var children: [ChildDecl] = []
        forEachElement { if case .child(let c) = $0 { children.append(c) } }
        return children
    }
}
