import Foundation

/// Runs a spec's scenarios: launch, then each script step, checking every expectation on the screen.
/// `recording` keeps each scenario's event log in its result, for the commands that explain a run;
/// expectations, failures with their screens, measures and errors do not need it.
public enum ScenarioRunner {
    /// Reads, loads and runs one file. Never throws: problems become part of the result.
    /// The path `-` is standard input (see `SpecFile`).
    /// `exiting`: the process exits once it has read the results, so each scenario's graph is left
    /// for the exit to take rather than freed object by object (a fifth of a large trace's run).
    public static func run(file path: String, limits: Limits = .standard, recording: Bool = true,
                           exiting: Bool = false) -> FileResult {
        let name = SpecFile.displayName(path)
        do {
            return run(bytes: try SpecFile.read(path, limits: limits), file: name, limits: limits, recording: recording,
                       exiting: exiting)
        } catch {
            return FileResult(file: name, loadError: error)
        }
    }

    /// Reads, loads and runs one file, the scenario `name` alone when it is given (every one when
    /// nil), as `spec run --scenario NAME` does; each result keeps its place among the file's
    /// scenarios. A file that loads and has no scenario of that name throws before anything runs.
    public static func run(file path: String, scenario name: String?, limits: Limits = .standard, recording: Bool = true,
                           exiting: Bool = false) throws(UnknownScenario) -> FileResult {
        let file = SpecFile.displayName(path)
        let bytes: [UInt8]
        do { bytes = try SpecFile.read(path, limits: limits) } catch { return FileResult(file: file, loadError: error) }
        return try run(bytes: bytes, file: file, limits: limits, recording: recording, exiting: exiting) { spec throws(UnknownScenario) in
            try spec.scenarioIndices(named: name)
        }
    }

    public static func run(bytes: [UInt8], file: String, limits: Limits = .standard, recording: Bool = true,
                           exiting: Bool = false) -> FileResult {
        run(bytes: bytes, file: file, limits: limits, recording: recording, exiting: exiting) { Array($0.scenarios.indices) }
    }

    /// Loads the bytes and runs the scenarios `pick` chooses of the spec, by their places in it.
    static func run<E: Error>(bytes: [UInt8], file: String, limits: Limits, recording: Bool, exiting: Bool,
                              pick: (Spec) throws(E) -> [Int]) throws(E) -> FileResult {
        var result = SpecFile.check(bytes: bytes, file: file, limits: limits)
        if let spec = result.spec {
            let picked = try pick(spec)
            var work = FileWork(limits)
            result.scenarios = picked.map { i in
                var scenario = work.refusal(of: spec.scenarios[i], in: spec.file)
                    ?? run(spec.scenarios[i], of: spec, limits: limits, recording: recording, exiting: exiting)
                scenario.index = i
                work.add(scenario)
                return scenario
            }
            // An error found while running may be inside an escaped or folded scalar, placed as
            // loading places those (ScalarPlaces): the one that stopped a scenario, the one it
            // expected, and the one that came instead of the expected one.
            result.scenarios = placed(result.scenarios, in: bytes)
        }
        return result
    }

    /// The scenarios with every error they carry placed where its character stands in the file.
    static func placed(_ scenarios: [ScenarioResult], in bytes: [UInt8]) -> [ScenarioResult] {
        var errors: [Diagnostic] = []
        for r in scenarios {
            errors += [r.error, r.expectedError].compactMap { $0 } + r.failures.compactMap(\.unexpectedError)
        }
        guard !errors.isEmpty else { return scenarios }
        var moved = ScalarPlaces.placed(errors, in: bytes).makeIterator()
        return scenarios.map { r in
            var r = r
            if r.error != nil { r.error = moved.next() }
            if r.expectedError != nil { r.expectedError = moved.next() }
            for i in r.failures.indices where r.failures[i].unexpectedError != nil {
                r.failures[i].unexpectedError = moved.next()
            }
            return r
        }
    }

    public static func run(_ scenario: Scenario, of spec: Spec, limits: Limits = .standard,
                           recording: Bool = true, exiting: Bool = false) -> ScenarioResult {
        run(scenario, of: spec, limits: limits, recording: recording, exiting: exiting, comparingToolchains: true)
    }

