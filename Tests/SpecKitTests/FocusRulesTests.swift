import Foundation
import Testing
@testable import SpecKit

/// `@FocusState` and `focused:` (docs/semantics.md §42): a tap before typing gives a field the
/// focus, Return resigns it after the submit action unless the action moved it, writing the holder moves it, and a
/// field that leaves the screen loses it; only bodies that read a holder render for it.
@Suite struct FocusRulesTests {
    /// `Fields` reads its `field`; `Box` holds a Bool for its own field; `Quiet` holds one it never reads.
    static let app = """
        components:
          Fields:
            state: { name: '""', code: '""', sent: 0, hidden: false }
            focus-state: { field: String? }
            body:
              - text: 'on {field == "name" ? "name" : field == "code" ? "code" : "none"}'
              - if: "!hidden"
                then:
                  - text-field: Name
                    text: $name
                    focused: $field
                    equals: '"name"'
                    on-submit: 'field = "code"'
              - text-field: Code
                text: $code
                focused: $field
                equals: '"code"'
              - text: sent {sent}
              - button: Edit name
                action: 'field = "name"'
              - button: Done
                action: field = nil
              - button: Nowhere
                action: 'field = "other"'
              - button: Hide
                action: hidden = true
              - Box:
              - Quiet:
          Box:
            state: { query: '""' }
            focus-state: { searching: Bool }
            body:
              - text: searching {searching}
              - text-field: Search
                text: $query
                focused: $searching
          Quiet:
            state: { note: '""' }
            focus-state: { editing: Bool }
            body:
              - text-field: Note
                text: $note
                focused: $editing
        root: Fields
        """

    func type(_ text: String, into field: String, _ g: Graph, _ at: Location) throws {
        try g.use(InputStep(action: .type(text), control: field, location: at))
    }

    func holder(_ name: String, of component: String, _ g: Graph) -> Value? {
        g.nodes.values.first { $0.component.name == component }?[holder: name]
    }

    @Test func focusStartsNowhere() throws {
        let (g, _) = try launched(Self.app)
        #expect(holder("field", of: "Fields", g) == .null)
        #expect(holder("searching", of: "Box", g) == .bool(false))
        #expect(texts(on: g).contains("on none"))
        #expect(g.focusedField == nil)
    }

    @Test func typingTapsTheFieldFirstAndTheReaderRendersOnceBeforeTheKeystrokes() throws {
        let (g, at) = try launched(Self.app)
        let form = g.renders(of: "Fields")
        try type("abc", into: "Name", g, at)
        #expect(holder("field", of: "Fields", g) == .string("name"))
        #expect(texts(on: g).contains("on name"))
        #expect(g.renders(of: "Fields") == form + 1, "the tap is one update; the keystrokes write a text no body reads")
        try type("d", into: "Name", g, at)
        #expect(g.renders(of: "Fields") == form + 1, "a field that has the focus takes no second tap")
    }

    @Test func aHolderNobodyReadsRendersNothingWhenItsFieldTakesTheFocus() throws {
        let (g, at) = try launched(Self.app)
        let quiet = g.renders(of: "Quiet"), form = g.renders(of: "Fields")
        try type("x", into: "Note", g, at)
        #expect(holder("editing", of: "Quiet", g) == .bool(true))
        #expect(g.renders(of: "Quiet") == quiet, "Quiet's body does not read editing")
        #expect(g.renders(of: "Fields") == form)
    }

    @Test func theSubmitActionMovesTheFocusOnInOneUpdate() throws {
        let (g, at) = try launched(Self.app)
        try type("a", into: "Name", g, at)
        let form = g.renders(of: "Fields")
        try g.use(InputStep(action: .submit, control: "Name", location: at))
        #expect(holder("field", of: "Fields", g) == .string("code"))
        #expect(texts(on: g).contains("on code"))
        #expect(g.renders(of: "Fields") == form + 1)
        #expect(g.focusedField?.title == "Code")
    }

    @Test func returnInAFieldWithoutAnActionLeavesNoFieldFocused() throws {
        let (g, at) = try launched(Self.app)
        try type("1", into: "Code", g, at)
        try g.use(InputStep(action: .submit, control: "Code", location: at))
        #expect(holder("field", of: "Fields", g) == .null)
        #expect(texts(on: g).contains("on none"))
        #expect(g.focusedField == nil)
    }

    @Test func writingTheHolderMovesTheFocusAndResetsTheOtherViewsHolder() throws {
        let (g, at) = try launched(Self.app)
        try type("q", into: "Search", g, at)
        #expect(texts(on: g).contains("searching true"))
        let box = g.renders(of: "Box")
        try g.tap("Edit name", at: at)
        #expect(texts(on: g).contains("on name"))
        #expect(texts(on: g).contains("searching false"), "Search lost the focus to Name")
        #expect(g.renders(of: "Box") == box + 1)
        #expect(g.focusedField?.title == "Name")
    }

    @Test func writingNilTakesTheFocusAway() throws {
        let (g, at) = try launched(Self.app)
        try type("a", into: "Name", g, at)
        try g.tap("Done", at: at)
        #expect(g.focusedField == nil)
        #expect(texts(on: g).contains("on none"))
    }

    @Test func aValueNoFieldHasMovesNothingAndIsKept() throws {
        let (g, at) = try launched(Self.app)
        try type("q", into: "Search", g, at)
        try g.tap("Nowhere", at: at)
        #expect(holder("field", of: "Fields", g) == .string("other"))
        #expect(g.focusedField?.title == "Search")
        #expect(texts(on: g).contains("searching true"))
    }

