/// What an on-delete or on-move action sees (docs/semantics.md §43): it is `.onDelete` or
/// `.onMove` on the ForEach, which runs for the list, outside its rows, so a row's element and
/// offset are not in scope there; the action reaches the rows through the offsets it is given.
extension SpecValidator {
    /// The hint for `name`, not in scope, when it is a row's name of the for-each whose action is
    /// being checked.
    func rowEditNameHint(_ name: String) -> String? {
        guard let (loop, key) = rowEditAction, name == loop.variable || name == loop.indexVariable else { return nil }
        let offsets = key == "on-delete" ? OnDeleteDecl.offsets : OnMoveDecl.source
        let modifier = key == "on-delete" ? ".onDelete" : ".onMove"
        // `items` or `store.items`, over values or a binding, is the list the offsets count in;
        // a filtered or computed sequence is not one the action can index.
        let named: String? = switch loop.items.kind {
        case .name, .member: loop.items.source.hasPrefix("$") ? String(loop.items.source.dropFirst()) : loop.items.source
        default: nil
        }
        let example = named.map { "e.g. `for i in \(offsets) { … \($0)[i] … }`" } ?? "its offsets in the for-each's data"
        return "`\(key):` is \(modifier) on the ForEach, which runs for the list, outside its rows, so the row's '\(name)' is not in scope; "
            + "reach the element through `\(offsets)`, \(example)"
    }
}
