/// What each kind of script step does to the app (docs/semantics.md §6, §22–§26).
extension Graph {
    /// Performs one step's action and settles.
    public func perform(_ action: StepAction, at location: Location) throws {
        mayHoldGarbage = true
        // Nobody can touch the screen of an app in the background (§41).
        if scenePhase == .background, let refusal = action.refusedInBackground(at: location) { throw refusal }
        switch action {
        case .tap(let label): try tap(label, at: location)
        case .dismiss: try swipeDown(at: location)
        case .goBack: try goBack(at: location)
        case .selectTab(let label): try selectTab(label, at: location)
        case .refresh(let name): try refresh(name, at: location)
        case .delete(let label): try swipeToDelete(label, at: location)
        case .move(let label, let target): try dragToMove(label, to: target, at: location)
        case .select(let label): try selectRow(label, at: location)
        case .swipe(let label, let button): try swipe(label, tapping: button, at: location)
        case .scene(let phase): try moveScene(to: phase, at: location)
        case .input(let step): try use(step)
        case .time(let step): try perform(step, at: location)
        }
        try fireDueNow(at: location)
        endStep()
    }

    /// A navigation link was tapped: its value is appended to its stack's path.
    func follow(_ link: LinkTarget, at location: Location) throws {
        if let push = link.push { return try followToDestination(link, push: push, at: location) }
        guard let id = link.stack, let stack = nodes[id], case .stack(let decl)? = stack.screen?.kind else {
            throw LinkRefusals.outsideStack(at: link.location)
        }
        // Visible from the link: the stack's own, the root's views' and every pushed screen's (§68).
        if let state = stack.screen, destination(for: link.value, at: state.pushed.count, of: stack, decl, state) == nil {
            throw noDestination(link.value, pushedBy: "the link pushes", at: link.location, byLink: true)
        }
        let path = try quietly { try stackPath(decl, of: stack, in: NodeScope(graph: self, node: stack)) }
        try setPath(of: stack, decl, to: path + [link.value], at: location)
    }

    func setPath(of stack: Node, _ decl: NavigationStackDecl, to path: [Value], at location: Location) throws {
        try writeBoundOrOwn(decl.path, own: "path", of: stack, .list(path), what: "`path:`", at: location)
    }

    /// The nodes a person sees: under the top-most modal presentation, or the whole visible
    /// tree. A screen pushed by a flag leaves its stack's bar and the tab bar around it in reach.
    func nodesOnScreen() -> [Node] {
        let all = visibleNodes()
        guard let top = topPresentation(pushes: false), let start = all.firstIndex(where: { $0 === top }) else { return all }
        // The presentation's content follows it in the walk, down to the next node outside it.
        var inside: [Node] = [top]
        for node in all[(start + 1)...] {
            var n: Node? = node.parent
            while let p = n, p !== top { n = p.parent }
            if n == nil { break }
            inside.append(node)
        }
        return inside
    }

    /// Whether a back button is on screen: a stack on screen shows a pushed screen, or a screen
    /// pushed by a flag is on top.
    func canGoBack() -> Bool {
        if let top = topPresentation(), top.isFlagPush { return true }
        return nodesOnScreen().contains { node in
            if case .stack? = node.screen?.kind { !(node.screen?.pushed.isEmpty ?? true) } else { false }
        }
    }

    /// The navigation bar's back button: pops the top screen of the innermost stack on screen.
    func goBack(at location: Location) throws {
        let stacks = nodesOnScreen().filter { if case .stack? = $0.screen?.kind { return true } else { return false } }
        // A screen pushed by a flag is on top of its stack's path screens (§30): it goes first,
        // unless a stack inside it has pushed screens of its own.
        if let top = topPresentation(), top.isFlagPush,
           !stacks.contains(where: { $0.isInside(top, strictly: true) && !($0.screen?.pushed.isEmpty ?? true) }) {
            try popFlagDestination(top, at: location)
            lastHandlers = []
            return try settle(at: location)
        }
        guard let stack = stacks.last(where: { !($0.screen?.pushed.isEmpty ?? true) }),
              case .stack(let decl)? = stack.screen?.kind else {
            throw Diagnostic(stacks.isEmpty ? "go-back: no navigation stack is on screen" + underPresentation(of: { if case .stack? = $0.screen?.kind { true } else { false } })
                                            : "go-back: the navigation stack on screen shows its root; there is no screen to go back from",
                             at: location, hint: "on screen: \(screen.summary.isEmpty ? "nothing" : screen.summary)")
        }
        let path = try quietly { try stackPath(decl, of: stack, in: NodeScope(graph: self, node: stack)) }
        try setPath(of: stack, decl, to: Array(path.dropLast()), at: location)
        lastHandlers = []
        try settle(at: location)
    }

