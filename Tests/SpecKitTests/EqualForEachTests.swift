import Testing
@testable import SpecKit

/// A body's new ForEach compared with the last render's: equal when its data is the same stored
/// array or range and its content captures nothing; then its rows are kept, their children not
/// initialized again (docs/semantics.md §95).
@Suite struct EqualForEachTests {
    /// A screen with a counter and three rows. `data` is the for-each's data, `row` the Row's
    /// arguments, `extra` more elements of each row; the script bumps the counter, then runs `then`.
    func spec(data: String = "items", row: String = "item: item", props: String = "[item]", extra: String = "",
              then: String = "", assert: String) -> String {
        """
        models:
          Book: { fields: [title] }
        components:
          Screen:
            state: { n: 0, items: "[1, 2, 3]", book: 'Book(title: "a")' }
            body:
              - text: n {n}
              - button: bump
                action: n += 1
              - button: same list
                action: items = [1, 2, 3]
              - button: other list
                action: items = [1, 2, 4]
              - button: rename
                action: book.title = "b"
              - for-each: \(data)
                as: item
                id: item
                body:
                  - Row: { \(row) }
                  \(extra)
          Row:
            props: \(props)
            body:
              - text: row {item}
        root: Screen
        script:
          - tap: bump
          \(then)
          - assert: [\(assert)]
        """
    }

    func expectPasses(_ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")", sourceLocation: sourceLocation)
    }

    @Test func theLessonHoldsAndItsCountsAreLocked() throws {
        try expectLessonHolds("foreach-equal.yaml", wrong: [
            // The answer before the rule: every render of the body built every row again.
            (from: #"["Screen.renders == 2", "Row.inits == 3""#, to: #"["Screen.renders == 2", "Row.inits == 6""#, scenario: 0),
            (from: #""CountedRow.inits == 6""#, to: #""CountedRow.inits == 3""#, scenario: 1),
        ])
    }

    @Test func contentThatCapturesNothingKeepsItsRows() {
        expectPasses(spec(assert: "Screen.renders == 2, Row.inits == 3, Row.renders == 3"))
    }

    @Test func theLock_rowsKeptAreNotInitializedAgain() {
        // The old rule built every row again at every render of the body.
        let s = scenario(spec(assert: "Row.inits == 6"))
        #expect(!s.passed)
        #expect(s.failures.first?.message.contains("Row.inits is 3") == true, "\(s.failures.map(\.message))")
    }

    @Test func contentThatReadsTheViewsStateBuildsEveryRowAgain() {
        // Passed down, the count makes every Row differ: each renders.
        expectPasses(spec(row: "item: item, n: n", props: "[item, n]", assert: "Row.inits == 6, Row.renders == 6"))
        // Read by an `if` in the row only: the Rows are equal, initialized again and skipped.
        expectPasses(spec(extra: "- if: n > 5\n            then: [ { text: big } ]", assert: "Row.inits == 6, Row.renders == 3"))
        // Read by a button's action in the row: the closure captures it.
        expectPasses(spec(extra: "- button: add {item}\n            action: n += item", assert: "Row.inits == 6, Row.renders == 3"))
    }

    @Test func theRowsOwnNamesAndLiteralsCaptureNothing() {
        expectPasses(spec(row: "item: item * 10 + 1", extra: "- text: fixed {item}", assert: "Row.inits == 3"))
    }

    @Test func computedDataIsANewArrayAtEachRender() {
        expectPasses(spec(data: "items.filter { $0 > 0 }", assert: "Row.inits == 6, Row.renders == 3"))
        expectPasses(spec(data: "\"[1, 2, 3]\"", assert: "Row.inits == 6, Row.renders == 3"))
        expectPasses(spec(data: "items + [4]", assert: "Row.inits == 8, Row.renders == 4"))
    }

    @Test func aRangeIsComparedByValue() {
        expectPasses(spec(data: "0..<3", assert: "Row.inits == 3, Row.renders == 3"))
    }

    @Test func anEqualWriteOfTheListKeepsTheRowsAndAnotherBuildsThemAgain() {
        expectPasses(spec(then: "- tap: same list", assert: "Screen.renders == 2, Row.inits == 3"))
        // A new list: the body builds every row; the new element's Row is made and renders.
        expectPasses(spec(then: "- tap: other list", assert: "Screen.renders == 3, Row.inits == 6, Row.renders == 4"))
    }

    /// Content that reads a model through the view's state captures self, as content naming the
    /// state does: each render of the body (the bump, then the rename it reads) builds every row.
    @Test func contentReadingAModelThroughStateBuildsTheRowsAgain() {
        let yaml = spec(extra: "- text: \"{item} of {book.title}\"", then: "- tap: rename", assert: "Row.inits == 9")
            .replacingOccurrences(of: "- text: n {n}", with: "- text: n {n} {book.title}")
        expectPasses(yaml)
        let s = scenario(yaml.replacingOccurrences(of: "Row.inits == 9", with: "Row.inits == 3"))
        #expect(!s.passed && s.failures.first?.message.contains("Row.inits is 9") == true, "\(s.failures.map(\.message))")
    }

    @Test func theTraceSaysWhyRowsWereKeptOrBuiltAgain() {
        let kept = ScenarioTrace(scenario(spec(assert: "Row.inits == 3"))).lines.map(\.text).joined(separator: "\n")
        #expect(kept.contains("ForEach of Screen's body is equal: its data items is unchanged and its content captures nothing, so its rows are not built again (§95)"), "\(kept)")
        #expect(kept.contains("not run: Row ×3: in a ForEach of their parent's body that compared equal, so no init ran (§95)"), "\(kept)")
        let captured = ScenarioTrace(scenario(spec(row: "item: item, n: n", props: "[item, n]", assert: "Row.inits == 6"))).lines.map(\.text)
            .joined(separator: "\n")
        #expect(captured.contains("ForEach of Screen's body is a new value: its content uses n, so the closure captured self and compares unequal; every row is built again (§95)"), "\(captured)")
        let computed = ScenarioTrace(scenario(spec(data: "items.filter { $0 > 0 }", assert: "Row.inits == 6"))).lines.map(\.text)
            .joined(separator: "\n")
        #expect(computed.contains("its data items.filter { $0 > 0 } is computed, a new array at each render; every row is built again (§95)"), "\(computed)")
    }
}
