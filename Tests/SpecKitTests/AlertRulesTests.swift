import Foundation
import Testing
@testable import SpecKit

/// Alerts (docs/semantics.md §29): shown while the binding is true, every button dismisses after
/// its action, OK when there are none, closures run by the body that writes the alert, the data of
/// `presenting:` kept while presented, the screen under it in sight but out of reach.
@Suite struct AlertRulesTests {
    /// A parent whose body never reads `count` or `asking`: only the alert's title and message do.
    func asker(actions: String, presenting: String = "", message: String = "message: count is {count}") -> String {
        """
        components:
          Parent:
            state: { count: 0, asking: false, seen: false, pending: nil }
            body:
              - text: parent
              - button: ask
                action: "count += 1; asking = true"
              - text: seen {seen}
              - Anchor:
                alert:
                  title: Asked {count}
                  is-presented: $asking
                  \(presenting)
                  \(message)
                  \(actions)
          Anchor:
            body: []
        root: Parent
        """
    }

    let confirm = """
        actions:
                    - button: Yes
                      action: seen = asking
                    - button: No
                      role: cancel
        """

    @Test func theAlertShowsItsTitleMessageAndButtonsWhileItsBindingIsTrue() {
        let s = scenario(asker(actions: confirm) + """

            script:
              - expect: [parent, ask]
                expect-not: [Asked 0, Yes]
              - tap: ask
                expect: [Asked 1, count is 1, Yes, No, parent]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        // In tree order: the screen under the alert, then the title, the message and the buttons.
        #expect(s.labels.suffix(4) == ["Asked 1", "count is 1", "Yes", "No"])
        #expect(s.screen.suffix(2).allSatisfy { $0.kind == .button })
        #expect(s.events.contains { if case .screen(_, .presented("alert", nil, "Parent")) = $0 { true } else { false } })
    }

    @Test func aDestructiveButtonWithoutACancelButtonGetsTheSystemsCancel() {
        let destructive = """
            actions:
                        - button: Erase
                          role: destructive
                          action: seen = true
            """
        let s = scenario(asker(actions: destructive) + """

            script:
              - tap: ask
                expect: [Erase, Cancel]
              - tap: Cancel
                expect: [seen false]
                expect-not: [Erase, Cancel]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        // The system's Cancel comes last and runs nothing of the spec's.
        let asked = scenario(asker(actions: destructive) + "\nscript:\n  - tap: ask\n")
        #expect(asked.labels.suffix(2) == ["Erase", "Cancel"])
        // A cancel button of its own takes its place; a plain button alone gets none.
        let own = scenario(asker(actions: destructive + """

                        - button: Keep
                          role: cancel
            """) + "\nscript:\n  - tap: ask\n")
        #expect(own.labels.suffix(2) == ["Erase", "Keep"])
        #expect(!own.labels.contains("Cancel"))
        let plain = scenario(asker(actions: "actions: [ { button: Yes } ]") + "\nscript:\n  - tap: ask\n")
        #expect(plain.labels.suffix(1) == ["Yes"])
        #expect(!plain.labels.contains("Cancel"))
    }

    @Test func everyButtonDismissesTheAlertAfterItsActionRuns() {
        let s = scenario(asker(actions: confirm) + """

            script:
              - tap: ask
              - tap: Yes
                expect: [seen true, ask]
                expect-not: [Asked 1, Yes]
              - tap: ask
              - tap: No
                expect: [seen true, ask]
                expect-not: [Asked 2, No]
            """)
        // The action read `asking` before SwiftUI wrote it back: true.
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        let answered = s.events.compactMap { if case .screen(_, .alertAnswered(let b)) = $0 { b } else { nil } }
        #expect(answered == ["Yes", "No"])
        #expect(s.events.filter { if case .screen(_, .dismissed("alert", _)) = $0 { true } else { false } }.count == 2)
    }

    @Test func withoutActionsTheAlertShowsOK() {
        let s = scenario(asker(actions: "", message: "") + """

            script:
              - tap: ask
                expect: [Asked 1, OK]
              - tap: OK
                expect: [ask]
                expect-not: [OK, Asked 1]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.labels == ["parent", "ask", "seen false"])
    }

    @Test func theBodyThatWritesTheAlertRunsItsClosuresSoItNeverShowsAnOlderValue() {
        // The parent shows nothing of `count`; a sheet's content would show 0 (§22). The alert's
        // title and message are read by the parent's body, which renders again at the tap.
        let s = scenario(asker(actions: confirm) + """

            script:
              - tap: ask
                expect: [Asked 1, count is 1]
              - tap: No
              - tap: ask
                expect: [Asked 2, count is 2]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.renders(of: "Parent") == 3)
    }

    @Test func presentingPassesTheDataAndKeepsItWhilePresented() {
        let yaml = """
            components:
              Parent:
                state: { pending: nil, asking: false, done: "[]" }
                body:
                  - button: ask 1
                    action: "pending = 1; asking = true"
                  - button: flag only
                    action: asking = true
                  - text: done {done}
                  - Anchor:
                    task:
                      action: [ await sleep(100), pending = 2 ]
                    alert:
                      title: Delete?
                      is-presented: $asking
                      presenting: pending
                      as: item
                      message: item {item}
                      actions:
                        - button: Delete
                          action: done = done + [item]
              Anchor:
                body: []
            root: Parent
            script:
              - tap: flag only
                expect-not: [Delete?]
              - tap: ask 1
                expect: [item 1]
              - advance: 100
                expect: [item 1]
                expect-not: [item 2]
              - tap: Delete
                expect: ["done [1]"]
              - tap: flag only
                expect: [item 2]
            """
        let s = scenario(yaml)
        // With the flag true and no data, nothing shows; the data is kept while presented, and
        // the next presentation takes the new one.
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.events.contains { if case .screen(_, .presented("alert", .int(1), _)) = $0 { true } else { false } })
    }

