import Testing
@testable import SpecKit

/// `$note.field` of the item a sheet, cover or popover hands its content (`.sheet(item:) { note in
/// … }`): as with a row's element over values, the closure's parameter has no `$` projection. Of
/// an @Observable model the export declares it `@Bindable var note = note` in the closure; of an
/// ObservableObject Swift has no such form, and it is refused before the run (semantics §22, §34).
@Suite struct PresentedItemBindableTests {
    static func sheet(kind: String) -> String {
        """
        models:
          Note:
            kind: \(kind)
            fields: { id: 0, title: '""' }
        components:
          Notes:
            state: { selected: nil, note: 'Note(id: 1, title: "a")' }
            body:
              - text: "title {note.title}"
              - button: open
                action: selected = note
              - Header:
                sheet:
                  item: $selected
                  as: opened
                  content:
                    - text-field: Title
                      text: $opened.title
                    - Field: { value: $opened.title }
          Header:
            body: [ { text: notes } ]
          Field:
            bindings: [value]
            body: [ { text: "field {value}" } ]
        root: Notes
        """
    }

    @Test func anObservableObjectItemHasNoProjection() {
        let found = diagnostics(Self.sheet(kind: "observable-object"))
        #expect(found.map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["18:29: cannot find '$opened' in scope", "19:39: cannot find '$opened' in scope"])
        let hint = found.first?.hint ?? ""
        #expect(hint.contains("the presented Note") && hint.contains("`observed-object: [opened]`"), "\(hint)")
        #expect(diagnostics(Self.sheet(kind: "observable")).isEmpty)
    }

    static let exported = InlineSpec("notes.yaml", sheet(kind: "observable") + """

        script:
          - tap: open
          - type: b
            into: Title
            expect: "field ab"
          - dismiss: sheet
            expect: "title ab"
        """)

    /// The content binds the item's fields: the run writes through them into the model the
    /// presenter holds, a wrong expectation fails, and the export declares the item @Bindable in
    /// the sheet's closure and type-checks.
    @Test func anObservableItemBindsItsFields() async throws {
        let result = run(Self.exported.yaml)
        #expect(result.scenarios.count == 1 && result.scenarios.allSatisfy(\.passed),
                "\(result.scenarios.map { "\($0.failures.map(\.message)) \(String(describing: $0.error))" })")
        #expect(run(Self.exported.yaml.replacingOccurrences(of: "\"title ab\"", with: "\"title a\"")).scenarios.first?.passed == false)
        let export = try Self.exported.export()
        let root = try #require(export.files.first { $0.path == "App/Notes.swift" }?.contents)
        #expect(root.contains([".sheet(item: $selected) { opened in", "    @Bindable var opened = opened", "    VStack {",
                               "        TextField(\"Title\", text: $opened.title)", "            .autocorrectionDisabled()",
                               "            .textInputAutocapitalization(.never)", "        Field(value: $opened.title)"]
            .map { "                " + $0 }.joined(separator: "\n")), "\(root)")
        let identifiable = try #require(export.files.first { $0.path == "App/Identifiable.swift" }?.contents)
        #expect(identifiable.contains("extension Note: @preconcurrency Identifiable {}"), "\(identifiable)")
        try await ExportTests().expectTypeChecks(export)
    }
}
