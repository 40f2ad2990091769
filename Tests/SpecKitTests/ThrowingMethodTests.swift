import Foundation
import Testing
@testable import SpecKit

/// Methods declared `throws` (semantics §80): they throw at once, a call is written `try` or
/// `try?`, and a `do` in an action's own closure takes what they throw.
@Suite struct ThrowingMethodTests {
    /// A screen whose `go` button runs `action`, with a model `Checker` whose `check(_ n)` throws
    /// `FormError.low` below 1 and `FormError.high` above 9, and whose `half(_ n)` returns n / 2
    /// after the same check; its `defer` counts the calls that left it.
    static func screen(_ action: String, label: String = "log {log}") -> String {
        """
        errors:
          FormError: [low, high]
        models:
          Checker:
            fields: { left: 0 }
            methods:
              "check(_ n: Int) throws": |
                defer { left += 1 }
                guard n >= 1 else { throw FormError.low }
                guard n <= 9 else { throw FormError.high }
              "half(_ n: Int) throws -> Int": |
                try check(n)
                return n / 2
              "third(_ n: Int) throws -> Int": |
                guard n >= 1 else { throw FormError.low }
                return n / 3
        components:
          Screen:
            state: { form: Checker(), log: '""' }
            body:
              - text: "\(label)"
              - button: go
                action: |
                  \(action.split(separator: "\n").joined(separator: "\n          "))
        root: Screen
        script:
          - tap: go
        """
    }

    static func log(_ action: String) -> String {
        let s = scenario(screen(action))
        return s.screen.filter { $0.kind == .text }.map(\.label).first ?? "none: \(outcome(s))"
    }

    @Test func aThrowingCallInAnActionsDoRunsTheClauseOfItsError() {
        #expect(Self.log("do { try form.check(0); log = \"ok\" } catch FormError.low { log = \"low\" } catch { log = \"other\" }") == "log low")
        #expect(Self.log("do { try form.check(12); log = \"ok\" } catch FormError.low { log = \"low\" } catch { log = \"other\" }") == "log other")
        #expect(Self.log("do { try form.check(5); log = \"ok\" } catch FormError.low { log = \"low\" } catch { log = \"other\" }") == "log ok")
        // The lock: a wrong expectation fails.
        let yaml = Self.screen("do { try form.check(0); log = \"ok\" } catch { log = \"caught\" }") + "\n    expect: [\"log ok\"]"
        #expect(!scenario(yaml).passed)
    }

    @Test func tryQuestionMarkMakesTheErrorNilAndTheClosureGoesOn() {
        #expect(Self.log("try? form.check(0)\nlog = \"went on\"") == "log went on")
        #expect(Self.log("log = String((try? form.half(0)) ?? -1) + \",\" + String((try? form.half(8)) ?? -1)") == "log -1,4")
    }

    @Test func anUnderscoreDropsACallsValueOnPurpose() {
        #expect(Self.log("_ = try? form.half(0)\n_ = try? form.half(4)\nlog = String(form.left)") == "log 2")
        func first(_ action: String) -> String { diagnostics(Self.screen(action)).first?.message ?? "none" }
        #expect(first("_ = try? form.third(3)") == "none")
        #expect(first("try? form.third(3)") == "the value form.third(3) returns is not used")
        #expect(first("do { _ = try form.third(3) } catch { }") == "none")
        #expect(first("_ = log.count") == "`_ =` drops the value of a call here; found log.count")
    }

    @Test func aMethodsDeferRunsWhenItsErrorLeavesIt() {
        #expect(Self.log("try? form.check(0)\ntry? form.check(5)\nlog = String(form.left)") == "log 2")
    }

