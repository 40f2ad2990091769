/// Trace wording for what a step checks: labels on screen or not, enabled and disabled input,
/// assertions over measures, and the error that stopped the scenario.
extension TraceBuilder {
    /// An `expectationChecked` or `enabledChecked` event, as its `✓` or `✗` line.
    mutating func check(_ event: Event) {
        switch event {
        case .expectationChecked(let label, _, let passed, let location) where assertions.contains(location):
            line(.expect, 1, passed ? "✓ assert \(label)" : "✗ assert \(label) does not hold (\(location))",
                 tone: passed ? .good : .bad)
        case .enabledChecked(let label, let enabled, let passed, let found, let location):
            let want = enabled ? "enabled" : "disabled"
            line(.expect, 1, passed ? "✓ [\(label)] \(want): \(found)" : "✗ expected [\(label)] \(want) (\(location)): \(found)",
                 tone: passed ? .good : .bad)
        case .expectationChecked(let label, let present, let passed, let location):
            let want = present ? "on screen" : "not on screen"
            line(.expect, 1, passed ? "✓ \"\(label.newlinesEscaped)\" \(want)" : "✗ expected \"\(label.newlinesEscaped)\" \(want) (\(location))",
                 tone: passed ? .good : .bad)
        default:
            break
        }
    }

    /// The error that stopped the scenario, as the last line.
    mutating func stopped(by error: Diagnostic, expected: Bool = false) {
        line(.expect, 1, "\(expected ? "✓ stopped as the spec expects" : "✗ stopped"): \(error.location): \(error.message)",
             tone: expected ? .good : .bad)
    }

    /// An `expect-error:` that did not come.
    mutating func missing(_ failure: Failure) {
        line(.expect, 1, "✗ \(failure.message)", tone: .bad)
    }
}
