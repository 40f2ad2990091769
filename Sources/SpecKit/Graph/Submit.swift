/// Return in a text field: the `submit:` step (docs/semantics.md §39).
extension Graph {
    /// Runs the field's on-submit action in the scope of the body that wrote the field, with the
    /// loop names it saw there, as a button's action runs; then the screen settles. Return writes
    /// nothing to the field: the action sees the text the keystrokes already wrote. A field
    /// without an action takes the Return and nothing runs.
    func submit(_ found: (ScreenItem, ControlState, Value), _ step: InputStep) throws {
        let (item, control, text) = found
        let node = ref(of: item)
        emit(.inputApplied(InputEvent(kind: item.action.isEmpty ? .returnIgnored : .submitted, controlKind: control.kind,
                                      control: control.title, node: node, binding: control.bindingName, key: nil,
                                      old: text, new: text)))
        // Return ends editing: the field resigns the focus before its action runs, in this update.
        try returnFocus(item, at: step.location)
        guard !item.action.isEmpty, let owner = nodes[item.nodeID] else {
            try settle(at: step.location)
            return
        }
        try runAction(item.action, in: liveScope(owner, locals: item.locals), view: node)
        try startSpawned()
        lastHandlers = []
        try settle(at: step.location)
    }
}
