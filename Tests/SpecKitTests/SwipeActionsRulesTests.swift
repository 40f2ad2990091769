import Foundation
import Testing
@testable import SpecKit

/// `swipe-actions:` on a for-each and the `swipe:` step (docs/semantics.md §51): a swipe on a row
/// reveals its buttons, and a tap on one runs its action in the row's scope.
@Suite struct SwipeActionsRulesTests {
    /// `Shelf` owns three items keyed by the element; each row offers Pin, which captures the
    /// element, and Delete, which removes the row by its index; a text outside the for-each.
    static let app = """
        components:
          Shelf:
            state: { items: '["a", "b", "c"]', pinned: '"none"', gone: '""' }
            body:
              - text: "pinned {pinned} gone [{gone}]"
              - for-each: items
                as: item
                index: i
                id: item
                swipe-actions:
                  buttons:
                    - button: Pin
                      action: pinned = item
                    - button: "Delete {item}"
                      action: "items.remove(at: i)"
                body:
                  - Row: { item: item }
                    on-disappear: gone = gone + item
          Row:
            props: [item]
            state: { likes: 0 }
            body:
              - text: "row {item}"
              - text: "{item} likes {likes}"
              - button: like {item}
                action: likes += 1
        root: Shelf
        """

    @Test func aButtonsActionSeesTheSwipedRowsElementAndIndex() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.swipe("row b", button: "Pin"), at: at)
        #expect(texts(on: g).first == "pinned b gone []")
        // The index is the row's own at its last render: c is at 1 once b is gone.
        try g.perform(.swipe("row b", button: "Delete b"), at: at)
        try g.perform(.swipe("c likes 0", button: "Delete c"), at: at)
        #expect(texts(on: g) == ["pinned b gone [bc]", "row a", "a likes 0"])
    }

    @Test func aDeleteButtonRemovesItsOwnRowAndTheOthersKeepTheirState() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("like c", at: at)
        try g.perform(.swipe("row a", button: "Delete a"), at: at)
        #expect(texts(on: g) == ["pinned none gone [a]", "row b", "b likes 0", "row c", "c likes 1"])
    }

    @Test func keyedByPositionTheLastRowGoesAndTheLikeStaysAtItsPosition() throws {
        let yaml = Self.app.replacingOccurrences(of: "id: item\n", with: "id: i\n")
        let (g, at) = try launched(yaml)
        try g.tap("like a", at: at)
        try g.perform(.swipe("row a", button: "Delete a"), at: at)
        #expect(texts(on: g) == ["pinned none gone [c]", "row b", "b likes 1", "row c", "c likes 0"])
    }

    @Test func aRowWithSwipeActionsOffersNoDeleteOfOnDelete() throws {
        let yaml = Self.app.replacingOccurrences(of: "swipe-actions:", with: "on-delete: \"items.remove(atOffsets: offsets)\"\n        swipe-actions:")
        let (g, at) = try launched(yaml)
        do {
            try g.perform(.delete("row a"), at: at)
            Issue.record("the row's swipe shows its own buttons")
        } catch let d as Diagnostic {
            #expect(d.message == "delete: the row showing \"row a\" has `swipe-actions:`, so SwiftUI shows its buttons, not onDelete's Delete")
        }
        #expect(texts(on: g).count == 7, "a refused delete runs nothing")
        let actions = ExploreAction.available(on: g, alphabet: [], controls: false).actions
        #expect(!actions.contains { if case .delete = $0 { true } else { false } })
    }

    @Test func aFullSwipeRunsTheFirstButtonUnlessFullSwipeIsFalse() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.swipe("row c", button: nil), at: at)
        #expect(texts(on: g).first == "pinned c gone []")
        let yaml = Self.app.replacingOccurrences(of: "buttons:\n            - button: Pin", with: "full-swipe: false\n          buttons:\n            - button: Pin")
        let (h, here) = try launched(yaml)
        do {
            try h.perform(.swipe("row c", button: nil), at: here)
            Issue.record("allowsFullSwipe false: a full swipe runs nothing")
        } catch let d as Diagnostic {
            #expect(d.message == "swipe: the row showing \"row c\" has `full-swipe: false`, so a full swipe only reveals its buttons")
            #expect(d.hint == "tap one with `button:`; its swipe actions: \"Pin\", \"Delete c\"")
        }
        #expect(texts(on: h).first == "pinned none gone []")
        let file = run(Self.app + "\nscript:\n  - swipe: { row: row c, full: true }\n    expect: [\"pinned c gone []\"]\n")
        #expect(file.scenarios.first?.passed == true)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("step 1: fully swipe the row \"row c\"\n"))
        #expect(text.contains("fully swipe the row showing \"row c\" left, which runs its first swipe action [Pin]: row \"c\" of Shelf's for-each"))
        let both = diagnostics(Self.app + "\nscript:\n  - swipe: { row: row c, button: Pin, full: true }\n")
        #expect(both.map(\.message) == ["a swipe step taps `button:` or swipes fully with `full: true`, not both"])
    }

    @Test func aStepOnARowWithoutSwipeActionsOrAnUnknownButtonIsAnErrorAtTheStep() throws {
        let (g, at) = try launched(Self.app)
        do {
            try g.perform(.swipe("pinned none gone []", button: "Pin"), at: at)
            Issue.record("the text is outside the for-each")
        } catch let d as Diagnostic {
            #expect(d.message == "swipe: \"pinned none gone []\" is on screen but in no row of a for-each with `swipe-actions:`, so it offers no swipe actions")
            #expect(d.hint?.hasSuffix("rows that can be swiped: \"row a\", \"row b\", \"row c\"") == true, "\(d.hint ?? "")")
        }
        do {
            try g.perform(.swipe("row a", button: "Delete"), at: at)
            Issue.record("no button is titled Delete")
        } catch let d as Diagnostic {
            #expect(d.message == "swipe: the row showing \"row a\" has no swipe action titled \"Delete\"")
            #expect(d.hint == "its swipe actions: \"Pin\", \"Delete a\"")
        }
        #expect(texts(on: g).first == "pinned none gone []")
    }

    @Test func aDisabledRowTakesNoSwipe() throws {
        let yaml = Self.app.replacingOccurrences(of: "root: Shelf", with: "root: Outer")
            + "\n  Outer:\n    body:\n      - Shelf:\n        disabled: true\n"
        let fixed = yaml.replacingOccurrences(of: "root: Outer\n  Outer:", with: "  Outer:").appending("root: Outer\n")
        let (g, at) = try launched(fixed)
        do {
            try g.perform(.swipe("row a", button: "Pin"), at: at)
            Issue.record("a disabled row offers no swipe")
        } catch let d as Diagnostic {
            #expect(d.message.hasPrefix("the row showing \"row a\" is disabled"))
        }
    }

    @Test func theCheckAndTheDecoderRefuseLikelyMistakes() throws {
        let none = """
            components:
              Root:
                state: { items: '[1, 2]' }
                body:
                  - for-each: items
                    as: item
                    id: item
                    body: [ { text: "n {item}" } ]
            root: Root
            script:
              - swipe: { row: n 1, button: Pin }
            """
        let spec = try SpecDecoder.decode(Array(none.utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: spec).map(\.message) == ["swipe: no `for-each:` has `swipe-actions:`, so no row shows buttons on a swipe"])
        let beside = diagnostics(Self.app.replacingOccurrences(of: "on-disappear: gone = gone + item", with: "swipe-actions: { buttons: [ { button: X, action: pinned = item } ] }"))
        #expect(beside.map(\.message) == ["`swipe-actions:` stands on a `for-each:`, not beside a component"])
        let edge = diagnostics(Self.app.replacingOccurrences(of: "buttons:\n            - button: Pin", with: "edge: left\n          buttons:\n            - button: Pin"))
        #expect(edge.map(\.message) == ["`edge:` is `leading` or `trailing`, found 'left'"])
        let noButton = diagnostics(Self.app + "\nscript:\n  - swipe: { row: row a }\n")
        #expect(noButton.map(\.message) == ["`swipe:` needs `row:`, a text or button the row shows, and `button:`, the swipe action to tap"])
        let outside = diagnostics(Self.app.replacingOccurrences(of: "action: pinned = item", with: "action: pinned = other"))
        #expect(outside.contains { $0.message.contains("'other'") }, "\(outside.map(\.message))")
    }

    /// The lock: an expectation the swipe does not meet fails and shows what is on screen.
    @Test func aWrongExpectationAfterASwipeFails() {
        let good = scenario(Self.app + "\nscript:\n  - swipe: { row: row b, button: Pin }\n    expect: [\"pinned b gone []\"]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.app + "\nscript:\n  - swipe: { row: row b, button: Pin }\n    expect: [\"pinned a gone []\"]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "pinned a gone []")
        #expect(bad.failures.first?.screenSummary.contains("pinned b gone []") == true)
    }

    @Test func theTraceAndThePictureSayWhichRowAndButton() throws {
        let file = run(Self.app + "\nscript:\n  - swipe: { row: row b, button: Pin }\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("step 1: swipe the row \"row b\" and tap Pin\n"))
        #expect(text.contains("swipe the row showing \"row b\" left and tap [Pin]: row \"b\" of Shelf's for-each, so the button's action runs in the row's scope, with item = \"b\", i = 1, as the row's last render bound them\n"))
        #expect(text.contains("was written by the swipe action"))
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let lines = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Shelf" }?.lines ?? []
        #expect(lines.contains("row \"b\" swiped: its swipe action [Pin] ran"))
    }

    @Test func exploringTapsEachButtonOfEachRow() throws {
        let (g, _) = try launched(Self.app)
        let actions = ExploreAction.available(on: g, alphabet: [], controls: false).actions
        let swipes = actions.filter { if case .swipe = $0 { true } else { false } }
        #expect(swipes.count == 6)
        #expect(swipes.contains(.swipe("row c", button: "Delete c")))
        #expect(ExploreAction.swipe("row a", button: "Pin").yaml(indent: "") == "- swipe: { row: \"row a\", button: \"Pin\" }\n")
        try ExploreAction.swipe("row a", button: "Delete a").perform(on: g)
        #expect(!texts(on: g).contains("row a"))
    }

    static let exported = InlineSpec("swipe.yaml", Self.app.replacingOccurrences(of: "buttons:\n            - button: Pin", with: "edge: leading\n          buttons:\n            - button: Pin")
        + "\nscript:\n  - swipe: { row: row b, button: Pin }\n    expect: [\"pinned b gone []\"]\n")

    @Test func theExportPutsSwipeActionsOnTheRowAndTheUITestSwipesAndTaps() async throws {
        let export = try Self.exported.export()
        let list = export.files.first { $0.path == "App/Shelf.swift" }?.contents ?? ""
        #expect(list.contains("SwiftUI.List {\n"))
        #expect(list.contains("SwiftUI.Group {\n"))
        #expect(list.contains(".swipeActions(edge: .leading) {\n"))
        #expect(list.contains("Button(\"Pin\") {\n"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.cells.containing(.any, identifier: \"row b\").firstMatch.swipeRight()\n"))
        #expect(tests.contains("app.buttons[\"Pin\"].tap()\n"))
        try await ExportTests().expectTypeChecks(export)
    }

    static let fullSwipe = InlineSpec("full.yaml", """
        components:
          Counter:
            state: { items: '[1, 2]', n: 0 }
            body:
              - for-each: items
                as: item
                id: item
                swipe-actions:
                  full-swipe: false
                  buttons: [ { button: Add, action: n += item } ]
                body: [ { text: "n {n} at {item}" } ]
          Other:
            state: { items: '[1]', n: 0 }
            body:
              - Counter:
              - for-each: items
                as: item
                id: item
                swipe-actions: { buttons: [ { button: More, action: n += 5 } ] }
                body: [ { text: "m {n}" } ]
        root: Other
        script:
          - swipe: { row: m 0, full: true }
            expect: [m 5]
          - swipe: { row: n 0 at 2, button: Add }
            expect: [n 2 at 2]
        """)

    @Test func theExportWritesAllowsFullSwipeAndAFullSwipeIsAFastOne() async throws {
        #expect(scenario(Self.fullSwipe.yaml).passed)
        let export = try Self.fullSwipe.export()
        let counter = export.files.first { $0.path == "App/Counter.swift" }?.contents ?? ""
        #expect(counter.contains(".swipeActions(allowsFullSwipe: false) {\n"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.cells.containing(.any, identifier: \"m 0\").firstMatch.swipeLeft(velocity: .fast)\n"))
        try await ExportTests().expectTypeChecks(export)
    }
}
