import Foundation
import Testing
@testable import SpecKit

/// `defer { … }` (semantics §77): its body runs when the closure or block holding it ends,
/// however it ends, the last reached first.
@Suite struct DeferTests {
    /// A screen whose `go` button runs `action`; `load` answers 1.
    static func screen(_ action: String, model: String = "", _ script: String) -> String {
        """
        requests:
          load: { returns: '1' }
        \(model)
        components:
          Screen:
            state: { pending: nil, log: '""', flag: true }
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

    @Test func anActionsDefersRunAtItsEndTheLastFirst() {
        let yaml = Self.screen("""
            log += "a"
            defer { log += "1" }
            defer { log += "2" }
            log += "b"
            """, "  - tap: go\n    expect: [\"log ab21\"]")
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: in the order written, or at the defer's place, fails.
        #expect(!scenario(yaml.replacingOccurrences(of: "log ab21", with: "log ab12")).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: "log ab21", with: "log a12b")).passed)
    }

    @Test func aHoldersDidSetRunsItsDefersAtItsEnd() {
        let yaml = Self.screen("flag.toggle()", """
              - tap: go
                expect: ["log a21"]
            """).replacingOccurrences(of: "flag: true }", with: """
            flag: { value: true, did-set: 'defer { log += "1" }; defer { log += "2" }; log += "a"' } }
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        #expect(!scenario(yaml.replacingOccurrences(of: "log a21", with: "log a12")).passed)
    }

    @Test func aReturnRunsTheDefersReachedAndNotTheOthers() {
        let s = scenario(Self.screen("""
            defer { log += "1" }
            guard !flag else { return }
            defer { log += "2" }
            """, "  - tap: go\n    expect: [\"log 1\"]"))
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func aTasksDeferRunsWhenItFinishesFailsOrIsCancelled() {
        let task = """
            pending = Task {
              defer { log += "d" }
              let n = try await load()
              log += String(n)
            }
            """
        let finished = scenario(Self.screen(task, "  - tap: go\n  - complete: load\n    expect: [\"log 1d\"]"))
        #expect(finished.passed, "\(outcome(finished))")
        let failed = scenario(Self.screen(task, "  - tap: go\n  - complete: load\n    error: offline\n    expect: [\"log d\"]"))
        #expect(failed.passed, "\(outcome(failed))")
        let cancelled = scenario(Self.screen(task, "  - tap: go\n  - tap: stop\n    expect: [\"log d\"]"))
        #expect(cancelled.passed, "\(outcome(cancelled))")
        let waiting = scenario(Self.screen(task, "  - tap: go\n    expect: [\"log \"]"))
        #expect(waiting.passed, "\(outcome(waiting))")
    }

    /// A `do` block's `defer` runs as the error leaves the block, before the `catch` that takes it;
    /// a method's as the method ends, before the code after the call.
    @Test func aBlocksAndAMethodsDefersRunAsTheyEnd() {
        let caught = scenario(Self.screen("""
            pending = Task {
              do {
                defer { log += "d" }
                try await sleep(100)
                log += "x"
              } catch {
                log += "c"
              }
              log += "e"
            }
            """, "  - tap: go\n  - tap: stop\n    expect: [\"log dce\"]"))
        #expect(caught.passed, "\(outcome(caught))")
        let model = """
            models:
              Feed:
                kind: observable
                fields: { log: '""' }
                methods:
                  "fetch() async": |
                    defer { log += "m" }
                    try await sleep(100)
                    log += "f"
            """
        let method = scenario(Self.screen("""
            pending = Task {
              let feed = Feed()
              await feed.fetch()
              log += feed.log + "after"
            }
            """, model: model, "  - tap: go\n  - advance: 100\n    expect: [\"log fmafter\"]"))
        #expect(method.passed, "\(outcome(method))")
    }

    @Test func swiftsRefusalsAreRefusedBeforeTheRun() {
        func first(_ action: String) -> String {
            diagnostics(Self.screen(action, "  - tap: go")).first?.message ?? "none"
        }
        #expect(first("Task { defer { try await sleep(1) }; log += \"a\" }") == "`try await sleep(1)` cannot await in a defer body")
        #expect(first("defer { return }") == "`return` cannot leave a defer body")
        #expect(first("Task { defer { try Task.checkCancellation() }; try await sleep(1) }")
                == "`try Task.checkCancellation()` throws, and errors cannot be thrown out of a defer body")
        #expect(first("defer { }") == "none")
        #expect(first("Task { if flag { defer { log += \"d\" }; try await sleep(1) } }") == "a `defer` in an `if`'s branch that awaits is not expressed")
        #expect(first("Task { if flag { do { defer { log += \"d\" }; try await sleep(1) } } }") == "none")
        #expect(first("defer { log += \"d\" }") == "none")
    }

    static let exported = InlineSpec("deferred.yaml", """
        requests:
          load: { returns: '1' }
        models:
          Store:
            kind: observable
            fields: { loading: false, count: 0 }
        components:
          Screen:
            state: { store: Store() }
            body:
              - text: "loading {store.loading} count {store.count}"
              - button: go
                action: |
                  Task {
                    store.loading = true
                    defer { store.loading = false }
                    let n = try await load()
                    store.count = n
                  }
        root: Screen
        script:
          - tap: go
            expect: ["loading true count 0"]
          - complete: load
            expect: ["loading false count 1"]
        """)

    @Test func theExportWritesTheDeferWhereItStands() async throws {
        #expect(scenario(Self.exported.yaml).passed)
        let export = try Self.exported.export()
        let screen = ExportTests().file(export, "App/Screen.swift")
        #expect(screen.contains("defer {"), "\(screen)")
        #expect(screen.contains("store.loading = false"), "\(screen)")
        try await ExportTests().expectTypeChecks(export)
    }

    @Test func theTraceSaysWhyTheDeferRuns() throws {
        let file = run(Self.screen("pending = Task { defer { log += \"d\" }; try await sleep(1) }", "  - tap: go\n  - tap: stop"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 2).map(\.text)
        #expect(lines.contains { $0.contains("run `defer { log += \"d\" }`: task #1 left the closure or block holding it") }, "\(lines)")
        #expect(lines.contains { $0.contains("written by the defer of task #1") }, "\(lines)")
    }
}
