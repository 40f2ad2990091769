/// The `swipe:` step: a swipe on a row written with `swipe-actions:` reveals its buttons, and a
/// tap on one runs its action in the row's scope (docs/semantics.md §51).
extension Graph {
    /// Swipes the one row on screen that shows `label` and taps the button titled `title`, or for
    /// a full swipe (`title` nil) runs the first button: its action runs with the names the row's
    /// last render bound (its element, index and the body's), as a button inside the row would;
    /// then the screen settles, as after a tap.
    func swipe(_ label: String, tapping title: String?, at location: Location) throws {
        let found = try editableRow(showing: label, can: "swipe", among: editableRows(), at: location) { $0.loop.swipeActions != nil }
        guard let node = nodes[found.row.node], let actions = found.edit.loop.swipeActions else { return }
        try refuseDisabled(node, label, "swipe", "its swipe actions never show, so XCUITest's tap on the button fails", at: location)
        let scope = liveScope(node, locals: found.row.locals)
        let titles = try actions.buttons.map { try Evaluator.evaluate($0.title, in: scope).description }
        let loop = found.edit.loop
        // The log's and the messages' words, put together only when one is written.
        func bound() -> String {
            [loop.variable, loop.indexVariable].compactMap { name in
                name.flatMap { n in found.row.locals[n].map { "\(n) = \($0.literal)" } }
            }.joined(separator: ", ")
        }
        func shown() -> String { "its swipe actions: \(titles.map { "\"\($0)\"" }.joined(separator: ", "))" }
        guard let title else {
            // allowsFullSwipe: a full swipe performs the first action by itself (§51).
            guard actions.allowsFullSwipe else {
                throw Diagnostic("swipe: the row showing \"\(label)\" has `full-swipe: false`, so a full swipe only reveals its buttons",
                                 at: location, hint: "tap one with `button:`; \(shown())")
            }
            emit(.swipedRow(node.ref, row: found.row.label, label: label, button: titles[0], edge: actions.edge, full: true, bound: bound()))
            return try runEdit(actions.buttons[0].action, of: node, locals: found.row.locals, at: location)
        }
        let matching = titles.indices.filter { titles[$0] == title }
        guard matching.count == 1, let index = matching.first else {
            throw Diagnostic(matching.isEmpty ? "swipe: the row showing \"\(label)\" has no swipe action titled \"\(title)\""
                                              : "swipe: the row showing \"\(label)\" has \(matching.count) swipe actions titled \"\(title)\"; the tap needs exactly one",
                             at: location, hint: shown())
        }
        emit(.swipedRow(node.ref, row: found.row.label, label: label, button: title, edge: actions.edge, full: false, bound: bound()))
        try runEdit(actions.buttons[index].action, of: node, locals: found.row.locals, at: location)
    }

    /// The swipes exploring tries on a row: a tap on each of its buttons.
    func swipeMoves(_ row: EditableRow, _ name: String) -> [ExploreAction] {
        guard let node = nodes[row.row.node], let actions = row.edit.loop.swipeActions else { return [] }
        let scope = liveScope(node, locals: row.row.locals)
        let titles = actions.buttons.compactMap { try? Evaluator.evaluate($0.title, in: scope).description }
        // A title two buttons share cannot be tapped by name.
        return titles.filter { t in titles.filter { $0 == t }.count == 1 }.map { .swipe(name, button: $0) }
    }
}
