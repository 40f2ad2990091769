import Testing
@testable import SpecKit

/// `sheet(item:)` takes an `Identifiable` item: a changed copy with the same `id` is the same
/// presentation, whose content keeps its state and shows the new item; a new `id` dismisses the
/// sheet and presents a new one (semantics §22).
@Suite struct ItemIdentityTests {
    static func notes(note: String, script: String) -> String {
        """
        models:
          \(note)
        components:
          Notes:
            state: { selected: nil, closes: 0 }
            body:
              - text: "closes {closes}"
              - button: open
                action: 'selected = Note(id: 1, title: "a")'
              - Title:
                sheet:
                  item: $selected
                  as: note
                  on-dismiss: closes += 1
                  content:
                    - Editor: { note: note, selected: $selected }
          Title:
            body: [ { text: title } ]
          Editor:
            props: [note]
            bindings: [selected]
            state: { edits: 0 }
            body:
              - text: "editing {note.title} edits {edits}"
              - button: rename
                action: 'edits += 1; selected = Note(id: 1, title: "b")'
              - button: other
                action: 'selected = Note(id: 2, title: "c")'
        root: Notes
        script:
        \(script)
        """
    }

    static let withID = "Note: { kind: struct, fields: { id: 0, title: '\"\"' } }"

    @Test func aChangedCopyWithTheSameIDKeepsTheSheetAndItsState() {
        let s = scenario(Self.notes(note: Self.withID, script: """
              - tap: open
              - tap: rename
                expect: [editing b edits 1]
                assert: ["Notes.closes == 0", "Editor.inits >= 2"]
              - tap: other
                expect: [editing c edits 0]
                assert: ["Notes.closes == 1"]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    /// The lock: the old rule, a new presentation at every changed value, would reset the edits.
    @Test func theSameIDIsNotANewSheet() {
        let s = scenario(Self.notes(note: Self.withID, script: """
              - tap: open
              - tap: rename
                expect: [editing b edits 0]
            """))
        #expect(!s.passed)
    }

    /// Without a field `id`, a struct has nothing to be Identifiable by, and Swift refuses
    /// `sheet(item:)` of it: `spec check` does too, where the holder is given such a value.
    @Test func aStructWithoutAnIDIsRefusedBeforeARun() {
        let note = "Note: { kind: struct, fields: { number: 0, title: '\"\"' } }"
        let found = diagnostics(Self.notes(note: note, script: "  - tap: open")
            .replacingOccurrences(of: "id: 1", with: "number: 1").replacingOccurrences(of: "id: 2", with: "number: 2"))
        #expect(found.map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["12:17: a presentation's `item:` must be Identifiable; Note has no field `id` to identify it by"])
    }
}

extension ExportTests {
    static let notesWithID = InlineSpec("rules.yaml", ItemIdentityTests.notes(note: ItemIdentityTests.withID, script: """
          - tap: open
          - tap: rename
            expect: [editing b edits 1]
        """))

    /// A struct item with a field `id` conforms with that field, as the engine identifies it.
    @Test func aStructItemWithAnIDIsIdentifiedByIt() async throws {
        let export = try Self.notesWithID.export()
        let file = try #require(export.files.first { $0.path == "App/Identifiable.swift" }?.contents)
        #expect(file.contains("extension Note: Identifiable {}"))
        #expect(!file.contains("var id: Self"))
        try await expectTypeChecks(export)
    }
}

extension ExportErrorTests {
    /// A struct with no field `id` has nothing for Identifiable to use: the export says so rather
    /// than write `var id: Self`, which a struct that is only Equatable cannot be.
    @Test func aStructItemWithoutAnIDIsRefused() throws {
        let noID = ItemIdentityTests.notes(note: "Note: { kind: struct, fields: { number: 0, title: '\"\"' } }", script: "  - tap: open")
            .replacingOccurrences(of: "id: 1", with: "number: 1").replacingOccurrences(of: "id: 2", with: "number: 2")
        // The holder is given a Note in the view's own action: `spec check` is certain of it, and
        // refuses it in the export's words (ScreenTypeRules), before the export is asked.
        #expect { try exportErrors(noID) } throws: { error in
            (error as? SpecError)?.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["12:17: a presentation's `item:` must be Identifiable; Note has no field `id` to identify it by"]
        }
        #expect(try exportErrors(ItemIdentityTests.notes(note: ItemIdentityTests.withID, script: "  - tap: open")).isEmpty)
    }
}
