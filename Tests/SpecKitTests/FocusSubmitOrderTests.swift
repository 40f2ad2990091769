import Foundation
import Testing
@testable import SpecKit

/// Return runs the on-submit actions while the field still has the focus, and the field resigns
/// it after them unless an action moved it (docs/semantics.md §42).
@Suite struct FocusSubmitOrderTests {
    static let app = """
        components:
          SignUp:
            state: { sent: 0, seen: '""', email: '""', password: '""' }
            focus-state: { field: String? }
            body:
              - text: 'on {field ?? "none"}'
              - text: 'sent {sent} seen [{seen}]'
              - text-field: Email
                text: $email
                focused: $field
                equals: '"email"'
                on-submit: '%@'
              - text-field: Password
                text: $password
                focused: $field
                equals: '"password"'
        root: SignUp
        """

    static func app(submit: String) -> String {
        app.replacingOccurrences(of: "%@", with: submit)
    }

    static let script = "\nscript:\n  - type: a\n    into: Email\n  - submit: Email\n    expect: [%@]\n"

    func submitting(_ submit: String, expect: String) -> ScenarioResult {
        scenario(Self.app(submit: submit) + Self.script.replacingOccurrences(of: "%@", with: expect))
    }

    @Test func theActionReadsTheHolderStillSetToTheField() {
        let s = submitting(#"seen = field ?? "none""#, expect: #"on none, "sent 0 seen [email]""#)
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func aSwitchOverTheHolderMovesTheFocusToTheNextField() {
        let s = submitting(#"if field == "email" { field = "password" } else { sent += 1 }"#, expect: #"on password, "sent 0 seen []""#)
        #expect(s.passed, "\(outcome(s))")
        // The lock: the answer of a field that resigned before its action, whose switch found nil.
        let before = submitting(#"if field == "email" { field = "password" } else { sent += 1 }"#, expect: #"on none, "sent 1 seen []""#)
        #expect(!before.passed)
        #expect(before.failures.first?.screenSummary.contains("on password") == true)
    }

    @Test func writingTheValueTheHolderHasKeepsNothingAndTheFieldResigns() {
        let s = submitting(#"sent += 1; field = "email""#, expect: #"on none, "sent 1 seen []""#)
        #expect(s.passed, "\(outcome(s))")
        let kept = submitting(#"sent += 1; field = "email""#, expect: "on email")
        #expect(!kept.passed)
    }

    @Test func writingNilTakesTheFocusOnceAndTheFieldHasNothingLeftToResign() throws {
        let file = run(Self.app(submit: "field = nil") + "\nscript:\n  - type: a\n    into: Email\n  - submit: Email\n    expect: [on none]\n")
        #expect(file.scenarios.first?.passed == true, "\(file.scenarios.map(outcome))")
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("focus leaves [Email] in SignUp because an action wrote field = nil; no field has it now\n"))
        #expect(!text.contains("Return ends editing in [Email]"))
    }

    @Test func theUpdateRendersTheReaderOnce() throws {
        let (g, at) = try launched(Self.app(submit: "sent += 1"))
        try g.use(InputStep(action: .type("a"), control: "Email", location: at))
        let renders = g.renders(of: "SignUp")
        try g.use(InputStep(action: .submit, control: "Email", location: at))
        #expect(g.renders(of: "SignUp") == renders + 1, "the action's write and the field's resignation are one update")
        #expect(g.focusedField == nil)
    }

    @Test func theTraceSaysTheFieldResignsAfterTheActions() {
        let file = run(Self.app(submit: "sent += 1") + Self.script.replacingOccurrences(of: "%@", with: "on none"))
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("Return ends editing in [Email]: its on-submit actions left the keyboard focus on the field, so it resigns it after them: field = nil\n"))
        // A field no action hears resigns the focus and says no more.
        let quiet = run(Self.app(submit: "sent += 1") + "\nscript:\n  - type: a\n    into: Password\n  - submit: Password\n    expect: [on none]\n")
        let words = TraceText().render(quiet, scenarios: quiet.scenarios)
        #expect(words.contains("Return ends editing in [Password]: the field resigns the keyboard focus: field = nil\n"))
    }

    @Test func theLessonHolds() throws {
        try expectLessonHolds("return-next-field.yaml", wrong: [
            // The answers of a field that resigned before its action: the switch found nil.
            (from: "expect: [focus email, 'joined \"\"']", to: "expect: [focus none, 'joined \"ann \"']", scenario: 0),
            // ... and of a write of the focus the field had, taken for a way to keep it.
            (from: "expect: [editing false, sent 1, \"Message: \"]", to: "expect: [editing true, sent 1, \"Message: \"]", scenario: 1),
        ])
    }

    static let exported = InlineSpec("return-next-field.yaml",
        (try? String(contentsOf: packageRoot.appendingPathComponent("specs/return-next-field.yaml"), encoding: .utf8)) ?? "")

    /// The form's one `.onSubmit` reads the holder as Swift does, and the UI test presses Return
    /// with `typeText("\n")` (§39).
    @Test func theExportSwitchesOnTheHolderInOneOnSubmit() async throws {
        let export = try Self.exported.export()
        let app = export.files.first { $0.path == "App/SignUp.swift" }?.contents ?? ""
        #expect(app.contains(".onSubmit {"), "\(app)")
        #expect(app.contains("if field == \"name\" {"), "\(app)")
        try await ExportTests().expectTypeChecks(export)
    }
}
