/// Views that leave the interface at the end of an animated transition: a push, a pop, a
/// full-screen cover presented or dismissed (§24), a removal in `withAnimation` (§57). What comes
/// on runs its actions at the transition's start; what goes runs its on-disappear, and loses its
/// task, at the end, once the update and everything it set off without the clock moving are done.

/// How a view leaves the interface when an update takes it off: at the end of an animation, or at once.
enum Leaving {
    /// Popped off its stack: the screen under it appears first.
    case popped
    /// A full-screen cover dismissed: the views under it appear first.
    case coverDismissed
    /// Covered, alive, by a screen pushed onto its stack (by the path or by a flag): the pushed
    /// screen appears first.
    case coveredByPush
    /// Under a full-screen cover being presented, alive: the cover's content appears first.
    case coveredByCover
    /// Removed from its parent's body by a change made in `withAnimation`, or under an
    /// `.animation(_:value:)` whose value changed (the view it modifies named): it leaves with a
    /// removal transition, and the views that replace it appear at its start (§57).
    case transitionedOut(animatedBy: String?)
    /// Removed under an `.animation(nil, value:)` whose value changed (the view it modifies
    /// named): at once, as without animation, whatever `withAnimation` said (§57).
    case unanimated(by: String)

    /// Why the on-disappear runs where it does, for the trace.
    var detail: String {
        let done = "the update, the actions and the tasks' first parts it set off are done"
        switch self {
        case .popped: return "popped: it runs when the animated pop ends, once the screen under it has appeared and \(done)"
        case .coverDismissed: return "dismissed: it runs when the cover's dismissal ends, once the views under the cover have appeared and \(done)"
        case .coveredByPush: return "covered by a pushed screen: it runs when the animated push ends, once the pushed screen has appeared and \(done)"
        case .coveredByCover: return "under the full-screen cover: it runs when the cover's presentation ends, once its content has appeared and \(done)"
        case .transitionedOut(let modifier):
            let how = modifier.map { "removed under \($0)'s .animation(_:value:), whose value changed" } ?? "removed in withAnimation"
            return "\(how): it runs when its removal transition ends, once the update and the actions it set off are done"
        case .unanimated(let modifier):
            return "removed under \(modifier)'s .animation(nil, value:), whose value changed: no animation, so it runs now, as without one"
        }
    }

    /// Why the view's task is cancelled when the transition ends, for the trace.
    var taskEnd: String {
        switch self {
        case .popped: return "its view went away, and disappeared at the end of the animated pop"
        case .coverDismissed: return "its view went away, and disappeared at the end of the cover's dismissal"
        case .coveredByPush: return "its view went off screen at the end of the animated push"
        case .coveredByCover: return "its view went off screen at the end of the cover's presentation"
        case .transitionedOut, .unanimated: return "its view disappeared at the end of its removal transition"
        }
    }

    /// Whether the view goes at the end of an animation rather than at once.
    var animated: Bool { if case .unanimated = self { false } else { true } }
    /// A removal transition's end, rather than a screen's going, is what the on-disappear waits for.
    var isTransition: Bool { if case .transitionedOut = self { true } else { false } }
    /// A screen's going (popped, covered, a cover's coming or going), rather than a view's
    /// removal, is what the on-disappear waits for.
    var isScreenTransition: Bool { animated && !isTransition }
}

/// A task to cancel when the transition its view leaves with ends, and why.
struct EndingTask {
    var number: Int
    var reason: String
}

extension Graph {
    /// How a view that goes off screen, alive, in this update leaves: a tab switch is not
    /// animated, so a view in a tab no longer shown goes at once (§25); a push or a cover takes
    /// it off at the end of its animation (§24).
    func offScreenLeaving(_ node: Node, byCover: Bool) -> Leaving? {
        if inTabNotShown(node) { return nil }
        return byCover ? .coveredByCover : .coveredByPush
    }

    /// Whether a tab view around `node` shows another tab than the one `node` is in.
    private func inTabNotShown(_ node: Node) -> Bool {
        var child = node
        while let parent = child.parent {
            if let state = parent.screen, case .tabs = state.kind, let slot = child.slot {
                let shown = state.visibleOutput(of: parent).contains { if case .child(let s) = $0 { s == slot } else { false } }
                if !shown { return true }
            }
            child = parent
        }
        return false
    }

    /// The on-disappear actions and on-dismiss a pass queued for the end of a screen's
    /// transition leave the queue, in its order, for that end: after the step has otherwise
    /// settled, with the removal transitions' (§24, §57).
    func holdScreenTransitionEnds() {
        guard pending.contains(where: \.followsScreenTransition) else { return }
        endingTransitions += pending.filter(\.followsScreenTransition)
        pending = pending.filter { !$0.followsScreenTransition }
    }
}
