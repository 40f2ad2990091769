/// One mounted component: an identity with its props, its holders' storage and its last render.
final class Node {
    // `@exclusivity(unchecked)`, as Graph's properties are, for the same reason.
    let id: Int
    /// Its component's declaration, one box a component shared by its nodes: held by value, a
    /// declaration's fields took a large part of every node. Replaced only by `Graph.adopt`,
    /// with the same declaration of another copy of the spec.
    @exclusivity(unchecked) var componentBox: ComponentBox
    /// A copy: the engine's hot paths read `componentBox.decl.…` in place, since an unoptimized
    /// build copies the whole declaration (a retain of each of its lists) for `component.name`.
    var component: ComponentDecl { componentBox.decl }
    /// Unowned, not weak (a weak reference gives its target a side table: every retain and release
    /// of a node with children took the slow path). Cleared when the parent's table lets it go and,
    /// for the children the table still holds, in the parent's deinit: it never names a freed node.
    @exclusivity(unchecked) private(set) unowned var parent: Node?
    /// Where it sits in its parent's body (nil for the root): path and hash here, component in the box.
    var slot: Slot? { slotPath.map { Slot(path: $0, component: componentBox.slotName, pathHash: slotHash) } }
    @exclusivity(unchecked) private let slotPath: [PathStep]?
    @exclusivity(unchecked) private let slotHash: Int

    /// Whether it sits at `other`, as `slot == other` says, without making its slot.
    func sits(at other: Slot) -> Bool {
        guard let slotPath else { return false }
        return slotHash == other.hashOfPath && slotPath == other.path && componentBox.slotName == other.component
    }
    /// How far below the root it is.
    var depth: Int { Int(storedDepth) }

    // Props, holders, seeds, memo dependencies and binding snapshots are kept by position, in
    // the component's declaration order (`ComponentBox` names them), nil where nothing is kept
    // yet: a dictionary keyed by name took a few hundred bytes a node for each of them.
    /// The values its parent passed at the last init, then its holders' storage, then its eager
    /// holders' seeds from the last init (part of the view value the parent compares) and each
    /// memo's dependency values at its last evaluation: one array laid out by the box
    /// (`holdersStart`, `keptBase`); three arrays took about 100 bytes a node more.
    @exclusivity(unchecked) var values: [Value?] = []
    /// The values its parent passed at the last init, in prop order (`self[propAt:]` one by one).
    var propValues: ArraySlice<Value?> { values[..<componentBox.holdersStart] }
    /// Holder storage, in holder order (`self[holderAt:]` one by one); lives as long as the identity.
    var holderValues: ArraySlice<Value?> { values[componentBox.holdersStart ..< componentBox.keptBase] }
    /// Seeds and memo dependencies, laid out by the box (`ComponentBox.keptStart`).
    var keptValues: ArraySlice<Value?> { values[componentBox.keptBase...] }
    @exclusivity(unchecked) var children = ChildTable()
    /// The last render's output in body order: screen items and child slots. The graph sets it
    /// with `Graph.show(_:of:)`, which keeps its screen index up to date.
    @exclusivity(unchecked) var output: [Output] = [] {
        didSet {
            // By index: unoptimized, `count(where:)` asks the runtime for metadata at each output.
            var items: Int32 = 0
            for i in 0..<output.count { if case .item = output[i] { items += 1 } }
            storedItemCount = items
        }
    }
    /// Texts and buttons in `output`.
    var itemCount: Int { Int(storedItemCount) }
    /// What the last render read, but its own holders.
    @exclusivity(unchecked) var reads = ReadSet()
    /// Which of its own holders the last render read, a bit by position (below `ownStateBits`).
    @exclusivity(unchecked) var ownReads: UInt64 = 0
    static let ownStateBits = 64
    /// The last pass that ran its body.
    var renderedInPass: Int {
        get { Int(storedPass) }
        set { storedPass = Int32(newValue) }
    }
    /// The modifiers its parent's body applied to it; their state lives with this identity.
    @exclusivity(unchecked) var modifiers = Modifiers()
    /// Handler locals, on-change values, the task, binding snapshots, the environment, the owner
    /// of its modifiers and what a screen node stands for, which most nodes never have: boxed,
    /// made when one is first set (`NodeExtras`).
    @exclusivity(unchecked) private var extras: NodeExtras?
    // Depth, item count and pass in 32 bits each, beside the flags: bounded by the depth, screen
    // and work limits, they take 16 bytes with the flags instead of 32.
    @exclusivity(unchecked) private let storedDepth: Int32
    @exclusivity(unchecked) private var storedItemCount: Int32 = 0
    @exclusivity(unchecked) private var storedPass: Int32 = 0
    /// Whether the view has appeared and not disappeared since: its on-appear ran, its task runs.
    @exclusivity(unchecked) var appeared = true
    /// Created in a tab never shown: its body waits until the tab is first selected.
    @exclusivity(unchecked) var deferred = false
    /// Its `disabled:` condition was true at the parent's last render: `isEnabled` is false here
    /// and below, whatever the parent's environment says.
    @exclusivity(unchecked) var disabledHere = false
    /// Its `interactive-dismiss-disabled:` condition was true at the parent's last render: a
    /// swipe down on the sheet whose content it is in is refused (§55).
    @exclusivity(unchecked) var dismissLockHere = false

