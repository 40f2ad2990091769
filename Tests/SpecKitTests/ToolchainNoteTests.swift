import Foundation
import Testing
@testable import SpecKit

/// A failed scenario's report names the toolchain it ran under when the answer depends on it: a
/// view it built has an inline `@State` default that builds a model (semantics §3). Passing
/// scenarios, and failures the toolchain cannot explain, are reported as before.
@Suite struct ToolchainNoteTests {
    /// A child whose inline `@State` default builds a model, under a parent that re-renders.
    static func spec(toolchain: String?, childState: String = "{ model: \"Model()\" }", creations: Int) -> String {
        """
        \(toolchain.map { "toolchain: \($0)\n" } ?? "")models:
          Model:
            fields: { v: 0 }
        components:
          Parent:
            state: { ticks: 0 }
            body:
              - text: "ticks {ticks}"
              - button: tick
                action: ticks += 1
              - Child: {}
          Child:
            state: \(childState)
            body: [ { text: child } ]
        root: Parent
        script:
          - tap: tick
            assert: ["Model.creations == \(creations)"]
        """
    }

    static func report(_ yaml: String) -> (text: String, result: FileResult) {
        let result = run(yaml)
        var report = TextReport()
        return (report.render([result]), result)
    }

    @Test func theDefaultToolchainIsNamedUnderAFailureItDecides() {
        // Xcode 27 builds the default once: the prediction of two creations fails.
        let (text, result) = Self.report(Self.spec(toolchain: nil, creations: 2))
        #expect(result.scenarios.first?.toolchain == .xcode27)
        #expect(text.contains("""
                      screen: "ticks 1", [tick], "child"
                    toolchain: xcode27: inline @State defaults are built once per identity (the @State macro, semantics §3); \
            `toolchain: xcode26` builds them at every init, as Xcode 26 and earlier do

            """), "\(text)")
    }

    /// CI reads JUnit, tools read JSON: both carry the note the text report prints.
    @Test func theJUnitAndJSONReportsCarryTheNoteToo() throws {
        let (_, failed) = Self.report(Self.spec(toolchain: nil, creations: 2))
        #expect(JUnitReport().render([failed]).contains("\n\ntoolchain: xcode27: inline @State defaults are built once per identity"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReport().render([failed]).utf8)) as? [String: Any])
        let scenario = try #require(((json["files"] as? [[String: Any]])?.first?["scenarios"] as? [[String: Any]])?.first)
        let note = try #require(scenario["toolchain"] as? [String: String])
        #expect(note["name"] == "xcode27")
        #expect(note["rule"]?.hasPrefix("inline @State defaults are built once per identity") == true)
        let (_, passed) = Self.report(Self.spec(toolchain: nil, creations: 1))
        #expect(!JUnitReport().render([passed]).contains("toolchain"))
        #expect(!JSONReport().render([passed]).contains("\"toolchain\""))
    }

    @Test func xcode26IsNamedWithTheOtherRule() {
        let (text, _) = Self.report(Self.spec(toolchain: "xcode26", creations: 1))
        #expect(text.contains("        toolchain: xcode26: inline @State defaults are built at every init (the property wrapper, "
                              + "semantics §3); `toolchain: xcode27` builds them once per identity, as the @State macro does\n"), "\(text)")
    }

    @Test func aPassingScenarioSaysNothingOfIt() {
        let (text, result) = Self.report(Self.spec(toolchain: nil, creations: 1))
        #expect(result.scenarios.first?.passed == true)
        #expect(result.scenarios.first?.toolchain == nil)
        #expect(!text.contains("toolchain"), "\(text)")
    }

    @Test func aDefaultThatBuildsNoModelDoesNotDependOnIt() {
        // `count: 0` is the same value either way: the failure is not the toolchain's to explain.
        let (text, result) = Self.report(Self.spec(toolchain: nil, childState: "{ count: 0 }", creations: 2))
        #expect(result.scenarios.first?.passed == false)
        #expect(result.scenarios.first?.toolchain == nil)
        #expect(!text.contains("toolchain"), "\(text)")
    }

    @Test func aDefaultInAViewNeverBuiltDoesNotDependOnIt() {
        // The child with the model is declared but not in the tree: nothing the run saw depends on it.
        let yaml = Self.spec(toolchain: nil, creations: 2).replacingOccurrences(of: "      - Child: {}\n", with: "")
        let (text, result) = Self.report(yaml)
        #expect(result.scenarios.first?.passed == false)
        #expect(!text.contains("toolchain"), "\(text)")
    }

    @Test func aFailureBothToolchainsGiveDoesNotDependOnIt() {
        // The model's default decides the creations, but a missing label fails either way.
        let yaml = Self.spec(toolchain: nil, creations: 1).replacingOccurrences(of: "    assert: [\"Model.creations == 1\"]",
                                                                             with: "    expect: [nope]")
        #expect(yaml != Self.spec(toolchain: nil, creations: 1))
        let (text, result) = Self.report(yaml)
        #expect(result.scenarios.first?.passed == false)
        #expect(result.scenarios.first?.toolchain == nil)
        #expect(!text.contains("toolchain"), "\(text)")
    }
}
