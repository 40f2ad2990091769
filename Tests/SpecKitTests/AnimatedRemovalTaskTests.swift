import Testing
@testable import SpecKit

/// A view removed in `withAnimation` disappears when its removal transition ends, and SwiftUI
/// cancels its `.task` as it disappears: the cancellation waits for the transition too, so the
/// task's `catch` runs after the view's on-disappear, as it does without animation (§57).
@Suite struct AnimatedRemovalTaskTests {
    static func app(_ action: String, expect: String) -> String {
        """
        components:
          Screen:
            state: { showA: true, log: '""' }
            body:
              - text: "log {log}"
              - button: flip
                action: "\(action)"
              - if: showA
                then:
                  - Leaf: {}
                    on-appear: log += "+A"
                    on-disappear: log += "-A"
                    task:
                      action: |
                        do {
                          try await Task.sleep(for: .seconds(10))
                        } catch {
                          log += "c"
                        }
                else:
                  - Leaf: {}
                    on-appear: log += "+B"
          Leaf: { body: [] }
        root: Screen
        script:
          - tap: flip
            expect: ["\(expect)"]
        """
    }

    @Test func theTaskIsCancelledWhenTheViewDisappears() throws {
        for (action, log) in [("showA.toggle()", "log +A-A+Bc"), ("withAnimation { showA.toggle() }", "log +A+B-Ac")] {
            let s = try #require(run(Self.app(action, expect: log)).scenarios.first)
            #expect(s.passed, "\(action): \(outcome(s))")
        }
        // The lock: the order of a cancellation at the removing update fails.
        #expect(run(Self.app("withAnimation { showA.toggle() }", expect: "log +A+Bc-A")).scenarios.first?.passed == false)
    }

    @Test func theTraceSaysWhenTheTaskWasCancelled() throws {
        let result = run(Self.app("withAnimation { showA.toggle() }", expect: "log +A+B-Ac"))
        let s = try #require(result.scenarios.first)
        let lines = ScenarioTrace(s, spec: result.spec).lines.map(\.text)
        #expect(lines.contains { $0.contains("its view disappeared at the end of its removal transition") }, "\(lines)")
        let plain = run(Self.app("showA.toggle()", expect: "log +A-A+Bc"))
        let plainLines = ScenarioTrace(try #require(plain.scenarios.first), spec: plain.spec).lines.map(\.text)
        #expect(plainLines.contains { $0.contains("its view went away") })
    }
}
