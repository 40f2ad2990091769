/// Trace lines for `.transformEnvironment` (docs/semantics.md §54): what the closure made of the
/// value it was given, and so why the views reading the key below render again, or do not.
extension TraceBuilder {
    mutating func addTransform(_ event: Event) {
        guard case .environmentTransformed(let node, let key, let inherited, let old, let new, let source, let again) = event else { return }
        let run = again
            ? "\(key) changed above \(node.component): its transformEnvironment closure runs again, without the body that wrote it, `\(source)` on \(inherited.literal),"
            : "transformEnvironment(\(key)) on \(node.component) runs `\(source)` on \(inherited.literal)"
        guard let old else {
            line(.environment, depth(node) + 1, "environment \(key) = \(new.literal) for this subtree: \(run)",
                 node: node, tone: .created)
            return
        }
        guard old != new else {
            line(.environment, depth(node) + 1,
                 "\(run) and gives \(new.literal), equal to before: no view reading \(key) below renders for it",
                 node: node, tone: .muted)
            return
        }
        environmentChanged(key, "transformed \(old.literal) → \(new.literal) by `\(source)` on \(node.component)")
        line(.write, 3, "\(run) and gives \(new.literal) (was \(old.literal)) for \(node.component)'s subtree", node: node)
    }
}
