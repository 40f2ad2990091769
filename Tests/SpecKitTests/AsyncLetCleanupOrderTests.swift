import Foundation
import Testing
@testable import SpecKit

/// The end of a task's scope (semantics §56.4, §77.1): its `defer` bodies and the implicit
/// cancel-and-await of each async let never awaited are one list of cleanups, run the last
/// declared first, as Swift runs them (SE-0317).
@Suite struct AsyncLetCleanupOrderTests {
    /// A screen whose leaf's `task:` runs `task`; `slow` and `fast` ignore cancellation, `aware`
    /// throws when cancelled; `hide` removes the leaf, cancelling its task.
    static func screen(_ task: String, _ script: String) -> String {
        """
        requests:
          slow: { cancellation: ignores, returns: '"s"' }
          fast: { cancellation: ignores, returns: '"f"' }
          aware: { cancellation: throws, returns: '"a"' }
        components:
          Screen:
            state: { loading: false, shown: '"none"', log: '""', show: true }
            body:
              - text: "loading {loading} shown {shown} log {log}"
              - button: hide
                action: show = false
              - if: show
                then:
                  - Leaf: {}
                    task: |
                      \(task.split(separator: "\n").joined(separator: "\n                  "))
          Leaf:
            body: [ { text: leaf } ]
        root: Screen
        script:
        \(script)
        """
    }

    static let deferAfter = """
        loading = true
        async let stats = slow()
        defer { loading = false }
        shown = "done"
        """
    static let deferBefore = """
        loading = true
        defer { loading = false }
        async let stats = slow()
        shown = "done"
        """

