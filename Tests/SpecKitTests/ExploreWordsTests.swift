import Foundation
import Testing
@testable import SpecKit

/// What `spec explore` says and counts where a reader could be misled: a runtime error is named
/// as one, and its emitted scenario says that `spec run` stops on it; an `always:` over a view
/// that is not alive says so; a toggle's write makes no state a button's write would not
/// (docs/exploring.md).
@Suite struct ExploreWordsTests {
    static let popTooFar = """
        title: pop too far
        components:
          Root:
            state: { path: "[]" }
            body:
              - navigation-stack:
                  path: $path
                  root:
                    - navigation-link: open
                      value: 1
                  destinations:
                    - for: Int
                      as: n
                      body:
                        - Detail: { path: $path }
          Detail:
            bindings: [path]
            body:
              - text: detail
              - button: back twice
                action: path.removeLast(2)
        root: Root
        """

    @Test func aRuntimeErrorIsReportedAsOneAndItsEmittedScenarioSaysSpecRunStopsOnIt() async throws {
        let spec = try SpecDecoder.decode(Array(Self.popTooFar.utf8), file: "test.yaml")
        let scenario = try #require(spec.scenarios.first)
        let result = Explorer.explore(scenario, of: spec, options: ExploreOptions())
        let finding = try #require(result.findings.first)
        #expect(finding.property == "a runtime error")
        #expect(finding.headline == "a runtime error after 2 steps")
        var report = ExploreReport()
        let text = report.render([ExploreFileResult(file: "test.yaml", scenarios: [result])])
        #expect(text.contains("test.yaml:21:22: a runtime error after 2 steps: path has 1 element"), "\(text)")
        #expect(!text.contains("fails after"))
        let emitted = try EmittedSpec.text(source: Array(Self.popTooFar.utf8), file: "test.yaml", results: [result], spec: spec)
        #expect(emitted.contains("  # `spec run` stops this scenario at its runtime error: ERROR, exit 2, until the bug is fixed.\n"
                                 + "  - name: \"explored 1: pop too far: a runtime error\"\n"), "\(emitted)")
        // What the comment and docs/exploring.md say: the run stops with an error, exit 2.
        let run = try await runSpecFile(emitted)
        #expect(run.status == 2, "\(run.out)\(run.err)")
        #expect(run.out.contains("0 passed, 0 failed, 1 error"), "\(run.out)")
    }

    @Test func theEmitMessageSaysARuntimeErrorsScenarioStops() async throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("pop.yaml"), found = dir.appendingPathComponent("found.yaml")
        try Self.popTooFar.write(to: file, atomically: false, encoding: .utf8)
        let explored = try await runCommand(["explore", file.path, "--emit", found.path])
        #expect(explored.status == 1)
        #expect(explored.err.contains("fails until the findings are fixed (stops with an error, exit 2, on a runtime error's scenario)"), "\(explored.err)")
    }

    @Test func anInvariantFindingStillSaysItFails() throws {
        let spec = try SpecDecoder.decode(Array((ExploreTests.toggle + "\nalways: [\"!Switch.on\"]\n").utf8), file: "test.yaml")
        let result = Explorer.explore(try #require(spec.scenarios.first), of: spec, options: ExploreOptions())
        #expect(result.findings.map(\.headline) == ["always !Switch.on fails after 1 step"])
        let emitted = try EmittedSpec.text(source: Array(ExploreTests.toggle.utf8), file: "test.yaml", results: [result], spec: spec)
        #expect(!emitted.contains("# `spec run` stops"))
    }

    /// A toggle's write runs no body that did not read its value, so its view's last render keeps
    /// the label it had; the state is the same as after a button's write all the same: six states
    /// of `n` and `on`, every one reached within three steps, as with a button.
    @Test(arguments: [
        "- toggle: Power\n        is-on: $on",
        "- button: flip\n        action: on = !on",
    ])
    func aToggleMakesNoMoreStatesThanAButtonThatWritesTheSameValue(control: String) throws {
        let yaml = """
            components:
              Game:
                state: { on: false, n: 0 }
                body:
                  - text: "n {n}"
                  \(control)
                  - button: cycle
                    action: n = (n + 1) % 3
            root: Game
            always: ["Game.n < 3"]
            """
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "test.yaml")
        let scenario = try #require(spec.scenarios.first)
        let whole = Explorer.explore(scenario, of: spec, options: ExploreOptions())
        #expect(whole.complete && whole.states == 6, "\(whole.states)")
        let three = Explorer.explore(scenario, of: spec, options: ExploreOptions(depth: 3))
        #expect(three.states == 6, "\(three.states)")
    }

    @Test func anAlwaysOverAViewThatIsNotAliveSaysSo() throws {
        let yaml = Self.popTooFar + "\nalways: [\"Detail.path != [9]\"]\n"
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "test.yaml")
        let result = Explorer.explore(try #require(spec.scenarios.first), of: spec, options: ExploreOptions())
        #expect(result.findings.first?.detail == "it could not be evaluated: Detail.path: no Detail is alive, on screen or off it",
                "\(result.findings.map(\.detail))")
    }

    /// Read where no such view lives, an assertion stops with a hint to guard the read with what
    /// shows the view; the guarded form holds while it is gone.
    @Test func aReadOfAViewThatIsNotAliveHintsTheGuardedForm() {
        let yaml = """
            components:
              Parent:
                state: { showing: false }
                body:
                  - text: parent
                  - if: showing
                    then:
                      - Detail: {}
              Detail:
                state: { n: 1 }
                body: [ { text: "n {n}" } ]
            root: Parent
            script:
              - assert: ["Detail.n == 1"]
            """
        let s = scenario(yaml)
        #expect(s.error?.message == "Detail.n: no Detail is alive, on screen or off it", "\(String(describing: s.error))")
        #expect(s.error?.hint?.contains("`!Parent.showing || Detail.number == Parent.selected`") == true, "\(String(describing: s.error?.hint))")
        #expect(scenario(yaml.replacingOccurrences(of: "\"Detail.n == 1\"", with: "\"!Parent.showing || Detail.n == 1\"")).passed)
    }
}
