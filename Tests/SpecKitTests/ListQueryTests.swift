import Foundation
import Testing
@testable import SpecKit

/// `Int(text)`, a list's `first` and `last`, `sorted()` and `sort()` (docs/semantics.md §72):
/// each gives what Swift gives in an app, and an optional is refused where Swift wants it unwrapped.
@Suite struct ListQueryTests {
    let here = Location(file: "e.yaml", line: 3, column: 10)

    func eval(_ source: String, _ names: [String: Value] = [:]) throws -> Value {
        try Evaluator.evaluate(try Parser.expression(source, at: here), in: FixedScope(names))
    }

    /// Each text's answer is the standard library's, which the engine calls.
    @Test func intOfATextIsSwiftsAnswerForEveryText() throws {
        let texts = ["12", "+5", "-40", "0", "007", " 5", "5 ", "1,000", "1_000", "", "-", "+", "--1", "٣", "ff",
                     "9223372036854775807", "9223372036854775808", "-9223372036854775808", "1.5", "1e3"]
        for text in texts {
            let swift: Value = Int(text).map { .int($0) } ?? .null
            #expect(try eval("Int(t)", ["t": .string(text)]) == swift, "Int(\"\(text)\")")
        }
        #expect(try eval("Int(t)", ["t": .string("+5")]) == .int(5))
        #expect(try eval("Int(t)", ["t": .string(" 5")]) == .null, "Apple's own example: whitespace gives nil")
        #expect(try eval("Int(n)", ["n": .int(7)]) == .int(7))
        #expect(try eval("Int(t) ?? 0", ["t": .string("x")]) == .int(0))
    }

    @Test func firstAndLastAreNilForAnEmptyList() throws {
        let items: [String: Value] = ["items": .list([.int(3), .int(1), .int(2)]), "none": .list([])]
        #expect(try eval("items.first", items) == .int(3))
        #expect(try eval("items.last", items) == .int(2))
        #expect(try eval("none.first", items) == .null)
        #expect(try eval("none.last ?? -1", items) == .int(-1))
    }

    @Test func sortedOrdersIntsAndStringsAsSwiftsLessThanDoes() throws {
        #expect(try eval("l.sorted()", ["l": .list([.int(3), .int(-1), .int(2)])]) == .list([.int(-1), .int(2), .int(3)]))
        let words = ["b", "B", "a", "é", "e\u{301}z", "Z", ""]
        let swift = words.sorted().map { Value.string($0) }
        #expect(try eval("l.sorted()", ["l": .list(words.map { .string($0) })]) == .list(swift))
        #expect(try eval("l.sorted()", ["l": .list([])]) == .list([]))
        #expect(try eval("l.sorted().last", ["l": .list([.int(3), .int(9)])]) == .int(9))
        #expect(try eval("l.min()", ["l": .list([.int(3), .int(-9), .int(4)])]) == .int(-9))
        #expect(try eval("l.max()", ["l": .list(words.map { .string($0) })]) == .string(words.max()!))
        #expect(try eval("l.max() ?? 7", ["l": .list([])]) == .int(7))
        // The run refuses what the check would have: a list Swift cannot order.
        #expect(throws: Diagnostic.self) { try eval("l.sorted()", ["l": .list([.bool(true), .bool(false)])]) }
    }

    static func order(_ script: String) -> String {
        """
        models:
          Tally: { fields: [counts] }
        components:
          Order:
            state: { entry: '""', amounts: "[3, 1]", tally: "Tally(counts: [1, 2])" }
            body:
              - text-field: Amount
                text: $entry
              - text: "number {Int(entry)}"
              - button: add
                action: |
                  if let n = Int(entry) {
                    amounts.append(n)
                  }
              - button: sort
                action: amounts.sort()
              - button: sort counts
                action: tally.counts.sort()
              - text: "amounts {amounts} counts {tally.counts}"
              - Ends: { amounts: amounts }
          Ends:
            props: [amounts]
            body:
              - text: "ends {amounts.first ?? 0} {amounts.last ?? 0}"
        root: Order
        script:
        \(script)
        """
    }


