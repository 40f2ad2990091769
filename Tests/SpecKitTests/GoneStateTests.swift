import Testing
@testable import SpecKit

/// The state of a view that is gone, written by its own code (docs/semantics.md §27.5): stored and
/// read back while the screen that hosted the view lives; dropped with a sheet's content.
@Suite struct GoneStateTests {
    /// `spec` ending its script shows `right` after its last step and not `wrong`: the rule, and its lock.
    func expectShows(_ spec: String, _ right: String, not wrong: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let s = scenario(spec + "\n    expect: [\(right)]\n")
        #expect(s.passed, "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))", sourceLocation: sourceLocation)
        #expect(!scenario(spec + "\n    expect: [\(wrong)]\n").passed, "\(wrong) passed", sourceLocation: sourceLocation)
    }

    /// A child removed by an `if`, whose `Task { }` writes its own state twice and reads it back.
    static let counting = """
        components:
          Parent:
            state: { show: true, seen: 0 }
            body:
              - text: seen {seen}
              - button: hide
                action: show = false
              - if: show
                then:
                  - Child: { seen: $seen }
          Child:
            bindings: [seen]
            state: { n: 0, started: false }
            body:
              - text: n {n}
              - if: "!started"
                then:
                  - button: go
                    action: ["started = true", "Task { await sleep(10); n += 1; n += 1; seen = n }"]
        root: Parent
        script:
          - tap: go
          - tap: hide
          - advance: 10
        """

    @Test func writesToAGoneViewsStateAreStoredAndReadBack() throws {
        let s = scenario(Self.counting + "\n    expect: [seen 2]\n")
        #expect(s.passed, "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))")
        let stored = s.events.filter { if case .writeToGoneView(_, "n", _, stored: true) = $0 { true } else { false } }
        #expect(stored.count == 2)
        // The lock: the value read back is the stored one, not the one the view had.
        #expect(!scenario(Self.counting + "\n    expect: [seen 0]\n").passed)
    }

    /// The same child in a sheet: dismissed, its host is gone, and the writes keep nothing.
    @Test func aDismissedSheetsContentKeepsNothing() throws {
        let sheet = """
            components:
              Parent:
                state: { showing: true, seen: 0 }
                body:
                  - text: seen {seen}
                  - Anchor: {}
                    sheet:
                      is-presented: $showing
                      content:
                        - Child: { seen: $seen }
              Anchor:
                body: [ { text: anchor } ]
              Child:
                bindings: [seen]
                state: { n: 0 }
                body:
                  - text: n {n}
                  - button: go
                    action: "Task { await sleep(10); n += 1; n += 1; seen = n + 10 }"
            root: Parent
            script:
              - tap: go
              - dismiss: sheet
              - advance: 10
            """
        let s = scenario(sheet + "\n    expect: [seen 10]\n")
        #expect(s.passed, "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.events.contains { if case .writeToGoneView(_, "n", .int(1), stored: false) = $0 { true } else { false } })
        #expect(!scenario(sheet + "\n    expect: [seen 12]\n").passed)
    }

    /// Each graph of an exploration keeps its own gone views' storage: a branch taken from a state
    /// after the view went does not see what another branch's task wrote there (with the storage
    /// shared, as it was when written into the dead node, the second branch counted on from 2 and
    /// showed 4).
    @Test func exploringKeepsEachBranchsOwnGoneStorage() throws {
        let yaml = Self.counting
            .replacingOccurrences(of: "state: { show: true, seen: 0 }", with: "state: { show: true, seen: 0, other: false }")
            .replacingOccurrences(of: "        action: show = false\n", with: "        action: show = false\n      - button: other\n        action: other = true\n")
            .replacingOccurrences(of: "script:\n  - tap: go\n  - tap: hide\n  - advance: 10", with: "always: [\"Parent.seen == 0 || Parent.seen == 2\"]")
        #expect(yaml.contains("always:") && yaml.contains("button: other"))
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml")
        let scenario = try #require(spec.scenarios.first)
        for jobs in [1, 2] {
            let result = Explorer.explore(scenario, of: spec, options: ExploreOptions(depth: 6, jobs: jobs))
            #expect(result.error == nil && result.findings.isEmpty, "\(result.findings.map { "\($0.detail) after \($0.steps.map(\.summary))" })")
            #expect(result.complete || result.depth == 6)
        }
    }

