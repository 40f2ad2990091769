import Foundation
import Testing
@testable import SpecKit

/// `catch let e as T`, `catch … where`, `catch A, B` and `try!` (semantics §81): a clause takes an
/// error by its pattern and, with a `where`, only while its condition holds; `try!` turns a
/// thrown error into the run's end, as Swift's trap ends the app.
@Suite struct CatchPatternTests {
    /// A screen whose `go` button runs `action` once, with a model `Checker` whose `check(_ n)` throws
    /// `FormError.low` below 1 and `FormError.high` above 9 (`high`'s text given, `low`'s not).
    static func screen(_ action: String, state: String = "n: 0", script: String = "  - tap: go") -> String {
        """
        errors:
          FormError:
            low: '"too low"'
            high: '"too high"'
          OtherError: [gone]
        requests:
          load: { returns: 'argument' }
        models:
          Checker:
            fields: { left: 0 }
            methods:
              "check(_ n: Int) throws": |
                guard n >= 1 else { throw FormError.low }
                guard n <= 9 else { throw FormError.high }
        components:
          Screen:
            state: { form: Checker(), log: '""', tries: 0, pending: nil, \(state) }
            body:
              - text: "log {log}"
              - button: go
                action: |
                  \(action.split(separator: "\n").joined(separator: "\n          "))
              - button: stop
                action: pending?.cancel()
        root: Screen
        script:
        \(script)
        """
    }

    static func log(_ action: String, state: String = "n: 0", script: String = "  - tap: go") -> String {
        let s = scenario(screen(action, state: state, script: script))
        return s.screen.filter { $0.kind == .text }.map(\.label).first.map { s.error == nil ? $0 : "error: \(s.error?.message ?? "")" }
            ?? "none: \(String(describing: s.error))"
    }

    func first(_ action: String, state: String = "n: 0") -> String {
        diagnostics(Self.screen(action, state: state)).first?.message ?? "none"
    }

