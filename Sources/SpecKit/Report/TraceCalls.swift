/// Trace lines for a model's method called by an action (docs/semantics.md §62, a struct's §65), a
/// kept task's `cancel()` that found nothing to cancel (§63), a model field's `didSet` (§64) and
/// `willSet` (§70), a statement an optional chain stopped (§66), an environment value a closure
/// reads as the `self` it captured held it (§93), and a binding a task uses as it captured it (§27.2).
extension TraceBuilder {
    mutating func addCall(_ event: Event) {
        switch event {
        case .methodCalled(let node, let instance, let name, let arguments, let source, let task?):
            context = 3
            let values = arguments.map { ", \($0.label) = \($0.value.literal)" }.joined()
            line(.action, 2, "call \(instance).\(name), awaited by task #\(task): runs `\(source)` as the task's own code with self = \(instance)\(values), the task suspending where it awaits; its writes are \(instance)'s fields, \(Self.told(instance))",
                 node: node)
        case .methodCalled(let node, let instance, let name, let arguments, let source, nil):
            context = 3
            let values = arguments.map { ", \($0.label) = \($0.value.literal)" }.joined()
            line(.action, 2, "call \(instance).\(name) from \(node.component)'s action: runs `\(source)` at once with self = \(instance)\(values); its writes are \(instance)'s fields, \(Self.told(instance))",
                 node: node)
        case .methodReturned(let task, let instance, let name, let value, let call):
            context = 3
            line(.action, 3, "\(instance).\(name) returns \(value.literal): the await in `\(call)` gives it, and task #\(task.number) goes on after the call, back in the code that awaited it",
                 node: task.view)
        case .structMethodCalled(let node, let place, let value, let name, let arguments, let isMutating, let source):
            context = 3
            let values = arguments.isEmpty ? "" : " (\(arguments.map { "\($0.label) = \($0.value.literal)" }.joined(separator: ", ")))"
            let why = isMutating
                ? "a mutating method of the struct: runs `\(source)` at once on \(place)'s value, \(value.literal), as self, then stores the changed copy back in \(place), one write to it as `\(place).field = …` is, told to \(place)'s readers by its own rule"
                : "not mutating: runs `\(source)` on a copy of \(place)'s value, \(value.literal), and \(place) does not change"
            line(.action, 2, "call \(place).\(name) from \(node.component)'s action\(values): \(why)", node: node)
        case .structMethodLeftEqual(let node, let place, let name, let value):
            line(.action, 3, "\(name) ended with \(place)'s value as it found it, \(value.literal): the one store back, when the method returns, is of an equal value; what changed in between was never stored",
                 node: node, tone: .muted)
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
        case .closureEnvironment(let owner, let name, let key, let value, let pass, let now):
            let made = pass.map { "when \(owner.component)'s render in pass \($0) made the closure" }
                ?? "when \(owner.component)'s code made the closure"
            let since = now.map { "; \(owner.component) has \($0.literal) now, but " + Self.copied(key) } ?? ""
            line(.action, 3, "it reads \(name) = \(value.literal), captured with self \(made)\(since)", node: owner,
                 tone: now == nil ? .muted : .plain)
        case .capturedBindingUsed(let node, let name, let captured, let now):
            let given = captured.literal == now.literal ? "a new one, made with that render's values" : now.literal
            line(.action, 3, "\(name) is the Binding the task captured with self when it started, \(captured.literal); a later render has given \(node.component) \(given), which the task's copy does not see",
                 node: node)
        default:
            break
        }
    }

    /// Why a closure's environment value is not the view's current one (§93).
    private static func copied(_ key: EnvironmentKey) -> String {
        let wrapper: String
        switch key {
        case .value(let name): wrapper = "@Environment(\\.\(name))"
        case .model(let type): wrapper = "@Environment(\(type).self)"
        case .object: wrapper = "@EnvironmentObject"
        }
        return "\(wrapper) is written into the view value at each update, and the closure keeps its copy"
    }

    /// Who a method's writes are told to: a plain class tells no one (§71).
    private static func told(_ instance: ModelRef) -> String {
        instance.kind == .class ? "which a plain class tells no one" : "told to their readers as any write to them is"
    }
}
