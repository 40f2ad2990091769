import Foundation
import Testing
@testable import SpecKit

/// Enums of the app's own, without associated or raw values (docs/semantics.md §92): a case is a
/// value, compared by case, shown by its name, a picker's tag and a stack's route.
@Suite struct EnumRulesTests {
    static let app = """
        models:
          Filter: { kind: enum, cases: [all, active, done] }
          Scope: { kind: enum, cases: [everyone, mine] }
          Prefs:
            fields: { filter: .all }
            methods:
              "set(_ f: Filter)": filter = f
        components:
          Home:
            state: { filter: .all, prefs: "Prefs()", scope: Scope.mine }
            environment: { phase: scenePhase }
            body:
              - text: "f {filter} p {prefs.filter} s {scope}"
              - text: "eq {filter == .done} {scope == .everyone} {phase == .active} {filter != Filter.all}"
              - picker: Filter
                selection: $filter
                options: [.all, .active, .done]
              - button: finish
                action: filter = .done; prefs.set(.active)
              - for-each: "[Filter.all, Filter.done]"
                id: \\.self
                as: f
                body: [ { text: "row {f}" } ]
        root: Home
        """

    /// `spec` ending its script shows `right` after its last step and not `wrong`: the rule, and its lock.
    func expectShows(_ script: String, _ right: String, not wrong: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let s = scenario(Self.app + "\nscript:\n" + script + "\n    expect: [\"\(right)\"]\n")
        #expect(s.passed, "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))", sourceLocation: sourceLocation)
        #expect(!scenario(Self.app + "\nscript:\n" + script + "\n    expect: [\"\(wrong)\"]\n").passed, "\(wrong) passed", sourceLocation: sourceLocation)
    }

    @Test func aCaseShowsItsNameAndAFieldDefaultIsACase() {
        expectShows("  - expect-not: [nothing]", "f all p all s mine", not: "f .all p .all s mine")
    }

    /// A field default written with its type, `Filter.all`, is a constant: the form to use when
    /// two enums have the case, where `.all` alone cannot be inferred; and the field's enum types
    /// `.done` in a construction's argument. Another name stays refused.
    @Test func aFieldDefaultWrittenWithItsTypeIsAConstant() {
        let shared = Self.app.replacingOccurrences(of: "Scope: { kind: enum, cases: [everyone, mine] }",
                                                   with: "Scope: { kind: enum, cases: [all, everyone, mine] }")
            .replacingOccurrences(of: "fields: { filter: .all }", with: "fields: { filter: Filter.all }")
            .replacingOccurrences(of: "state: { filter: .all,", with: "state: { filter: Filter.all,")
            .replacingOccurrences(of: "options: [.all, .active, .done]", with: "options: [Filter.all, .active, .done]")
            .replacingOccurrences(of: "{filter != Filter.all}", with: "{filter != Filter.all}")
        #expect(diagnostics(shared).isEmpty, "\(diagnostics(shared).map(\.message))")
        let s = scenario(shared + "\nscript:\n  - tap: finish\n    expect: [\"f done p active s mine\"]\n")
        #expect(s.passed, "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))")
        // `Prefs(filter: .done)`: the field's enum types the case, as the init's parameter does.
        let built = shared.replacingOccurrences(of: "prefs: \"Prefs()\"", with: "prefs: \"Prefs(filter: .done)\"")
        #expect(diagnostics(built).isEmpty, "\(diagnostics(built).map(\.message))")
        #expect(scenario(built + "\nscript:\n  - expect: [\"f all p done s mine\"]\n").passed)
        #expect(!scenario(built + "\nscript:\n  - expect: [\"f all p all s mine\"]\n").passed)
        let other = shared.replacingOccurrences(of: "fields: { filter: Filter.all }", with: "fields: { filter: Home.all }")
        #expect(diagnostics(other).map(\.message).contains("a field default cannot use 'Home'; use a constant"))
    }

    /// `.all` takes the type of what it is compared with: Scope's `all`, ScenePhase's `active`.
    @Test func casesCompareByCaseAndTakeTheirTypeFromTheOtherSide() {
        expectShows("  - expect-not: [nothing]", "eq false false true false", not: "eq false true true false")
    }

    @Test func anAssignmentAMethodAndAPickerWriteCases() {
        expectShows("  - tap: finish", "f done p active s mine", not: "f all p all s mine")
        expectShows("  - pick: active\n    from: Filter", "Filter: active", not: "Filter: all")
        expectShows("  - expect-not: [nothing]", "row done", not: "row Filter.done")
    }

