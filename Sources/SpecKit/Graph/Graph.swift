/// The view graph of one scenario: mounts the root, runs taps, and re-renders what a write
/// invalidated, in top-down passes, until the screen settles. Every decision becomes an `Event`,
/// kept in `events` when the graph is recording.
public final class Graph {
    // Stored properties are `@exclusivity(unchecked)`: a graph belongs to one thread, and the
    // run-time check on each access of a class property was 7–10% of exploring's time. The
    // accesses were checked dynamically (with every test passing) before the checks came off.
    /// The spec and the scenario, in one box a graph shares with its copies: held by value, each
    /// copy retained every list of both (about 30 reference counts), and every thread's copies
    /// wrote those counts on the same shared objects. An exploring thread gives a graph another
    /// thread made its own copy of them (`adopt`).
    @exclusivity(unchecked) var declared: Declared
    /// The spec, read in place in the box.
    var spec: Spec { _read { yield declared.spec } }
    /// The scenario, read in place in the box.
    var scenario: Scenario { _read { yield declared.scenario } }
    let limits: Limits
    /// Whether `events` keeps the log. `spec run` and `spec check` need only counters, the screen
    /// and the errors; traces, reports, tables and graphs read the log. Not recording, no event
    /// value is even built.
    public let recording: Bool
    /// What happened, in order; empty unless `recording`.
    @exclusivity(unchecked) public private(set) var events = EventLog()
    /// Events that happened, recorded or not: the bound on a scenario's total work counts them.
    @exclusivity(unchecked) public internal(set) var eventCount = 0
    /// Texts and buttons renders have shown: work that makes no event, bounded with the events.
    @exclusivity(unchecked) var shownItems = 0
    /// State and field writes so far, to a live view or a gone one, recorded or not: how a task's
    /// late write is found without reading the log.
    @exclusivity(unchecked) var writeCount = 0
    /// `=` writes of the value an `@Observable` field holds, of a type its setter compares: the
    /// toolchain decides whether they notify (semantics §4), so a failure after one may be its.
    @exclusivity(unchecked) var equalAssignments = 0
    /// `task` modifiers whose code started while other queued actions or tasks were waiting: the
    /// toolchain decides which runs first (semantics §27.1), so a failure after one may be its.
    @exclusivity(unchecked) var taskStartsAmongActions = 0

