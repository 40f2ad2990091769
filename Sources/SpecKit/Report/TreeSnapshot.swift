/// The node tree after one step of a scenario, rebuilt from the event log alone: each identity
/// with the values its parent passed, its holders, what its last render read, and what
/// happened to it during that step.
public struct TreeSnapshot: Sendable {
    /// 0 after launch, then after each script step.
    public var step: Int
    /// `launch`, or the step's summary such as `tap "related action"`.
    public var summary: String
    public var root: Int?
    /// The scene's phase, which it sets above the root (§41).
    public var scenePhase: ScenePhase = .active
    /// The field with the keyboard focus, by its view and title, when a focus holder follows it (§42).
    public var focused: (node: Int, title: String)?
    /// What text fields show as typed, not their bindings' values, by view id and title (§86).
    public var typed: [String: String] = [:]
    public var nodes: [Int: Node] = [:]
    public var models: [Int: Model] = [:]
    /// Each model type's creation count so far.
    public var creations: [String: Int] = [:]
    /// What `UserDefaults` holds, by key: stored at launch or by an `@AppStorage` write.
    public var userDefaults: [String: Value] = [:]
    /// What the scene's storage holds, by key: stored by a `@SceneStorage` write.
    public var sceneStorage: [String: Value] = [:]
    /// Tasks that have not ended, by number.
    public var tasks: [Int: PendingTask] = [:]
    /// Requests started and not answered, in order of start.
    public var requests: [RequestRef] = []
    /// The virtual clock, in milliseconds.
    public var clock = 0
    /// Each node's place among its siblings at its parent's last render, and the count per parent.
    private var initOrder: [Int: Int] = [:]
    private var initsSoFar: [Int: Int] = [:]
    /// Each live node's children as they are created and destroyed, with their creation order;
    /// `children` is sorted from it once per snapshot, not at every init (linear, not quadratic).
    private var childSets: [Int: [Int: Int]] = [:]
    private var created = 0
    /// Where a node of many holders keeps each, by name (`holderIndex`); a node of a few has none.
    private var holderPositions: [Int: [String: Int]] = [:]
    /// At most this many holders a node are found by comparing their names one by one.
    private static let holdersCompared = 8

    /// The number of script steps the log reached.
    public static func stepCount(of events: some Sequence<Event>) -> Int {
        events.reduce(0) { if case .stepStarted = $1 { return $0 + 1 } else { return $0 } }
    }

    /// The tree once `step` (0 = launch) has settled and been checked; nil when the log never reached it.
    public init?(log: EventLog, step: Int) {
        guard step >= 0, step <= Self.stepCount(of: log) else { return nil }
        var replay = Replay(log)
        guard let snapshot = replay.snapshot(after: step) else { return nil }
        self = snapshot
    }

    /// The same, from events in an array.
    public init?(events: [Event], step: Int) {
        self.init(log: EventLog(events), step: step)
    }

    private init() {
        step = 0
        summary = "launch"
    }

    /// Snapshots of one log step after step, each continuing where the last stopped, so that a
    /// picture per step costs the events once in all, not once per step.
    public struct Replay {
        private let events: EventLog
        private var position = 0
        private var current = 0
        private var tree = TreeSnapshot()

        public init(_ log: EventLog) { events = log }

        public init(_ events: [Event]) { self.init(EventLog(events)) }

        /// The tree after `step`, which must not be before the last one asked for; nil when the log never reached it.
        public mutating func snapshot(after step: Int) -> TreeSnapshot? {
            guard step >= current else { return nil }
            while position < events.count {
                let event = events[position]
                if case .stepStarted(let index, let text) = event {
                    if index > step { break }
                    current = index
                    tree.summary = text
                    for id in tree.nodes.keys { tree.nodes[id]?.activity = .unchanged }
                    // A swipe's note belongs to the picture of its own step: the next one drops it.
                    tree.apply(event, inStep: false)
                } else {
                    tree.apply(event, inStep: current == step)
                }
                position += 1
            }
            guard current == step else { return nil }
            var out = tree
            out.step = step
            out.sortChildren()
            return out
        }
    }

    /// Orders each node's children as its parent's last render initialized them.
    private mutating func sortChildren() {
        for (parent, children) in childSets where nodes[parent] != nil {
            nodes[parent]?.children = children.keys.sorted {
                (initOrder[$0, default: 0], children[$0]!) < (initOrder[$1, default: 0], children[$1]!)
            }
        }
    }

    private mutating func mark(_ id: Int, _ activity: Activity, _ now: Bool) {
        guard now, let old = nodes[id]?.activity, activity.strength > old.strength else { return }
        nodes[id]?.activity = activity
    }

    /// Where node `id` keeps its holder `name`: by a table for a node of many holders, where a
    /// search at each of their events made a replay quadratic in them.
    private func holderIndex(_ id: Int, _ name: String) -> Int? {
        if let table = holderPositions[id] { return table[name] }
        return nodes[id]?.holders.firstIndex { $0.name == name }
    }