    @Test func typedTextAddsOnlyARealNumber() {
        let s = scenario(Self.order("""
              - type: " 4"
                into: Amount
                expect: ["number nil"]
              - tap: add
                expect: ["amounts [3, 1] counts [1, 2]", "ends 3 1"]
              - clear: Amount
              - type: "+4"
                into: Amount
                expect: ["number 4"]
              - tap: add
                expect: ["amounts [3, 1, 4] counts [1, 2]", "ends 3 4"]
            """))
        #expect(s.passed, "\(outcome(s))")
        // The lock: " 4" taken for 4 fails.
        let wrong = scenario(Self.order("  - type: \" 4\"\n    into: Amount\n    expect: [\"number 4\"]"))
        #expect(!wrong.passed)
    }

    /// `sort()` writes the property in place: an equal list changes nothing in `@State`, whose
    /// setter compares, and tells an `@Observable` list's readers through `_modify` (§69).
    @Test func sortInPlaceFollowsTheHoldersEquality() {
        let s = scenario(Self.order("""
              - tap: sort
                expect: ["amounts [1, 3] counts [1, 2]", "ends 1 3"]
                assert: ["Order.renders == 2", "Ends.renders == 2"]
              - tap: sort
                assert: ["Order.renders == 2", "Ends.renders == 2"]
              - tap: sort counts
                assert: ["Order.renders == 3", "Ends.renders == 2"]
            """))
        #expect(s.passed, "\(outcome(s))")
        let stateChanged = scenario(Self.order("  - tap: sort\n  - tap: sort\n    assert: [\"Order.renders == 3\"]"))
        #expect(!stateChanged.passed)
        let modelSilent = scenario(Self.order("  - tap: sort counts\n    assert: [\"Order.renders == 1\"]"))
        #expect(!modelSilent.passed)
    }

    @Test func anOptionalWhereSwiftWantsItUnwrappedIsRefusedBeforeTheRun() {
        func messages(_ body: String, state: String = "{ entry: '\"\"', n: 0, items: '[1]', flags: '[true]' }") -> [String] {
            diagnostics("""
                components:
                  Root:
                    state: \(state)
                    body:
                      - \(body)
                root: Root
                """).map(\.message)
        }
        #expect(messages("text: \"{Int(entry) + 1}\"") == ["cannot apply '+' to Int? and Int in Int(entry) + 1"])
        #expect(messages("text: \"{items.first * 2}\"") == ["cannot apply '*' to Int? and Int in items.first * 2"])
        #expect(messages("button: x\n        action: n = Int(entry)")
                == ["value of optional type 'Int?' must be unwrapped to assign it to 'n', an Int"])
        #expect(messages("button: x\n        action: n = Int(entry) ?? 0").isEmpty)
        #expect(messages("text: \"{flags.sorted()}\"") == ["flags is [Bool]: sorted() needs elements Swift can order with <"])
        #expect(messages("text: \"{Int(flags)}\"") == ["Int(_:) takes a String or an Int; flags is [Bool]"])
        #expect(messages("text: \"{flags.min() ?? false}\"") == ["flags is [Bool]: min() needs elements Swift can order with <"])
        #expect(messages("text: \"{items.max() + 1}\"") == ["cannot apply '+' to Int? and Int in items.max() + 1"])
        #expect(messages("text: \"{(items.first ?? 0) + 1} {Int(entry) ?? n} {items.sorted().last ?? 0} {items.min() ?? 0}\"").isEmpty)
        // A force unwrap is not expressed; the hint gives the two ways that are.
        let unwrap = diagnostics("""
            components:
              Root:
                state: { entry: '""' }
                body:
                  - text: "{Int(entry)! + 1}"
            root: Root
            """)
        #expect(unwrap.map(\.message) == ["unexpected '!'"])
        #expect(unwrap.first?.hint == Parser.forceUnwrapHint)
    }

    @Test func theExportWritesTheSwift() throws {
        let export = try ExportTests().exportSpec("specs/typed-numbers.yaml")
        let order = ExportTests().file(export, "App/Order.swift")
        #expect(order.contains("if let n = Int(entry) {"), "\(order)")
        #expect(order.contains("amounts.sort()"), "\(order)")
        #expect(order.contains(#"Int(entry).map { "\($0)" } ?? "nil""#), "\(order)")
        let summary = ExportTests().file(export, "App/Summary.swift")
        #expect(summary.contains("amounts.sorted().first ?? 0"), "\(summary)")
        #expect(summary.contains("let amounts: [Int]"), "\(summary)")
    }
}