    @Test func aDeferDeclaredAfterAnUnawaitedAsyncLetRunsFirstAtOnce() {
        let yaml = Self.screen(Self.deferAfter, """
              - expect: ["loading false shown done log "]
                assert: ["Tasks.suspended == 2", "Tasks.cancelled == 1"]
              - complete: slow
                expect: ["loading false shown done log "]
                assert: ["Tasks.suspended == 0", "Tasks.finished == 2"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: the defer held back until the child's end fails.
        #expect(!scenario(yaml.replacingOccurrences(of: "- expect: [\"loading false", with: "- expect: [\"loading true")).passed)
    }

    @Test func aDeferDeclaredBeforeRunsOnlyAfterTheCancelledChildEnds() {
        let yaml = Self.screen(Self.deferBefore, """
              - expect: ["loading true shown done log "]
                assert: ["Tasks.suspended == 2", "Tasks.cancelled == 1"]
              - complete: slow
                expect: ["loading false shown done log "]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        #expect(!scenario(yaml.replacingOccurrences(of: "- expect: [\"loading true", with: "- expect: [\"loading false")).passed)
    }

    @Test func aWildcardAsyncLetIsACleanupInItsPlaceToo() {
        let task = Self.deferAfter.replacingOccurrences(of: "async let stats", with: "async let _")
        let s = scenario(Self.screen(task, "  - expect: [\"loading false shown done log \"]\n  - complete: slow"))
        #expect(s.passed, "\(outcome(s))")
    }

    /// `defer A; async let x; defer B; async let y; defer C`: C, then y cancelled and awaited, B,
    /// then x cancelled and awaited, A. x is cancelled only at its turn.
    static let interleaved = """
        defer { log += "A" }
        async let x = slow()
        defer { log += "B" }
        async let y = fast()
        defer { log += "C" }
        log += "0"
        """

    @Test func interleavedCleanupsRunTheLastDeclaredFirstEachChildCancelledAtItsTurn() {
        let yaml = Self.screen(Self.interleaved, """
              - expect: ["loading false shown none log 0C"]
                assert: ["Tasks.cancelled == 1"]
              - complete: fast
                expect: ["loading false shown none log 0CB"]
                assert: ["Tasks.cancelled == 2"]
              - complete: slow
                expect: ["loading false shown none log 0CBA"]
                assert: ["Tasks.suspended == 0"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        #expect(!scenario(yaml.replacingOccurrences(of: "log 0CB\"]", with: "log 0C\"]")).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: "assert: [\"Tasks.cancelled == 1\"]", with: "assert: [\"Tasks.cancelled == 2\"]")).passed)
    }

    /// The child declared first answers while the task waits for the later one: it was never
    /// cancelled, so its cancellation-aware request answers as any other; the `defer` between
    /// the two runs when the later child ends, and the first then needs no wait.
    @Test func anEarlierChildAnsweringMeanwhileIsNeverCancelled() {
        let task = Self.interleaved.replacingOccurrences(of: "x = slow()", with: "x = aware()")
        let yaml = Self.screen(task, """
              - complete: aware
                expect: ["loading false shown none log 0C"]
                assert: ["Requests.cancelled == 0", "Tasks.cancelled == 1", "Requests.discarded == 0"]
              - complete: fast
                expect: ["loading false shown none log 0CBA"]
                assert: ["Tasks.suspended == 0", "Tasks.cancelled == 1"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        #expect(!scenario(yaml.replacingOccurrences(of: "\"Requests.cancelled == 0\"", with: "\"Requests.cancelled == 1\"")).passed)
    }

    /// Swift discards the error of a child nobody awaited; the order is the same.
    @Test func aChildThatThrowsKeepsTheOrder() {
        let after = Self.screen(Self.deferAfter, """
              - expect: ["loading false shown done log "]
              - complete: slow
                error: offline
                assert: ["Tasks.suspended == 0"]
            """)
        #expect(scenario(after).passed, "\(outcome(scenario(after)))")
        let before = Self.screen(Self.deferBefore, """
              - expect: ["loading true shown done log "]
              - complete: slow
                error: offline
                expect: ["loading false shown done log "]
            """)
        #expect(scenario(before).passed, "\(outcome(scenario(before)))")
    }

    /// A scope left by a guard, and a task cancelled with its view: the same order.
    @Test func aGuardsReturnAndACancellationKeepTheOrder() {
        let guarded = Self.screen(Self.deferAfter.replacingOccurrences(of: "shown = \"done\"", with: "guard !show else { return }\nshown = \"done\""), """
              - expect: ["loading false shown none log "]
                assert: ["Tasks.suspended == 2"]
            """)
        #expect(scenario(guarded).passed, "\(outcome(scenario(guarded)))")
        // Cancelled while it sleeps: the cancellation reaches both children at once (§56.3),
        // and the cleanups still run the last declared first.
        let task = Self.interleaved.replacingOccurrences(of: "log += \"0\"", with: "try await sleep(1000)")
        let cancelled = Self.screen(task, """
              - tap: hide
                expect: ["loading false shown none log C"]
                assert: ["Tasks.cancelled == 3"]
              - complete: fast
                expect: ["loading false shown none log CB"]
              - complete: slow
                expect: ["loading false shown none log CBA"]
            """)
        #expect(scenario(cancelled).passed, "\(outcome(scenario(cancelled)))")
    }

    /// A `do` block's `defer` runs as the block ends, before anything at the task's end.
    @Test func aBlocksDeferRunsBeforeTheTasksCleanups() {
        let task = """
            async let x = slow()
            defer { log += "A" }
            do {
              defer { log += "D" }
              try await sleep(10)
            }
            log += "0"
            """
        let s = scenario(Self.screen(task, """
              - advance: 10
                expect: ["loading false shown none log D0A"]
              - complete: slow
                expect: ["loading false shown none log D0A"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func theTraceSaysWhereEachDeferRunsAmongTheImplicitAwaits() throws {
        func lines(_ task: String, step: Int) throws -> [String] {
            let file = run(Self.screen(task, "  - complete: slow"))
            let s = try #require(file.scenarios.first)
            return ScenarioTrace(s, spec: file.spec).lines(ofStep: step).map(\.text)
        }
        let after = try lines(Self.deferAfter, step: 0)
        #expect(after.contains { $0.contains("run `defer { loading = false }`: task #1 left the closure or block holding it, however it left, so it runs now, before the implicit await of async let stats, never awaited: it was declared after it") }, "\(after)")
        let before = try lines(Self.deferBefore, step: 1)
        #expect(before.contains { $0.contains("run `defer { loading = false }`: task #1 left the closure or block holding it, however it left, so it runs now, after the implicit await of async let stats, never awaited: it was declared before it") }, "\(before)")
    }

    static let exported = InlineSpec("cleanup-order.yaml", screen(deferAfter, """
          - expect: ["loading false shown done log "]
          - complete: slow
        """))

    /// The export keeps the order written, which Swift runs as the engine does.
    @Test func theExportKeepsTheOrderWritten() async throws {
        #expect(scenario(Self.exported.yaml).passed)
        let export = try Self.exported.export()
        let screen = ExportTests().file(export, "App/Screen.swift")
        let asyncLet = try #require(screen.range(of: "async let _ = Requests.slow()"), "\(screen)")
        let deferred = try #require(screen.range(of: "defer {"), "\(screen)")
        #expect(asyncLet.lowerBound < deferred.lowerBound)
        try await ExportTests().expectTypeChecks(export)
    }
}
