import Testing
@testable import SpecKit

/// How statements with suspension points, guards and tasks are read.
@Suite struct TimeSyntaxTests {
    let here = Location(file: "t.yaml", line: 1, column: 1)

    @Test func awaitsGuardsAndTasksParse() throws {
        let s = try Parser.statements(
            "Task { let found = try await search(q); guard !Task.isCancelled else { return }; results = found }; await sleep(300)",
            at: here)
        #expect(s.count == 2)
        guard case .spawn(let body, nil) = s[0].kind else { Issue.record("not a Task { }"); return }
        #expect(body.map(\.source) == ["let found = try await search(q)", "guard !Task.isCancelled else { return }", "results = found"])
        #expect(body[0].declaresLocal && body[0].suspends)
        // The `try` is kept: it makes the closure throw, a `Task<Void, Error>` (§73).
        #expect(body[0].triesErrors && s[0].triesErrors && !s[1].triesErrors)
        #expect(!body[1].suspends)
        if case .sleep(let ms) = s[1].kind { #expect(ms.source == "300") } else { Issue.record("not a sleep") }
    }

    @Test func malformedAwaitsAndGuardsAreLocatedErrors() {
        #expect(throws: Diagnostic.self) { try Parser.statements("await", at: here) }
        #expect(throws: Diagnostic.self) { try Parser.statements("x = await sleep(1)", at: here) }
        #expect(throws: Diagnostic.self) { try Parser.statements("guard ok return", at: here) }
        #expect(throws: Diagnostic.self) { try Parser.statements("Task { x = 1", at: here) }
        #expect(throws: Diagnostic.self) { try Parser.statements("Task { }", at: here) }
        #expect(throws: Diagnostic.self) { try Parser.statements("let x", at: here) }
        #expect(throws: Diagnostic.self) { try Parser.statements("let await = 1", at: here) }
    }

    @Test func aLetWithoutAwaitIsAConstantOfItsClosure() throws {
        let s = try Parser.statements("let mine = generation + 1; n = mine", at: here)
        #expect(s.count == 2 && s[0].declaresLocal && !s[0].suspends && !s[1].declaresLocal)
        #expect(s[0].source == "let mine = generation + 1")
        guard case .assign(let target, .assign, let value) = s[0].kind else { Issue.record("not a constant"); return }
        #expect(target.source == "mine" && value.source == "generation + 1")
    }

    @Test func durationsAreMillisecondsOrSeconds() {
        #expect(SpecDecoder.milliseconds("300") == 300)
        #expect(SpecDecoder.milliseconds("300ms") == 300)
        #expect(SpecDecoder.milliseconds("2s") == 2000)
        #expect(SpecDecoder.milliseconds("-1") == nil)
        // Seconds with a fraction, as Timer.publish(every: 0.5, …) writes them, down to a millisecond.
        #expect(SpecDecoder.milliseconds("1.5s") == 1500)
        #expect(SpecDecoder.milliseconds("0.25s") == 250)
        #expect(SpecDecoder.milliseconds("0.001s") == 1)
        #expect(SpecDecoder.milliseconds("0.0005s") == nil)
        #expect(SpecDecoder.milliseconds("1.5ms") == nil)
        #expect(SpecDecoder.milliseconds("1.5") == nil)
        #expect(SpecDecoder.milliseconds(".5s") == nil)
        #expect(SpecDecoder.milliseconds("1.s") == nil)
        #expect(SpecDecoder.milliseconds("ms") == nil)
    }
}

/// A copy of a graph (for exploration) carries its clock, tasks and pending requests.
@Suite struct TimeSnapshotTests {
    @Test func aCopyWithPendingTasksContinuesAsTheOriginal() throws {
        let spec = try SpecDecoder.decode(Array(try String(contentsOf: packageRoot.appendingPathComponent("specs/search-race.yaml"),
                                                             encoding: .utf8).utf8), file: "search-race.yaml")
        for scenario in spec.scenarios {
            let graph = Graph(spec: spec, scenario: scenario)
            try graph.launch(at: scenario.location)
            for step in scenario.steps {
                let copy = graph.copy()
                #expect(copy.stateKey() == graph.stateKey())
                for g in [graph, copy] {
                    if let input = step.input { try g.use(input) }
                    if let time = step.time { try g.perform(time, at: step.location) }
                }
                #expect(copy.stateKey() == graph.stateKey(), "\(scenario.name), \(step.summary)")
                #expect(copy.screen.map(\.label) == graph.screen.map(\.label))
            }
        }
    }

    @Test func pendingWorkIsPartOfTheState() throws {
        let spec = try SpecDecoder.decode(Array(try String(contentsOf: packageRoot.appendingPathComponent("specs/debounce.yaml"),
                                                             encoding: .utf8).utf8), file: "debounce.yaml")
        let scenario = spec.scenarios[1]
        let graph = Graph(spec: spec, scenario: scenario)
        try graph.launch(at: scenario.location)
        try graph.use(try #require(scenario.steps[1].input))
        let sleeping = graph.stateKey()
        try graph.perform(.advance(300), at: scenario.location)
        // Same screen, but the task now awaits a request instead of sleeping.
        #expect(graph.stateKey() != sleeping)
    }

    @Test func whenATimerFiresNextIsPartOfTheState() throws {
        let yaml = """
        components:
          Root:
            state: { running: true, ticks: 0 }
            body:
              - text: ticks {ticks}
              - button: toggle
                action: running = !running
              - if: running
                then:
                  - Face: {}
                    on-timer: { every: 100, action: ticks += 1 }
          Face:
            body:
              - text: face
        root: Root
        """
        // One path shows the face at 0 ms, the other hides it and shows it again at 50 ms: at
        // 50 ms both show "ticks 0" and "face", but the first timer fires at 100 ms, the other at 150.
        let (early, location) = try launched(yaml)
        try early.perform(.advance(50), at: location)
        let (late, _) = try launched(yaml)
        try late.tap("toggle", at: location)
        try late.perform(.advance(50), at: location)
        try late.tap("toggle", at: location)
        #expect(early.screen.map(\.label) == late.screen.map(\.label))
        #expect(early.stateKey() != late.stateKey())
        // The same moves in the same order are one state.
        let (again, _) = try launched(yaml)
        try again.tap("toggle", at: location)
        try again.perform(.advance(50), at: location)
        try again.tap("toggle", at: location)
        #expect(again.stateKey() == late.stateKey())
    }
}
