import Foundation
import Testing
@testable import SpecKit

/// `on-delete:` on a for-each and the `delete:` step (docs/semantics.md §43): a swipe runs the
/// action with the row's offset, and the for-each's identities decide what stays.
@Suite struct SwipeDeleteRulesTests {
    /// `Shelf` owns three items keyed by the element, each row a `Row` with its own likes, and a
    /// text outside the for-each that no swipe reaches.
    static let app = """
        components:
          Shelf:
            state: { items: '["a", "b", "c"]', gone: '""', deletes: 0 }
            body:
              - text: "gone {gone} deletes {deletes}"
              - for-each: items
                as: item
                id: item
                on-delete:
                  - deletes += 1
                  - "items.remove(atOffsets: offsets)"
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

    /// One list of two numbers whose for-each has `on-delete:` written as given (or none), and a script.
    static func numbers(onDelete: String?, script: String = "") -> String {
        """
        components:
          Root:
            state: { items: '[1, 2]' }
            body:
              - for-each: items
                as: item
                id: item
        \(onDelete.map { "        on-delete: \"\($0)\"\n" } ?? "")        body: [ { text: "n {item}" } ]
        root: Root
        \(script)
        """
    }

    @Test func aSwipeRunsTheActionWithTheRowsOffsetAndTheRowGoesWithItsState() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("like c", at: at)
        try g.perform(.delete("row b"), at: at)
        #expect(texts(on: g) == ["gone b deletes 1", "row a", "a likes 0", "row c", "c likes 1"])
        // The offset is the row's position now: c is at offset 1 after b went.
        try g.perform(.delete("c likes 1"), at: at)
        #expect(texts(on: g) == ["gone bc deletes 2", "row a", "a likes 0"])
    }

    @Test func keyedByPositionTheLastRowGoesAndTheSwipedRowsStateShowsTheNextElement() throws {
        let yaml = Self.app.replacingOccurrences(of: "id: item\n", with: "index: i\n        id: i\n")
        let (g, at) = try launched(yaml)
        try g.tap("like a", at: at)
        try g.perform(.delete("row a"), at: at)
        #expect(texts(on: g) == ["gone c deletes 1", "row b", "b likes 1", "row c", "c likes 0"])
    }

    @Test func overABindingTheRowsKeepTheirIdentitiesAndBindingsFollowTheIndices() throws {
        let yaml = """
            components:
              Chores:
                state: { chores: '["dishes", "laundry", "trash"]' }
                body:
                  - for-each: $chores
                    as: chore
                    id: chore
                    on-delete: "chores.remove(atOffsets: offsets)"
                    body:
                      - Field: { text: $chore }
              Field:
                bindings: [text]
                state: { edits: 0 }
                body:
                  - text: "{text} edits {edits}"
                  - button: edit {text}
                    action: edits += 1
            root: Chores
            """
        let (g, at) = try launched(yaml)
        try g.tap("edit trash", at: at)
        try g.perform(.delete("dishes edits 0"), at: at)
        #expect(texts(on: g) == ["laundry edits 0", "trash edits 1"])
    }

    /// A row that shows only a control is found by the control's title, as XCUITest finds the
    /// cell containing a toggle by the toggle's label: "done a", not "done a: off".
    @Test func aRowIsFoundByTheTitleOfAControlItShows() throws {
        let yaml = """
            components:
              Chores:
                state: { chores: '["a", "b"]', done: false }
                body:
                  - for-each: chores
                    as: chore
                    id: chore
                    on-delete: "chores.remove(atOffsets: offsets)"
                    body:
                      - toggle: "done {chore}"
                        is-on: $done
            root: Chores
            """
        let (g, at) = try launched(yaml)
        try g.perform(.delete("done a"), at: at)
        #expect(g.screen.map(\.label) == ["done b: off"])
        do {
            try g.perform(.delete("done c"), at: at)
            Issue.record("no row shows done c")
        } catch let d as Diagnostic {
            #expect(d.hint?.hasSuffix("rows that can be deleted: \"done b\"") == true, "\(d.hint ?? "")")
        }
    }

    @Test func aLabelInNoDeletableRowIsRefused() throws {
        let (g, at) = try launched(Self.app)
        do {
            try g.perform(.delete("gone  deletes 0"), at: at)
            Issue.record("the text is outside the for-each")
        } catch let d as Diagnostic {
            #expect(d.message == "delete: \"gone  deletes 0\" is on screen but in no row of a for-each with `on-delete:`, so it offers no swipe to delete")
            #expect(d.hint?.hasSuffix("rows that can be deleted: \"row a\", \"row b\", \"row c\"") == true)
        }
        do {
            try g.perform(.delete("row d"), at: at)
            Issue.record("no row shows row d")
        } catch let d as Diagnostic {
            #expect(d.message == "delete: no row showing \"row d\" is on screen")
            #expect(d.hint?.hasPrefix("did you mean 'row a'?") == true)
        }
        #expect(texts(on: g).first == "gone  deletes 0", "a refused swipe runs nothing")
    }

    /// A hint names each row by a label no other row shows, or by its offset when it has none:
    /// a first label every row shows ("row") would name none of them.
    @Test func aHintNamesEachRowByALabelOfItsOwn() throws {
        let yaml = """
            components:
              Root:
                state: { items: '["a", "b", "b"]' }
                body:
                  - for-each: items
                    as: item
                    index: i
                    id: i
                    on-delete: "items.remove(atOffsets: offsets)"
                    body:
                      - text: "row"
                      - text: "row {item}"
            root: Root
            """
        let (g, at) = try launched(yaml)
        do {
            try g.perform(.delete("row z"), at: at)
            Issue.record("no row shows row z")
        } catch let d as Diagnostic {
            #expect(d.hint?.hasSuffix("rows that can be deleted: \"row a\", the row at offset 1 (no label of its own), the row at offset 2 (no label of its own)") == true, "\(d.hint ?? "")")
        }
        do {
            try g.perform(.delete("row"), at: at)
            Issue.record("three rows show row")
        } catch let d as Diagnostic {
            #expect(d.hint == "name a text or button only one row shows: \"row a\", the row at offset 1 (no label of its own), the row at offset 2 (no label of its own)")
        }
    }

    @Test func theCheckRefusesADeleteWhenNoForEachHasOnDelete() throws {
        let yaml = Self.app.replacingOccurrences(of: "on-delete:", with: "x-on-delete:")
        let spec = try SpecDecoder.decode(Array((Self.app + "\nscript:\n  - delete: row a\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: spec).isEmpty)
        let without = Self.numbers(onDelete: nil, script: "script:\n  - delete: n 1")
        let problems = ScriptTargets.problems(in: try SpecDecoder.decode(Array(without.utf8), file: "t.yaml"))
        #expect(problems.map(\.message) == ["delete: no `for-each:` has `on-delete:`, so no row offers a swipe to delete"])
        #expect(!diagnostics(yaml).isEmpty, "a misspelt key is refused")
    }

    @Test func theDecoderRefusesOnDeleteBesideAComponentAndAClosureForm() {
        let beside = diagnostics("""
            components:
              Root:
                body:
                  - Leaf:
                    on-delete: n = 1
              Leaf:
                body: [ { text: leaf } ]
            root: Root
            """)
        #expect(beside.map(\.message) == ["`on-delete:` stands on a `for-each:`, not beside a component"])
        let closure = diagnostics(Self.numbers(onDelete: "{ offsets in items.remove(atOffsets: offsets) }"))
        #expect(closure.map(\.message) == ["`on-delete:` takes the closure's statements, without braces or a parameter"])
    }

    @Test func theActionSeesTheBodysNamesAndOffsetsButNotTheRowsElement() {
        let found = diagnostics(Self.numbers(onDelete: "items.remove(at: item)"))
        #expect(found.contains { $0.message.contains("'item'") }, "\(found.map(\.message))")
        // The hint says why and how to reach the element, not a name it resembles.
        #expect(found.first?.hint?.hasPrefix("`on-delete:` is .onDelete on the ForEach, which runs for the list, outside its rows") == true)
        #expect(found.first?.hint?.hasSuffix("e.g. `for i in offsets { … items[i] … }`") == true)
    }

    @Test func removingAnOffsetPastTheEndIsAnError() {
        let s = scenario(Self.numbers(onDelete: "items.remove(atOffsets: [5])", script: "script:\n  - delete: n 1"))
        #expect(s.error?.message == "index 5 is out of range: items has 2 elements")
    }

    /// The lock: an expectation the delete does not meet fails and shows what is on screen.
    @Test func aWrongExpectationAfterADeleteFails() {
        let good = scenario(Self.app + "\nscript:\n  - tap: like c\n  - delete: row a\n    expect: [c likes 1]\n    expect-not: [row a]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.app + "\nscript:\n  - tap: like c\n  - delete: row a\n    expect: [a likes 0]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "a likes 0")
        #expect(bad.failures.first?.screenSummary.contains("c likes 1") == true)
    }

    @Test func theTraceAndThePictureSayWhichRowAndOffset() throws {
        let file = run(Self.app + "\nscript:\n  - delete: row b\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("step 1: swipe to delete the row \"row b\"\n"))
        #expect(text.contains("swipe the row showing \"row b\" left and tap Delete: row \"b\" of Shelf's for-each, at offset 1 in its data, so its on-delete action runs with offsets [1], as a tap runs a button's action\n"))
        #expect(text.contains("was written by the delete"))
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let lines = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Shelf" }?.lines ?? []
        #expect(lines.contains("row \"b\" swiped to delete: .onDelete ran with offsets [1]"))
        let launch = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 0))
        #expect(!(TreeGraph(launch, scenario: "s").boxes.first { $0.title == "Shelf" }?.lines ?? []).contains { $0.contains("swiped") })
    }

    @Test func exploringOffersADeletePerRow() throws {
        let (g, _) = try launched(Self.app)
        let actions = ExploreAction.available(on: g, alphabet: [], controls: false).actions
        #expect(actions.filter { if case .delete = $0 { true } else { false } } == [.delete("row a"), .delete("row b"), .delete("row c")])
        #expect(ExploreAction.delete("row a").yaml(indent: "") == "- delete: \"row a\"\n")
        try ExploreAction.delete("row a").perform(on: g)
        #expect(!texts(on: g).contains("row a"))
    }

    static let exported = InlineSpec("delete.yaml", Self.app + "\nscript:\n  - delete: row b\n    expect: [row c]\n")

    @Test func theExportWritesTheForEachInAListWithOnDeleteAndTheUITestSwipes() async throws {
        let export = try Self.exported.export()
        let list = export.files.first { $0.path == "App/Shelf.swift" }?.contents ?? ""
        #expect(list.contains("SwiftUI.List {\n"))
        #expect(list.contains(".onDelete { offsets in\n"))
        #expect(list.contains("items.remove(atOffsets: offsets)"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.cells.containing(.any, identifier: \"row b\").firstMatch.swipeLeft()\n"))
        #expect(tests.contains("app.buttons[\"Delete\"].tap()\n"))
        try await ExportTests().expectTypeChecks(export)
    }

    static let nested = InlineSpec("nested.yaml", """
            models:
              Sec: { kind: struct, fields: { id: 0, items: "[]" } }
            components:
              Root:
                state:
                  sections: '[Sec(id: 1, items: ["a", "b"]), Sec(id: 2, items: ["c", "d"])]'
                body:
                  - for-each: sections
                    as: section
                    index: s
                    id: section.id
                    on-delete: "sections.remove(atOffsets: offsets)"
                    body:
                      - text: "section {section.id}"
                      - for-each: section.items
                        as: item
                        id: item
                        on-delete: "sections[s].items.remove(atOffsets: offsets)"
                        body:
                          - text: "row {item}"
            root: Root
            script:
              - delete: row c
                expect: [section 2, row d]
                expect-not: [row c]
              - delete: section 1
                expect-not: [row a]
            """)

    /// A deletable for-each in the rows of another is its ForEach alone in the outer List: its
    /// rows are the List's rows, cells of their own that the test's query finds, not a List in a row.
    @Test func aNestedDeletableForEachIsWrittenInTheOuterList() async throws {
        let yaml = Self.nested.yaml
        #expect(scenario(yaml).passed)
        let export = try Self.nested.export()
        let view = export.files.first { $0.path == "App/Root.swift" }?.contents ?? ""
        #expect(view.components(separatedBy: "SwiftUI.List {").count == 2, "one List: \(view)")
        #expect(view.components(separatedBy: ".onDelete { offsets in").count == 3)
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.cells.containing(.any, identifier: \"row c\").firstMatch.swipeLeft()\n"))
        try await ExportTests().expectTypeChecks(export)
    }
}
