import Foundation
import Testing
@testable import SpecKit

/// `.done` assigned to a model's field of no default, or compared with it or with a prop, takes
/// its enum from the type the export declares them with, the type of the values the spec gives
/// them (docs/semantics.md §92.2): `var filter: Filter`, `let f: Filter`. Filter and Stage both
/// have `done`, so only that declaration tells which `done` is meant; `.todo`, Stage's alone,
/// is no case of Filter, and refused in Swift's words.
@Suite struct EnumDeclaredContextTests {
    static let app = """
        models:
          Filter: { kind: enum, cases: [all, active, done] }
          Stage: { kind: enum, cases: [todo, done] }
          Prefs:
            fields: [filter]
            methods:
              finish: filter = .done
              "isDone() -> Bool": return filter == .done
        components:
          Root:
            state: { prefs: "Prefs(filter: Filter.all)" }
            body:
              - text: "filter {prefs.filter} done {prefs.filter == .done} method {prefs.isDone()}"
              - button: finish
                action: prefs.filter = .done
              - button: reset
                action: prefs.filter = Filter.all
              - button: method
                action: prefs.finish()
              - Middle: { g: prefs.filter }
          Middle:
            props: [g]
            body:
              - Child: { f: g }
          Child:
            props: [f]
            body:
              - text: "child done {.done == f} not {f != .done}"
        root: Root
        """

    func first(_ yaml: String) -> String {
        diagnostics(yaml).first.map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.hint ?? "")" } ?? "loads"
    }

    func run(_ steps: String) -> ScenarioResult { scenario(Self.app + "\nscript:\n" + steps + "\n") }

    /// Worked out from the rule: Filter's `done` is the case assigned and compared everywhere, so
    /// the labels turn true once the field holds Filter.done, through the prop chain too.
    @Test func theDeclaredTypeTypesTheCase() {
        #expect(diagnostics(Self.app).isEmpty, "\(diagnostics(Self.app).map(\.message))")
        let launch = "  - expect: [filter all done false method false, child done false not true]"
        let finished = "  - tap: finish\n    expect: [filter done done true method true, child done true not false]"
        let result = run(launch + "\n" + finished + "\n  - tap: reset\n  - tap: method\n    expect: [filter done done true method true]")
        #expect(result.passed, "\(result.labels) \(String(describing: result.error))")
        // The lock: a wrong expectation fails.
        #expect(!run(launch + "\n" + finished.replacingOccurrences(of: "child done true", with: "child done false")).passed)
        #expect(!run(launch.replacingOccurrences(of: "done false method", with: "done true method")).passed)
    }

    /// A case the declared enum lacks is Swift's "type 'Filter' has no member 'todo'", where it is
    /// assigned and where it is compared, against a field of no default and a prop alike.
    @Test func aCaseTheDeclaredEnumLacksIsRefused() {
        let lacks = "type 'Filter' has no member 'todo' | its cases are all, active, done"
        #expect(first(Self.app.replacingOccurrences(of: "action: prefs.filter = .done", with: "action: prefs.filter = .todo")) == "15:32 \(lacks)")
        #expect(first(Self.app.replacingOccurrences(of: "{.done == f}", with: "{.todo == f}")) == "28:28 \(lacks)")
        #expect(first(Self.app.replacingOccurrences(of: "done {prefs.filter == .done}", with: "done {prefs.filter == .todo}")) == "13:60 \(lacks)")
        #expect(first(Self.app.replacingOccurrences(of: "finish: filter = .done", with: "finish: filter = .todo")) != "loads")
        // A name no enum has is the checks of names' one error, not a second at the same place.
        for (written, wrong) in [("action: prefs.filter = .done", "action: prefs.filter = .nope"), ("{.done == f}", "{.nope == f}")] {
            let found = diagnostics(Self.app.replacingOccurrences(of: written, with: wrong)).map(\.message)
            #expect(found == ["'.nope' is no case of Filter, Stage or ScenePhase"], "\(found)")
        }
    }

    /// Where the values given disagree, or say no enum, nothing declares one, and `.done`, which
    /// two enums have, stays refused with the qualified forms as the hint (§92.1).
    @Test func valuesOfNoOneEnumGiveNone() {
        let refused = "'.done' is a case of Filter and Stage; its type cannot be inferred here | write the type: Filter.done or Stage.done"
        let twoParents = Self.app.replacingOccurrences(of: "      - Middle: { g: prefs.filter }", with: "      - Middle: { g: prefs.filter }\n      - Child: { f: Stage.todo }")
        #expect(first(twoParents) == "29:28 \(refused)")
        let untyped = Self.app.replacingOccurrences(of: "Prefs(filter: Filter.all)", with: "Prefs(filter: 1)")
            .replacingOccurrences(of: "      - button: reset\n        action: prefs.filter = Filter.all\n", with: "")
        // An Int given gives no enum: the assignment in Prefs's own method is refused first.
        #expect(first(untyped) == "7:24 \(refused)")
    }

    /// A field that a view sets to nil: beside nil, a case of either enum compares unequal, as
    /// Swift's `Optional.none == .done` is false; `.done` assigned while it holds nil takes no enum
    /// from the value, and the run stops there [D], where the app would store Filter's case.
    @Test func nilComparesUnequalAndAnAssignmentOverNilStops() {
        let cleared = Self.app.replacingOccurrences(of: "      - button: method\n", with: "      - button: clear\n        action: prefs.filter = nil\n      - button: method\n")
        #expect(diagnostics(cleared).isEmpty, "\(diagnostics(cleared).map(\.message))")
        let compared = scenario(cleared + "\nscript:\n  - tap: clear\n    expect: [filter nil done false method false, child done false not true]\n")
        #expect(compared.passed, "\(compared.labels) \(String(describing: compared.error))")
        #expect(!scenario(cleared + "\nscript:\n  - tap: clear\n    expect: [child done false not false]\n").passed)
        let assigned = scenario(cleared + "\nscript:\n  - tap: clear\n  - tap: finish\n    expect: [child done true not false]\n")
        #expect(assigned.error?.message == "'.done' is a case of Filter and Stage; its type cannot be inferred here", "\(String(describing: assigned.error))")
    }

    static let exported = InlineSpec("enum-declared-context.yaml", Self.app + "\nscript:\n  - tap: finish\n    expect: [child done true not false]\n")

    /// The export writes `.done` as it stands beside the declared field and prop, which Swift takes.
    @Test func theExportTypeChecks() async throws {
        let export = try Self.exported.export()
        let file = { (path: String) in export.files.first { $0.path == path }?.contents ?? "" }
        #expect(file("App/Prefs.swift").contains("var filter: Filter"))
        #expect(file("App/Child.swift").contains("let f: Filter"))
        try await ExportTests().expectTypeChecks(export)
    }
}