    @Test func theLessonHolds() throws {
        try expectLessonHolds("gone-view-state.yaml", wrong: [
            (from: "        expect: [saved ok]", to: "        expect: [saved bye]", scenario: 0),
            (from: "    script:\n      - tap: hide\n        expect: [saved bye]", to: "    script:\n      - tap: hide\n        expect: [saved draft]", scenario: 1),
            (from: "        expect: [saved draft]", to: "        expect: [saved ok]", scenario: 2),
        ])
    }

    /// `dismiss()` from the task of a view an `if` removed inside a sheet still dismisses the
    /// sheet, whose presentation is still up; from a view in no presentation, or one gone with its
    /// sheet, it dismisses nothing, and the trace says why.
    @Test func aGoneViewsDismissReachesThePresentationItWasIn() throws {
        func spec(_ script: String) -> String {
            """
            components:
              Parent:
                state: { showing: true }
                body:
                  - text: parent
                  - Anchor: {}
                    sheet:
                      is-presented: $showing
                      content:
                        - Content: {}
              Anchor:
                body: [ { text: anchor } ]
              Content:
                state: { editing: true }
                body:
                  - text: content
                  - button: stop
                    action: editing = false
                  - if: editing
                    then:
                      - Editor: {}
              Editor:
                body:
                  - button: save
                    action: "Task { await sleep(10); dismiss() }"
            root: Parent
            script:
            \(script)
            """
        }
        let inPlace = scenario(spec("  - tap: save\n  - tap: stop\n    expect: [content]\n  - advance: 10\n    expect-not: [content]\n"))
        #expect(inPlace.passed, "\(inPlace.screen.map(\.label)) \(inPlace.failures.map(\.message)) \(String(describing: inPlace.error))")
        let withSheet = scenario(spec("  - tap: save\n  - dismiss: sheet\n  - advance: 10\n    expect: [parent]\n"))
        #expect(withSheet.passed)
        #expect(withSheet.events.contains { if case .dismissReachedNothing(_, let why) = $0 { why == "Editor is gone, and the screen that showed it with it" } else { false } })
        // The root's own dismiss: no presentation around it.
        let root = scenario("components:\n  R:\n    body:\n      - button: close\n        action: dismiss()\nroot: R\nscript:\n  - tap: close\n")
        #expect(root.events.contains { if case .dismissReachedNothing(_, let why) = $0 { why == "R is in no sheet, cover, popover or pushed screen" } else { false } })
    }

    /// Two gone views share the location: what one's task stored, the other's task reads through
    /// its binding, as `Binding` reads the location's current value outside an update.
    @Test func aBindingToAGoneViewsStateReadsWhatItsCodeStored() {
        let spec = """
            components:
              Board:
                state: { show: true, report: '"none"' }
                body:
                  - text: report {report}
                  - button: hide
                    action: show = false
                  - if: show
                    then:
                      - Card: {}
              Card:
                state: { note: '"draft"' }
                body:
                  - button: go
                    action: "Task { try? await sleep(100); note = \\"card\\" }"
                  - Footer: { note: $note }
              Footer:
                bindings: [note]
                body:
                  - button: watch
                    action: "Task { try? await sleep(200); report = note }"
            root: Board
            script:
              - tap: go
              - tap: watch
              - tap: hide
              - advance: 200
            """
        #expect(!diagnostics(spec).isEmpty, "Footer cannot write Board's report: the spec above needs it passed")
        let passed = spec.replacingOccurrences(of: "      - Card: {}", with: "      - Card: { report: $report }")
            .replacingOccurrences(of: "  Card:\n    state:", with: "  Card:\n    bindings: [report]\n    state:")
            .replacingOccurrences(of: "      - Footer: { note: $note }", with: "      - Footer: { note: $note, report: $report }")
            .replacingOccurrences(of: "    bindings: [note]", with: "    bindings: [note, report]")
        expectShows(passed, "report card", not: "report draft")
    }

