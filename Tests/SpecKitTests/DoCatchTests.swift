import Foundation
import Testing
@testable import SpecKit

/// `do { … } catch { … }` (semantics §75): an error an await in the block throws, or a method it
/// awaits, runs the first clause that takes it instead of the rest of the block, then the code
/// after the `do`; an error no clause takes goes on out, as before.
@Suite struct DoCatchTests {
    /// A screen whose `start` task runs `task`, cancelled by `stop`; `load` answers `argument * 10`.
    static func screen(_ task: String, model: String = "", _ script: String) -> String {
        """
        requests:
          load: { returns: 'argument * 10' }
        \(model)
        components:
          Screen:
            state: { pending: nil, log: '""' }
            body:
              - text: "log {log}"
              - button: start
                action: |
                  pending = Task {
                    \(task.split(separator: "\n").joined(separator: "\n            "))
                  }
              - button: stop
                action: pending?.cancel()
        root: Screen
        script:
        \(script)
        """
    }

    @Test func anErrorRunsTheCatchInsteadOfTheRestThenWhatFollows() {
        let yaml = Self.screen("""
            do {
              log += "a"
              try await sleep(100)
              log += "b"
            } catch {
              log += "c"
            }
            log += "d"
            """, """
              - tap: start
              - tap: stop
                expect: ["log acd"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: the rest of the block running, or the task ending at the throw, fails.
        #expect(!scenario(yaml.replacingOccurrences(of: #"["log acd"]"#, with: #"["log abd"]"#)).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: #"["log acd"]"#, with: #"["log a"]"#)).passed)
    }

    @Test func withoutAnErrorTheBlockRunsToItsEndAndNoClauseRuns() {
        let s = scenario(Self.screen("""
            do {
              try await sleep(100)
              log += "b"
            } catch {
              log += "c"
            }
            log += "d"
            """, """
              - tap: start
              - advance: 100
                expect: ["log bd"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// A cancelled sleep throws CancellationError; a cancelled request URLError.cancelled, which
    /// `catch is CancellationError` does not take; a request's own error only `catch` alone takes.
    @Test func eachClauseTakesTheErrorsOfItsType() {
        let clauses = """
            do {
              try await sleep(100)
              let n = try await load(1)
              log += String(n)
            } catch is CancellationError {
              log += "cancel"
            } catch is URLError {
              log += "url"
            } catch {
              log += "other"
            }
            """
        let asleep = scenario(Self.screen(clauses, "  - tap: start\n  - tap: stop\n    expect: [\"log cancel\"]"))
        #expect(asleep.passed, "\(outcome(asleep))")
        let inFlight = scenario(Self.screen(clauses, "  - tap: start\n  - advance: 100\n  - tap: stop\n    expect: [\"log url\"]"))
        #expect(inFlight.passed, "\(outcome(inFlight))")
        let failed = scenario(Self.screen(clauses, "  - tap: start\n  - advance: 100\n  - complete: load\n    error: offline\n    expect: [\"log other\"]"))
        #expect(failed.passed, "\(outcome(failed))")
        let answered = scenario(Self.screen(clauses, "  - tap: start\n  - advance: 100\n  - complete: load\n    expect: [\"log 10\"]"))
        #expect(answered.passed, "\(outcome(answered))")
    }

    @Test func anErrorNoClauseTakesEndsTheTaskAsBefore() {
        let yaml = Self.screen("""
            do {
              try await sleep(100)
              let n = try await load(1)
              log += String(n)
            } catch is CancellationError {
              log += "cancel"
            }
            log += "after"
            """, """
              - tap: start
              - advance: 100
              - tap: stop
                expect: ["log "]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        #expect(!scenario(yaml.replacingOccurrences(of: #"["log "]"#, with: #"["log after"]"#)).passed)
    }

    /// The error leaves the awaited method, whose statements after the await do not run, and the
    /// `do` around the call takes it; a `do` inside the method takes it there, and the method goes on.
    @Test func aDoTakesWhatAnAwaitedMethodThrowsAndAMethodsOwnDoTakesItThere() {
        let model = """
            models:
              Feed:
                kind: observable
                fields: { items: 0, log: '""' }
                methods:
                  "fetch() async": |
                    try await sleep(100)
                    items += 1
                  "guarded() async": |
                    do {
                      try await sleep(100)
                      items += 1
                    } catch {
                      log += "m"
                    }
                    log += "n"
            """
        let outside = scenario(Self.screen("""
            let feed = Feed()
            do {
              try await feed.fetch()
              log += "fetched"
            } catch {
              log += "caught" + String(feed.items)
            }
            """, model: model, "  - tap: start\n  - tap: stop\n    expect: [\"log caught0\"]"))
        #expect(outside.passed, "\(outcome(outside))")
        let inside = scenario(Self.screen("""
            let feed = Feed()
            await feed.guarded()
            log += feed.log
            """, model: model, "  - tap: start\n  - tap: stop\n    expect: [\"log mn\"]"))
        #expect(inside.passed, "\(outcome(inside))")
    }

    @Test func aReturnInACatchLeavesTheClosure() {
        let s = scenario(Self.screen("""
            do {
              try await sleep(100)
            } catch {
              guard !Task.isCancelled else { return }
              log += "failed"
            }
            log += "after"
            """, "  - tap: start\n  - tap: stop\n    expect: [\"log \"]"))
        #expect(s.passed, "\(outcome(s))")
    }

    /// A `Task { }` whose every `try` stands in a `do` with a `catch` alone throws nothing: its
    /// value is a `Task<T, Never>`'s, read without `try`.
    @Test func aTaskWhoseTriesAreAllCaughtThrowsNothing() {
        func first(_ body: String, read: String) -> String {
            let yaml = """
                components:
                  Screen:
                    state: { pending: nil, shown: 0 }
                    body:
                      - text: "shown {shown}"
                      - button: start
                        action: 'pending = Task { \(body) }'
                      - button: read
                        action: 'Task { let n = \(read); shown = n ?? -1 }'
                root: Screen
                script:
                  - tap: start
                """
            return diagnostics(yaml).first?.message ?? "none"
        }
        let caught = "do { try await sleep(100) } catch { }; return 1"
        #expect(first(caught, read: "await pending?.value") == "none")
        #expect(first(caught, read: "try await pending?.value") == "`try` before a task's value: a `Task<T, Never>` throws nothing")
        let partly = "do { try await sleep(100) } catch is URLError { }; return 1"
        #expect(first(partly, read: "try await pending?.value") == "none")
    }

    /// A throwing task's failure, thrown where its value is awaited, is taken by the `do` around
    /// the await (§73.2, §75.3).
    @Test func aDoTakesTheFailureOfAnAwaitedTask() {
        let yaml = """
            components:
              Screen:
                state: { pending: nil, log: '""' }
                body:
                  - text: "log {log}"
                  - button: start
                    action: 'pending = Task { try await sleep(100); return 1 }'
                  - button: read
                    action: 'Task { do { let n = try await pending?.value; log = String(n ?? 0) } catch is CancellationError { log = "failed" } }'
                  - button: stop
                    action: pending?.cancel()
            root: Screen
            script:
              - tap: start
              - tap: read
              - tap: stop
                expect: ["log failed"]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        #expect(!scenario(yaml.replacingOccurrences(of: #"["log failed"]"#, with: #"["log "]"#)).passed)
    }

    /// A `Task { }` that only starts a throwing one throws nothing itself: the inner closure's
    /// `try` is its own (§73, §75.7).
    @Test func aTaskThatStartsAThrowingTaskThrowsNothingItself() throws {
        let here = Location(file: "t.yaml", line: 1, column: 1)
        let outer = try #require(try Parser.statements("Task { pending = Task { try await sleep(1) } }", at: here).first)
        #expect(!outer.triesErrors)
        guard case .spawn(let body, _) = outer.kind else { Issue.record("not a Task { }"); return }
        #expect(body.first?.triesErrors == true)
    }

    @Test func aLetInTheBlockIsTheBlocksOwn() {
        let messages = diagnostics(Self.screen("""
            do {
              let n = try await load(1)
              log += String(n)
            } catch {
            }
            log += String(n)
            """, "  - tap: start")).map(\.message)
        #expect(messages.contains { $0.contains("'n'") }, "\(messages)")
    }

    @Test func swiftsRefusalsAreRefusedBeforeTheRun() {
        func first(_ task: String) -> String {
            diagnostics(Self.screen(task, "  - tap: start")).first?.message ?? "none"
        }
        #expect(first("do { log += \"a\" } catch { log += \"b\" }") == "this `catch` never runs: nothing in the `do` block throws")
        #expect(first("do { try? await sleep(1) } catch { log += \"b\" }") == "this `catch` never runs: nothing in the `do` block throws")
        #expect(first("do { try await sleep(1) } catch { } catch is CancellationError { }")
                == "this `catch` never runs: the `catch` before it, with no pattern, takes every error")
        #expect(first("do { try await sleep(1) } catch is URLError { } catch is URLError { }")
                == "a second `catch is URLError` never runs: the first takes every such error")
        #expect(first("do { try await sleep(1) } catch is DecodingError { }") == "`catch is DecodingError` names no error type: 'DecodingError' is not declared under `errors:`")
        // `as` and `where` are expressed since §81; CatchPatternTests holds their rules.
        #expect(first("do { try await sleep(1) } catch let e as URLError { }") == "none")
        #expect(first("do { try await sleep(1) } catch let e as DecodingError { }")
                == "`catch let e as DecodingError` names no error type: 'DecodingError' is not declared under `errors:`")
        #expect(first("do { try await sleep(1) } catch let e { log = e.localizedDescription }") == "none")
        #expect(first("do { try await sleep(1) } catch is URLError { log = error }") == "'error' is not defined in Screen")
        #expect(first("do { try await sleep(1) } catch { }") == "none")
    }

    @Test func theTraceSaysWhichClauseTookTheError() throws {
        let file = run(Self.screen("do { try await sleep(100) } catch is CancellationError { log += \"c\" }", "  - tap: start\n  - tap: stop"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 2).map(\.text)
        #expect(lines.contains { $0.contains("the `do` around it has `catch is CancellationError`, which takes it") }, "\(lines)")
        #expect(lines.contains { $0.contains("resumes in `catch is CancellationError { … }`: the await threw CancellationError") }, "\(lines)")
    }

    @Test func theExportWritesTheDoAsWrittenAndARequestCancelledAsURLSessions() throws {
        let export = try ExportTests().exportSpec("specs/do-catch.yaml")
        let screen = ExportTests().file(export, "App/SkipsCancellationError.swift")
        #expect(screen.contains("} catch is CancellationError {"), "\(screen)")
        #expect(screen.contains("try await SpecClock.shared.sleep(milliseconds: 300)"), "\(screen)")
        let time = ExportTests().file(export, "App/SpecTime.swift")
        #expect(time.contains("URLError(.cancelled)"), "\(time)")
    }

    /// `error` in a `catch` with no pattern: its type tested with `is`, and a request's message
    /// as its `localizedDescription`; a method's `do` reads it too.
    static let caughtErrors = InlineSpec("caught.yaml", """
        requests:
          fetch: { returns: 'argument + 1' }
        models:
          Store:
            kind: observable
            fields: { message: '""' }
            methods:
              "load() async": |
                do {
                  let got = try await fetch(1)
                  message = "got " + String(got)
                } catch let problem {
                  message = problem.localizedDescription
                }
        components:
          Screen:
            state: { shown: '"none"', pending: nil, store: Store() }
            body:
              - text: "shown {shown} message {store.message}"
              - button: start
                action: |
                  pending = Task {
                    do {
                      try await sleep(100)
                      let n = try await fetch(1)
                      shown = String(n)
                    } catch {
                      if error is CancellationError {
                        shown = "cancelled in sleep"
                      } else if error is URLError {
                        shown = "cancelled in flight"
                      } else {
                        shown = "failed: " + error.localizedDescription
                      }
                    }
                  }
              - button: load
                action: 'Task { await store.load() }'
              - button: stop
                action: pending?.cancel()
        root: Screen
        script:
          - tap: start
          - tap: stop
            expect: ["shown cancelled in sleep message "]
        scenarios:
          - name: in sleep
          - name: in flight
            script:
              - tap: start
              - advance: 100
              - tap: stop
                expect: ["shown cancelled in flight message "]
          - name: failed
            script:
              - tap: start
              - advance: 100
              - complete: fetch
                error: offline
                expect: ["shown failed: offline message "]
          - name: in a method
            script:
              - tap: load
              - complete: fetch
                error: down
                expect: ["shown none message down"]
        """)

    @Test func errorIsTheErrorTheClauseTook() {
        let yaml = Self.caughtErrors.yaml
        for index in 0..<4 {
            let s = scenario(yaml, index)
            #expect(s.passed, "\(index): \(outcome(s))")
        }
        // The lock: a cancelled request taken for a CancellationError fails.
        let wrong = yaml.replacingOccurrences(of: #"["shown cancelled in flight message "]"#, with: #"["shown cancelled in sleep message "]"#)
        #expect(!scenario(wrong, 1).passed)
    }

    @Test func aCancellationsDescriptionStopsTheRunWithTheClauseToAdd() {
        let s = scenario(Self.screen("""
            do {
              try await sleep(100)
            } catch {
              log = error.localizedDescription
            }
            """, "  - tap: start\n  - tap: stop"))
        #expect(s.error?.message == "`error.localizedDescription` of a CancellationError is the platform's text, which the engine does not know",
                "\(outcome(s))")
        #expect(s.error?.hint?.contains("catch is CancellationError") == true)
    }

    @Test func onlyTheCaughtErrorsTypeIsTestedAndOnlyItsDescriptionRead() {
        func first(_ task: String) -> String {
            diagnostics(Self.screen(task, "  - tap: start")).first?.message ?? "none"
        }
        #expect(first("do { try await sleep(1) } catch { log = error }")
                == "the `error` a `catch` binds is read here only as `error.localizedDescription` or `error is CancellationError`")
        #expect(first("do { try await sleep(1) } catch { if error is DecodingError { log = \"d\" } }")
                == "`error is` takes `CancellationError` or `URLError` here; found 'DecodingError'")
        #expect(first("do { try await sleep(1) } catch { if log is CancellationError { log = \"d\" } }")
                == "`is` tests the error a `catch` took here: `error is CancellationError` or `error is URLError`")
        #expect(first("do { try await sleep(1) } catch is URLError { log = error.localizedDescription }") == "'error' is not defined in Screen")
        #expect(first("do { try await sleep(1) } catch { if error is URLError { log = error.localizedDescription } }") == "none")
        // `catch let failure` names the constant: the same two uses, under its name alone.
        #expect(first("do { try await sleep(1) } catch let failure { if failure is URLError { log = \"u\" } }") == "none")
        #expect(first("do { try await sleep(1) } catch let failure { log = failure }")
                == "the `failure` a `catch` binds is read here only as `failure.localizedDescription` or `failure is CancellationError`")
        #expect(first("do { try await sleep(1) } catch let failure { if error is URLError { log = \"u\" } }") == "'error' is not defined in Screen")
    }

    @Test func theExportTestsTheErrorAndDescribesARequestsError() async throws {
        let export = try Self.caughtErrors.export()
        let screen = ExportTests().file(export, "App/Screen.swift")
        #expect(screen.contains("} else if error is URLError {"), "\(screen)")
        #expect(screen.contains("shown = \"failed: \" + error.localizedDescription"), "\(screen)")
        let time = ExportTests().file(export, "App/SpecTime.swift")
        #expect(time.contains("struct SpecRequestError: LocalizedError"), "\(time)")
        try await ExportTests().expectTypeChecks(export)
    }

    /// `try Task.checkCancellation()` throws CancellationError in a cancelled task, which ends it
    /// or goes to a `catch`; in a task nobody cancelled it does nothing; `try?` makes it nil (§75.9).
    @Test func aCancellationCheckThrowsOnlyInACancelledTask() {
        let checked = """
            requests:
              load: { returns: 'argument * 10', cancellation: ignores }
            components:
              Screen:
                state: { pending: nil, other: nil, log: '""' }
                body:
                  - text: "log {log}"
                  - button: start
                    action: 'pending = Task { let n = await load(1); CHECK; log += String(n) }'
                  - button: guarded
                    action: 'other = Task { do { let n = await load(1); try Task.checkCancellation(); log += String(n) } catch { log += "c" } }'
                  - button: stop
                    action: 'pending?.cancel(); other?.cancel()'
            root: Screen
            script:
              - tap: start
              - tap: stop
              - complete: load
                expect: ["log EXPECTED"]
            """
        func run(_ check: String, _ expected: String) -> ScenarioResult {
            scenario(checked.replacingOccurrences(of: "CHECK", with: check).replacingOccurrences(of: "EXPECTED", with: expected))
        }
        let ended = run("try Task.checkCancellation()", "")
        #expect(ended.passed, "\(outcome(ended))")
        #expect(!run("try Task.checkCancellation()", "10").passed)
        let swallowed = run("try? Task.checkCancellation()", "10")
        #expect(swallowed.passed, "\(outcome(swallowed))")
        let notCancelled = scenario(checked.replacingOccurrences(of: "CHECK", with: "try Task.checkCancellation()")
            .replacingOccurrences(of: "  - tap: stop\n", with: "").replacingOccurrences(of: "EXPECTED", with: "10"))
        #expect(notCancelled.passed, "\(outcome(notCancelled))")
        let caught = scenario(checked.replacingOccurrences(of: "CHECK", with: "try Task.checkCancellation()")
            .replacingOccurrences(of: "tap: start", with: "tap: guarded").replacingOccurrences(of: "EXPECTED", with: "c"))
        #expect(caught.passed, "\(outcome(caught))")
    }

    /// `try?` before a check of cancellation swallows its error: it has no value to make nil.
    @Test func theTraceSaysASwallowedCheckGoesOn() throws {
        let yaml = """
            components:
              Screen:
                state: { pending: nil, n: 0 }
                body:
                  - text: "n {n}"
                  - button: go
                    action: 'pending = Task { try? await sleep(100); try? Task.checkCancellation(); n += 1 }'
                  - button: stop
                    action: pending?.cancel()
            root: Screen
            script:
              - tap: go
              - tap: stop
                expect: ["n 1"]
            """
        let file = run(yaml)
        let s = try #require(file.scenarios.first)
        #expect(s.passed, "\(outcome(s))")
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 2).map(\.text)
        #expect(lines.contains { $0.contains("`try? Task.checkCancellation()` throws CancellationError, as the task is cancelled; `try?` swallows it") },
                "\(lines)")
    }

    @Test func aCancellationCheckIsRefusedWhereSwiftRefusesIt() {
        func first(_ action: String, task: Bool = false) -> String {
            let yaml = """
                components:
                  Screen:
                    state: { log: '""' }
                    body:
                      - text: "log {log}"
                      - button: go
                        action: '\(task ? "Task { try await sleep(1); \(action) }" : action)'
                root: Screen
                script:
                  - tap: go
                """
            return diagnostics(yaml).first?.message ?? "none"
        }
        #expect(first("Task.checkCancellation()", task: true) == "`Task.checkCancellation()` throws, and is not marked with `try`")
        #expect(first("try Task.checkCancellation()")
                == "`try Task.checkCancellation()` throws, and an action's closure does not: it checks a task's cancellation")
        #expect(first("withAnimation { try Task.checkCancellation() }", task: true)
                == "`try Task.checkCancellation()` cannot stand in withAnimation's closure here")
        #expect(first("try Task.checkCancellation()", task: true) == "none")
        #expect(first("do { try Task.checkCancellation() } catch { log = \"c\" }", task: true) == "none")
    }
}
