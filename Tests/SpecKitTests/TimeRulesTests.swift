import Testing
@testable import SpecKit

/// Tasks that await, the virtual clock, cancellation, requests and timers (docs/semantics.md §27).
@Suite struct TimeRulesTests {
    /// A screen with a task on a child, whose action and script the tests fill in.
    func screen(task: String, script: String, request: String = "cancellation: throws",
                extra: String = "") -> String {
        """
        requests:
          fetch: { \(request), returns: '"got " + argument' }
        components:
          Screen:
            state: { q: '"a"', shown: '"none"', visible: true, log: 0 }
            body:
              - text: shown {shown}
              - text: log {log}
              - button: next
                action: 'q += "b"'
              - button: hide
                action: visible = false
              - if: visible
                then:
                  - Row: {}
                    \(task)
          Row:
            body:
              - text: row
        \(extra)
        root: Screen
        script:
        \(script)
        """
    }

    func kinds(_ s: ScenarioResult) -> [String] {
        s.events.compactMap { e -> String? in
            switch e {
            case .taskStarted(let t): return "start #\(t.number)"
            case .taskSuspended(let t, .sleep(let until)): return "sleep #\(t.number) until \(until)"
            case .taskSuspended(let t, .request(let r)): return "await #\(t.number) \(r.description)"
            case .taskResumed(let t, .start): return "run #\(t.number)"
            case .taskResumed(let t, _): return "resume #\(t.number)"
            case .taskCancelled(let t, _): return "cancel #\(t.number)"
            case .taskEnded(let t, .finished): return "finish #\(t.number)"
            case .taskEnded(let t, .cancelled): return "threw #\(t.number)"
            case .taskEnded(let t, .returned): return "return #\(t.number)"
            case .taskEnded(let t, .threw(let m)): return "error #\(t.number) \(m.said)"
            default: return nil
            }
        }
    }

