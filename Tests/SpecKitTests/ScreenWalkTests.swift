import Testing
@testable import SpecKit

/// The walks a step and exploring use to find what is on screen: the controls alone, in tree
/// order, exactly those the whole screen lists; and the slots children are found by.
@Suite struct ScreenWalkTests {
    /// Rows with a toggle each, a stepper, and a sheet that covers them with a text field.
    static let yaml = """
        models:
          Chore: { kind: struct, fields: [id, title, done] }
        components:
          Rows:
            state:
              chores: "[Chore(id: 1, title: \\"milk\\", done: false), Chore(id: 2, title: \\"eggs\\", done: true)]"
              count: 0
              editing: false
            body:
              - text: "{chores.count} chores"
              - for-each: $chores
                as: chore
                id: chore.id
                body:
                  - toggle: "{chore.title}"
                    is-on: $chore.done
              - stepper: count
                value: $count
              - button: edit
                action: editing = true
              - Footer:
                sheet:
                  is-presented: $editing
                  content:
                    - Editor: {}
          Footer:
            body:
              - text: footer
          Editor:
            state: { name: "\\"\\"" }
            body:
              - text-field: Name
                text: $name
        root: Rows
        """

    /// Kind, title and node of each control, as the whole screen lists them.
    static func controls(in items: [ScreenItem]) -> [String] {
        items.compactMap { item in item.control.map { "\($0.kind.rawValue) \($0.title) #\(item.nodeID)" } }
    }

    @Test func theControlsWalkFindsWhatTheScreenShows() throws {
        let (graph, location) = try launched(Self.yaml)
        let launch = Self.controls(in: graph.reachableControls)
        #expect(launch == Self.controls(in: graph.reachableScreen))
        #expect(launch.map { $0.split(separator: " ").dropLast().joined(separator: " ") }
                == ["toggle milk", "toggle eggs", "stepper count"])
        #expect(graph.reachableControls.allSatisfy { $0.kind == .control })

        // A control found by the walk is the one a step uses: its value changes on screen.
        try graph.use(InputStep(action: .toggle, control: "milk", location: location))
        #expect(graph.screen.contains { $0.label == "milk: on" })
        #expect(Self.controls(in: graph.reachableControls) == launch)

        // Under the sheet, only the sheet's field can be reached.
        try graph.tap("edit", at: location)
        let covered = Self.controls(in: graph.reachableControls)
        #expect(covered == Self.controls(in: graph.reachableScreen))
        #expect(covered.count == 1 && covered[0].hasPrefix("text-field Name"))
    }

    @Test func aScreenWithoutControlsHasNone() throws {
        let (graph, _) = try launched("""
            components:
              Root:
                state: { n: 0 }
                body:
                  - text: "hello {n}"
                  - button: tap
                    action: n += 1
            root: Root
            """)
        #expect(graph.reachableControls.isEmpty)
        #expect(graph.reachableScreen.count == 2)
    }

    @Test func aSlotIsItsPathAndComponent() {
        let a = Slot(path: [.index(1), .key(.int(7))], component: "Row")
        #expect(a == Slot(path: [.index(1), .key(.int(7))], component: "Row"))
        #expect(a.hashValue == Slot(path: [.index(1), .key(.int(7))], component: "Row").hashValue)
        #expect(a != Slot(path: [.index(1), .key(.int(8))], component: "Row"))
        #expect(a != Slot(path: [.index(1), .key(.int(7))], component: "Other"))
        // A changed path is hashed again: the slot is found by its new path, not its old one.
        var moved = a
        moved.path = [.index(2)]
        let table: [Slot: String] = [Slot(path: [.index(2)], component: "Row"): "found"]
        #expect(table[moved] == "found")
        #expect(table[a] == nil)
    }
}
