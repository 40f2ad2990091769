import Foundation
import Testing
@testable import SpecKit

/// `while`, `repeat … while` and `for (i, x) in items.enumerated()` (docs/semantics.md §87): when
/// a condition is tested, what a jump does in each, the offset of a pair, a loop that awaits in a
/// task, the bound on a condition that stays true, and the checks in Swift's words.
@Suite struct WhileLoopTests {
    func outcome(_ s: ScenarioResult) -> Comment { "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    /// `ForInLoopTests.app`'s Tally, with `n` and `script` after it.
    static func app(_ action: String, n: Int = 3, script: String) -> String {
        ForInLoopTests.app([("go", action)], state: ", n: \(n)", script: script)
    }

    func passes(_ action: String, n: Int = 3, _ expect: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let s = scenario(Self.app(action, n: n, script: "  - tap: go\n    expect: [\(expect)]"))
        #expect(s.failures.isEmpty && s.error == nil, outcome(s), sourceLocation: sourceLocation)
    }

    func passes(_ action: String, n: Int, expect step: String, _ expected: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let s = scenario(Self.app(action, n: n, script: "  - tap: go\n  - \(step)\n    expect: [\(expected)]"))
        #expect(s.failures.isEmpty && s.error == nil, outcome(s), sourceLocation: sourceLocation)
    }

    @Test func whileTestsBeforeEachTurnAndRepeatAfter() {
        // Three turns while n > 0; none when it starts false; repeat's body once even then.
        passes("while n > 0 {\n  total += n\n  n -= 1\n}", "total 6")
        passes("while n > 0 { total += 1 }", n: 0, "total 0")
        passes("repeat { total += 1 } while n > 0", n: 0, "total 1")
        passes("repeat {\n  total += n\n  n -= 1\n} while n > 0", "total 6")
    }

    @Test func theConditionReadsWhatTheBodyWrote() {
        // The test after each turn sees the turn's writes: items grows until it has 7 elements.
        passes("while items.count < 7 { items.append(0) }", "count 7")
        passes("repeat { items.removeLast() } while items.count > 2", "count 2")
    }

    @Test func continueTestsTheConditionAgainAndBreakLeaves() {
        // In a repeat loop, `continue` goes to the test, as Swift's does: n reaches 0 and the loop ends.
        passes("repeat {\n  n -= 1\n  if n == 1 { continue }\n  log += String(n)\n} while n > 0", "log 20")
        passes("while true {\n  n += 1\n  if n == 5 { break }\n}\ntotal = n", "total 5")
        // A break in an inner while leaves it only.
        passes("for i in 0..<2 {\n  n = 0\n  while true {\n    n += 1\n    if n > i { break }\n  }\n  total += n\n}", "total 3")
    }

    @Test func enumeratedBindsEachElementWithItsOffsetFromZero() {
        passes("for (i, x) in items.enumerated() { log += String(i) + String(x) }", "log 0311243145")
        passes("for (i, x) in items.enumerated() where x == 1 { total += i }", "total 4")
        passes("for (_, x) in items.enumerated() { total += x }", "total 14")
        passes("for (i, _) in items.enumerated() { total += i }", "total 10")
        // The pair comes from the copy: appending in the body adds no turn.
        passes("for (i, x) in items.enumerated() { items.append(i + x) }", "count 10")
    }

    @Test func aModelsMethodLoopsWithWhileAndReturnsAnOffsetFromAPair() {
        let yaml = """
        models:
          Counter:
            fields: { n: 40, steps: 0, marks: "[5, 8, 13]" }
            methods:
              halve: "while n > 5 { n = n / 2; steps += 1 }"
              "offset(_ x: Int) -> Int": "for (i, m) in marks.enumerated() { if m == x { return i } }; return -1"
        components:
          Shop:
            state: { c: Counter() }
            body:
              - text: n {c.n} steps {c.steps} at {c.offset(13)} {c.offset(4)}
              - button: go
                action: c.halve()
        root: Shop
        script:
          - expect: [n 40 steps 0 at 2 -1]
          - tap: go
            expect: [n 5 steps 3 at 2 -1]
        """
        let s = scenario(yaml)
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
    }

    /// A task whose while loop awaits a request each turn; a tap between turns makes the
    /// condition false, which the loop sees only when the turn ends.
    static let pager = """
        requests:
          fetch: { cancellation: throws, returns: argument }
        components:
          Pager:
            state: { page: 0, more: true, got: 0, taps: 0, status: '"idle"' }
            body:
              - text: page {page} got {got} taps {taps} {status}
              - button: load
                action: |
                  Task {
                    status = "loading"
                    repeat {
                      page += 1
                      let r = await fetch(page)
                      got += r
                      if got > 100 { break }
                    } while more
                    status = "done"
                  }
              - button: stop
                action: more = false; taps += 1
        root: Pager
        """

    @Test func aLoopThatAwaitsTestsItsConditionWhenTheTurnEnds() {
        let script = """
        script:
          - tap: load
            expect: [page 1 got 0 taps 0 loading]
          - complete: fetch
            expect: [page 2 got 1 taps 0 loading]
          - tap: stop
            expect: [page 2 got 1 taps 1 loading]
          - complete: fetch
            expect: [page 2 got 3 taps 1 done]
            assert: ["Requests.started == 2"]
        """
        let s = scenario(Self.pager + "\n" + script)
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
        let lines = ScenarioTrace(s, spec: run(Self.pager + "\n" + script).spec).lines.map(\.text)
        for expected in ["`repeat { … } while more`: the body runs once before the condition is tested",
                         "turn 2: `more` is true, so the body runs", "`more` is false, so the loop ends after 2 turns"] {
            #expect(lines.contains { $0.contains(expected) }, "\(expected) not in \(lines)")
        }
    }

    @Test func whileNotCancelledEndsAfterTheTurnTheCancelFindsAsleep() {
        // `try?` swallows the cancelled sleep's error, so that turn writes once more; the test
        // after it reads Task.isCancelled and ends the loop.
        let yaml = """
            components:
              Ticker:
                state: { ticks: 0, pending: nil }
                body:
                  - text: ticks {ticks}
                  - button: start
                    action: |
                      pending = Task {
                        while !Task.isCancelled {
                          try? await Task.sleep(for: .milliseconds(100))
                          ticks += 1
                        }
                      }
                  - button: stop
                    action: pending?.cancel()
            root: Ticker
            script:
              - tap: start
              - advance: 250
                expect: [ticks 2]
              - tap: stop
                expect: [ticks 3]
              - advance: 1000
                expect: [ticks 3]
            """
        let s = scenario(yaml)
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
    }

    @Test func aReturnAfterAnAwaitInALoopOrADoRunsItsDeferOnce() {
        // The turn's (or the block's) `defer` runs as the return leaves it, and not again as the
        // task ends: a `repeat` with a continue, a `for … in` and a `do`.
        for (body, expected) in [
            ("repeat {\n  defer { log += \".\" }\n  n += 1\n  if n == 4 { continue }\n  await sleep(10)\n  log += String(n)\n  if n == 5 { return }\n} while n < 9", "log .5."),
            ("for x in items {\n  defer { log += \".\" }\n  await sleep(10)\n  log += String(x)\n  if x == 1 { return }\n}", "log 3.1."),
            ("do {\n  defer { log += \".\" }\n  await sleep(10)\n  log += \"a\"\n  return\n}", "log a.")] {
            passes("Task {\n\(body)\nlog += \"end\"\n}", n: 3, expect: "advance: until-idle", expected)
        }
    }

    @Test func theTraceSaysEachTestWithWhatTheConditionRead() {
        let yaml = Self.app("while n > 1 { n -= 1; if n == 2 { continue } }\nfor (i, x) in items.enumerated() where i < 2 { if x == 1 { break } }", script: "  - tap: go")
        let lines = ScenarioTrace(scenario(yaml), spec: run(yaml).spec).lines.map(\.text)
        for expected in ["turn 1: `n > 1` is true (n is 3), so the body runs",
                         "`continue` ends turn 1: the rest of its body does not run, and the condition is tested for the next",
                         "`n > 1` is false (n is 1), so the loop ends after 2 turns",
                         "turn 1 of 5: i is 0, x is 3",
                         "`break` leaves the loop at turn 2 of 5: the turns after it do not run"] {
            #expect(lines.contains { $0.contains(expected) }, "\(expected) not in \(lines)")
        }
        let none = Self.app("while n > 5 { n -= 1 }", script: "  - tap: go")
        #expect(ScenarioTrace(scenario(none), spec: run(none).spec).lines.map(\.text).contains { $0.contains("`n > 5` is false (n is 3), so the body does not run") })
    }

    @Test func aConditionThatStaysTrueStopsAtTheBoundOnTurns() {
        var limits = Limits.standard
        limits.valueSize = 50
        let atOnce = run(Self.app("while n > 0 { n += 1 }", script: "  - tap: go"), limits: limits).scenarios.first
        #expect(atOnce?.error?.message == "the loops at `while n > 0` ran more than 50 turns at once, and its condition is still true", "\(String(describing: atOnce?.error))")
        // In a task, a loop whose await is never reached takes its turns in one job.
        let task = "Task {\n  while n > 0 {\n    n += 1\n    if n < 0 { await sleep(10) }\n  }\n}"
        let inTask = run(Self.app(task, script: "  - tap: go"), limits: limits).scenarios.first
        #expect(inTask?.error?.message == "the loops at `while n > 0` ran more than 50 turns in one job of the task, and its condition is still true", "\(String(describing: inTask?.error))")
        // A loop that sleeps each turn is bounded by the clock's step, not by turns.
        let sleeping = "Task {\n  while true {\n    await sleep(10)\n    total += 1\n  }\n}"
        let s = run(Self.app(sleeping, script: "  - tap: go\n  - advance: 1000\n    expect: [total 100]"), limits: limits).scenarios.first
        #expect(s?.passed == true, "\(String(describing: s?.failures)) \(String(describing: s?.error))")
    }

    @Test func checksRefuseInSwiftsWords() {
        func first(_ action: String) -> String {
            diagnostics(Self.app(action, script: "  - tap: go")).first?.message ?? "none"
        }
        #expect(first("while n { n -= 1 }") == "cannot convert value of type 'Int' to expected condition type 'Bool'")
        #expect(first("repeat { n -= 1 } while log") == "cannot convert value of type 'String' to expected condition type 'Bool'")
        #expect(first("while n > 0 n -= 1") == "expected '{' after 'while' condition, found 'n'")
        #expect(first("while { n -= 1 }") == "missing condition in a 'while' statement")
        #expect(first("repeat { n -= 1 }") == "expected 'while' after body of 'repeat' statement")
        #expect(first("repeat { n -= 1 } while") == "expected expression in 'repeat-while' condition")
        #expect(first("for (i, x) in items { total += x }") == "tuple pattern cannot match values of the non-tuple type 'Int'")
        #expect(first("for (i, x) in total { log = \"\" }") == "for-in loop requires 'Int' to conform to 'Sequence'")
        #expect(first("for (i, x) in items.enumerated() { i = 2 }") == "cannot assign to value: 'i' is a 'let' constant")
        #expect(first("for x in items.enumerated() { total += 1 }").hasPrefix("`items.enumerated()` gives pairs"))
        #expect(first("for (a, b, c) in items.enumerated() { total += a }").hasPrefix("a tuple pattern of 3 names is not expressed"))
        #expect(first("while n > 0 { n -= 1; Task { continue } }") == "'continue' is only allowed inside a loop")
        // A repeat's condition does not see the body's constants, as in Swift.
        #expect(first("repeat { let m = n } while m > 0") != "none")
        #expect(first("while n > 0 { if n == 2 { break }; n -= 1 }") == "none")
    }

    /// Two tasks in the same `while` loop at the same time, one a turn further than the other,
    /// are one state: what runs next reads the state, not the turn's number (§87).
    @Test func aWhileLoopsTurnIsNotPartOfTheStateKey() throws {
        let yaml = """
            components:
              Ticker:
                state: { stop: false }
                body:
                  - text: ticker
                  - button: Start
                    action: "Task { while !stop { await sleep(10) } }"
            root: Ticker
            """
        let (a, at) = try launched(yaml, recording: false)
        try a.tap("Start", at: at)
        try a.perform(.time(.advance(20)), at: at)
        let (b, _) = try launched(yaml, recording: false)
        try b.perform(.time(.advance(10)), at: at)
        try b.tap("Start", at: at)
        try b.perform(.time(.advance(10)), at: at)
        #expect(a.now == b.now && a.stateKey() == b.stateKey())
    }

    @Test func theLessonHoldsAndAWrongExpectationFails() throws {
        // The halving's three turns, repeat's one turn where while takes none, the pair's offset,
        // and the task's loop that finishes its turn after the stop.
        try expectLessonHolds("while-loops.yaml", wrong: [
            ("expect: [\"n 5, steps 3, rolls 0\"]", "expect: [\"n 5, steps 4, rolls 0\"]", 0),
            ("expect: [\"n 5, steps 3, rolls 1\"]", "expect: [\"n 5, steps 3, rolls 0\"]", 0),
            ("expect: [line 1Bo]", "expect: [line 2Bo]", 0),
            ("expect: [\"ticks 3, stopped\"]", "expect: [\"ticks 2, stopped\"]", 0),
            ("assert: [\"Meter.renders == 2\"]", "assert: [\"Meter.renders == 4\"]", 0)])
    }

    static let exported = InlineSpec("while-loops.yaml", """
        requests:
          fetch: { cancellation: throws, returns: argument }
        models:
          Counter:
            fields: { n: 40, steps: 0 }
            methods:
              halve: "while n > 5 { n = n / 2; steps += 1 }"
        components:
          Tally:
            state: { n: 3, items: "[3, 1, 4]", total: 0, log: '""', c: Counter() }
            body:
              - text: total {total} {c.n}
              - text: log {log}
              - button: go
                action: |
                  while n > 0 {
                    n -= 1
                    if n == 1 { continue }
                    total += n
                  }
                  repeat {
                    n += 1
                  } while n < 2
                  for (i, x) in items.enumerated() where x > 1 {
                    log += String(i)
                  }
                  for (_, x) in items.enumerated() { total += x }
                  c.halve()
              - button: load
                action: |
                  Task {
                    while total < 100 {
                      let r = await fetch(total)
                      total += r + 1
                    }
                  }
        root: Tally
        script:
          - tap: go
            expect: [total 10 5, log 02]
        """)

    @Test func theExportWritesTheLoopsAsSwiftAndTypeChecks() async throws {
        let s = scenario(Self.exported.yaml)
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
        let export = try Self.exported.export()
        let tally = try #require(export.files.first { $0.path == "App/Tally.swift" }?.contents)
        #expect(tally.contains("while n > 0 {"), "\(tally)")
        #expect(tally.contains("repeat {\n") && tally.contains("} while n < 2\n"), "\(tally)")
        #expect(tally.contains("for (i, x) in items.enumerated() where x > 1 {"), "\(tally)")
        #expect(tally.contains("for (_, x) in items.enumerated() {"), "\(tally)")
        #expect(tally.contains("while total < 100 {"), "\(tally)")
        let counter = try #require(export.files.first { $0.path == "App/Counter.swift" }?.contents)
        #expect(counter.contains("while n > 5 {"), "\(counter)")
        try await ExportTests().expectTypeChecks(export)
    }
}
