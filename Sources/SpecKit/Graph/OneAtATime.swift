/// One presentation at a time from a screen (docs/semantics.md §22): a sheet, cover, popover,
/// alert or confirmation dialog whose binding turns on while another one presented from the same
/// screen is up is not presented; it waits, and is presented once that one is dismissed, if its
/// binding still holds. A presentation written inside the content of the one that is up is
/// presented from that content, over it. A presentation made with the view it is written on, its
/// binding already on, waits for that view to appear.
extension Graph {
    /// The modal presentation whose content holds `node` (the node itself left out), nil on the
    /// root's screen: what a presentation written there is presented from. A screen pushed by a
    /// flag is not one: pushed screens present from the screen their stack is on.
    func presentingScreen(of node: Node) -> Node? {
        var current = node.parent
        while let n = current {
            if case .presentation(let p)? = n.screen?.kind, !p.isPush { return n }
            current = n.parent
        }
        return nil
    }

    /// The presentation up from the same screen as the presentation `node`, which it must wait for.
    func presentationInTheWay(of node: Node) -> Node? {
        let screen = presentingScreen(of: node)?.id
        // Rare: only when a presentation is about to be presented. The lowest id, to be the same every run.
        return nodes.values.filter { other in
            guard other.id != node.id, let state = other.screen, state.presented != nil,
                  case .presentation(let p) = state.kind, !p.isPush else { return false }
            return presentingScreen(of: other)?.id == screen
        }.min { $0.id < $1.id }
    }

    /// After `node`'s presentation was dismissed: the ones from the same screen that waited for it
    /// render again, and the first whose binding still holds is presented.
    func wakePresentations(waitingFor node: Node) {
        let screen = presentingScreen(of: node)?.id
        let style = node.presentationStyle?.noun ?? "sheet"
        for other in nodes.values.sorted(by: { $0.id < $1.id }) where other.screen?.waiting == true
            && presentingScreen(of: other)?.id == screen {
            if invalid[other.id] == nil { invalid[other.id] = .reason("the \(style) it waited for was dismissed") }
            emit(.screen(other.ref, .waitOver(behind: node.presentationStyle?.rawValue ?? "sheet")))
        }
    }

    /// At the end of the pass that made them: the presentations made with their views, their
    /// bindings on, render in the next pass, after the actions queued now, to be presented from
    /// views that have appeared (§22).
    func wakePresentationsAfterTheirViews() {
        for id in presentationsAwaitingPresenter {
            guard let node = nodes[id] else { continue }
            if invalid[id] == nil { invalid[id] = .reason("the view it is written on appears in this update") }
            emit(.screen(node.ref, .presenterAppeared))
        }
        presentationsAwaitingPresenter = []
    }
}
