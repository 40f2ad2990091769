import Foundation
import Testing
@testable import SpecKit

/// A list's closures of two values, `sorted(by:)`, `min(by:)`, `max(by:)` and `reduce(_:_:)`,
/// and `compactMap` (docs/semantics.md §76): Swift's answers, a stable sort, Swift's errors,
/// the reads of the body that runs them, and the export.
@Suite struct ListTwoParameterTests {
    let here = Location(file: "e.yaml", line: 3, column: 10)

    func eval(_ source: String, _ names: [String: Value] = [:]) throws -> Value {
        try Evaluator.evaluate(try Parser.expression(source, at: here), in: FixedScope(names))
    }

    static let l = [13, 21, 3, 11, 22]
    static let numbers: [String: Value] = ["l": .list(l.map { .int($0) }), "none": .list([]),
                                           "texts": .list(["1", "x", "-3", " 4"].map { .string($0) })]

    func ints(_ values: [Int]) -> Value { .list(values.map { .int($0) }) }

    /// Each answer is the standard library's on the same Ints, and written out: the sort by the
    /// last digit keeps 21 before 11 and 13 before 3, as the list has them (a stable sort).
    @Test func eachAnswerIsSwifts() throws {
        let l = Self.l
        #expect(try eval("l.sorted(by: { $0 % 10 < $1 % 10 })", Self.numbers) == ints(l.sorted { $0 % 10 < $1 % 10 }))
        #expect(try eval("l.sorted { a, b in a % 10 < b % 10 }", Self.numbers) == ints([21, 11, 22, 13, 3]))
        #expect(try eval("l.sorted(by: { $0 > $1 })", Self.numbers) == ints([22, 21, 13, 11, 3]))
        // Of equal extremes the standard library's min(by:) and max(by:) both keep the first.
        #expect(try eval("l.min(by: { $0 % 10 < $1 % 10 })", Self.numbers) == .int(l.min { $0 % 10 < $1 % 10 }!))
        #expect(try eval("l.min { $0 % 10 < $1 % 10 }", Self.numbers) == .int(21))
        #expect(try eval("l.max(by: { $0 % 10 < $1 % 10 })", Self.numbers) == .int(13))
        #expect(try eval("l.max { a, b in a < b }", Self.numbers) == .int(l.max()!))
        #expect(try eval("l.reduce(0) { $0 + $1 }", Self.numbers) == .int(70))
        #expect(try eval("l.reduce(1, { $0 * ($1 % 10) })", Self.numbers) == .int(l.reduce(1) { $0 * ($1 % 10) }))
        #expect(try eval("l.reduce(\"\") { sum, n in sum + String(n) }", Self.numbers) == .string("132131122"))
        // Swift's Int(_:): "-3" is a number, " 4" is not.
        #expect(try eval("texts.compactMap { Int($0) }", Self.numbers) == ints([1, -3]))
        #expect(try eval("l.compactMap({ $0 > 20 ? $0 : nil })", Self.numbers) == ints([21, 22]))
        // `sorted()` and `min()` without a closure stay Comparable's.
        #expect(try eval("l.sorted()", Self.numbers) == ints(l.sorted()))
        #expect(try eval("l.min()", Self.numbers) == .int(3))
    }

    @Test func anEmptyListRunsNoClosure() throws {
        #expect(try eval("none.sorted { $0 < $1 }", Self.numbers) == .list([]))
        #expect(try eval("none.min(by: { $0 < $1 })", Self.numbers) == .null)
        #expect(try eval("none.max { $0 < $1 } ?? -1", Self.numbers) == .int(-1))
        #expect(try eval("none.reduce(7) { $0 + $1 }", Self.numbers) == .int(7))
        #expect(try eval("none.compactMap { $0 }", Self.numbers) == .list([]))
        // Nothing is compared, so a closure that gives no Bool is never seen.
        #expect(try eval("[1].sorted { $0 + $1 }") == ints([1]))
    }

    @Test func aClosureOfNoBoolIsAnErrorOfTheRun() throws {
        do {
            _ = try eval("l.sorted { $0 + $1 }", Self.numbers)
            Issue.record("no error")
        } catch let d as Diagnostic {
            #expect(d.message == "the closure of sorted(by:) must give true or false; $0 + $1 is Int 34")
        }
    }

