import Foundation
import Testing
@testable import SpecKit

/// `offsets` in an on-delete action (docs/semantics.md §43): Foundation's IndexSet, a collection
/// of unique Ints in ascending order, which a `for … in` loop and a list's methods read as Ints.
@Suite struct DeleteOffsetsTests {
    /// Three numbers whose on-delete action is written as given, with `picked` to show what it read.
    static func numbers(_ action: String, script: String = "") -> String {
        """
        components:
          Root:
            state: { items: '[10, 20, 30]', picked: '[0]', note: '""' }
            body:
              - text: "picked {picked}"
              - for-each: items
                as: item
                id: item
                on-delete: |
        \(action.split(separator: "\n").map { "            \($0)" }.joined(separator: "\n"))
                body: [ { text: "n {item}" } ]
        root: Root
        \(script)
        """
    }

    static let reading = """
        picked = offsets.map { items[$0] }
        for i in offsets { picked.append(i) }
        picked += offsets.sorted()
        if let first = offsets.first { picked.append(first * 100) }
        items.remove(atOffsets: offsets)
        """

    @Test func aLoopAndAListsMethodsReadTheOffsetsAsInts() throws {
        #expect(diagnostics(Self.numbers(Self.reading)).isEmpty)
        let (g, at) = try launched(Self.numbers(Self.reading))
        try g.perform(.delete("n 20"), at: at)
        #expect(texts(on: g) == ["picked [20, 1, 1, 100]", "n 10", "n 30"])
    }

    /// The elements are Ints to the type check: a String is not one, as Swift says; and what
    /// `map`, `sorted()` and `first` give of them is typed as Swift types it.
    @Test func anOffsetIsAnIntToTheTypeCheck() {
        for action in ["for i in offsets { note = i }", "let m = offsets.map { items[$0] }\nnote = m[0]",
                       "for i in offsets.sorted() { note = i }", "note = offsets.first ?? 0"] {
            let found = diagnostics(Self.numbers(action + "\nitems.remove(atOffsets: offsets)"))
            #expect(found.map(\.message) == ["cannot assign an Int to 'note', a String"], "\(action)")
        }
    }

    /// An IndexSet's subscript takes its own index, not an Int: still refused, with what works.
    @Test func anIndexIntoTheOffsetsIsRefusedWithWhatWorks() {
        let found = diagnostics(Self.numbers("picked = [items[offsets[0]]]\nitems.remove(atOffsets: offsets)"))
        #expect(found.map(\.message) == ["offsets is IndexSet; only a list can be indexed"])
        #expect(found.first?.hint?.contains("for i in offsets { … }") == true)
    }

    /// The lock: an expectation that the offsets' reading does not meet fails.
    @Test func aWrongExpectationOfWhatTheActionReadFails() {
        let good = scenario(Self.numbers(Self.reading, script: "script:\n  - delete: n 30\n    expect: [\"picked [30, 2, 2, 200]\"]\n"))
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.numbers(Self.reading, script: "script:\n  - delete: n 30\n    expect: [\"picked [30, 0, 0, 0]\"]\n"))
        #expect(!bad.passed)
        #expect(bad.failures.first?.screenSummary.contains("picked [30, 2, 2, 200]") == true)
    }

    static let exported = InlineSpec("offsets.yaml", numbers(reading, script: "script:\n  - delete: n 20\n"))

    @Test func theExportWritesTheLoopAsItIsAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let root = export.files.first { $0.path == "App/Root.swift" }?.contents ?? ""
        #expect(root.contains(".onDelete { offsets in\n"))
        #expect(root.contains("for i in offsets {\n"))
        #expect(root.contains("picked = offsets.map({ items[$0] })\n"))
        try await ExportTests().expectTypeChecks(export)
    }
}