    @exclusivity(unchecked) var root: Node?
    @exclusivity(unchecked) var models = ModelStore()
    /// The store's size at which the next sweep is due (Sweep.swift).
    @exclusivity(unchecked) var nextSweep = Graph.smallestSweep
    /// Sweeps at every chance instead of when due: for tests that prove a sweep changes nothing.
    @exclusivity(unchecked) var sweepsAlways = Graph.sweepingAlways
    /// Whether an instance may have become garbage since the last sweep: set by whatever can drop
    /// a value or build one that nothing keeps (a step, a write, a re-init, a destroyed view, a
    /// construction); mounting new views alone leaves it clear (Sweep.swift).
    @exclusivity(unchecked) var mayHoldGarbage = false
    /// Values dropped during the step whose instances may be free now (Release.swift); empty
    /// between steps.
    @exclusivity(unchecked) var released: [ModelRef] = []
    /// Each declared component's declaration in the box its nodes share.
    @exclusivity(unchecked) var componentBoxes: [String: ComponentBox] = [:]
    @exclusivity(unchecked) var nextNodeID = 1
    /// The next context number of a closure that captures: each evaluation of its literal is new.
    @exclusivity(unchecked) var nextClosureContext = 1
    /// Nodes in the view graph now.
    @exclusivity(unchecked) public internal(set) var nodeCount = 0
    /// What `UserDefaults` holds, by key: the scenario's values at launch, then what
    /// `@AppStorage` holders wrote. Kept by the app, so it outlives every view (Storage.swift).
    @exclusivity(unchecked) var userDefaults: [String: Value] = [:]
    /// What the scene's storage holds, by key: what `@SceneStorage` holders wrote in this launch.
    /// Kept by the scene, apart from `UserDefaults` (Storage.swift, semantics §44).
    @exclusivity(unchecked) var sceneStorage: [String: Value] = [:]
    /// Which nodes' last render read each dependency, but a node's reads of its own holders
    /// (bits of the node).
    @exclusivity(unchecked) var readers: [ReadKey: ReaderSet] = [:]
    /// The numbers read keys give the names of the rarer dependencies (ReadKey.swift).
    @exclusivity(unchecked) var readNames: [Dependency: Int] = [:]
    @exclusivity(unchecked) var nodes = NodeTable()
    /// Nodes destroyed while a task could still write to them, for the trace's "view is gone".
    @exclusivity(unchecked) var goneNodes: [Int: NodeRef] = [:]
    /// The state of gone views their code wrote after they went, by node and holder: one location
    /// for every closure and binding that holds it, read back as stored (§27.5, GoneStorage.swift).
    @exclusivity(unchecked) var goneValues: [Int: [String: Value]] = [:]
    /// The nodes destroyed in this step: a presentation's host is torn down at the step's end, so
    /// its content's on-disappear still stores what it writes (§27.5). Empty between steps.
    @exclusivity(unchecked) var goneThisStep: Set<Int> = []
    /// The labels on screen; nodes keep it current when their output changes.
    @exclusivity(unchecked) var screenIndex = ScreenIndex()
    /// Nodes whose body must run again, with the first reason found.
    @exclusivity(unchecked) var invalid = InvalidNodes()
    @exclusivity(unchecked) var pass = 0
    /// The node whose body is being evaluated; reads are recorded for it. nil in actions.
    @exclusivity(unchecked) var reader: Node?
    /// For-each rows whose content read an @Observable value, by number (ForEachRows.swift).
    @exclusivity(unchecked) var rows: [Int: ForEachRow] = [:]
    /// Each node's kept rows, by number: a render drops its node's without looking at the others.
    @exclusivity(unchecked) var rowsByNode: [Int: [Int]] = [:]
    @exclusivity(unchecked) var nextRowID = 1
    /// Rows whose content must run again, with the first reason found.
    @exclusivity(unchecked) var invalidRows: [Int: Invalidation] = [:]
    /// The @Observable reads of the row being built now; nil outside rows.
    @exclusivity(unchecked) var rowBuilding: ReadSet?
    /// The same reads as the log names them, in order; kept only when recording.
    @exclusivity(unchecked) var rowReadOrder: [Dependency] = []
    /// Each node's for-eaches its last render could keep at the next, by node id (§95).
    @exclusivity(unchecked) var keptLoops: [Int: [KeptLoop]] = [:]
    /// The for-eaches of the body being rendered now; empty between renders.
    @exclusivity(unchecked) var loopsInRender = LoopsInRender()
    /// Where the output being built starts in its node's output: 0 but while one row is rebuilt.
    @exclusivity(unchecked) var rowBase = 0
    /// Modifier actions waiting for the end of the pass.
    @exclusivity(unchecked) var pending: [Handler] = []
    /// How many screen nodes (presentations, stacks, tab views, pushed screens) were made; with
    /// none, every live node's output is on screen and the screen index answers alone.
    @exclusivity(unchecked) var screenCount = 0
    /// Handlers run since the step began, for the message when a step never settles: their
    /// kinds, views' paths and where their statements are written, put into words only for that
    /// message; `inTask` when the statements only start Tasks, so that what they write is written later, in those.
    @exclusivity(unchecked) var lastHandlers: [(kind: String, path: String, location: Location?, inTask: Bool)] = []
    /// A render of this pass evaluated a `preference:` value (§47): the trace then says which
    /// readers' values stayed the same.
    @exclusivity(unchecked) var preferencesEvaluated = false
    /// The holders whose `didSet` is running now, innermost last (Observers.swift, §53).
    @exclusivity(unchecked) var runningObservers: [BindingRef] = []
    /// The model fields whose `didSet` is running now, innermost last (FieldObservers.swift, §64).
    @exclusivity(unchecked) var runningFieldObservers: [FieldRef] = []
    /// The model methods running now, innermost last (ModelMethods.swift, §62).
    @exclusivity(unchecked) var runningMethods: [String] = []
    /// Computed properties, closures and methods running within one another (`Limits.evaluationDepth`).
    @exclusivity(unchecked) var nestedCalls = 0
    /// While a body of a recorded run reads a method's value: what the method read, for the
    /// trace's why (§62). nil otherwise, so nothing is collected on any other path.
    @exclusivity(unchecked) var valueReads: [String]?
    /// While a view's init runs, its first or a later one, before SwiftUI installs the new
    /// value's environment: an entry read there has its default, and an environment object is
    /// missing whatever an ancestor supplies (§17).
    @exclusivity(unchecked) var inFirstInit = false
    /// A `navigation-destinations:` node was made: a stack then looks for declarations in its
    /// screens, which it never does otherwise (§68).
    @exclusivity(unchecked) var declaresDestinations = false
    /// While a flag's destination is pushed: the views its closure built at the writing body's
    /// last render, which the push installs instead of initializing them again (§30).
    var prebuiltToInstall: [PrebuiltView]?
    /// The loops a post has handed its value to and whose turn has not come: cancelled meanwhile,
    /// each still runs its body with the value it was given (§46).
    @exclusivity(unchecked) var handedValue: Set<Int> = []
    /// A screen went away in this pass: the views it covered are looked at after it (§24).
    @exclusivity(unchecked) var appearanceDue = false
    /// A `withAnimation` with an animation ran since the last handlers did: the views the next
    /// passes remove leave with a removal transition, and their on-disappear waits for its end (§57).
    @exclusivity(unchecked) var animating = false
    /// The views whose `.animation(_:value:)` value changed in this update, each with whether its
    /// animation is one (false for `.animation(nil, value:)`): what their subtrees remove leaves
    /// with a removal transition, or at once, the nearest such view deciding (§57).
    @exclusivity(unchecked) var animatedNodes: [Int: Bool] = [:]
    /// The on-disappear of views removed in `withAnimation`, popped, or taken off screen by a
    /// push or a full-screen cover (and a dismissed cover's on-dismiss), waiting for their
    /// transitions to end: after the step has otherwise settled (§24, §57).
    @exclusivity(unchecked) var endingTransitions: [Handler] = []
    /// The tasks of views removed in `withAnimation`, popped, or taken off screen by a push or a
    /// full-screen cover, cancelled as those views disappear, when their transitions end (§24,
    /// §57); empty between steps.
    @exclusivity(unchecked) var endingTasks: [EndingTask] = []
    /// Sleeps of 0 ms are resuming before the transitions of the step end: the settling their
    /// resumptions do leaves those transitions to the settling that fired them (§24).
    @exclusivity(unchecked) var transitionsWaitForSleeps = false
    /// Presentations made in this pass with the views they are written on, their bindings on:
    /// presented in the next pass, once those views have appeared (§22); empty between steps.
    @exclusivity(unchecked) var presentationsAwaitingPresenter: [Int] = []
    /// The text field with the keyboard focus, if any (Focus.swift).
    @exclusivity(unchecked) var focusedField: FocusedField?
    /// Text fields that show what was typed, not their bindings' values: nil while none does,
    /// which is almost always (TypedText.swift, §86).
    @exclusivity(unchecked) var typedTexts: [TypedText]?
    /// The field a keystroke is being typed into, during its update; nil between updates.
    @exclusivity(unchecked) var typing: TypedText?
    /// The pickers a recorded run's renders showed, by the view whose body writes them, each
    /// with the untagged selection the trace last told of; nil while none is (PickerTags.swift, §14).
    @exclusivity(unchecked) var followedPickers: [Int: [FollowedPicker]]?
    /// The rows and controls exploring found on this settled screen, for the step tried next (FoundOnScreen.swift).
    @exclusivity(unchecked) var foundOnScreen: FoundOnScreen?
    /// Per component: inits, renders and stale renders so far.
    @exclusivity(unchecked) var measureTable = MeasureTable()
    @exclusivity(unchecked) var publisherSubscriptions: [Int: PublisherSubscription] = [:]   // by node id (PublishedReceiving.swift)
    /// The export's types of the spec, for an equal write's check and a nil placed with
    /// `.environment(_:)` (ExportTypes.swift); nil until a rule asks.
    @exclusivity(unchecked) var inferredTypes: ExportTypes?
    /// The same by component and measure, the ones not yet counted left out.
    var measures: [String: [Measure: Int]] { measureTable.byComponent }

