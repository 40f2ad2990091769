import Foundation
import Testing
@testable import SpecKit

/// Freeing model instances nothing holds (Graph/Sweep.swift) changes nothing observable: every
/// spec and runtime corpus case runs the same with a sweep at every chance as without one, and a
/// sweep frees exactly the instances no place in the graph names any more.
@Suite(.startedWhilePlanned(EarlyWork.sweptExplorations)) struct SweepTests {
    /// Every model id the graph names anywhere but in its store and log, found by reflection over
    /// every stored property, and the ids the fields of those instances name, transitively. It
    /// knows nothing of where values live, so a place the sweep forgets to mark shows up here.
    static func reachableModels(_ graph: Graph) -> Set<Int> {
        var found: Set<Int> = [], unwalked: [Int] = []
        func note(_ id: Int) { if found.insert(id).inserted { unwalked.append(id) } }
        var objects: Set<ObjectIdentifier> = [ObjectIdentifier(graph)]
        func walk(_ subject: Any) {
            // Told by the value's own type, one lookup: a cast to each type in turn cost more than
            // reflecting the value. (An optional is reflected, and its value told the same way.)
            switch Self.told[ObjectIdentifier(Swift.type(of: subject))] {
            case .noRef?: return
            case .modelRef?:
                let ref = subject as! ModelRef
                if ref.id > 0 { note(ref.id) }
            case .dependency?:
                let d = subject as! Dependency
                if case .field(let id, _) = d { note(id) }
                if case .object(let id) = d { note(id) }
            case .readKey?:
                if let id = (subject as! ReadKey).model { note(id) }
            case .value?: walkValue(subject as! Value)
            case .optionalValue?: if let value = subject as! Value? { walkValue(value) }
            case .values?: for value in subject as! [Value] { walkValue(value) }
            case .optionalValues?: for case let value? in subject as! [Value?] { walkValue(value) }
            case .valuesByName?: for value in (subject as! [String: Value]).values { walkValue(value) }
            case .valuesByEnvironmentKey?: for value in (subject as! [EnvironmentKey: Value]).values { walkValue(value) }
            case .pathStep?: walkStep(subject as! PathStep)
            case .pathSteps?: for step in subject as! [PathStep] { walkStep(step) }
            case .optionalPathSteps?: for step in (subject as! [PathStep]?) ?? [] { walkStep(step) }
            case nil: reflect(subject)
            }
        }
        func reflect(_ subject: Any) {
            let mirror = Mirror(reflecting: subject)
            if mirror.displayStyle == .class {
                guard objects.insert(ObjectIdentifier(subject as AnyObject)).inserted else { return }
            }
            for child in mirror.children { walk(child.value) }
        }
        // The commonest values and path steps are told by their case, not reflected: a value's
        // cases that hold a model, a list or anything not plain are walked as reflection would
        // (the switches name every case, so a new one must be placed here to compile).
        func walkValue(_ value: Value) {
            switch value {
            case .int, .string, .bool, .null, .typeName, .phase, .enumCase: return
            case .model(let ref): if ref.id > 0 { note(ref.id) }
            case .list(let items): for item in items { walkValue(item) }
            case .binding, .structure, .closure, .task: reflect(value)
            }
        }
        func walkStep(_ step: PathStep) {
            switch step {
            case .key(let value), .id(let value): walkValue(value)
            case .index, .branch, .presentation, .pushed, .tab, .switchCase, .content: return
            }
        }
        // `released` holds values already dropped, waiting to be found unheld (Release.swift); a
        // step that stopped with an error may leave some there.
        for child in Mirror(reflecting: graph).children where !["spec", "scenario", "events", "models", "released"].contains(child.label) {
            walk(child.value)
        }
        // Each instance found is walked once; the ones its fields name are found in turn.
        while let id = unwalked.popLast() {
            if let fields = graph.models.instances[id]?.values { walk(fields) }
        }
        return found
    }

    /// How the walk tells a value of each type it need not reflect.
    enum Told {
        case noRef, modelRef, dependency, readKey, value, optionalValue, values, optionalValues, valuesByName,
             valuesByEnvironmentKey, pathStep, pathSteps, optionalPathSteps
    }

    static let told: [ObjectIdentifier: Told] = {
        var told = Dictionary(uniqueKeysWithValues: holdingNoRef.map { ($0, Told.noRef) })
        let named: [(Any.Type, Told)] = [
            (ModelRef.self, .modelRef), (Dependency.self, .dependency), (ReadKey.self, .readKey),
            (Value.self, .value), (Value?.self, .optionalValue), ([Value].self, .values), ([Value?].self, .optionalValues),
            ([String: Value].self, .valuesByName), ([EnvironmentKey: Value].self, .valuesByEnvironmentKey),
            (PathStep.self, .pathStep), ([PathStep].self, .pathSteps), ([PathStep]?.self, .optionalPathSteps),
        ]
        for (type, how) in named { told[ObjectIdentifier(type)] = how }
        return told
    }()

    /// Types whose values name no model: declarations, statements, modifiers and script steps hold
    /// literals only (a component's box is worked out from its declaration), and plain numbers and
    /// names, and lists and tables of them (the graph's tables, the screen index's labels, a screen
    /// item's kind, a node as events name it, environment keys), are no refs; skipping them keeps
    /// the walk short.
    static let holdingNoRef: Set<ObjectIdentifier> = Set(([
        ComponentDecl.self, ComponentBox.self, Statement.self, [Statement].self, Expr.self, Expr?.self, [Expr].self,
        Location.self, Event.self, Step.self, [Step].self, StepAction.self, StepAction?.self, SpecKit.Expectation.self,
        [SpecKit.Expectation].self, FieldDecl.self, [FieldDecl].self, RequestDecl.self, [RequestDecl].self, Toolchain.self,
        String.self, String?.self, Int.self, Int?.self, Bool.self, Bool?.self, Int32.self, UInt64.self, [Int].self,
        [Int32].self, [String].self, [String: String].self, [String: Int].self, Scenario.self, Modifiers.self,
        [String: ComponentBox].self, IndexedLabel.self, [IndexedLabel: Int32].self,
        [IndexedLabel: (count: Int32, idSum: Int32)].self, ScreenItem.Kind.self, NodeRef.self, EnvironmentKey.self,
        Set<EnvironmentKey>.self, Set<Int>.self,
    ] as [Any.Type]).map { ObjectIdentifier($0) })

    /// Whether two graphs show what anything prints or checks the same: the log, the screen, the
    /// measures and counts.
    static func sameObservable(_ a: Graph, _ b: Graph) -> Bool {
        a.events == b.events && a.screen.map(\.label) == b.screen.map(\.label) && a.measures == b.measures
            && a.asyncMeasures == b.asyncMeasures && a.eventCount == b.eventCount && a.nodeCount == b.nodeCount
            && a.models.nextID == b.models.nextID && a.models.creations == b.models.creations
    }

    /// A corpus case that runs until a budget of thousands stops it (ErrorCorpusTests.Case
    /// `runsToABudget`) runs here with a budget of 100 firings a step: the same runaway, stopped
    /// the same way, with a sweep at every one of a hundred chances instead of ten thousand (the
    /// two such cases were about 1.2 s of CPU, 0.6 s each). The case must still reach its budget.
    static let runawayLimits: Limits = {
        var limits = Limits.standard
        limits.firingsPerStep = 100
        return limits
    }()

    @Test(arguments: RecordingTests.files)
    func sweepingAtEveryChanceChangesNothingAndFreesExactlyTheUnreachable(file: String) throws {
        let path = packageRoot.appendingPathComponent(file).path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        guard let spec = try? SpecDecoder.decode(bytes, file: path) else { return }
        let runaway = ErrorCorpusTests.cases.contains { $0.path == file && $0.runsToABudget }
        let limits = runaway ? Self.runawayLimits : .standard
        var stoppedAtTheBudget = false
        for scenario in spec.scenarios {
            let plain = Graph(spec: spec, scenario: scenario, limits: limits)
            let swept = Graph.$sweepingAlways.withValue(true) { Graph(spec: spec, scenario: scenario, limits: limits) }
            #expect(swept.sweepsAlways && !plain.sweepsAlways)
            var steps: [(Graph) throws -> Void] = [{ try $0.launch(at: scenario.location) }]
            for step in scenario.steps { if let action = step.action { steps.append { try $0.perform(action, at: step.location) } } }
            for (index, step) in steps.enumerated() {
                let errors = [plain, swept].map { graph in Result { try step(graph) }.error }
                #expect(errors[0] == errors[1], "\(file) \(scenario.name) step \(index)")
                #expect(Self.sameObservable(swept, plain), "\(file) \(scenario.name) step \(index)")
                // A step that stopped with an error stopped between sweeps: it may have left garbage.
                let reachable = Self.reachableModels(swept), kept = Set(swept.models.instances.keys)
                #expect(errors[0] == nil ? kept == reachable : reachable.isSubset(of: kept), "\(file) \(scenario.name) step \(index)")
                // The graph without sweeps names only instances it keeps: checked where its
                // scenario ends, since what it frees it frees for good (half of the walks' cost).
                if index == steps.count - 1 || errors[0] != nil {
                    #expect(Self.reachableModels(plain).isSubset(of: Set(plain.models.instances.keys)))
                }
                if errors[0]?.contains("more than \(limits.firingsPerStep) ") == true { stoppedAtTheBudget = true }
                if errors[0] != nil { break }
            }
        }
        #expect(stoppedAtTheBudget == runaway, "\(file): a runaway case stops at its budget, and only a runaway case")
    }

    /// Every spec explored to depth 3 without a sweep and with one at every chance, both started
    /// while the run is planned. Depth 3 reaches, in every spec, every kind of thing a sweep walks
    /// that depth 4 reaches (live nodes, the scopes of views gone, tasks, queued handlers, pending
    /// requests, live instances, instances freed), counted sweep by sweep (docs/performance.md,
    /// the suite's seventh round); depth 4 cost twice as much for 5,153 states against 2,718.
    static let explored = (plain: Shared<Result<String, any Error>>(onItsOwnThread: { Result { try ExplorePinTests.summary(depth: 3, jobs: 1) } }),
                           swept: Shared<Result<String, any Error>>(onItsOwnThread: { Result { try ExplorePinTests.summary(depth: 3, jobs: 1, sweeping: true) } }))

    @Test func exploringWithASweepAtEveryChanceFindsTheSame() async throws {
        let plain = try await Self.explored.plain.value.get()
        let swept = try await Self.explored.swept.value.get()
        #expect(swept == plain)
    }

    /// The flag reaches a graph built on the thread that explores with it, and only there.
    @Test func theFlagReachesTheThreadThatExploresWithIt() throws {
        let spec = try SpecDecoder.decode(Array(Self.tree.utf8), file: "tree.yaml")
        let flags = spread([false, true, false], threads: 3) { sweeping in
            Graph.$sweepingAlways.withValue(sweeping) { Graph(spec: spec, scenario: spec.scenarios[0]).sweepsAlways }
        }
        #expect(flags == [false, true, false])
    }

    /// The benchmark's tree in small: every node holds a model of every kind, and a root tap makes
    /// each node's state-in-init and memo build a new one that nothing keeps.
    static let tree = """
        models:
          Model:
            fields: [input]
        components:
          Root:
            state:
              tick: 0
            body:
              - text: "root tick {tick}"
              - button: tap root
                action: tick += 1
              - for-each: "[1, 2, 3, 4, 5, 6, 7, 8]"
                as: i
                id: i
                body:
                  - Row: { id: i, tick: tick }
          Row:
            props: [id, tick]
            state-in-init:
              seed: "Model(input: id)"
            lazy-state:
              lazy: "Model(input: id)"
            state-object:
              object: "Model(input: id)"
            memo:
              derived: { value: "Model(input: tick)", dependencies: [tick] }
            body:
              - text: "row {id} tick {derived.input} seed {seed.input}"
        root: Root
        script:
          - expect: ["row 1 tick 0 seed 1"]
        """

    /// Recording or not, the same: the log names instances by refs of its own, so it keeps none
    /// of them alive.
    @Test(arguments: [false, true])
    func aRootTapsGarbageIsFreedAndCountsStay(recording: Bool) throws {
        let spec = try SpecDecoder.decode(Array(Self.tree.utf8), file: "tree.yaml")
        let scenario = try #require(spec.scenarios.first)
        let graph = Graph(spec: spec, scenario: scenario, recording: recording)
        try graph.launch(at: scenario.location)
        // Each row keeps its state-in-init, lazy, object and memo models: 32 live at launch.
        graph.sweep()
        #expect(graph.models.count == 32)
        for tap in 1...30 {
            try graph.tap("tap root", at: scenario.location)
            // Each tap builds 8 seeds and 8 memos: the count follows Swift's, whatever was freed.
            #expect(graph.models.count("Model") == 32 + 16 * tap)
            #expect(graph.shows("row 8 tick \(tap) seed 8"))
            // Below the smallest sweep, none was due: the replaced seeds and memos were freed as
            // they were dropped. The kept models and the current memos stay, 4 a row; a recorded
            // run, whose log names the seed of the last init, keeps it too, 5 a row; after the
            // first tap the seed replaced is still the state-in-init's own.
            #expect(graph.models.count == (recording ? 40 : 32), "tap \(tap)")
            #expect(Set(graph.models.instances.keys) == Self.reachableModels(graph))
        }
        graph.sweep()
        #expect(graph.models.count == (recording ? 40 : 32))
        if recording {
            // The log still names each memo the taps replaced, all freed, as it was built.
            let memos = graph.events.compactMap { event -> ModelRef? in
                guard case .holder(_, "derived", .memo, .memoRebuilt(.model(let old)?, _, _, _)) = event else { return nil }
                return old
            }
            #expect(memos.count == 8 * 30)
            #expect(memos.filter { graph.models.instances[$0.id] == nil }.count == 8 * 30)
            #expect(Set(memos.map(\.description)).count == 8 * 30 && memos.allSatisfy { $0.type == "Model" })
        }
    }

    /// A launch leaves no garbage, so the store's growth is measured from its end: the tree's root
    /// tap keeps a new seed a row when recording, a quarter more instances, which is no reason to
    /// sweep; not recording, it keeps none (SeedTests).
    @Test func aCleanStepIsWhereGrowthIsMeasuredFrom() throws {
        let rows = 700
        let wide = Self.tree.replacingOccurrences(of: "[1, 2, 3, 4, 5, 6, 7, 8]", with: "[\((1...rows).map(String.init).joined(separator: ", "))]")
        let spec = try SpecDecoder.decode(Array(wide.utf8), file: "wide.yaml")
        let scenario = try #require(spec.scenarios.first)
        for recording in [false, true] {
            let graph = Graph(spec: spec, scenario: scenario, recording: recording)
            try graph.launch(at: scenario.location)
            #expect(graph.models.count == 4 * rows)
            #expect(graph.nextSweep == 6 * rows)
            try graph.tap("tap root", at: scenario.location)
            #expect(graph.models.count == (recording ? 5 : 4) * rows)
            // No sweep ran: one would have scheduled the next from the tap's store.
            #expect(graph.nextSweep == 6 * rows)
        }
    }

    /// A dropped instance that a value elsewhere still names is not freed with it: here a row's
    /// state keeps what its memo held when `keep` was tapped, while root taps replace the memo.
    @Test func anInstanceStillNamedElsewhereIsKept() throws {
        let spec = try SpecDecoder.decode(Array(Self.keeper.utf8), file: "keeper.yaml")
        let scenario = try #require(spec.scenarios.first)
        let graph = Graph(spec: spec, scenario: scenario, recording: false)
        try graph.launch(at: scenario.location)
        try graph.tap("tap root", at: scenario.location)
        try graph.tap("keep", at: scenario.location)
        for tap in 2...5 {
            try graph.tap("tap root", at: scenario.location)
            #expect(graph.shows("now \(tap) kept 1"))
            #expect(Set(graph.models.instances.keys) == Self.reachableModels(graph), "tap \(tap)")
        }
        // The memo's current model and the kept one; the state's first went when it was replaced.
        #expect(graph.models.count == 2)
    }

    static let keeper = """
        models:
          Model:
            fields: [input]
        components:
          Root:
            state:
              tick: 0
            body:
              - button: tap root
                action: tick += 1
              - Row: { tick: tick }
          Row:
            props: [tick]
            memo:
              derived: { value: "Model(input: tick)", dependencies: [tick] }
            state:
              kept: "Model(input: 100)"
            body:
              - text: "now {derived.input} kept {kept.input}"
              - button: keep
                action: kept = derived
        root: Root
        script:
          - expect: ["now 0 kept 100"]
        """

    @Test func aSweepFallsDueAsTheStoreGrows() throws {
        let spec = try SpecDecoder.decode(Array(Self.tree.utf8), file: "tree.yaml")
        let scenario = try #require(spec.scenarios.first)
        let graph = Graph(spec: spec, scenario: scenario, recording: false)
        try graph.launch(at: scenario.location)
        var largest = 0
        for _ in 1...200 {
            try graph.tap("tap root", at: scenario.location)
            largest = max(largest, graph.models.count)
        }
        #expect(graph.models.count("Model") == 32 + 16 * 200)
        #expect(largest <= Graph.smallestSweep + 16)
    }
}

private extension Result where Failure == Error {
    var error: String? {
        if case .failure(let e) = self { return "\(e)" }
        return nil
    }
}