    /// Swiping the top-most sheet down: SwiftUI writes its binding to false (or nil).
    func swipeDown(at location: Location) throws {
        guard let shown = topPresentation(), let top = swipedPresentation(from: shown),
              case .presentation(let p)? = top.screen?.kind else {
            throw Diagnostic("dismiss: no sheet is presented", at: location,
                             hint: "on screen: \(screen.summary.isEmpty ? "nothing" : screen.summary)")
        }
        if p.style.asksWithButtons {
            throw Diagnostic("dismiss: \(p.style.words) is not swiped away; one of its buttons dismisses it", at: location,
                             hint: "tap one of them: \(reachableScreen.filter { $0.kind == .button }.map { "\"\($0.label)\"" }.joined(separator: ", "))")
        }
        if p.isPush {
            throw Diagnostic("dismiss: a pushed screen is not swiped down; the back button pops it", at: location,
                             hint: p.isItem ? "write `- go-back: true`, which sets its `item:` binding to nil"
                                 : "write `- go-back: true`, which sets its `is-presented:` binding to false")
        }
        // On an iPhone a popover is shown as a sheet, and swiped down as one (§35).
        guard p.style.isSwipedDown else {
            throw Diagnostic("dismiss: a full-screen cover cannot be swiped down", at: location,
                             hint: "give the cover a button that calls dismiss() or sets its binding to false, and tap it")
        }
        // `.interactiveDismissDisabled(true)` in the content: the sheet springs back (§55).
        if let holder = dismissLockHolder(in: top) {
            emit(.screen(top.ref, .swipeRefused(style: p.style.rawValue, by: holder.ref.path)))
            lastHandlers = []
            return try settle(at: location)
        }
        try dismissPresentation(top, at: location)
        lastHandlers = []
        try settle(at: location)
    }

    /// What a swipe down takes: the top-most presentation, or, when that is a screen pushed by a
    /// flag, the sheet or cover whose content pushed it, of which it is a part (§30, §55); a flag
    /// push with none around it stays, for its error.
    private func swipedPresentation(from top: Node) -> Node? {
        guard case .presentation(let p)? = top.screen?.kind, p.isPush else { return top }
        var current = top.parent
        while let n = current {
            if case .presentation(let q)? = n.screen?.kind, !q.isPush, n.screen?.presented != nil { return n }
            current = n.parent
        }
        return top
    }

    /// Writes a presentation's binding to false, or nil for an item.
    func dismissPresentation(_ node: Node, at location: Location) throws {
        guard case .presentation(let p)? = node.screen?.kind else { return }
        let ref = try presentationFlag(p, of: node, in: NodeScope(graph: self, node: node))
        try write(through: ref, p.isItem ? .null : .bool(false), at: location)
    }

    /// `dismiss()` from `@Environment(\.dismiss)` in `node`'s body: dismisses the presentation
    /// the node is in, or pops the pushed screen it is in; outside both it does nothing, as
    /// SwiftUI's DismissAction does.
    func dismissAction(from node: Node, at location: Location) throws {
        var current: Node? = node
        if nodes[node.id] !== node {
            // Code of a gone view: its action dismisses what dismissed it in place left, the
            // presentation around it, unless that went too (GoneStorage.swift).
            guard hostLives(ofGone: node.id), let alive = firstLiveAncestor(ofGone: node.id) else {
                return emit(.dismissReachedNothing(node.ref, why: "\(node.component.name) is gone, and the screen that showed it with it"))
            }
            current = alive
        }
        while let n = current {
            if let parent = n.parent, let state = parent.screen {
                switch state.kind {
                case .presentation(let p):
                    explainDismiss(of: node, "it dismisses the \(p.isPush ? "screen pushed by a flag" : p.style.noun) \(node.component.name) is in")
                    return try dismissPresentation(parent, at: location)
                case .stack(let decl):
                    if let index = state.pushed.firstIndex(where: { $0.slot == n.slot }) {
                        explainDismiss(of: node, "it pops \(node.component.name)'s screen")
                        let path = try quietly { try stackPath(decl, of: parent, in: NodeScope(graph: self, node: parent)) }
                        return try setPath(of: parent, decl, to: Array(path.prefix(index)), at: location)
                    }
                case .tabs, .destination, .declarations:
                    break
                }
            }
            current = n.parent
        }
        // Apple's `DismissAction`: dismissing a view that is not presented has no effect.
        emit(.dismissReachedNothing(node.ref, why: "\(node.component.name) is in no sheet, cover, popover or pushed screen"))
    }

    /// A view that presents a sheet, a cover or a popover calls its own `dismiss()`, from a button
    /// written in the presentation's content closure most often, which is the view's code: the
    /// trace says so, as the presented content is what a person sees the button in (§22).
    private func explainDismiss(of node: Node, _ effect: String) {
        guard recording, let shown = node.children.values.first(where: { child in
            guard case .presentation(let p)? = child.screen?.kind else { return false }
            return !p.isPush && !p.style.asksWithButtons && child.screen?.presented != nil
        }), case .presentation(let p)? = shown.screen?.kind else { return }
        let name = node.component.name
        emit(.dismissOfPresenter(node.ref, what: "an action written in \(name)'s body, its \(p.style.noun)'s content closure included, calls \(name)'s DismissAction, not the \(p.style.noun)'s; \(effect), and the \(p.style.noun) presented from \(name) goes with it"))
    }

    /// When a live screen node of the kind is out of reach under the top-most presentation:
    /// `: its bar is under the sheet presented over it`; empty otherwise.
    private func underPresentation(of kind: (Node) -> Bool) -> String {
        guard let top = topPresentation(), case .presentation(let p)? = top.screen?.kind, !top.isFlagPush,
              visibleNodes().contains(where: { kind($0) && !$0.isInside(top, strictly: false) }) else { return "" }
        return ": its bar is under the \(p.style.noun) presented over it"
    }

    /// The tab views on screen, outermost first.
    private func tabViewsOnScreen() -> [Node] {
        nodesOnScreen().filter { if case .tabs? = $0.screen?.kind { return true } else { return false } }
    }

    /// The labels of the tabs of these tab views, the innermost's first.
    private func tabLabels(of tabViews: [Node]) -> [String] {
        tabViews.reversed().flatMap { node -> [String] in
            guard case .tabs(let decl)? = node.screen?.kind else { return [] }
            return decl.tabs.map(\.label)
        }
    }

    /// The labels of the tabs of every tab view on screen.
    func tabLabelsOnScreen() -> [String] {
        tabLabels(of: tabViewsOnScreen())
    }

    /// Taps the tab bar button with this label: the tab view's selection becomes that tab's value.
    /// The tab already selected changes nothing (§25); a label two tabs on screen show is refused,
    /// as a tap on two buttons is.
    func selectTab(_ label: String, at location: Location) throws {
        let tabViews = tabViewsOnScreen()
        let labels = tabLabels(of: tabViews)
        let matches = labels.filter { $0 == label }.count
        if matches > 1 {
            throw Diagnostic("select-tab: \(matches) tabs \"\(label)\" are on screen; a tap needs exactly one", at: location,
                             hint: "XCUITest's app.tabBars.buttons[\"\(label)\"] would find them all; give each tab its own label")
        }
        for node in tabViews.reversed() {
            guard case .tabs(let decl)? = node.screen?.kind, let state = node.screen,
                  let index = decl.tabs.firstIndex(where: { $0.label == label }) else { continue }
            let value = state.tabValues[index]
            let current = try selectedTab(decl, of: node, in: NodeScope(graph: self, node: node)).value
            lastHandlers = []
            if current == value {
                emit(.screen(node.ref, .tabAlreadySelected(label: label)))
                return
            }
            try writeBoundOrOwn(decl.selection, own: "selection", of: node, value, what: "`selection:`", at: location)
            return try settle(at: location)
        }
        throw Diagnostic(tabViews.isEmpty ? "select-tab: no tab view is on screen" + underPresentation(of: { if case .tabs? = $0.screen?.kind { true } else { false } })
                                          : "select-tab: no tab \"\(label)\" is on screen",
                         at: location,
                         hint: tabViews.isEmpty ? "on screen: \(screen.summary.isEmpty ? "nothing" : screen.summary)"
                             : (Suggestion.closest(to: label, in: labels).map { "did you mean '\($0)'? " } ?? "")
                                + "tabs on screen: \(labels.map { "\"\($0)\"" }.joined(separator: ", "))")
    }
}

