import Foundation
import Testing
@testable import SpecKit

/// Popovers (docs/semantics.md §35): on an iPhone's compact width SwiftUI shows a popover as a
/// sheet, so it follows a sheet's rules (§22) — built from the parent's last render, a new
/// identity each time, swiped down — but takes no `onDismiss:`; and check, explore, the trace,
/// the pictures and the export know it.
@Suite struct PopoverRulesTests {
    /// Parent presents Tip by `showing`; its body reads neither `hint` nor `showing` unless asked,
    /// and counts the closes with an on-disappear inside the content.
    func presenter(readsHint: Bool = false, script: String) -> String {
        """
        components:
          Parent:
            state: { hint: 1, showing: false, closes: 0 }
            body:
              - text: parent\(readsHint ? " {hint}" : "")
              - button: open 2
                action: "hint = 2; showing = true"
              - Anchor:
                popover:
                  is-presented: $showing
                  content:
                    - Tip: { number: hint }
                      on-disappear: closes += 1
                    - button: hide
                      action: showing = false
        \(Self.tip(script: script))
        """
    }

    /// The same with `popover(item:)`: the content gets the item and can move to the next one.
    func itemPresenter(script: String) -> String {
        """
        components:
          Parent:
            state: { selected: nil }
            body:
              - button: open 2
                action: selected = 2
              - Anchor:
                popover:
                  item: $selected
                  as: number
                  content:
                    - Tip: { number: number }
                    - button: next
                      action: selected = number + 1
        \(Self.tip(script: script))
        """
    }

    /// The view the popovers are written on, the view they present, and the script.
    static func tip(script: String) -> String {
        """
          Anchor:
            body: []
          Tip:
            props: [number]
            state: { likes: 0 }
            body:
              - text: tip {number} likes {likes}
              - button: like
                action: likes += 1
              - button: close
                action: dismiss()
        root: Parent
        script:
        \(script)
        """
    }

    func passed(_ s: ScenarioResult) -> Comment { "\(s.failures.map(\.message)) \(String(describing: s.error))" }

    @Test func theContentIsBuiltFromTheParentsLastRenderAndHidesTheParent() {
        let stale = scenario(presenter(script: "  - tap: open 2\n    expect: [tip 1 likes 0]\n    expect-not: [parent, open 2]\n"))
        #expect(stale.passed, passed(stale))
        #expect(stale.renders(of: "Parent") == 1)
        // Reading the hint renders the parent first, so the closure captures 2.
        let fresh = scenario(presenter(readsHint: true, script: "  - tap: open 2\n    expect: [tip 2 likes 0]\n"))
        #expect(fresh.passed, passed(fresh))
    }

    @Test func aSwipeWritesTheFlagAndEachPresentationIsANewIdentity() {
        let s = scenario(presenter(script: """
              - tap: open 2
              - tap: like
                expect: [tip 1 likes 1]
              - dismiss: sheet
                expect: [parent]
              - tap: open 2
                expect: [tip 1 likes 0]
            """))
        #expect(s.passed, passed(s))
        let flags = s.events.compactMap { if case .stateWritten(_, "showing", _, let new) = $0 { new } else { nil } }
        #expect(flags == [.bool(true), .bool(false), .bool(true)])
        #expect(s.events.filter { if case .destroyed(let ref, _) = $0 { ref.component == "Tip" } else { false } }.count == 1)
    }

    @Test func dismissInsideAndAWriteToTheBindingCloseItAndOnDisappearCountsEveryClose() throws {
        let (g, at) = try launched(presenter(script: "  []"))
        for close in ["close", "hide"] {
            try g.tap("open 2", at: at)
            try g.tap(close, at: at)
            #expect(texts(on: g) == ["parent"], "after \(close)")
        }
        try g.tap("open 2", at: at)
        try g.perform(.dismiss, at: at)
        #expect(g.root?[holder: "closes"] == .int(3))
    }

    @Test func anItemPopoverPassesTheItemAndANewItemReplacesIt() {
        let s = scenario(itemPresenter(script: """
              - tap: open 2
                expect: [tip 2 likes 0]
              - tap: like
              - tap: next
                expect: [tip 3 likes 0]
                expect-not: [tip 2 likes 1]
              - dismiss: sheet
                expect: [open 2]
            """))
        #expect(s.passed, passed(s))
        #expect(s.renders(of: "Parent") == 1)
        #expect(s.events.contains { if case .screen(_, .dismissed("popover", .int(2)?)) = $0 { true } else { false } })
        #expect(s.events.contains { if case .screen(_, .presented("popover", .int(3)?, "Parent")) = $0 { true } else { false } })
    }

