import Foundation
import Testing
@testable import SpecKit

/// An element's assignment (semantics §69): `items[i] = x` stores the changed list in the property
/// that holds it, with the equality rules of an in-place write (§4); an index outside the list
/// stops the run; an element of a constant is refused before it.
@Suite struct ElementWriteTests {
    /// A `@State` list, an `@Observable` model's list, and a child given one element.
    static func board(_ script: String) -> String {
        """
        models:
          Tally: { fields: [counts] }
        components:
          Board:
            state: { scores: "[0, 0, 0]", tally: "Tally(counts: [0, 0])" }
            body:
              - button: add
                action: scores[1] += 1
              - button: same score
                action: scores[0] = scores[0]
              - button: same count
                action: tally.counts[0] = tally.counts[0]
              - button: set count
                action: tally.counts[1] = 7
              - text: "scores {scores} counts {tally.counts}"
              - Second: { value: "scores[1]" }
          Second:
            props: [value]
            body:
              - text: "second {value}"
        root: Board
        script:
        \(script)
        """
    }


    @Test func anElementsWriteStoresTheListAndRunsItsReaders() {
        let s = scenario(Self.board("""
              - tap: add
                expect: ["scores [0, 1, 0] counts [0, 0]", second 1]
                assert: ["Board.renders == 2", "Second.renders == 2"]
              - tap: set count
                expect: ["scores [0, 1, 0] counts [0, 7]"]
                assert: ["Board.renders == 3", "Second.renders == 2"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// State's setter compares the whole list; the model's `_modify` does not compare (§4).
    @Test func anEqualElementChangesNothingInStateAndNotifiesInAModel() {
        let s = scenario(Self.board("""
              - tap: same score
                assert: ["Board.renders == 1"]
              - tap: same count
                assert: ["Board.renders == 2", "Second.renders == 1"]
            """))
        #expect(s.passed, "\(outcome(s))")
        // The lock both ways: an equal @State element counted as a change, a model's as none.
        let stateChanged = scenario(Self.board("  - tap: same score\n    assert: [\"Board.renders == 2\"]"))
        #expect(!stateChanged.passed)
        let modelSilent = scenario(Self.board("  - tap: same count\n    assert: [\"Board.renders == 1\"]"))
        #expect(!modelSilent.passed)
    }

    /// A struct element's member and a Bool element's `toggle()`: the element's copy changes, then
    /// the list, then the holder.
    @Test func aMemberOfAStructElementAndAToggle() {
        let s = scenario("""
            models:
              Todo: { kind: struct, fields: [title, done] }
            components:
              Rows:
                state: { todos: '[Todo(title: "a", done: false)]', flags: "[false, true]" }
                body:
                  - button: finish
                    action: todos[0].done = true
                  - button: flip
                    action: flags[1].toggle()
                  - text: "{todos[0].title} {todos[0].done} {flags}"
            root: Rows
            script:
              - tap: finish
                expect: ["a true [false, true]"]
              - tap: flip
                expect: ["a true [false, false]"]
            """)
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func anIndexOutsideTheListStopsTheRun() {
        let s = scenario(Self.board("  - tap: add\n  - tap: add"), 0)
        #expect(s.passed)
        let outside = scenario(Self.board("  - tap: add").replacingOccurrences(of: "scores[1] += 1", with: "scores[3] += 1"))
        #expect(outside.error?.message == "index 3 is out of range: scores has 3 elements", "\(outcome(outside))")
    }

    @Test func anElementOfAPropOrAnotherTypeIsRefusedBeforeTheRun() {
        let prop = diagnostics("""
            components:
              Root:
                state: { items: "[1]" }
                body:
                  - Row: { items: items }
              Row:
                props: [items]
                body:
                  - button: set
                    action: items[0] = 2
            root: Root
            """)
        #expect(prop.map(\.message) == ["'items' is a prop of Row, passed in by its parent; props cannot be assigned"])
        let typed = diagnostics("""
            components:
              Root:
                state: { items: "[1]" }
                body:
                  - button: set
                    action: items[0] = "a"
            root: Root
            """)
        #expect(typed.map(\.message) == ["cannot assign a String to 'items[0]', an Int"])
    }

    @Test func theTraceSaysAnEqualStateListCommittedNothing() throws {
        let file = run(Self.board("  - tap: same score"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains("write state scores of Board: [0, 0, 0], the value it holds"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("State's setter compares it with the value held and commits nothing") })
    }

    @Test func theExportWritesTheAssignmentAndTypeChecks() throws {
        let export = try ExportTests().exportSpec("specs/element-writes.yaml")
        let board = ExportTests().file(export, "App/Board.swift")
        #expect(board.contains("scores[1] += 1"), "\(board)")
        #expect(board.contains("todos[i].done.toggle()"), "\(board)")
        #expect(board.contains("tally.counts[0] = tally.counts[0]"), "\(board)")
    }
}
