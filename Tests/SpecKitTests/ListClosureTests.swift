import Foundation
import Testing
@testable import SpecKit

/// A list's methods that take a closure beside `filter`: `first(where:)`, `contains(where:)`,
/// `allSatisfy(_:)`, `count(where:)` and `map(_:)` (docs/semantics.md §74), each Swift's answer,
/// and the closure's reads those of the body that runs it.
@Suite struct ListClosureTests {
    let here = Location(file: "e.yaml", line: 3, column: 10)

    func eval(_ source: String, _ names: [String: Value] = [:]) throws -> Value {
        try Evaluator.evaluate(try Parser.expression(source, at: here), in: FixedScope(names))
    }

    static let numbers: [String: Value] = ["l": .list([.int(3), .int(8), .int(5), .int(10)]), "none": .list([]), "k": .int(4)]

    /// Each answer is the standard library's on the same Ints.
    @Test func eachAnswerIsSwifts() throws {
        let l = [3, 8, 5, 10]
        #expect(try eval("l.first(where: { $0 > k })", Self.numbers) == .int(l.first(where: { $0 > 4 })!))
        #expect(try eval("l.first { $0 > 100 }", Self.numbers) == .null)
        #expect(try eval("l.contains(where: { $0 % 2 == 0 })", Self.numbers) == .bool(l.contains(where: { $0 % 2 == 0 })))
        #expect(try eval("l.contains { n in n > 10 }", Self.numbers) == .bool(false))
        #expect(try eval("l.allSatisfy { $0 > 2 }", Self.numbers) == .bool(l.allSatisfy { $0 > 2 }))
        #expect(try eval("l.allSatisfy({ $0 > 3 })", Self.numbers) == .bool(false))
        #expect(try eval("l.count(where: { $0 > k })", Self.numbers) == .int(l.filter { $0 > 4 }.count))
        #expect(try eval("l.count { $0 > 100 }", Self.numbers) == .int(0))
        #expect(try eval("l.map { $0 * 2 }", Self.numbers) == .list(l.map { .int($0 * 2) }))
        #expect(try eval("l.map({ n in String(n) })", Self.numbers) == .list(l.map { .string(String($0)) }))
        // `filter` takes the parenthesized form too, as Swift does.
        #expect(try eval("l.filter({ $0 > k })", Self.numbers) == .list(l.filter { $0 > 4 }.map { .int($0) }))
        // The ones that are not closures stay what they were.
        #expect(try eval("l.contains(8)", Self.numbers) == .bool(true))
        #expect(try eval("l.count", Self.numbers) == .int(4))
        #expect(try eval("l.first", Self.numbers) == .int(3))
    }

    /// No element fails `allSatisfy` of an empty list, and none is found or counted.
    @Test func anEmptyListSatisfiesEverything() throws {
        #expect(try eval("none.allSatisfy { $0 > 0 }", Self.numbers) == .bool(true))
        #expect(try eval("none.contains(where: { $0 > 0 })", Self.numbers) == .bool(false))
        #expect(try eval("none.first(where: { $0 > 0 }) ?? -1", Self.numbers) == .int(-1))
        #expect(try eval("none.count(where: { $0 > 0 })", Self.numbers) == .int(0))
        #expect(try eval("none.map { $0 + 1 }", Self.numbers) == .list([]))
    }

    /// Swift's stop at the element that decides: the closure is not run on the rest, so a
    /// non-Bool there is never seen, and the shared count of runs is not spent.
    @Test func theAnswerStopsAtTheElementThatDecides() throws {
        let mixed: [String: Value] = ["m": .list([.int(1), .string("x")])]
        #expect(try eval("m.first(where: { $0 == 1 })", mixed) == .int(1))
        #expect(try eval("m.contains(where: { $0 == 1 })", mixed) == .bool(true))
        #expect(try eval("m.allSatisfy { $0 == 2 }", mixed) == .bool(false))
        #expect(throws: Diagnostic.self) { try eval("m.count(where: { $0 == 1 })", mixed) }
    }

    @Test func aClosureThatGivesNoBoolIsAnErrorOfTheRun() throws {
        do {
            _ = try eval("l.first(where: { $0 + 1 })", Self.numbers)
            Issue.record("no error")
        } catch let d as Diagnostic {
            #expect(d.message == "the closure of first(where:) must give true or false; $0 + 1 is Int 4")
        }
        #expect(throws: Diagnostic.self) { try eval("k.map { $0 }", Self.numbers) }
    }

    /// In an `if`'s condition `{` opens the branch, as Swift reads it; in the closure's own
    /// parentheses a closure again.
    @Test func aConditionsBraceIsTheBranch() throws {
        let statements = try Parser.statements("if let top = l.first { k = top }", at: here, limits: .standard)
        guard case .ifElse(let unwrapped, let then, _)? = statements.first?.kind else { Issue.record("\(statements)"); return }
        #expect(unwrapped.source == "l.first != nil")
        #expect(then.map(\.source) == ["let top = l.first", "k = top"])
        let found = try Parser.statements("if l.contains(where: { $0 > 3 }) { k = 1 }", at: here, limits: .standard)
        guard case .ifElse(let condition, _, _)? = found.first?.kind else { Issue.record("\(found)"); return }
        #expect(ListClosure.method("contains", [(label: "where", value: Expr(.closure([], parameters: []), at: here, source: "{}"))]) == .contains)
        #expect(condition.source == "l.contains(where: { $0 > 3 })")
        // Outside a condition the same brace is a trailing closure.
        #expect(try Parser.expression("l.first { $0 > 3 }", at: here).source == "l.first { $0 > 3 }")
    }

