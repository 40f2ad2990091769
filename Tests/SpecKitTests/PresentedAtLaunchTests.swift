import Testing
@testable import SpecKit

/// An item-bound presentation whose holder starts with a value is presented when its view first
/// appears, its content given that item, as SwiftUI presents `sheet(item:)` whenever the item is
/// non-nil (docs/semantics.md §22); dismissing it writes nil, so the export declares the holder
/// an optional even though it starts with a value.
@Suite struct PresentedAtLaunchTests {
    /// A note presented by `style` from launch; its editor counts its own taps and closes itself.
    static func notes(_ style: String, item: String = "'Note(id: 1, title: \"milk\")'", expect: String = "[editing milk 0]") -> String {
        """
        models:
          Note: { kind: struct, fields: { id: 0, title: '""' } }
        components:
          Notes:
            state: { selected: \(item), opens: 0 }
            body:
              - text: opens {opens}
              - Title:
                \(style):
                  item: $selected
                  as: note
                  content:
                    - Editor: { note: note }
                      on-appear: opens += 1
          Editor:
            props: [note]
            state: { taps: 0 }
            body:
              - text: editing {note.title} {taps}
              - button: more
                action: taps += 1
              - button: close
                action: dismiss()
          Title:
            body: [ { text: Notes } ]
        root: Notes
        script:
          - expect: \(expect)
            assert: ["Notes.opens == 1"]
          - tap: more
            expect: [editing milk 1]
          - tap: close
            expect: [opens 1]
            assert: ["Notes.selected == nil"]
        """
    }

    @Test(arguments: ["sheet", "full-screen-cover", "popover"])
    func anItemThatStartsNonNilIsPresentedAtLaunch(style: String) {
        let yaml = Self.notes(style)
        #expect(diagnostics(yaml).isEmpty)
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        // The lock: the content has the item it started with, not another.
        #expect(!scenario(Self.notes(style, expect: "[editing eggs 0]")).passed)
    }

    /// Starting nil, nothing is presented at launch: the same script fails at its first step.
    @Test func anItemThatStartsNilIsNotPresented() {
        let s = scenario(Self.notes("sheet", item: "nil"))
        #expect(!s.passed)
    }

    /// An alert whose flag starts true presents its data at launch.
    @Test func anAlertPresentingAtLaunchShowsItsData() {
        let yaml = """
            components:
              Notes:
                state: { pending: '"milk"', confirming: true, deleted: 0 }
                body:
                  - text: deleted {deleted}
                  - Title:
                    alert:
                      title: Delete?
                      is-presented: $confirming
                      presenting: pending
                      as: item
                      actions:
                        - button: Delete
                          role: destructive
                          action: deleted += 1
                      message: "{item} will be deleted."
              Title:
                body: [ { text: Notes } ]
            root: Notes
            script:
              - expect: [milk will be deleted.]
              - tap: Delete
                expect: [deleted 1]
            """
        #expect(scenario(yaml).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: "[deleted 1]", with: "[deleted 0]")).passed)
    }

    static let exported = InlineSpec("launch-sheet.yaml", notes("sheet"))

    /// `@State private var selected: Note? = Note(…)`: `sheet(item:)` takes a `Binding<Note?>`,
    /// which a holder inferred `Note` from its first value would not give.
    @Test func theExportDeclaresTheHolderOptional() async throws {
        let export = try Self.exported.export()
        let notes = export.files.first { $0.path == "App/Notes.swift" }?.contents ?? ""
        #expect(notes.contains("@State private var selected: Note? = Note(id: 1, title: \"milk\")"), "\(notes)")
        try await ExportTests().expectTypeChecks(export)
    }
}