    enum Output {
        case item(ScreenItem)
        case child(Slot)
    }

    deinit { for child in children.values { child.parent = nil } }

    /// Its parent's table let it go (it was destroyed; nothing reads a gone node's parent).
    func leftParent() { parent = nil }

    init(id: Int, component box: ComponentBox, parent: Node?, slot: Slot?) {
        self.id = id
        self.componentBox = box
        self.parent = parent
        slotPath = slot?.path
        slotHash = slot?.hashOfPath ?? 0
        storedDepth = Int32((parent?.depth ?? -1) + 1)

        if box.valueCount > 0 { values = Array(repeating: nil, count: box.valueCount) }
    }

    /// A copy's node: the same identity under a copied parent (`copyExtras` shares its name).
    init(copying other: Node, parent: Node?) {
        id = other.id
        componentBox = other.componentBox
        self.parent = parent
        slotPath = other.slotPath
        slotHash = other.slotHash
        storedDepth = other.storedDepth
    }

    /// The node as events and messages name it. Its path is a string as long as the node is
    /// deep, which no one reads while no log is kept: it is built when first asked for, from
    /// the ancestors (alive while the node is; a destroyed node's is built as it goes), and kept.
    var ref: NodeRef {
        if let named = extras?.named { return named.ref }
        let name = component.name
        let path = parent.map { "\($0.ref.path)/\(name)" } ?? name
        let ref = NodeRef(id: id, component: name, path: path, parent: parent?.id, position: slot?.position,
                          identity: slot?.path.map(\.description).joined(separator: ".") ?? "")
        madeExtras.named = Named(ref: ref)
        return ref
    }

    /// The reads of its last render in the order the body made them, for the event log; kept
    /// only when recording.
    var readOrder: [Dependency] { extras?.readOrder ?? [] }

    /// Notes a read of its render, after those before it.
    func noteRead(_ dependency: Dependency) { madeExtras.readOrder.append(dependency) }

    /// Forgets the reads its last render made, before the next one.
    func forgetReadOrder() { if extras?.readOrder.isEmpty == false { madeExtras.readOrder = [] } }

    /// The loop variables in scope where its parent's body wrote it, for its modifiers' actions.
    var handlerLocals: [String: Value] {
        get { extras?.handlerLocals ?? [:] }
        set { if newValue.isEmpty && extras == nil { return }; madeExtras.handlerLocals = newValue }
    }

    /// Its `.animation(_:value:)`'s value at the parent's last render: a change animates its subtree (§57).
    var animationValue: Value? {
        get { extras?.animationValue }
        set { if newValue == nil && extras == nil { return }; madeExtras.animationValue = newValue }
    }

    /// Each on-change's value at the parent's last render.
    var onChangeValues: [Value] {
        get { extras?.onChangeValues ?? [] }
        set { if newValue.isEmpty && extras == nil { return }; madeExtras.onChangeValues = newValue }
    }

    /// The body that applied its modifiers (its parent, or the owner of the screen it is in). Kept
    /// only when it is not the parent, which it is for nearly every node.
    var modifierOwner: Node? { extras?.modifierOwner ?? parent }

