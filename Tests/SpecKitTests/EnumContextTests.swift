import Foundation
import Testing
@testable import SpecKit

/// `.done` where two enums have the case and Swift types it from where it goes (docs/semantics.md
/// §92.1): a list's `Element` in `append(_:)`, `insert(_:at:)` and `contains(_:)` and in a list
/// literal assigned to it or compared with it, and a method's
/// declared return type in `return .done`. A label shows only the case's name, so each case is
/// compared with the qualified one, `== Filter.done`: Scope's `done` there would be refused.
@Suite struct EnumContextTests {
    static let app = """
        models:
          Filter: { kind: enum, cases: [all, done] }
          Scope: { kind: enum, cases: [all, done, mine] }
          Board:
            fields: { marks: "[Filter.all]" }
            methods:
              reset: marks.removeAll(); marks.append(.done)
              "latest() -> Filter": |
                if marks.contains(.done) { return .done }
                return .all
              "settle() async -> Filter": |
                await sleep(10)
                return .done
          Pin:
            kind: struct
            fields: { n: 0 }
            methods:
              "pick() -> Filter": .done
        components:
          Home:
            state: { list: "[Filter.all]", board: "Board()", pin: "Pin()", a: false, b: false, c: false, d: false, e: false, n: 0 }
            body:
              - text: "list {a} {n} field {b} method {c} struct {d} async {e}"
              - text: "has {list.contains(.done)} {board.marks.contains(.done)}"
              - text: "eq {list == [.done, .all]} {[.done] == board.marks}"
              - button: empty
                action: list.removeAll(); list.append(.done); a = list[0] == Filter.done
              - button: front
                action: "list.insert(.done, at: 0); n = list.count; a = list[0] == Filter.done"
              - button: swap
                action: "list.removeAll(); list = [.done, .all]; n = list.count; a = list[0] == Filter.done"
              - button: mark
                action: board.marks.removeAll(); board.marks.append(.done); b = board.marks[0] == Filter.done
              - button: reset
                action: board.reset(); c = board.latest() == Filter.done; d = pin.pick() == Filter.done
              - button: settle
                action: "Task { let f = await board.settle(); e = f == Filter.done }"
        root: Home
        """

    func run(_ steps: String, _ expected: String) -> ScenarioResult {
        scenario(Self.app + "\nscript:\n" + steps + "\n    expect: [\"\(expected)\"]\n")
    }

    @Test func aListsElementTypesTheCaseItTakes() {
        #expect(diagnostics(Self.app).isEmpty, "\(diagnostics(Self.app).map(\.message))")
        // Launch: Filter.all only, so neither list contains Filter's done.
        let launch = run("  - expect-not: [nothing]", "has false false")
        #expect(launch.passed, "\(launch.screen.map(\.label)) \(String(describing: launch.error))")
        // Emptied, the list gives no element to take the type from: its declaration does.
        let appended = run("  - tap: empty", "list true 0 field false method false struct false async false")
        #expect(appended.passed, "\(appended.screen.map(\.label)) \(String(describing: appended.error))")
        #expect(!run("  - tap: empty", "list false 0 field false method false struct false async false").passed)
        let inserted = run("  - tap: front", "list true 2 field false method false struct false async false")
        #expect(inserted.passed, "\(inserted.screen.map(\.label)) \(String(describing: inserted.error))")
        // A list literal assigned: each element of the list's type, from its declaration once emptied.
        let assigned = run("  - tap: swap", "list true 2 field false method false struct false async false")
        #expect(assigned.passed, "\(assigned.screen.map(\.label)) \(String(describing: assigned.error))")
        #expect(!run("  - tap: swap", "list false 2 field false method false struct false async false").passed)
        // A list literal compared with a list: the other side's elements' type.
        #expect(run("  - expect-not: [nothing]", "eq false false").passed)
        let compared = run("  - tap: swap\n  - tap: mark", "eq true true")
        #expect(compared.passed, "\(compared.screen.map(\.label)) \(String(describing: compared.error))")
        #expect(!run("  - tap: swap\n  - tap: mark", "eq true false").passed)
        let contained = run("  - tap: front\n  - tap: mark", "has true true")
        #expect(contained.passed, "\(contained.screen.map(\.label)) \(String(describing: contained.error))")
        #expect(!run("  - tap: front\n  - tap: mark", "has false true").passed)
    }

