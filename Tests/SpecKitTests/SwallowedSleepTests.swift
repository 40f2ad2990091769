import Testing
@testable import SpecKit

/// `try? await sleep(ms)`: a cancelled sleep's CancellationError is swallowed and the task goes on
/// (docs/semantics.md §27).
@Suite struct SwallowedSleepTests {
    func app(_ sleep: String) -> String {
        """
        components:
          Search:
            state: { query: '""', runs: 0 }
            body:
              - text: runs {runs}
              - text-field: Query
                text: $query
              - Results:
                task:
                  id: query
                  action:
                    - 'guard query != "" else { return }'
                    - \(sleep)
                    - runs += 1
          Results:
            body: [ { text: results } ]
        root: Search
        script:
          - type: ab
            into: Query
        """
    }

    func failures(_ s: ScenarioResult) -> Comment { "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    @Test func aSwallowedCancellationLetsTheTaskGoOn() {
        // The task for "a" is cancelled by "ab": its sleep's error is swallowed, and it counts a run.
        let s = scenario(app("try? await sleep(300)") + "\n    expect: [runs 1]\n  - advance: 300\n    expect: [runs 2]\n")
        #expect(s.passed, failures(s))
    }

    @Test func theLockWithoutTryTheCancelledTaskEnds() {
        let s = scenario(app("await sleep(300)") + "\n    expect: [runs 0]\n  - advance: 300\n    expect: [runs 1]\n")
        #expect(s.passed, failures(s))
        let wrong = scenario(app("try? await sleep(300)") + "\n    expect: [runs 0]\n")
        #expect(!wrong.passed)
    }

    @Test func tryQuestionMarkBeforeAnAwaitMarksTheStatement() throws {
        let s = try Parser.statements("try? await sleep(300)", at: Location(file: "t.yaml", line: 1, column: 1))
        #expect(s.count == 1 && s[0].swallowsErrors && s[0].source == "try? await sleep(300)")
        let request = try Parser.statements("x = try? await search(q)", at: Location(file: "t.yaml", line: 1, column: 1))
        #expect(request.count == 1 && request[0].swallowsErrors && request[0].source == "x = try? await search(q)")
        // Before a call that does not await, `try?` is an expression's, a throwing method's (§80).
        let call = try Parser.statements("x = try? search(q)", at: Location(file: "t.yaml", line: 1, column: 1))
        #expect(call.count == 1 && !call[0].swallowsErrors && call[0].expressions.first?.source == "try? search(q)")
        #expect(throws: Diagnostic.self) { try Parser.statements("try? x = 1", at: Location(file: "t.yaml", line: 1, column: 1)) }
    }

    /// `await sleep(0)` resumes once the step has settled, without an `advance:`; a sleep of 1 ms waits.
    @Test func aSleepOfZeroResumesWithoutTheClockMoving() {
        func app(_ ms: Int) -> String {
            """
            components:
              Screen:
                state: { a: 0 }
                body:
                  - text: "a {a}"
                  - button: go
                    action: "Task { await sleep(\(ms)); a += 1 }"
                  - Child:
                    task:
                      action:
                        - await sleep(\(ms))
                        - a += 10
              Child:
                body: [ { text: child } ]
            root: Screen
            script:
              - expect: [a \(ms == 0 ? 10 : 0)]
              - tap: go
                expect: [a \(ms == 0 ? 11 : 0)]
            """
        }
        let zero = scenario(app(0))
        #expect(zero.passed, "\(zero.failures.map(\.message)) \(String(describing: zero.error))")
        let one = scenario(app(1))
        #expect(one.passed, "\(one.failures.map(\.message)) \(String(describing: one.error))")
    }
}
