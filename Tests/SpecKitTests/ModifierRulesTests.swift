import Testing
@testable import SpecKit

/// on-change, task, on-appear / on-disappear, settling, measures (docs/semantics.md §5, §8, §9, §11).
@Suite struct ModifierRulesTests {
    /// Index of the first event matching, or nil.
    func index(_ s: ScenarioResult, after start: Int = 0, _ match: (Event) -> Bool) -> Int? {
        s.events.indices.first { $0 >= start && match(s.events[$0]) }
    }

    let parent = """
        models:
          M: { fields: [v] }
        components:
          Root:
            state: { n: 1 }
            body:
              - button: bump
                action: n += 1
              - Child: { n: n }
          Child:
            props: [n]
            lazy-state: { m: "M(v: n)" }
            invariant: m.v == n
            body:
              - Row: { v: m.v }
                MODIFIER
          Row:
            props: [v]
            body:
              - text: m {v}
        root: Root
        script:
          - tap: bump
            expect: [m 2]
        """

    func with(_ modifier: String) -> String {
        parent.replacingOccurrences(of: "MODIFIER", with: modifier)
    }

    @Test func onChangeRunsAfterThePassThatShowedTheOldValue() {
        let s = scenario(with("on-change: { of: n, action: \"m = M(v: newValue)\" }"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
        let tap = index(s) { if case .tapped = $0 { return true } else { return false } } ?? 0
        let staleRender = index(s, after: tap) { if case .stale = $0 { return true } else { return false } }
        let ran = index(s, after: tap) { if case .handlerRan(_, _, "on-change", "n 1 → 2") = $0 { return true } else { return false } }
        let passEnd = index(s, after: tap) { if case .passEnded = $0 { return true } else { return false } }
        #expect(staleRender != nil && ran != nil && passEnd != nil)
        if let staleRender, let ran, let passEnd { #expect(staleRender < passEnd && passEnd < ran) }
        #expect(s.creations(of: "M") == 2)
    }

    @Test func onChangeInitialRunsAtAppearWithEqualValues() {
        let s = scenario(with("on-change: { of: n, initial: true, action: \"m = M(v: newValue + oldValue - n)\" }"))
        #expect(s.events.contains { if case .handlerRan(_, _, "on-change", "initial, n = 1") = $0 { return true } else { return false } })
        #expect(s.creations(of: "M") == 3)
    }

    @Test func aTaskStartsAtAppearAndRestartsWhenItsIdChanges() {
        let s = scenario(with("task: { id: n, action: \"m = M(v: n)\" }"))
        #expect(s.passed)
        let tasks = s.events.compactMap { e -> String? in
            switch e {
            case .taskStarted(let task): return "start \(task.id?.description ?? "-")"
            case .taskCancelled(let task, _): return "cancel \(task.id?.description ?? "-")"
            default: return nil
            }
        }
        // The first task ran to its end at appear (it never awaits), so the change has nothing to cancel.
        #expect(tasks == ["start 1", "start 2"])
        #expect(s.creations(of: "M") == 3)   // the lazy one, the task at appear, the task after the change
    }

    @Test func appearAndDisappearRunAfterThePass() {
        let s = scenario("""
            components:
              Root:
                state: { on: true, log: '""' }
                body:
                  - button: hide
                    action: on = false
                  - text: "log:{log}"
                  - if: on
                    then:
                      - Leaf:
                        on-appear: log = log + " appear"
                        on-disappear: log = log + " disappear"
              Leaf:
                body: []
            root: Root
            script:
              - expect: ["log: appear"]
              - tap: hide
                expect: ["log: appear disappear"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message))")
    }

    @Test func aHandlerThatKeepsWritingHitsThePassLimitAndIsNamed() {
        let s = scenario("""
            components:
              Root:
                state: { n: 0 }
                body:
                  - button: go
                    action: n += 1
                  - text: n {n}
                  - Leaf:
                    on-change: { of: n, action: n += 1 }
              Leaf:
                body: []
            root: Root
            script:
              - tap: go
            """)
        #expect(s.error?.message.contains("the screen never settles") == true)
        #expect(s.error?.message.contains("handlers that keep writing: on-change on Root/Leaf") == true)
        #expect(s.error?.hint?.contains("onChange(of:) action tried to update multiple times per frame") == true)
    }

    @Test func measuresCountInitsRendersAndStaleRenders() {
        let s = scenario(with("on-change: { of: n, action: \"m = M(v: newValue)\" }")
            .replacingOccurrences(of: "    expect: [m 2]", with: "    expect: [m 2]\n    assert: [\"Child.inits == 2 && Child.renders == 3\", \"Child.staleRenders == 1\", \"M.creations == 2\"]"))
        #expect(s.passed, "\(s.failures.map(\.message))")
    }

    @Test func aFailedAssertionShowsTheMeasures() {
        let s = scenario(parent.replacingOccurrences(of: "        MODIFIER\n", with: "")
            .replacingOccurrences(of: "    expect: [m 2]", with: "    assert: [\"Child.renders == 1\"]"))
        #expect(s.failures.first?.message == "expected Child.renders == 1 (Child.renders is 2)")
    }

    @Test func anExpectedErrorPassesOnlyWhenItComes() {
        let loop = """
            components:
              Root:
                state: { n: 0 }
                body:
                  - text: n {n}
                  - Leaf:
                    on-change: { of: n, initial: true, action: n += 1 }
              Leaf:
                body: []
            root: Root
            expect-error: EXPECTED
            """
        let good = scenario(loop.replacingOccurrences(of: "EXPECTED", with: "never settles"))
        #expect(good.passed && good.expectedError != nil)
        let wrong = scenario(loop.replacingOccurrences(of: "EXPECTED", with: "division by zero"))
        #expect(!wrong.passed)
        #expect(wrong.failures.first?.message.hasPrefix("expected the error \"division by zero\", got: the screen never settles") == true)
    }
}
