import Testing
@testable import SpecKit

/// A `pick:` of the option already selected (docs/semantics.md §14): the segment sends no change,
/// so nothing is written and nothing that watches a write runs.
@Suite struct PickerReselectTests {
    /// A model field whose `didSet` counts writes, an ObservableObject whose publisher counts
    /// sends, and a custom binding whose setter counts calls, each behind a picker.
    static func spec(_ script: String) -> String {
        """
        models:
          Prefs:
            fields:
              sort: { default: '"name"', did-set: "sorts += 1" }
              sorts: 0
          Store: { kind: observable-object, fields: { order: '"up"' }, published: [order] }
        components:
          Screen:
            state: { prefs: "Prefs()", heard: 0, sets: 0, size: '"S"' }
            state-object: { store: "Store()" }
            body:
              - picker: Sort
                selection: $prefs.sort
                options: ['"name"', '"date"']
              - picker: Order
                selection: $store.order
                options: ['"up"', '"down"']
              - picker: Size
                selection: 'Binding(get: { size }, set: { sets += 1; size = $0 })'
                options: ['"S"', '"L"']
              - text: "sorts {prefs.sorts} heard {heard} sets {sets}"
              - Child: {}
                on-receive: { of: store.$order, action: heard += 1 }
          Child:
            body: [ { text: child } ]
        root: Screen
        script:
        \(script)
        """
    }

    @Test func pickingTheSelectedOptionWritesNothing() {
        let s = scenario(Self.spec("""
              - expect: ["sorts 0 heard 1 sets 0"]
              - pick: name
                from: Sort
                expect: ["sorts 0 heard 1 sets 0"]
              - pick: up
                from: Order
                expect: ["sorts 0 heard 1 sets 0"]
              - pick: S
                from: Size
                expect: ["sorts 0 heard 1 sets 0"]
              - pick: date
                from: Sort
                expect: ["Sort: date", "sorts 1 heard 1 sets 0"]
              - pick: date
                from: Sort
                expect: ["sorts 1 heard 1 sets 0"]
              - pick: down
                from: Order
                expect: ["sorts 1 heard 2 sets 0"]
              - pick: L
                from: Size
                expect: ["Size: L", "sorts 1 heard 2 sets 1"]
            """))
        #expect(s.passed, "\(outcome(s))")
        let reselected = s.events.filter { if case .inputApplied(let i) = $0 { return i.kind == .alreadySelected } else { return false } }
        #expect(reselected.count == 4)
    }

    @Test func anExpectationOfAWriteOnReselectingFails() {
        let s = scenario(Self.spec("""
              - pick: name
                from: Sort
                expect: ["sorts 1 heard 1 sets 0"]
            """))
        #expect(!s.passed)
        #expect(s.failures.first?.message.contains("sorts 1 heard 1 sets 0") == true)
        #expect(s.labels.contains("sorts 0 heard 1 sets 0"))
    }

    @Test func theTraceSaysTheSegmentSendsNoChange() {
        let s = scenario(Self.spec("""
              - pick: name
                from: Sort
            """))
        let text = ScenarioTrace(s).lines.map(\.text).joined(separator: "\n")
        #expect(text.contains("\"name\" is already selected in Sort: its segment sends no change, so nothing is written and sort stays \"name\""), "\(text)")
    }
}
