/// An on-change on a view whose `.id` changed never runs for the change (with `initial: true` it
/// runs as the new identity's first value, not as a change): the on-change belongs to
/// the identity the `.id` value picks, and the new identity sees the value as its first, not as a
/// change (docs/semantics.md §8). `Child().onChange(of: key) { … }.id(key)` is the common form:
/// the trace says so where it shows the new identity, as it says of an on-change whose value
/// compared equal.
extension TraceBuilder {
    /// `isNew`: the on-change's first value, at the child's creation. The value is remembered at
    /// the child's place without its `.id` step, where the next identity the `.id` makes will be.
    mutating func onChangeOfNewIdentity(_ child: NodeRef, value: String, isNew: Bool, _ new: Value) {
        var steps = RowKeying.steps(of: child.identity)
        guard let last = steps.last, last.hasPrefix("id(") else { return }
        steps.removeLast()
        let place = "\(child.parent ?? -1) \(child.component) \(steps.joined(separator: ".")) \(value)"
        defer { onChangeAtPlace[place] = new }
        guard isNew, let before = onChangeAtPlace[place], before != new else { return }
        line(.handler, depth(child) + 1,
             "on-change of \(child.component) does not see `\(value)` change from \(before.literal) to \(new.literal): the .\(last) made \(child.component) a new identity, and the on-change belongs to it, so \(new.literal) is its first value; watch `\(value)` from a view the .id does not replace",
             node: child, tone: .muted)
    }
}
