/// One thing a person can do on a settled screen, as exploring tries it: tap a button, use a
/// control (toggle it, pick an option, step it, type into it, clear it or submit it), pull a
/// refreshable view, swipe a row to delete it or tap one of its swipe actions, drag it to another place, move between screens — or one thing time can do: the clock reaching the next sleep or timer, a response arriving.
public enum ExploreAction: Sendable, Hashable {
    case tap(String)
    /// An input step on the control with this label.
    case input(InputStep.Action, control: String)
    /// Swiping the top-most sheet down.
    case dismiss
    /// The navigation bar's back button.
    case goBack
    /// The tab bar button with this label.
    case selectTab(String)
    /// A pull to refresh on the refreshable view of this component.
    case refresh(String)
    /// A swipe to delete on the row of a for-each with `on-delete:` that shows this label.
    case delete(String)
    /// A drag, in edit mode, of the row that shows the first label to the place of the row that shows the second.
    case move(String, to: String)
    /// A swipe on the row of a for-each with `swipe-actions:` that shows the label, and a tap on the button with this title.
    case swipe(String, button: String)
    /// A tap on the row of a for-each with `selection:` that shows this label, which selects it.
    case select(String)
    /// The scene goes to the background (`.background`) or comes back (`.active`).
    case scene(ScenePhase)
    /// The virtual clock moved this many milliseconds, to the next sleep or timer that falls due.
    case advance(Int)
    /// The response of the first (or last) pending request of this name, as its `returns:` gives it.
    case complete(String, last: Bool)
    /// The response of the pending request of this name at this place in the order they were
    /// sent (2 the second), one between the first and the last.
    case completeAt(String, place: Int)
    /// A declared notification posted with its declared value (§46).
    case post(String)

    /// `tap "add"`, `toggle "Dark mode"`, `type "a" into "Search"`, for reports.
    public var summary: String {
        switch self {
        case .tap(let label): return "tap \"\(label)\""
        case .input(let action, let control):
            return InputStep(action: action, control: control, location: Location(file: "", line: 1, column: 1)).summary
        case .dismiss: return StepAction.dismiss.summary
        case .goBack: return StepAction.goBack.summary
        case .selectTab(let label): return StepAction.selectTab(label).summary
        case .refresh(let name): return StepAction.refresh(name).summary
        case .delete(let label): return StepAction.delete(label).summary
        case .move(let label, let target): return StepAction.move(label, to: target).summary
        case .swipe(let label, let button): return StepAction.swipe(label, button: button).summary
        case .select(let label): return StepAction.select(label).summary
        case .scene(let phase): return StepAction.scene(phase).summary
        case .advance(let ms): return TimeStep.advance(ms).summary
        case .complete(let name, let last): return "complete \(name) (\(last ? "last" : "first"))"
        case .completeAt(let name, let place): return "complete \(name) (\(Completion.ordinal(place)))"
        case .post(let name): return "post \(name)"
        }
    }

    /// The script step in YAML, its first line starting with `- `, each line after `indent`.
    public func yaml(indent: String) -> String {
        let q = ExploreReport.yamlQuoted
        switch self {
        case .tap(let label): return "\(indent)- tap: \(q(label))\n"
        case .input(let action, let control):
            switch action {
            case .type(let text): return "\(indent)- type: \(q(text))\n\(indent)  into: \(q(control))\n"
            case .clear: return "\(indent)- clear: \(q(control))\n"
            case .toggle: return "\(indent)- toggle: \(q(control))\n"
            case .pick(let option): return "\(indent)- pick: \(q(option))\n\(indent)  from: \(q(control))\n"
            case .increment: return "\(indent)- increment: \(q(control))\n"
            case .decrement: return "\(indent)- decrement: \(q(control))\n"
            case .submit: return "\(indent)- submit: \(q(control))\n"
            case .cancelSearch: return "\(indent)- cancel-search: \(q(control))\n"
            }
        case .dismiss: return "\(indent)- dismiss: sheet\n"
        case .goBack: return "\(indent)- go-back: true\n"
        case .selectTab(let label): return "\(indent)- select-tab: \(q(label))\n"
        case .refresh(let name): return "\(indent)- refresh: \(q(name))\n"
        case .delete(let label): return "\(indent)- delete: \(q(label))\n"
        case .move(let label, let target): return "\(indent)- move: \(q(label))\n\(indent)  to: \(q(target))\n"
        case .swipe(let label, let button): return "\(indent)- swipe: { row: \(q(label)), button: \(q(button)) }\n"
        case .select(let label): return "\(indent)- select: \(q(label))\n"
        case .scene(let phase): return "\(indent)- \(phase == .background ? "background" : "foreground"): true\n"
        case .advance(let ms): return "\(indent)- advance: \(ms)\n"
        case .complete(let name, let last): return "\(indent)- complete: \(q(name))\n\(indent)  which: \(last ? "last" : "first")\n"
        case .completeAt(let name, let place): return "\(indent)- complete: \(q(name))\n\(indent)  which: \(place)\n"
        case .post(let name): return "\(indent)- post: \(q(name))\n"
        }
    }

