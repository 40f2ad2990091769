import Testing
@testable import SpecKit

/// How traces and graphs show tasks, requests, the clock and timers: built from events alone.
@Suite struct TimeReportTests {
    func result(_ scenario: String) throws -> (ScenarioResult, Spec) {
        let file = RecordedRuns.result(of: "specs/search-race.yaml")
        let spec = try #require(file.spec)
        return (try #require(file.scenarios.first { $0.scenario == scenario }), spec)
    }

    @Test func theTraceSaysWhyATaskWasCancelledAndWhatItWroteLate() throws {
        let (r, spec) = try result("task(id: query), search ignores cancellation")
        let text = ScenarioTrace(r, spec: spec).lines.map(\.text)
        #expect(text.contains("‖ task #2 suspends: awaits search(\"a\") #1"))
        #expect(text.contains { $0.hasPrefix("✕ task #2 of TaskIDSearch/Results (id \"a\") cancelled: its id changed from \"a\" to \"ab\"; search(\"a\") #1 ignores cancellation") })
        #expect(text.contains("⚠ task #2 wrote `results = await search(query)` after it was cancelled"))
        #expect(text.contains("← search(\"a\") #1 responds \"results for a\""))
    }

    @Test func theTraceSaysAResponseOfACancelledRequestIsThrownAway() throws {
        let (r, spec) = try result("task(id: query), search honours cancellation")
        let lines = ScenarioTrace(r, spec: spec).lines
        #expect(lines.contains { $0.kind == .request && $0.text.contains("search(\"a\") #1 responds, but it was cancelled") })
        #expect(lines.contains { $0.kind == .task && $0.text.hasPrefix("task #2 ends: `results = await search(query)` threw") })
    }

    @Test func theGraphShowsPendingTasksRequestsAndTheClock() throws {
        let (r, _) = try result("task(id: query), search ignores cancellation")
        // After step 3 ("type b"): task #2 cancelled but waiting, task #3 waiting, both requests pending.
        let graph = TreeGraph(try #require(TreeSnapshot(events: r.events, step: 3)), scenario: "s")
        let results = try #require(graph.boxes.first { $0.title == "Results" })
        #expect(results.lines.contains("◷ task #2 (id \"a\"), waiting for search(\"a\") #1, cancelled"))
        #expect(results.lines.contains("◷ task #3 (id \"ab\"), waiting for search(\"ab\") #2"))
        let clock = try #require(graph.boxes.first { $0.kind == .clock })
        #expect(clock.lines == ["pending search(\"a\") #1", "pending search(\"ab\") #2"])
        // After the last step nothing is pending and the clock never moved: no clock box.
        let end = TreeGraph(try #require(TreeSnapshot(events: r.events, step: 6)), scenario: "s")
        #expect(!end.boxes.contains { $0.kind == .clock })
        #expect(!end.boxes.flatMap(\.lines).contains { $0.hasPrefix("◷") })
    }

    @Test func theTimerAndTheClockAreInTheTrace() throws {
        let file = RecordedRuns.result(of: "specs/timer.yaml")
        let r = try #require(file.scenarios.first)
        let text = ScenarioTrace(r, spec: file.spec).lines.map(\.text)
        #expect(text.contains("clock 0 → 1000 ms"))
        #expect(text.contains("↻ timer of Face (every 1000 ms) fires at 1000 ms; its handler runs in Stopwatch"))
        #expect(text.contains("↻ timer of Face stopped: its view went away, its subscription with it"))
        #expect(text.contains("↻ timer of Face started with its view: every 1000 ms, first at 9500 ms"))
        let face = TreeGraph(try #require(TreeSnapshot(events: r.events, step: 2)), scenario: "s").boxes.first { $0.title == "Face" }
        #expect(face?.lines.contains(".onReceive(timer every 1000 ms)") == true)
    }
}
