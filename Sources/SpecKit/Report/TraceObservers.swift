/// Trace lines for a holder's `didSet` and `willSet` (docs/semantics.md §53, §70): why it ran at
/// a write, and why a write through a binding did not run it.
extension TraceBuilder {
    mutating func addObserver(_ event: Event) {
        switch event {
        case .didSetDeclared(let node, let name, let source):
            line(.holder, depth(node) + 1, "\(name) has didSet { \(source) }: it runs after each assignment through \(node.component)'s property, not after a write through $\(name)",
                 node: node, tone: .muted)
        case .didSetRan(let node, let name, let old, let new, let source):
            context = 3
            let equal = old == new ? "; an equal value runs it too, as Swift runs didSet at every assignment" : ""
            line(.action, 3, "didSet of \(name) ran after \(name) = \(new.literal) (old \(old.literal), new \(new.literal)): the assignment went through \(node.component)'s property\(equal); runs `\(source)` with oldValue = \(old.literal)",
                 node: node)
        case .didSetSkipped(let node, let name, let binding):
            line(.action, 3, "didSet of \(name) not run: \(binding) is a Binding, whose setter writes the State's storage, not \(node.component)'s property",
                 node: node, tone: .muted)
        case .willSetDeclared(let node, let name, let source):
            line(.holder, depth(node) + 1, "\(name) has willSet { \(source) }: it runs before each assignment through \(node.component)'s property stores, not before a write through $\(name)",
                 node: node, tone: .muted)
        case .willSetRan(let node, let name, let old, let new, let source):
            context = 3
            let equal = old == new ? "; an equal value runs it too, as Swift runs willSet at every assignment" : ""
            line(.action, 3, "willSet of \(name) ran before \(name) = \(new.literal) was stored (\(name) still \(old.literal)): the assignment went through \(node.component)'s property\(equal); runs `\(source)` with newValue = \(new.literal)",
                 node: node)
        case .willSetSkipped(let node, let name, let binding):
            line(.action, 3, "willSet of \(name) not run: \(binding) is a Binding, whose setter writes the State's storage, not \(node.component)'s property",
                 node: node, tone: .muted)
        default:
            break
        }
    }
}
