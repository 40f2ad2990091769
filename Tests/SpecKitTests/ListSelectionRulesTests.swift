import Foundation
import Testing
@testable import SpecKit

/// `selection:` on a for-each and the `select:` step (docs/semantics.md §52): a tap on a row of a
/// list with a selection binding writes the row's id into it.
@Suite struct ListSelectionRulesTests {
    /// `Sidebar` lists three items keyed by the element, selected into an optional; a detail
    /// below sets its note from the selection in its init.
    static let app = """
        components:
          Sidebar:
            state: { items: '["a", "b", "c"]', selected: nil }
            body:
              - text: "selected {selected}"
              - for-each: items
                as: item
                index: i
                id: item
                selection: $selected
                body:
                  - text: "row {item}"
              - if: selected != nil
                then:
                  - Detail: { item: selected }
          Detail:
            props: [item]
            state-in-init: { note: item }
            body:
              - text: "detail {item} note {note}"
        root: Sidebar
        """

    @Test func aTapWritesTheRowsIdIntoTheSelection() throws {
        let (g, at) = try launched(Self.app)
        #expect(texts(on: g).first == "selected nil")
        try g.perform(.select("row b"), at: at)
        #expect(texts(on: g) == ["selected b", "row a", "row b", "row c", "detail b note b"])
        // Keyed by position, the tag is the row's index, not its element.
        let (h, here) = try launched(Self.app.replacingOccurrences(of: "id: item\n", with: "id: i\n")
            .replacingOccurrences(of: "- Detail: { item: selected }", with: "- text: shown"))
        try h.perform(.select("row c"), at: here)
        #expect(texts(on: h).first == "selected 2")
    }