    @Test func aBlocksDeferRunsWhenAThrowingCallLeavesIt() {
        // An `if` block of a task runs at once; its `defer` runs before the `catch` takes the error.
        #expect(Self.log("Task { do { if log == \"\" { defer { log += \"d\" }; log += \"a\"; try form.check(0); log += \"b\" } } catch { log += \"c\" } }")
                == "log adc")
    }

    @Test func aHoldersDidSetTakesAThrowingCallsErrorInItsOwnDo() {
        let yaml = Self.screen("count += 1").replacingOccurrences(of: "state: { form: Checker(), log: '\"\"' }", with: """
            state:
                  form: Checker()
                  log: '""'
                  count: { value: 0, did-set: 'do { try form.check(count - 5) } catch FormError.low { log = "low" } catch { log = "other" }' }
            """)
        let s = scenario(yaml)
        #expect(s.screen.filter { $0.kind == .text }.map(\.label).first == "log low", "\(outcome(s))")
        #expect(diagnostics(yaml.replacingOccurrences(of: #"catch { log = "other" }"#, with: "")).first?.message
                == "errors thrown from `try form.check(count - 5)` are not handled: the `catch` clauses around it do not take every error")
    }

    @Test func inATaskTheErrorEndsTheTaskOrRunsItsCatch() {
        #expect(Self.log("Task { log = \"a\"; let n = try form.half(0); log += String(n) }") == "log a")
        #expect(Self.log("Task { do { let n = try form.half(0); log = String(n) } catch is FormError { log = \"form\" } }") == "log form")
        #expect(Self.log("Task { let n = try form.half(6); log = String(n) }") == "log 3")
    }

    @Test func swiftsRefusalsAreRefusedBeforeTheRun() {
        func first(_ action: String, label: String = "log {log}") -> String {
            diagnostics(Self.screen(action, label: label)).first?.message ?? "none"
        }
        #expect(first("form.check(1)") == "`form.check(1)` can throw, and is not marked with `try`")
        #expect(first("log = String(form.half(2))") == "`form.half(2)` can throw, and is not marked with `try`")
        #expect(first("try form.check(1)") == "errors thrown from `try form.check(1)` are not handled here")
        #expect(first("do { try form.check(1) } catch FormError.low { }")
                == "errors thrown from `try form.check(1)` are not handled: the `catch` clauses around it do not take every error")
        #expect(first("let n = try? form.half(2) ?? 0")
                == "`try? form.half(2) ?? 0`: `try?` covers the whole `??`, so its value is an optional")
        #expect(first("do { try form.check(1) } catch { }") == "none")
        #expect(first("try? form.check(1)") == "none")
        #expect(first("log = \"x\"", label: "third {try form.third(2)}") == "errors thrown from `try form.third(2)` are not handled here")
        #expect(first("log = \"x\"", label: "third {(try? form.third(0)) ?? 0}") == "none")
        #expect(first("Task { try form.check(1) }") == "none")
        #expect(first("Task { withAnimation { try form.check(1) } }")
                == "`try form.check(1)` lets an error out of withAnimation's closure, where nothing takes it")
        #expect(first("Task { withAnimation { do { try form.check(1) } catch { } } }") == "none")
    }

    @Test func signaturesWritteOtherwiseThanSwiftsAreRefusedOnce() {
        func first(_ key: String) -> String {
            diagnostics(Self.screen("try? form.check(1)").replacingOccurrences(of: "\"half(_ n: Int) throws -> Int\"", with: key))
                .first?.message ?? "none"
        }
        #expect(first("\"half(_ n: Int) -> Int throws\"") == "effects come before the arrow: `parse(_ s: String) throws -> Int`")
        #expect(first("\"half(_ n: Int) throws(FormError) -> Int\"") == "typed `throws(…)` and `rethrows` are not expressed")
        #expect(first("\"half(_ n: Int) rethrows\"") == "typed `throws(…)` and `rethrows` are not expressed")
    }

    @Test func aTryInAMethodNotDeclaredThrowsIsRefused() {
        let yaml = Self.screen("try? form.check(1)").replacingOccurrences(of: "\"half(_ n: Int) throws -> Int\"", with: "\"half(_ n: Int) -> Int\"")
        #expect(diagnostics(yaml).first?.message == "errors thrown from `try check(n)` are not handled here")
    }

    /// Every form of §79 and §80 the export writes, type-checked: a throwing method and one that
    /// returns a value, `try` and `try?` at calls and in a label, `_ =`, a button's and a did-set's
    /// `do`, `throw error` again in an async method, an error type with text and one without.
    static let exported = InlineSpec("throwing.yaml", """
        errors:
          FormError: [low, high]
          SaveError:
            taken: '"That title is taken."'
        requests:
          upload: { returns: 'argument' }
        models:
          Checker:
            fields: { left: 0, failures: 0 }
            methods:
              "check(_ n: Int) throws": |
                defer { left += 1 }
                guard n >= 1 else { throw FormError.low }
                guard n <= 9 else { throw FormError.high }
              "third(_ n: Int) throws -> Int": |
                guard n >= 1 else { throw FormError.low }
                return n / 3
              "save(_ title: String) async": |
                do {
                  let reply = try await upload(title)
                  guard reply != "taken" else { throw SaveError.taken }
                } catch {
                  failures += 1
                  throw error
                }
        components:
          Screen:
            state:
              form: Checker()
              log: '""'
              count: { value: 0, did-set: 'do { try form.check(count) } catch FormError.low { log = "low" } catch { log = "other" }' }
            body:
              - text: "log {log}"
              - text: "third {(try? form.third(count)) ?? 0}"
              - button: go
                action: |
                  do {
                    try form.check(count)
                    _ = try form.third(count)
                    log = "ok"
                  } catch is FormError {
                    log = "form"
                  } catch {
                    log = error.localizedDescription
                  }
                  _ = try? form.third(0)
                  count += 1
              - button: save
                action: |
                  Task {
                    do { try await form.save("taken") } catch SaveError.taken { log = "taken" }
                  }
        root: Screen
        script:
          - tap: go
            expect: ["log form", "third 0"]
        """)

    @Test func theExportOfEveryFormTypeChecks() async throws {
        #expect(scenario(Self.exported.yaml).passed)
        try await ExportTests().expectTypeChecks(try Self.exported.export())
    }

    @Test func theExportDeclaresTheMethodThrowsAndMarksItsCalls() throws {
        let spec = try SpecDecoder.decode(Array(Self.screen("do { try form.check(0) } catch { log = \"c\" }\ntry? form.check(1)").utf8), file: "t.yaml")
        let text = try SwiftUIExport(spec).files.map(\.contents).joined(separator: "\n")
        #expect(text.contains("func check(_ n: Int) throws {"))
        #expect(text.contains("func half(_ n: Int) throws -> Int {"))
        #expect(text.contains("try form.check(0)"))
        #expect(text.contains("try? form.check(1)"))
    }
}
