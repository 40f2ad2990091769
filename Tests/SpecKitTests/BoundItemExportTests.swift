import Foundation
import Testing
@testable import SpecKit

/// A sheet's item set only through a child's `@Binding` (a row's `selected = note`): the export's
/// inference follows the write back to the holder the binding is of, as the two are one storage.
extension ExportTests {
    static func rows(note: String) -> String {
        """
        models:
          \(note)
        components:
          Notes:
            state: { selected: nil, notes: '[Note(id: 1, title: "milk"), Note(id: 2, title: "eggs")]' }
            body:
              - for-each: notes
                as: note
                id: note.id
                body:
                  - Row: { note: note, selected: $selected }
              - Title:
                sheet:
                  item: $selected
                  as: note
                  content:
                    - Editor: { note: note }
          Row:
            props: [note]
            bindings: [selected]
            body:
              - button: open {note.title}
                action: selected = note
          Editor:
            props: [note]
            state-in-init: { draft: note.title }
            body:
              - text: editing {note.title} draft {draft}
          Title:
            body: [ { text: notes } ]
        root: Notes
        script:
          - tap: open milk
            expect: [editing milk draft milk]
        """
    }

    static let itemFromRows = InlineSpec("rows.yaml", rows(note: "Note: { kind: struct, fields: { id: 0, title: '\"\"' } }"))

    @Test func aSheetItemSetOnlyThroughARowsBindingIsTyped() async throws {
        let export = try Self.itemFromRows.export()
        let notes = try #require(export.files.first { $0.path == "App/Notes.swift" }?.contents)
        let row = try #require(export.files.first { $0.path == "App/Row.swift" }?.contents)
        let editor = try #require(export.files.first { $0.path == "App/Editor.swift" }?.contents)
        #expect(notes.contains("@State private var selected: Note? = nil"))
        #expect(row.contains("@Binding var selected: Note?"))
        #expect(editor.contains("let note: Note"))
        try await expectTypeChecks(export)
    }
}

extension ExportErrorTests {
    /// The write is in another view than the holder's: `spec check` is not certain of its type,
    /// the export's inference is, and refuses a struct without `id` in the words `spec check`
    /// uses where it is certain (ScreenTypeRules).
    @Test func aStructItemSetThroughABindingIsRefusedByTheExport() throws {
        let yaml = ExportTests.rows(note: "Note: { kind: struct, fields: { number: 0, title: '\"\"' } }")
            .replacingOccurrences(of: "id: 1", with: "number: 1").replacingOccurrences(of: "id: 2", with: "number: 2")
            .replacingOccurrences(of: "id: note.id", with: "id: note.number")
        #expect(diagnostics(yaml).isEmpty)
        #expect(try exportErrors(yaml) == ["14:17: a presentation's `item:` must be Identifiable; Note has no field `id` to identify it by"])
    }
}
