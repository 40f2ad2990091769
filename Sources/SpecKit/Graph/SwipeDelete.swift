/// What a row of a for-each with `on-delete:` keeps for a swipe to delete (docs/semantics.md §43).
struct RowDelete {
    /// The row's position in the for-each's data at the render that built it.
    let offset: Int
    let action: OnDeleteDecl
    /// The names of the body around the for-each (outer loops included), where the action runs.
    let locals: [String: Value]
}

/// The `delete:` step: swipe a row left and tap Delete, which runs the for-each's on-delete action
/// with the row's offset, as a tap runs a button's action (docs/semantics.md §43).
extension Graph {
    /// A row on screen that offers a swipe to delete, with what it shows.
    struct DeletableRow {
        let id: Int
        let row: ForEachRow
        let delete: RowDelete
        /// The texts and buttons the row shows, its children's included.
        let labels: [String]
    }

    /// Deletes the one row on screen that shows `label`: its on-delete action runs in the scope of
    /// the body that wrote the for-each, with `offsets` holding the row's offset; then the screen
    /// settles, as after a tap.
    func swipeToDelete(_ label: String, at location: Location) throws {
        let deletable = deletableRows()
        let showing = innermost(deletable.filter { $0.labels.contains(label) })
        guard showing.count == 1, let found = showing.first, let node = nodes[found.row.node] else {
            throw refusal(label, showing: showing, among: deletable, at: location)
        }
        let offsets = Value.list([.int(found.delete.offset)])
        emit(.swipedToDelete(node.ref, row: found.row.label, offset: found.delete.offset, label: label))
        var locals = found.delete.locals
        locals[OnDeleteDecl.offsets] = offsets
        try runAction(found.delete.action.action, in: liveScope(node, locals: locals), view: node.ref)
        try startSpawned()
        lastHandlers = []
        try settle(at: location)
    }

    /// Why no row, or more than one, can be swiped: a label in no deletable row is in a view that
    /// offers no swipe action (SwiftUI adds it only for a ForEach with onDelete).
    private func refusal(_ label: String, showing: [DeletableRow], among deletable: [DeletableRow],
                         at location: Location) -> Diagnostic {
        if showing.count > 1 {
            return Diagnostic("delete: \(showing.count) rows showing \"\(label)\" offer a swipe to delete; a swipe needs exactly one",
                              at: location, hint: "name a text or button only one row shows")
        }
        let rowLabels = deletable.compactMap { $0.labels.first }
        let rows = rowLabels.isEmpty ? "none" : rowLabels.map { "\"\($0)\"" }.joined(separator: ", ")
        if reachableScreen.contains(where: { $0.kind != .control && $0.label == label }) {
            return Diagnostic("delete: \"\(label)\" is on screen but in no row of a for-each with `on-delete:`, so it offers no swipe to delete",
                              at: location, hint: "SwiftUI adds the Delete action only to the rows of a ForEach with .onDelete: write `on-delete:` on that `for-each:`; rows that can be deleted: \(rows)")
        }
        return Diagnostic("delete: no row showing \"\(label)\" is on screen", at: location,
                          hint: (Suggestion.closest(to: label, in: deletable.flatMap(\.labels)).map { "did you mean '\($0)'? " } ?? "")
                              + "rows that can be deleted: \(rows)")
    }

    /// The rows among `rows` with no other of them inside: a swipe on a nested list's row is that row's.
    private func innermost(_ rows: [DeletableRow]) -> [DeletableRow] {
        rows.filter { outer in
            !rows.contains { inner in
                inner.id != outer.id && inner.row.node == outer.row.node && inner.row.host == outer.row.host
                    && inner.row.tab == outer.row.tab && inner.row.start >= outer.row.start
                    && inner.row.start + inner.row.count <= outer.row.start + outer.row.count
            }
        }
    }

    /// The rows a person can swipe: of a for-each with `on-delete:`, built into what is on screen
    /// (not a stack's root under a pushed screen, nor a tab not selected), in tree order.
    func deletableRows() -> [DeletableRow] {
        guard rows.values.contains(where: { $0.delete != nil }) else { return [] }
        let onScreen = nodesOnScreen()
        let order = Dictionary(onScreen.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        var found: [(order: Int, row: DeletableRow)] = []
        for (id, row) in rows {
            guard let delete = row.delete, let holder = nodes[row.host ?? row.node], let place = order[holder.id],
                  let output = shownOutput(of: holder, row: row),
                  row.start >= 0, row.start + row.count <= output.count else { continue }
            var labels: [String] = []
            for entry in output[row.start ..< row.start + row.count] {
                switch entry {
                case .item(let item): if item.kind != .control { labels.append(item.label) }
                case .child(let slot):
                    if let child = holder.children[slot] {
                        labels += items(under: child).filter { $0.kind != .control }.map(\.label)
                    }
                }
            }
            found.append((place, DeletableRow(id: id, row: row, delete: delete, labels: labels)))
        }
        return found.sorted { ($0.order, $0.row.row.start) < ($1.order, $1.row.row.start) }.map(\.row)
    }

    /// The output a row was built into, when a person sees it.
    private func shownOutput(of holder: Node, row: ForEachRow) -> [Node.Output]? {
        guard row.host != nil, let state = holder.screen else { return row.host == nil ? holder.output : nil }
        if let tab = row.tab { return tab == state.selected && tab < state.tabOutputs.count ? state.tabOutputs[tab] : nil }
        return state.pushed.isEmpty ? state.rootOutput : nil
    }

    /// The deletes exploring tries: each deletable row on screen, named by the first of its labels
    /// that no other deletable row shows.
    func deleteMoves() -> [ExploreAction] {
        let deletable = deletableRows()
        guard !deletable.isEmpty else { return [] }
        var counts: [String: Int] = [:]
        for row in deletable { for label in Set(row.labels) { counts[label, default: 0] += 1 } }
        return deletable.compactMap { row in row.labels.first { counts[$0] == 1 }.map { .delete($0) } }
    }
}
