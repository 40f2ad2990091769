import Testing
@testable import SpecKit

/// Tab views (docs/semantics.md §25): one selection type, one value and one label a tab, the tab
/// already selected, a selection no tab has, and what a tab never shown does not run yet.
@Suite struct TabViewRulesTests {
    static func tabs(state: String, values: [String], selection: Bool = true) -> String {
        """
        components:
          R:
            state: { tab: \(state) }
            body:
              - text: "tab {tab}"
              - tab-view:
        \(selection ? "          selection: $tab\n" : "")\
                  tabs:
                    - tab: A
                      value: \(values[0])
                      body: [ { text: in a } ]
                    - tab: B
                      value: \(values[1])
                      body: [ { text: in b } ]
        root: R
        """
    }

    /// `Tab("B", value: 1)` in a `TabView(selection: $tab)` over a String does not compile.
    @Test func aTabValueOfAnotherTypeThanTheSelectionIsRefusedInSwiftsWords() {
        let found = diagnostics(Self.tabs(state: #"'"a"'"#, values: [#"'"a"'"#, "1"]))
        #expect(found.map(\.message) == ["cannot convert value of type 'Int' to expected argument type 'String'"])
        #expect(found.first?.location.line == 13)
        #expect(found.first?.hint?.contains("`tab` holds a String") == true)
        // The binding's type counts first: an Int state makes the String value the odd one.
        let other = diagnostics(Self.tabs(state: "0", values: [#"'"a"'"#, "1"]))
        #expect(other.map(\.message) == ["cannot convert value of type 'String' to expected argument type 'Int'"])
        #expect(other.first?.location.line == 10)
    }

    /// `TabView { Tab("A", value: 0) { … } }`: without a selection the builder takes tabs with
    /// no value, so a value does not compile, whatever its type.
    @Test func tabsWithoutASelectionTakeNoValue() {
        let found = diagnostics(Self.tabs(state: "0", values: ["0", "1"], selection: false))
        #expect(found.map(\.message) == ["a tab's `value:` tags it for the tab view's `selection:`, and this tab view has none"])
        #expect(found.first?.hint?.contains("add `selection: $tab`") == true)
        #expect(diagnostics(Self.tabs(state: "0", values: ["0", "1"])).isEmpty)
    }

    @Test func twoTabsWithOneValueAreRefusedBeforeTheRunOrWhenTheRunFindsThem() {
        let found = diagnostics(Self.tabs(state: "0", values: ["0", "0"]))
        #expect(found.map(\.message) == ["tab-view: the tab value 0 occurs more than once"])
        #expect(found.first?.location.line == 13)
        // Values only the run knows: the render that computes them stops.
        let yaml = Self.tabs(state: "0", values: ["a", "b"]).replacingOccurrences(of: "state: { tab: 0 }", with: "state: { tab: 0, a: 0, b: 0 }")
        let s = scenario(yaml + "\nscript:\n  - expect: [in a]\n")
        #expect(s.error?.message == "tab-view: the tab value 0 occurs more than once")
        #expect(s.error?.location.line == 13)
    }

    /// `spec check` finds it in the script; the run stops at the step, as a tap on two buttons does.
    @Test func aSelectTabNamingALabelTwoTabsShareIsRefused() throws {
        let yaml = Self.tabs(state: "0", values: ["0", "1"]).replacingOccurrences(of: "tab: B", with: "tab: A")
            + "\nscript:\n  - select-tab: A\n"
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: spec).map(\.message) == [#"select-tab: two tabs of one tab view are labelled "A"; a tap needs exactly one"#])
        #expect(scenario(yaml).error?.message == #"select-tab: 2 tabs "A" are on screen; a tap needs exactly one"#)
        // Without a step naming it, the app is valid: two tab bar items may share a title.
        let other = try SpecDecoder.decode(Array(yaml.replacingOccurrences(of: "select-tab: A", with: "expect: [in a]").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: other).isEmpty)
    }

    /// Two tab views on screen, each with a tab "Home": the step cannot tell which bar item.
    @Test func aSelectTabThatMatchesTabsOfTwoTabViewsOnScreenIsRefusedAtTheStep() {
        let s = scenario("""
            components:
              R:
                body:
                  - tab-view:
                      tabs:
                        - tab: Home
                          body:
                            - tab-view:
                                tabs:
                                  - tab: Home
                                    body: [ { text: inner home } ]
                                  - tab: Other
                                    body: [ { text: other } ]
                        - tab: More
                          body: [ { text: more } ]
            root: R
            script:
              - select-tab: Home
            """)
        #expect(s.error?.message == #"select-tab: 2 tabs "Home" are on screen; a tap needs exactly one"#)
    }

    /// A selection no tab has compiles and does not trap: the tab bar keeps the tab it shows (the
    /// first at launch) and the binding keeps the value.
    @Test func aSelectionNoTabHasKeepsTheTabShownAndTheRunGoesOn() {
        let launch = scenario(Self.tabs(state: "5", values: ["0", "1"]) + """

            script:
              - expect: [tab 5, in a]
              - select-tab: B
                expect: [in b, tab 1]
            """)
        #expect(launch.passed, "\(launch.failures.map(\.message)) \(String(describing: launch.error))")
        // A button in tab A writes 7: the tab bar keeps showing A.
        let written = scenario(Self.tabs(state: "0", values: ["0", "1"])
            .replacingOccurrences(of: "body: [ { text: in a } ]", with: "body: [ { button: go nowhere, action: tab = 7 } ]") + """

            script:
              - tap: go nowhere
                expect: [tab 7, go nowhere]
              - select-tab: B
                expect: [in b, tab 1]
            """)
        #expect(written.passed, "\(written.failures.map(\.message)) \(String(describing: written.error))")
        let lines = ScenarioTrace(written).lines.filter { $0.step == 1 }.map(\.text)
        #expect(lines.contains(#"the selection is 7, and no tab has that value: the tab bar keeps showing tab "A", and the binding keeps 7 (a decision, semantics §25)"#))
    }

    /// A tap on the tab already selected writes nothing: its stack keeps its screens (§25 [D]).
    @Test func selectingTheTabAlreadySelectedChangesNothingAndSaysSo() {
        let s = scenario("""
            components:
              Root:
                state: { tab: { value: 0, did-set: "writes += 1" }, path: "[]", writes: 0 }
                body:
                  - text: "writes {writes}"
                  - tab-view:
                      selection: $tab
                      tabs:
                        - tab: Home
                          value: 0
                          body:
                            - navigation-stack:
                                path: $path
                                root:
                                  - navigation-link: Show 1
                                    value: 1
                                destinations:
                                  - for: Int
                                    as: n
                                    body: [ { text: "detail {n}" } ]
                        - tab: Other
                          value: 1
                          body: [ { text: other } ]
            root: Root
            script:
              - tap: Show 1
              - select-tab: Home
                expect: [detail 1, writes 0]
                assert: ["Root.path.count == 1"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        let lines = ScenarioTrace(s).lines.filter { $0.step == 2 }.map(\.text)
        #expect(lines.contains { $0.hasPrefix(#"tab "Home" is already selected: nothing changes"#) })
    }
}
