/// One mounted component: an identity with its props, its holders' storage and its last render.
final class Node {
    let id: Int
    /// Its component's declaration, one box a component shared by its nodes: held by value, a
    /// declaration's fields took a large part of every node.
    let componentBox: ComponentBox
    var component: ComponentDecl { componentBox.decl }
    weak var parent: Node?
    let slot: Slot?
    let depth: Int
    let ref: NodeRef

    /// The values its parent passed at the last init.
    var props: [String: Value] = [:]
    /// Holder storage; lives as long as the identity.
    var holders: [String: Value] = [:]
    /// Each memo's dependency values at its last evaluation.
    var memoDependencies: [String: [Value]] = [:]
    /// Eager holders' initial values from the last init; part of the view value the parent compares.
    var seeds: [String: Value] = [:]
    var children: [Slot: Node] = [:]
    /// The last render's output in body order: screen items and child slots.
    var output: [Output] = [] {
        didSet {
            graph?.screenIndex.replace(oldValue, with: output, of: id)
            itemCount = output.count { if case .item = $0 { true } else { false } }
        }
    }
    /// Texts and buttons in `output`.
    private(set) var itemCount = 0
    /// The graph whose screen index follows this node's output.
    weak var graph: Graph?
    /// What the last render read.
    var reads: Set<Dependency> = []
    /// The same reads in the order the body made them, for the event log; kept only when recording.
    var readOrder: [Dependency] = []
    var renderedInPass = 0
    /// The modifiers its parent's body applied to it; their state lives with this identity.
    var modifiers = Modifiers()
    /// The body that applied its modifiers (its parent, or the owner of the screen it is in).
    weak var modifierOwner: Node?
    /// The loop variables in scope where its parent's body wrote it, for its modifiers' actions.
    var handlerLocals: [String: Value] = [:]
    /// Each on-change's value at the parent's last render.
    var onChangeValues: [Value] = []
    /// The running task's id.
    var taskID: Value?
    /// The number of the task its `task` modifier started last.
    var taskNumber: Int?
    /// Each binding prop's value when it was last passed, as a Binding carries its value.
    var bindingSnapshots: [String: Value] = [:]
    /// What a screen node stands for (a presentation, a stack, a tab view); nil for a component.
    var screen: ScreenState?
    /// Whether the view has appeared and not disappeared since: its on-appear ran, its task runs.
    var appeared = true
    /// Created in a tab never shown: its body waits until the tab is first selected.
    var deferred = false
    /// What this node finds in its environment: its parent's, plus what the modifiers on it set.
    var environment: [EnvironmentKey: Value] = [:]
    /// The keys the modifiers on this node set; the others it inherits.
    var environmentOwn: Set<EnvironmentKey> = []

    enum Output {
        case item(ScreenItem)
        case child(Slot)
    }

    init(id: Int, component box: ComponentBox, parent: Node?, slot: Slot?) {
        self.id = id
        self.componentBox = box
        let component = box.decl
        self.parent = parent
        self.slot = slot
        self.depth = (parent?.depth ?? -1) + 1
        let path = parent.map { "\($0.ref.path)/\(component.name)" } ?? component.name
        self.ref = NodeRef(id: id, component: component.name, path: path, parent: parent?.id, position: slot?.position,
                           identity: slot?.path.map(\.description).joined(separator: ".") ?? "")
    }

    /// A copy's node: the same identity under a copied parent, its name already built.
    init(copying other: Node, parent: Node?) {
        id = other.id
        componentBox = other.componentBox
        self.parent = parent
        slot = other.slot
        depth = other.depth
        ref = other.ref
    }
}

/// A component's declaration, shared by every node of the component.
final class ComponentBox {
    let decl: ComponentDecl
    init(_ decl: ComponentDecl) { self.decl = decl }
}
