import Testing
@testable import SpecKit

/// `removeFirst()` and `removeFirst(_:)`, Swift's Array's, as `removeLast` is (docs/semantics.md
/// §21): they store the changed list where it came from, and trap as Swift does on an empty list
/// or a count past what it holds.
@Suite struct ListRemoveFirstTests {
    static let exported = InlineSpec("remove-first.yaml", """
        components:
          Queue:
            state: { items: "[1, 2, 3, 4, 5]" }
            body:
              - text: "next {items.first ?? 0} left {items.count}"
              - button: serve
                action: items.removeFirst()
              - button: serve two
                action: items.removeFirst(2)
              - button: drop last two
                action: items.removeLast(2)
              - button: clear
                action: items.removeAll()
        root: Queue
        script:
          - tap: serve
            expect: ["next 2 left 4"]
          - tap: serve two
            expect: ["next 4 left 2"]
          - tap: clear
            expect: ["next 0 left 0"]
        """)

    @Test func removeFirstRemovesFromTheFront() {
        let s = scenario(Self.exported.yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        // The lock: the element removed is the first, not the last.
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "next 2 left 4", with: "next 1 left 4")).passed)
    }

    func tapping(_ action: String, on items: String) -> String {
        """
        components:
          Root:
            state: { items: "\(items)" }
            body:
              - button: go
                action: \(action)
        root: Root
        script:
          - tap: go
        """
    }

    @Test func anEmptyListOrTooManyStopsTheScenarioAsSwiftTraps() {
        let empty = scenario(tapping("items.removeFirst()", on: "[]")).error
        #expect(empty?.message == "items is empty: removeFirst() has nothing to remove")
        #expect(empty?.hint == "Swift traps here (Can't remove first element from an empty collection); check items.isEmpty first")
        let many = scenario(tapping("items.removeFirst(3)", on: "[1, 2]")).error
        #expect(many?.message == "items has 2 elements: removeFirst(3) removes more than it holds")
        let negative = scenario(tapping("items.removeFirst(-1)", on: "[1, 2]")).error
        #expect(negative?.message == "removeFirst(-1) removes a negative count")
    }

    @Test func checkRefusesACountThatIsNoInt() {
        #expect(diagnostics(tapping("items.removeFirst(\"all\")", on: "[1, 2]")).map(\.message)
                == ["removeFirst(_:) takes an Int count; \"all\" is a String"])
    }

    @Test func theExportWritesAndTypeChecksIt() async throws {
        let export = try Self.exported.export()
        let queue = try #require(export.files.first { $0.path == "App/Queue.swift" }?.contents)
        #expect(queue.contains("items.removeFirst()"), "\(queue)")
        #expect(queue.contains("items.removeFirst(2)"), "\(queue)")
        try await ExportTests().expectTypeChecks(export)
    }
}