    // Time and tasks (Tasks.swift, Clock.swift).
    /// Tasks that have not finished, by number.
    @exclusivity(unchecked) var tasks: [Int: RunningTask] = [:]
    @exclusivity(unchecked) var taskCount = 0
    /// The task whose code runs now; `Task.isCancelled` reads its flag.
    @exclusivity(unchecked) var running: Int?
    /// Unstructured tasks created by the code running now, to start when it returns.
    @exclusivity(unchecked) var spawned: [Int] = []
    /// `defer` bodies of closures and blocks that tasks left, in the order they run, waiting for
    /// the code that left them to be done with the task's state (§77; Defers.swift).
    @exclusivity(unchecked) var deferredRuns: [DeferredRun] = []
    /// A run error met where nothing can throw it (a `catch`'s `where`, asked as a cancel reaches
    /// a suspended task): thrown when the tasks start next (§81).
    @exclusivity(unchecked) var pendingFailure: Diagnostic?
    /// What ended tasks' closures returned, by number, for `await pending?.value` (§67).
    @exclusivity(unchecked) var taskValues: [Int: Value] = [:]
    /// How each kept throwing task that failed ended, by number: `try await` of its value throws
    /// its error (§73).
    @exclusivity(unchecked) var taskFailures: [Int: TaskEnd] = [:]
    /// Turns the `for … in` loops running at once may still take, while one runs; nil between
    /// them (§85; Loops.swift).
    @exclusivity(unchecked) var loopTurnsLeft: Int?
    /// The script's step being run, as a failure names it (`step 2 (tap "add a")`), for an error
    /// whose cause is the step's update rather than a statement's place: two rows with one id
    /// (§7): 0 at launch; nil in a copy, which exploring runs its own steps on and names itself.
    @exclusivity(unchecked) var stepRunning: (index: Int, summary: String)?
    /// The value a `return e` just gave, for the code that leaves the method or closure it ends.
    @exclusivity(unchecked) var returnedValue: Value?
    /// Requests started and not yet completed, in order of start.
    @exclusivity(unchecked) var pendingRequests: [PendingRequest] = []
    @exclusivity(unchecked) var requestCount = 0
    /// The virtual clock, in milliseconds since launch.
    @exclusivity(unchecked) var now = 0
    @exclusivity(unchecked) var schedule: [Scheduled] = []
    @exclusivity(unchecked) var scheduleOrder = 0
    /// `Tasks.started`, `Requests.cancelled`, …: counts named as assertions read them.
    @exclusivity(unchecked) var asyncMeasures: [String: Int] = [:]

