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
        let given = path
        // Standard input is named `<stdin>` in what is reported, as `spec run` names it.
        let path = SpecFile.displayName(given)
        let spec: Spec
        // Kept for a load error too, whose report quotes the line with a caret as `spec run` does.
        var bytes: [UInt8] = []
        do {
            bytes = try SpecFile.read(given, limits: limits)
            spec = try SpecDecoder.decode(bytes, file: path, limits: limits)
            // A step on what no body shows is a bad spec here too, as `spec check` says, though
            // exploring does not follow the script.
            let steps = ScriptTargets.problems(in: spec)
            if !steps.isEmpty { throw SpecError(SpecFile.placed(steps, in: bytes)) }
        } catch let e as SpecError {
            return ExploreFileResult(file: path, source: bytes, loadError: e)
        } catch {
            return ExploreFileResult(file: path, loadError: SpecError(Diagnostic("\(error)", at: Location(file: path, line: 1, column: 1))))
        }
        // A scenario that explores what an earlier one of the file explored (the same launch,
        // another script) is told that one's result, when it found nothing (`ExplorationInputs`).
        var explored: [ExplorationInputs: ExploreResult] = [:]
        var results: [ExploreResult] = []
        for (index, scenario) in spec.scenarios.enumerated() where name == nil || scenario.name == name {
            let inputs = ExplorationInputs(scenario)
            if let inputs, let same = explored[inputs]?.told(as: scenario) {
                results.append(same)
                continue
            }
            var search = Search(scenario: scenario, spec: spec, options: options, limits: limits,
                                source: ThreadDeclarations.Source(bytes: bytes, scenario: index))
            search.run(progress: progress)
            let result = search.result
            if let inputs, explored[inputs] == nil { explored[inputs] = result }
            results.append(result)
        }
        return ExploreFileResult(file: path, spec: spec, source: bytes, scenarios: results)
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
    /// The file's bytes, for threads to decode declarations of their own from; nil when the spec
    /// was not read from bytes here, and the threads share its declarations.
    let source: ThreadDeclarations.Source?
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
    /// Where a runtime error was reported: the same place failing with other values (another
    /// index out of range) is the same error, reported once, with its shortest sequence.
    private var reportedErrorPlaces: Set<Location> = []

    init(scenario: Scenario, spec: Spec, options: ExploreOptions, limits: Limits, source: ThreadDeclarations.Source? = nil) {
        self.scenario = scenario
        self.source = source
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
        let graph = Graph(spec: spec, scenario: scenario, limits: limits, recording: false, keyingStates: true)
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
        // Made when a level is first large enough to pay for a decoding a thread.
        var declarations: ThreadDeclarations?
        // The states a level reached; the last level's are counted, not kept, since none expands them.
        var reached = 1
        let launchActions = ExploreAction.available(on: graph, alphabet: alphabet, controls: controls, refreshes: refreshes,
                                                    phases: phases)
        if launchActions.actions.isEmpty {
            // The launch is every reachable state: what it breaks is the finding; with nothing
            // broken, there was nothing to explore.
            if result.findings.isEmpty {
                result.error = Self.nothingToExplore(scenario, shared: launchActions.ambiguous)
            } else {
                result.complete = true
            }
            return
        }
        var stepsSpent = false
        while reached > 0 && result.depth < options.depth && !result.hitMaxStates && !stepsSpent {
            result.depth += 1
            let keeping = result.depth < options.depth
            if declarations == nil, options.jobs > 1, let source, source.bytes.count <= ThreadDeclarations.largestSource,
               frontier.count >= Self.statesForOwnDeclarations {
                declarations = ThreadDeclarations(source: source, file: spec.file, limits: limits, threads: options.jobs,
                                                  launch: graph.declared)
            }
            let level = Level(graphs: frontier.map(\.graph), always: scenario.always, alphabet: alphabet, controls: controls,
                              refreshes: refreshes, phases: phases, jobs: options.jobs, declarations: declarations)
            let states = frontier.map(\.state)
            frontier = []
            reached = 0
            // The steps the next level will try, counted as each state kept has its parent's number
            // of steps: states past the step bound are visited but not kept, as their graphs would be
            // held for nothing.
            var plannedNext = 0
            defer {
                level.finish()
                result.stepsTried += level.tried
                result.worksTaken += level.works
                result.stepsHeldMost = max(result.stepsHeldMost, level.heldMost)
                result.stepsHeldBound = max(result.stepsHeldBound, level.room)
            }
            // Chunk by chunk in order: a chunk's graphs that are not kept go as soon as it is merged.
            merge: while let piece = level.next() {
                let parent = states[piece.state]
                for label in piece.expansion.ambiguous where !result.ambiguousLabels.contains(label) { result.ambiguousLabels.append(label) }
                // Read each step where it lies: a copy would retain and release its graph and action.
                let steps = piece.expansion.steps
                for k in steps.indices {
                    if result.transitions >= options.maxSteps {
                        result.hitMaxSteps = true
                        stepsSpent = true
                        break merge
                    }
                    result.transitions += 1
                    if let d = steps[k].outcome.error {
                        if steps[k].outcome.badSpec {
                            // The steps that reach it, so the reader can see the state the spec did not foresee.
                            let reached = (path(to: parent) + [steps[k].action]).map(\.summary).joined(separator: ", ")
                            result.error = Diagnostic(d.message, at: d.location, hint: [d.hint, "reached after \(reached)"]
                                .compactMap { $0 }.joined(separator: "; "))
                            return
                        }
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
                    reached += 1
                    if keeping {
                        if plannedNext < options.maxSteps - result.transitions {
                            frontier.append((parents.count - 1, steps[k].graph))
                            // The parent's actions in all, not the piece's: a piece holds one or a chunk.
                            plannedNext += piece.offered
                        } else {
                            result.hitMaxSteps = true
                        }
                    }
                }
            }
            result.keptMost = max(result.keptMost, frontier.count)
            progress?(Explorer.Progress(scenario: scenario.name, depth: result.depth, states: result.states,
                                        frontier: reached, seconds: Date().timeIntervalSince(start)))
        }
        result.complete = reached == 0 && !result.hitMaxStates && !result.hitMaxSteps
        result.bytesPerState = Double(visited.bytes + parents.bytes) / Double(max(1, visited.count))
    }

    /// The states of a level from which each thread decodes the file again for itself: below
    /// it, a level is over before what the threads' shared reference counts cost pays for a decoding.
    static let statesForOwnDeclarations = 64

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
            if case .error = v.kind, !reportedErrorPlaces.insert(v.location).inserted { continue }
            let steps = path(to: state) + (action.map { [$0] } ?? [])
            result.findings.append(Finding(kind: v.kind, steps: steps, detail: v.detail, screen: graph.screen, location: v.location))
        }
    }

    /// Why a launch screen offers nothing to try: no button or control, or only ones whose label
    /// another on the screen shares, which a tap cannot tell apart (as an XCUITest query cannot).
    static func nothingToExplore(_ scenario: Scenario, shared: [String]) -> Diagnostic {
        let hint = "exploring tries every button and control on screen, then every one after it"
        guard !shared.isEmpty else {
            return Diagnostic("nothing to explore: the launch screen of \(scenario.name) has no button or control",
                              at: scenario.rootLocation, hint: hint)
        }
        let labels = shared.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
        return Diagnostic("nothing to explore: every button and control on the launch screen of \(scenario.name) shares its label "
                          + "with another (\(labels)), and a tap needs exactly one",
                          at: scenario.rootLocation, hint: "give each a label of its own; \(hint)")
    }
}
