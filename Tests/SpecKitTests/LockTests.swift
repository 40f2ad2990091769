import Testing
@testable import SpecKit

/// The lock holds both ways for every spec: change any one expectation and its scenario fails.
@Suite struct LockTests {
    /// The expectation with its claim turned false: an expected label's trailing number moved by
    /// one, else its presence flipped; an assertion negated; enabled and disabled swapped. (An
    /// expected error is replaced below.)
    static func wrong(_ e: SpecKit.Expectation) throws -> SpecKit.Expectation {
        var w = e
        if let enabled = e.enabled {
            w.enabled = !enabled
        } else if let a = e.assertion {
            w.assertion = Expr(.unary("!", a), at: a.location, source: "!(\(a.source))")
            w.label = w.assertion!.source
        } else if e.present, let (name, value) = split(e.label), let n = Int(value) {
            w.label = "\(name) \(n + 1)"
        } else {
            w.present.toggle()
        }
        return w
    }

    /// `model input 2` → (`model input`, `2`); a one-word label has no trailing value.
    static func split(_ label: String) -> (String, String)? {
        guard let space = label.lastIndex(of: " ") else { return nil }
        let name = String(label[..<space]), value = String(label[label.index(after: space)...])
        return name.isEmpty || value.isEmpty ? nil : (name, value)
    }

    @Test(arguments: SpecsTests.specFiles)
    func everyExpectationIsLoadBearing(file: String) throws {
        // The spec as the shared recorded run decoded it: running the file again only to decode it
        // cost a run of every spec.
        let spec = try #require(RecordedRuns.result(of: file).spec)
        for scenario in spec.scenarios {
            if let error = scenario.expectedError {
                var changed = scenario
                changed.expectedError = error + " (changed)"
                let outcome = ScenarioRunner.run(changed, of: spec, recording: false)
                #expect(!outcome.passed, "\(file): \(scenario.name) passes with a changed expect-error")
                // The failure points at the `expect-error:` written, not at the scenario.
                #expect(outcome.failures.first?.expectation.location == scenario.expectedErrorLocation && scenario.expectedErrorLocation != nil)
            }
            for (s, step) in scenario.steps.enumerated() {
                for (e, expectation) in step.expectations.enumerated() {
                    var changed = scenario
                    changed.steps[s].expectations[e] = try Self.wrong(expectation)
                    // Run up to the changed step: a step checks what is on screen after it, so the
                    // steps after it cannot make it pass or fail (the scenario passes as written).
                    // A scenario that expects an error keeps its whole script, which reaches it.
                    if scenario.expectedError == nil { changed.steps.removeSubrange((s + 1)...) }
                    let outcome = ScenarioRunner.run(changed, of: spec, recording: false)
                    let passed = outcome.passed
                    #expect(!passed,
                            "\(file): '\(scenario.name)' still passes with \(expectation.label) changed to \(changed.steps[s].expectations[e].label)")
                    if expectation.assertion == nil {
                        #expect(outcome.failures.first?.expectation.label == changed.steps[s].expectations[e].label)
                    }
                }
            }
        }
    }
}
