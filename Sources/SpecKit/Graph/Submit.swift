/// Return in a text field: the `submit:` step (docs/semantics.md §39, §94).
extension Graph {
    /// Runs the on-submit actions written beside the views around the field, outermost first,
    /// each in the scope of the body that wrote it, then the field's own, in the scope of the
    /// body that wrote the field, with the loop names each saw there, as a button's action runs;
    /// then the screen settles, once: one transaction. Return writes nothing to the field: the
    /// actions see the text the keystrokes already wrote. A field that no action reaches takes
    /// the Return and nothing runs.
    func submit(_ found: (ScreenItem, ControlState, Value), _ step: InputStep) throws {
        let (item, control, text) = found
        let node = ref(of: item)
        let around = enclosingSubmits(of: control)
        let places = around.map(submitPlace)
        let kind: InputEvent.Kind = !around.isEmpty ? .submittedAround : item.action.isEmpty ? .returnIgnored : .submitted
        var event = InputEvent(kind: kind, controlKind: control.kind, control: control.title, node: node,
                               binding: control.bindingName, key: nil, old: text, new: text)
        event.around = places
        event.ownAction = !item.action.isEmpty
        emit(.inputApplied(event))
        for (view, place) in zip(around, places) {
            guard let owner = view.modifierOwner ?? view.parent, let action = view.modifiers.submit?.action else { continue }
            emit(.inputApplied(ran(event, place: place, in: owner.ref)))
            try runAction(action, in: liveScope(owner, locals: view.handlerLocals), view: owner.ref)
        }
        if !item.action.isEmpty, let owner = nodes[item.nodeID] {
            if !around.isEmpty { emit(.inputApplied(ran(event, place: nil, in: node))) }
            try runAction(item.action, in: liveScope(owner, locals: item.locals), view: node)
        }
        // Return ends editing once the actions have run, in this update: they read the holder
        // still set to the field, and a field they left the focus on resigns it (§42).
        try returnFocus(item, afterActions: !around.isEmpty || !item.action.isEmpty, at: step.location)
        if !around.isEmpty || !item.action.isEmpty {
            try startSpawned()
            lastHandlers = []
        }
        try settle(at: step.location)
    }

    /// The views around a field whose `on-submit:` its Return runs, outermost first: from the
    /// view that holds the field up its ancestors, until one written with `submit-scope: true`,
    /// whose own action still runs. None for a field written with `submit-scope: true`, and none
    /// for a search field, whose Return is a `.search` trigger that `.onSubmit { … }` (of `.text`)
    /// does not hear (§45).
    func enclosingSubmits(of control: ControlState) -> [Node] {
        guard control.search == nil, !control.blocksSubmit else { return [] }
        var found: [Node] = []
        var node = nodes[control.host]
        while let n = node {
            if let submit = n.modifiers.submit {
                if !submit.action.isEmpty { found.append(n) }
                if submit.blocks { break }
            }
            node = n.parent
        }
        return found.reversed()
    }

    /// Where an on-submit around a field was written, as the trace names it: `Form, written in SignUp's body`.
    private func submitPlace(_ view: Node) -> String {
        let owner = (view.modifierOwner ?? view.parent).map { ", written in \($0.ref.component)'s body" } ?? ""
        return "\(view.ref.component)\(owner)"
    }

    /// The event that says which action runs next: one around the field (`place`), or its own.
    private func ran(_ event: InputEvent, place: String?, in node: NodeRef) -> InputEvent {
        var ran = event
        ran.kind = .submitRan
        ran.key = place
        ran.node = node
        return ran
    }
}