    /// Sets the body that applied its modifiers; `isParent` says it is the parent, kept as none.
    func setModifierOwner(_ owner: Node, isParent: Bool) {
        if isParent { if extras?.modifierOwner != nil { madeExtras.modifierOwner = nil } } else { madeExtras.modifierOwner = owner }
    }

    /// A copy's owner of its modifiers where it is not the parent: the copied graph's node that
    /// `copied` gives for the original's (none, so the parent, if there is none).
    func copyModifierOwner(_ copied: (Node) -> Node?) {
        guard let owner = extras?.modifierOwner else { return }
        madeExtras.modifierOwner = copied(owner)
    }

    /// What a screen node stands for (a presentation, a stack, a tab view); nil for a component.
    var screen: ScreenState? {
        get { extras?.screen }
        set { if newValue == nil && extras?.screen == nil { return }; madeExtras.screen = newValue }
    }

    /// Its `preference:` values at the writing body's last render, by position (§47).
    var preferenceValues: [Value] {
        get { extras?.preferenceValues ?? [] }
        set { if newValue.isEmpty && extras == nil { return }; madeExtras.preferenceValues = newValue }
    }

    /// The value each `on-preference-change:` last reported, by position: nil until its first update
    /// with a value, which never comes while no view of its subtree gives one (§47).
    var reportedPreferences: [Value?] {
        get { extras?.reportedPreferences ?? [] }
        set { if newValue.isEmpty && extras == nil { return }; madeExtras.reportedPreferences = newValue }
    }

    /// The content its parent built for each slot at its last render, placed by `- slot:` (§48).
    var contentOutputs: [String: [Output]] {
        get { extras?.contentOutputs ?? [:] }
        set { if newValue.isEmpty && extras == nil { return }; madeExtras.contentOutputs = newValue }
    }

    /// The closure its parent made for each closure slot at its last render (§48).
    var contentClosures: [String: ContentClosure] {
        get { extras?.contentClosures ?? [:] }
        set { if newValue.isEmpty && extras == nil { return }; madeExtras.contentClosures = newValue }
    }

    /// The pass in which its parent last built its content (§48), for the log.
    var contentPass: Int {
        get { extras?.contentPass ?? 0 }
        set { madeExtras.contentPass = newValue }
    }

    /// The running task's id.
    var taskID: Value? {
        get { extras?.taskID }
        set { if newValue == nil && extras == nil { return }; madeExtras.taskID = newValue }
    }

    /// The number of the task its `task` modifier started last.
    var taskNumber: Int? {
        get { extras?.taskNumber }
        set { if newValue == nil && extras == nil { return }; madeExtras.taskNumber = newValue }
    }

    /// Each binding prop's value when it was last passed, as a Binding carries its value; by prop
    /// position, only as long as the last binding prop passed.
    var bindingSnapshots: [Value?] {
        get { extras?.bindingSnapshots ?? [] }
        set { if newValue.isEmpty && extras == nil { return }; madeExtras.bindingSnapshots = newValue }
    }

    /// What this node finds in its environment: its parent's, plus what the modifiers on it set.
    var environment: [EnvironmentKey: Value] {
        get { extras?.environment ?? [:] }
        set { if newValue.isEmpty && extras == nil { return }; madeExtras.environment = newValue }
    }

    /// The keys the modifiers on this node set; the others it inherits.
    var environmentOwn: Set<EnvironmentKey> {
        get { extras?.environmentOwn ?? [] }
        set { if newValue.isEmpty && extras == nil { return }; madeExtras.environmentOwn = newValue }
    }

    /// The `transformEnvironment` closures on this node, as its parent's last render made them:
    /// run again when the value they transform changes above (§54).
    var environmentTransforms: [EnvironmentKey: TransformCapture] {
        get { extras?.environmentTransforms ?? [:] }
        set { if newValue.isEmpty && extras == nil { return }; madeExtras.environmentTransforms = newValue }
    }

    /// A copy's extras: the original's box, shared until either node changes it, unless it
    /// names nodes of the original's graph (the owner of its modifiers, a screen), which the
    /// copy points to its own: then a box of its own, set in one go.
    func copyExtras(of other: Node) {
        guard let theirs = other.extras else { extras = nil; return }
        extras = theirs.modifierOwner == nil && theirs.screen == nil ? theirs : NodeExtras(copying: theirs)
    }

