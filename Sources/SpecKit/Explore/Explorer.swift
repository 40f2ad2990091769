import Foundation

/// Breadth-first exploration of every action a user could take (docs/exploring.md): from the
/// launch, each tap on a button and each use of a control on the settled screen, then each one on the next screen, and so
/// on, visiting each distinct settled state once. Every transition is checked against the
/// components' invariants, the `always:` expressions and runtime errors; the first level at which
/// a property fails gives its shortest action sequence.
public enum Explorer {
    /// Progress after each level, for a terminal's progress line.
    public struct Progress: Sendable {
        public var scenario: String
        public var depth: Int
        public var states: Int
        public var frontier: Int
        public var seconds: Double
    }

    /// Reads, loads and explores one file. Never throws: problems become part of the result.
    public static func explore(file path: String, scenario name: String? = nil, options: ExploreOptions = ExploreOptions(),
                               limits: Limits = .standard, progress: ((Progress) -> Void)? = nil) -> ExploreFileResult {
        let spec: Spec, bytes: [UInt8]
        do {
            bytes = try SpecFile.read(path, limits: limits)
            spec = try SpecDecoder.decode(bytes, file: path, limits: limits)
        } catch let e as SpecError {
            return ExploreFileResult(file: path, loadError: e)
        } catch {
            return ExploreFileResult(file: path, loadError: SpecError(Diagnostic("\(error)", at: Location(file: path, line: 1, column: 1))))
        }
        let chosen = spec.scenarios.filter { name == nil || $0.name == name }
        return ExploreFileResult(file: path, spec: spec, source: bytes,
                                 scenarios: chosen.map { explore($0, of: spec, options: options, limits: limits, progress: progress) })
    }

    /// Explores one scenario from its launch; its script is not used.
    public static func explore(_ scenario: Scenario, of spec: Spec, options: ExploreOptions = ExploreOptions(),
                               limits: Limits = .standard, progress: ((Progress) -> Void)? = nil) -> ExploreResult {
        var search = Search(scenario: scenario, spec: spec, options: options, limits: limits)
        search.run(progress: progress)
        return search.result
    }
}

/// One exploration's state: the visited set, how each state was first reached, the findings.
struct Search {
    let scenario: Scenario
    let spec: Spec
    let options: ExploreOptions
    let limits: Limits
    var result: ExploreResult
    /// Every state visited, by its canonical key.
    private let visited = VisitedSet()
    /// For each visited state: the state it was first reached from and the action, as indexes.
    private var parents = ParentLinks()
    private var actions: [ExploreAction] = []
    private var actionIndex: [ExploreAction: Int32] = [:]
    /// What typing tries in a text field, and whether any body shows a control at all.
    private let alphabet: [String]
    private let controls: Bool
    private let refreshes: Bool
    private let phases: Bool
    /// The findings' properties already reported, so each gets its shortest sequence only.
    private var reported: Set<Finding.Kind> = []

    init(scenario: Scenario, spec: Spec, options: ExploreOptions, limits: Limits) {
        self.scenario = scenario
        self.spec = spec
        self.options = options
        self.limits = limits
        result = ExploreResult(scenario: scenario.name, file: spec.file)
        alphabet = spec.alphabet.isEmpty ? ["a"] : spec.alphabet
        controls = spec.components.contains { $0.body.showsControls }
        refreshes = spec.components.contains(where: \.writesRefreshable)
        phases = spec.components.contains(where: \.holdsScenePhase)
    }

    mutating func run(progress: ((Explorer.Progress) -> Void)?) {
        let start = Date()
        defer { result.seconds = Date().timeIntervalSince(start) }
        if scenario.expectedError != nil {
            result.skipped = "it expects an error, so its script is the finding"
            return
        }
        let graph = Graph(spec: spec, scenario: scenario, limits: limits, recording: false)
        // No expectation is checked here: no text's label needs an index (its copies share this).
        graph.screenIndex.indexesTexts = false
        do {
            try graph.launch(at: scenario.location)
            let launch = Outcome.check(graph, staleBefore: [:], always: scenario.always)
            if let d = launch.error { throw d }
            report(launch.violations, from: 0, action: nil, graph: graph)
        } catch let d as Diagnostic {
            result.error = d
            return
        } catch {
            result.error = Diagnostic("\(error)", at: scenario.location)
            return
        }
        visited.insert(graph.stateKey())
        parents.append(ParentLinks.Link(state: -1, action: -1))
        result.states = 1
        var frontier: [(state: Int, graph: Graph)] = [(0, graph)]
        if ExploreAction.available(on: graph, alphabet: alphabet, controls: controls, refreshes: refreshes,
                                     phases: phases).actions.isEmpty {
            result.error = Diagnostic("nothing to explore: the launch screen of \(scenario.name) has no button or control",
                                      at: scenario.rootLocation, hint: "exploring tries every button and control on screen, then every one after it")
            return
        }
        // The level before, whose graphs the threads free as they expand the next one.
        var done: Level?
        defer { done?.release(jobs: options.jobs) }
        while !frontier.isEmpty && result.depth < options.depth && !result.hitMaxStates {
            result.depth += 1
            let level = Level(graphs: frontier.map(\.graph), always: scenario.always, alphabet: alphabet, controls: controls,
                              refreshes: refreshes, phases: phases, previous: done)
            let states = frontier.map(\.state)
            frontier = []
            done = level
            level.expand(jobs: options.jobs)
            merge: for (i, parent) in states.enumerated() {
                for label in level.results[i].ambiguous where !result.ambiguousLabels.contains(label) { result.ambiguousLabels.append(label) }
                // Read each step where it lies: a copy would retain and release its graph and
                // action on this thread, which the other threads wait for.
                let steps = level.results[i].steps
                for k in steps.indices {
                    result.transitions += 1
                    if let d = steps[k].outcome.error {
                        if steps[k].outcome.badSpec { result.error = d; return }
                        report([(.error(message: d.message), d.message, d.location)], from: parent, action: steps[k].action, graph: steps[k].graph)
                        continue
                    }
                    if !steps[k].outcome.violations.isEmpty {
                        report(steps[k].outcome.violations, from: parent, action: steps[k].action, graph: steps[k].graph)
                    }
                    guard visited.insert(steps[k].key) else { continue }
                    if visited.count > options.maxStates {
                        result.hitMaxStates = true
                        break merge
                    }
                    parents.append(ParentLinks.Link(state: Int32(parent), action: intern(steps[k].action)))
                    result.states = visited.count
                    frontier.append((parents.count - 1, steps[k].graph))
                }
            }
            progress?(Explorer.Progress(scenario: scenario.name, depth: result.depth, states: result.states,
                                        frontier: frontier.count, seconds: Date().timeIntervalSince(start)))
        }
        result.complete = frontier.isEmpty && !result.hitMaxStates
        result.bytesPerState = Double(visited.bytes + parents.bytes) / Double(max(1, visited.count))
    }

