/// Trace lines for a model's method called by an action (docs/semantics.md §62) and for a kept
/// task's `cancel()` that found nothing to cancel (§63).
extension TraceBuilder {
    mutating func addCall(_ event: Event) {
        switch event {
        case .methodCalled(let node, let instance, let name, let arguments, let source):
            context = 3
            let values = arguments.map { ", \($0.label) = \($0.value.literal)" }.joined()
            line(.action, 2, "call \(instance).\(name) from \(node.component)'s action: runs `\(source)` at once with self = \(instance)\(values); its writes are \(instance)'s fields, told to their readers as any write to them is",
                 node: node)
        case .cancelIgnored(let node, let task, let ended, let source):
            line(.action, 2, "`\(source)`: task #\(task) \(ended ? "has ended already" : "was cancelled already"), so cancel() does nothing",
                 node: node, tone: .muted)
        default:
            break
        }
    }
}
