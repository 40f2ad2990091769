import Foundation
import Testing
@testable import SpecKit

/// `secure-field:` and `text-editor:` (docs/semantics.md §78): typed into, cleared and focused as
/// a text field; a secure field shows a dot a character and submits on Return, a text editor is
/// named by the spec and takes Return as a newline.
@Suite struct SecureFieldTextEditorTests {
    /// `Fields` reads the password's count and the notes' count; `Password` submits and follows the
    /// focus; `Notes` is a text editor.
    static let app = """
        components:
          Fields:
            state: { password: '""', notes: '""', sent: 0 }
            focus-state: { field: String? }
            body:
              - secure-field: Password
                text: $password
                focused: $field
                equals: '"password"'
                on-submit: sent += 1
              - text-editor: Notes
                text: $notes
                focused: $field
                equals: '"notes"'
              - text: "{password.count} in the password"
              - text: "{notes.count} in the notes"
              - text: "sent {sent}, focus {field ?? \\"none\\"}"
        root: Fields
        """

    func step(_ action: InputStep.Action, _ control: String, at location: Location) -> InputStep {
        InputStep(action: action, control: control, location: location)
    }

    func labels(_ g: Graph) -> [String] { g.screen.map(\.label) }

    @Test func aSecureFieldIsTypedKeyByKeyAndShowsADotACharacter() throws {
        let (g, at) = try launched(Self.app)
        #expect(labels(g).contains("Password: "))
        let renders = g.renders(of: "Fields")
        try g.use(step(.type("pw1"), "Password", at: at))
        // The binding holds the text: the body that reads its count sees it.
        #expect(texts(on: g).contains("3 in the password"))
        #expect(labels(g).contains("Password: •••"))
        #expect(!labels(g).contains { $0.contains("pw1") }, "a secure field never shows its text")
        // A render for the tap that gave it the focus (Fields reads `field`), then one a keystroke.
        #expect(g.renders(of: "Fields") == renders + 4)
        try g.use(step(.clear, "Password", at: at))
        #expect(labels(g).contains("Password: "))
        #expect(texts(on: g).contains("0 in the password"))
    }