    /// An operator passed as the function is the closure Swift makes of it: `sorted(by: >)` is
    /// `sorted(by: { $0 > $1 })` (§76.5).
    @Test func anOperatorIsTheClosureSwiftMakesOfIt() throws {
        #expect(try eval("l.sorted(by: >)", Self.numbers) == .list(Self.l.sorted(by: >).map { .int($0) }))
        #expect(try eval("l.sorted(by: <)", Self.numbers) == .list(Self.l.sorted(by: <).map { .int($0) }))
        #expect(try eval("l.reduce(0, +)", Self.numbers) == .int(Self.l.reduce(0, +)))
        #expect(try eval("l.reduce(100, -)", Self.numbers) == .int(Self.l.reduce(100, -)))
        #expect(try eval("l.reduce(1, *)", Self.numbers) == .int(Self.l.reduce(1, *)))
        #expect(try eval("l.max(by: <)", Self.numbers) == .int(Self.l.max(by: <)!))
        #expect(try eval("l.min(by: >)", Self.numbers) == .int(Self.l.min(by: >)!))
        let written = try Parser.expression("l.sorted(by: >)", at: here)
        #expect(written.source == "l.sorted(by: >)")
        let export = try SwiftUIExport(try SpecDecoder.decode(Array("""
            components:
              A:
                state: { l: '[1, 2]' }
                body:
                  - B: { top: "l.sorted(by: >)", sum: "l.reduce(0, +)" }
              B:
                props: [top, sum]
                body:
                  - text: "{top} {sum}"
            root: A
            """.utf8), file: "a.yaml"))
        let a = ExportTests().file(export, "App/A.swift")
        #expect(a.contains("B(top: l.sorted(by: { $0 > $1 }), sum: l.reduce(0, { $0 + $1 }))"), "\(a)")
    }

    /// Nested closures share the count of runs a filter has (docs/limits.md).
    @Test func nestedClosuresShareTheBudget() throws {
        let big: [String: Value] = ["b": .list((0..<400).map { .int($0) })]
        #expect(throws: Diagnostic.self) { try eval("b.sorted { x, y in b.contains(where: { $0 > 1000 }) || x > y }", big) }
        #expect(try eval("b.reduce(0) { $0 + $1 }", big) == .int((0..<400).reduce(0, +)))
    }

    func parseError(_ source: String) -> String? {
        do { _ = try Parser.expression(source, at: here); return nil } catch let d as Diagnostic { return d.message } catch { return "\(error)" }
    }