    /// Does it on the graph and settles. The rows and controls `available` found on the graph's
    /// screen serve this step only: what it leaves of them goes with it.
    func perform(on graph: Graph) throws {
        defer { graph.foundOnScreen = nil }
        switch self {
        case .tap(let label): try graph.tap(label, at: graph.scenario.location)
        case .input(let action, let control):
            try graph.use(InputStep(action: action, control: control, location: graph.scenario.location))
        case .dismiss: try graph.perform(.dismiss, at: graph.scenario.location)
        case .goBack: try graph.perform(.goBack, at: graph.scenario.location)
        case .selectTab(let label): try graph.perform(.selectTab(label), at: graph.scenario.location)
        case .refresh(let name): try graph.perform(.refresh(name), at: graph.scenario.location)
        case .delete(let label): try graph.perform(.delete(label), at: graph.scenario.location)
        case .move(let label, let target): try graph.perform(.move(label, to: target), at: graph.scenario.location)
        case .swipe(let label, let button): try graph.perform(.swipe(label, button: button), at: graph.scenario.location)
        case .select(let label): try graph.perform(.select(label), at: graph.scenario.location)
        case .scene(let phase): try graph.perform(.scene(phase), at: graph.scenario.location)
        case .advance(let ms): try graph.perform(TimeStep.advance(ms), at: graph.scenario.location)
        case .complete(let name, let last):
            let at = graph.scenario.location
            try graph.perform(TimeStep.complete(Completion(request: name, which: last ? .last : .first, value: nil, error: nil,
                                                           location: at)), at: at)
        case .completeAt(let name, let place):
            let at = graph.scenario.location
            try graph.perform(TimeStep.complete(Completion(request: name, which: .place(place), value: nil, error: nil, location: at)), at: at)
        case .post(let name):
            let at = graph.scenario.location
            try graph.perform(TimeStep.post(Post(notification: name, value: nil, location: at)), at: at)
        }
    }

    /// What time can do next: advance to each moment a sleep ends or a timer fires, the next and
    /// each later one, so that a long sleep beside a fast timer is one step away, as a script's
    /// `advance: 1000` is, and not one per tick; and deliver the
    /// response of each pending request of each name whose declaration says what it returns (a
    /// response needs a value; without `returns:` only a script can give one): the first, the
    /// last, then each one between in the order sent, so responses arrive in every order. Of two
    /// that would leave the same state, only one is tried (`sameDelivery`).
    static func time(on graph: Graph) -> [ExploreAction] {
        var actions: [ExploreAction] = []
        // What is due already waits for a suspended app to run again (§41): the clock moves to what is not.
        for due in Set(graph.schedule.lazy.map(\.due).filter { $0 > graph.now }).sorted() { actions.append(.advance(due - graph.now)) }
        // Each name's pending requests, by their index among all pending, in the order sent.
        var places: [String: [Int]] = [:], order: [String] = []
        let pending = graph.pendingRequests
        for (i, request) in pending.enumerated() where request.decl.returns != nil && request.answer == nil {
            if places[request.decl.name] == nil { order.append(request.decl.name) }
            places[request.decl.name, default: []].append(i)
        }
        for name in order {
            let indices = places[name]!
            actions.append(.complete(name, last: false))
            guard indices.count > 1 else { continue }
            // Each place's run: the first place of the requests next to it that leave its state.
            var run = Array(indices.indices)
            for k in 1..<indices.count where sameDelivery(indices[k - 1], indices[k], in: pending) { run[k] = run[k - 1] }
            let lastRun = run[indices.count - 1]
            if lastRun != 0 { actions.append(.complete(name, last: true)) }
            for k in 1..<(indices.count - 1) where run[k] == k && lastRun != k {
                actions.append(.completeAt(name, place: k + 1))
            }
        }
        // The world outside can post at any moment: each declared notification, its declared value.
        // Nothing posts in a suspended app (§41).
        if graph.scenePhase != .background { for n in graph.spec.notifications { actions.append(.post(n.name)) } }
        return actions
    }

    /// Whether delivering the pending request at `a` or the one at `b`, the next in the list,
    /// leaves the same state: both cancelled, so each response is thrown away and resumes
    /// nothing (semantics §27.4), with one argument; the list left is the same either way.
    private static func sameDelivery(_ a: Int, _ b: Int, in pending: [PendingRequest]) -> Bool {
        b == a + 1 && pending[a].cancelled && pending[b].cancelled && pending[a].ref.argument == pending[b].ref.argument
    }

