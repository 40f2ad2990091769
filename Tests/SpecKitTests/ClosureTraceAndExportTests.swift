import Foundation
import Testing
@testable import SpecKit

/// What the trace, the graph and the export say about closures, Equatable views, bindings into
/// a model, computed properties and list methods.
@Suite struct ClosureTraceAndExportTests {
    func trace(_ spec: String, _ scenario: String) throws -> ScenarioTrace {
        let file = RecordedRuns.result(of: "specs/\(spec).yaml")
        let result = try #require(file.scenarios.first { $0.scenario == scenario })
        return ScenarioTrace(result, spec: file.spec)
    }

    func export(_ spec: String) throws -> SwiftUIExport { try ExportTests().exportSpec("specs/\(spec).yaml") }

    func file(_ export: SwiftUIExport, _ path: String) -> String { ExportTests().file(export, path) }

    @Test func theTraceSaysWhyARowWithAClosureRenders() throws {
        let t = try trace("closure-props", "a closure prop (every row renders)")
        let step1 = t.lines(ofStep: 1).map(\.text)
        #expect(step1.contains("call onLike of PlainRow: runs `{ likes += 1; lastLiked = item }` in Feed, where it was written"))
        #expect(step1.contains("write state lastLiked of Feed: 0 → 2"))
        #expect(step1.filter { $0.hasPrefix("render PlainRow") }.count == 3)
        #expect(step1.contains { $0.hasSuffix("its parent passed a different value: onLike is a new closure; it uses likes, lastLiked, item, so it captured self and item when made, and closures that capture compare unequal") })
    }

    @Test func theTraceSaysWhatAnEquatableViewCompared() throws {
        let t = try trace("closure-props", "Equatable row with .equatable() (no row renders)")
        let skips = t.lines(ofStep: 1).filter { $0.kind == .skip }.map(\.text)
        #expect(skips.count == 3)
        #expect(skips.first == "skip EquatableRow at 2.[1].0: its == compares item and finds no difference, onLike not compared; body not run, it keeps its last value")
        let snapshot = try #require(TreeSnapshot(events: RecordedRuns.result(of: "specs/closure-props.yaml")
            .scenarios[1].events, step: 1))
        let graph = TreeGraph(snapshot, scenario: "rows")
        #expect(graph.boxes.filter { $0.title == "EquatableRow" }.allSatisfy { $0.lines.contains("Equatable: == compares item") })
    }

    @Test func theTraceSaysWhatAnEquatableViewsEqualsFoundDifferent() {
        let yaml = """
            components:
              Parent:
                state: { n: 0 }
                body:
                  - text: n {n}
                  - button: bump
                    action: n += 1
                  - Row: { item: n, onTap: "{ n += 1 }" }
              Row:
                props: [item, onTap]
                equatable: [item]
                body: [text: "row {item}"]
            root: Parent
            script: [ { tap: bump, expect: [row 1] } ]
            """
        let result = run(yaml)
        let t = ScenarioTrace(result.scenarios[0], spec: result.spec)
        #expect(t.lines(ofStep: 1).map(\.text).contains("render Row: its == compares item and finds a difference: item 0 → 1"))
    }

    @Test func theTraceShowsAWriteThroughABindingIntoAField() throws {
        let t = try trace("bindable-form", "A @Bindable form edits a model's fields; only the readers of a field re-render")
        let step = t.lines(ofStep: 2).map(\.text)
        #expect(step.contains("write Profile#1.age: 30 → 31"))
        // The form made `$profile.age`, which read the field (§20): it renders first and passes
        // AgeEditor a binding that now carries 31.
        #expect(step.contains { $0.hasPrefix("render ProfileForm: Profile#1.age, read in its last render") })
        #expect(step.contains("render AgeEditor: its parent passed a different value: binding age carries 30 → 31"))
    }

    @Test func closurePropsExportAsAnEquatableViewWithEquatable() throws {
        let e = try export("closure-props")
        let row = file(e, "App/EquatableRow.swift")
        #expect(row.contains("struct EquatableRow: RowView, Equatable {"))
        #expect(row.contains("let onLike: () -> Void"))
        #expect(row.contains("nonisolated static func == (lhs: Self, rhs: Self) -> Bool {\n        lhs.item == rhs.item\n    }"))
        #expect(row.contains("var compared: some View { equatable() }"))
        #expect(file(e, "App/PlainRow.swift").contains("var compared: some View { self }"))
        #expect(file(e, "App/Feed.swift").contains("Row(item: item, onLike: { likes += 1; lastLiked = item }).compared"))
        #expect(file(e, "App/RowView.swift").contains("init(item: Int, onLike: @escaping () -> Void)"))
    }

    /// An Equatable child no slot binds: the view is `View, Equatable`, as `.equatable()` is a
    /// method of views that are Equatable.
    static let directEquatable = InlineSpec("e.yaml", """
        components:
          Parent:
            state: { n: 0 }
            body:
              - text: n {n}
              - Row: { item: 1, other: n }
          Row:
            props: [item, other]
            equatable: [item]
            body: [text: "row {item} {other}"]
        root: Parent
        script: [ { expect: [row 1 0] } ]
        """)

    @Test func aDirectEquatableChildGetsEquatableAtItsUse() async throws {
        let e = try Self.directEquatable.export()
        #expect(file(e, "App/Parent.swift").contains("Row(item: 1, other: n).equatable()"))
        #expect(file(e, "App/Row.swift").contains("struct Row: View, Equatable {"))
        try await ExportTests().expectTypeChecks(e)
    }

    @Test func aBindableFormAndAComputedPropertyExportAsSwiftUIWritesThem() throws {
        let form = try export("bindable-form")
        #expect(file(form, "App/ProfileForm.swift").contains("@Bindable var profile: Profile"))
        #expect(file(form, "App/ProfileForm.swift").contains("AgeEditor(age: $profile.age)"))
        // A control binds a field of the `@Bindable` prop through its projection, as a child's argument does.
        #expect(file(form, "App/ProfileForm.swift").contains("Toggle(\"Notifications\", isOn: $profile.notify)"))
        #expect(file(try export("computed-property"), "App/Cart.swift").contains("var total: Int { price * quantity }"))
        let rows = file(try export("list-delete"), "App/RowsById.swift")
        #expect(rows.contains("Row(item: item, onDelete: { items.remove(at: i) })"))
    }

    @Test func anEquatableViewCannotCompareAClosure() throws {
        let yaml = """
            components:
              Parent:
                state: { n: 0 }
                body: [Row: { onTap: "{ n += 1 }" }]
              Row:
                props: [onTap]
                equatable: [onTap]
                body:
                  - button: tap
                    action: onTap()
            root: Parent
            script: [ { tap: tap } ]
            """
        #expect(throws: SpecError.self) { try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "e.yaml")) }
        do {
            _ = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "e.yaml"))
        } catch let e as SpecError {
            #expect(e.diagnostics.map(\.message)
                    == ["an Equatable view's == cannot compare 'onTap': type '() -> Void' cannot conform to 'Equatable'"])
        }
    }
}