    @Test func aFocusedFieldThatLeavesTheScreenLosesTheFocusInAnUpdateOfItsOwn() throws {
        let (g, at) = try launched(Self.app)
        try type("a", into: "Name", g, at)
        let form = g.renders(of: "Fields")
        try g.tap("Hide", at: at)
        #expect(holder("field", of: "Fields", g) == .null)
        #expect(texts(on: g).contains("on none"))
        #expect(g.renders(of: "Fields") == form + 2, "one render for hidden, one for the reset")
        #expect(g.focusedField == nil)
    }

    /// A focused field with an alert that can write its holder.
    static let underAnAlert = """
        components:
          Fields:
            state: { name: '""', asking: false }
            focus-state: { editing: Bool }
            body:
              - text: editing {editing}
              - text-field: Name
                text: $name
                focused: $editing
              - button: ask
                action: asking = true
              - Anchor: {}
                alert:
                  title: Edit?
                  is-presented: $asking
                  actions:
                    - button: Edit
                      action: editing = true
          Anchor:
            body: []
        root: Fields
        """

    /// An alert is drawn over the screen, which stays in sight: the focused field keeps the focus
    /// under it, and an alert button that writes the holder moves the focus to the field under it.
    @Test func aFieldUnderAnAlertKeepsTheFocusAndAnAlertButtonCanMoveItThere() throws {
        let (g, at) = try launched(Self.underAnAlert)
        try type("a", into: "Name", g, at)
        try g.tap("ask", at: at)
        #expect(holder("editing", of: "Fields", g) == .bool(true), "the field is in sight under the alert")
        try g.tap("Edit", at: at)
        #expect(g.focusedField?.title == "Name")
        #expect(texts(on: g).contains("editing true"))
        // The same write while no field has the focus moves it to the field under the alert.
        let (h, at2) = try launched(Self.underAnAlert)
        try h.tap("ask", at: at2)
        try h.tap("Edit", at: at2)
        #expect(h.focusedField?.title == "Name", "an alert button's write moves the focus to the field it is drawn over")
    }

    /// The lock: an expectation the focus does not meet fails and shows what is on screen.
    @Test func aWrongExpectationAfterTheStepFails() {
        let script = "\nscript:\n  - type: a\n    into: Name\n  - submit: Name\n    expect: [%@]\n"
        let good = scenario(Self.app + script.replacingOccurrences(of: "%@", with: "on code"))
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.app + script.replacingOccurrences(of: "%@", with: "on name"))
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "on name")
        #expect(bad.failures.first?.screenSummary.contains("on code") == true)
    }

    @Test func theTraceSaysWhyTheFocusMoved() {
        let file = run(Self.app + "\nscript:\n  - type: a\n    into: Name\n  - submit: Name\n  - tap: Hide\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("tap [Name] in Fields: the field takes the keyboard focus, as a tap before typing does; its focus holder follows, field = \"name\"\n"))
        // The action moved the focus on: the field it left has nothing to resign.
        #expect(!text.contains("Return ends editing in [Name]"))
        #expect(text.contains("focus moves to [Code] in Fields because an action wrote field = \"code\"; [Name] loses it\n"))
        #expect(text.contains("was written by the tap on [Name]: nil → \"name\""))
    }

    @Test func theTraceSaysWhenAFieldLeavingTheScreenTakesTheFocusWithIt() {
        let file = run(Self.app + "\nscript:\n  - type: a\n    into: Name\n  - tap: Hide\n")
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("focus leaves [Name]: the field is no longer on screen, so its focus holder is reset: field = nil\n"))
    }

    @Test func thePictureMarksTheBoundFieldsAndTheOneWithTheFocus() throws {
        let file = run(Self.app + "\nscript:\n  - type: a\n    into: Name\n")
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let form = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Fields" }?.lines ?? []
        #expect(form.contains("text field \"Name\" ⇄ $name = \"a\" ⏎ on-submit ◎ focused($field, equals: \"name\"), has the keyboard focus"))
        #expect(form.contains("text field \"Code\" ⇄ $code = \"\" ◎ focused($field, equals: \"code\")"))
        let box = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Box" }?.lines ?? []
        #expect(box.contains("text field \"Search\" ⇄ $query = \"\" ◎ focused($searching)"))
    }

    static let exported = InlineSpec("focus.yaml", Self.app + "\nscript:\n  - type: a\n    into: Name\n  - submit: Name\n    expect: [on code]\n")

    @Test func theExportDeclaresTheHoldersAndBindsTheFields() async throws {
        let export = try Self.exported.export()
        let form = export.files.first { $0.path == "App/Fields.swift" }?.contents ?? ""
        #expect(form.contains("@FocusState private var field: String?"))
        #expect(form.contains(".focused($field, equals: \"name\")"))
        let box = export.files.first { $0.path == "App/Box.swift" }?.contents ?? ""
        #expect(box.contains("@FocusState private var searching: Bool"))
        #expect(box.contains(".focused($searching)"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.textFields[\"Name\"].tap()\n"))
        #expect(tests.contains("app.staticTexts[\"on code\"]"))
        try await ExportTests().expectTypeChecks(export)
    }

    @Test func checksBeforeARunNameTheMistake() {
        let wrongType = diagnostics(Self.app.replacingOccurrences(of: "equals: '\"code\"'", with: "equals: 2"))
        #expect(wrongType.map(\.message) == ["`equals:` gives field an Int, but field is String?"])
        let onState = diagnostics(Self.app.replacingOccurrences(of: "focused: $searching", with: "focused: $query"))
        #expect(onState.map(\.message) == ["`focused:` needs a focus-state holder or a focus binding of Box, written with $; $query is a state holder"])
        let notOptional = diagnostics(Self.app.replacingOccurrences(of: "field: String?", with: "field: Int"))
        #expect(notOptional.first?.message == "focus-state field is Int; a @FocusState holds a Bool or an optional, one of Bool, String?, Int?")
    }
}
