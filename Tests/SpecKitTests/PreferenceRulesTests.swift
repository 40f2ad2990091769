import Foundation
import Testing
@testable import SpecKit

/// Preferences (docs/semantics.md §47): a value set with `.preference(key:value:)` flows up; a
/// view with several children reduces theirs in view-tree order; `.onPreferenceChange` runs after
/// the update in which its subtree's value changed, and at the first update, in the scope of the
/// body that wrote it.
@Suite struct PreferenceRulesTests {
    /// `Reader` watches `Key` on `Items`, whose rows each give their `n`; `extra` adds a row.
    func app(reduce: String, default d: String = "0", values: [String] = ["1", "2", "3"]) -> String {
        """
        preference-keys:
          Key: { default: \(d), reduce: \(reduce) }
        components:
          Reader:
            state: { seen: \(d), runs: 0 }
            body:
              - text: "seen {seen} runs {runs}"
              - Items:
                on-preference-change: { of: Key, action: "seen = value; runs += 1" }
          Items:
            state: { extra: false, quiet: 0 }
            body:
        \(values.map { "      - Row: { n: \($0) }\n        preference: { key: Key, value: \($0) }" }.joined(separator: "\n"))
              - Row: { n: \(values.first ?? "0") }
              - if: extra
                then:
                  - Row: { n: \(values.last ?? "0") }
                    preference: { key: Key, value: \(values.last ?? "0") }
              - button: extra
                action: extra.toggle()
              - text: "quiet {quiet}"
              - button: quiet
                action: quiet += 1
          Row:
            props: [n]
            body: [ { text: "row {n}" } ]
        root: Reader
        script: []
        """
    }

    func label(_ g: Graph) -> String { texts(on: g).first ?? "" }

    @Test func siblingsAreReducedInViewTreeOrderAndAViewWithoutAValueTakesNoPart() throws {
        // The fourth Row sets nothing: `last` keeps 3, not the default 0.
        #expect(label(try launched(app(reduce: "sum")).0) == "seen 6 runs 1")
        #expect(label(try launched(app(reduce: "last")).0) == "seen 3 runs 1")
        #expect(label(try launched(app(reduce: "first")).0) == "seen 1 runs 1")
        #expect(label(try launched(app(reduce: "append", default: "'[]'", values: ["'[1]'", "'[2]'", "'[3]'"])).0) == "seen [1, 2, 3] runs 1")
    }

    @Test func theActionRunsAtTheFirstUpdateAndItsWriteRendersTheReaderOneUpdateLater() throws {
        let (g, _) = try launched(app(reduce: "sum"))
        #expect(label(g) == "seen 6 runs 1")
        // Once for the launch, once more for the value the action wrote after it.
        #expect(g.renders(of: "Reader") == 2)
        #expect(g.renders(of: "Items") == 1)
    }

    @Test func aBranchThatGoesAwayTakesItsValueOutAndAnUnchangedValueRunsNothing() throws {
        let (g, at) = try launched(app(reduce: "sum"))
        try g.tap("extra", at: at)
        #expect(label(g) == "seen 9 runs 2")
        try g.tap("quiet", at: at)     // Items renders, every value the same: no action
        #expect(label(g) == "seen 9 runs 2")
        try g.tap("extra", at: at)
        #expect(label(g) == "seen 6 runs 3")
        #expect(g.renders(of: "Reader") == 4)
    }

    @Test func withNoValueInTheSubtreeTheActionSeesTheDefault() throws {
        let (g, _) = try launched(app(reduce: "sum", default: "7", values: []))
        #expect(label(g) == "seen 7 runs 1")
        #expect(g.renders(of: "Reader") == 2)   // `seen = 7` is an equal write; `runs += 1` renders
    }

    /// An outer `.preference` sets the value of the view it modifies: its content's value is hidden.
    /// A sheet's content is presented apart: its value never reaches the presenter.
    @Test func anOuterPreferenceHidesItsContentsAndASheetsContentIsApart() throws {
        let (g, at) = try launched("""
            preference-keys:
              Key: { default: 0, reduce: sum }
            components:
              Reader:
                state: { seen: -1, open: false }
                body:
                  - text: "seen {seen}"
                  - Wrapper:
                    on-preference-change: { of: Key, action: seen = value }
                  - button: open
                    action: open = true
              Wrapper:
                state: { open: false }
                body:
                  - Inner:
                    preference: { key: Key, value: 10 }
                  - button: show
                    action: open = true
                  - Anchor:
                    sheet:
                      is-presented: $open
                      content:
                        - Inner:
                          preference: { key: Key, value: 100 }
              Inner:
                body:
                  - Leaf:
                    preference: { key: Key, value: 1 }
              Leaf:
                body: [ { text: leaf } ]
              Anchor:
                body: []
            root: Reader
            script: []
            """)
        #expect(label(g) == "seen 10")
        try g.tap("show", at: at)
        #expect(texts(on: g) == ["leaf"])
        #expect(g.renders(of: "Reader") == 2)
    }

    @Test func theTraceSaysWhyTheActionRanAndWhyNot() {
        let file = run(app(reduce: "sum").replacingOccurrences(of: "script: []", with: "script:\n  - tap: quiet\n  - tap: extra\n"))
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("on-preference-change of Items runs in Reader (Key is 6 at the first update: reduced (sum) from Row 1, Row 2, Row 3)"))
        #expect(text.contains("on-preference-change of Items not run: its subtree still reduces Key to 6, the value it last reported"))
        #expect(text.contains("on-preference-change of Items runs in Reader (Key 6 → 9: reduced (sum) from Row 1, Row 2, Row 3, Row 3)"))
    }

    @Test func aValueOfAnotherTypeThanTheKeysIsRefusedByTheCheck() {
        // A prop passed a String: Swift's type checker rejects `.preference(key: Key.self, value: name)`.
        let problems = diagnostics("""
            preference-keys:
              Key: { default: 0, reduce: sum }
            components:
              Reader:
                body:
                  - Middle: { name: '"a"' }
              Middle:
                props: [name]
                body:
                  - Row:
                    preference: { key: Key, value: name }
              Row:
                body: [ { text: row } ]
            root: Reader
            script: []
            """)
        #expect(problems.map(\.message) == ["Key.Value is an Int (its default is 0), but name is a String"])
    }

    /// The lock: the value one update late is what the screen shows; expecting it at once fails.
    @Test func aWrongExpectationExitsOne() async throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let wrong = dir.appendingPathComponent("wrong.yaml")
        try app(reduce: "sum").replacingOccurrences(of: "script: []", with: "script:\n  - tap: extra\n    expect: [seen 6 runs 1]\n")
            .write(to: wrong, atomically: false, encoding: .utf8)
        let (status, out, _) = try await runCommand(["run", wrong.path])
        #expect(status == 1)
        #expect(out.contains("FAIL") && out.contains("seen 9 runs 2"))
        let right = dir.appendingPathComponent("right.yaml")
        try app(reduce: "sum").replacingOccurrences(of: "script: []", with: "script:\n  - tap: extra\n    expect: [seen 9 runs 2]\n")
            .write(to: right, atomically: false, encoding: .utf8)
        #expect(try await runCommand(["run", right.path]).0 == 0)
    }
}