    static func board(_ script: String) -> String {
        """
        models:
          Todo: { kind: struct, fields: [id, title, done] }
        components:
          Board:
            state:
              todos: '[Todo(id: 1, title: "milk", done: false), Todo(id: 2, title: "eggs", done: true)]'
              selected: "2"
            body:
              - button: select milk
                action: selected = 1
              - button: rename eggs
                action: todos[1].title = "bread"
              - Detail: { item: "todos.first(where: { $0.id == selected })" }
              - Tally: { all: "todos.allSatisfy({ $0.done })", left: "todos.count(where: { !$0.done })" }
          Tally:
            props: [all, left]
            body:
              - text: "done {all} left {left}"
          Detail:
            props: [item]
            body:
              - text: 'detail {item?.title ?? "none"}'
        root: Board
        script:
        \(script)
        """
    }


    /// The parent runs the closure, so it reads `selected`; the child runs only when the
    /// element it is given differs.
    @Test func aDetailLookedUpByIdFollowsTheList() {
        let s = scenario(Self.board("""
              - expect: [detail eggs, "done false left 1"]
              - tap: select milk
                expect: [detail milk]
                assert: ["Board.renders == 2", "Detail.renders == 2"]
              - tap: rename eggs
                expect: [detail milk]
                assert: ["Board.renders == 3", "Detail.renders == 2"]
            """))
        #expect(s.passed, "\(outcome(s))")
        // The lock, both ways: the old element kept, and the child run for another's rename.
        #expect(!scenario(Self.board("  - tap: select milk\n    expect: [detail eggs]")).passed)
        #expect(!scenario(Self.board("  - tap: select milk\n  - tap: rename eggs\n    assert: [\"Detail.renders == 3\"]")).passed)
        #expect(!scenario(Self.board("  - expect: [\"done true left 1\"]")).passed)
    }

    func messages(_ body: String) -> [String] {
        diagnostics("""
            models:
              Todo: { kind: struct, fields: [id, title, done] }
            components:
              Root:
                state: { todos: '[Todo(id: 1, title: "a", done: false)]', n: 0, name: '""', names: '["a"]' }
                body:
                  - \(body)
              Show:
                props: [v]
                body:
                  - text: "{v}"
            root: Root
            """).map(\.message)
    }

    @Test func theCheckRefusesWhatSwiftWould() {
        #expect(messages("Show: { v: \"names.count(where: { $0 })\" }")
                == ["the closure of count(where:) must give true or false; $0 is a String"])
        #expect(messages("Show: { v: \"name.allSatisfy { $0 == n }\" }") == ["name is a String; allSatisfy is a list's method here"])
        #expect(messages("Show: { v: \"todos.first(where: { $0.id == n }) + 1\" }").count == 1)
        #expect(messages("Show: { v: \"todos.map { $0.nme }\" }").count == 1)
        // A closure of no type known is fine for map (a label of the [Todo] it gives is not, §28);
        // the map of titles is a [String].
        #expect(messages("Show: { v: \"todos.map { $0 }.count\" }").isEmpty)
        #expect(messages("Show: { v: \"todos.map { $0.title }.count + (todos.first { $0.done }?.id ?? n)\" }").isEmpty)
        #expect(messages("button: x\n        action: \"todos.first(where: { $0.done })\"")
                == ["todos.first(where: { $0.done }) computes a value and changes nothing; an action must change something"])
    }

    static func observed(_ script: String) -> String {
        """
        models:
          Todo: { fields: [done] }
        components:
          Board:
            state: { todos: "[Todo(done: true), Todo(done: false)]" }
            body:
              - button: finish second
                action: todos[1].done = true
              - button: reopen first
                action: todos[0].done = false
              - Flag: { any: "todos.contains(where: { $0.done })", twice: "(0..<3).map { n in n * 2 }" }
          Flag:
            props: [any, twice]
            body:
              - text: "any {any} {twice}"
        root: Board
        script:
        \(script)
        """
    }

    /// `contains(where:)` stops at the first `@Observable` todo that is done, so the body read
    /// only that todo's `done`: a write of the second's tells it nothing, as Observation in the
    /// app would not, while a write of the first's runs it.
    @Test func theBodyReadsOnlyTheElementsTheClosureRanOn() {
        let s = scenario(Self.observed("""
              - expect: ["any true [0, 2, 4]"]
              - tap: finish second
                assert: ["Board.renders == 1"]
              - tap: reopen first
                expect: ["any true [0, 2, 4]"]
                assert: ["Board.renders == 2"]
            """))
        #expect(s.passed, "\(outcome(s))")
        // The lock: the body run for the element the closure never reached fails.
        #expect(!scenario(Self.observed("  - tap: finish second\n    assert: [\"Board.renders == 2\"]")).passed)
        #expect(!scenario(Self.observed("  - tap: reopen first\n    assert: [\"Board.renders == 1\"]")).passed)
    }

    @Test func theExportWritesSwiftsSpelling() throws {
        let export = try ExportTests().exportSpec("specs/list-lookups.yaml")
        let board = ExportTests().file(export, "App/Board.swift")
        #expect(board.contains("Detail(item: todos.first(where: { $0.id == selected }))"), "\(board)")
        #expect(board.contains("todos.contains(where: { !$0.done })"), "\(board)")
        #expect(board.contains("todos.allSatisfy({ $0.done })"), "\(board)")
        #expect(board.contains("todos.count(where: { $0.done })"), "\(board)")
        #expect(board.contains("todos.map({ $0.title })"), "\(board)")
        #expect(ExportTests().file(export, "App/Detail.swift").contains("let item: Todo?"))
        #expect(ExportTests().file(export, "App/Summary.swift").contains("let titles: [String]"))
    }
}
