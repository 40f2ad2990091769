import Testing
@testable import SpecKit

/// A list's `indices`, Swift's `Range<Int>` `0..<count` (docs/semantics.md §61, 7): a range where
/// a range may stand, refused elsewhere as a range is.
@Suite struct IndicesTests {
    static let rows = """
        components:
          Names:
            state: { names: '["Ann", "Bob", "Cy"]' }
            body:
              - text: "{names.indices.count} indices, 2 {names.indices.contains(2)}, empty {names.indices.isEmpty}"
              - for-each: names.indices
                as: i
                id: \\.self
                body:
                  - Row: { name: "names[i]", i: i }
              - for-each: "names.indices.filter { $0 % 2 == 0 }"
                as: e
                id: \\.self
                body: [ { text: "even {e}" } ]
              - button: remove first
                action: "names.remove(at: 0)"
          Row:
            props: [name, i]
            state: { likes: 0 }
            body:
              - text: "{i}: {name} likes {likes}"
              - button: like {name}
                action: likes += 1
        root: Names
        """

    /// Rows keyed by their Int: after the first name goes, position 0 keeps its like, now on Bob.
    @Test func rowsOverTheIndicesAreKeyedByTheirInt() {
        let s = scenario(Self.rows + """

            script:
              - tap: like Ann
                expect: ["3 indices, 2 true, empty false", "0: Ann likes 1", even 0, even 2]
              - tap: remove first
                expect: ["2 indices, 2 false, empty false", "0: Bob likes 1", "1: Cy likes 0", even 0]
                expect-not: [even 2]
            """)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// The lock: expecting the like to follow Ann's row out of the list fails.
    @Test func expectingTheLikeToLeaveWithAnnFails() {
        let bad = scenario(Self.rows + """

            script:
              - tap: like Ann
              - tap: remove first
                expect: ["0: Bob likes 0"]
            """)
        #expect(!bad.passed)
        #expect(bad.failures.first?.screenSummary.contains("0: Bob likes 1") == true)
    }

    @Test func evaluatedTheyAreTheListsPositions() throws {
        let names: [String: Value] = ["names": .list([.string("a"), .string("b")]), "none": .list([])]
        let here = Location(file: "e.yaml", line: 1, column: 1)
        func eval(_ source: String) throws -> Value {
            try Evaluator.evaluate(try Parser.expression(source, at: here), in: FixedScope(names))
        }
        #expect(try eval("names.indices") == .list([.int(0), .int(1)]))
        #expect(try eval("none.indices") == .list([]))
        #expect(try eval("names.indices.count") == .int(2))
        #expect(try eval("none.indices.isEmpty") == .bool(true))
        #expect(try eval("names.indices.contains(1)") == .bool(true))
        #expect(try eval("names.indices.contains(2)") == .bool(false))
    }

    @Test func checkRefusesTheIndicesWhereARangeCannotStand() {
        let spec = """
            components:
              C:
                state: { names: '["a"]', word: '"ab"', copy: "[0]" }
                body:
                  - text: "{names.indices}"
                  - text: "{word.indices.count}"
                  - button: copy
                    action: copy = names.indices
            root: C
            """
        let found = diagnostics(spec)
        let messages = found.map(\.message)
        #expect(messages.contains("a range such as names.indices is only a for-each's data or the base of count, isEmpty, contains(_:) or filter"))
        #expect(messages.filter { $0.hasPrefix("a range such as names.indices") }.count == 2, "\(messages)")
        #expect(messages.contains("word is String, which has no field 'indices'"))
        #expect(found.first { $0.message.hasPrefix("word is String") }?.hint?.contains("String.Index") == true)
    }

    @Test func theExportWritesSwiftsIndices() throws {
        let yaml = Self.rows + "\nscript:\n  - tap: like Ann\n"
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "indices.yaml"))
        let names = try #require(export.files.first { $0.path == "App/Names.swift" }?.contents)
        #expect(names.contains("ForEach(names.indices, id: \\.self) { i in"))
        #expect(names.contains("names.indices.filter({ $0 % 2 == 0 })"))
        #expect(names.contains("names.indices.contains(2)"))
    }
}
