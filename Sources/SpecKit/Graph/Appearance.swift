/// Appearing and disappearing without being destroyed: a view under a pushed screen, or in a tab
/// not selected, stays alive with its state but goes off screen (docs/semantics.md §24).
extension Graph {
    /// Every node a person could see if no presentation covered it, parents before children:
    /// the top of each stack, the selected tab, a presented content and what presents it; a
    /// screen pushed by a flag covers the rest of its stack.
    func visibleNodes() -> [Node] {
        var out: [Node] = []
        walkVisible(from: root, into: &out)
        out = uncoveredByFlagPushes(out)
        // A sheet or cover stays on top when a push (by a path or a flag) or another tab covers
        // the view that presented it: UIKit presents it from a controller that stays in the
        // window, and a change under it does not take it away (§22). Its content comes last,
        // over the rest.
        if screenCount > 0 {
            var reached = Set(out.map(\.id))
            let presented = nodes.values.filter { $0.isPresentedModally && !reached.contains($0.id) }
            for node in presented.sorted(by: { $0.id < $1.id }) where !reached.contains(node.id) {
                var content: [Node] = []
                walkVisible(from: node, into: &content)
                for n in uncoveredByFlagPushes(content) where reached.insert(n.id).inserted { out.append(n) }
            }
        }
        return out
    }

    /// `start` and what a person could see under it, parents before children.
    private func walkVisible(from start: Node?, into out: inout [Node]) {
        var stack: [Node] = start.map { [$0] } ?? []
        while let node = stack.popLast() {
            out.append(node)
            let output = node.screen?.visibleOutput(of: node) ?? node.output
            for case .child(let slot) in output.reversed() { if let child = node.children[slot] { stack.append(child) } }
        }
    }

    /// The top-most presentation that is presented, if any: what the screen shows; with
    /// `alerts: false`, the top-most sheet or cover, which an alert leaves in sight; with
    /// `pushes: false`, the top-most modal one, which a screen pushed by a flag is not.
    func topPresentation(alerts: Bool = true, pushes: Bool = true) -> Node? {
        visibleNodes().last { node in
            if case .presentation? = node.screen?.kind, alerts || !node.isAlert, pushes || !node.isFlagPush {
                return node.screen?.presented != nil
            }
            return false
        }
    }

    /// After a pass: views that went off screen run on-disappear and lose their task; views that
    /// came back (or are shown for the first time) run on-appear and start their task.
    func updateAppearance() throws {
        try updateScreens()
        // What goes off with a push, a pop or a cover goes when its animation ends (§24).
        holdScreenTransitionEnds()
        // Presentations made with their views are presented in the next pass, after the actions
        // queued now: those views' on-appear among them (§22).
        if !presentationsAwaitingPresenter.isEmpty { wakePresentationsAfterTheirViews() }
    }

    private func updateScreens() throws {
        // The last screen gone may leave views it covered to appear again.
        guard screenCount > 0 || appearanceDue else { return }
        appearanceDue = false
        let uncovered = visibleNodes()
        let visible = uncoveredByFullScreenCover(uncovered)
        let shown = Set(visible.map(\.id))
        // Views a person could see but for a cover: the trace says the cover took them away.
        let underCover = visible.count == uncovered.count ? [] : Set(uncovered.map(\.id)).subtracting(shown)
        // In the order of their ids: the table keeps them in no order.
        for node in nodes.values.sorted(by: { $0.id < $1.id }) where node.appeared && !shown.contains(node.id) {
            node.appeared = false
            let byCover = underCover.contains(node.id)
            if worthTelling(node) { emit(.screen(node.ref, byCover ? .coveredByFullScreenCover : .covered)) }
            guard hasLifecycle(node) else { continue }
            // A push or a cover takes it off when its animation ends, its task with it; a tab switch at once.
            let leaving = offScreenLeaving(node, byCover: byCover)
            if node.modifiers.task != nil, let number = node.taskNumber {
                if let leaving { endingTasks.append(EndingTask(number: number, reason: leaving.taskEnd)) }
                else { cancel(number, reason: "its view went off screen") }
            }
            if let owner = node.modifierOwner ?? node.parent, !node.modifiers.onDisappear.isEmpty {
                // In the order of their ids, ancestors first: each goes ahead of its ancestors', so
                // a view's subtree goes off screen before the view, as a destroyed one does (§9).
                var handler = Handler(kind: "on-disappear", owner: owner, child: node.ref, locals: node.handlerLocals,
                                      statements: node.modifiers.onDisappear, detail: leaving?.detail ?? "covered")
                handler.followsScreenTransition = leaving != nil
                enqueue(handler, of: node, together: .goingOffScreen, why: "views go off screen innermost first")
            }
        }
        for node in visible where !node.appeared && !node.deferred {
            node.appeared = true
            if worthTelling(node) { emit(.screen(node.ref, .uncovered)) }
            guard hasLifecycle(node), let owner = node.modifierOwner ?? node.parent else { continue }
            // SwiftUI writes `onChange(of:initial: true)` as an appear action with the value of the
            // last render: it runs at every appearance, as on-appear does (§8).
            for (k, onChange) in node.modifiers.onChange.enumerated() where onChange.initial && k < node.onChangeValues.count {
                enqueueAppearance(.initialRun(of: onChange, value: node.onChangeValues[k], owner: owner, child: node.ref,
                                              locals: node.handlerLocals, detail: "initial, as its view appears"), of: node)
            }
            if let task = node.modifiers.task {
                let number = newTask(body: task.action, owner: owner, locals: node.handlerLocals, view: node.ref, id: node.taskID,
                                     structured: true)
                node.taskNumber = number
                enqueueAppearance(Handler(kind: "task", owner: owner, child: node.ref, locals: node.handlerLocals,
                                          statements: task.action, detail: node.taskID.map { "id \($0.literal)" } ?? "",
                                          task: number), of: node)
            }
            if !node.modifiers.onAppear.isEmpty {
                enqueueAppearance(Handler(kind: "on-appear", owner: owner, child: node.ref, locals: node.handlerLocals,
                                          statements: node.modifiers.onAppear, detail: ""), of: node)
            }
        }
    }

    /// A full-screen cover is presented as UIKit's `.fullScreen`, which removes the presenting
    /// views once the presentation completes (§24): of the views a person could see, only the
    /// top-most cover's own are on screen while it is up. A sheet leaves them in place.
    func uncoveredByFullScreenCover(_ visible: [Node]) -> [Node] {
        guard let cover = visible.last(where: \.isPresentedCover) else { return visible }
        return visible.filter { $0.isInside(cover, strictly: false) }
    }

    /// Whether the log says a view went off screen or came back: views with something to run
    /// then, and the top views of a stack's root, a pushed screen or a tab, which stand for
    /// everything below them.
    func worthTelling(_ node: Node) -> Bool {
        hasLifecycle(node) || node.parent?.screen != nil
    }

    private func hasLifecycle(_ node: Node) -> Bool {
        node.modifiers.task != nil || !node.modifiers.onAppear.isEmpty || !node.modifiers.onDisappear.isEmpty
            || node.modifiers.onChange.contains(where: \.initial)
    }
}
