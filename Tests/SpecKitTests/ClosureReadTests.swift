import Testing
@testable import SpecKit

/// A state read by an escaping closure in another view's update marks the state read for the view
/// that holds it, so the stale value of a sheet shows the first time only (docs/semantics.md §22,
/// §30, §48 rule 5).
@Suite struct ClosureReadTests {
    static let sheet = """
        components:
          Parent:
            state: { selected: 1, showing: false, count: 0 }
            body:
              - text: count {count}
              - button: bump
                action: count += 1
              - button: pick 2
                action: "selected = 2; showing = true"
              - button: pick 3
                action: "selected = 3; showing = true"
              - Anchor:
                sheet:
                  is-presented: $showing
                  content:
                    - Detail: { number: selected }
          Anchor:
            body: []
          Detail:
            props: [number]
            body:
              - text: detail {number}
              - button: close
                action: dismiss()
        root: Parent
        """

    func run(_ steps: String) -> ScenarioResult { scenario(Self.sheet + "\nscript:\n" + steps) }

    /// The first presentation is stale; its content's read marks `selected` read for Parent, so
    /// the next pick renders Parent first and the closure captures the new selection.
    @Test func theSheetIsStaleTheFirstTimeOnly() {
        let s = run("""
              - tap: pick 2
                expect: [detail 1]
                assert: ["Parent.renders == 1"]
              - tap: close
              - tap: pick 3
                expect: [detail 3]
                assert: ["Parent.renders == 2"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// Reads are kept per render (§4): a render of Parent that reads nothing of `selected` clears
    /// the mark, and its closure captured 2, which the next presentation shows.
    @Test func aRenderOfTheOwnerThatDoesNotReadTheStateClearsTheMark() {
        let s = run("""
              - tap: pick 2
              - tap: close
              - tap: bump
                expect: [count 1]
              - tap: pick 3
                expect: [detail 2]
                assert: ["Parent.renders == 2"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// The lock: expecting the stale value again fails, and shows what is on screen.
    @Test func expectingTheStaleValueAgainFails() {
        let bad = run("  - tap: pick 2\n  - tap: close\n  - tap: pick 3\n    expect: [detail 1]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "detail 1")
        #expect(bad.failures.first?.screenSummary.contains("detail 3") == true)
    }

    @Test func theTraceSaysTheClosuresReadSubscribedTheOwner() {
        let file = SpecKitTests.run(Self.sheet + "\nscript:\n  - tap: pick 2\n  - tap: close\n  - tap: pick 3\n")
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("→ Parent must render again: an escaping closure it made (a presented screen's content or a content closure) "
                              + "read state selected of Parent in another view's update"))
        #expect(text.contains("render Parent: state selected of Parent, read by an escaping closure it made, was written by the tap: 2 → 3"))
    }

    /// A content closure (§48 rule 5) called by its container reads the parent's state in the
    /// container's update: the parent's next write of it renders the parent, and the content.
    @Test func aContentClosuresReadMarksTheParentsStateToo() {
        let s = scenario("""
            components:
              Screen:
                state: { n: 0 }
                body:
                  - button: bump
                    action: n += 1
                  - Card:
                    content:
                      - text: n is {n}
              Card:
                slots: { content: closure }
                body:
                  - slot: content
            root: Screen
            script:
              - expect: [n is 0]
              - tap: bump
                expect: [n is 1]
                assert: ["Screen.renders == 2"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// A button in the sheet writing a state only the content shows: the content's read marked it
    /// read for the parent, so the write renders the parent and the sheet shows the new value.
    @Test func aWriteFromTheSheetToAStateOnlyItsContentShowsRefreshesIt() {
        let spec = """
            components:
              Parent:
                state: { n: 0, showing: false }
                body:
                  - button: open
                    action: showing = true
                  - Anchor:
                    sheet:
                      is-presented: $showing
                      content:
                        - text: n {n}
                        - button: add
                          action: n += 1
              Anchor:
                body: []
            root: Parent
            script:
              - tap: open
                expect: [n 0]
              - tap: add

            """
        let s = scenario(spec + "    expect: [n 1]\n    assert: [\"Parent.renders == 2\"]\n")
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
        let stale = scenario(spec + "    expect: [n 0]\n")
        #expect(!stale.passed)
        #expect(stale.failures.first?.screenSummary.contains("n 1") == true)
    }
}