    /// Swift's compile errors, for the forms it refuses.
    @Test func theFormsSwiftRefuses() {
        #expect(parseError("l.sorted(by: $0 < $1)") == "anonymous closure argument not contained in a closure, in $0 < $1")
        #expect(parseError("l.sorted({ $0 < $1 })") == "missing argument label 'by:' in call of sorted(by:)")
        #expect(parseError("l.sorted { $0 > 1 }")
                == "contextual type for closure argument list of sorted(by:) expects 2 arguments, which cannot be implicitly ignored")
        #expect(parseError("l.min { a in a > 1 }")
                == "contextual closure type '(Element, Element) throws -> Bool' of min(by:) expects 2 arguments, but 1 was used in closure body")
        #expect(parseError("l.reduce(0) { $0 + $1 + $2 }")
                == "contextual closure type '(Result, Element) throws -> Result' of reduce(_:_:) expects 2 arguments, but 3 were used in closure body")
        #expect(parseError("l.filter { $0 < $1 }")
                == "contextual closure type '(Element) throws -> Bool' of filter expects 1 argument, but 2 were used in closure body")
        #expect(parseError("l.map { n in $0 + n }") == "anonymous closure arguments cannot be used inside a closure that has explicit arguments")
        #expect(parseError("l.reduce(0)")?.hasPrefix("missing argument for parameter #2 in call of reduce(_:_:)") == true)
        #expect(parseError("l.reduce(1, /)") == "`/` passed as the closure of reduce(_:_:) is not expressed; `+`, `-`, `*` are")
        #expect(parseError("l.sorted(by: >=)") == "`>=` passed as the closure of sorted(by:) is not expressed; `<`, `>` are")
        #expect(parseError("l.reduce(into: 0) { $0 += $1 }")?.hasPrefix("reduce(into:_:) is not expressed") == true)
        #expect(parseError("l.sort(by: { $0 < $1 })")?.hasPrefix("sort(by:) is not expressed") == true)
        // The forms Swift takes.
        #expect(parseError("l.sorted { _, b in b > 1 }") == nil)
        #expect(parseError("l.reduce(0) { $1 }") == nil)
    }

    /// In a condition the closure in parentheses is a closure; the branch follows it.
    @Test func aConditionTakesTheClosureInParentheses() throws {
        let statements = try Parser.statements("if let low = l.min(by: { $0 % 10 < $1 % 10 }) { k = low }", at: here, limits: .standard)
        guard case .ifElse(let condition, let then, _)? = statements.first?.kind else { Issue.record("\(statements)"); return }
        #expect(condition.source == "l.min(by: { $0 % 10 < $1 % 10 }) != nil")
        #expect(then.map(\.source) == ["let low = l.min(by: { $0 % 10 < $1 % 10 })", "k = low"])
    }

    func messages(_ value: String) -> [String] {
        diagnostics("""
            components:
              Root:
                state: { names: '["b", "a"]', n: 0, name: '""' }
                body:
                  - Show: { v: "\(value)" }
              Show:
                props: [v]
                body:
                  - text: "{v}"
            root: Root
            """).map(\.message)
    }

    @Test func theCheckRefusesWhatSwiftWould() {
        #expect(messages("names.sorted { $0 + $1 }") == ["the closure of sorted(by:) must give true or false; $0 + $1 is a String"])
        #expect(messages("names.reduce(0) { $1 }") == ["cannot convert value of type 'String' to closure result type 'Int' in names.reduce(0) { $1 }"])
        #expect(messages("names.reduce(0) { $0 + $1 }").count == 1)
        #expect(messages("name.max(by: { $0 < $1 })") == ["name is a String; max(by:) is a list's method here"])
        #expect(messages("(names.min { $0 < $1 } ?? \\\"\\\") + names.reduce(\\\"\\\") { $0 + $1 }").isEmpty)
        #expect(messages("names.compactMap { Int($0) }.count + names.sorted { $0 > $1 }.count").isEmpty)
        // A label of a compactMap's list shows its values, no optionals.
        #expect(messages("names.compactMap { Int($0) }").isEmpty)
    }

    static func observed(_ script: String, todos: String) -> String {
        """
        models:
          Todo: { fields: [title] }
        components:
          Board:
            state: { todos: '\(todos)' }
            body:
              - button: rename first
                action: todos[0].title = "z"
              - Order: { count: "todos.sorted(by: { $0.title < $1.title }).count" }
          Order:
            props: [count]
            body:
              - text: "count {count}"
        root: Board
        script:
        \(script)
        """
    }

    /// The sort of one `@Observable` todo compares nothing, so the body read no title and a
    /// rename does not run it, as in the app; of two it compares them, and reads both titles.
    @Test func theBodyReadsWhatTheComparisonsRead() {
        let one = "[Todo(title: \"a\")]"
        let two = "[Todo(title: \"a\"), Todo(title: \"b\")]"
        #expect(scenario(Self.observed("  - tap: rename first\n    assert: [\"Board.renders == 1\"]", todos: one)).passed)
        #expect(!scenario(Self.observed("  - tap: rename first\n    assert: [\"Board.renders == 2\"]", todos: one)).passed)
        let s = scenario(Self.observed("  - tap: rename first\n    expect: [count 2]\n    assert: [\"Board.renders == 2\"]", todos: two))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(!scenario(Self.observed("  - tap: rename first\n    assert: [\"Board.renders == 1\"]", todos: two)).passed)
    }

    /// The lesson's rows: the renamed row moves with its likes, the second eggs comes after the first.
    @Test func theLessonHoldsAndItsLockFails() throws {
        let yaml = try String(contentsOfFile: "specs/sorted-rows.yaml", encoding: .utf8)
        #expect(scenario(yaml).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: "\"order [1, 3, 2, 4]\"", with: "\"order [1, 3, 4, 2]\"")).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: "apples 3 likes 1, bread", with: "apples 3 likes 0, bread")).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: "total 11", with: "total 10")).passed)
    }

    @Test func theExportWritesSwiftsSpelling() throws {
        let export = try ExportTests().exportSpec("specs/sorted-rows.yaml")
        let cart = ExportTests().file(export, "App/Cart.swift")
        #expect(cart.contains("ForEach(todos.sorted(by: { $0.title < $1.title }), id: \\.id) { todo in"), "\(cart)")
        #expect(cart.contains("Order(ids: todos.sorted(by: { $0.title < $1.title }).map({ $0.id }))"), "\(cart)")
        #expect(cart.contains("Total(sum: todos.reduce(0, { $0 + $1.price }))"), "\(cart)")
        #expect(cart.contains("Cheapest(item: todos.min(by: { $0.price < $1.price }))"), "\(cart)")
        #expect(ExportTests().file(export, "App/Cheapest.swift").contains("let item: Todo?"))
        #expect(ExportTests().file(export, "App/Total.swift").contains("let sum: Int"))
    }
}
