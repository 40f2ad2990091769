import Testing
@testable import SpecKit

/// The trace says what did not happen, and why: an on-change whose value compared equal, a task
/// whose id did, and the bodies that did not run because nothing they read was written and their
/// parent did not render.
@Suite struct TraceNotHappenedTests {
    func trace(_ yaml: String) -> [String] {
        ScenarioTrace(scenario(yaml)).lines.map(\.text)
    }

    static let modifiers = """
        components:
          Parent:
            state: { input: 1, unrelated: 0 }
            body:
              - text: unrelated {unrelated}
              - button: unrelated
                action: unrelated += 1
              - button: related
                action: input += 1
              - Child: { input: input }
                on-change:
                  - of: input
                    action: unrelated += 0
                task:
                  id: input
                  action: unrelated += 0
              - Plain: {}
                task:
                  action: unrelated += 0
          Child:
            props: [input]
            body:
              - text: child {input}
          Plain:
            body:
              - text: plain
        root: Parent
        script:
          - tap: unrelated
            expect: [unrelated 1]
          - tap: related
        """

    @Test func anOnChangeWhoseValueComparedEqualSaysSoWithBothValues() {
        let lines = trace(Self.modifiers)
        #expect(lines.contains("on-change of Child not run: `input` equal to its last value (1 == 1)"))
        // After the related tap the value differs: it runs, and no "not run" line is written for it.
        #expect(lines.contains("on-change of Child runs in Parent (input 1 → 2)"))
        #expect(!lines.contains { $0.hasPrefix("on-change of Child not run") && $0.contains("(2 == 2)") })
    }

    @Test func aTaskNotRestartedSaysWhy() {
        let lines = trace(Self.modifiers)
        #expect(lines.contains("task of Child not restarted: its id is equal to its last one (1 == 1)"))
        #expect(lines.contains("task of Plain not restarted: it has no id, so it runs once for this identity"))
        // The task for id 1 ran to its end (it never awaits); the new id starts another.
        #expect(lines.contains { $0.hasPrefix("task #") && $0.contains("/Child (id 2) created") })
    }

    @Test func theEngineRecordsTheComparisons() {
        let events = scenario(Self.modifiers).events
        let equal = events.contains {
            if case .onChangeCompared(_, let child, "input", .int(1)?, .int(1)) = $0 { return child.component == "Child" }
            return false
        }
        #expect(equal)
        #expect(events.contains { if case .taskKept(let node, nil) = $0 { return node.component == "Plain" } else { return false } })
    }

    @Test func bodiesThatDidNotRunAreNamedWithWhy() {
        let yaml = """
            components:
              Parent:
                state: { items: "[1, 2, 3]" }
                body:
                  - Rows: { items: items }
              Rows:
                props: [items]
                body:
                  - for-each: items
                    as: item
                    id: item
                    body:
                      - Row: { item: item }
              Row:
                props: [item]
                state: { likes: 0 }
                body:
                  - text: item {item} likes {likes}
                  - button: like {item}
                    action: likes += 1
            root: Parent
            script:
              - tap: like 2
                expect: [item 2 likes 1]
            """
        let trace = ScenarioTrace(scenario(yaml))
        let step = trace.lines(ofStep: 1).map(\.text)
        #expect(step.contains("not run: Parent: nothing its last render read was written"))
        #expect(step.contains("not run: Rows, Row ×2: their parent's body did not run, so no init ran, "
                              + "and nothing their last render read was written"))
        // The launch runs every body: nothing to say there.
        #expect(!trace.lines(ofStep: 0).contains { $0.text.hasPrefix("not run:") })
    }

    /// A `task(id:)` whose id changes while its view is covered by a push is not restarted then:
    /// the trace says the view is off screen, and the task starts with the new id on the pop.
    @Test func aTaskOffScreenSaysItStartsWhenItsViewAppears() {
        let lines = trace("""
            components:
              Root:
                state: { path: "[]", filter: 0, runs: 0, changes: 0 }
                body:
                  - navigation-stack:
                      path: $path
                      root:
                        - text: "filter {filter} runs {runs} changes {changes}"
                        - navigation-link: open
                          value: 1
                        - Panel: {}
                          task: { id: filter, action: runs += 1 }
                          on-change: { of: filter, action: changes += 1 }
                      destinations:
                        - for: Int
                          as: n
                          body:
                            - Detail: { filter: $filter, runs: runs }
              Panel:
                body:
                  - text: panel
              Detail:
                bindings: [filter]
                props: [runs]
                body:
                  - text: "detail filter {filter} runs {runs}"
                  - button: next filter
                    action: filter += 1
            root: Root
            script:
              - expect: ["filter 0 runs 1 changes 0"]
              - tap: open
              - tap: next filter
                expect: ["detail filter 1 runs 1"]
              - go-back: true
                expect: ["filter 1 runs 2 changes 1"]
            """)
        #expect(lines.contains("task of Panel not restarted: Panel is off screen, its task cancelled when it went; one starts with id 1 when it appears"))
        #expect(lines.contains { $0.hasPrefix("task #") && $0.contains("/Panel (id 1) created") }, "\(lines.filter { $0.contains("Panel") })")
    }

    /// `Child().onChange(of: key) { … }.id(key)`: the on-change belongs to the identity the `.id`
    /// makes, which sees the new value as its first. The trace says so where it shows the new
    /// identity; an on-change whose value stays while the `.id` changes has nothing to miss.
    static func besideID(watching value: String) -> String {
        """
        components:
          Screen:
            state: { key: 0, other: 5, changes: 0 }
            body:
              - text: "changes {changes}"
              - button: bump
                action: key += 1
              - Child: {}
                id: key
                on-change: { of: \(value), action: changes += 1 }
          Child:
            body: [ { text: child } ]
        root: Screen
        script:
          - tap: bump
            expect: [changes 0]
        """
    }

    @Test func anOnChangeBesideAnIdOfTheSameValueIsSaidNotToSeeTheChange() {
        let lines = trace(Self.besideID(watching: "key"))
        let said = "on-change of Child does not see `key` change from 0 to 1: the .id(1) made Child a new identity, and the on-change belongs to it, so 1 is its first value; watch `key` from a view the .id does not replace"
        #expect(lines.contains(said), "\(lines)")
        // Said after the new identity's init, before the old one is destroyed.
        let created = lines.firstIndex(of: "+ Child: new identity, in Screen, at 2.id(1)")
        #expect(created != nil && lines.firstIndex(of: said).map { $0 > created! } == true)
        // Its value unchanged, the new identity misses nothing: no such line.
        #expect(!trace(Self.besideID(watching: "other")).contains { $0.contains("does not see") })
    }
}
