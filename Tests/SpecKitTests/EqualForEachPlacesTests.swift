import Testing
@testable import SpecKit

/// An equal ForEach keeps its rows wherever it stands, as long as what holds it keeps its
/// identity: a row of another for-each, a stack's root, a tab; and beside
/// `on-delete:`, `on-move:` and `selection:`, which are not its fields (docs/semantics.md §95).
@Suite struct EqualForEachPlacesTests {
    /// The rows, `for-each: items` of `Row`s, indented to stand at `indent` spaces.
    func loop(_ indent: Int, data: String = "items", row: String = "item: item", more: String = "") -> String {
        let pad = String(repeating: " ", count: indent)
        return """
        - for-each: \(data)
        \(pad)  as: item
        \(pad)  id: item
        \(pad)  \(more.isEmpty ? "" : more + "\n" + pad + "  ")body:
        \(pad)    - Row: { \(row) }
        """
    }

    /// A screen with a counter, whose body ends with `elements` (at 6 spaces); the script bumps the
    /// counter, then runs `then`.
    func spec(_ elements: String, then: String = "", assert: String) -> String {
        """
        components:
          Screen:
            state: { n: 0, items: "[1, 2, 3]", groups: "[[1, 2], [3]]", selected: nil, pinned: 0 }
            body:
              - text: n {n}
              - button: bump
                action: n += 1
              \(elements)
          Row:
            props: [item]
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

    func expectFails(_ yaml: String, saying text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let s = scenario(yaml)
        #expect(!s.passed, sourceLocation: sourceLocation)
        #expect(s.failures.first?.message.contains(text) == true, "\(s.failures.map(\.message)) \(s.error?.description ?? "")",
                sourceLocation: sourceLocation)
    }

    func traceText(_ yaml: String) -> String {
        ScenarioTrace(scenario(yaml)).lines.map(\.text).joined(separator: "\n")
    }

    /// The outer for-each's row shows the counter, so its content captures self and every row is
    /// built again; the inner for-each's data is the row's element, an array stored in the
    /// unchanged `groups`, and its content reads only its own element.
    var nested: String {
        """
        - for-each: groups
                as: g
                id: g
                body:
                  - text: group {n}
                  \(loop(10, data: "g"))
        """
    }

    @Test func aForEachInARowBuiltAgainKeepsItsRows() {
        expectPasses(spec(nested, assert: "Screen.renders == 2, Row.inits == 3, Row.renders == 3"))
        expectFails(spec(nested, assert: "Row.inits == 6"), saying: "Row.inits is 3")
        // An inner content that uses the outer element captures it, and compares unequal.
        let capturing = nested.replacingOccurrences(of: "Row: { item: item }", with: "Row: { item: item + g.count }")
        expectPasses(spec(capturing, assert: "Row.inits == 6, Row.renders == 3"))
    }

    var stack: String {
        """
        - navigation-stack:
                  root:
                    \(loop(12))
        """
    }

    var tabs: String {
        """
        - tab-view:
                  tabs:
                    - tab: Home
                      body:
                        \(loop(16))
        """
    }

    /// Shelves of a model whose rows show the title (a row's own read, §37) and a for-each over
    /// the shelf's items; the script writes the first shelf, then asserts.
    func shelves(_ writes: [String], assert: String) -> String {
        """
        models:
          Shelf: { fields: [key, title, items] }
        components:
          Screen:
            state: { shelves: '[Shelf(key: 1, title: "a", items: [1, 2]), Shelf(key: 2, title: "b", items: [3])]' }
            body:
              - button: rename
                action: shelves[0].title = shelves[0].title + "z"
              - button: add
                action: shelves[0].items = [1, 2, 4]
              - for-each: shelves
                as: s
                id: s.key
                body:
                  - text: shelf {s.title}
                  - for-each: s.items
                    as: item
                    id: item
                    body:
                      - Row: { item: item }
          Row:
            props: [item]
            body:
              - text: row {item}
        root: Screen
        script:
        \(writes.map { "  - tap: \($0)" }.joined(separator: "\n"))
          - assert: [\(assert)]
        """
    }

    @Test func aRowBuiltAgainOnItsOwnReadsKeepsTheRowsOfItsEqualForEach() {
        // A rename rebuilds the first shelf's row alone; its items are the same stored array.
        expectPasses(shelves(["rename", "rename"], assert: "Screen.renders == 1, Row.inits == 3, Row.renders == 3"))
        expectFails(shelves(["rename"], assert: "Row.inits == 5"), saying: "Row.inits is 3")
        // New items: the inner ForEach's data differs, and its three rows are built again.
        expectPasses(shelves(["rename", "add"], assert: "Row.inits == 6, Row.renders == 4"))
    }

    @Test func aForEachInAStacksRootOrATabKeepsItsRows() {
        expectPasses(spec(stack, assert: "Row.inits == 3, Row.renders == 3"))
        expectFails(spec(stack, assert: "Row.inits == 6"), saying: "Row.inits is 3")
        expectPasses(spec(tabs, assert: "Row.inits == 3, Row.renders == 3"))
        expectFails(spec(tabs, assert: "Row.inits == 6"), saying: "Row.inits is 3")
    }

    @Test func onDeleteOnMoveAndSelectionAreNotTheForEachsFields() {
        let delete = loop(6, more: "on-delete: \"items.remove(atOffsets: offsets)\"")
        expectPasses(spec(delete, assert: "Row.inits == 3"))
        expectFails(spec(delete, assert: "Row.inits == 6"), saying: "Row.inits is 3")
        // The delete writes the list: a new array, every remaining row built again.
        expectPasses(spec(delete, then: "- delete: row 2", assert: "Row.inits == 5"))
        let move = loop(6, more: "on-move: \"items.move(fromOffsets: source, toOffset: destination)\"")
        expectPasses(spec(move, assert: "Row.inits == 3"))
        let select = loop(6, more: "selection: $selected")
        expectPasses(spec(select, assert: "Row.inits == 3"))
        expectFails(spec(select, assert: "Row.inits == 6"), saying: "Row.inits is 3")
    }

    @Test func swipeActionsArePartOfTheContentAndCaptureWhatTheyUse() {
        // `Button("Pin") { pinned = item }` in the row: the content captures self.
        let pin = loop(6, more: "swipe-actions:\n          buttons:\n            - button: Pin\n              action: pinned = item")
        expectPasses(spec(pin, assert: "Row.inits == 6, Row.renders == 3"))
        expectFails(spec(pin, assert: "Row.inits == 3"), saying: "Row.inits is 6")
    }

    @Test func theTraceSaysWhereTheForEachStandsAndWhy() {
        let inRow = traceText(spec(nested, assert: "Row.inits == 3"))
        #expect(inRow.contains("ForEach of Screen's body is a new value: its content uses n, so the closure captured self and compares unequal; every row is built again (§95)"), "\(inRow)")
        #expect(inRow.contains("ForEach in row [1, 2] of a for-each of Screen's body is equal: its data g is unchanged and its content captures nothing, so its rows are not built again (§95)"), "\(inRow)")
        let capturing = traceText(spec(nested.replacingOccurrences(of: "Row: { item: item }", with: "Row: { item: item + g.count }"), assert: "Row.inits == 6"))
        #expect(capturing.contains("ForEach in row [3] of a for-each of Screen's body is a new value: its content uses g, so the closure captured g and compares unequal; every row is built again (§95)"), "\(capturing)")
        #expect(traceText(spec(stack, assert: "Row.inits == 3")).contains("ForEach in the NavigationStack's root (built in Screen's body) is equal"))
        #expect(traceText(spec(tabs, assert: "Row.inits == 3")).contains("ForEach in the tab Home (built in Screen's body) is equal"))
        let delete = traceText(spec(loop(6, more: "on-delete: \"items.remove(atOffsets: offsets)\""), assert: "Row.inits == 3"))
        #expect(delete.contains("ForEach of Screen's body is equal: its on-delete action is a trait written beside it (`_TraitWritingModifier`), compared apart; its data items is unchanged and its content captures nothing"), "\(delete)")
    }
}
