import Foundation
import Testing
@testable import SpecKit

/// Text fields and secure fields among an alert's actions, iOS 16's rename and sign-in alerts
/// (docs/semantics.md §29).
@Suite struct AlertTextFieldTests {
    static let rename = """
        components:
          Root:
            state: { renaming: false, name: "\\"old\\"", other: "\\"\\"" }
            body:
              - text: "name {name}"
              - text-field: Other
                text: $other
              - button: rename
                action: renaming = true
              - Anchor:
                alert:
                  title: Rename
                  is-presented: $renaming
                  actions:
                    - text-field: Name
                      text: $name
                    - button: OK
          Anchor:
            body: [ { text: anchor } ]
        root: Root

        """

    @Test func theLessonHoldsAndAWrongExpectationFails() throws {
        try expectLessonHolds("alert-text-field.yaml", wrong: [
            (from: #"expect: ["Name: Food", list Groceries, saves 0]"#, to: #"expect: ["Name: Food", list Food, saves 0]"#, scenario: 0),
            (from: "        expect: [list Groceries, saves 0]", to: "        expect: [list GroceriesX, saves 0]", scenario: 1),
            (from: "        expect: [list Groceries!]", to: "        expect: [list Groceries]", scenario: 2),
            (from: #"expect: ["User: ann", "Password: •••"]"#, to: #"expect: ["User: ann", "Password: pw1"]"#, scenario: 3),
        ])
    }

    /// The field shows its binding's value when the alert appears, each key writes it, and the
    /// keys after the first go to the alert's field, which has the keyboard focus.
    @Test func keysTypedIntoTheAlertsFieldWriteItsBinding() {
        let s = scenario(Self.rename + """
            script:
              - tap: rename
                expect: ["Name: old", Rename, OK, name old]
              - type: ies
                into: Name
                expect: ["Name: oldies", name oldies]
              - tap: OK
                expect: [name oldies]
                expect-not: ["Name: oldies", Rename]
              - tap: rename
                expect: ["Name: oldies"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        let keys = s.events.compactMap { e -> String? in if case .inputApplied(let i) = e { i.new.literal } else { nil } }
        #expect(keys == ["\"oldi\"", "\"oldie\"", "\"oldies\""])
    }

    /// Under the alert, its field takes keys and the field of the screen below does not.
    @Test func aFieldUnderTheAlertStaysOutOfReach() {
        let s = scenario(Self.rename + """
            script:
              - tap: rename
              - type: x
                into: Other
            """)
        #expect(s.error?.message == "no text field \"Other\" is on screen")
        #expect(s.error?.hint == "an alert is presented: only its buttons and its text field \"Name\" take input until a button is tapped (\"OK\"); controls on screen: text field \"Name\"")
    }

    @Test func anAlertWithAFieldAndNoButtonShowsOK() {
        let s = scenario(Self.rename.replacingOccurrences(of: "            - button: OK\n", with: "") + """
            script:
              - tap: rename
                expect: ["Name: old", OK]
              - tap: OK
                expect-not: [Rename]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func theTraceSaysWhatTheFieldsShowAndWhatTheButtonsRead() throws {
        let run = ScenarioRunner.run(bytes: Array((Self.rename + "script:\n  - tap: rename\n").utf8), file: "f.yaml")
        let trace = ScenarioTrace(try #require(run.scenarios.first), spec: run.spec)
        #expect(trace.lines(ofStep: 1).map(\.text).contains(
            "above its buttons, the text field \"Name\" bound to $name: it shows its binding's value as the alert appears, a key typed into it writes the binding, as any field's does, "
                + "and a button's action reads what was typed through the binding (SwiftUI takes text fields among an alert's actions since iOS 16)"))
    }

    @Test func exploringTypesIntoTheAlertsField() throws {
        let (graph, location) = try launched(Self.rename + "script: []\n")
        try graph.tap("rename", at: location)
        let actions = ExploreAction.available(on: graph, alphabet: ["a"], controls: true).actions
        #expect(actions.contains(.input(.type("a"), control: "Name")))
        #expect(!actions.contains(.input(.type("a"), control: "Other")))
    }

    @Test func checkFindsTheAlertsFieldAndRefusesReturnInIt() throws {
        let typed = try SpecDecoder.decode(Array((Self.rename + "script: [ { tap: rename }, { type: x, into: Name } ]\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: typed).isEmpty)
        let submitted = try SpecDecoder.decode(Array((Self.rename + "script: [ { tap: rename }, { submit: Name } ]\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: submitted).map(\.message) == ["Return in an alert's text field is not expressed: what it does there is not modelled"])
        // A field of the same title outside the alert takes Return.
        let both = Self.rename.replacingOccurrences(of: "text-field: Other", with: "text-field: Name")
        let ambiguous = try SpecDecoder.decode(Array((both + "script: [ { submit: Name } ]\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: ambiguous).isEmpty)
    }

    @Test func theExportWritesTheFieldsFirstInTheActionsAndTheUITestTypesIntoThem() throws {
        let export = try ExportTests().exportSpec("specs/alert-text-field.yaml")
        let view = export.files.first { $0.path == "App/RenameList.swift" }?.contents ?? ""
        #expect(view.contains("""
            .alert(Text(verbatim: "Rename list"), isPresented: $renaming) {
                                TextField("Name", text: $draft)
                                    .autocorrectionDisabled()
                                    .textInputAutocapitalization(.never)
                                Button("Save") {
            """), "\(view)")
        let signIn = export.files.first { $0.path == "App/SignIn.swift" }?.contents ?? ""
        #expect(signIn.contains("SecureField(\"Password\", text: $password)"), "\(signIn)")
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.textFields[\"Name\"].typeText(\"Food\")"))
        #expect(tests.contains("XCTAssertEqual(app.secureTextFields[\"Password\"].value as? String, \"•••\")"))
    }
}
