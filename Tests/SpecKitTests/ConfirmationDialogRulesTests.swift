import Foundation
import Testing
@testable import SpecKit

/// Confirmation dialogs (docs/semantics.md §31): an alert's rules, with the title hidden unless
/// visible, a system Cancel when no button has the cancel role, every button dismissing; known
/// to explore, check, the trace and the export.
@Suite struct ConfirmationDialogRulesTests {
    /// A parent whose body reads `deleted` and `cancels` but not `asking`.
    func asker(_ extra: String = "", actions: String = """
        actions:
                    - button: Delete
                      role: destructive
                      action: deleted += 1
        """, script: String) -> String {
        """
        components:
          Parent:
            state: { deleted: 0, cancels: 0, asking: false, pending: nil }
            body:
              - text: deleted {deleted} cancels {cancels}
              - button: ask
                action: asking = true
              - Anchor:
                confirmation-dialog:
                  title: Delete {deleted}?
                  is-presented: $asking
                  message: It cannot be undone.
                  \(extra)
                  \(actions)
          Anchor:
            body: []
        root: Parent
        script:
        \(script)
        """
    }

    @Test func theTitleIsHiddenUnlessVisibleAndTheMessageShows() {
        let automatic = scenario(asker(script: "  - tap: ask\n"))
        #expect(automatic.labels == ["deleted 0 cancels 0", "ask", "It cannot be undone.", "Delete", "Cancel"])
        let hidden = scenario(asker("title-visibility: hidden", script: "  - tap: ask\n"))
        #expect(!hidden.labels.contains("Delete 0?"))
        let visible = scenario(asker("title-visibility: visible", script: "  - tap: ask\n"))
        #expect(visible.labels.suffix(4) == ["Delete 0?", "It cannot be undone.", "Delete", "Cancel"])
    }

    @Test func iOSAddsCancelOnlyWithoutACancelRoleAndItRunsNothing() {
        let system = scenario(asker(script: """
              - tap: ask
              - tap: Cancel
                expect: [deleted 0 cancels 0]
                expect-not: [Cancel, Delete]
            """))
        #expect(system.passed, "\(system.failures.map(\.message)) \(String(describing: system.error))")
        #expect(system.renders(of: "Parent") == 1)
        let answered = system.events.compactMap { if case .screen(_, .dialogAnswered(let b)) = $0 { b } else { nil } }
        #expect(answered == ["Cancel"])
        let own = scenario(asker(actions: """
            actions:
                        - button: Keep
                          role: cancel
                          action: cancels += 1
            """, script: """
              - tap: ask
                expect-not: [Cancel]
              - tap: Keep
                expect: [deleted 0 cancels 1]
                expect-not: [Keep]
            """))
        #expect(own.passed, "\(own.failures.map(\.message)) \(String(describing: own.error))")
        let none = scenario(asker(actions: "", script: "  - tap: ask\n"))
        #expect(none.screen.filter { $0.kind == .button }.map(\.label) == ["ask", "Cancel"])
    }