extension Graph {
    /// Each button label on screen with how many buttons show it, in label order, when screens
    /// hide some live output (the screen index counts it all).
    var buttonLabelsOnScreen: [(label: String, count: Int)] {
        var counts: [String: Int] = [:]
        for item in reachableScreen where item.kind == .button { counts[item.label, default: 0] += 1 }
        return counts.keys.sorted().map { ($0, counts[$0]!) }
    }

    /// The moves between screens a person can make now: swipe the top sheet down, go back in the
    /// stack on screen, select another tab on screen.
    func screenMoves() -> [ExploreAction] {
        guard screenCount > 0 else { return [] }
        var moves: [ExploreAction] = []
        // A swipe the content refuses changes nothing: it is not a move (§55).
        if let top = topPresentation(), case .presentation(let p)? = top.screen?.kind, p.style.isSwipedDown,
           dismissLockHolder(in: top) == nil {
            moves.append(.dismiss)
        }
        let shown = nodesOnScreen()
        if topPresentation()?.isFlagPush == true
            || shown.contains(where: { if case .stack? = $0.screen?.kind { return !($0.screen?.pushed.isEmpty ?? true) } else { return false } }) {
            moves.append(.goBack)
        }
        for node in shown {
            guard case .tabs(let decl)? = node.screen?.kind, let state = node.screen else { continue }
            for (i, tab) in decl.tabs.enumerated() where i != state.selected { moves.append(.selectTab(tab.label)) }
        }
        return moves
    }
}
