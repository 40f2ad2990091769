import Foundation
import Testing
@testable import SpecKit

/// `@FocusState.Binding` (`focus-binding:`, docs/semantics.md §50): a child given the parent's
/// `$field` reads the parent's holder, depends on it, and moves the parent's focus by writing
/// it, into its own fields, the parent's, or a grandchild's it passed the binding on to.
@Suite struct FocusBindingRulesTests {
    /// `Fields` holds the focus and reads it only when `shows` is set; `Part` passes the binding on
    /// to `Leaf` without reading it; `Leaf` reads it.
    static let app = """
        components:
          Fields:
            state: { name: '""', shows: false, hidden: false }
            focus-state: { field: String? }
            body:
              - text-field: Name
                text: $name
                focused: $field
                equals: '"name"'
                on-submit: 'field = "part"'
              - if: shows
                then:
                  - text: 'form sees {field == nil ? "nothing" : "a field"}'
              - if: "!hidden"
                then:
                  - Part: { field: $field }
              - button: Show
                action: shows = true
              - button: Hide
                action: hidden = true
          Part:
            state: { text: '""' }
            focus-binding: { field: String? }
            body:
              - text-field: Part
                text: $text
                focused: $field
                equals: '"part"'
                on-submit: 'field = "leaf"'
              - Leaf: { field: $field }
              - button: To name
                action: 'field = "name"'
              - button: Away
                action: field = nil
          Leaf:
            state: { text: '""' }
            focus-binding: { field: String? }
            body:
              - text: 'leaf {field == "leaf" ? "editing" : "idle"}'
              - text-field: Leaf
                text: $text
                focused: $field
                equals: '"leaf"'
        root: Fields
        """

    func type(_ text: String, into field: String, _ g: Graph, _ at: Location) throws {
        try g.use(InputStep(action: .type(text), control: field, location: at))
    }

    func field(_ g: Graph) -> Value? { g.nodes.values.first { $0.component.name == "Fields" }?[holder: "field"] }

    @Test func aChildThatReadsTheBindingRendersWhenTheParentsFocusMoves() throws {
        let (g, at) = try launched(Self.app)
        let form = g.renders(of: "Fields"), part = g.renders(of: "Part"), leaf = g.renders(of: "Leaf")
        try type("a", into: "Name", g, at)
        #expect(field(g) == .string("name"))
        #expect(g.renders(of: "Leaf") == leaf + 1, "Leaf read field, the parent's holder")
        #expect(g.renders(of: "Fields") == form, "Fields does not read field while shows is false")
        #expect(g.renders(of: "Part") == part, "Part only passes $field on")
    }

    @Test func aChildsWriteMovesTheParentsFocusIntoItsFieldsAndBack() throws {
        let (g, at) = try launched(Self.app)
        try type("a", into: "Name", g, at)
        try g.use(InputStep(action: .submit, control: "Name", location: at))
        #expect(g.focusedField?.title == "Part", "the parent's write reached the child's field through the binding")
        try g.use(InputStep(action: .submit, control: "Part", location: at))
        #expect(field(g) == .string("leaf"))
        #expect(g.focusedField?.title == "Leaf", "a binding passed on twice still moves the parent's focus")
        #expect(texts(on: g).contains("leaf editing"))
        try g.tap("To name", at: at)
        #expect(g.focusedField?.title == "Name", "the child's write moved the focus into the parent's own field")
        #expect(texts(on: g).contains("leaf idle"))
        try type("b", into: "Part", g, at)
        try g.tap("Away", at: at)
        #expect(g.focusedField == nil)
        #expect(field(g) == .null)
    }

    @Test func aTapInTheChildsFieldWritesTheParentsHolder() throws {
        let (g, at) = try launched(Self.app)
        try type("x", into: "Leaf", g, at)
        #expect(field(g) == .string("leaf"))
        try type("y", into: "Name", g, at)
        #expect(field(g) == .string("name"), "the grandchild's field lost the focus: the parent's holder follows the new field")
    }