    @Test func onDismissIsRefusedAndTheOtherKeysAreASheets() {
        let yaml = presenter(script: "  []").replacingOccurrences(of: "is-presented: $showing\n", with: "is-presented: $showing\n          on-dismiss: closes += 1\n")
        let found = diagnostics(yaml)
        #expect(found.map(\.message) == ["a popover has no `on-dismiss:`: SwiftUI's `.popover(…)` takes no `onDismiss:` closure"])
        #expect(found.first?.hint?.contains("`on-disappear:`") == true)
        let unknown = diagnostics(presenter(script: "  []").replacingOccurrences(of: "is-presented: $showing\n", with: "is-presented: $showing\n          arrow-edge: top\n"))
        #expect(unknown.map(\.message) == ["unknown key 'arrow-edge' in a popover"])
        #expect(unknown.first?.hint == "known keys: is-presented, item, as, content")
    }

    @Test func checkAcceptsASwipeAndExploringSwipesThePopoverDown() throws {
        let swiped = try SpecDecoder.decode(Array(presenter(script: "  - tap: open 2\n  - dismiss: sheet\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: swiped).isEmpty)
        let (g, at) = try launched(presenter(script: "  []"))
        #expect(!ExploreAction.available(on: g, alphabet: [], controls: false).actions.contains(.dismiss))
        try g.tap("open 2", at: at)
        let actions = ExploreAction.available(on: g, alphabet: [], controls: false).actions
        #expect(actions.contains(.dismiss) && !actions.contains(.goBack))
        #expect(actions.contains(.tap("like")) && !actions.contains(.tap("open 2")))
    }

    @Test func theTraceAndThePictureSayItIsShownAsASheet() throws {
        let file = run(itemPresenter(script: "  - tap: open 2\n  - dismiss: sheet\n"))
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("popover content created for item 2, shown as a sheet: on an iPhone's compact width SwiftUI presents a popover as a sheet; a new identity, built from the values Parent's body had when it last ran"))
        #expect(text.contains("popover dismissed (item was 2): the sheet it was shown as is gone, its content destroyed, its state lost"))
        let events = try #require(file.scenarios.first?.events)
        let shown = try #require(TreeSnapshot(events: events, step: 1))
        #expect(shown.nodes.values.contains { $0.ref.component == "popover" && $0.screen == "presented as a sheet for item 2" })
        let gone = try #require(TreeSnapshot(events: events, step: 2))
        #expect(gone.nodes.values.contains { $0.ref.component == "popover" && $0.screen == "not presented" })
    }

    @Test func aWrongExpectationAboutAPopoverExitsOne() async throws {
        // Expecting the new hint, which only a parent that reads it would give.
        let (status, out, _) = try await runSpecFile(presenter(script: "  - tap: open 2\n    expect: [tip 2 likes 0]\n"))
        #expect(status == 1)
        #expect(out.contains("FAIL"))
    }

    static let flagExported = InlineSpec("p.yaml", Self().presenter(script: "  - tap: open 2\n  - dismiss: sheet\n"))
    static let itemExported = InlineSpec("i.yaml", Self().itemPresenter(script: "  - tap: open 2\n"))

    @Test func thePopoverIsExportedAndTheUITestSwipesItDown() async throws {
        let flag = try Self.flagExported.export()
        let parent = try #require(flag.files.first { $0.path == "App/Parent.swift" }?.contents)
        #expect(parent.contains(".popover(isPresented: $showing) {"))
        #expect(!parent.contains("onDismiss"))
        let tests = try #require(flag.files.first { $0.path.hasPrefix("UITests/") }?.contents)
        #expect(tests.contains("app.swipeDown()"))
        let item = try Self.itemExported.export()
        let itemParent = try #require(item.files.first { $0.path == "App/Parent.swift" }?.contents)
        #expect(itemParent.contains(".popover(item: $selected) { number in"))
        #expect(item.files.contains { $0.path == "App/Identifiable.swift" && $0.contents.contains("extension Int: @retroactive Identifiable") })
        try await ExportTests().expectTypeChecks(flag, item)
    }
}
