/// The `select:` step: a tap on a row of a list with a selection binding writes the row's tag, its
/// for-each id, into the binding (docs/semantics.md §52).
extension Graph {
    /// Taps the one row on screen that shows `label`, of a for-each written with `selection:`: the
    /// row's id is written through the binding, as the list does, and the screen settles.
    func selectRow(_ label: String, at location: Location) throws {
        let found = try editableRow(showing: label, can: "select", among: editableRows(), at: location) { $0.loop.selection != nil }
        guard let node = nodes[found.row.node], let selection = found.edit.loop.selection else { return }
        try refuseDisabled(node, label, "selection", "a disabled row takes no tap, so the list's selection stays as it is", at: location)
        let bound = try Evaluator.evaluate(selection, in: liveScope(node, locals: found.edit.locals))
        guard case .binding(let target) = bound else {
            throw Diagnostic("a list's `selection:` must be a binding; \(selection.source) is \(bound.typeName) \(bound.literal)",
                             at: selection.location, hint: "pass one with $, e.g. `selection: $selected`")
        }
        let id = found.edit.id
        let old = try read(target, for: nil, at: location)
        if old != .null, old.typeName != id.typeName {
            throw Diagnostic("the list's selection \(selection.source) holds \(old.typeName) \(old.literal) but its row's id is \(id.typeName) \(id.literal)",
                             at: selection.location, hint: "the selection's type is the rows' id type, as a tag matches the selection's type: hold an optional of the id's type, e.g. `selected: nil`")
        }
        emit(.selectedRow(node.ref, row: found.row.label, label: label, binding: (target.custom == nil ? "$" : "") + target.shownName,
                          value: id, again: old == id))
        try write(through: target, id, at: location)
        lastHandlers = []
        try settle(at: location)
    }
}