    /// The box to change: made when first needed, and copied first while another node shares it.
    private var madeExtras: NodeExtras {
        if extras == nil { extras = NodeExtras() } else if !isKnownUniquelyReferenced(&extras) { extras = NodeExtras(copying: extras!) }
        return extras!
    }

    /// Whether `ref` was built: a tap in a run that keeps no log names no node (LeafTapTests).
    var isNamed: Bool { extras?.named != nil }

    /// A built `ref`, boxed: a node that is never named keeps nothing for the name.
    final class Named: Sendable {
        let ref: NodeRef
        init(ref: NodeRef) { self.ref = ref }
    }
}

/// A node's values by name, for the names expressions, steps and bindings use; each finds its
/// position in the component. A name the component does not declare has no value, and setting it
/// keeps nothing (the validator rejects such names before a graph runs).
extension Node {
    /// The value its parent passed as `name`.
    subscript(prop name: String) -> Value? {
        get { componentBox.prop(name).flatMap { self[propAt: $0] } }
        set { if let i = componentBox.prop(name) { self[propAt: i] = newValue } }
    }

    /// The value the holder `name` keeps (or a screen node's own state of that name).
    subscript(holder name: String) -> Value? {
        get { componentBox.holder(name).flatMap { self[holderAt: $0] } }
        set { if let i = componentBox.holder(name) { self[holderAt: i] = newValue } }
    }

    /// The value its parent passed for the prop at `index`, for a caller that found the position.
    subscript(propAt index: Int) -> Value? {
        get { values[index] }
        set { values[index] = newValue }
    }

    /// The value the holder at `index` keeps, for a caller that found the position.
    subscript(holderAt index: Int) -> Value? {
        get { values[componentBox.holdersStart + index] }
        set { values[componentBox.holdersStart + index] = newValue }
    }

    /// Writes the props from the first position on, as `propValues` gave them.
    func restoreProps(_ props: [Value?]) {
        for (i, value) in props.enumerated() { values[i] = value }
    }

    /// The eager holder at `index`'s initial value from the last init.
    subscript(seedAt index: Int) -> Value? {
        get {
            let at = componentBox.keptStart[index]
            return at >= 0 ? values[componentBox.keptBase + at] : nil
        }
        set {
            let at = componentBox.keptStart[index]
            guard at >= 0 else { return }
            values[componentBox.keptBase + at] = newValue
        }
    }

    /// The memo at holder position `index`'s dependency values at its last evaluation, in place;
    /// nil before its first.
    func memoDependencies(at index: Int) -> ArraySlice<Value?>? {
        let at = componentBox.keptStart[index]
        guard at >= 0 else { return nil }
        let from = componentBox.keptBase + at
        guard values[from] != nil else { return nil }
        return values[from ..< from + componentBox.dependencyCounts[index]]
    }

    /// Keeps the memo at holder position `index`'s dependency values, as many as it declares.
    func setMemoDependencies(_ dependencies: [Value], at index: Int) {
        let at = componentBox.keptStart[index]
        guard at >= 0 else { return }
        let from = componentBox.keptBase + at
        // A memo without dependencies is marked evaluated by `.null` in its one place.
        if dependencies.isEmpty { values[from] = .null; return }
        for (i, value) in dependencies.enumerated() { values[from + i] = value }
    }

    /// The value the binding prop `name` carried when it was last passed.
    subscript(bindingSnapshot name: String) -> Value? {
        get { componentBox.prop(name).flatMap { self[bindingSnapshotAt: $0] } }
        set { if let i = componentBox.prop(name) { self[bindingSnapshotAt: i] = newValue } }
    }

    /// The snapshot of the binding prop at this position, for a caller that found the position.
    subscript(bindingSnapshotAt index: Int) -> Value? {
        get { index < bindingSnapshots.count ? bindingSnapshots[index] : nil }
        set { bindingSnapshots.set(newValue, at: index) }
    }
}

private extension Array {
    /// Sets the element at `index`, growing the array with nils to exactly the length it needs:
    /// binding snapshots are kept for a few positions, and one for every prop takes more.
    mutating func set<Wrapped>(_ element: Element, at index: Int) where Element == Wrapped? {
        if index >= count {
            guard element != nil else { return }
            reserveCapacity(index + 1)
            append(contentsOf: repeatElement(nil, count: index - count))
            append(element)
            return
        }
        self[index] = element
    }
}