    @Test func aWhereThatHoldsTakesTheErrorAndAFalseOnePassesItToTheNextClause() {
        let action = "do { try form.check(n) } catch FormError.low where tries < 1 { log = \"low\" } catch { log = \"other\" }"
        #expect(Self.log(action) == "log low")
        #expect(Self.log(action.replacingOccurrences(of: "tries < 1", with: "tries > 0")) == "log other")
        // A `where` of a list's item is its own: the second pattern takes `high` without one.
        #expect(Self.log("do { try form.check(n) } catch FormError.low where tries > 0, FormError.high { log = \"listed\" } catch { log = \"other\" }",
                         state: "n: 12") == "log listed")
        #expect(Self.log("do { try form.check(n) } catch FormError.low where tries > 0, FormError.high { log = \"listed\" } catch { log = \"other\" }")
                == "log other")
        // The lock: a wrong expectation fails.
        let yaml = Self.screen(action) + "\n    expect: [\"log other\"]"
        #expect(!scenario(yaml).passed)
    }

    @Test func aBareWhereBindsErrorAsACatchWithNoPatternDoes() {
        #expect(Self.log("do { try form.check(n) } catch where error is FormError { log = error.localizedDescription } catch { log = \"other\" }",
                         state: "n: 12") == "log too high")
    }

    @Test func catchLetAsTakesTheTypeAndBindsItTyped() {
        let action = """
            do { try form.check(n) } catch let e as OtherError { log = e.localizedDescription } catch let e as FormError where e == .high { log = e.localizedDescription } catch let e as FormError { log = e == FormError.low ? "low" : "?" } catch { }
            """
        #expect(Self.log(action, state: "n: 12") == "log too high")
        #expect(Self.log(action) == "log low")
        #expect(Self.log("do { try form.check(n) } catch let e as FormError where e != .low { log = \"not low\" } catch { log = \"low\" }", state: "n: 12")
                == "log not low")
        // `throw e` throws the typed constant again.
        #expect(Self.log("do { do { try form.check(n) } catch let e as FormError { log = \"a\"; throw e } } catch FormError.low { log += \"b\" } catch { }")
                == "log ab")
    }

    @Test func aWhereInATaskIsAskedWhereTheTaskResumesTheCatch() {
        let task = """
            pending = Task {
              do { try await sleep(100) } catch is CancellationError where tries > 0 { log = "cancelled" } catch { log = "other" }
            }
            """
        let script = "  - tap: go\n  - tap: stop"
        #expect(Self.log(task, script: script) == "log other")
        #expect(Self.log(task.replacingOccurrences(of: "tries > 0", with: "tries == 0"), script: script) == "log cancelled")
    }

    /// A cancel reaches the suspended task's `catch` during the step's passes, where nothing can
    /// throw: a `where` that cannot be evaluated there still stops the run, at the step's end.
    @Test func aWhereThatFailsWhenACancelReachesItStopsTheRun() {
        let task = """
            pending = Task {
              do { try await sleep(100) } catch is CancellationError where items[tries + 3] > 0 { log = "cancelled" } catch { log = "other" }
            }
            """
        let script = "  - tap: go\n  - tap: stop"
        let stopped = Self.log(task, state: "n: 0, items: '[1]'", script: script)
        #expect(stopped.hasPrefix("error: ") && stopped.contains("out of range"), "\(stopped)")
        // The same clause with an index in range takes the cancellation.
        #expect(Self.log(task.replacingOccurrences(of: "tries + 3", with: "tries"), state: "n: 0, items: '[1]'", script: script) == "log cancelled")
    }

    @Test func tryBangGoesOnWhenTheCallDoesNotThrowAndStopsTheRunWhenItDoes() {
        #expect(Self.log("try! form.check(n)\nlog = \"went on\"", state: "n: 5") == "log went on")
        let stopped = Self.log("try! form.check(n)\nlog = \"went on\"")
        #expect(stopped.contains("Fatal error: 'try!' expression unexpectedly raised an error: FormError.low"), "\(stopped)")
        // In a task too, at a call that runs at once, and where a value goes.
        #expect(Self.log("Task { try! form.check(n) }").contains("'try!' expression unexpectedly raised an error"))
        #expect(first("try! form.check(n)") == "none")
        #expect(first("Task { try! form.check(n) }") == "none")
    }

    @Test func swiftsRefusalsAreRefusedBeforeTheRun() {
        let tried = "do { try form.check(n) } "
        #expect(first(tried + "catch FormError.low where tries < 3 { }")
                == "errors thrown from `try form.check(n)` are not handled: the `catch` clauses around it do not take every error")
        #expect(first(tried + "catch where count > 1 { } catch { }") == "'count' is not defined in Screen")
        #expect(first(tried + "catch FormError.low where tries { } catch { }") == "a `where` clause needs a Bool; tries is an Int")
        #expect(first(tried + "catch let e as Problem { } catch { }")
                == "`catch let e as Problem` names no error type: 'Problem' is not declared under `errors:`")
        #expect(first(tried + "catch let e as FormError { } catch { log = e.localizedDescription }") == "'e' is not defined in Screen")
        #expect(first(tried + "catch where error == FormError.low { } catch { }")
                == "binary operator '==' cannot be applied to operands of type 'any Error' and 'FormError'")
        #expect(first(tried + "catch let e as FormError where e == OtherError.gone { } catch { }")
                == "binary operator '==' cannot be applied to operands of type 'FormError' and 'OtherError'")
        #expect(first(tried + "catch let e as FormError where e == FormError.lo { } catch { }") == "type 'FormError' has no member 'lo'")
        #expect(first(tried + "catch let e as FormError { log = String(e) } catch { }")
                == "the `e` a `catch` binds is read here only as `e.localizedDescription`, `e is FormError` or `e == FormError.low`")
        #expect(first(tried + "catch let e { } catch { }") == "this `catch` never runs: the `catch let e` before it takes every error")
        #expect(first(tried + "catch let e as FormError { } catch let f as FormError { } catch { }")
                == "a second `catch let f as FormError` never runs: the first takes every such error")
        #expect(first(tried + "catch FormError.low, let e as FormError { } catch { }")
                == "a `catch` of several patterns binds no constant here; found `let e as FormError`")
        #expect(first(tried + "catch FormError.low where { } catch { }") == "a `where` needs its condition before the '{'")
        #expect(first("Task { let x = try! await load(1) }") == "`try! await …` is not expressed: an await's error goes to a `catch`, or is made nil")
        // A `where` never takes every error: `catch where true` is no last `catch` either.
        #expect(first(tried + "catch where true { }")
                == "errors thrown from `try form.check(n)` are not handled: the `catch` clauses around it do not take every error")
        #expect(first(tried + "catch let e as FormError where e == .low { } catch { }") == "none")
    }

    @Test func theTraceSaysWhichClauseTookTheErrorAndWhyTheOthersDidNot() throws {
        let file = run(Self.screen("do { try form.check(n) } catch is OtherError { } catch FormError.low where tries > 0 { } catch let e as FormError { log = \"f\" }"
                                   + " catch { }"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains {
            $0.contains("it throws FormError.low; `catch is OtherError` does not take it, as it is no OtherError; "
                        + "`catch FormError.low where tries > 0` does not take it, as `tries > 0` is false; "
                        + "the `do` around it has `catch let e as FormError`, which takes it")
        }, "\(lines)")
        let held = run(Self.screen("do { try form.check(n) } catch FormError.low where tries == 0 { } catch { }"))
        let heldLines = ScenarioTrace(try #require(held.scenarios.first), spec: held.spec).lines(ofStep: 1).map(\.text)
        #expect(heldLines.contains { $0.contains("which takes it, as `tries == 0` is true") }, "\(heldLines)")
        // No clause takes it: the trace says so before the error goes on out.
        let out = run(Self.screen("do { do { try form.check(n) } catch FormError.high { } } catch { }"))
        let outLines = ScenarioTrace(try #require(out.scenarios.first), spec: out.spec).lines(ofStep: 1).map(\.text)
        #expect(outLines.contains { $0.contains("no `catch` of the `do` around it takes it: `catch FormError.high` does not take it, as it is not FormError.high") },
                "\(outLines)")
    }

    /// Every form of §81 the export writes, type-checked.
    static let exported = InlineSpec("catch-patterns.yaml", """
        errors:
          FormError:
            low: '"too low"'
            high: '"too high"'
        requests:
          load: { returns: 'argument' }
        models:
          Checker:
            fields: { left: 0 }
            methods:
              "check(_ n: Int) throws": |
                guard n >= 1 else { throw FormError.low }
                guard n <= 9 else { throw FormError.high }
        components:
          Screen:
            state: { form: Checker(), log: '""', tries: 0, n: 0 }
            body:
              - text: "log {log}"
              - button: go
                action: |
                  do {
                    try form.check(n)
                  } catch FormError.low where tries < 2 {
                    tries += 1
                  } catch let e as FormError where e == .high {
                    log = e.localizedDescription
                  } catch FormError.low, FormError.high {
                    log = "listed"
                  } catch where error is FormError {
                    log = "form"
                  } catch {
                    log = "other"
                  }
                  try! form.check(5)
              - button: load
                action: |
                  Task {
                    do {
                      let v = try await load(n)
                      log = String(v)
                    } catch is CancellationError where tries > 0 {
                      log = "cancelled"
                    } catch let e as URLError {
                      log = e.localizedDescription
                    } catch {
                      log = "failed"
                    }
                  }
        root: Screen
        script:
          - tap: go
            expect: ["log "]
        """)

    @Test func theExportOfEveryFormTypeChecks() async throws {
        #expect(scenario(Self.exported.yaml).passed)
        let export = try Self.exported.export()
        let screen = ExportTests().file(export, "App/Screen.swift")
        #expect(screen.contains("} catch FormError.low where tries < 2 {"), "\(screen)")
        #expect(screen.contains("} catch let e as FormError where e == FormError.high {"), "\(screen)")
        #expect(screen.contains("} catch FormError.low, FormError.high {"), "\(screen)")
        #expect(screen.contains("try! form.check(5)"), "\(screen)")
        try await ExportTests().expectTypeChecks(export)
    }
}
