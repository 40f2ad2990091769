/// `.interactiveDismissDisabled(_:)`: docs/semantics.md §55.
///
/// The condition beside a child is evaluated in the body that writes it, at its render, as
/// `disabled:` is (so that body depends on what it reads), and kept on the child's node. A swipe
/// down reads the nodes of the presented content as they stand: one whose condition is true
/// refuses the swipe. `dismiss()` and a write to the binding do not ask.
extension Graph {
    /// An `interactive-dismiss-disabled:` condition's value; no condition is false.
    func dismissLock(_ lock: Expr?, in scope: some Scope) throws -> Bool {
        try boolCondition(lock, key: "interactive-dismiss-disabled", modifier: "interactiveDismissDisabled", in: scope)
    }

    /// Keeps a child's condition after its parent's render; a change is logged (a new identity
    /// starts with false, so one made with true logs it).
    func setDismissLock(_ lock: Bool, on node: Node, source: Expr?) {
        guard lock != node.dismissLockHere else { return }
        node.dismissLockHere = lock
        emit(.dismissLockSet(node.ref, source: source?.source ?? "", locked: lock))
    }

    /// The view in a sheet's or popover's presented content whose `interactive-dismiss-disabled:`
    /// is true now, if one is: the content's own children and everything below them, pushed
    /// screens included, but not what a presentation inside it presents, which is its own.
    func dismissLockHolder(in presentation: Node) -> Node? {
        var stack = presentation.children.values.sorted { $0.id > $1.id }
        while let node = stack.popLast() {
            if node.dismissLockHere { return node }
            if case .presentation(let p)? = node.screen?.kind, !p.isPush { continue }
            stack += node.children.values.sorted { $0.id > $1.id }
        }
        return nil
    }
}
