/// One line of a trace: what happened, when (step and pass), and how deep to indent it.
public struct TraceLine: Sendable, Hashable, Codable {
    /// What the line is about; also the word a tool filters on in `--format json`.
    public enum Kind: String, Sendable, Codable {
        case step, tap, input, action, write, invalidate, pass, create, destroy
        case initialize = "init", holder, model, render, read, skip, expect
        /// An on-change, task, on-appear or on-disappear action, or a task started or cancelled.
        case handler
        /// A render whose component invariant was false.
        case stale
        /// Bodies that did not run in a pass, and why.
        case notRun = "not-run"
        /// An environment entry a modifier set on a subtree.
        case environment
        /// A task started, suspended, resumed, was cancelled or ended; a request or a timer; the clock.
        case task, request, clock
    }

    /// How a terminal may colour the line; plain text carries the same words.
    public enum Tone: String, Sendable, Codable {
        case plain, heading, render, created, discarded, muted, good, bad
    }

    public var kind: Kind
    /// 0 for the launch, then the script step's number.
    public var step: Int
    /// The render pass the line happened in; nil outside passes (taps, writes, expectations).
    public var pass: Int?
    /// Indentation level: steps at 0, passes at 1, then the tree's depth.
    public var depth: Int
    /// The node's path, such as `Parent/StateChild`, when the line is about one node.
    public var node: String?
    public var text: String
    public var tone: Tone
}

/// The timeline of one scenario, explained line by line, built only from its event log.
public struct ScenarioTrace: Sendable, Codable {
    public var scenario: String
    public var passed: Bool
    /// The problem that stopped the scenario, `file:line:column: error: message`; nil when it ran to the end.
    public var error: String?
    /// The step summaries by number: 0 is `launch`.
    public var steps: [String]
    public var lines: [TraceLine]

    /// The spec model, when given, tells which expectations are assertions over measures
    /// (`assert: Child.renders == 3`) rather than labels on screen.
    public init(_ result: ScenarioResult, spec: Spec? = nil) {
        scenario = result.scenario
        passed = result.passed
        error = result.error?.description
        var lines: [TraceLine] = []
        steps = TraceBuilder.trace(result, spec: spec) { lines.append(TraceLine($0, text: $1)) }
        self.lines = lines
    }

    /// The lines of one step.
    public func lines(ofStep step: Int) -> [TraceLine] { lines.filter { $0.step == step } }
}