    /// What a settled screen offers: each button with a label of its own, then each control with
    /// a label of its own and what can be done to it now. Labels shown twice are left out (a step
    /// needs exactly one) and returned apart.
    /// `refreshes` says the spec writes `refreshable:` somewhere: only then is the screen walked for it;
    /// `phases` says some view holds `\\.scenePhase`: only then does the scene move.
    static func available(on graph: Graph, alphabet: [String], controls: Bool,
                          refreshes: Bool = false, phases: Bool = false) -> (actions: [ExploreAction], ambiguous: [String]) {
        var actions: [ExploreAction] = [], ambiguous: [String] = []
        // Found afresh, then kept for the steps tried from this screen (FoundOnScreen.swift).
        var found = FoundOnScreen()
        defer { graph.foundOnScreen = found }
        // In the background nobody can touch the screen (§41): only time and the scene's return.
        if phases, graph.scenePhase == .background { return (time(on: graph) + graph.sceneMoves(), []) }
        let labels = graph.screenCount > 0 ? graph.buttonLabelsOnScreen : graph.screenIndex.buttonLabels
        // Mostly the taps: made at their number, not grown one by one at every state.
        actions.reserveCapacity(labels.count)
        for (label, count) in labels {
            if count == 1 { actions.append(.tap(label)) } else { ambiguous.append(label) }
        }
        actions += graph.screenMoves()
        actions += time(on: graph)
        if refreshes { actions += graph.refreshMoves() }
        let rows = graph.findEditableRows()
        found.rows = rows
        actions += graph.rowEditMoves(rows)
        if phases { actions += graph.sceneMoves() }
        guard controls else { return (actions, ambiguous) }
        let items = graph.reachableControls
        found.controls = items
        var counts: [String: Int] = [:]
        for c in items.compactMap(\.control) { counts["\(c.kind.rawValue) \(c.title)", default: 0] += 1 }
        for item in items {
            guard let c = item.control else { continue }
            guard counts["\(c.kind.rawValue) \(c.title)"] == 1 else {
                if !ambiguous.contains(c.title) { ambiguous.append(c.title) }
                continue
            }
            // A disabled control takes no input: nothing a person can do to it (semantics §33).
            // A disabled button stays in the list: its tap is a move that changes nothing.
            guard graph.isEnabled(item) else { continue }
            let value = try? graph.read(c.target, for: nil, at: graph.scenario.location)
            switch c.kind {
            case .toggle: actions.append(.input(.toggle, control: c.title))
            case .stepper:
                actions.append(.input(.increment, control: c.title))
                actions.append(.input(.decrement, control: c.title))
            case .picker:
                for option in c.options where option != value { actions.append(.input(.pick(option.description), control: c.title)) }
            case .textField, .secureField, .textEditor:
                // Every text input is typed and cleared alike (§78); a text editor has no submit action.
                for text in alphabet { actions.append(.input(.type(text), control: c.title)) }
                // Cleared when it shows text: its binding's, or what was typed and kept (§86).
                if case .string(let s)? = value, !(graph.typedText(of: item) ?? s).isEmpty { actions.append(.input(.clear, control: c.title)) }
                // Return in a field without an action runs nothing: no move worth trying.
                if c.kind.submits, !item.action.isEmpty || !graph.enclosingSubmits(of: c).isEmpty {
                    actions.append(.input(.submit, control: c.title))
                }
                // A search on shows its Cancel button (§45).
                if graph.isSearching(c) { actions.append(.input(.cancelSearch, control: c.title)) }
            }
        }
        return (actions, ambiguous)
    }
}

extension Array where Element == BodyElement {
    /// Whether any body shows a control, so exploring knows whether to look for them.
    var showsControls: Bool {
        contains { element in
            switch element {
            case .control: return true
            // A searchable's field is a text field of the body that writes it (§45).
            case .child(let child): return child.modifiers.searchable != nil || child.content.contains { $0.body.showsControls }
                || child.modifiers.navigationDestinations.contains { $0.body.showsControls }
            case .text, .button, .slot: return false
            case .link(let l): return l.destination.showsControls
            case .navigationStack(let s): return s.root.showsControls || s.destinations.contains { $0.body.showsControls }
            case .tabView(let t): return t.tabs.contains { $0.body.showsControls }
            case .conditional(let c): return c.then.showsControls || c.otherwise.showsControls
            case .forEach(let f): return f.body.showsControls
            case .switchOver(let s): return s.cases.contains { $0.body.showsControls } || (s.otherwise?.showsControls ?? false)
            }
        }
    }
}

extension ComponentDecl {
    /// Whether its body writes `refreshable:` beside a child anywhere, so exploring knows whether
    /// to look for a view to pull.
    var writesRefreshable: Bool {
        var found = false
        body.forEachElement { element in
            if case .child(let child) = element, !child.modifiers.refreshable.isEmpty { found = true }
        }
        return found
    }
}
