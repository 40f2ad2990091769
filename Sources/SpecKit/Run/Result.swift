/// An expectation that did not hold, with what the screen showed at that step.
public struct Failure: Sendable {
    public var expectation: Expectation
    /// The step after which it was checked, e.g. `tap "related action"` (step 2).
    public var step: String
    public var stepIndex: Int
    /// Checked after the script, as one of the scenario's own expectations.
    public var endOfScript = false
    /// The start of the screen at the failure (`screenShown` items); empty past the first
    /// `Limits.failureScreens` failures of a scenario.
    public var screen: [ScreenItem]
    /// Texts and buttons that were on screen, kept or not.
    public var screenCount = 0
    /// For a label expected on screen that a live view shows out of sight: where it is, e.g.
    /// `under the sheet presented over it` (`Graph.offScreenPlace(of:)`).
    public var offScreen: String?
    /// For a label `LABEL: VALUE` expected on screen: why a control titled LABEL does not show
    /// VALUE, when the control explains it, e.g. a picker whose selection is no option's tag
    /// shows none selected (`Graph.untaggedPickerNote(for:)`, §14).
    public var note: String?
    /// For an assertion: the measures it read, e.g. `Child.renders is 4`.
    public var measures: [String] = []
    /// The scenario expected an error (`expect-error:`) that did not come.
    public var missingError = false
    /// For a missing expected error: the error that came instead, if any.
    public var unexpectedError: Diagnostic?

    /// Screen items a failure keeps.
    public static let screenShown = 1_000

    /// The screen as a report lists it, saying what was left out.
    public var screenSummary: String {
        if screen.isEmpty && screenCount > 0 { return "(\(screenCount) items; shown for the first failures only)" }
        let more = screenCount - screen.count
        return screen.summary + (more > 0 ? ", … \(more) more" : "")
    }

    /// For a label expected on screen and missing: the label on screen closest to it, when one is
    /// a near miss (`count: 1` for `count 1`), as a tap's error suggests a button.
    public var nearMiss: String? {
        guard expectation.wantsLabelShown, !missingError else { return nil }
        return Suggestion.closest(to: expectation.label, in: screen.map(\.label))
    }

    /// The report's line for a near miss: the label on screen, and why, when it differs from the
    /// expected one only by spaces at its ends, which YAML drops from a value written unquoted.
    public var nearMissLine: String? {
        guard let near = nearMiss else { return nil }
        let line = "did you mean \"\(near.invisiblesEscaped)\"? it is on screen"
        guard near != expectation.label, Array(near.drop(while: { $0 == " " }).reversed().drop(while: { $0 == " " }).reversed()) == Array(expectation.label) else { return line }
        return line + "; YAML drops the spaces at the ends of a value written without quotes: write it \"\(near.invisiblesEscaped)\", quoted"
    }

    /// `, after step 2 (tap "related action")`, or `, at the end of the script` for a scenario's
    /// own expectations; empty for a missing expected error, which is about the whole script.
    public var when: String {
        missingError ? "" : endOfScript ? ", at the end of the script" : ", after step \(stepIndex) (\(step))"
    }

    public var message: String {
        if expectation.assertion != nil {
            return "expected \(expectation.label)" + (measures.isEmpty ? "" : " (\(measures.joined(separator: ", ")))")
        }
        if let enabled = expectation.enabled {
            return "expected [\(expectation.label)] \(enabled ? "enabled" : "disabled")" + (measures.first.map { "; \($0)" } ?? "")
        }
        if missingError {
            return "expected the error \"\(expectation.label)\"" + (unexpectedError.map { ", got: \($0.message)" } ?? ", but the script ran to the end")
        }
        let label = expectation.label.longRunsShortened().newlinesEscaped
        return expectation.present ? "expected \"\(label)\" on screen" : "expected \"\(label)\" not on screen"
    }
}

/// The outcome of one scenario: its failures, or the error that stopped it, and its event log
/// when recorded.
public struct ScenarioResult: Sendable {
    public var scenario: String
    public var file: String
    /// Its place among its spec's scenarios, where a run of the whole file made it: a report finds
    /// the scenario's steps there without searching thousands of names.
    public var index: Int?
    public var failures: [Failure] = []
    /// A spec problem found while running (a tap with no match, a loop that never settles, …).
    public var error: Diagnostic?
    /// The error an `expect-error:` scenario expected, and got.
    public var expectedError: Diagnostic?
    /// The step the run stopped in with an error, 1 for the first; 0 for the launch. Nil when it
    /// did not stop.
    public var errorStep: Int?
    /// What the engine did, in order; empty unless the run was recording.
    public var log = EventLog()
    /// The log's events in an array, for a caller that wants one; readers of a large log read `log`.
    public var events: [Event] { Array(log) }
    /// The screen after the last step that ran.
    public var screen: [ScreenItem] = []
    public var checked = 0
    /// For a scenario that failed: the toolchain it ran under, when the answer depends on it (a
    /// view it built has an inline `@State` default that builds a model, semantics §3, or an
    /// `@Observable` field was assigned the value it holds, §4); nil otherwise, and for a
    /// scenario that passed, whose report does not change.
    public var toolchain: Toolchain?
    /// Which of the toolchain's rules the answer depends on, when `toolchain` is set.
    public var toolchainRule = ToolchainRule.inlineState
    /// The toolchain's note under the failures: what it decides of that rule, and the key that
    /// gives the other answer.
    public var toolchainSays: String? { toolchain?.says(toolchainRule) }
    /// Seconds the scenario took to run, for JUnit's `time`.
    public var duration: Double = 0
    /// The events the run recorded and the texts and buttons its renders built, as `Limits.events`
    /// counts them: what it counts against the file's `Limits.fileEvents`.
    var work = 0

    public var passed: Bool { failures.isEmpty && error == nil }

    /// PASS, FAIL, or ERROR for a scenario an error stopped, as `spec run` says it.
    public var outcome: String { error != nil ? "ERROR" : passed ? "PASS" : "FAIL" }
}

/// The outcome of one file: its scenarios, or the load errors that kept it from running.
public struct FileResult: Sendable {
    public var file: String
    /// The bytes that were read, so that errors show their lines from them: the file is never read
    /// twice (a fifo or a device would hang or give other bytes the second time). Kept as read:
    /// most files have no diagnostic, and making the text of a 10 MB file touched 10 MB more.
    public var sourceBytes: [UInt8]?
    /// The text that was read (`sourceBytes` as UTF-8).
    public var source: String? {
        get { sourceBytes.map { String(decoding: $0, as: UTF8.self) } }
        set { sourceBytes = newValue.map { Array($0.utf8) } }
    }
    public var spec: Spec?
    public var loadError: SpecError?
    public var scenarios: [ScenarioResult] = []

    /// 0 all passed, 1 an expectation failed, 2 the spec is bad.
    public var exitCode: Int32 {
        if loadError != nil || scenarios.contains(where: { $0.error != nil }) { return 2 }
        return scenarios.allSatisfy(\.passed) ? 0 : 1
    }
}

extension Spec {
    /// The scenario `result` ran: at its place when the run of the file gave it one, else by name.
    public func scenario(for result: ScenarioResult) -> Scenario? {
        if let i = result.index, scenarios.indices.contains(i), scenarios[i].name == result.scenario { return scenarios[i] }
        return scenarios.first { $0.name == result.scenario }
    }
}
