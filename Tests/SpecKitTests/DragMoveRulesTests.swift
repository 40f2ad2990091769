import Foundation
import Testing
@testable import SpecKit

/// `on-move:` on a for-each and the `move:` step (docs/semantics.md §43): a drag runs the action
/// with the row's offset and the offset it goes before, counted before the move.
@Suite struct DragMoveRulesTests {
    /// `Groceries` shows the destination each drag gave, and three rows keyed by the element, each
    /// with its own likes.
    static let app = """
        components:
          Groceries:
            state: { items: '["a", "b", "c"]', to: -1 }
            body:
              - text: "to {to}"
              - for-each: items
                as: item
                id: item
                on-move:
                  - to = destination
                  - "items.move(fromOffsets: source, toOffset: destination)"
                body:
                  - Row: { item: item }
          Row:
            props: [item]
            state: { likes: 0 }
            body:
              - text: "{item} likes {likes}"
              - button: like {item}
                action: likes += 1
        root: Groceries
        """

    @Test func aDragDownGoesBeforeTheOffsetAfterTheTargetAndADragUpBeforeTheTarget() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("like a", at: at)
        try g.perform(.move("like a", to: "like b"), at: at)
        #expect(texts(on: g) == ["to 2", "b likes 0", "a likes 1", "c likes 0"])
        try g.perform(.move("c likes 0", to: "b likes 0"), at: at)
        #expect(texts(on: g) == ["to 0", "c likes 0", "b likes 0", "a likes 1"])
    }

    @Test func keyedByPositionTheStateStaysAtItsPlace() throws {
        let yaml = Self.app.replacingOccurrences(of: "id: item\n", with: "index: i\n        id: i\n")
        let (g, at) = try launched(yaml)
        try g.tap("like a", at: at)
        try g.perform(.move("like a", to: "like c"), at: at)
        #expect(texts(on: g) == ["to 3", "b likes 1", "c likes 0", "a likes 0"])
    }

    @Test func theTargetIsAnotherRowOfTheSameForEach() throws {
        let (g, at) = try launched(Self.app)
        do {
            try g.perform(.move("like a", to: "to -1"), at: at)
            Issue.record("the text is outside the for-each")
        } catch let d as Diagnostic {
            #expect(d.message == "move: no other row of its for-each shows \"to -1\"")
            #expect(d.hint == "`to:` names the row whose place it takes; the other rows: \"b likes 0\", \"c likes 0\"")
        }
        #expect(throws: Diagnostic.self) { try g.perform(.move("like a", to: "a likes 0"), at: at) }
        do {
            try g.perform(.move("to -1", to: "like a"), at: at)
            Issue.record("the text is in no row")
        } catch let d as Diagnostic {
            #expect(d.message == "move: \"to -1\" is on screen but in no row of a for-each with `on-move:`, so it offers no drag to move")
        }
        #expect(texts(on: g).first == "to -1", "a refused drag runs nothing")
    }

    @Test func aRowOfAForEachWithOnlyOnDeleteCannotBeMoved() throws {
        let yaml = Self.app.replacingOccurrences(of: "on-move:", with: "on-delete:")
            .replacingOccurrences(of: "- to = destination", with: "- to = offsets.count")
            .replacingOccurrences(of: "items.move(fromOffsets: source, toOffset: destination)", with: "items.remove(atOffsets: offsets)")
        let (g, at) = try launched(yaml)
        #expect(throws: Diagnostic.self) { try g.perform(.move("like a", to: "like b"), at: at) }
        let spec = try SpecDecoder.decode(Array((yaml + "\nscript:\n  - move: like a\n    to: like b\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: spec).map(\.message) == ["move: no `for-each:` has `on-move:`, so no row can be dragged"])
    }

    @Test func moveNeedsToAndTheActionSeesSourceAndDestination() {
        let noTarget = diagnostics(Self.app + "\nscript:\n  - move: like a\n")
        #expect(noTarget.map(\.message) == ["`move:` needs `to:`, the row whose place the dragged row takes"])
        let beside = diagnostics(Self.app.replacingOccurrences(of: "          - Row: { item: item }\n",
                                                               with: "          - Row: { item: item }\n            on-move: to = 1\n"))
        #expect(beside.map(\.message) == ["`on-move:` stands on a `for-each:`, not beside a component"])
        let assigned = diagnostics(Self.app.replacingOccurrences(of: "- to = destination", with: "- destination = 1"))
        #expect(assigned.map(\.message) == ["'destination' cannot be assigned"])
    }

    @Test func moveFromOffsetsMovesAsSwiftUIsExtensionDoes() throws {
        let (g, at) = try launched("""
            components:
              Root:
                state: { items: '[0, 1, 2, 3]' }
                body:
                  - for-each: items
                    as: item
                    id: item
                    body: [ { text: "n {item}" } ]
                  - button: down
                    action: "items.move(fromOffsets: [0, 2], toOffset: 4)"
                  - button: up
                    action: "items.move(fromOffsets: [3], toOffset: 1)"
                  - button: past
                    action: "items.move(fromOffsets: [0], toOffset: 5)"
            root: Root
            """)
        try g.tap("down", at: at)
        #expect(texts(on: g) == ["n 1", "n 3", "n 0", "n 2"])
        try g.tap("up", at: at)
        #expect(texts(on: g) == ["n 1", "n 2", "n 3", "n 0"])
        do {
            try g.tap("past", at: at)
            Issue.record("5 is past the end")
        } catch let d as Diagnostic {
            #expect(d.message == "index 5 is out of range: items has 4 elements")
        }
    }

    /// The lock: an expectation the drag does not meet fails and shows what is on screen.
    @Test func aWrongExpectationAfterADragFails() {
        let good = scenario(Self.app + "\nscript:\n  - move: like a\n    to: like c\n    expect: [to 3]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.app + "\nscript:\n  - move: like a\n    to: like c\n    expect: [to 2]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "to 2")
        #expect(bad.failures.first?.screenSummary.contains("to 3") == true)
    }

    @Test func theTraceAndThePictureSayWhichRowAndOffsets() throws {
        let file = run(Self.app + "\nscript:\n  - move: like a\n    to: like c\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("step 1: drag the row \"like a\" to the place of \"like c\"\n"))
        #expect(text.contains("in edit mode, drag the row showing \"like a\" to the place of \"like c\": row \"a\" of Groceries's for-each, from offset 0, so its on-move action runs with source [0] and destination 3, the offset it goes before, counted before the move\n"))
        #expect(text.contains("was written by the move"))
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let lines = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Groceries" }?.lines ?? []
        #expect(lines.contains("row \"a\" dragged: .onMove ran with source [0], destination 3"))
    }

    @Test func exploringOffersAMoveToEachOtherRow() throws {
        let (g, _) = try launched(Self.app)
        let moves = ExploreAction.available(on: g, alphabet: [], controls: false).actions.filter {
            if case .move = $0 { true } else { false }
        }
        #expect(moves == [.move("a likes 0", to: "b likes 0"), .move("a likes 0", to: "c likes 0"), .move("b likes 0", to: "a likes 0"),
                          .move("b likes 0", to: "c likes 0"), .move("c likes 0", to: "a likes 0"), .move("c likes 0", to: "b likes 0")])
        #expect(ExploreAction.move("a", to: "b").yaml(indent: "") == "- move: \"a\"\n  to: \"b\"\n")
    }

    static let exported = InlineSpec("move.yaml", Self.app + "\nscript:\n  - move: like a\n    to: like c\n    expect: [to 3]\n")

    @Test func theExportWritesAnEditButtonAndOnMoveAndTheUITestDrags() async throws {
        let export = try Self.exported.export()
        let view = export.files.first { $0.path == "App/Groceries.swift" }?.contents ?? ""
        #expect(view.contains("EditButton()\n"))
        #expect(view.contains(".onMove { source, destination in\n"))
        #expect(view.contains("items.move(fromOffsets: source, toOffset: destination)"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.buttons.matching(identifier: \"Edit\").firstMatch.tap()\n"))
        // The control is labelled "Reorder" and the cell's whole label, so it is found in the
        // row's cell by how its label begins, not by a label of "Reorder" and the row's text.
        #expect(tests.contains("reorderControl(app, \"like a\").press(forDuration: 0.5, thenDragTo: reorderControl(app, \"like c\"))\n"))
        #expect(tests.contains("""
                private func reorderControl(_ app: XCUIApplication, _ label: String) -> XCUIElement {
                    app.cells.containing(.any, identifier: label).firstMatch
                        .buttons.matching(NSPredicate(format: "label BEGINSWITH 'Reorder'")).firstMatch
                }
            """))
        #expect(!tests.contains("app.buttons[\"Reorder"))
        #expect(tests.contains("app.buttons.matching(identifier: \"Done\").firstMatch.tap()\n"))
        try await ExportTests().expectTypeChecks(export)
    }

    static let sideBySide = InlineSpec("two.yaml", """
            components:
              Root:
                state: { a: '["a1", "a2"]', b: '["b1", "b2"]' }
                body:
                  - text: "a {a}"
                  - for-each: a
                    as: x
                    id: x
                    on-move: "a.move(fromOffsets: source, toOffset: destination)"
                    body: [ { text: "row {x}" } ]
                  - for-each: b
                    as: x
                    id: x
                    on-move: "b.move(fromOffsets: source, toOffset: destination)"
                    body: [ { text: "row {x}" } ]
            root: Root
            script:
              - move: row b1
                to: row b2
                expect: ["a [\\"a1\\", \\"a2\\"]", row b1]
            """)

    /// Two movable lists side by side share one EditButton: both would toggle the one edit mode,
    /// and two buttons titled Edit make the test's query ambiguous.
    @Test func listsSideBySideGetOneEditButton() async throws {
        let yaml = Self.sideBySide.yaml
        #expect(scenario(yaml).passed)
        let export = try Self.sideBySide.export()
        let view = export.files.first { $0.path == "App/Root.swift" }?.contents ?? ""
        #expect(view.components(separatedBy: "EditButton()").count == 2, "one EditButton: \(view)")
        #expect(view.components(separatedBy: "SwiftUI.List {").count == 3)
        try await ExportTests().expectTypeChecks(export)
    }
}
