/// What a node keeps for its modifiers, task, environment and screen, its name and the order of
/// its reads for the log: about 100 bytes that most nodes of a large tree never set. A copied
/// graph's node shares its original's box until either changes it (`Node.madeExtras`), unless
/// the box names the original graph's nodes.
final class NodeExtras {
    // `@exclusivity(unchecked)`, as Node's properties are, for the same reason.
    @exclusivity(unchecked) var handlerLocals: [String: Value] = [:]
    @exclusivity(unchecked) var onChangeValues: [Value] = []
    @exclusivity(unchecked) var preferenceValues: [Value] = []
    @exclusivity(unchecked) var reportedPreferences: [Value?] = []
    @exclusivity(unchecked) var contentOutputs: [String: [Node.Output]] = [:]
    @exclusivity(unchecked) var contentPass = 0
    @exclusivity(unchecked) var contentClosures: [String: ContentClosure] = [:]
    @exclusivity(unchecked) var taskID: Value?
    /// The value of its `.animation(_:value:)` at the parent's last render (§57).
    @exclusivity(unchecked) var animationValue: Value?
    @exclusivity(unchecked) var taskNumber: Int?
    @exclusivity(unchecked) var bindingSnapshots: [Value?] = []
    @exclusivity(unchecked) var environment: [EnvironmentKey: Value] = [:]
    @exclusivity(unchecked) var environmentOwn: Set<EnvironmentKey> = []
    @exclusivity(unchecked) var environmentTransforms: [EnvironmentKey: TransformCapture] = [:]
    weak var modifierOwner: Node?
    @exclusivity(unchecked) var screen: ScreenState?
    /// The node's `ref`, once something asked for it: a copy's node shares it.
    @exclusivity(unchecked) var named: Node.Named?
    /// The node's reads in the order its body made them; kept only when recording.
    @exclusivity(unchecked) var readOrder: [Dependency] = []

    init() {}

    init(copying other: NodeExtras) {
        handlerLocals = other.handlerLocals
        onChangeValues = other.onChangeValues
        preferenceValues = other.preferenceValues
        reportedPreferences = other.reportedPreferences
        contentOutputs = other.contentOutputs
        contentPass = other.contentPass
        contentClosures = other.contentClosures
        taskID = other.taskID
        animationValue = other.animationValue
        taskNumber = other.taskNumber
        bindingSnapshots = other.bindingSnapshots
        environment = other.environment
        environmentOwn = other.environmentOwn
        environmentTransforms = other.environmentTransforms
        modifierOwner = other.modifierOwner
        screen = other.screen
        named = other.named
        readOrder = other.readOrder
    }
}
