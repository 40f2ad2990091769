import Foundation
import Testing
@testable import SpecKit

/// Steps a person does on the screen while the app is in the background (docs/semantics.md §41):
/// the run refuses them, `spec check` refuses them before, and exploring does not try them.
@Suite struct BackgroundStepsTests {
    static let app = """
        components:
          Home:
            environment: { phase: scenePhase }
            state: { n: 0, on: false, name: "\\"\\"" }
            body:
              - button: inc
                action: n += 1
              - text: "n {n}"
              - toggle: Flag
                is-on: $on
              - text-field: Name
                text: $name
        root: Home
        """

    @Test func theRunRefusesEveryScreenStepInTheBackground() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.scene(.background), at: at)
        let steps: [StepAction] = [.tap("inc"), .dismiss, .goBack, .selectTab("x"), .refresh("Home"), .delete("n 0"),
                                   .move("n 0", to: "n 0"), .swipe("n 0", button: nil), .select("n 0"),
                                   .input(InputStep(action: .toggle, control: "Flag", location: at)),
                                   .input(InputStep(action: .type("a"), control: "Name", location: at)),
                                   .input(InputStep(action: .increment, control: "Name", location: at))]
        for step in steps {
            let error = try #require(throws: Diagnostic.self) { try g.perform(step, at: at) }
            #expect(error.message.contains(": the app is in the background: nobody can "), "\(step.summary): \(error.message)")
            #expect(error.hint == "bring it back first with `- foreground: true`")
        }
        #expect(texts(on: g).contains("n 0"), "nothing ran")
        // Time and the scene's own moves are not done on the screen.
        try g.perform(.time(.advance(100)), at: at)
        try g.perform(.scene(.active), at: at)
        try g.perform(.tap("inc"), at: at)
        #expect(texts(on: g).contains("n 1"))
    }

    @Test func theRefusalNamesTheStep() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.scene(.background), at: at)
        let tap = try #require(throws: Diagnostic.self) { try g.perform(.tap("inc"), at: at) }
        #expect(tap.message == "tap: the app is in the background: nobody can tap it")
        let type = try #require(throws: Diagnostic.self) {
            try g.perform(.input(InputStep(action: .type("a"), control: "Name", location: at)), at: at)
        }
        #expect(type.message == "type: the app is in the background: nobody can type into it")
    }

    /// The lock: the script that used to pass now stops at its tap.
    @Test func aTapInTheBackgroundNoLongerPasses() {
        let result = scenario(Self.app + "\nscript:\n  - background: true\n  - tap: inc\n    expect: [n 1]\n")
        #expect(!result.passed)
        #expect(result.error?.message == "tap: the app is in the background: nobody can tap it")
        let back = scenario(Self.app + "\nscript:\n  - background: true\n  - foreground: true\n  - tap: inc\n    expect: [n 1]\n")
        #expect(back.passed, "\(back.error?.message ?? "")")
    }

    @Test func checkRefusesAScreenStepAfterBackgroundWithNoForegroundBetween() throws {
        func problems(_ script: String) throws -> [String] {
            ScriptTargets.problems(in: try SpecDecoder.decode(Array((Self.app + "\nscript:\n" + script).utf8), file: "t.yaml")).map(\.message)
        }
        #expect(try problems("  - background: true\n  - advance: 100\n  - toggle: Flag\n")
            == ["toggle: the app is in the background: nobody can flip its toggles"])
        #expect(try problems("  - background: true\n  - foreground: true\n  - toggle: Flag\n").isEmpty)
        #expect(try problems("  - tap: inc\n  - background: true\n").isEmpty)
    }

    @Test func exploringTriesOnlyTimeAndTheSceneInTheBackground() throws {
        let (g, at) = try launched(Self.app)
        let active = ExploreAction.available(on: g, alphabet: ["a"], controls: true, phases: true).actions
        #expect(active.contains(.tap("inc")))
        try g.perform(.scene(.background), at: at)
        let away = ExploreAction.available(on: g, alphabet: ["a"], controls: true, phases: true).actions
        #expect(away == [.scene(.active)])
    }
}