    @Test func codeAfterAnAwaitRunsWhenItResumesAndSeesTheStateThen() {
        // The task reads q after its sleep: by then the button has changed it, but not the task's id.
        let s = scenario(screen(task: "task: { action: [await sleep(100), shown = q] }", script: """
              - tap: next
                expect: [shown none]
              - advance: 99
                expect: [shown none]
              - advance: 1
                expect: [shown ab]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(kinds(s) == ["start #1", "run #1", "sleep #1 until 100", "resume #1", "finish #1"])
    }

    @Test func aNewIdCancelsTheSleepingTaskAndTheRestDoesNotRun() {
        let s = scenario(screen(task: "task: { id: q, action: [await sleep(100), log += 1] }", script: """
              - tap: next
              - advance: 500
                expect: [log 1]
                assert: ["Tasks.started == 2", "Tasks.cancelled == 1"]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(kinds(s) == ["start #1", "run #1", "sleep #1 until 100", "cancel #1", "threw #1", "start #2",
                             "run #2", "sleep #2 until 100", "resume #2", "finish #2"])
    }

    @Test func aThrowingRequestEndsWithItsTaskAndItsResponseIsThrownAway() {
        let s = scenario(screen(task: "task: { id: q, action: shown = await fetch(q) }", script: """
              - tap: next
              - complete: fetch
                argument: '"a"'
                expect: [shown none]
                assert: ["Requests.discarded == 1", "Requests.cancelled == 1", "Requests.pending == 1"]
              - complete: fetch
                expect: [shown got ab]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aRequestThatIgnoresCancellationReturnsToTheCancelledTask() {
        let s = scenario(screen(task: "task: { id: q, action: shown = await fetch(q) }", script: """
              - tap: next
              - complete: fetch
                argument: '"ab"'
              - complete: fetch
                expect: [shown got a]
                assert: ["Requests.lateResponses == 1", "Tasks.writesAfterCancel == 1"]
            """, request: "cancellation: ignores"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(s.events.contains { if case .lateWrite(_, _, "it was cancelled") = $0 { true } else { false } })
    }

    @Test func whichChoosesTheFirstOrTheLastPendingRequest() {
        let task = "on-change: { of: q, action: \"Task { shown = await fetch(q) }\" }"
        let first = scenario(screen(task: task, script: """
              - tap: next
              - tap: next
              - complete: fetch
                which: last
                expect: [shown got abb]
              - complete: fetch
                which: first
                expect: [shown got ab]
            """))
        #expect(first.passed, "\(first.failures.map(\.message)) \(first.error?.description ?? "")")
    }

    @Test func anErrorEndsTheTaskBeforeItsNextStatement() {
        let s = scenario(screen(task: "task: { action: [shown = await fetch(q), log += 1] }", script: """
              - complete: fetch
                error: offline
                expect: [shown none, log 0]
                assert: ["Requests.failed == 1", "Tasks.suspended == 0"]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(kinds(s).last == "error #1 offline")
    }

    @Test func aTaskIsCancelledWhenItsViewGoesAwayButATaskInABodyIsNot() {
        let structured = scenario(screen(task: "task: { action: [await sleep(100), log += 1] }", script: """
              - tap: hide
              - advance: 200
                expect: [log 0]
            """))
        #expect(structured.passed, "\(structured.failures.map(\.message))")
        let unstructured = scenario(screen(task: "on-appear: \"Task { await sleep(100); log += 1 }\"", script: """
              - tap: hide
              - advance: 200
                expect: [log 1]
                assert: ["Tasks.writesAfterDisappear == 1", "Tasks.cancelled == 0"]
            """))
        #expect(unstructured.passed, "\(unstructured.failures.map(\.message)) \(unstructured.error?.description ?? "")")
    }

    @Test func aWriteToTheStateOfAGoneViewHasNoEffect() {
        let s = scenario("""
            components:
              Screen:
                state: { visible: true }
                body:
                  - button: hide
                    action: visible = false
                  - if: visible
                    then:
                      - Card: {}
              Card:
                state: { n: 0 }
                body:
                  - text: card {n}
                  - button: later
                    action: "Task { await sleep(10); n += 1 }"
            root: Screen
            script:
              - tap: later
              - tap: hide
              - advance: 10
                assert: ["Tasks.writesAfterDisappear == 1"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(s.events.contains { if case .writeToGoneView(_, "n", .int(1), stored: true) = $0 { true } else { false } })
    }

    @Test func aTaskStartsAfterTheActionThatCreatesItReturns() {
        let s = scenario("""
            components:
              Screen:
                state: { a: 0, b: 0 }
                body:
                  - text: a {a} b {b}
                  - button: go
                    action: ["Task { b = a }", a = 5]
            root: Screen
            script:
              - tap: go
                expect: [a 5 b 5]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func sleepsFallingDueTogetherFireInTheOrderTheyWereScheduled() {
        let s = scenario("""
            components:
              Screen:
                state: { log: '""' }
                body:
                  - text: log {log}
                  - button: go
                    action: ["Task { await sleep(50); log += \\"1\\" }", "Task { await sleep(20); log += \\"2\\" }", "Task { await sleep(50); log += \\"3\\" }"]
            root: Screen
            script:
              - tap: go
              - advance: until-idle
                expect: [log 213]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aTimerFiresEveryPeriodWhileItsViewLives() {
        let s = scenario(screen(task: "on-timer: { every: 250ms, action: log += 1 }", script: """
              - advance: 1000
                expect: [log 4]
              - tap: hide
              - advance: 1000
                expect: [log 4]
                assert: ["Timers.fired == 4"]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    /// A timer beside `Face` in `Middle`, whose prop `label` the root renames at 500 ms.
    static let renamedTimer = """
        components:
          Root:
            state: { label: '"a"' }
            body:
              - button: rename
                action: label = "b"
              - Middle: { label: label }
          Middle:
            props: [label]
            state: { last: '"none"', ticks: 0 }
            body:
              - text: "last {last} ticks {ticks}"
              - Face:
                on-timer: { every: 1s, action: ticks += 1; last = label }
          Face:
            body:
              - text: face
        root: Root
        script:
          - advance: 500
          - tap: rename
          - advance: 500
            expect: ["last b ticks 1"]
        """

    @Test func aTimerRunsTheLatestActionAndARenderDoesNotRestartIt() {
        // The rename renders Middle at 500 ms; the tick still falls at 1000 ms and runs the
        // action of that render, which reads the new label (semantics §27.8).
        let s = scenario(Self.renamedTimer)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aTimerKeepsTickingUnderAPushedScreen() {
        let s = scenario("""
            components:
              Root:
                state: { ticks: 0 }
                body:
                  - navigation-stack:
                      root:
                        - text: ticks {ticks}
                        - Face:
                          on-timer: { every: 1s, action: ticks += 1 }
                        - navigation-link: go
                          value: 1
                      destinations:
                        - for: Int
                          as: n
                          body:
                            - text: pushed
              Face:
                body:
                  - text: face
            root: Root
            script:
              - tap: go
              - advance: 2000
              - go-back: true
                expect: [ticks 2]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aTimerThatKeepsStartingSleepersNeverIdles() {
        var limits = Limits()
        limits.firingsPerStep = 50
        // Each tick starts a task that sleeps past the next tick: there is always a sleeper.
        let modifiers = "task: { action: await sleep(15) }\n" + String(repeating: " ", count: 12)
            + "on-timer: { every: 10ms, action: \"Task { await sleep(10) }\" }"
        let result = run(screen(task: modifiers,
                                script: "  - advance: until-idle"), limits: limits)
        #expect(result.scenarios.first?.error?.message.contains("never goes idle") == true)
    }

    @Test func runsAreDeterministic() {
        let yaml = screen(task: "task: { id: q, action: [await sleep(30), shown = await fetch(q)] }", script: """
              - tap: next
              - advance: 30
              - complete: fetch
            """)
        let a = scenario(yaml), b = scenario(yaml)
        #expect(a.passed)
        #expect(a.events == b.events)
    }

    @Test func aClosureTheParentPassedCanStartATask() {
        let s = scenario("""
            requests:
              search: { returns: '"hits for " + argument' }
            components:
              Screen:
                state: { results: '"none"' }
                body:
                  - text: showing {results}
                  - Row: { onGo: "{ Task { results = await search(\\"x\\") } }" }
              Row:
                props: [onGo]
                body:
                  - button: go
                    action: onGo()
            root: Screen
            script:
              - tap: go
                expect: [showing none]
              - complete: search
                expect: [showing hits for x]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func completingWhatIsNotPendingListsWhatIs() {
        let s = scenario(screen(task: "task: { action: shown = await fetch(q) }", script: """
              - complete: fetch
                argument: '"zz"'
            """))
        #expect(s.error?.message == "no request fetch(\"zz\") is pending")
        #expect(s.error?.hint == "pending: fetch(\"a\") #1")
    }

    @Test func aScenarioRequestChangesWhatItWritesAndKeepsTheRest() {
        // docs/spec-format.md, *Time and tasks*: a scenario's `requests:` entry keeps the file's
        // `returns:` and `cancellation:` where it writes none. The task appends each answer it
        // gets: the cancelled request's ("a") is kept only while cancellation is ignored.
        let yaml = """
            requests:
              fetch: { cancellation: ignores, returns: '"got " + argument' }
            components:
              Screen:
                state: { q: '"a"', shown: '""' }
                body:
                  - text: shown {shown}
                  - button: next
                    action: 'q += "b"'
                  - Row: {}
                    task: { id: q, action: [let r = await fetch(q), "shown += r + \\";\\""] }
              Row:
                body:
                  - text: row
            root: Screen
            script:
              - tap: next
              - complete: fetch
                argument: '"a"'
              - complete: fetch
                argument: '"ab"'
            scenarios:
              - name: the file's
                expect: ["shown got a;got ab;"]
              - name: cancellation only
                requests: { fetch: { cancellation: throws } }
                expect: ["shown got ab;"]
              - name: returns only
                requests: { fetch: { returns: '"new " + argument' } }
                expect: ["shown new a;new ab;"]
            """
        for index in 0..<3 {
            let s = scenario(yaml, index)
            #expect(s.passed, "\(s.scenario): \(outcome(s))")
        }
    }
}