    @Test func aSecureFieldThatTakesTheFocusAgainReplacesItsTextAtTheFirstKey() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("pw"), "Password", at: at))
        // Still focused: the keys add to the text.
        try g.use(step(.type("1"), "Password", at: at))
        #expect(texts(on: g).contains("3 in the password"))
        // The focus goes to the notes and comes back: the first key replaces the text, the next adds.
        try g.use(step(.type("n"), "Notes", at: at))
        try g.use(step(.type("xy"), "Password", at: at))
        #expect(texts(on: g).contains("2 in the password"), "\(texts(on: g))")
        #expect(labels(g).contains("Password: ••"))
        // A text editor given the focus again adds, as a text field does.
        try g.use(step(.type("m"), "Notes", at: at))
        #expect(texts(on: g).contains("2 in the notes"))
    }

    @Test func returnInASecureFieldGivesUpTheFocusThenRunsItsAction() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("a"), "Password", at: at))
        #expect(texts(on: g).contains("sent 0, focus password"))
        try g.use(step(.submit, "Password", at: at))
        #expect(texts(on: g).contains("sent 1, focus none"))
        #expect(labels(g).contains("Password: •"), "Return writes nothing to the field")
    }

    @Test func aTextEditorTakesANewlineAsOneMoreCharacter() throws {
        let (g, at) = try launched(Self.app)
        let renders = g.renders(of: "Fields")
        try g.use(step(.type("a\nb"), "Notes", at: at))
        #expect(labels(g).contains("Notes: a\nb"))
        #expect(texts(on: g).contains("3 in the notes"))
        #expect(texts(on: g).contains("sent 0, focus notes"), "Return submitted nothing")
        // The tap that took the focus, then one render a keystroke, the newline's included.
        #expect(g.renders(of: "Fields") == renders + 4)
    }

    @Test func returnIsRefusedWhereItDoesNotDoWhatTheStepSays() throws {
        let (g, at) = try launched(Self.app)
        do {
            try g.use(step(.submit, "Notes", at: at))
            Issue.record("submit: into a text editor ran")
        } catch let d as Diagnostic {
            #expect(d.message == "\"Notes\" is a text editor; `submit:` needs a text field")
            #expect(d.hint?.contains("Return in a text editor types a newline: `- type: \"\\n\"`") == true)
        }
        do {
            try g.use(step(.type("x\n"), "Password", at: at))
            Issue.record("a newline typed into a secure field")
        } catch let d as Diagnostic {
            #expect(d.message == "the secure field \"Password\" is one line: Return in it submits, and types no newline into its text")
        }
        // Refused before the first key: nothing was typed.
        #expect(labels(g).contains("Password: "))
    }

    /// The lock: the lesson's screen passes as it is and fails with the text where the dots are,
    /// with the newline dropped, or with a count that leaves the newline out.
    @Test func aWrongExpectationFails() {
        let script = """

            script:
              - type: pw1
                into: Password
                expect: ["Password: •••", 3 in the password]
              - type: "a\\nb"
                into: Notes
                expect: ["Notes: a\\nb", 3 in the notes]
            """
        let right = scenario(Self.app + script)
        #expect(right.passed, "\(outcome(right))")
        for (good, wrong) in [("\"Password: •••\"", "\"Password: pw1\""), ("\"Notes: a\\nb\"", "\"Notes: ab\""),
                              ("3 in the notes", "2 in the notes"), ("\"Password: •••\"", "\"Password: ••\"")] {
            let s = scenario(Self.app + script.replacingOccurrences(of: good, with: wrong))
            #expect(!s.passed, "\(wrong) passed")
        }
    }

    @Test func theDecoderAndTheCheckRefuseWhatSwiftRefuses() {
        func messages(_ element: String) -> [String] {
            diagnostics("""
                components:
                  Root:
                    state: { notes: '""', count: 0 }
                    body:
                \(element)
                root: Root
                """).map(\.message)
        }
        #expect(messages("      - text-editor: Notes\n        text: $notes\n        on-submit: count += 1")
            == ["`on-submit:` is for a text field or a secure field: Return in a text editor types a newline into its text, and submits nothing"])
        #expect(messages("      - secure-field: PIN\n        text: $count") == ["a secure field needs a binding to a String; $count is an Int"])
        #expect(messages("      - text-editor: Notes") == ["a text editor needs `text:`, the binding it edits"])
        #expect(messages("      - secure-field: Password\n        text: $notes\n        equals: '\"a\"'")
            == ["`equals:` is the value of `focused:`, which this secure field lacks"])
    }

    @Test func checkingFindsAKeyboardStepBySecureFieldAndTextEditorLabels() throws {
        let spec = try SpecDecoder.decode(Array((Self.app + """

            script:
              - type: a
                into: Password
              - clear: Notes
              - submit: Notes
              - type: b
                into: Notez
            """).utf8), file: "t.yaml")
        let problems = ScriptTargets.problems(in: spec).map(\.message)
        #expect(problems == ["\"Notes\" is a text editor; `submit:` needs a text field", "no body shows a text field \"Notez\""])
    }

    @Test func theTraceNeverSaysASecureFieldShowsItsText() {
        // Nothing reads the password here, so the trace says what the field shows by itself.
        let quiet = """
            components:
              Root:
                state: { password: '""', notes: '""' }
                body:
                  - secure-field: Password
                    text: $password
                  - text-editor: Notes
                    text: $notes
            root: Root
            script:
              - type: ab
                into: Password
              - type: "x\\n"
                into: Notes
            """
        let file = run(quiet)
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("the secure field \"Password\" reads its binding itself and shows 2 dots, \"••\", not its text\n"))
        #expect(!text.contains("shows \"ab\""))
        #expect(text.contains("step 2: type \"x\\n\" into Notes\n"), "a step's heading stays one line")
        #expect(text.contains("typed Return into Notes, a newline in its text: notes \"x\" → \"x\\n\"\n"))
    }

    @Test func thePictureMarksASecureFieldAndNamesTheEditor() throws {
        let file = run(Self.app + "\nscript:\n  - type: ab\n    into: Password\n")
        let snapshot = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let lines = TreeGraph(snapshot, scenario: "s").boxes.first { $0.title == "Fields" }?.lines ?? []
        #expect(lines.contains("secure field \"Password\" ⇄ $password = \"ab\" (shown as dots) ⏎ on-submit ◎ focused($field, equals: \"password\"), has the keyboard focus"))
        #expect(lines.contains("text editor \"Notes\" ⇄ $notes = \"\" ◎ focused($field, equals: \"notes\")"))
    }

    @Test func exploringTypesIntoBothAndSubmitsOnlyTheSecureField() throws {
        let (g, _) = try launched(Self.app)
        let actions = ExploreAction.available(on: g, alphabet: ["a"], controls: true).actions
        #expect(actions.contains(.input(.type("a"), control: "Password")))
        #expect(actions.contains(.input(.type("a"), control: "Notes")))
        #expect(actions.contains(.input(.submit, control: "Password")))
        #expect(!actions.contains(.input(.submit, control: "Notes")))
    }

    static let exported = InlineSpec("editors.yaml", Self.app.replacingOccurrences(of: "text-editor: Notes", with: "text-editor: \"Notes {sent}\"") + """

        script:
          - type: pw1
            into: Password
            expect: ["Password: •••"]
          - clear: Password
          - submit: Password
          - type: "a\\nb"
            into: Notes 1
            expect: ["Notes 1: a\\nb"]
        """)

    @Test func theExportWritesBothAndTheUITestFindsThemByTheirOwnQueries() async throws {
        let export = try Self.exported.export()
        let form = export.files.first { $0.path == "App/Fields.swift" }?.contents ?? ""
        #expect(form.contains("SecureField(\"Password\", text: $password)\n                .focused($field, equals: \"password\")\n                .onSubmit {"), "\(form)")
        #expect(form.contains("TextEditor(text: $notes)\n                .accessibilityIdentifier(\"Notes \\(sent)\")\n                .focused($field, equals: \"notes\")"), "\(form)")
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.secureTextFields[\"Password\"].typeText(\"pw1\")"))
        #expect(tests.contains("XCTAssertEqual(app.secureTextFields[\"Password\"].value as? String, \"•••\")"))
        #expect(tests.contains("clearText(app.secureTextFields[\"Password\"])"))
        #expect(tests.contains("app.secureTextFields[\"Password\"].typeText(\"\\n\")"))
        #expect(tests.contains("app.textViews[\"Notes 1\"].typeText(\"a\\nb\")"))
        #expect(tests.contains("XCTAssertEqual(app.textViews[\"Notes 1\"].value as? String, \"a\\nb\")"))
        #expect(!tests.contains("textFields[\"Password\"]") && !tests.contains("textFields[\"Notes"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// A keyboard that corrects or capitalises would make a field hold other text than the UI
    /// test typed: Return commits a pending correction. Each field that takes typing turns both off.
    @Test func theExportedFieldsNeitherCorrectNorCapitalise() throws {
        let form = try Self.exported.export().files.first { $0.path == "App/Fields.swift" }?.contents ?? ""
        let asTyped = "\n                .autocorrectionDisabled()\n                .textInputAutocapitalization(.never)\n"
        #expect(form.contains("    sent += 1\n                }" + asTyped), "\(form)")
        #expect(form.contains(".focused($field, equals: \"notes\")" + asTyped), "\(form)")
        #expect(form.components(separatedBy: ".autocorrectionDisabled()").count == 3)
    }
}
