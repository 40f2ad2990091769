/// What a row of a for-each with `on-delete:`, `on-move:`, `swipe-actions:` or `selection:` keeps for a swipe to
/// delete, a drag or a tap that selects it (docs/semantics.md §43, §51, §52).
struct RowEdit {
    /// The row's position in the for-each's data at the render that built it.
    let offset: Int
    let loop: ForEachDecl
    /// The names of the body around the for-each (outer loops included), where the actions run.
    let locals: [String: Value]
    /// The row's id, the tag a `selection:` binding takes when the row is tapped (§52).
    let id: Value
}

/// The `delete:` step (swipe a row left and tap Delete) and the `move:` step (drag a row to
/// another row's place in edit mode): each runs the for-each's action with the row's offsets, as
/// a tap runs a button's action (docs/semantics.md §43).
extension Graph {
    /// A row on screen that can be deleted or moved, with what it shows.
    struct EditableRow {
        let id: Int
        let row: ForEachRow
        let edit: RowEdit
        /// The texts and buttons the row shows and its controls' titles, its children's included.
        let labels: [String]

        /// Whether two rows were built by the same for-each of the same body.
        func isSibling(of other: EditableRow) -> Bool {
            guard row.node == other.row.node && row.host == other.row.host && row.tab == other.row.tab,
                  row.path.count == other.row.path.count else { return false }
            // The paths but for their last step (the element's id), compared in place: slices
            // compared by the generic `==` cost an unoptimized build a type lookup each.
            var i = 0
            while i < row.path.count - 1 {
                if row.path[i] != other.row.path[i] { return false }
                i += 1
            }
            return true
        }
    }

    /// Deletes the one row on screen that shows `label`: its on-delete action runs in the scope of
    /// the body that wrote the for-each, with `offsets` holding the row's offset; then the screen
    /// settles, as after a tap.
    func swipeToDelete(_ label: String, at location: Location) throws {
        let found = try editableRow(showing: label, can: "delete", among: editableRows(), at: location) { $0.loop.onDelete != nil }
        guard let node = nodes[found.row.node], let delete = found.edit.loop.onDelete else { return }
        if found.edit.loop.swipeActions != nil {
            // Apple: rows with swipe actions no longer get onDelete's synthesized Delete (§51).
            throw Diagnostic("delete: the row showing \"\(label)\" has `swipe-actions:`, so SwiftUI shows its buttons, not onDelete's Delete",
                             at: location, hint: "tap one of its buttons with `- swipe: { row: \(label), button: TITLE }`; a button whose action removes the element deletes the row")
        }
        try refuseDisabled(node, label, "swipe to delete", "the Delete button never shows, so XCUITest's tap on it fails", at: location)
        emit(.swipedToDelete(node.ref, row: found.row.label, offset: found.edit.offset, label: label))
        var locals = found.edit.locals
        locals[OnDeleteDecl.offsets] = .list([.int(found.edit.offset)])
        try runEdit(delete.action, of: node, locals: locals, at: location)
    }

    /// Drags the one row on screen that shows `label` to the place of the row of the same for-each
    /// that shows `target`: its on-move action runs with `source` holding the row's offset and
    /// `destination` the offset before which it goes, counted before the move, as
    /// `move(fromOffsets:toOffset:)` takes it: one past the target's when the row moves down.
    func dragToMove(_ label: String, to target: String, at location: Location) throws {
        // Found once: a drag is a move exploring tries at every state, and finding rows walks the screen.
        let rows = editableRows()
        let found = try editableRow(showing: label, can: "move", among: rows, at: location) { $0.loop.onMove != nil }
        let siblings = rows.indices.filter { rows[$0].id != found.id && rows[$0].isSibling(of: found) }
        let targets = innermost(siblings.filter { rows[$0].labels.contains(target) }, of: rows)
        guard targets.count == 1 else {
            // Named among all the for-each's rows, the dragged one too, which the step names already.
            let shown = Self.rowNames([found] + siblings.map { rows[$0] }).dropFirst()
            throw Diagnostic(targets.isEmpty ? "move: no other row of its for-each shows \"\(target)\""
                                             : "move: \(targets.count) rows of its for-each show \"\(target)\"; the drop needs exactly one",
                             at: location, hint: "`to:` names the row whose place it takes; the other rows: \(shown.isEmpty ? "none" : shown.joined(separator: ", "))")
        }
        guard let node = nodes[found.row.node], let move = found.edit.loop.onMove else { return }
        try refuseDisabled(node, label, "drag to move", "its reorder control takes no drag", at: location)
        let from = found.edit.offset, to = rows[targets[0]].edit.offset
        let destination = to > from ? to + 1 : to
        emit(.draggedToMove(node.ref, row: found.row.label, from: from, destination: destination, label: label, target: target))
        var locals = found.edit.locals
        locals[OnMoveDecl.source] = .list([.int(from)])
        locals[OnMoveDecl.destination] = .int(destination)
        try runEdit(move.action, of: node, locals: locals, at: location)
    }

