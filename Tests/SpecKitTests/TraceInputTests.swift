import Testing
@testable import SpecKit

/// The trace of input steps and switch cases, on the specs that teach them.
@Suite struct TraceInputTests {
    func trace(_ file: String) -> ScenarioTrace {
        let run = RecordedRuns.result(of: "specs/\(file).yaml")
        let result = run.scenarios.first ?? ScenarioResult(scenario: "", file: "")
        return ScenarioTrace(result, spec: run.spec)
    }

    @Test func eachKeystrokeIsALineAndItsWriteNamesTheKeystroke() {
        let trace = trace("search-per-keystroke")
        #expect(trace.steps[1] == "type \"swift\" into Search")
        let typed = trace.lines(ofStep: 1).filter { $0.kind == .input }.map(\.text)
        #expect(typed.first == "typed 's' into Search: query \"\" → \"s\"")
        #expect(typed.count == 5)
        #expect(trace.lines(ofStep: 1).map(\.text).contains(
            "render Search: state query of Search, read in its last render, was written by the keystroke: \"s\" → \"sw\""))
        let deleted = trace.lines(ofStep: 2).filter { $0.kind == .input }.map(\.text)
        #expect(deleted.first == "deleted 't' from Search: query \"swift\" → \"swif\"")
        #expect(deleted.last == "deleted 's' from Search: query \"s\" → \"\"")
    }

    @Test func aStepperAtItsBoundSaysWhyNothingIsWritten() {
        let trace = trace("settings-form")
        #expect(trace.lines(ofStep: 2).first { $0.kind == .input }?.text == "toggled Notifications: notify false → true")
        #expect(trace.lines(ofStep: 3).first { $0.kind == .input }?.text == "picked \"date\" in Sort by: sort \"name\" → \"date\"")
        let atBound = trace.lines(ofStep: 6).filter { $0.kind == .input }
        #expect(atBound.map(\.text) == ["Text size is at its upper bound 15: its Increment button is disabled, nothing is written"])
        #expect(!trace.lines(ofStep: 6).contains { $0.kind == .render })
    }

    @Test func aWriteNoBodyReadSaysTheControlShowsItItself() {
        let run = ScenarioRunner.run(bytes: Array("""
            components:
              Pane:
                state: { name: "\\"\\"" }
                body:
                  - text-field: Name
                    text: $name
            root: Pane
            script:
              - type: h
                into: Name
                expect: ["Name: h"]
            """.utf8), file: "f.yaml")
        let trace = ScenarioTrace(run.scenarios[0], spec: run.spec)
        #expect(trace.lines(ofStep: 1).map(\.text).contains(
            "no render read it: no body runs again; the text field \"Name\" reads its binding itself and shows \"h\""))
    }

    @Test func aSwitchCaseIsNamedInTheIdentity() {
        let lines = trace("switch-identity").lines(ofStep: 2).map(\.text)
        #expect(lines.contains("+ Counter: new identity, in Screen, at 1.case(1).0"))
        #expect(lines.contains("- Counter (in Screen, at 1.case(0).0): identity destroyed: the `switch` at 1 now takes case(1), not case(0); its state goes with it"))
    }
}

/// Controls in the tree pictures: each box lists the controls its body shows and what they bind.
@Suite struct GraphInputTests {
    @Test func aControlShowsItsBindingAndAnArrowToTheOwner() throws {
        let run = RecordedRuns.result(of: "specs/settings-form.yaml")
        let result = try #require(run.scenarios.first)
        let snapshot = try #require(TreeSnapshot(events: result.events, step: 2))
        let graph = TreeGraph(snapshot, scenario: result.scenario)
        let row = try #require(graph.boxes.first { $0.title == "NotifyRow" })
        #expect(row.lines.contains("toggle \"Notifications\" ⇄ $notify of Settings = true"))
        let settings = try #require(graph.boxes.first { $0.title == "Settings" })
        #expect(settings.lines.contains("stepper \"Text size\" ⇄ $size = 12"))
        #expect(graph.edges.contains { $0.from == row.id && $0.to == settings.id && $0.label == "toggle binds notify" })
    }
}