    /// `keyingStates` for a graph whose states `stateKey()` will tell apart (`spec explore`).
    public convenience init(spec: Spec, scenario: Scenario, limits: Limits = .standard, recording: Bool = true, keyingStates: Bool = false) {
        self.init(Declared(spec: spec, scenario: scenario, keyingStates: keyingStates), limits: limits, recording: recording)
    }

    /// A graph of the declarations another graph holds: a copy's.
    init(_ declared: Declared, limits: Limits, recording: Bool) {
        self.declared = declared
        self.limits = limits
        self.recording = recording
    }

    /// What a graph and its copies read of the file and never change.
    final class Declared: Sendable {
        let spec: Spec
        let scenario: Scenario
        /// Each model field's `didSet`, by type and field: empty for most specs, so a write
        /// looks for one only where some field has it (§64).
        let fieldObservers: [String: [String: DidSetDecl]]
        /// Each model field's `willSet`, the same way (§70).
        let fieldWillSets: [String: [String: DidSetDecl]]
        /// The measures an explored state's key holds: those the scenario's `always:` or the app
        /// reads (KeyedMeasures.swift); empty for most specs, and for a graph no state is keyed of.
        let keyedMeasures: [MeasureRead]

        /// `keyingStates` for a graph whose states `spec explore` tells apart by key; other
        /// commands never ask, so they skip working out what the key holds.
        init(spec: Spec, scenario: Scenario, keyingStates: Bool = false) {
            self.spec = spec
            self.scenario = scenario
            var observers: [String: [String: DidSetDecl]] = [:], willSets: [String: [String: DidSetDecl]] = [:]
            for model in spec.models {
                for field in model.fields {
                    if let d = field.didSet { observers[model.name, default: [:]][field.name] = d }
                    if let w = field.willSet { willSets[model.name, default: [:]][field.name] = w }
                }
            }
            fieldObservers = observers
            fieldWillSets = willSets
            keyedMeasures = keyingStates ? spec.keyedMeasures(of: scenario) : []
        }
    }

    /// Counts an event, and keeps it when recording; the autoclosure means an event nobody
    /// reads costs no allocation, copy or string.
    func emit(_ event: @autoclosure () -> Event) {
        eventCount += 1
        if recording { events.append(event()) }
    }

    /// Stops a scenario whose work passed the limit; called inside renders and loops too, so one
    /// huge pass cannot run away before the pass ends.
    func checkWork(at location: Location) throws {
        if eventCount + shownItems > limits.events {
            throw Diagnostic("the scenario recorded more than \(limits.events) events (renders, inits, writes, texts shown)",
                             at: location, hint: "a run this long is likely a runaway; docs/limits.md lists the limits")
        }
    }

    /// A fresh context for a closure that captures, so it equals no earlier closure.
    func newClosureContext() -> Int {
        defer { nextClosureContext += 1 }
        return nextClosureContext
    }