    /// A disabled view takes no interaction (§33): a row inside one offers no swipe and no drag.
    /// An error, as typing into a disabled field is: the exported test's gesture would fail.
    func refuseDisabled(_ node: Node, _ label: String, _ gesture: String, _ why: String, at location: Location) throws {
        guard node.environment[.isEnabled] == .bool(false) else { return }
        throw Diagnostic("the row showing \"\(label)\" is disabled (\(disabledBy(node))): it offers no \(gesture)",
                         at: location, hint: "\(why); enable the list first, or leave the step out")
    }

    /// Runs an edit's action as a tap runs a button's, and settles.
    func runEdit(_ action: [Statement], of node: Node, locals: [String: Value], at location: Location) throws {
        try runAction(action, in: liveScope(node, locals: locals), view: node.ref)
        try startSpawned()
        lastHandlers = []
        try settle(at: location)
    }

    /// The one row on screen that shows `label` among the rows `offers` accepts, or why none can
    /// be used: a label in no such row is in a view SwiftUI gives no swipe or drag.
    func editableRow(showing label: String, can verb: String, among rows: [EditableRow], at location: Location,
                             offers: (RowEdit) -> Bool) throws -> EditableRow {
        // Positions, not copies: a row's copy retains its for-each row, its edit and its labels,
        // and a step finds its row among them at every drag and swipe exploring tries.
        var candidates: [Int] = []
        for i in rows.indices where offers(rows[i].edit) && rows[i].labels.contains(label) { candidates.append(i) }
        let showing = innermost(candidates, of: rows)
        if showing.count == 1 { return rows[showing[0]] }
        let editable = rows.indices.filter { offers(rows[$0].edit) }
        // Each named by a label no other row the step looks among shows.
        let rowNames = Self.rowNames(editable.map { rows[$0] })
        let key = verb == "delete" ? "on-delete" : verb == "swipe" ? "swipe-actions" : verb == "select" ? "selection" : "on-move"
        let done = verb == "select" ? "selected" : verb + "d"
        if showing.count > 1 {
            throw Diagnostic("\(verb): \(showing.count) rows showing \"\(label)\" can be \(done); the step needs exactly one",
                             at: location, hint: "name a text or button only one row shows: \(showing.compactMap { editable.firstIndex(of: $0).map { rowNames[$0] } }.joined(separator: ", "))")
        }
        let listed = rowNames.isEmpty ? "none" : rowNames.joined(separator: ", ")
        if reachableScreen.contains(where: { Self.rowLabel($0) == label }) {
            let offered = verb == "delete" ? "swipe to delete" : verb == "swipe" ? "swipe actions" : verb == "select" ? "selection" : "drag to move"
            let added = verb == "delete" ? "the Delete action only to the rows of a ForEach with .onDelete"
                : verb == "swipe" ? "swipe buttons only to the rows written with .swipeActions"
                : verb == "select" ? "selection only to the rows of a List given a selection binding"
                : "reorder controls only to the rows of a ForEach with .onMove"
            throw Diagnostic("\(verb): \"\(label)\" is on screen but in no row of a for-each with `\(key):`, so it offers no \(offered)",
                             at: location, hint: "SwiftUI adds \(added): write `\(key):` on that `for-each:`; rows that can be \(done): \(listed)")
        }
        throw Diagnostic("\(verb): no row showing \"\(label)\" is on screen", at: location,
                         hint: alertInTheWay + (Suggestion.closest(to: label, in: editable.flatMap { rows[$0].labels }).map { "did you mean '\($0)'? " } ?? "")
                             + "rows that can be \(done): \(listed)")
    }

    /// The rows at `positions` in `rows` with no other of them inside: a swipe on a nested list's
    /// row is that row's.
    private func innermost(_ positions: [Int], of rows: [EditableRow]) -> [Int] {
        positions.filter { o in
            !positions.contains { i in
                rows[i].id != rows[o].id && rows[i].row.node == rows[o].row.node && rows[i].row.host == rows[o].row.host
                    && rows[i].row.tab == rows[o].row.tab && rows[i].row.start >= rows[o].row.start
                    && rows[i].row.start + rows[i].row.count <= rows[o].row.start + rows[o].row.count
            }
        }
    }