    @Test func everyButtonDismissesAfterItsActionAndTheBodyRunsTheClosures() {
        // The title reads `deleted` in Parent's body: after Delete it shows the new count next time.
        let s = scenario(asker("title-visibility: visible", script: """
              - tap: ask
              - tap: Delete
                expect: [deleted 1 cancels 0]
                expect-not: [Delete 0?]
              - tap: ask
                expect: [Delete 1?]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.events.filter { if case .screen(_, .dismissed("confirmation-dialog", _)) = $0 { true } else { false } }.count == 1)
    }

    @Test func presentingPassesTheDataToTheButtonsAndKeepsIt() {
        let s = scenario("""
            components:
              Parent:
                state: { deleted: 0, asking: false, pending: nil }
                body:
                  - text: deleted {deleted}
                  - button: ask
                    action: "pending = 5; asking = true"
                  - Anchor:
                    confirmation-dialog:
                      title: Delete?
                      is-presented: $asking
                      presenting: pending
                      as: item
                      actions:
                        - button: Delete {item}
                          action: "deleted += item; pending = nil"
              Anchor:
                body: []
            root: Parent
            script:
              - tap: ask
                expect: [Delete 5, Cancel]
              - tap: Delete 5
                expect: [deleted 5]
                expect-not: [Delete 5]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.events.contains { if case .screen(_, .presented("confirmation-dialog", .int(5), "Parent")) = $0 { true } else { false } })
    }

    @Test func theScreenUnderItStaysInSightButOutOfReach() {
        let s = scenario(asker(script: "  - tap: ask\n  - tap: ask\n"))
        #expect(s.error?.message == "\"ask\" is under a confirmation dialog: only the confirmation dialog's buttons can be tapped")
        let swipe = scenario(asker(script: "  - tap: ask\n  - dismiss: sheet\n"))
        #expect(swipe.error?.message == "dismiss: a confirmation dialog is not swiped away; one of its buttons dismisses it")
        let absent = scenario(asker(script: "  - tap: Delete\n"))
        #expect(absent.error?.message == "no button \"Delete\" is on screen: it is a button of a confirmation dialog that is not presented")
    }

    @Test func exploringTriesTheDialogsButtonsAndTheSystemsCancel() throws {
        let spec = try SpecDecoder.decode(Array(asker(script: "  []").utf8), file: "t.yaml")
        let graph = Graph(spec: spec, scenario: spec.scenarios[0])
        try graph.launch(at: spec.scenarios[0].location)
        try graph.tap("ask", at: spec.scenarios[0].location)
        #expect(ExploreAction.available(on: graph, alphabet: [], controls: false).actions == [.tap("Cancel"), .tap("Delete")])
    }

    @Test func checkKnowsTheSystemsCancel() throws {
        let ok = try SpecDecoder.decode(Array(asker(script: "  - tap: ask\n  - tap: Cancel\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: ok).isEmpty)
    }

    @Test func theTraceSaysWhyTheDialogCameAndWent() {
        let run = RecordedRuns.result(of: "specs/confirm-dialog.yaml")
        let result = run.scenarios.first { $0.scenario == "the system's Cancel only dismisses" }
        let lines = ScenarioTrace(result ?? ScenarioResult(scenario: "", file: ""), spec: run.spec).lines.map(\.text)
        #expect(lines.contains { $0.hasPrefix("confirmation dialog presented: its binding is true; its message and buttons are on screen") })
        #expect(lines.contains { $0.hasPrefix("confirmation dialog button \"Cancel\" tapped: after its action, if it has one (the Cancel iOS adds has none)") })
        #expect(lines.contains("confirmation dialog dismissed: its binding is false; the views under it are in reach again"))
    }

    @Test func aWrongExpectationAboutTheTitleExitsOne() async throws {
        // Expecting the title an automatic visibility hides.
        let (status, out, _) = try await runSpecFile(asker(script: "  - tap: ask\n    expect: [Delete 0?]\n"))
        #expect(status == 1)
        #expect(out.contains("FAIL"))
    }

    @Test func theDialogIsExportedAndTheUITestTapsTheSheetsButtons() throws {
        let yaml = asker("title-visibility: visible", script: "  - tap: ask\n  - tap: Cancel\n")
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "dialog.yaml"))
        let parent = try #require(export.files.first { $0.path == "App/Parent.swift" }?.contents)
        #expect(parent.contains(".confirmationDialog(Text(verbatim: \"Delete \\(deleted)?\"), isPresented: $asking, titleVisibility: .visible) {"))
        #expect(parent.contains("Button(\"Delete\", role: .destructive) {"))
        #expect(!parent.contains("Button(\"Cancel\""))
        let tests = try #require(export.files.first { $0.path.hasPrefix("UITests/") }?.contents)
        #expect(tests.contains("app.buttons[\"ask\"].tap()"))
        #expect(tests.contains("app.sheets.buttons[\"Cancel\"].tap()"))
    }
}
