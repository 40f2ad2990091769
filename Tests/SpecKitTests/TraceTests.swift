import Foundation
import Testing
@testable import SpecKit

/// `spec trace`: the demo's three scenarios explained, line by line, from their event logs.
@Suite struct TraceTests {
    func demo(_ scenario: String) -> ScenarioTrace {
        let file = RecordedRuns.result(of: "specs/lazy-state-trap.yaml")
        let result = file.scenarios.first { $0.scenario == scenario }
        #expect(result != nil, "no scenario \(scenario)")
        return ScenarioTrace(result ?? ScenarioResult(scenario: scenario, file: ""), spec: file.spec)
    }

    func texts(_ trace: ScenarioTrace, _ kind: TraceLine.Kind, step: Int? = nil) -> [String] {
        trace.lines.filter { $0.kind == kind && (step == nil || $0.step == step) }.map(\.text)
    }

    @Test func stateBuiltInInitBuildsThreeModelsAndDiscardsTwo() {
        let trace = demo("@State, built in init")
        #expect(texts(trace, .model) == [
            "new Model#1 = Model(input: 1); Models built so far: 1",
            "new Model#2 = Model(input: 1); Models built so far: 2",
            "new Model#3 = Model(input: 2); Models built so far: 3",
        ])
        let discarded = texts(trace, .holder).filter { $0.contains("discarded") }
        #expect(discarded == [
            "state-in-init model: built Model#2 and discarded, kept Model#1: State keeps its first value for this identity",
            "state-in-init model: built Model#3 and discarded, kept Model#1: State keeps its first value for this identity",
        ])
        // Each discarded model is built during the init that the unrelated, then the related, tap caused.
        #expect(trace.lines.filter { $0.text.contains("discarded") }.map(\.step) == [2, 3])
    }

    /// The count of a type's models is said in English: `Libraries`, `Addresses`, `Boxes`,
    /// `Matches`, `Keys` (a vowel before the y), `Models`.
    @Test func aTypesCountIsSpeltAsEnglishMakesItPlural() {
        let types = ["Library", "Address", "Box", "Match", "Key", "Model"]
        let yaml = """
            models:
            \(types.map { "  \($0): { fields: [n] }" }.joined(separator: "\n"))
            components:
              Root:
                state: { \(types.enumerated().map { "m\($0.offset): '\($0.element)(n: 1)'" }.joined(separator: ", ")) }
                body:
                  - text: shown
            scenarios:
              - name: built
                root: Root
                expect: [shown]
            """
        let file = run(yaml)
        #expect(file.loadError == nil, "\(file.loadError?.description ?? "")")
        let trace = ScenarioTrace(file.scenarios.first ?? ScenarioResult(scenario: "none", file: ""), spec: file.spec)
        let counts = texts(trace, .model).map { $0.split(separator: ";").last.map(String.init) ?? "" }
        #expect(counts == [" Libraries built so far: 1", " Addresses built so far: 1", " Boxes built so far: 1",
                           " Matches built so far: 1", " Keys built so far: 1", " Models built so far: 1"])
    }

    @Test func stateRendersSayWhy() {
        let trace = demo("@State, built in init")
        #expect(texts(trace, .render, step: 0) == ["render Parent: created", "render StateChild: created", "render ModelRow: created"])
        #expect(texts(trace, .render, step: 2) == [
            "render Parent: state unrelated of Parent, read in its last render, was written by the tap: 0 → 1",
            "render StateChild: its parent passed a different value: state-in-init model's initial value Model#1 → Model#2",
            "render ModelRow: Model.creations, read in its last render, went to 2 when Model#2 was built",
        ])
        let related = texts(trace, .render, step: 3)
        #expect(related.count == 3)
        #expect(related.contains { $0.hasPrefix("render StateChild: its parent passed a different value: input 1 → 2") })
        #expect(related.last == "render ModelRow: Model.creations, read in its last render, went to 3 when Model#3 was built")
        // The related tap is the one render where the kept model no longer matches the input.
        let stale = trace.lines.filter { $0.kind == .stale }
        #expect(stale.map(\.text) == ["⚠ stale: StateChild rendered with its invariant `model.input == input` false"])
        #expect(stale.map(\.step) == [3])
        // ModelRow still shows the first model: it was passed Model#1 at every init.
        #expect(texts(trace, .initialize).filter { $0.hasPrefix("init ModelRow") }.allSatisfy { $0 == "init ModelRow(model: Model#1)" })
    }

    @Test func aRenderAfterSeveralWritesSaysEveryValueAndEachWriter() {
        let file = run("""
            components:
              Screen:
                state: { count: 0, log: '""' }
                body:
                  - text: "count {count} log {log}"
                  - button: twice
                    action: count += 1; count += 1
                  - Panel:
                    on-appear: log = log + "a"
                  - Badge:
                    on-appear: log = log + "b"
              Panel:
                body: [ { text: panel } ]
              Badge:
                body: [ { text: badge } ]
            root: Screen
            script:
              - tap: twice
            """)
        let trace = ScenarioTrace(file.scenarios[0], spec: file.spec)
        let renders = texts(trace, .render)
        #expect(renders.contains("render Screen: state log of Screen, read in its last render, was written by the on-appear of Panel: \"\" → \"a\", then by the on-appear of Badge: \"a\" → \"ab\""), "\(renders)")
        #expect(renders.contains("render Screen: state count of Screen, read in its last render, was written by the tap: 0 → 1 → 2"), "\(renders)")
    }

    @Test func lazyStateIgnoresTheClosureAndSkipsTheRow() {
        let trace = demo("@LazyState")
        #expect(texts(trace, .model).count == 1)
        #expect(texts(trace, .holder).filter { $0.contains("closure ignored") } == [
            "lazy-state model: closure ignored, kept Model#1: it ran once for this identity; its closure captures input, closures that capture compare unequal",
            "lazy-state model: closure ignored, kept Model#1: it ran once for this identity; its closure captures input, closures that capture compare unequal",
        ])
        #expect(texts(trace, .holder).contains("lazy-state model: built Model#1 lazily, once for this identity"))
        // Its closure captures `input`, so it compares unequal and the child renders; the row gets
        // the same model and is skipped.
        #expect(texts(trace, .render, step: 2).contains(
            "render LazyStateChild: its parent passed a different value: lazy-state model's closure captures input, closures that capture compare unequal"))
        #expect(texts(trace, .skip) == [
            "skip ModelRow: equal to its last value (model: Model#1), body not run",
            "skip ModelRow: equal to its last value (model: Model#1), body not run",
        ])
    }

    @Test func theMemoIsRebuiltBecauseItsInputChanged() {
        let trace = demo("a Memo keyed by the input")
        #expect(texts(trace, .holder).filter { $0.hasPrefix("memo") } == [
            "memo model: built Model#1 from input: 1",
            "memo model: rebuilt Model#2 because input 1 → 2 (was Model#1)",
        ])
        #expect(texts(trace, .skip, step: 2) == ["skip MemoChild: equal to its last value (input: 1), body not run"])
        #expect(texts(trace, .render, step: 3).contains("render ModelRow: its parent passed a different value: model Model#1 → Model#2"))
        #expect(texts(trace, .model).count == 2)
        // The memo is worked out as the render starts: the model it builds is said before the
        // render's reads, which name it.
        let launch = trace.lines(ofStep: 0).map(\.text)
        let built = launch.firstIndex(of: "memo model: built Model#1 from input: 1")
        let read = launch.firstIndex { $0.hasPrefix("its body read state model") }
        #expect(built != nil && read != nil && built! < read!, "\(launch)")
    }

    @Test func linesAreIndentedByPassAndTreeDepth() throws {
        let trace = demo("@State, built in init")
        let launch = trace.lines(ofStep: 0)
        #expect(launch.first?.kind == .step && launch.first?.depth == 0)
        #expect(launch.filter { $0.kind == .pass }.map(\.depth) == [1])
        let renders = launch.filter { $0.kind == .render }.map(\.depth)
        #expect(renders == [2, 3, 4])
        // What a render read is shown right under it, one level deeper.
        let index = try #require(launch.firstIndex { $0.text == "render Parent: created" })
        #expect(launch[index + 1].text == "its body read state input, state unrelated")
        #expect(launch[index + 1].depth == 3)
        #expect(launch.allSatisfy { $0.kind == .step || $0.pass == 1 })
    }

    @Test func expectationsAreChecked() {
        let trace = demo("@State, built in init")
        #expect(texts(trace, .expect, step: 4) == ["✓ \"model input 1\" on screen", "✓ \"models created 3\" on screen",
                                                   "✓ assert StateChild.staleRenders == 1"])
        #expect(trace.steps == ["launch", "check", "tap \"unrelated action\"", "tap \"related action\"", "check"])
    }

    @Test func aFailedExpectationAndAFieldWriteAreExplained() {
        let yaml = """
            models:
              Box: { fields: [v] }
            components:
              Root:
                state-object: { box: "Box(v: 0)" }
                body:
                  - text: v {box.v}
                  - button: set
                    action: box.v = 5
            root: Root
            script:
              - tap: set
                expect: [v 6]
            """
        let result = run(yaml).scenarios[0]
        let trace = ScenarioTrace(result)
        #expect(texts(trace, .write) == ["write Box#1.v: 0 → 5"])
        #expect(texts(trace, .render, step: 1) == ["render Root: Box#1.v, read in its last render, was written by the tap: 0 → 5"])
        #expect(texts(trace, .expect) == ["✗ expected \"v 6\" on screen (test.yaml:13:14)"])
        #expect(!trace.passed)
    }

    @Test func aWriteNobodyReadSaysSo() {
        let file = RecordedRuns.result(of: "specs/unread-state.yaml")
        let trace = ScenarioTrace(file.scenarios[0])
        #expect(texts(trace, .invalidate) == ["no render read it: no body runs again", "no render read it: no body runs again"])
        #expect(texts(trace, .render).count == 2)
    }

    @Test func aSkipSaysTheThunkCapturesNothing() {
        let file = RecordedRuns.result(of: "specs/toolchains.yaml")
        let trace = ScenarioTrace(file.scenarios[0])
        #expect(texts(trace, .skip, step: 1) == [
            "skip InlineChild: equal to its last value (input: 1); state model's thunk captures nothing and compares equal, body not run",
        ])
        #expect(texts(trace, .holder, step: 1) == [
            "state model: closure ignored, kept Model#1: it ran once for this identity; its thunk captures nothing and compares equal",
        ])
    }

    @Test func colourOnlyWhenAsked() {
        let trace = demo("@LazyState")
        #expect(!TraceText(color: false).render(trace).contains("\u{1B}["))
        #expect(TraceText(color: true).render(trace).contains("\u{1B}[33mlazy-state model: closure ignored"))
    }

    @Test func theCommandPrintsTheStateScenario() async throws {
        let (status, out, _) = try await runCommand(["trace", "specs/lazy-state-trap.yaml", "--scenario", "@State, built in init"])
        #expect(status == 0)
        #expect(!out.contains("\u{1B}["), "NO_COLOR is set")
        #expect(out.contains("scenario \"@State, built in init\": PASS"))
        #expect(!out.contains("scenario \"@LazyState\""))
        #expect(out.components(separatedBy: "and discarded, kept Model#1").count - 1 == 2)
        #expect(out.contains("        render ModelRow: Model.creations, read in its last render, went to 3 when Model#3 was built\n"))
    }

    @Test func jsonCarriesEveryLine() async throws {
        let (status, out, _) = try await runCommand(["trace", "specs/lazy-state-trap.yaml", "--format", "json"])
        #expect(status == 0)
        let object = try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any]
        let scenarios = try #require(object?["scenarios"] as? [[String: Any]])
        #expect(scenarios.compactMap { $0["scenario"] as? String } == ["@State, built in init", "@LazyState", "a Memo keyed by the input"])
        let lines = try #require(scenarios[0]["lines"] as? [[String: Any]])
        let models = lines.filter { $0["kind"] as? String == "model" }
        #expect(models.count == 3)
        let render = try #require(lines.first { $0["kind"] as? String == "render" })
        #expect(render["node"] as? String == "Parent")
        #expect(render["pass"] as? Int == 1)
        #expect(render["step"] as? Int == 0)
    }

    @Test func aScenarioStoppedByAnErrorEndsWithIt() async throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("stops.yaml")
        try "components:\n  Root:\n    body:\n      - text: hi\nroot: Root\nscript:\n  - tap: nope\n"
            .write(to: file, atomically: false, encoding: .utf8)
        let trace = try await runCommand(["trace", file.path])
        #expect(trace.status == 2)
        #expect(trace.out.contains("scenario \"Root\": ERROR"))
        #expect(trace.out.hasSuffix("    ✗ stopped: \(file.path):7:5: no button \"nope\" is on screen\n"))
        let graph = try await runCommand(["graph", file.path])
        #expect(graph.status == 2)
        #expect(graph.out.contains("n1 [label=\"Root\\nroot\\l\""))
        #expect(graph.err.contains("\(file.path):7:5: error: no button \"nope\" is on screen"))
    }

    @Test func anUnknownScenarioIsAUsageError() async throws {
        let (status, _, err) = try await runCommand(["trace", "specs/lazy-state-trap.yaml", "--scenario", "@LazyStat"])
        #expect(status == 2)
        #expect(err.contains("no scenario \"@LazyStat\" in specs/lazy-state-trap.yaml; did you mean \"@LazyState\"?"))
        #expect(try await runCommand(["trace", "specs/lazy-state-trap.yaml", "--format", "xml"]).status == 2)
        #expect(try await runCommand(["trace"]).status == 2)
    }
}