    @Test func aDeclaredReturnTypeTypesTheCaseReturned() {
        let returned = run("  - tap: reset", "list false 0 field false method true struct true async false")
        #expect(returned.passed, "\(returned.screen.map(\.label)) \(String(describing: returned.error))")
        #expect(!run("  - tap: reset", "list false 0 field false method false struct true async false").passed)
        let awaited = run("  - tap: settle\n  - advance: 10", "list false 0 field false method false struct false async true")
        #expect(awaited.passed, "\(awaited.screen.map(\.label)) \(String(describing: awaited.error))")
        #expect(!run("  - tap: settle\n  - advance: 10", "list false 0 field false method false struct false async false").passed)
    }

    /// Where the spec declares no type, the case stays refused, with the qualified forms as the hint.
    @Test func whereNoDeclarationGivesATypeTheCaseIsRefused() {
        func first(_ yaml: String) -> String { diagnostics(yaml).first.map { "\($0.message) | \($0.hint ?? "")" } ?? "loads" }
        let refused = "'.done' is a case of Filter and Scope; its type cannot be inferred here | write the type: Filter.done or Scope.done"
        // A list declared `[]`: empty at the run, nothing tells its elements' type.
        #expect(first(Self.app.replacingOccurrences(of: "list: \"[Filter.all]\"", with: "list: \"[]\"")) == refused)
        // A list literal assigned to a value that is no list.
        #expect(first(Self.app.replacingOccurrences(of: "list = [.done, .all]", with: "a = [.done, .all]")) == refused)
        #expect(first(Self.app.replacingOccurrences(of: "marks: \"[Filter.all]\"", with: "marks: \"[]\"")) == refused)
        // A method whose signature writes no return type.
        #expect(first(Self.app.replacingOccurrences(of: "\"pick() -> Filter\": .done", with: "\"pick()\": return .done")) == refused)
        // A computed property has no declared type.
        #expect(first(Self.app.replacingOccurrences(of: "fields: { n: 0 }", with: "fields: { n: 0 }\n    computed: { f: .done }")) == refused)
        // A field of no default: the spec has no other way to declare its type.
        let field = Self.app.replacingOccurrences(of: "fields: { n: 0 }", with: "fields: { n: 0, f: ~ }")
            .replacingOccurrences(of: "pin: \"Pin()\"", with: "pin: \"Pin(f: .done)\"")
        #expect(first(field) == refused + "; Pin's field 'f' has no default to give it one")
    }

    static let exported = InlineSpec("enum-context.yaml", Self.app + "\nscript:\n  - tap: empty\n    expect: [\"has true false\"]\n")

    /// The case is written `.done` as it stands: Swift types it where the spec does.
    @Test func theExportWritesTheCaseAsItStands() async throws {
        let export = try Self.exported.export()
        let file = { (path: String) in export.files.first { $0.path == path }?.contents ?? "" }
        #expect(file("App/Home.swift").contains("list.append(.done)"))
        #expect(file("App/Home.swift").contains("list.insert(.done, at: 0)"))
        #expect(file("App/Home.swift").contains("list = [.done, .all]"))
        #expect(file("App/Home.swift").contains("\\(list == [.done, .all]) \\([.done] == board.marks)"))
        #expect(file("App/Board.swift").contains("return .done"))
        #expect(file("App/Board.swift").contains("marks.contains(.done)"))
        try await ExportTests().expectTypeChecks(export)
    }
}
