import Foundation
import Testing
@testable import SpecKit

/// `interactive-dismiss-disabled:` (docs/semantics.md §55): a swipe down on a sheet whose content
/// holds the modifier true is refused; `dismiss()` and a write to the binding still dismiss it.
@Suite struct InteractiveDismissRulesTests {
    /// `Notes` presents `Editor`, which refuses the swipe while it has unsaved changes.
    static let app = """
        components:
          Notes:
            state: { editing: false, closed: 0 }
            body:
              - text: "closed {closed}"
              - button: edit
                action: editing = true
              - Title:
                sheet:
                  is-presented: $editing
                  on-dismiss: closed += 1
                  content:
                    - Editor: {}
                    - button: discard
                      action: editing = false
          Title:
            body: [ { text: Notes } ]
          Editor:
            state: { changes: 0 }
            body:
              - text: "unsaved {changes}"
              - button: type
                action: changes += 1
              - button: save
                action: changes = 0
              - button: done
                action: dismiss()
              - Fields:
                interactive-dismiss-disabled: changes > 0
          Fields:
            body: [ { text: fields } ]
        root: Notes
        """

    func script(_ steps: String) -> ScenarioResult { scenario(Self.app + "\nscript:\n" + steps) }

    @Test func aSwipeIsRefusedWhileTheContentSaysSo() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("edit", at: at)
        try g.tap("type", at: at)
        try g.perform(.dismiss, at: at)
        // The sheet stays, its editor with its draft; nothing under it is on screen.
        #expect(texts(on: g) == ["unsaved 1", "fields"])
        let s = script("  - tap: edit\n  - tap: type\n  - dismiss: sheet\n    assert: [\"Notes.editing == true\", \"Notes.closed == 0\", \"Editor.inits == 1\"]\n")
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    @Test func theRefusalFollowsTheStateAtTheSwipe() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("edit", at: at)
        // Nothing unsaved yet: the swipe dismisses, and on-dismiss runs.
        try g.perform(.dismiss, at: at)
        #expect(texts(on: g) == ["closed 1", "Notes"])
        try g.tap("edit", at: at)
        try g.tap("type", at: at)
        try g.perform(.dismiss, at: at)
        #expect(texts(on: g).first == "unsaved 1")
        try g.tap("save", at: at)
        try g.perform(.dismiss, at: at)
        #expect(texts(on: g) == ["closed 2", "Notes"])
    }

    @Test func dismissAndAWriteToTheBindingStillCloseIt() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("edit", at: at)
        try g.tap("type", at: at)
        try g.tap("done", at: at)
        #expect(texts(on: g) == ["closed 1", "Notes"])
        try g.tap("edit", at: at)
        try g.tap("type", at: at)
        try g.tap("discard", at: at)
        #expect(texts(on: g) == ["closed 2", "Notes"])
    }

    @Test func aRefusedSwipeRunsNoOnDismissAndDestroysNothing() throws {
        let file = run(Self.app + "\nscript:\n  - tap: edit\n  - tap: type\n  - dismiss: sheet\n")
        let events = try #require(file.scenarios.first?.events)
        let stepStart = try #require(events.lastIndex { if case .stepStarted(3, _) = $0 { true } else { false } })
        let after = events[stepStart...]
        #expect(!after.contains { if case .destroyed = $0 { true } else { false } })
        #expect(!after.contains { if case .screen(_, .dismissed) = $0 { true } else { false } })
        #expect(!after.contains { if case .handlerRan(_, _, "on-dismiss", _) = $0 { true } else { false } })
        #expect(!after.contains { if case .stateWritten = $0 { true } else { false } })
    }

    /// The value is read from the content the swipe would dismiss: a sheet presented over a
    /// locked one is swiped away, and the locked one stays.
    @Test func aSheetOverTheLockedContentIsItsOwn() throws {
        let yaml = Self.app
            .replacingOccurrences(of: "    state: { changes: 0 }\n", with: "    state: { changes: 0, more: false }\n")
            .replacingOccurrences(of: "      - Fields:\n        interactive-dismiss-disabled: changes > 0\n",
                                  with: "      - button: more\n        action: more = true\n      - Fields:\n        interactive-dismiss-disabled: changes > 0\n        sheet:\n          is-presented: $more\n          content:\n            - text: more\n")
        let (g, at) = try launched(yaml)
        try g.tap("edit", at: at)
        try g.tap("type", at: at)
        try g.tap("more", at: at)
        #expect(texts(on: g) == ["more"])
        try g.perform(.dismiss, at: at)
        #expect(texts(on: g).first == "unsaved 1")
        try g.perform(.dismiss, at: at)
        #expect(texts(on: g).first == "unsaved 1")
    }

    @Test func aPopoverShownAsASheetIsRefusedTheSameWay() throws {
        let yaml = Self.app.replacingOccurrences(of: "        sheet:\n", with: "        popover:\n")
            .replacingOccurrences(of: "          on-dismiss: closed += 1\n", with: "")
        let (g, at) = try launched(yaml)
        try g.tap("edit", at: at)
        try g.tap("type", at: at)
        try g.perform(.dismiss, at: at)
        #expect(texts(on: g).first == "unsaved 1")
        try g.tap("save", at: at)
        try g.perform(.dismiss, at: at)
        #expect(texts(on: g).first == "closed 0")
    }

    /// The lock: a spec that expects the refused swipe to dismiss fails, and one that expects an
    /// allowed swipe to be refused fails.
    @Test func aWrongExpectationAboutTheSwipeFails() {
        let good = script("  - tap: edit\n  - tap: type\n  - dismiss: sheet\n    expect: [unsaved 1]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let dismissed = script("  - tap: edit\n  - tap: type\n  - dismiss: sheet\n    expect: [closed 1]\n")
        #expect(!dismissed.passed)
        #expect(dismissed.failures.first?.expectation.label == "closed 1")
        #expect(dismissed.failures.first?.screenSummary.contains("unsaved 1") == true)
        let refused = script("  - tap: edit\n  - dismiss: sheet\n    expect: [unsaved 0]\n")
        #expect(!refused.passed)
        #expect(refused.failures.first?.expectation.label == "unsaved 0")
    }

    @Test func theTraceAndThePictureSayWhoRefusedIt() throws {
        let file = run(Self.app + "\nscript:\n  - tap: edit\n  - tap: type\n  - dismiss: sheet\n  - tap: save\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains(".interactiveDismissDisabled(changes > 0) is true on Fields: a swipe down on the sheet it is in is refused\n"))
        #expect(text.contains("swipe refused: interactiveDismissDisabled is true in Notes/sheet/Editor/Fields, inside the sheet's content, so the sheet springs back and stays: its binding is not written, its content keeps its state, and its on-dismiss does not run"))
        #expect(text.contains(".interactiveDismissDisabled(changes > 0) is false on Fields: a swipe down on the sheet it is in is allowed again\n"))
        let events = file.scenarios[0].events
        let refused = try #require(TreeSnapshot(events: events, step: 3))
        let sheet = TreeGraph(refused, scenario: "s").boxes.first { $0.title == "sheet" }?.lines ?? []
        #expect(sheet.contains("swipe refused: interactiveDismissDisabled is true in Notes/sheet/Editor/Fields"))
        let fields = TreeGraph(refused, scenario: "s").boxes.first { $0.title == "Fields" }?.lines ?? []
        #expect(fields.contains(".interactiveDismissDisabled(changes > 0) = true"))
        // The next step's picture no longer shows the refused swipe.
        let next = try #require(TreeSnapshot(events: events, step: 4))
        let later = TreeGraph(next, scenario: "s").boxes.first { $0.title == "sheet" }?.lines ?? []
        #expect(!later.contains { $0.hasPrefix("swipe refused") })
        #expect(TreeGraph(next, scenario: "s").boxes.first { $0.title == "Fields" }?.lines.contains(".interactiveDismissDisabled(changes > 0) = false") == true)
    }

    @Test func exploringDoesNotOfferARefusedSwipe() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("edit", at: at)
        #expect(ExploreAction.available(on: g, alphabet: [], controls: false).actions.contains(.dismiss))
        try g.tap("type", at: at)
        #expect(!ExploreAction.available(on: g, alphabet: [], controls: false).actions.contains(.dismiss))
    }

    @Test func theCheckRefusesLikelyMistakes() throws {
        let number = diagnostics(Self.app.replacingOccurrences(of: "interactive-dismiss-disabled: changes > 0", with: "interactive-dismiss-disabled: changes"))
        #expect(number.map(\.message) == ["`interactive-dismiss-disabled:` needs a Bool; changes is an Int"], "\(number.map(\.message))")
        // On the child that writes the sheet, at the root: nothing presents it.
        let presenter = Self.app.replacingOccurrences(of: "        interactive-dismiss-disabled: changes > 0\n", with: "")
            .replacingOccurrences(of: "      - Title:\n        sheet:\n", with: "      - Title:\n        interactive-dismiss-disabled: true\n        sheet:\n")
        let beside = diagnostics(presenter)
        #expect(beside.map(\.message) == ["`interactive-dismiss-disabled:` refuses a swipe down on the sheet it is in, but no sheet or popover presents Notes"])
        #expect(beside.first?.hint?.hasPrefix("SwiftUI reads it from inside the presented content") == true)
        let cover = diagnostics(Self.app.replacingOccurrences(of: "        sheet:\n", with: "        full-screen-cover:\n"))
        #expect(cover.map(\.message) == ["`interactive-dismiss-disabled:` refuses a swipe down on the sheet it is in, but Editor is presented only by a full-screen cover, which no swipe dismisses"])
        // Written in the content itself, it is in place.
        let inContent = Self.app.replacingOccurrences(of: "                    - Editor: {}\n", with: "                    - Editor: {}\n                      interactive-dismiss-disabled: true\n")
        #expect(diagnostics(inContent).isEmpty)
    }

    /// Where its type is not certain before the run (a state that starts as nil), the run stops
    /// at the render that evaluates it.
    @Test func aConditionThatIsNotABoolStopsTheRun() {
        let yaml = Self.app.replacingOccurrences(of: "    state: { changes: 0 }\n", with: "    state: { changes: 0, note: nil }\n")
            .replacingOccurrences(of: "interactive-dismiss-disabled: changes > 0", with: "interactive-dismiss-disabled: note")
        let s = scenario(yaml + "\nscript:\n  - tap: edit\n")
        #expect(s.error?.message == "`interactive-dismiss-disabled:` needs a Bool; note is nil", "\(s.error?.message ?? "")")
    }

    static let exported = InlineSpec("lock.yaml", Self.app + "\nscript:\n  - tap: edit\n  - tap: type\n  - dismiss: sheet\n    expect: [unsaved 1]\n")

    @Test func theExportWritesTheModifierAndTheUITestSwipes() async throws {
        let export = try Self.exported.export()
        let editor = export.files.first { $0.path == "App/Editor.swift" }?.contents ?? ""
        #expect(editor.contains("Fields()\n                .interactiveDismissDisabled(changes > 0)\n"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.swipeDown()\n"))
        try await ExportTests().expectTypeChecks(export)
    }
}
