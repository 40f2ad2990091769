/// How far an exploration may go.
public struct ExploreOptions: Sendable {
    /// The longest action sequence tried.
    public var depth: Int = 8
    /// Distinct settled states to visit at most, per scenario.
    public var maxStates: Int = 100_000
    /// Threads that expand a breadth-first level; the findings do not depend on it.
    public var jobs: Int = 1
    /// Steps to try at most, per scenario: a screen of many buttons multiplies the steps a state
    /// costs, and the states a level keeps, past what the state bound alone limits.
    public var maxSteps: Int = 1_000_000

    public init(depth: Int = 8, maxStates: Int = 100_000, jobs: Int = 1, maxSteps: Int = 1_000_000) {
        self.depth = depth
        self.maxStates = maxStates
        self.jobs = jobs
        self.maxSteps = maxSteps
    }
}

/// A property that failed, with the shortest action sequence that makes it fail.
public struct Finding: Sendable {
    public enum Kind: Sendable, Hashable {
        /// A render of the component in which its `invariant:` was false.
        case invariant(component: String, expression: String)
        /// An `always:` expression that was false after a settled step.
        case always(expression: String)
        /// A step that stopped with an error: a screen that never settles, a type error, …
        case error(message: String)
    }

    public var kind: Kind
    /// The steps from launch, in order; empty when the launch itself breaks the property.
    public var steps: [ExploreAction]
    /// What was seen: the measures or the error's message.
    public var detail: String
    /// The screen after the last tap.
    public var screen: [ScreenItem]
    /// Where the property is written (the invariant, the always-expression, or the scenario).
    public var location: Location

    /// A short name of the property, e.g. `StateChild's invariant model.input == input`; for a
    /// step that stopped with an error, `a runtime error`, which is what was found.
    public var property: String {
        switch kind {
        case .invariant(let c, let e): return "\(c)'s invariant \(e)"
        case .always(let e): return "always \(e)"
        case .error: return "a runtime error"
        }
    }

    /// What was found, for the text report: `StateChild's invariant model.input == input fails
    /// after 1 step`, `a runtime error after 2 steps`.
    public var headline: String {
        let after = steps.isEmpty ? "at launch" : "after \(steps.count) step\(steps.count == 1 ? "" : "s")"
        if case .error = kind { return "\(property) \(after)" }
        return "\(property) fails \(after)"
    }

    /// The assertion that fails at the end of `steps`, for a spec written from the finding.
    public var assertion: String? {
        switch kind {
        case .invariant(let c, _): return "\(c).staleRenders == 0"
        case .always(let e): return e
        case .error: return nil
        }
    }
}

/// What exploring one scenario found and covered.
public struct ExploreResult: Sendable {
    public var scenario: String
    public var file: String
    public var findings: [Finding] = []
    /// Distinct settled states visited, the launch included.
    public var states = 0
    /// Actions tried, counting those that led to a state already visited.
    public var transitions = 0
    /// The deepest level expanded.
    public var depth = 0
    /// Every reachable state was visited: the frontier emptied before the depth or state bound.
    public var complete = false
    /// The state bound stopped it.
    public var hitMaxStates = false
    /// The step bound stopped it, or kept it from expanding states it reached.
    public var hitMaxSteps = false
    /// An error at launch: the spec cannot be explored (exit 2).
    public var error: Diagnostic?
    /// Why the scenario was not explored, e.g. it expects an error.
    public var skipped: String?
    /// Buttons and controls left out because another on the same screen has the same label.
    public var ambiguousLabels: [String] = []
    public var seconds = 0.0
    /// Bytes the search keeps for each visited state once it has moved on from it: its key in the
    /// visited set and the link to the state it was reached from (the frontier's graphs aside).
    public var bytesPerState = 0.0
    /// The scenario of the file whose exploration this is, when this one explores the same launch
    /// and was not explored again (`ExplorationInputs`); nil when it was explored itself.
    public var sameAs: String?
    /// Actions tried, the ones past the state bound that the search never used included: what
    /// the bound saves, for tests.
    var stepsTried = 0
    /// Works the threads took to try them: a run of states or a chunk of one state's actions.
    var worksTaken = 0
    /// The most actions whose graphs were alive at once, in chunks tried and not yet merged (a
    /// chunk not yet listed counting as a whole one): what a state's many actions cost in memory.
    var stepsHeldMost = 0
    /// The most actions a level let be alive at once: its room, which grows as its graphs shrink.
    var stepsHeldBound = 0
    /// The most states a level kept for the next, each holding its graph: what the step bound
    /// keeps few on a screen of many actions.
    var keptMost = 0

    public var passed: Bool { findings.isEmpty && error == nil }
}

/// The outcome of exploring one file.
public struct ExploreFileResult: Sendable {
    public var file: String
    public var spec: Spec?
    /// The bytes the spec was read from, so `--emit` writes from them without reading again
    /// (standard input cannot be read twice).
    public var source: [UInt8] = []
    public var loadError: SpecError?
    public var scenarios: [ExploreResult] = []

    /// 0 no finding, 1 a finding, 2 a bad spec.
    public var exitCode: Int32 {
        if loadError != nil || scenarios.contains(where: { $0.error != nil }) { return 2 }
        return scenarios.allSatisfy(\.passed) ? 0 : 1
    }
}
