import Foundation
import Testing
@testable import SpecKit

/// `@Environment(\.scenePhase)` and the `background:`/`foreground:` steps (docs/semantics.md §41):
/// each step passes through `.inactive`, each phase is its own update, and only holders render.
@Suite struct ScenePhaseRulesTests {
    /// `Home` holds the phase and logs each change; `Held` holds it without reading it; `Plain`
    /// holds nothing.
    static let app = """
        components:
          Home:
            environment: { phase: scenePhase }
            state: { changes: 0, saves: 0 }
            body:
              - text: "phase {phase}"
              - text: "changes {changes}"
              - text: "saves {saves}"
              - Held:
                on-change:
                  of: phase
                  action:
                    - changes += 1
                    - "guard newValue == .background else { return }"
                    - saves += 1
              - Plain:
          Held:
            environment: { now: \\.scenePhase }
            body: [ { text: held } ]
          Plain:
            body: [ { text: plain } ]
        root: Home
        """

    @Test func theSceneStartsActive() throws {
        let (g, _) = try launched(Self.app)
        #expect(g.scenePhase == .active)
        #expect(texts(on: g).contains("phase active"))
    }

    @Test func goingToTheBackgroundPassesThroughInactiveAsTwoUpdates() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.scene(.background), at: at)
        #expect(g.scenePhase == .background)
        #expect(texts(on: g).contains("phase background"))
        #expect(texts(on: g).contains("changes 2"), "the on-change ran once per phase")
        #expect(texts(on: g).contains("saves 1"), "only the second change is .background")
        try g.perform(.scene(.active), at: at)
        #expect(texts(on: g).contains("changes 4"))
        #expect(texts(on: g).contains("saves 1"))
    }

    @Test func onlyTheViewsThatHoldThePhaseRender() throws {
        let (g, at) = try launched(Self.app)
        let held = g.renders(of: "Held"), plain = g.renders(of: "Plain")
        try g.perform(.scene(.background), at: at)
        #expect(g.renders(of: "Held") == held + 2, "held, never read: it renders at each phase")
        #expect(g.renders(of: "Plain") == plain)
    }

    @Test func aStepToThePhaseTheSceneIsInIsAnError() throws {
        let (g, at) = try launched(Self.app)
        #expect(throws: Diagnostic.self) { try g.perform(.scene(.active), at: at) }
        try g.perform(.scene(.background), at: at)
        #expect(throws: Diagnostic.self) { try g.perform(.scene(.background), at: at) }
    }

    @Test func thePathPassesThroughInactive() {
        #expect(ScenePhase.active.path(to: .background) == [.inactive, .background])
        #expect(ScenePhase.background.path(to: .active) == [.inactive, .active])
        #expect(ScenePhase.inactive.path(to: .active) == [.active])
        #expect(ScenePhase.active.path(to: .active).isEmpty)
    }

    /// The lock: an expectation the step does not meet fails and shows what is on screen.
    @Test func aWrongExpectationAfterTheStepFails() {
        let good = scenario(Self.app + "\nscript:\n  - background: true\n    expect: [phase background, saves 1]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.app + "\nscript:\n  - background: true\n    expect: [saves 2]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "saves 2")
        #expect(bad.failures.first?.screenSummary.contains("saves 1") == true)
    }

    @Test func comparingThePhaseWithAStringOrAnUnknownCaseIsRefused() {
        let string = diagnostics(Self.app.replacingOccurrences(of: "newValue == .background", with: "newValue == \\\"background\\\""))
        #expect(string.map(\.message).contains { $0.hasPrefix("cannot apply '==' to ScenePhase and String") })
        let unknown = diagnostics(Self.app.replacingOccurrences(of: "newValue == .background", with: "newValue == .away"))
        #expect(unknown.map(\.message).contains("ScenePhase has no case 'away'"))
    }

    @Test func theTraceSaysWhoRendersAndWhy() {
        let file = run(Self.app + "\nscript:\n  - background: true\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("the scene goes to the background: the phase becomes inactive, then background; Home and Held hold \\.scenePhase, so they render; views that do not hold it stay as they are\n"))
        #expect(text.contains("the scene sets \\.scenePhase = .inactive (was .active), as an update of its own\n"))
        #expect(text.contains("it follows \\.scenePhase from its environment"))
    }

    @Test func exploringMovesTheSceneOnlyWhenSomeViewHoldsThePhase() throws {
        let (g, at) = try launched(Self.app)
        #expect(ExploreAction.available(on: g, alphabet: [], controls: false, phases: true).actions.contains(.scene(.background)))
        #expect(!ExploreAction.available(on: g, alphabet: [], controls: false).actions.contains(.scene(.background)))
        try g.perform(.scene(.background), at: at)
        #expect(ExploreAction.available(on: g, alphabet: [], controls: false, phases: true).actions.contains(.scene(.active)))
        #expect(ExploreAction.scene(.background).yaml(indent: "") == "- background: true\n")
        #expect(try SpecDecoder.decode(Array(Self.app.utf8), file: "t.yaml").components.filter(\.holdsScenePhase).map(\.name) == ["Home", "Held"])
    }

    @Test func thePictureShowsThePhaseTheSceneSet() throws {
        let file = run(Self.app + "\nscript:\n  - background: true\n")
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let held = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Held" }?.lines ?? []
        #expect(held.contains("reads \\.scenePhase = .background, set by the scene"))
    }

    static let exported = InlineSpec("phase.yaml", Self.app + """

        script:
          - background: true
            expect: [saves 1, phase background]
          - advance: 100
            expect: [saves 1]
          - foreground: true
            expect: [phase active]
        """)

    @Test func theExportHoldsThePhaseAndTheUITestPressesHome() async throws {
        let export = try Self.exported.export()
        let home = export.files.first { $0.path == "App/Home.swift" }?.contents ?? ""
        #expect(home.contains("@Environment(\\.scenePhase) private var phase: ScenePhase"))
        #expect(home.contains("newValue == .background"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("XCUIDevice.shared.press(.home)"))
        #expect(tests.contains("app.activate()"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// XCUITest reads a screen through its app, and an app in the background shows nothing and
    /// is soon suspended: the background steps' labels are comments, and the ones the screen
    /// still shows once the app is back are checked after `app.activate()`.
    @Test func theUITestReadsNoLabelInTheBackgroundAndChecksWhatLastsOnceBack() throws {
        let tests = try Self.exported.export().files.first { $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        let unread = "// In the background, not checked: XCUITest cannot read the screen of an app in the background: "
        #expect(tests.contains("XCUIDevice.shared.press(.home)\n        \(unread)\"saves 1\"\n        \(unread)\"phase background\"\n"))
        // The seam's answer waits with a suspended app.
        #expect(tests.contains("""
                    XCTExpectFailure("The app may be suspended in the background", strict: false) {
                        seam("advance 100 ms")
                    }
                    \(unread)"saves 1"

                    app.activate()
                    XCTAssertTrue(app.staticTexts["saves 1"].waitForExistence(timeout: 5)) // still shown from the background
                    XCTAssertTrue(app.staticTexts["phase active"].waitForExistence(timeout: 5))
            """))
        // What the screen no longer shows once back is not checked there.
        #expect(!tests.contains("app.staticTexts[\"phase background\"]"))
    }
}