    /// Mounts the root component and settles: the app's first frame.
    public func launch(at location: Location) throws {
        emit(.scenarioStarted(name: scenario.name, toolchain: scenario.toolchain))
        guard let box = declaredBox(scenario.resolve(scenario.root)) else {
            throw Diagnostic("root component '\(scenario.root)' is not declared", at: scenario.rootLocation)
        }
        try installUserDefaults()
        pass = 1
        emit(.passStarted(pass))
        // The root's init runs before its environment is installed, as any view's does.
        inFirstInit = true
        defer { inFirstInit = false }
        let node = try create(box, parent: nil, slot: nil, arguments: [], at: scenario.rootLocation)
        inFirstInit = false
        root = node
        try render(node, cause: .created)
        emit(.passEnded(pass))
        lastHandlers = []
        try updateAppearance()
        if !spec.preferenceKeys.isEmpty { try updatePreferences() }
        try runHandlers()
        try settle(at: location)
        try fireDueNow(at: location)
        endStep()
    }

    // MARK: - Nodes

    /// The box a component declared in the spec shares among its nodes; nil when the spec does
    /// not declare it. Found by the graph's own table: the spec's lookup returned a copy of the
    /// declaration at every init.
    func declaredBox(_ name: String) -> ComponentBox? {
        if let known = componentBoxes[name] { return known }
        guard let decl = spec.component(named: name) else { return nil }
        let box = ComponentBox(decl, eager: isEager)
        componentBoxes[name] = box
        return box
    }

    /// A new node of a declared component (its shared box), or of a screen's made-up declaration,
    /// which gets a box of its own.
    func register(_ decl: ComponentDecl, box shared: ComponentBox? = nil, ownState: [String] = [], parent: Node?, slot: Slot?,
                  at location: Location) throws -> Node {
        nodeCount += 1
        if nodeCount > limits.graphNodes {
            throw Diagnostic("more than \(limits.graphNodes) nodes in the view graph", at: location,
                             hint: "a tree this large is likely a runaway; docs/limits.md lists the limits")
        }
        if let parent, parent.depth + 1 >= limits.viewDepth {
            throw Diagnostic("components nest deeper than \(limits.viewDepth) levels", at: location,
                             hint: "a tree this deep is likely a runaway; docs/limits.md lists the limits")
        }
        try checkID(nextNodeID, at: location)
        var box = shared ?? ComponentBox(decl, ownState: ownState, eager: isEager)
        // The node keeps its slot's component in its box: a screen's box is its own, and a
        // declared component's slots name it (a box of its own, should one not).
        if let slot, slot.component != box.slotName {
            if shared != nil { box = ComponentBox(decl, ownState: ownState, eager: isEager) }
            box.slotName = slot.component
        }
        let node = Node(id: nextNodeID, component: box, parent: parent, slot: slot)
        nextNodeID += 1
        nodes[node.id] = node
        return node
    }

    /// Node and model ids are kept in 32 bits (a screen item, a read key, an instance's serial) and
    /// never reused. Creations along one explored path are bounded only by its depth times the work
    /// a step may do, so the next id is checked rather than trusted.
    func checkID(_ next: Int, at location: Location) throws {
        if next > idBound {
            throw Diagnostic("the scenario made more than \(idBound) views and models", at: location,
                             hint: "ids are never reused; explore fewer steps (--depth, --max-states); docs/limits.md lists the limits")
        }
    }

    /// The last id a node or an instance may take.
    var idBound: Int { min(limits.ids, Int(Int32.max)) }

    /// Evaluates an assertion over measures; returns whether it holds and the measures it read.
    public func check(_ assertion: Expr) throws -> (holds: Bool, values: [String]) {
        reader = nil
        let scope = MeasureScope(graph: self)
        guard case .bool(let holds) = try Evaluator.evaluate(assertion, in: scope) else {
            throw Diagnostic("an assertion must be true or false; \(assertion.source.quotable) is not", at: assertion.location)
        }
        var values: [String] = []
        func collect(_ e: Expr) {
            switch e.kind {
            // `Header.renders`, `Screen.items.count`, `Screen.todos[0].title`: the whole read.
            case .member, .index:
                // A read written twice (`Search.query == "" || … + Search.query`) is listed once.
                if SpecValidator.rootName(of: e) != nil, let v = try? Evaluator.evaluate(e, in: scope) {
                    // As a literal, as every message shows a value: an empty string is `""`.
                    let read = "\(e.source) is \(v.literal)"
                    if !values.contains(read) { values.append(read) }
                }
            // `Screen.items.contains(3)`: the values the call computed from.
            case .call(let base, _, let args): base.map(collect); args.forEach { collect($0.value) }
            case .unary(_, let x): collect(x)
            case .binary(_, let a, let b): collect(a); collect(b)
            case .conditional(let c, let a, let b): collect(c); collect(a); collect(b)
            default: break
            }
        }
        collect(assertion)
        return (holds, values)
    }
}
