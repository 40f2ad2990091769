/// Trace lines for a body's `switch` (docs/semantics.md §13): which case it showed, and why that
/// decides the identity of what the case holds.
extension TraceBuilder {
    mutating func addCase(node: NodeRef, subject: String, value: Value, listed: [String]?, place: String?) {
        let shown = subject == value.literal ? "`\(subject)`" : "`\(subject)` is \(value.literal)"
        let text: String
        switch (listed, place) {
        case (let values?, let place?) where values.count > 1:
            // The point of a case of several values: the branch is the identity, not the value.
            text = "switch \(shown): `case \(values.joined(separator: ", "))` lists it, so that case shows, at \(place):"
                + " one identity for the case, whichever of its values matched"
        case (let values?, let place?):
            text = "switch \(shown): `case \(values.joined(separator: ", "))` matches, so that case shows, at \(place)"
        case (nil, let place?):
            text = "switch \(shown): no case matches, so its default shows, at \(place)"
        default:
            text = "switch \(shown): no case matches and it has no default, so it shows nothing"
        }
        line(.render, depth(node) + 1, LineText(text), node: node, tone: .muted)
    }
}