    @Test func theScreenUnderAnAlertStaysInSightButOutOfReach() {
        let s = scenario(asker(actions: confirm) + """

            script:
              - tap: ask
                expect: [parent, seen false, Asked 1]
              - tap: ask
            """)
        #expect(s.error?.message == "\"ask\" is under an alert: only the alert's buttons can be tapped")
        #expect(s.error?.hint == "tap one of them first: \"Yes\", \"No\"")
        let swipe = scenario(asker(actions: confirm) + "\nscript:\n  - tap: ask\n  - dismiss: sheet\n")
        #expect(swipe.error?.message == "dismiss: an alert is not swiped away; one of its buttons dismisses it")
    }

    @Test func exploringTriesTheAlertsButtonsOnly() throws {
        let spec = try SpecDecoder.decode(Array((asker(actions: confirm) + "\nscript: []\n").utf8), file: "t.yaml")
        let graph = Graph(spec: spec, scenario: spec.scenarios[0])
        try graph.launch(at: spec.scenarios[0].location)
        #expect(ExploreAction.available(on: graph, alphabet: [], controls: false).actions == [.tap("ask")])
        try graph.tap("ask", at: spec.scenarios[0].location)
        #expect(ExploreAction.available(on: graph, alphabet: [], controls: false).actions == [.tap("No"), .tap("Yes")])
    }

    @Test func checkKnowsTheAlertsButtonsAndItsOK() throws {
        let named = try SpecDecoder.decode(Array((asker(actions: confirm) + "\nscript: [ { tap: ask }, { tap: Yes } ]\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: named).isEmpty)
        let ok = try SpecDecoder.decode(Array((asker(actions: "") + "\nscript: [ { tap: ask }, { tap: OK } ]\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: ok).isEmpty)
        let wrong = try SpecDecoder.decode(Array((asker(actions: confirm) + "\nscript: [ { tap: ask }, { tap: Yess } ]\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: wrong).map(\.message) == ["no body shows a button or navigation link \"Yess\""])
    }

    @Test func theTraceSaysWhyTheAlertCameAndWent() {
        let run = RecordedRuns.result(of: "specs/alert-confirm.yaml")
        let result = run.scenarios.first { $0.scenario == "a row passed with presenting" }
        let lines = ScenarioTrace(result ?? ScenarioResult(scenario: "", file: ""), spec: run.spec).lines.map(\.text)
        #expect(lines.contains { $0.hasPrefix("alert presented with data \"b\": its binding is true; its title, message and buttons are on screen, from ByName's last render") })
        #expect(lines.contains("alert button \"Delete\" ran: SwiftUI now sets the alert's binding to false, which dismisses it"))
        #expect(lines.contains("alert dismissed (data was \"b\"): its binding is false; the views under it are in reach again"))
    }

    @Test func aWrongExpectationAboutAnAlertExitsOne() async throws {
        // Expecting the alert to stay after its button ran.
        let (status, out, _) = try await runSpecFile(asker(actions: confirm) + "\nscript:\n  - tap: ask\n  - tap: Yes\n    expect: [Asked 1]\n")
        #expect(status == 1)
        #expect(out.contains("FAIL"))
    }

    @Test func theAlertIsExportedWithItsRolesAndTheUITestTapsItsButtons() throws {
        let yaml = asker(actions: confirm, presenting: "presenting: pending\n          as: item", message: "message: item {item}")
            + "\nscript:\n  - tap: ask\n  - tap: No\n"
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "alert.yaml"))
        let parent = try #require(export.files.first { $0.path == "App/Parent.swift" }?.contents)
        #expect(parent.contains(".alert(Text(verbatim: \"Asked \\(count)\"), isPresented: $asking, presenting: pending) { item in"))
        #expect(parent.contains("Button(\"No\", role: .cancel) {"))
        #expect(parent.contains("} message: { item in"))
        let tests = try #require(export.files.first { $0.path.hasPrefix("UITests/") }?.contents)
        #expect(tests.contains("app.buttons[\"ask\"].tap()"))
        #expect(tests.contains("app.alerts.buttons[\"No\"].tap()"))
    }

    @Test func anAlertInASheetLeavesTheSheetInSightAndItsDismissIsTheSheets() {
        // The alert's closures run in Editor's body: `dismiss()` there is Editor's, which closes the sheet.
        let s = scenario("""
            components:
              Root:
                state: { showing: false }
                body:
                  - button: open
                    action: showing = true
                  - Anchor:
                    sheet:
                      is-presented: $showing
                      content:
                        - Editor:
              Editor:
                state: { asking: false, text: '"draft"' }
                body:
                  - text: editing {text}
                  - button: discard
                    action: asking = true
                  - Anchor:
                    alert:
                      title: Discard {text}?
                      is-presented: $asking
                      actions:
                        - button: Discard
                          role: destructive
                          action: 'text = ""; dismiss()'
                        - button: Keep
                          role: cancel
              Anchor:
                body: []
            root: Root
            script:
              - tap: open
                expect: [editing draft]
              - tap: discard
                expect: [editing draft, "Discard draft?", Discard, Keep]
                expect-not: [open]
              - tap: Keep
                expect: [editing draft]
              - tap: discard
              - tap: Discard
                expect: [open]
                expect-not: [editing]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }
}
