/// What the checks over the whole spec read of one component's body, gathered in one walk: its
/// children at any depth, and whether it writes anything the slot, dismiss-lock, tab view and
/// nested stack checks look at. The scenario walk, `checkSlots` and `checkDismissLocks` each
/// walked every body for these; a large file's outlines are made on the second thread with the
/// component's own checks (ChecksAhead.swift), so the main thread walks no body that has nothing
/// for them.
struct BodyOutline: Sendable {
    /// Every child component, in the order of `allChildren`.
    let children: [ChildDecl]
    /// A child written with `interactive-dismiss-disabled:` (SpecValidator+DismissLock).
    let locksDismiss: Bool
    /// A `- slot:` at any depth, or a child given `content:` (SpecValidator+Slots).
    let placesOrPassesContent: Bool
    /// A `tab-view:` at any depth (TabViewChecks.swift).
    let holdsTabView: Bool
    /// A `navigation-stack:` at any depth (SpecValidator+NestedStacks.swift).
    let holdsStack: Bool

    init(_ body: [Element]) {
        var children: [ChildDecl] = []
        var locksDismiss = false, placesOrPassesContent = false, holdsTabView = false, holdsStack = false
        body.forEachElement { element in
            switch element {
            case .child(let child):
                if child.modifiers.interactiveDismissDisabled != nil { locksDismiss = true }
                if !child.content.isEmpty { placesOrPassesContent = true }
                children.append(child)
            case .slot:
                placesOrPassesContent = true
            case .tabView:
                holdsTabView = true
            case .navigationStack:
                holdsStack = true
            default:
                break
            }
        }
        self.children = children
        self.locksDismiss = locksDismiss
        self.placesOrPassesContent = placesOrPassesContent
        self.holdsTabView = holdsTabView
        self.holdsStack = holdsStack
    }
}

extension SpecValidator {
    /// Each component's outline, by position in `spec.components`: the one made ahead where
    /// there is one, else made here.
    func makeOutlines() -> [BodyOutline] {
        spec.components.indices.map { c in
            if c < checkedAhead.count, let outline = checkedAhead[c]?.outline { return outline }
            return BodyOutline(spec.components[c].body)
        }
    }
}