    /// Each case is a state of its own to `spec explore`, and a cycle of cases comes back to the first.
    @Test func aCaseIsPartOfTheExploredState() throws {
        let yaml = """
            models: { Light: { kind: enum, cases: [red, green, amber] } }
            components:
              Lamp:
                state: { light: .red }
                body:
                  - text: "light {light}"
                  - button: next
                    action: "light = light == .red ? Light.green : light == .green ? Light.amber : Light.red"
            root: Lamp
            script: []
            """
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "test.yaml")
        let result = Explorer.explore(try #require(spec.scenarios.first), of: spec, options: ExploreOptions(depth: 100, jobs: 1))
        #expect(result.complete)
        #expect(result.states == 3)
        // Boxed, the case keeps every value at 24 bytes.
        #expect(MemoryLayout<Value>.stride == 24)
    }

    @Test func mistakesAreRefusedWithTheQualifiedForm() {
        func first(_ yaml: String) -> String { diagnostics(yaml).first.map { "\($0.message) | \($0.hint ?? "")" } ?? "loads" }
        let unknown = Self.app.replacingOccurrences(of: "{filter != Filter.all}", with: "{filter != Filter.finished}")
        #expect(first(unknown) == "type 'Filter' has no member 'finished' | its cases are all, active, done")
        let twoEnums = Self.app.replacingOccurrences(of: "{scope == .everyone}", with: "{scope == Filter.all}")
        #expect(first(twoEnums).hasPrefix("cannot apply '==' to Scope and Filter"))
        let noEnum = "components:\n  V:\n    state: { filter: .all }\n    body: [ { text: \"{filter}\" } ]\nroot: V\n"
        #expect(first(noEnum).hasPrefix("'.all' is no case of ScenePhase, and the spec declares no enum"))
        let carried = Self.app.replacingOccurrences(of: "cases: [everyone, mine]", with: "cases: [everyone, \"mine(Int)\"]")
        #expect(first(carried).hasPrefix("associated values are not expressed; Scope.mine cannot carry (Int)"))
        // Two enums with the case: where nothing gives the type, the check or the run says which to write.
        let shared = Self.app.replacingOccurrences(of: "cases: [everyone, mine]", with: "cases: [all, mine]")
            .replacingOccurrences(of: "{scope == .everyone}", with: "{scope == .all}")
        #expect(first(shared) == "'.all' is a case of Filter and Scope; its type cannot be inferred here | write the type: Filter.all or Scope.all")
        // A picker's tags are `.tag(Filter.all)` in Swift, whose generic parameter gives no type.
        let qualified = shared.replacingOccurrences(of: "fields: { filter: .all }", with: "fields: { filter: Filter.all }")
            .replacingOccurrences(of: "state: { filter: .all,", with: "state: { filter: Filter.all,")
        #expect(first(qualified) == "'.all' is a case of Filter and Scope; its type cannot be inferred here | write the type: Filter.all or Scope.all")
        // Assigned, the target's type gives it: Filter's `all`, not a refusal (§92.1).
        let assigned = qualified.replacingOccurrences(of: "options: [.all, .active, .done]", with: "options: [Filter.all, .active, .done]")
            .replacingOccurrences(of: "action: filter = .done;", with: "action: filter = .all;")
        #expect(first(assigned) == "loads")
        let s = scenario(assigned + "\nscript:\n  - tap: finish\n    expect: [\"f all p active s mine\"]\n")
        #expect(s.passed, "\(s.labels) \(String(describing: s.error))")
    }

    static let exported = InlineSpec("enums.yaml", Self.app + "\nscript:\n  - tap: finish\n    expect: [\"f done p active s mine\"]\n")

    @Test func theExportDeclaresTheEnumAndWritesItsCases() async throws {
        let export = try Self.exported.export()
        let file = { (path: String) in export.files.first { $0.path == path }?.contents ?? "" }
        #expect(file("App/Filter.swift").contains("enum Filter: Hashable {\n    case all, active, done\n}"))
        let home = file("App/Home.swift")
        #expect(home.contains("@State private var filter = Filter.all"))
        #expect(home.contains("\\(filter == .done) \\(scope == .everyone) \\(phase == .active)"))
        #expect(home.contains("ForEach([Filter.all, Filter.active, Filter.done], id: \\.self)"))
        #expect(file("App/Prefs.swift").contains("init(filter: Filter = Filter.all)"))
        try await ExportTests().expectTypeChecks(export)
    }

    @Test func theLessonHolds() throws {
        try expectLessonHolds("enum-filter.yaml", wrong: [
            ("showing active, todo eggs", "showing .active, todo eggs", 0),
            ("expect: [tap 0, changes 3]", "expect: [tap 2, changes 3]", 0),
            ("expect: [at settings, is settings true]", "expect: [at settings, is settings false]", 1),
        ])
    }
}
