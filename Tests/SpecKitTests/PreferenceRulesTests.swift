import Foundation
import Testing
@testable import SpecKit

/// Preferences (docs/semantics.md §47): a value set with `.preference(key:value:)` flows up; a
/// view with several children reduces theirs in view-tree order, a dynamic body (an `if`,
/// `switch` or `for-each` in its list) starting from the default; `.onPreferenceChange` runs
/// after the update in which its subtree's value changed, and at the first update, in the scope
/// of the body that wrote it, unless its child gives no value: then never.
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

    @Test func aDynamicBodyReducesItsViewsValuesIntoTheDefaultInViewTreeOrder() throws {
        // Items' `if` makes its list dynamic: the default, then 1, 2, 3. The fourth Row sets
        // nothing and takes no part: `last` keeps 3; `first` keeps the default it starts from.
        #expect(label(try launched(app(reduce: "sum")).0) == "seen 6 runs 1")
        #expect(label(try launched(app(reduce: "last")).0) == "seen 3 runs 1")
        #expect(label(try launched(app(reduce: "first")).0) == "seen 0 runs 1")
        #expect(label(try launched(app(reduce: "append", default: "'[]'", values: ["'[1]'", "'[2]'", "'[3]'"])).0) == "seen [1, 2, 3] runs 1")
        #expect(label(try launched(app(reduce: "max")).0) == "seen 3 runs 1")
        // The default takes part: min(0, 1, 2, 3) is the default; from 100 it is 1.
        #expect(label(try launched(app(reduce: "min")).0) == "seen 0 runs 1")
        #expect(label(try launched(app(reduce: "min", default: "100")).0) == "seen 1 runs 1")
        #expect(label(try launched(app(reduce: "or", default: "false", values: ["false", "true"])).0) == "seen true runs 1")
        #expect(label(try launched(app(reduce: "and", default: "true", values: ["true", "false"])).0) == "seen false runs 1")
        #expect(label(try launched(app(reduce: "and", default: "true", values: ["true", "true"])).0) == "seen true runs 1")
    }

    /// Readers over static bodies (no `if`, `switch` or `for-each`): only the values given,
    /// reduced from the first. `Pair`'s Wrapper has an `if` in a body of two elements, a `VStack`
    /// of its own: it gives the default, which `last` keeps after the 5. `Plain` gives nothing.
    func staticApp(reduce: String) -> String {
        """
        preference-keys:
          Key: { default: 0, reduce: \(reduce) }
        components:
          Reader:
            state: { a: -1, b: -1, c: -1, calls: 0 }
            body:
              - text: "a {a} b {b} c {c} calls {calls}"
              - Fixed:
                on-preference-change: { of: Key, action: a = value }
              - Pair: { flag: false }
                on-preference-change: { of: Key, action: b = value }
              - Plain:
                on-preference-change: { of: Key, action: "c = value; calls += 1" }
          Fixed:
            body:
              - Row: { n: 3 }
                preference: { key: Key, value: 3 }
              - Row: { n: 0 }
              - Row: { n: 4 }
                preference: { key: Key, value: 4 }
          Pair:
            props: [flag]
            body:
              - Row: { n: 5 }
                preference: { key: Key, value: 5 }
              - Wrapper: { flag: flag }
          Wrapper:
            props: [flag]
            body:
              - text: wrapper
              - if: flag
                then:
                  - Row: { n: 9 }
                    preference: { key: Key, value: 9 }
          Plain:
            body: [ { text: plain } ]
          Row:
            props: [n]
            body: [ { text: "row {n}" } ]
        root: Reader
        script: []
        """
    }

    @Test func aStaticBodyReducesFromItsFirstValueAndADynamicOneGivesTheDefault() throws {
        #expect(label(try launched(staticApp(reduce: "first")).0) == "a 3 b 5 c -1 calls 0")
        #expect(label(try launched(staticApp(reduce: "last")).0) == "a 4 b 0 c -1 calls 0")
        #expect(label(try launched(staticApp(reduce: "sum")).0) == "a 7 b 5 c -1 calls 0")
    }

    /// A child whose body is one `if` adds it to the list it stands in, as the export writes the
    /// body unwrapped: the parent's list is dynamic, and starts from the default, not after the 5.
    @Test func aChildWhoseWholeBodyIsAnIfMakesItsParentsListDynamic() throws {
        let (g, _) = try launched("""
            preference-keys:
              Key: { default: 0 }
            components:
              Reader:
                state: { seen: -1 }
                body:
                  - text: "seen {seen}"
                  - Kids:
                    on-preference-change: { of: Key, action: seen = value }
              Kids:
                body:
                  - Row: { n: 5 }
                    preference: { key: Key, value: 5 }
                  - Maybe: { flag: false }
              Maybe:
                props: [flag]
                body:
                  - if: flag
                    then:
                      - Row: { n: 9 }
                        preference: { key: Key, value: 9 }
              Row:
                props: [n]
                body: [ { text: "row {n}" } ]
            root: Reader
            script: []
            """)
        #expect(label(g) == "seen 5")
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

    @Test func aDynamicBodyWithNoValueGivesTheDefaultAndTheActionRunsWithIt() throws {
        let (g, _) = try launched(app(reduce: "sum", default: "7", values: []))
        #expect(label(g) == "seen 7 runs 1")
        #expect(g.renders(of: "Reader") == 2)   // `seen = 7` is an equal write; `runs += 1` renders
    }

    @Test func aReaderWhoseChildGivesNoValueNeverRuns() throws {
        let (g, _) = try launched(staticApp(reduce: "sum"))
        #expect(label(g).hasSuffix("c -1 calls 0"))
        // Fixed and Pair ran their actions at launch: two renders, none for Plain's.
        #expect(g.renders(of: "Reader") == 2)
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
        #expect(text.contains("on-preference-change of Items runs in Reader (Key is 6 at the first update: reduced (sum) from the default 0 (the `if` in Items's body), Row 1, Row 2, Row 3)"))
        #expect(text.contains("on-preference-change of Items not run: its subtree still reduces Key to 6, the value it last reported"))
        #expect(text.contains("on-preference-change of Items runs in Reader (Key 6 → 9: reduced (sum) from the default 0 (the `if` in Items's body), Row 1, Row 2, Row 3, Row 3)"))
        let nothingSet = run(app(reduce: "sum", values: []))
        let empty = TraceText().render(nothingSet, scenarios: nothingSet.scenarios)
        #expect(empty.contains("on-preference-change of Items runs in Reader (Key is 0 at the first update: the `if` in Items's body gives the default)"))
    }

    @Test func theTraceSaysWhichIfGaveTheDefaultAndWhyAReaderDoesNotRun() {
        let file = run(staticApp(reduce: "last"))
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("on-preference-change of Pair runs in Reader (Key is 0 at the first update: reduced (last) from Row 5, the default 0 (the `if` in Wrapper's body))"))
        #expect(text.contains("on-preference-change of Plain does not run: no view in Plain's subtree gives Key a value"))
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

    /// The lock for rule 1: a reader whose child gives nothing is not run at launch, and the
    /// default an `if` gives takes part; the old expectations fail, the new ones pass.
    @Test func expectingTheDefaultFromNothingOrTheValueBeforeAnIfFails() async throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        for (expected, status) in [("a 4 b 5 c 0 calls 1", Int32(1)), ("a 4 b 0 c -1 calls 0", 0)] {
            let file = dir.appendingPathComponent("s\(status).yaml")
            try staticApp(reduce: "last").replacingOccurrences(of: "script: []", with: "script:\n  - expect: [\(expected)]\n")
                .write(to: file, atomically: false, encoding: .utf8)
            let (code, out, _) = try await runCommand(["run", file.path])
            #expect(code == status, "\(expected): \(out)")
            if status == 1 { #expect(out.contains("a 4 b 0 c -1 calls 0")) }
        }
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
