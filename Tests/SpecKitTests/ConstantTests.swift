import Testing
@testable import SpecKit

/// `let asked = query` without `await`: a constant of its closure, evaluated once where it is
/// written, seen by the statements after it and across the awaits of a task (docs/semantics.md §27).
@Suite struct ConstantTests {
    static let app = """
        requests:
          load: { cancellation: throws, returns: '"result " + argument' }
        components:
          Screen:
            state: { count: 0, seen: -1, gen: 0, result: '"none"' }
            body:
              - text: count {count} seen {seen} result {result}
              - button: bump
                action: 'let before = count; count += 1; seen = before'
              - button: spawn
                action: 'gen += 1; let mine = gen; Task { let r = await load("x"); guard mine == gen else { return }; result = r }'
              - button: inside
                action: 'gen += 1; Task { let mine = gen; let r = await load("x"); guard mine == gen else { return }; result = r }'
              - button: animate
                action: 'withAnimation { let twice = count * 2; seen = twice }'
        root: Screen
        """

    func run(_ script: String) -> ScenarioResult { scenario(Self.app + "\nscript:\n" + script) }

    func shows(_ s: ScenarioResult) -> Comment { "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    @Test func anActionsConstantKeepsTheValueItHadWhereItWasWritten() {
        let s = run("""
              - tap: bump
                expect: [count 1 seen 0 result none]
              - tap: animate
                expect: [count 1 seen 2 result none]
            """)
        #expect(s.passed, shows(s))
    }

    @Test func aTaskKeepsItsConstantAcrossTheAwaitWhileStateIsReadLive() {
        // Two loads; the first to start answers last. Each compares the generation it kept with
        // the live one: only the newest writes, whichever answers first.
        for tap in ["spawn", "inside"] {
            let s = run("""
                  - tap: \(tap)
                  - tap: \(tap)
                  - complete: load
                    argument: '"x"'
                    which: first
                    expect: [count 0 seen -1 result none]
                  - complete: load
                    argument: '"x"'
                    expect: [count 0 seen -1 result result x]
                """)
            #expect(s.passed, shows(s))
        }
    }

    @Test func theLockAConstantIsNotTheLiveValue() {
        // Were `mine` read live, both loads would pass their guard and the first answer would write.
        let s = run("""
              - tap: inside
              - tap: inside
              - complete: load
                argument: '"x"'
                which: first
                expect: [count 0 seen -1 result result x]
            """)
        #expect(!s.passed)
        #expect(s.failures.first?.screen.map(\.label).contains("count 0 seen -1 result none") == true, shows(s))
    }

    @Test func theTraceSaysWhatTheConstantHolds() {
        let file = SpecKitTests.run(Self.app + "\nscript:\n  - tap: bump\n")
        let lines = ScenarioTrace(file.scenarios[0], spec: file.spec).lines.map(\.text)
        #expect(lines.contains("before is 0: a constant, evaluated once here, it keeps this value in the rest of its closure, across awaits"), "\(lines)")
    }

    @Test func aConstantIsCheckedAsSwiftWouldCompileIt() {
        #expect(actionErrors("let a = count; seen = a") == [])
        // `let count = count` compiles: the constant hides the holder from there on, and is not assigned.
        #expect(actionErrors("let count = count; seen = count") == [])
        #expect(actionErrors("let count = count; count = 2") == ["cannot assign to value: 'count' is a 'let' constant"])
        #expect(actionErrors("let x = 1; let x = 2; seen = x") == ["x is declared twice in this action"])
        #expect(actionErrors("seen = y; let y = 1") == ["use of local variable 'y' before its declaration"])
        #expect(actionErrors("let w = \"a\"; seen = w") == ["cannot assign a String to 'seen', an Int"])
    }
}