    /// `comparingToolchains`: a failure that may depend on the toolchain is run again under the
    /// other one, which is not compared again.
    static func run(_ scenario: Scenario, of spec: Spec, limits: Limits = .standard, recording: Bool = true,
                    exiting: Bool = false, comparingToolchains: Bool) -> ScenarioResult {
        let started = ContinuousClock.now
        let graph = Graph(spec: spec, scenario: scenario, limits: limits, recording: recording)
        var result = ScenarioResult(scenario: scenario.name, file: spec.file)
        var current = 0
        do {
            graph.stepRunning = (0, "launch")
            try graph.launch(at: scenario.location)
            for (index, step) in scenario.steps.enumerated() {
                current = index + 1
                graph.stepRunning = (current, step.summary)
                graph.emit(.stepStarted(index: index + 1, summary: step.summary))
                if let action = step.action { try graph.perform(action, at: step.location) }
                var stepScreen: [ScreenItem]?   // taken once a step, shared by its failures
                for expectation in step.expectations {
                    // The screen index answers without walking the tree; the walk is for failures.
                    let (passed, detail) = try expectation.assertion.map { try graph.check($0) }
                        ?? expectation.enabled.map { graph.checkEnabled(expectation.label, wanted: $0) }
                        ?? (graph.shows(expectation.label) == expectation.present, [])
                    result.checked += 1
                    if let enabled = expectation.enabled {
                        graph.emit(.enabledChecked(label: expectation.label, enabled: enabled, passed: passed,
                                                   found: detail.first ?? "", location: expectation.location))
                    } else {
                        graph.emit(.expectationChecked(label: expectation.label, present: expectation.present,
                                                       passed: passed, location: expectation.location))
                    }
                    if !passed {
                        let screen = stepScreen ?? failureScreen(graph, result, limits)
                        if !screen.isEmpty { stepScreen = screen }
                        var failure = Failure(expectation: expectation, step: step.summary, stepIndex: index + 1,
                                              screen: screen, measures: detail)
                        failure.screenCount = itemsInSight(graph, kept: screen)
                        if expectation.wantsLabelShown, !screen.isEmpty {
                            failure.offScreen = graph.offScreenPlace(of: expectation.label)
                            failure.note = graph.untaggedPickerNote(for: expectation.label)
                        }
                        result.failures.append(failure)
                        result.failures[result.failures.count - 1].endOfScript = step.endOfScript
                    }
                }
            }
        } catch let d as Diagnostic {
            result.error = d
            result.errorStep = current
        } catch {
            result.error = Diagnostic("\(error)", at: scenario.location)
            result.errorStep = current
        }
        if let expected = scenario.expectedError {
            // The scenario documents a failure SwiftUI would show: it passes only by stopping with it.
            result.checked += 1
            if let error = result.error, error.message.contains(expected) {
                result.expectedError = error
                result.error = nil
            } else {
                let expectation = Expectation(label: expected, present: true, location: scenario.expectedErrorLocation ?? scenario.location)
                result.failures.append(Failure(expectation: expectation, step: "the whole script",
                                               stepIndex: scenario.steps.count, screen: failureScreen(graph, result, limits),
                                               missingError: true, unexpectedError: result.error))
                result.failures[result.failures.count - 1].screenCount = itemsInSight(graph, kept: result.failures[result.failures.count - 1].screen)
                result.error = nil
            }
        }
        if !result.failures.isEmpty, comparingToolchains,
           let rule = ruleExplaining(result, of: scenario, in: spec, graph: graph, limits: limits) {
            result.toolchain = scenario.toolchain
            result.toolchainRule = rule
        }
        result.log = graph.events
        result.screen = graph.screen
        result.work = graph.eventCount + graph.shownItems
        if exiting { _ = Unmanaged.passRetained(graph) }
        let elapsed = ContinuousClock.now - started
        result.duration = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        return result
    }

    /// The toolchain's rule that may explain the failures: one the run depended on, under which
    /// the toolchain that decides it the other way fails otherwise, or passes. The note is for
    /// failures the toolchain explains, and a run that fails the same way under both is not one.
    /// A rule another toolchain changes alone, of those the run depended on, is tried first: from
    /// `xcode16`, `xcode27` changes every rule, and `xcode26` tells whether the setter's comparison
    /// (or the task's start) is what differs.
    static func ruleExplaining(_ result: ScenarioResult, of scenario: Scenario, in spec: Spec, graph: Graph,
                               limits: Limits) -> ToolchainRule? {
        let rules = rulesDependedOn(graph, spec)
        let alone = rules.filter { scenario.toolchain.differsAlone(in: $0, among: rules) }
        return (alone + rules.filter { !alone.contains($0) }).first { rule in
            var other = scenario
            other.toolchain = scenario.toolchain.other(for: rule)
            let there = run(other, of: spec, limits: limits, recording: false, comparingToolchains: false)
            return there.failures.map(\.message) != result.failures.map(\.message) || there.error?.message != result.error?.message
        }
    }

    /// The toolchain's rules the run saw at work. A view it built holds an inline `@State` whose
    /// default builds a model, made once per identity with `xcode27` and at every init before
    /// (semantics §3), which changes creation counts and which bodies run; a default without a
    /// construction gives the same value either way. An `@Observable` field was assigned, with
    /// `=`, the value it holds, which tells its readers with `xcode16` only (§4). A `task`
    /// modifier's code started while other actions or tasks were queued (§27.1).
    static func rulesDependedOn(_ graph: Graph, _ spec: Spec) -> [ToolchainRule] {
        let inlineState = spec.components.contains { component in
            component.holders.contains { $0.kind == .state && $0.initial.containsConstruction }
                && (graph.measureTable.count(.inits, of: component.name) > 0 || graph.measureTable.count(.renders, of: component.name) > 0)
        }
        return (inlineState ? [.inlineState] : []) + (graph.equalAssignments > 0 ? [.equalAssignment] : [])
            + (graph.taskStartsAmongActions > 0 ? [.taskStart] : [])
    }

    /// What a failure keeps of the screen: its start, for the first failures only, so thousands
    /// of failures on a large screen do not each hold a copy of it.
    static func failureScreen(_ graph: Graph, _ result: ScenarioResult, _ limits: Limits) -> [ScreenItem] {
        guard result.failures.count < limits.failureScreens else { return [] }
        return graph.screen(upTo: Failure.screenShown)
    }

    /// How many texts and buttons a failure's screen had, for its "… N more": the screen index
    /// counts every live view's, which with screens includes the ones covered or in other tabs.
    /// Past the failures that keep a screen, the index's count is what is said, with no walk.
    static func itemsInSight(_ graph: Graph, kept screen: [ScreenItem]) -> Int {
        guard graph.screenCount > 0, !screen.isEmpty else { return graph.screenIndex.count }
        return screen.count < Failure.screenShown ? screen.count : graph.screen.count
    }
}