    @Test func aDetailKeepsItsInitStateUnlessKeyedByTheSelection() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.select("row a"), at: at)
        try g.perform(.select("row c"), at: at)
        #expect(texts(on: g).last == "detail c note a")
        let (h, here) = try launched(Self.app.replacingOccurrences(of: "- Detail: { item: selected }", with: "- Detail: { item: selected }\n            id: selected"))
        try h.perform(.select("row a"), at: here)
        try h.perform(.select("row c"), at: here)
        #expect(texts(on: h).last == "detail c note c")
    }

    @Test func aTapOnTheSelectedRowKeepsItAndRendersNothing() {
        let yaml = Self.app + "\nscript:\n  - select: row b\n  - select: row b\n    expect: [selected b]\n    assert: [\"Sidebar.renders == 2\", \"Detail.inits == 1\"]\n"
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
        let file = run(yaml)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("it already held it: a tap on the selected row keeps it selected, and an equal value invalidates nothing"))
    }

    @Test func aStepOnARowWithoutSelectionADisabledRowOrAnotherTypeIsAnError() throws {
        let (g, at) = try launched(Self.app)
        do {
            try g.perform(.select("selected nil"), at: at)
            Issue.record("the text is outside the for-each")
        } catch let d as Diagnostic {
            #expect(d.message == "select: \"selected nil\" is on screen but in no row of a for-each with `selection:`, so it offers no selection")
            #expect(d.hint?.hasSuffix("rows that can be selected: \"row a\", \"row b\", \"row c\"") == true, "\(d.hint ?? "")")
        }
        let disabled = Self.app.replacingOccurrences(of: "root: Sidebar", with: "  Outer:\n    body:\n      - Sidebar:\n        disabled: true\nroot: Outer")
        let (h, here) = try launched(disabled)
        do {
            try h.perform(.select("row a"), at: here)
            Issue.record("a disabled row takes no tap")
        } catch let d as Diagnostic {
            #expect(d.message.hasPrefix("the row showing \"row a\" is disabled"))
        }
        #expect(texts(on: h).first == "selected nil")
        let other = Self.app.replacingOccurrences(of: "selected: nil }", with: "selected: nil, n: 0 }")
            .replacingOccurrences(of: "- text: \"selected {selected}\"", with: "- button: zero\n        action: selected = n")
        let (k, there) = try launched(other)
        try k.tap("zero", at: there)
        do {
            try k.perform(.select("row a"), at: there)
            Issue.record("an Int selection matches no String tag")
        } catch let d as Diagnostic {
            #expect(d.message == "the list's selection $selected holds Int 0 but its row's id is String \"a\"")
        }
    }

    @Test func theCheckAndTheDecoderRefuseLikelyMistakes() throws {
        let none = Self.app.replacingOccurrences(of: "        selection: $selected\n", with: "") + "\nscript:\n  - select: row a\n"
        let spec = try SpecDecoder.decode(Array(none.utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: spec).map(\.message) == ["select: no `for-each:` has `selection:`, so a tap on a row selects nothing"])
        let typed = diagnostics(Self.app.replacingOccurrences(of: "selected: nil }", with: "selected: 0 }"))
        #expect(typed.map(\.message).contains("a list's selection $selected is an Int but its rows' ids are a String"), "\(typed.map(\.message))")
        let plain = diagnostics(Self.app.replacingOccurrences(of: "selection: $selected", with: "selection: selected"))
        #expect(plain.map(\.message) == ["`selection:` takes a binding, which the list writes the tapped row's id into; `selected` is not one"])
    }

    /// The lock: an expectation the selection does not meet fails and shows what is on screen.
    @Test func aWrongExpectationAfterASelectionFails() {
        let good = scenario(Self.app + "\nscript:\n  - select: row b\n    expect: [selected b]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.app + "\nscript:\n  - select: row b\n    expect: [selected a]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "selected a")
        #expect(bad.failures.first?.screenSummary.contains("selected b") == true)
    }

    @Test func theTraceAndThePictureSayWhichRowAndValue() throws {
        let file = run(Self.app + "\nscript:\n  - select: row b\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("step 1: select the row \"row b\"\n"))
        #expect(text.contains("tap the row showing \"row b\": row \"b\" of Sidebar's list, so the list writes the row's tag, its id \"b\", into $selected\n"))
        #expect(text.contains("written by the selection"))
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let lines = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Sidebar" }?.lines ?? []
        #expect(lines.contains("row \"b\" tapped: $selected = \"b\""))
    }

    @Test func exploringSelectsEachRow() throws {
        let (g, _) = try launched(Self.app)
        let actions = ExploreAction.available(on: g, alphabet: [], controls: false).actions
        let selects = actions.filter { if case .select = $0 { true } else { false } }
        #expect(selects == [.select("row a"), .select("row b"), .select("row c")])
        #expect(ExploreAction.select("row a").yaml(indent: "") == "- select: \"row a\"\n")
        try ExploreAction.select("row c").perform(on: g)
        #expect(texts(on: g).first == "selected c")
    }

    static let exported = InlineSpec("selection.yaml", Self.app + "\nscript:\n  - select: row b\n    expect: [selected b, detail b note b]\n")

    @Test func theExportWrapsTheRowsInAListWithTheSelectionAndTheUITestTapsTheCell() async throws {
        let export = try Self.exported.export()
        let sidebar = export.files.first { $0.path == "App/Sidebar.swift" }?.contents ?? ""
        #expect(sidebar.contains("@State private var selected: String? = nil\n"))
        #expect(sidebar.contains("SwiftUI.List(selection: $selected) {\n"))
        #expect(sidebar.contains("Text(verbatim: \"selected \\(selected.map { \"\\($0)\" } ?? \"nil\")\")"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.cells.containing(.any, identifier: \"row b\").firstMatch.tap()\n"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// `List(selection: $store.selected)` with `@State var store = Store()`, an @Observable model:
    /// a tap writes the model's field, and only the views that read it render.
    static let modelField = InlineSpec("model-selection.yaml", """
        models:
          Store:
            fields: { selected: nil, other: 0 }
        components:
          Split:
            state: { store: "Store()", items: '["a", "b"]' }
            body:
              - for-each: items
                as: item
                id: item
                selection: $store.selected
                body:
                  - text: "item {item}"
              - Detail: { store: store }
              - Other: { store: store }
          Detail:
            props: [store]
            body: [ { text: 'detail {store.selected ?? "none"}' } ]
          Other:
            props: [store]
            body: [ { text: "other {store.other}" } ]
        root: Split
        script:
          - select: item b
            expect: ["detail b"]
            assert: ["Detail.renders == 2", "Other.renders == 1", "Split.renders == 1"]
        """)

    @Test func aModelsFieldTakesTheSelection() async throws {
        let s = scenario(Self.modelField.yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        let export = try Self.modelField.export()
        let split = export.files.first { $0.path == "App/Split.swift" }?.contents ?? ""
        #expect(split.contains("SwiftUI.List(selection: $store.selected) {\n"))
        try await ExportTests().expectTypeChecks(export)
        // `selection: $store.selected + 1` is no binding, and the hint does not ask for another `$`.
        let computed = diagnostics(Self.modelField.yaml.replacingOccurrences(of: "selection: $store.selected", with: "selection: $store.other + 1"))
        #expect(computed.map(\.message) == ["`selection:` takes a binding, which the list writes the tapped row's id into; `$store.other + 1` is not one"])
    }
}
