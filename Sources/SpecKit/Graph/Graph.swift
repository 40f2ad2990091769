/// The view graph of one scenario: mounts the root, runs taps, and re-renders what a write
/// invalidated, in top-down passes, until the screen settles. Every decision becomes an `Event`.
public final class Graph {
    let spec: Spec
    let scenario: Scenario
    let limits: Limits
    public private(set) var events: [Event] = []

    var root: Node?
    var models = ModelStore()
    var nextNodeID = 1
    /// The next context number of a closure that captures: each evaluation of its literal is new.
    var nextClosureContext = 1
    var nodeCount = 0
    /// Which nodes' last render read each dependency.
    var readers: [Dependency: Set<Int>] = [:]
    var nodes: [Int: Node] = [:]
    /// Nodes destroyed while a task could still write to them, for the trace's "view is gone".
    var goneNodes: [Int: NodeRef] = [:]
    /// The labels on screen; nodes keep it current when their output changes.
    var screenIndex = ScreenIndex()
    /// Nodes whose body must run again, with the first reason found.
    var invalid: [Int: RenderCause] = [:]
    var pass = 0
    /// The node whose body is being evaluated; reads are recorded for it. nil in actions.
    var reader: Node?
    /// Modifier actions waiting for the end of the pass.
    var pending: [Handler] = []
    /// How many screen nodes (presentations, stacks, tab views, pushed screens) were made; with
    /// none, every live node's output is on screen and the screen index answers alone.
    var screenCount = 0
    /// Handlers run since the step began, for the message when a step never settles.
    var lastHandlers: [String] = []
    /// Per component: inits, renders and stale renders so far.
    var measures: [String: [Measure: Int]] = [:]

    // Time and tasks (Tasks.swift, Clock.swift).
    /// Tasks that have not finished, by number.
    var tasks: [Int: RunningTask] = [:]
    var taskCount = 0
    /// The task whose code runs now; `Task.isCancelled` reads its flag.
    var running: Int?
    /// Unstructured tasks created by the code running now, to start when it returns.
    var spawned: [Int] = []
    /// Requests started and not yet completed, in order of start.
    var pendingRequests: [PendingRequest] = []
    var requestCount = 0
    /// The virtual clock, in milliseconds since launch.
    var now = 0
    var schedule: [Scheduled] = []
    var scheduleOrder = 0
    /// `Tasks.started`, `Requests.cancelled`, …: counts named as assertions read them.
    var asyncMeasures: [String: Int] = [:]

    public init(spec: Spec, scenario: Scenario, limits: Limits = .standard) {
        self.spec = spec
        self.scenario = scenario
        self.limits = limits
    }

    /// Whether events are kept; exploring turns it off, and then no event is even built.
    var records = true
    /// Events emitted so far, kept or not, and the texts and buttons renders built: the
    /// scenario's total work, bounded by `Limits.events`.
    var emitted = 0

    func emit(_ event: @autoclosure () -> Event) {
        emitted += 1
        if records { events.append(event()) }
    }