    /// A parent that reads its holder renders as the focus moves; each render gives the child a
    /// binding carrying the new value, so the child's body runs though it reads nothing (§10).
    @Test func aParentThatReadsTheFocusRendersAndItsChildForTheCarriedValue() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("Show", at: at)
        let form = g.renders(of: "Fields"), part = g.renders(of: "Part")
        try type("a", into: "Name", g, at)
        #expect(texts(on: g).contains("form sees a field"))
        #expect(g.renders(of: "Fields") == form + 1)
        #expect(g.renders(of: "Part") == part + 1, "the binding Part is given carries \"name\" now")
        let file = run(Self.app + "\nscript:\n  - tap: Show\n  - type: a\n    into: Leaf\n")
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("render Fields: state field of Fields, read in its last render, was written by the tap on [Leaf]: nil → \"leaf\"\n"))
        #expect(text.contains("render Part at 2.then.0: its parent passed a different value: binding field carries nil → \"leaf\"\n"))
    }

    @Test func aChildLeavingTheScreenWithTheFocusResetsTheParentsHolder() throws {
        let (g, at) = try launched(Self.app)
        try type("a", into: "Leaf", g, at)
        try g.tap("Hide", at: at)
        #expect(field(g) == .null, "the holder outlives the child and is reset when its field goes")
        #expect(g.focusedField == nil)
    }

    /// The lock: an expectation the binding does not meet fails.
    @Test func aWrongExpectationAfterTheStepFails() {
        let script = "\nscript:\n  - type: a\n    into: Part\n  - submit: Part\n    expect: [%@]\n"
        let good = scenario(Self.app + script.replacingOccurrences(of: "%@", with: "leaf editing"))
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.app + script.replacingOccurrences(of: "%@", with: "leaf idle"))
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "leaf idle")
        #expect(bad.failures.first?.screenSummary.contains("leaf editing") == true)
    }

    @Test func theTraceSaysTheChildMovedTheParentsFocus() {
        let file = run(Self.app + "\nscript:\n  - type: a\n    into: Part\n  - submit: Part\n  - tap: To name\n  - tap: Hide\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("tap [Part] in Part: the field takes the keyboard focus, as a tap before typing does; its focus holder follows, "
                              + "Fields's field = \"part\", through the @FocusState.Binding it passed down\n"))
        #expect(text.contains("focus moves to [Leaf] in Leaf because Part wrote Fields's field = \"leaf\" through the @FocusState.Binding it was given; [Part] loses it\n"))
        #expect(text.contains("focus moves to [Name] in Fields because Part wrote Fields's field = \"name\" through the @FocusState.Binding it was given; [Leaf] loses it\n"))
        #expect(text.contains("its body read state field of Fields"))
    }

    @Test func thePictureNamesTheViewWhoseFocusTheFieldFollows() throws {
        let file = run(Self.app + "\nscript:\n  - type: a\n    into: Leaf\n")
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let leaf = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Leaf" }?.lines ?? []
        #expect(leaf.contains("text field \"Leaf\" ⇄ $text = \"a\" ◎ focused($field, equals: \"leaf\") of Fields's @FocusState, has the keyboard focus"))
        let form = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Fields" }?.lines ?? []
        #expect(form.contains("text field \"Name\" ⇄ $name = \"\" ⏎ on-submit ◎ focused($field, equals: \"name\")"))
    }

    static let exported = InlineSpec("focus.yaml", Self.app + "\nscript:\n  - type: a\n    into: Part\n  - submit: Part\n    expect: [leaf editing]\n")

    @Test func theExportDeclaresTheBindingAndPassesItDown() async throws {
        let export = try Self.exported.export()
        let form = export.files.first { $0.path == "App/Fields.swift" }?.contents ?? ""
        #expect(form.contains("Part(field: $field)"))
        let part = export.files.first { $0.path == "App/Part.swift" }?.contents ?? ""
        #expect(part.contains("@FocusState.Binding var field: String?"))
        #expect(part.contains(".focused($field, equals: \"part\")"))
        #expect(part.contains("Leaf(field: $field)"))
        try await ExportTests().expectTypeChecks(export)
    }

    @Test func checksBeforeARunNameTheMistake() {
        let plain = diagnostics(Self.app.replacingOccurrences(of: "- Part: { field: $field }", with: "- Part: { field: field }"))
        #expect(plain.map(\.message) == ["Part's 'field' is a @FocusState.Binding; pass one with $, e.g. $field"])
        let mismatch = diagnostics(Self.app.replacingOccurrences(of: "focus-binding: { field: String? }\n    body:\n      - text: 'leaf",
                                                                 with: "focus-binding: { field: Bool }\n    body:\n      - text: 'leaf"))
        #expect(mismatch.first?.message == "Leaf's 'field' is a @FocusState.Binding of Bool; $field is one of String?")
        let asBinding = diagnostics(Self.app.replacingOccurrences(of: "    state: { text: '\"\"' }\n    focus-binding: { field: String? }\n    body:\n      - text-field: Part",
                                                                  with: "    state: { text: '\"\"' }\n    bindings: [field]\n    body:\n      - text-field: Part"))
        #expect(asBinding.first?.message == "Part's 'field' is a @Binding; $field is a FocusState.Binding, which it does not take")
        #expect(asBinding.first?.hint?.contains("focus-binding: { field: String? }") == true)
    }
}