    /// A sheet's host is torn down at the end of the step that dismissed it: its content's
    /// on-disappear, in that step, still stores what it writes and reads it back.
    @Test func aDismissedSheetsOnDisappearStillStores() {
        let spec = """
            components:
              Presenter:
                state: { showing: true, saved: '"none"' }
                body:
                  - text: saved {saved}
                  - Anchor: {}
                    sheet:
                      is-presented: $showing
                      content:
                        - Editor: { saved: $saved }
              Anchor:
                body: []
              Editor:
                bindings: [saved]
                state: { note: '"draft"' }
                body:
                  - text: note {note}
                  - Leaf: {}
                    on-disappear: 'note = "bye"; saved = note'
              Leaf:
                body: [ { text: leaf } ]
            root: Presenter
            script:
              - dismiss: sheet
            """
        expectShows(spec, "saved bye", not: "saved draft")
    }

    /// Removed in place from a stack's root, a view keeps its host: its task's write is stored.
    /// Popped off the stack, it loses it: the write is dropped.
    @Test func aStacksRootKeepsItsHostAndAPoppedScreenDoesNot() {
        let inRoot = """
            components:
              Root:
                state: { show: true, seen: 0 }
                body:
                  - navigation-stack:
                      root:
                        - text: seen {seen}
                        - button: hide
                          action: show = false
                        - if: show
                          then:
                            - Child: { seen: $seen }
              Child:
                bindings: [seen]
                state: { n: 0 }
                body:
                  - button: go
                    action: "Task { await sleep(10); n += 1; seen = n }"
            root: Root
            script:
              - tap: go
              - tap: hide
              - advance: 10
            """
        expectShows(inRoot, "seen 1", not: "seen 0")
        let popped = """
            components:
              Root:
                state: { path: "[]", seen: 0 }
                body:
                  - navigation-stack:
                      path: $path
                      root:
                        - text: seen {seen}
                        - navigation-link: open
                          value: 1
                      destinations:
                        - for: Int
                          as: v
                          body:
                            - Child: { seen: $seen }
              Child:
                bindings: [seen]
                state: { n: 0 }
                body:
                  - button: go
                    action: "Task { await sleep(10); n += 1; seen = n }"
            root: Root
            script:
              - tap: open
              - tap: go
              - go-back: true
              - advance: 10
            """
        expectShows(popped, "seen 0", not: "seen 1")
    }

    /// The view presenting a sheet removed by an `if`: the sheet goes with it, and its content's
    /// host; a write of the content's task in a later step keeps nothing.
    @Test func aSheetGoneWithItsPresenterTakesItsHost() {
        let spec = """
            components:
              Root:
                state: { show: true, seen: 0 }
                body:
                  - text: seen {seen}
                  - if: show
                    then:
                      - Presenter: { seen: $seen, show: $show }
              Presenter:
                bindings: [seen, show]
                state: { showing: true }
                body:
                  - text: presenter
                  - Anchor: {}
                    sheet:
                      is-presented: $showing
                      content:
                        - Child: { seen: $seen, show: $show }
              Anchor:
                body: []
              Child:
                bindings: [seen, show]
                state: { n: 0 }
                body:
                  - button: go
                    action: ["show = false", "Task { await sleep(10); n += 1; seen = n + 10 }"]
            root: Root
            script:
              - tap: go
              - advance: 10
            """
        expectShows(spec, "seen 10", not: "seen 11")
    }
}
