import Foundation
import Testing
@testable import SpecKit

/// An app in the background is suspended (docs/semantics.md §41): the clock moves, nothing of
/// the app runs; at `foreground: true` what fell due runs once, in deadline order, after the
/// scene's inactive update and before it becomes active.
@Suite struct SuspensionRulesTests {
    /// A timer every second appends "t"; a task sleeps 1500 ms, appends "s", awaits `load`, then
    /// appends "r". The on-change keeps `ticks` as it is when the scene becomes active.
    static let app = """
        requests:
          load:
            cancellation: throws
            returns: '"data"'
        components:
          Home:
            environment: { phase: scenePhase }
            state: { ticks: 0, order: '"-"', loaded: '"nothing"', atActive: -1 }
            body:
              - text: "ticks {ticks}"
              - text: "order {order}"
              - text: "loaded {loaded}"
              - text: "at active {atActive}"
              - Face:
                on-timer:
                  every: 1000
                  action:
                    - ticks += 1
                    - order += "t"
                on-change:
                  of: phase
                  action:
                    - "guard newValue == .active else { return }"
                    - atActive = ticks
              - Face:
                task:
                  action:
                    - await sleep(1500)
                    - order += "s"
                    - loaded = await load("a")
                    - order += "r"
          Face:
            body: [ { text: face } ]
        root: Home
        """

    static func script(_ steps: String) -> String { app + "\nscript:\n" + steps }

    @Test func inTheBackgroundTheClockMovesAndNothingRuns() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.time(.advance(500)), at: at)
        try g.perform(.scene(.background), at: at)
        try g.perform(.time(.advance(29_500)), at: at)
        #expect(g.now == 30_000)
        #expect(texts(on: g).contains("ticks 0"), "no timer fired")
        #expect(texts(on: g).contains("order -"), "no sleep ended")
        #expect(g.asyncMeasures["Timers.fired"] ?? 0 == 0)
    }

    @Test func atForegroundEachMissedTimerFiresOnceAndSleepsEndInDeadlineOrder() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.time(.advance(500)), at: at)
        try g.perform(.scene(.background), at: at)
        try g.perform(.time(.advance(29_500)), at: at)
        try g.perform(.scene(.active), at: at)
        #expect(texts(on: g).contains("ticks 1"), "30 fires fell due; the timer fires once")
        #expect(texts(on: g).contains("order -ts"), "the timer's fire at 1000 ms before the sleep's end at 1500 ms")
        #expect(texts(on: g).contains("at active 1"), "it ran before the scene became active")
        // The timer keeps its schedule: its next fire is 31000 ms, not a period after it ran.
        try g.perform(.time(.advance(999)), at: at)
        #expect(texts(on: g).contains("ticks 1"))
        try g.perform(.time(.advance(1)), at: at)
        #expect(texts(on: g).contains("ticks 2"))
    }

    @Test func aResponseThatArrivesInTheBackgroundReachesItsTaskAtForeground() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.time(.advance(1500)), at: at)
        #expect(texts(on: g).contains("order -ts"))
        try g.perform(.scene(.background), at: at)
        try g.perform(.time(.complete(Completion(request: "load", which: .only, value: nil, error: nil, location: at))), at: at)
        #expect(texts(on: g).contains("loaded nothing"), "the task has not run")
        // It arrived: a second completion finds nothing pending.
        #expect(throws: Diagnostic.self) {
            try g.perform(.time(.complete(Completion(request: "load", which: .only, value: nil, error: nil, location: at))), at: at)
        }
        try g.perform(.time(.advance(500)), at: at)
        try g.perform(.scene(.active), at: at)
        // The response at 1500 ms before the timer's fire at 2000 ms.
        #expect(texts(on: g).contains("loaded data"))
        #expect(texts(on: g).contains("order -tsrt"))
    }

    @Test func untilIdleInTheBackgroundIsAnErrorWhileATaskSleeps() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.scene(.background), at: at)
        let error = try #require(throws: Diagnostic.self) { try g.perform(.time(.untilIdle), at: at) }
        #expect(error.message.hasPrefix("advance: until-idle: the app is suspended in the background"))
    }

    /// The lock: the count a running app would show fails; the one a suspended app shows passes.
    @Test func aWrongExpectationAfterForegroundFails() {
        let steps = "  - advance: 500\n  - background: true\n  - advance: 29500\n    expect: [ticks 0]\n  - foreground: true\n"
        let good = scenario(Self.script(steps + "    expect: [ticks 1, order -ts]\n    assert: [\"Timers.fired == 1\"]\n"))
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.script(steps + "    expect: [ticks 30]\n"))
        #expect(!bad.passed)
        #expect(bad.failures.first?.screenSummary.contains("ticks 1") == true)
    }

    @Test func theTraceSaysWhyNothingRanAndWhatRunsAgain() {
        let file = run(Self.script("  - advance: 500\n  - background: true\n  - advance: 29500\n  - foreground: true\n"))
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("the app is suspended in the background: the timer's fire at 1000 ms waits until it comes back"))
        #expect(text.contains("the app is suspended in the background: the sleep of task #"))
        #expect(text.contains("the app runs again: the timer missed 29 fires and fires once (timer of Face); its next fire is at 31000 ms"))
        #expect(text.contains(", due at 1500 ms, ends now"))
    }

    @Test func exploringAdvancesAStillClockOnlyToWhatIsNotDue() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.scene(.background), at: at)
        #expect(ExploreAction.available(on: g, alphabet: [], controls: false, phases: true).actions.contains(.advance(1000)))
        try g.perform(.time(.advance(1000)), at: at)
        #expect(ExploreAction.available(on: g, alphabet: [], controls: false, phases: true).actions.contains(.advance(500)),
                "the timer's fire at 1000 ms waits; the sleep at 1500 ms is next")
    }

    static let exported = InlineSpec("suspended.yaml", Self.script("  - advance: 500\n  - background: true\n  - advance: 29500\n  - foreground: true\n    expect: [ticks 1]\n"))

    /// The UI test presses Home, sends the advance through the seam as anywhere, and activates.
    @Test func theExportOfAnAdvanceInTheBackgroundTypeChecks() async throws {
        let export = try Self.exported.export()
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("XCUIDevice.shared.press(.home)"))
        #expect(tests.contains("seam(\"advance 29500 ms\")"))
        try await ExportTests().expectTypeChecks(export)
    }
}
