import Foundation
import Testing
@testable import SpecKit

/// A list's positions and its in-place methods (docs/semantics.md §74.6): `firstIndex`,
/// `lastIndex`, `reversed()`, and in an action `removeAll(where:)`, `swapAt(_:_:)` and `reverse()`,
/// each one write of the holder or field that holds the list.
@Suite struct ListMethodTests {
    let here = Location(file: "e.yaml", line: 3, column: 10)

    func eval(_ source: String, _ names: [String: Value]) throws -> Value {
        try Evaluator.evaluate(try Parser.expression(source, at: here), in: FixedScope(names))
    }

    /// Each answer is the standard library's on the same Ints.
    @Test func eachAnswerIsSwifts() throws {
        let l = [3, 8, 5, 8]
        let names: [String: Value] = ["l": .list(l.map { .int($0) }), "none": .list([])]
        #expect(try eval("l.firstIndex(where: { $0 > 4 })", names) == .int(l.firstIndex(where: { $0 > 4 })!))
        #expect(try eval("l.lastIndex(where: { $0 > 4 })", names) == .int(l.lastIndex(where: { $0 > 4 })!))
        #expect(try eval("l.firstIndex { $0 > 100 }", names) == .null)
        #expect(try eval("l.firstIndex(of: 8)", names) == .int(l.firstIndex(of: 8)!))
        #expect(try eval("l.lastIndex(of: 8)", names) == .int(l.lastIndex(of: 8)!))
        #expect(try eval("l.firstIndex(of: 7) ?? -1", names) == .int(-1))
        #expect(try eval("none.lastIndex(of: 7) ?? -1", names) == .int(-1))
        #expect(try eval("l.reversed()", names) == .list(l.reversed().map { .int($0) }))
    }

    static let exported = InlineSpec("list-methods.yaml", """
        models:
          Todo: { kind: struct, fields: [id, title, done] }
        components:
          Board:
            state:
              todos: '[Todo(id: 1, title: "milk", done: false), Todo(id: 2, title: "eggs", done: false)]'
              order: "[1, 2, 3]"
            body:
              - button: rename eggs
                action: |
                  if let i = todos.firstIndex(where: { $0.id == 2 }) { todos[i] = Todo(id: 2, title: "jam", done: true) }
              - button: clear done
                action: todos.removeAll { $0.done }
              - button: swap
                action: order.swapAt(0, 1)
              - button: reverse
                action: order.reverse()
              - Line: { titles: "todos.map { $0.title }", order: order, back: "order.reversed()" }
          Line:
            props: [titles, order, back]
            body:
              - text: "titles {titles} order {order} back {back}"
        root: Board
        script:
          - tap: rename eggs
            expect: ['titles ["milk", "jam"] order [1, 2, 3] back [3, 2, 1]']
          - tap: clear done
            expect: ['titles ["milk"] order [1, 2, 3] back [3, 2, 1]']
          - tap: swap
            expect: ['titles ["milk"] order [2, 1, 3] back [3, 1, 2]']
          - tap: reverse
            expect: ['titles ["milk"] order [3, 1, 2] back [2, 1, 3]']
            assert: ["Board.renders == 5"]
        """)

    /// The replace-by-id idiom, removal by a predicate, a swap and a reversal, as Swift does them.
    @Test func theMethodsChangeTheListAsSwiftDoes() {
        let s = scenario(Self.exported.yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock, both ways: the element replaced is the one found, the elements removed are the done ones.
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: #"titles ["milk", "jam"]"#, with: #"titles ["jam", "eggs"]"#)).passed)
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: #"titles ["milk"] order [1, 2, 3]"#, with: #"titles ["jam"] order [1, 2, 3]"#)).passed)
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "order [2, 1, 3]", with: "order [1, 2, 3]")).passed)
    }

    func holding(_ holders: String, _ action: String, assert: String) -> String {
        """
        models:
          Tally: { fields: [counts] }
          Store: { kind: observable-object, fields: { counts: "[1]" } }
        components:
          Root:
            \(holders)
            body:
              - text: "{counts.count} {tally.counts.count} {store.counts.count}"
              - button: go
                action: \(action)
        root: Root
        script:
          - tap: go
            assert: ["\(assert)"]
        """
    }

    static let holders = #"state: { counts: "[1, 2]", tally: "Tally(counts: [1, 2])" }\#n    state-object: { store: "Store()" }"#

    /// One write each: a @State list stored equal runs nothing; an @Observable field written in
    /// place and a @Published one notify even when nothing was removed; a local copy writes nothing.
    @Test func aMethodIsOneWriteOfItsHolder() {
        for (action, renders) in [("'counts.removeAll(where: { $0 > 5 })'", 1), ("'counts.removeAll(where: { $0 > 1 })'", 2),
                                  ("'tally.counts.removeAll(where: { $0 > 5 })'", 2), ("store.counts.removeAll { $0 > 5 }", 2),
                                  ("counts.swapAt(0, 0)", 1), ("counts.swapAt(0, 1)", 2), ("tally.counts.reverse()", 2),
                                  ("'var copy = counts; copy.reverse(); copy.swapAt(0, 1)'", 1)] {
            let s = scenario(holding(Self.holders, action, assert: "Root.renders == \(renders)"))
            #expect(s.passed, "\(action) \(outcome(s))")
            // The lock: the other count fails.
            #expect(!scenario(holding(Self.holders, action, assert: "Root.renders == \(3 - renders)")).passed, "\(action)")
        }
    }

    func tapping(_ action: String, on items: String) -> String {
        """
        components:
          Root:
            state: { items: "\(items)" }
            body:
              - text: "{items}"
              - button: go
                action: \(action)
        root: Root
        script:
          - tap: go
        """
    }

    @Test func aSwapOutsideTheListStopsTheScenarioAsSwiftTraps() {
        let error = scenario(tapping("items.swapAt(0, 2)", on: "[1, 2]")).error
        #expect(error?.message == "index 2 is out of range: items has 2 elements")
        #expect(error?.hint == "Swift traps here (Index out of range); check the index against items.count first")
        #expect(scenario(tapping("items.swapAt(1, 0)", on: "[1, 2]")).error == nil)
    }

    @Test func theCheckRefusesWhatSwiftWould() {
        #expect(diagnostics(tapping("items.shuffle()", on: "[1, 2]")).map(\.message)
                == ["shuffle() is not expressed: its order is random, and a scenario must come out the same each time it runs"])
        #expect(diagnostics(tapping("'let other = [1]; other.swapAt(0, 0)'", on: "[1, 2]")).map(\.message)
                == ["cannot use mutating member on immutable value: 'other' is a 'let' constant"])
        #expect(diagnostics(tapping("'items = items.removeAll(where: { $0 > 1 })'", on: "[1, 2]")).map(\.message)
                == ["items.removeAll(where: { $0 > 1 }) changes the list; it belongs in an action, not in a value"])
        #expect(diagnostics(tapping("'let i = items.firstIndex(of: 2) ?? 0; items[i] = 20'", on: "[1, 2]")).isEmpty)
    }

    @Test func theExportWritesThemAsIsAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let board = try #require(export.files.first { $0.path == "App/Board.swift" }?.contents)
        for call in ["todos.firstIndex(where: { $0.id == 2 })", "order.swapAt(0, 1)", "order.reverse()", "order.reversed()"] {
            #expect(board.contains(call), "\(call) \(board)")
        }
        #expect(board.contains("todos.removeAll(where: { $0.done })"), "\(board)")
        try await ExportTests().expectTypeChecks(export)
    }
}