    private mutating func addHolder(_ holder: Holder, to id: Int) {
        guard let count = nodes[id]?.holders.count else { return }
        nodes[id]?.holders.append(holder)
        if holderPositions[id] != nil {
            holderPositions[id]?[holder.name] = count
        } else if count + 1 > Self.holdersCompared, let holders = nodes[id]?.holders {
            holderPositions[id] = Dictionary(holders.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
        }
    }

    /// Changes the holder `name` of node `id`, when it has one.
    private mutating func updateHolder(_ id: Int, _ name: String, _ change: (inout Holder) -> Void) {
        guard let index = holderIndex(id, name) else { return }
        change(&nodes[id]!.holders[index])
    }

    private mutating func apply(_ event: Event, inStep now: Bool) {
        switch event {
        case .created(let ref):
            nodes[ref.id] = Node(ref: ref)
            holderPositions[ref.id] = nil
            switch ref.component {
            case "sheet", "full-screen-cover", "popover", "alert", "confirmation-dialog": nodes[ref.id]?.screen = "not presented"
            case "navigation-destination": nodes[ref.id]?.screen = "not pushed"
            case "NavigationStack": nodes[ref.id]?.screen = "path []"
            default: break
            }
            if let parent = ref.parent {
                if nodes[parent] != nil { childSets[parent, default: [:]][ref.id] = created }
                created += 1
            } else {
                root = ref.id
            }
            mark(ref.id, .created, now)
        case .destroyed(let ref, _):
            nodes[ref.id] = nil
            childSets[ref.id] = nil
            holderPositions[ref.id] = nil
            if let parent = ref.parent { childSets[parent]?[ref.id] = nil }
            if root == ref.id { root = nil }
        case .initialized(let ref, let arguments):
            nodes[ref.id]?.arguments = arguments
            // A parent's render inits its children in body order, for-each rows included.
            if let parent = ref.parent {
                initOrder[ref.id] = initsSoFar[parent, default: 0]
                initsSoFar[parent, default: 0] += 1
            }
        case .holder(let ref, let name, let kind, let decision):
            let (value, dependencies) = Self.stored(decision)
            if let index = holderIndex(ref.id, name) {
                nodes[ref.id]?.holders[index].value = value
                nodes[ref.id]?.holders[index].dependencies = dependencies
            } else {
                var holder = Holder(name: name, kind: kind, value: value, dependencies: dependencies)
                if case .storage(let key, _, _) = decision { holder.key = key }
                addHolder(holder, to: ref.id)
            }
        case .stateWritten(let ref, let name, _, let new):
            updateHolder(ref.id, name) { $0.value = new }
        case .didSetDeclared(let ref, let name, let source):
            updateHolder(ref.id, name) { $0.didSet = "didSet { \(source) }" }
        case .didSetRan(let ref, let name, let old, _, let source):
            updateHolder(ref.id, name) { $0.didSet = "didSet { \(source) } ran, oldValue \(old.literal)" }
        case .didSetSkipped(let ref, let name, let binding):
            updateHolder(ref.id, name) { $0.didSet = "didSet not run: written through \(binding)" }
        case .willSetDeclared(let ref, let name, let source):
            updateHolder(ref.id, name) { $0.willSet = "willSet { \(source) }" }
        case .willSetRan(let ref, let name, _, let new, let source):
            updateHolder(ref.id, name) { $0.willSet = "willSet { \(source) } ran, newValue \(new.literal)" }
        case .willSetSkipped(let ref, let name, let binding):
            updateHolder(ref.id, name) { $0.willSet = "willSet not run: written through \(binding)" }
        case .rendered(let ref, _):
            nodes[ref.id]?.rowReads = []
            nodes[ref.id]?.staleInvariant = nil
            nodes[ref.id]?.controls = []
            initsSoFar[ref.id] = 0
            nodes[ref.id]?.bodyRan = true
            mark(ref.id, .rendered, now)
        case .controls(let ref, let controls):
            nodes[ref.id]?.controls = controls
        case .stale(let ref, let invariant):
            nodes[ref.id]?.staleInvariant = invariant
        case .refresh(let ref, _):
            nodes[ref.id]?.refreshable = true
        case .scenePhaseChanged(_, let new):
            scenePhase = new
        case .taskStarted, .taskSuspended, .taskResumed, .taskCancelled, .taskEnded,
             .requestStarted, .requestCompleted, .requestFailed, .requestDiscarded, .requestCancelled:
            applyTask(event)
        case .subscribed(let ref, let name):
            nodes[ref.id]?.receives = name
        case .timerStarted(let ref, let every, _):
            nodes[ref.id]?.timerEvery = every
        case .timerStopped(let ref):
            nodes[ref.id]?.timerEvery = nil
        case .clockAdvanced(_, let to):
            clock = to
        case .skipped(let ref):
            mark(ref.id, .skipped, now)
        case .read(let ref, let dependencies):
            nodes[ref.id]?.reads = dependencies
        case .rowRead(let ref, let row, let dependencies):
            // A row built again replaces what it read before.
            nodes[ref.id]?.rowReads.removeAll { $0.row == row }
            nodes[ref.id]?.rowReads.append((row, dependencies))
        case .modelCreated(let ref, _, let fields, let count):
            models[ref.id] = Model(ref: ref, fields: fields)
            creations[ref.type] = count
        case .fieldWritten(let ref, let field, _, let new):
            if let index = models[ref.id]?.fields.firstIndex(where: { $0.label == field }) {
                models[ref.id]?.fields[index].value = new
            } else {
                models[ref.id]?.fields.append(Argument(label: field, value: new))
            }
        case .stream(let event):
            models[event.instance.id]?.streams[event.name] = event.pictured
        case .methodCalled(_, let instance, let name, let arguments, _, _):
            models[instance.id]?.lastCall = "\(name)(\(arguments.map { "\($0.label): \($0.value.literal)" }.joined(separator: ", ")))"
        case .environmentSet(let ref, let key, _, let new, let owner):
            nodes[ref.id]?.environment[key] = new
            nodes[ref.id]?.environmentSetters[key] = owner?.component
        case .environmentTransformed(let ref, let key, let inherited, _, let new, let source, _):
            nodes[ref.id]?.environment[key] = new
            nodes[ref.id]?.transformed[key] = "`\(source)` on \(inherited.literal)"
        case .dismissLockSet(let ref, let source, let locked):
            nodes[ref.id]?.dismissLock = ".interactiveDismissDisabled(\(source)) = \(locked)"
        case .valueStored(let key, _, let new, _):
            if key.store == .userDefaults { userDefaults[key.name] = new } else { sceneStorage[key.name] = new }
            // Every holder of the key shows the stored value now.
            for (id, node) in nodes where node.holders.contains(where: { $0.key == key }) {
                for index in node.holders.indices where node.holders[index].key == key { nodes[id]?.holders[index].value = new }
            }
        case .stepStarted:
            // A swipe is shown in the picture of its own step only.
            for id in nodes.keys where nodes[id]?.rowEdit != nil { nodes[id]?.rowEdit = nil }
            for id in nodes.keys where nodes[id]?.swipeRefused != nil { nodes[id]?.swipeRefused = nil }
        case .swipedToDelete(let ref, let row, let offset, _):
            nodes[ref.id]?.rowEdit = "row \(row) swiped to delete: .onDelete ran with offsets [\(offset)]"
        case .draggedToMove(let ref, let row, let from, let destination, _, _):
            nodes[ref.id]?.rowEdit = "row \(row) dragged: .onMove ran with source [\(from)], destination \(destination)"
        case .swipedRow(let ref, let row, _, let button, _, _, _):
            nodes[ref.id]?.rowEdit = "row \(row) swiped: its swipe action [\(button)] ran"
        case .selectedRow(let ref, let row, _, let binding, let value, let again):
            nodes[ref.id]?.rowEdit = "row \(row) tapped: \(binding) = \(value.literal)\(again ? ", as it was" : "")"
        case .scenarioStarted, .tapped, .tapIgnored, .inputApplied, .actionRan, .constantBound, .variableSet, .readBeforeAwait, .loopRan, .branchChosen, .caseChosen, .caseRan, .writtenInPlace, .writtenUncompared, .stateUnchanged, .fieldUnchanged, .storedBack, .errorSwallowed, .errorCaught, .errorCaughtAtOnce, .errorPassedBy, .deferRan, .passStarted, .passEnded,
             .invalidated, .expectationChecked, .enabledChecked, .handlerRan, .closureCalled, .closureEnvironment, .capturedBindingUsed, .objectWillChange, .cancelIgnored, .chainStopped, .fieldDidSetRan, .fieldWillSetRan, .methodReturned, .structMethodCalled, .structMethodValueRead, .structMethodLeftEqual,
             .methodValueRead,   // a read, shown as the body's reads
             .customBindingUsed,   // what the getter read arrives as the reader's reads
             .taskKept, .taskWaitsOffScreen, .taskGroup, .preferenceUnchanged, .preferenceAbsent, .lateWrite, .writeToGoneView, .dismissReachedNothing, .dismissOfPresenter, .timerFired, .posted, .received, .publishedReceived, .publishedDelivered, .missed, .rowInvalidated,
             .contentBuilt, .contentPlaced, .contentCalled,   // the content's children show what happened to them
             .sceneMoved, .waitsWhileSuspended, .runsAgain, .rowRebuilt, .forEachCompared:   // the body did not run: the row's children show what happened to them
            break
        case .fieldText(let f):
            typed["\(f.node.id)/\(f.control)"] = f.kind == .kept ? f.typed : nil
        case .focusMoved(let move):
            focused = move.to.map { (move.node.id, $0) }
        case .comparedByEquals(let ref, let compared, _):
            nodes[ref.id]?.comparedByEquals = compared
        case .onChangeCompared(_, let child, let value, _, let new):
            if let index = nodes[child.id]?.onChange.firstIndex(where: { $0.label == value }) {
                nodes[child.id]?.onChange[index].value = new
            } else {
                nodes[child.id]?.onChange.append(Argument(label: value, value: new))
            }
        case .screen(let ref, let change):
            applyScreen(change, to: ref.id)
        }
    }
}
