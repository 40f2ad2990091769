/// Trace lines for a swipe to delete and a drag to move (docs/semantics.md §43): which row, and
/// the offsets its for-each's action is given.
extension TraceBuilder {
    mutating func addRowEdit(_ event: Event) {
        switch event {
        case .swipedToDelete(let node, let row, let offset, let label):
            writer = "the delete"
            line(.tap, 1, "swipe the row showing \"\(label)\" left and tap Delete: row \(row) of \(node.component)'s for-each, at offset \(offset) in its data, so its on-delete action runs with offsets [\(offset)], as a tap runs a button's action",
                 node: node, tone: .heading)
        case .draggedToMove(let node, let row, let from, let destination, let label, let target):
            writer = "the move"
            line(.tap, 1, "in edit mode, drag the row showing \"\(label)\" to the place of \"\(target)\": row \(row) of \(node.component)'s for-each, from offset \(from), so its on-move action runs with source [\(from)] and destination \(destination), the offset it goes before, counted before the move",
                 node: node, tone: .heading)
        case .swipedRow(let node, let row, let label, let button, let edge, let full, let bound):
            writer = "the swipe action"
            let gesture = full ? "fully swipe the row showing \"\(label)\" \(edge == .trailing ? "left" : "right"), which runs its first swipe action [\(button)]"
                               : "swipe the row showing \"\(label)\" \(edge == .trailing ? "left" : "right") and tap [\(button)]"
            line(.tap, 1, "\(gesture): row \(row) of \(node.component)'s for-each, so the button's action runs in the row's scope, with \(bound), as the row's last render bound them",
                 node: node, tone: .heading)
        case .selectedRow(let node, let row, let label, let binding, let value, let again):
            writer = "the selection"
            let kept = again ? "; it already held it: a tap on the selected row keeps it selected, and an equal value invalidates nothing" : ""
            line(.tap, 1, "tap the row showing \"\(label)\": row \(row) of \(node.component)'s list, so the list writes the row's tag, its id \(value.literal), into \(binding)\(kept)",
                 node: node, tone: .heading)
        default:
            break
        }
    }
}