    /// The rows a person can swipe or drag: of a for-each with `on-delete:` or `on-move:`, built
    /// into what is on screen (not a stack's root under a pushed screen, nor a tab not selected),
    /// in tree order.
    func findEditableRows() -> [EditableRow] {
        guard rows.values.contains(where: { $0.edit != nil }) else { return [] }
        let onScreen = nodesOnScreen()
        let order = Dictionary(onScreen.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        var found: [(order: Int, row: EditableRow)] = []
        for (id, row) in rows {
            guard let edit = row.edit, let holder = nodes[row.host ?? row.node], let place = order[holder.id],
                  let output = shownOutput(of: holder, row: row),
                  row.start >= 0, row.start + row.count <= output.count else { continue }
            var labels: [String] = []
            for entry in output[row.start ..< row.start + row.count] {
                switch entry {
                case .item(let item): labels.append(Self.rowLabel(item))
                case .child(let slot):
                    if let child = holder.children[slot] { labels += items(under: child).map(Self.rowLabel) }
                }
            }
            found.append((place, EditableRow(id: id, row: row, edit: edit, labels: labels)))
        }
        return found.sorted { ($0.order, $0.row.row.start) < ($1.order, $1.row.row.start) }.map(\.row)
    }

    /// What names an item of a row for a swipe or a drag: a text's or button's label, a control's
    /// title (`Wi-Fi`, not `Wi-Fi: on`), as a cell containing a toggle is found by the toggle's label.
    private static func rowLabel(_ item: ScreenItem) -> String {
        item.kind == .control ? item.control?.title ?? item.label : item.label
    }

    /// Each row's first label that no other of `rows` shows, nil for a row that has none: the
    /// name a step can find it by.
    static func uniqueLabels(_ rows: [EditableRow]) -> [String?] {
        // How many rows show each label, a row counted once for a label it shows twice.
        var counts: [String: Int] = [:]
        for row in rows {
            for k in row.labels.indices where !row.labels[..<k].contains(row.labels[k]) { counts[row.labels[k], default: 0] += 1 }
        }
        return rows.map { row in row.labels.first { counts[$0] == 1 } }
    }

    /// The rows as a hint lists them: each by the label a step can name it by, or by its offset
    /// in its for-each's data when every label it shows another row shows too.
    static func rowNames(_ rows: [EditableRow]) -> [String] {
        zip(rows, uniqueLabels(rows)).map { row, label in
            label.map { "\"\($0)\"" } ?? "the row at offset \(row.edit.offset) (no label of its own)"
        }
    }

    /// The output a row was built into, when a person sees it.
    private func shownOutput(of holder: Node, row: ForEachRow) -> [Node.Output]? {
        guard row.host != nil, let state = holder.screen else { return row.host == nil ? holder.output : nil }
        if let tab = row.tab { return tab == state.selected && tab < state.tabOutputs.count ? state.tabOutputs[tab] : nil }
        return state.pushed.isEmpty ? state.rootOutput : nil
    }

    /// The deletes and moves exploring tries: each editable row on screen, named by the first of
    /// its labels that no other editable row shows, deleted, and moved to each other row of its for-each.
    /// `editable`: the rows as `findEditableRows()` found them, when the caller has them already.
    func rowEditMoves(_ editable: [EditableRow]? = nil) -> [ExploreAction] {
        let editable = editable ?? findEditableRows()
        guard !editable.isEmpty else { return [] }
        let names = Self.uniqueLabels(editable)
        // A disabled row offers no gesture (§33): exploring leaves it alone. Rows by position,
        // not copies: each copy retained the row's for-each row, edit and labels.
        var named: [(row: Int, name: String)] = []
        for i in editable.indices where nodes[editable[i].row.node]?.environment[.isEnabled] != .bool(false) {
            if let name = names[i] { named.append((i, name)) }
        }
        var actions: [ExploreAction] = []
        for (i, name) in named where editable[i].edit.loop.onDelete != nil && editable[i].edit.loop.swipeActions == nil {
            actions.append(.delete(name))
        }
        for (i, name) in named where editable[i].edit.loop.swipeActions != nil { actions += swipeMoves(editable[i], name) }
        for (i, name) in named where editable[i].edit.loop.selection != nil { actions.append(.select(name)) }
        for (i, name) in named where editable[i].edit.loop.onMove != nil {
            for (j, target) in named where editable[j].id != editable[i].id && editable[j].isSibling(of: editable[i]) {
                actions.append(.move(name, to: target))
            }
        }
        return actions
    }
}
