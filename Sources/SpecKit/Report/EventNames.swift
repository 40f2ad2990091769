/// What a reader of the event log learns about names as it goes: each node's ref and depth from
/// `created`, each model instance from `modelCreated`. Events name dependencies by number only;
/// this turns them back into words such as `state input of Parent` or `Model#1.input`.
struct EventNames {
    private(set) var nodes = NumberTable<NodeRef>()
    private(set) var depths = NumberTable<Int>()
    private(set) var models = NumberTable<ModelRef>()

    mutating func learn(_ event: Event) {
        switch event {
        case .created(let node):
            nodes[node.id] = node
            depths[node.id] = node.parent.flatMap { depths[$0] }.map { $0 + 1 } ?? 0
        case .modelCreated(let model, _, _, _):
            models[model.id] = model
        default:
            break
        }
    }

    /// How deep a node sits in the tree: 0 for the root.
    func depth(of node: NodeRef) -> Int { depths[node.id] ?? 0 }

    /// A dependency as a reader says it; `from` is the node that read it, so its own state is just `state x`.
    func describe(_ dependency: Dependency, readBy reader: NodeRef? = nil) -> String {
        switch dependency {
        case .state(let id, let name):
            if id == reader?.id { return "state \(name)" }
            return "state \(name) of \(nodes[id]?.component ?? "a removed node")"
        case .field(let id, let name):
            let untracked = models[id]?.kind == .observableObject ? " (an ObservableObject's field: not tracked by itself)" : ""
            return "\(models[id]?.description ?? "a model").\(name)\(untracked)"
        case .creations(let type):
            return "\(type).creations"
        case .object(let id):
            return "\(models[id]?.description ?? "an object")'s objectWillChange (observed through a wrapper)"
        case .environment(let id, let key):
            if id == reader?.id { return "\(key) from its environment" }
            return "\(key) in the environment of \(nodes[id]?.component ?? "a removed node")"
        case .appStorage(let key):
            return "app storage `\(key)`"
        }
    }
}

extension Array where Element == Argument {
    /// `input: 1, name: "a"`, as the arguments read in Swift source.
    var source: String { map { "\($0.label): \($0.value.literal)" }.joined(separator: ", ") }
}
