/// Trace lines for a model's method called by an action (docs/semantics.md §62), a kept task's
/// `cancel()` that found nothing to cancel (§63), a model field's `didSet` (§64) and `willSet`
/// (§67), and a statement an optional chain stopped (§66).
extension TraceBuilder {
    mutating func addCall(_ event: Event) {
        switch event {
        case .methodCalled(let node, let instance, let name, let arguments, let source):
            context = 3
            let values = arguments.map { ", \($0.label) = \($0.value.literal)" }.joined()
            line(.action, 2, "call \(instance).\(name) from \(node.component)'s action: runs `\(source)` at once with self = \(instance)\(values); its writes are \(instance)'s fields, told to their readers as any write to them is",
                 node: node)
        case .fieldDidSetRan(let ref, let field, let old, let new, let source):
            context = 3
            line(.action, 3, "didSet of \(ref).\(field) ran after \(field) = \(new.literal) (old \(old.literal)): a class's property runs its didSet at every assignment, through a Binding too; runs `\(source)` with oldValue = \(old.literal)",
                 node: nil)
        case .fieldWillSetRan(let ref, let field, let old, let new, let source):
            context = 3
            line(.action, 3, "willSet of \(ref).\(field) ran before \(field) = \(new.literal) was stored (\(field) still \(old.literal)): a class's property runs its willSet at every assignment, through a Binding too; runs `\(source)` with newValue = \(new.literal)",
                 node: nil)
        case .cancelIgnored(let node, let task, let ended, let source):
            line(.action, 2, "`\(source)`: task #\(task) \(ended ? "has ended already" : "was cancelled already"), so cancel() does nothing",
                 node: node, tone: .muted)
        case .chainStopped(let node, let source, let link):
            let stop = link.isEmpty ? "a link of its optional chain is nil" : "\(link) is nil"
            line(.action, 3, "`\(source)` does nothing: \(stop), so the optional chain stops there; nothing right of it is read, called or assigned",
                 node: node, tone: .muted)
        default:
            break
        }
    }
}