    /// Stops a scenario whose work passed the limit; called inside renders and loops too, so one
    /// huge pass cannot run away before the pass ends.
    func checkWork(at location: Location) throws {
        if emitted > limits.events {
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
        guard let decl = spec.component(named: scenario.resolve(scenario.root)) else {
            throw Diagnostic("root component '\(scenario.root)' is not declared", at: scenario.rootLocation)
        }
        pass = 1
        emit(.passStarted(pass))
        let node = try create(decl, parent: nil, slot: nil, arguments: [], at: scenario.rootLocation)
        root = node
        try render(node, cause: .created)
        emit(.passEnded(pass))
        lastHandlers = []
        try updateAppearance()
        try runHandlers()
        try settle(at: location)
    }

    /// Taps the one button with this label, runs its action, and settles.
    public func tap(_ label: String, at location: Location) throws {
        // The index answers the common case; the screen walk finds what the error message lists.
        let matches = onlyButton(label).map { [$0] } ?? screen.filter { $0.kind == .button && $0.label == label }
        guard matches.count == 1, let button = matches.first, let node = nodes[button.node.id] else {
            let buttons = screen.filter { $0.kind == .button }.map(\.label)
            let hint = matches.isEmpty
                ? (Suggestion.closest(to: label, in: buttons).map { "did you mean '\($0)'? " } ?? "")
                    + "buttons on screen: \(buttons.isEmpty ? "none" : buttons.map { "\"\($0)\"" }.joined(separator: ", "))"
                : "they are in \(places(matches)); give each button its own label"
            throw Diagnostic(matches.isEmpty ? "no button \"\(label)\" is on screen"
                                             : "\(matches.count) buttons \"\(label)\" are on screen; a tap needs exactly one",
                             at: location, hint: hint)
        }
        emit(.tapped(label: label, node: node.ref))
        if let link = button.link {
            try follow(link, at: location)
            lastHandlers = []
            try settle(at: location)
            return
        }
        try runAction(button.action, in: liveScope(node, locals: button.locals), view: node.ref)
        try startSpawned()
        lastHandlers = []
        try settle(at: location)
    }

    /// "Row (2), Parent": where screen items are, each node once with its count.
    private func places(_ items: [ScreenItem]) -> String {
        var order: [String] = [], counts: [String: Int] = [:]
        for item in items {
            if counts[item.node.path] == nil { order.append(item.node.path) }
            counts[item.node.path, default: 0] += 1
        }
        return order.map { counts[$0]! > 1 ? "\($0) (\(counts[$0]!))" : $0 }.joined(separator: ", ")
    }

    /// Runs passes until no node is invalid; each pass renders each node at most once, parents first.
    func settle(at location: Location) throws {
        var passes = 0
        while !invalid.isEmpty {
            // The event log grows with every render and write: it bounds the scenario's total work.
            try checkWork(at: location)
            passes += 1
            if passes > limits.passesPerStep {
                let stuck = invalid.sorted { $0.key < $1.key }.compactMap { id, cause -> String? in
                    guard let node = nodes[id] else { return nil }
                    if case .dependency(let why) = cause { return "\(node.ref.path) (\(why))" }
                    return node.ref.path
                }
                let handlers = Array(Set(lastHandlers)).sorted()
                throw Diagnostic("the screen never settles: after \(limits.passesPerStep) render passes, still invalid: \(stuck.joined(separator: "; "))"
                                    + (handlers.isEmpty ? "" : "; handlers that keep writing: \(handlers.joined(separator: ", "))"),
                                 at: location,
                                 hint: handlers.isEmpty ? "a render writes a value that a render reads; SwiftUI loops the same way"
                                     : handlers.contains(where: { $0.hasPrefix("on-change") })
                                     ? "SwiftUI warns: \"onChange(of:) action tried to update multiple times per frame\""
                                     : "each pass runs the handler again and it writes again; SwiftUI loops the same way")
            }
            pass += 1
            emit(.passStarted(pass))
            while true {
                let due = invalid.keys.compactMap { nodes[$0] }.filter { $0.renderedInPass < pass }
                if due.isEmpty { break }
                for node in due.sorted(by: { ($0.depth, $0.id) < ($1.depth, $1.id) })
                where node.renderedInPass < pass && nodes[node.id] != nil {
                    guard let cause = invalid[node.id] else { continue }
                    try render(node, cause: cause)
                }
            }
            emit(.passEnded(pass))
            try updateAppearance()
            try runHandlers()
        }
    }

    // MARK: - Dependencies

    func record(_ dependency: Dependency) {
        guard let reader, reader.reads.insert(dependency).inserted else { return }
        reader.readOrder.append(dependency)
    }

    /// A read the log shows but that subscribes nothing: an ObservableObject's field, which
    /// notifies through its object (`.object`) rather than field by field.
    func note(_ read: Dependency) {
        guard let reader, !reader.readOrder.contains(read) else { return }
        reader.readOrder.append(read)
    }

    /// Replaces a node's entries in the readers index with its latest reads.
    func index(_ node: Node, old: Set<Dependency>) {
        for d in old.subtracting(node.reads) { readers[d]?.remove(node.id) }
        for d in node.reads.subtracting(old) { readers[d, default: []].insert(node.id) }
    }

    func unindex(_ node: Node) {
        for d in node.reads { readers[d]?.remove(node.id) }
        node.reads = []
        node.readOrder = []
    }

    /// A state or field write: stores it and, when the value differs, invalidates its readers.
    func write(_ dependency: Dependency, _ value: Value, at location: Location) throws {
        let old: Value
        switch dependency {
        case .state(let id, let name):
            guard let node = nodes[id], let current = node.holders[name] else {
                if let gone = goneNodes[id] { emit(.writeToGoneView(gone, name: name, value: value)) }
                return
            }
            old = current
            if old == value { return }
            node.holders[name] = value
            emit(.stateWritten(node.ref, name: name, old: old, new: value))
        case .field(_, let name):
            guard case .model(let ref)? = modelRef(for: dependency), let current = models.field(name, of: ref) else { return }
            old = current
            if ref.kind == .observableObject {
                try publish(name, of: ref, old: old, new: value)
                return
            }
            if old == value { return }
            models.set(name, of: ref, to: value)
            emit(.fieldWritten(ref, field: name, old: old, new: value))
        case .creations, .object, .environment:
            return
        }
        invalidateReaders(of: dependency)
    }

    /// A write to an ObservableObject's field. `@Published` publishes in its `willSet`, which runs at
    /// every assignment, equal value or not, and notifies every observer of the object; a plain
    /// `var` notifies nobody.
    private func publish(_ field: String, of ref: ModelRef, old: Value, new: Value) throws {
        let published = spec.model(named: ref.type)?.publishes(field) ?? false
        if !published && old == new { return }
        models.set(field, of: ref, to: new)
        emit(.fieldWritten(ref, field: field, old: old, new: new))
        guard published else { return }
        // `willSet` fires before the store; the log shows the write first, then who hears of it.
        emit(.objectWillChange(ref, field: field))
        invalidateReaders(of: .object(model: ref.id), because: "\(ref) published `\(field)`")
    }

    private func modelRef(for dependency: Dependency) -> Value? {
        guard case .field(let id, _) = dependency else { return nil }
        return models.instances[id].map { .model($0.ref) }
    }

    func invalidateReaders(of dependency: Dependency, because reason: String? = nil) {
        guard let ids = readers[dependency], !ids.isEmpty else { return }
        let why = reason ?? describe(dependency)
        for id in ids.sorted() {
            guard let node = nodes[id] else { continue }
            if invalid[id] == nil { invalid[id] = .dependency(why) }
            emit(.invalidated(node.ref, because: why))
        }
    }

    func describe(_ dependency: Dependency) -> String {
        switch dependency {
        case .state(let id, let name):
            return "state \(name) of \(nodes[id]?.ref.path ?? "a removed node") changed"
        case .field(let id, let name):
            return "\(models.instances[id]?.ref.description ?? "a model").\(name) changed"
        case .creations(let type):
            return "\(type).creations changed"
        case .object(let id):
            return "\(models.instances[id]?.ref.description ?? "an object") published a change"
        case .environment(let id, let key):
            return "\(key) changed in the environment of \(nodes[id]?.ref.path ?? "a removed node")"
        }
    }

    /// What a binding writes: the holder, or the model's field.
    func target(of binding: BindingRef) -> Dependency {
        if let model = binding.model { return .field(model: model.id, name: binding.name) }
        return .state(node: binding.node, name: binding.name)
    }

    /// Reads the holder or model field a binding points to; the reading body depends on it.
    func read(_ binding: BindingRef, for node: Node?, at location: Location) throws -> Value {
        if let model = binding.model {
            guard let value = models.field(binding.name, of: model) else {
                throw Diagnostic("\(model.type) has no field '\(binding.name)'", at: location,
                                 hint: spec.model(named: model.type).flatMap {
                                     Suggestion.hint(for: binding.name, in: $0.fields.map(\.name), known: "its fields")
                                 })
            }
            // Reading through `$model.field` reads the field: the reading body depends on it.
            // An ObservableObject's field notifies through the object instead (semantics §15).
            if let node, reader === node {
                if model.kind == .observableObject { note(.field(model: model.id, name: binding.name)) }
                else { record(.field(model: model.id, name: binding.name)) }
            }
            return value
        }
        guard let owner = nodes[binding.node], let value = owner.holders[binding.name] else {
            throw Diagnostic("the binding $\(binding.name) points to a view that is gone", at: location)
        }
        if let node, reader === node { record(.state(node: binding.node, name: binding.name)) }
        return value
    }

    func count(_ measure: Measure, of component: String) {
        measures[component, default: [:]][measure, default: 0] += 1
    }

    /// `Model.creations` and `Component.renders`-style measures. Measures subscribe nothing: they
    /// are the instrument, not state of the app; a label shows them as of its last render.
    func staticField(_ field: String, of type: String, at location: Location, allowState: Bool = false) throws -> Value {
        if let model = spec.model(named: type) {
            guard field == "creations" else {
                throw Diagnostic("a model type has one static field, 'creations'; found '\(field)'", at: location)
            }
            if model.creations != .static { record(.creations(type: type)) }
            return .int(models.count(type))
        }
        if type == "Task" {
            guard field == "isCancelled" else {
                throw Diagnostic("Task has one field here, 'isCancelled'; found '\(field)'", at: location)
            }
            return .bool(running.flatMap { tasks[$0]?.cancelled } ?? false)
        }
        if let names = AsyncMeasure.names(of: type) {
            guard names.contains(field) else {
                throw Diagnostic("\(type) has the measures \(names.joined(separator: ", ")); found '\(field)'", at: location,
                                 hint: Suggestion.closest(to: field, in: names).map { "did you mean '\($0)'?" })
            }
            return .int(asyncMeasures["\(type).\(field)"] ?? 0)
        }
        guard let measure = Measure(rawValue: field) else {
            guard allowState else { throw Diagnostic("\(type) has no measure '\(field)'", at: location) }
            return try liveState(field, of: type, at: location)
        }
        return .int(measures[type]?[measure] ?? 0)
    }

    func markRendered(_ node: Node) {
        node.renderedInPass = pass
        invalid[node.id] = nil
    }

    // MARK: - Nodes

    func register(_ decl: ComponentDecl, parent: Node?, slot: Slot?, at location: Location) throws -> Node {
        nodeCount += 1
        if nodeCount > limits.graphNodes {
            throw Diagnostic("more than \(limits.graphNodes) nodes in the view graph", at: location,
                             hint: "a tree this large is likely a runaway; docs/limits.md lists the limits")
        }
        if let parent, parent.depth + 1 >= limits.viewDepth {
            throw Diagnostic("components nest deeper than \(limits.viewDepth) levels", at: location,
                             hint: "a tree this deep is likely a runaway; docs/limits.md lists the limits")
        }
        let node = Node(id: nextNodeID, component: decl, parent: parent, slot: slot)
        nextNodeID += 1
        node.graph = self
        nodes[node.id] = node
        return node
    }

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
            case .member(let base, _):
                if case .name = base.kind, let v = try? Evaluator.evaluate(e, in: scope) { values.append("\(e.source) is \(v)") }
            case .unary(_, let x): collect(x)
            case .binary(_, let a, let b): collect(a); collect(b)
            default: break
            }
        }
        collect(assertion)
        return (holds, values)
    }

    /// The screen: every text and button in tree order; with screens, only what a person sees
    /// (the top-most presentation, the top of a stack, the selected tab: §26).
    public var screen: [ScreenItem] { screen(upTo: .max) }

    /// The first `limit` texts and buttons of the screen, in tree order.
    public func screen(upTo limit: Int) -> [ScreenItem] {
        guard screenCount > 0 else { return items(under: root, upTo: limit) }
        return items(under: topPresentation() ?? root, upTo: limit)
    }

    /// The texts and buttons a node shows, in tree order: a screen node shows what is visible of it.
    func items(under top: Node?, upTo limit: Int = .max) -> [ScreenItem] {
        var items: [ScreenItem] = []
        var stack: [(Node, [Node.Output], Int)] = top.map { [($0, $0.screen?.visibleOutput(of: $0) ?? $0.output, 0)] } ?? []
        while let (node, output, index) = stack.popLast() {
            guard index < output.count else { continue }
            stack.append((node, output, index + 1))
            switch output[index] {
            case .item(let item):
                if items.count == limit { return items }
                items.append(item.kind == .control ? live(item) : item)
            case .child(let slot):
                if let child = node.children[slot] {
                    // A presentation shows its content over the screen, not in its place.
                    if case .presentation? = child.screen?.kind { continue }
                    stack.append((child, child.screen?.visibleOutput(of: child) ?? child.output, 0))
                }
            }
        }
        return items
    }
}
