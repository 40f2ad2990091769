import Testing
@testable import SpecKit

/// Bindings at the edges of a view's life: a sheet presented from a `ForEach($items)` row gets
/// the row's new element binding at each render (§34), and a binding whose owner is gone reads
/// its last value instead of stopping the run (§27).
@Suite struct BindingEdgeTests {
    static let rowSheet = """
        models:
          Item: { kind: struct, fields: [id, name] }
        components:
          Owner:
            state: { items: '[Item(id: 1, name: "a"), Item(id: 2, name: "c")]' }
            body:
              - for-each: $items
                as: item
                id: item.id
                body:
                  - Row: { item: $item }
          Row:
            bindings: [item]
            state: { open: false }
            body:
              - button: open {item.name}
                action: open = true
              - Badge: { text: item.name }
                sheet:
                  is-presented: $open
                  content:
                    - Editor: { item: $item }
          Badge:
            props: [text]
            body:
              - text: row {text}
          Editor:
            bindings: [item]
            body:
              - text: editing {item.name}
              - button: edit
                action: item.name = item.name + "!"
        root: Owner
        script:
          - tap: open c
            expect: [editing c]
          - tap: edit
            expect: [editing c!]
          - tap: edit
            expect: [editing c!!]
          - dismiss: sheet
            expect: [row c!!]
        """

    func failures(_ s: ScenarioResult) -> Comment { "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    @Test func aSheetFromARowShowsEveryEditOfTheElement() {
        let s = scenario(Self.rowSheet)
        #expect(s.passed, failures(s))
    }

    @Test func theLockTheSecondEditIsNotLeftBehind() {
        let s = scenario(Self.rowSheet.replacingOccurrences(of: "expect: [editing c!!]", with: "expect: [editing c!]"))
        #expect(!s.passed)
        #expect(s.failures.first?.screen.map(\.label).contains("editing c!!") == true, failures(s))
    }

    /// Rows handed `$item`; a row's button starts a task that writes its element after a sleep.
    static func rowTask(_ script: String) -> String {
        """
        models:
          Item: { kind: struct, fields: [id, name, count] }
        components:
          Owner:
            state: { items: '[Item(id: 1, name: "a", count: 0), Item(id: 2, name: "b", count: 0)]' }
            body:
              - button: insert z
                action: 'items.insert(Item(id: 9, name: "z", count: 0), at: 0)'
              - button: drop first
                action: 'items.remove(at: 0)'
              - for-each: $items
                as: item
                id: item.id
                body:
                  - Row: { item: $item }
          Row:
            bindings: [item]
            body:
              - text: "{item.name} {item.count}"
              - button: later {item.name}
                action: "Task { await sleep(100); item.count += 1 }"
        root: Owner
        script:
        \(script)
        """
    }

    @Test func aTaskKeepsTheElementBindingItCapturedWithItsIndex() {
        // The task captured `$items[0]`; after an insert at the front, index 0 is z.
        let s = scenario(Self.rowTask("""
              - tap: later a
              - tap: insert z
              - advance: 100
                expect: [z 1, a 0, b 0]
            """))
        #expect(s.passed, failures(s))
        // Past the end once the list shrank: Swift's subscript traps, and the run stops.
        let past = scenario(Self.rowTask("""
              - tap: later b
              - tap: drop first
              - advance: 100
            """))
        #expect(past.error?.message.contains("out of range") == true || past.error?.message.contains("past the end") == true,
                "\(String(describing: past.error))")
    }

    /// A row of `ForEach($items)` whose action writes its element twice, or the list and then
    /// its element.
    static let twoWrites = """
        models:
          Item: { kind: struct, fields: { id: 0, title: '""', done: false } }
        components:
          Items:
            state:
              items: '[Item(id: 1, title: "milk"), Item(id: 2, title: "eggs")]'
            body:
              - for-each: $items
                as: item
                id: item.id
                body:
                  - text: "{item.title} done {item.done}"
                  - button: "both {item.id}"
                    action: 'item.done = true; item.title = item.title + "!"'
                  - button: "list then item {item.id}"
                    action: 'items.insert(Item(id: 9, title: "new"), at: 0); item.done = true'
        root: Items
        script:
        """

    @Test func aRowsActionReadsItsElementLiveThroughItsBinding() {
        // The second write sees the first; after the list changed, `$items[0]` is the new element.
        let both = scenario(Self.twoWrites + "\n  - tap: both 1\n    expect: [milk! done true, eggs done false]\n")
        #expect(both.passed, failures(both))
        let shifted = scenario(Self.twoWrites + "\n  - tap: list then item 1\n    expect: [new done true, milk done false]\n")
        #expect(shifted.passed, failures(shifted))
        // The lock: with the row's snapshot, the first write is lost.
        let lost = scenario(Self.twoWrites + "\n  - tap: both 1\n    expect: [milk! done false]\n")
        #expect(!lost.passed)
    }

    @Test func aTaskReadingThroughABindingWhoseOwnerIsGoneGoesOn() {
        let s = scenario("""
            components:
              Root:
                state: { shown: true }
                body:
                  - button: toggle owner
                    action: shown.toggle()
                  - if: shown
                    then:
                      - Owner:
              Owner:
                state: { count: 0 }
                body:
                  - text: owner {count}
                  - Child: { count: $count }
              Child:
                bindings: [count]
                body:
                  - button: later
                    action: "Task { await sleep(100); count += 1 }"
            root: Root
            script:
              - tap: later
              - tap: toggle owner
              - advance: 100
              - tap: toggle owner
                expect: [owner 0]
            """)
        #expect(s.passed, failures(s))
        #expect(s.error == nil)
    }
}
