import Testing
@testable import SpecKit

/// `await Task.sleep(for:)` throws, so Swift wants `try`; the spec's `await sleep(ms)` stands for
/// the call with it (semantics §75.9).
@Suite struct SleepTryTests {
    static func spec(_ task: String) -> String {
        """
        components:
          Screen:
            state: { n: 0 }
            body:
              - text: "n {n}"
              - Box:
                task: '\(task); n += 1'
          Box:
            body: [ { text: box } ]
        root: Screen
        script:
          - advance: 300
            expect: [n 1]
        """
    }

    @Test func taskSleepWithoutTryIsRefusedAndTheShorthandIsNot() {
        #expect(diagnostics(Self.spec("await Task.sleep(for: .milliseconds(300))")).map(\.message) == ["call can throw but is not marked with 'try'"])
        #expect(diagnostics(Self.spec("await Task.sleep(for: .seconds(1))")).first?.hint?.contains("`await sleep(1000)`") == true)
        for accepted in ["try await Task.sleep(for: .milliseconds(300))", "try? await Task.sleep(for: .milliseconds(300))", "await sleep(300)"] {
            #expect(diagnostics(Self.spec(accepted)).isEmpty, "\(accepted)")
            #expect(scenario(Self.spec(accepted)).passed, "\(accepted)")
        }
    }

    @Test func taskSleepWithoutAwaitGetsTheSleepsForms() {
        let refused = diagnostics(Self.spec("Task.sleep(300)"))
        #expect(refused.map(\.message) == ["expression is 'async' but is not marked with 'await'"])
        #expect(refused.first?.hint?.contains("try await Task.sleep(for: .milliseconds(300))") == true)
        #expect(refused.first?.hint?.contains("append") == false)
    }
}