    private mutating func intern(_ action: ExploreAction) -> Int32 {
        if let i = actionIndex[action] { return i }
        actions.append(action)
        actionIndex[action] = Int32(actions.count - 1)
        return Int32(actions.count - 1)
    }

    /// The actions that first reached a state, from the launch.
    private func path(to state: Int) -> [ExploreAction] {
        var steps: [ExploreAction] = []
        var s = state
        while s > 0 {
            let link = parents[s]
            steps.append(actions[Int(link.action)])
            s = Int(link.state)
        }
        return steps.reversed()
    }

    private mutating func report(_ violations: [(kind: Finding.Kind, detail: String, location: Location)],
                                 from state: Int, action: ExploreAction?, graph: Graph) {
        for v in violations where reported.insert(v.kind).inserted {
            let steps = path(to: state) + (action.map { [$0] } ?? [])
            result.findings.append(Finding(kind: v.kind, steps: steps, detail: v.detail, screen: graph.screen, location: v.location))
        }
    }
}

/// One breadth-first level shared by the threads that expand it. The threads take its states a
/// few at a time, each taking the next few not yet taken, so that a thread the machine holds up
/// leaves its share to the others instead of making them wait; each result slot is written by the
/// one thread that took it, which is what makes it safe to share.
///
/// The graphs a level made and did not keep (states already visited) are freed by the threads
/// too, as they start on the next level: freeing is a fifth of exploring, and on the thread that
/// merges it would keep the others waiting.
private final class Level: @unchecked Sendable {
    let graphs: [Graph]
    let always: [Expr]
    let alphabet: [String]
    let controls: Bool
    let refreshes: Bool
    let phases: Bool
    let results: UnsafeMutableBufferPointer<Expansion>
    /// The level before, until this one's threads have freed it.
    private var previous: Level?
    private var released = false
    /// The next states to expand and the next results to free, taken under the lock.
    private let lock = NSLock()
    private var nextExpanded = 0
    private var nextReleased = 0

    /// States taken at once: few enough to share a level evenly, enough that the lock is rare.
    static let expandedAtOnce = 4
    static let releasedAtOnce = 32

    init(graphs: [Graph], always: [Expr], alphabet: [String], controls: Bool, refreshes: Bool, phases: Bool,
         previous: Level?) {
        self.graphs = graphs
        self.always = always
        self.alphabet = alphabet
        self.controls = controls
        self.refreshes = refreshes
        self.phases = phases
        self.previous = previous
        results = .allocate(capacity: graphs.count)
    }

    deinit {
        if !released { _ = results.deinitialize() }
        results.deallocate()
    }

    /// Every action from every state, on up to `jobs` threads. Each state's actions run on copies
    /// of its graph, so the results do not depend on the threads: they are merged in order.
    func expand(jobs: Int) {
        let jobs = max(1, min(jobs, graphs.count))
        if jobs == 1 {
            work()
        } else {
            DispatchQueue.concurrentPerform(iterations: jobs) { _ in work() }
        }
        previous?.released = true
        previous = nil
    }

    private func work() {
        previous?.drain()
        while let range = take(Self.expandedAtOnce, released: false) {
            for i in range {
                (results.baseAddress! + i).initialize(to: Expansion.of(graphs[i], always: always, alphabet: alphabet, controls: controls,
                                                                                refreshes: refreshes, phases: phases))
            }
        }
    }

    /// The next `n` states to expand, or results to free; nil when none is left.
    private func take(_ n: Int, released: Bool) -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        let start = released ? nextReleased : nextExpanded
        guard start < graphs.count else { return nil }
        let end = min(start + n, graphs.count)
        if released { nextReleased = end } else { nextExpanded = end }
        return start..<end
    }

    private func free(_ range: Range<Int>) {
        (results.baseAddress! + range.lowerBound).deinitialize(count: range.count)
    }

    /// Frees every result, on up to `jobs` threads: the graphs the merge did not keep go with them.
    func release(jobs: Int) {
        let jobs = max(1, min(jobs, results.count / Self.releasedAtOnce))
        if jobs == 1 {
            drain()
        } else {
            DispatchQueue.concurrentPerform(iterations: jobs) { _ in drain() }
        }
        released = true
    }

    private func drain() {
        while let range = take(Self.releasedAtOnce, released: true) { free(range) }
    }
}
