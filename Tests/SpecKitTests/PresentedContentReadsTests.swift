import Testing
@testable import SpecKit

/// What a sheet's or a destination's content closure reads: an `@Observable` field is tracked
/// where SwiftUI runs the escaping closure, so a write builds the content again without the
/// parent's body; the parent's `@State` comes from the values captured at its last render, and
/// reading it there marks it read for the parent, as any read in an update does (docs/semantics.md §22).
@Suite struct PresentedContentReadsTests {
    func spec(shows label: String, write: String, state: String) -> String {
        """
        models:
          M: { fields: { count: 0 } }
        components:
          Parent:
            state: { showing: false, m: "M()", path: "[]", n: 0 }
            body:
              - button: open
                action: showing = true
              - navigation-stack:
                  path: $path
                  root:
                    - navigation-link: push
                      value: 1
                    - Title:
                      sheet:
                        is-presented: $showing
                        content:
                          - text: "\(label)"
                          - button: inc
                            action: \(write)
                  destinations:
                    - for: Int
                      as: v
                      body:
                        - text: "\(label)"
                        - button: inc
                          action: \(write)
          Title:
            body: [ { text: title } ]
        root: Parent
        script:
          - tap: \(state == "sheet" ? "open" : "push")
          - tap: inc
        """
    }

    @Test func anObservableFieldReadInASheetsClosureRebuildsTheContent() {
        let s = scenario(spec(shows: "count {m.count}", write: "m.count += 1", state: "sheet")
                         + "\n    expect: [count 1]\n    assert: [\"Parent.renders == 1\"]\n")
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func anObservableFieldReadInADestinationsClosureRebuildsTheScreen() {
        let s = scenario(spec(shows: "count {m.count}", write: "m.count += 1", state: "push")
                         + "\n    expect: [count 1]\n    assert: [\"Parent.renders == 1\"]\n")
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    /// The content read `n` as it was built: the write renders the parent, whose new closure
    /// captures 1, and the sheet follows.
    @Test func theParentsStateReadInASheetsClosureIsMarkedReadForTheParent() {
        let s = scenario(spec(shows: "n {n}", write: "n += 1", state: "sheet")
                         + "\n    expect: [n 1]\n    assert: [\"Parent.n == 1\", \"Parent.renders == 2\"]\n")
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }
}
