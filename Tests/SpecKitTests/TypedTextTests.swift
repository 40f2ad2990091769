import Testing
@testable import SpecKit

/// A text field keeps what was typed when the write through its binding leaves the binding's value
/// as it was, until something updates it (docs/semantics.md §86).
@Suite struct TypedTextTests {
    /// `Code`'s setter refuses a fourth character; `Fixed` is a constant; `Limited` is clamped by
    /// an on-change; `bump` renders the body that writes `Code` and `Fixed`.
    static let app = """
        components:
          Code:
            state: { code: '""', limited: '""', bumps: 0 }
            body:
              - text-field: Code
                text: "Binding(get: { code }, set: { code = $0.count > 3 ? code : $0 })"
                on-submit: limited = code
              - text: "code {code}"
              - text-field: Fixed
                text: '.constant("x")'
              - button: bump
                action: bumps += 1
              - text: "bumps {bumps}"
              - button: reset
                action: code = ""
        root: Code
        """

    func step(_ action: InputStep.Action, _ control: String, at location: Location) -> InputStep {
        InputStep(action: action, control: control, location: location)
    }

    func labels(_ g: Graph) -> [String] { g.screen.map(\.label) }

    @Test func aSetterThatStoresTheOldTextLeavesWhatWasTypedOnScreen() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("abc"), "Code", at: at))
        // Each change of code renders Code, which updates the field: nothing is kept.
        #expect(g.typedTexts == nil)
        #expect(labels(g).contains("Code: abc"))
        let renders = g.renders(of: "Code")
        try g.use(step(.type("d"), "Code", at: at))
        #expect(labels(g).contains("Code: abcd"))
        #expect(texts(on: g).contains("code abc"), "the state holds what the setter stored")
        #expect(g.renders(of: "Code") == renders, "an equal write renders no one")
        #expect(g.typedTexts?.count == 1)
    }

    @Test func theNextKeyEditsWhatTheFieldShows() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("abcd"), "Code", at: at))
        try g.use(step(.type("e"), "Code", at: at))
        // The setter was handed "abcde", not "abce".
        #expect(labels(g).contains("Code: abcde"))
        #expect(texts(on: g).contains("code abc"))
    }

    @Test func clearingDeletesEveryCharacterShown() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("abcde"), "Code", at: at))
        try g.use(step(.clear, "Code", at: at))
        // Five backspaces: "abcd" refused, "abc" stored as it is, then "ab", "a", "".
        #expect(labels(g).contains("Code: "))
        #expect(texts(on: g).contains("code "))
        #expect(g.typedTexts == nil)
    }

    @Test func aConstantBindingShowsWhatWasTyped() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("yz"), "Fixed", at: at))
        #expect(labels(g).contains("Fixed: xyz"))
        #expect(g.renders(of: "Code") == 1)
    }

    @Test func aRenderOfTheBodyThatWritesTheFieldShowsTheValueAgain() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("abcde"), "Code", at: at))
        try g.use(step(.type("y"), "Fixed", at: at))
        #expect(labels(g).contains("Code: abcde") && labels(g).contains("Fixed: xy"))
        try g.tap("bump", at: at)
        #expect(labels(g).contains("Code: abc"))
        #expect(labels(g).contains("Fixed: x"))
        #expect(g.typedTexts == nil)
        // The next key edits the value shown again.
        try g.use(step(.type("z"), "Code", at: at))
        #expect(labels(g).contains("Code: abcz"))
    }

    @Test func aChangedValueIsShown() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("abcd"), "Code", at: at))
        try g.tap("reset", at: at)
        #expect(labels(g).contains("Code: "))
        #expect(g.typedTexts == nil)
    }

    @Test func returnSubmitsTheStateNotTheField() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("abcd"), "Code", at: at))
        try g.use(step(.submit, "Code", at: at))
        // The on-submit action read code, "abc"; what the field shows is no state.
        #expect(g.root?[holder: "limited"] == .string("abc"))
    }

    @Test func anOnChangeClampIsShown() throws {
        let (g, at) = try launched("""
            components:
              Pane:
                state: { limited: '""' }
                body:
                  - text-field: Limited
                    text: $limited
                  - Shown: { text: limited }
                    on-change: { of: limited, action: "if newValue.count > 3 { limited = oldValue }" }
              Shown:
                props: [text]
                body:
                  - text: "limited {text}"
            root: Pane
            """)
        try g.use(step(.type("abcd"), "Limited", at: at))
        #expect(labels(g).contains("Limited: abc"))
        #expect(texts(on: g).contains("limited abc"))
        #expect(g.typedTexts == nil)
    }

    @Test func aSecureFieldKeepsItsTypedTextAsDots() throws {
        let (g, at) = try launched("""
            components:
              Pane:
                state: { pin: '""' }
                body:
                  - secure-field: PIN
                    text: "Binding(get: { pin }, set: { pin = $0.count > 2 ? pin : $0 })"
                  - text: "{pin.count} digits"
            root: Pane
            """)
        try g.use(step(.type("123"), "PIN", at: at))
        #expect(labels(g).contains("PIN: •••"))
        #expect(texts(on: g).contains("2 digits"))
    }

    @Test func theKeptTextIsPartOfTheStateAndOfACopy() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("abc"), "Code", at: at))
        let agreeing = g.stateKey()
        let other = g.copy()
        try g.use(step(.type("d"), "Code", at: at))
        // The state holds "abc" in both; only the field differs, and the next key edits it.
        #expect(g.stateKey() != agreeing)
        #expect(other.stateKey() == agreeing)
        let copy = g.copy()
        #expect(copy.stateKey() == g.stateKey())
        try copy.use(step(.type("e"), "Code", at: at))
        #expect(copy.screen.map(\.label).contains("Code: abcde"))
        #expect(labels(g).contains("Code: abcd"))
    }

    @Test func aConstantFieldClearedShowsNothingAndTakesNoSecondClear() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("y"), "Fixed", at: at))
        try g.use(step(.clear, "Fixed", at: at))
        // Two backspaces: "x", which is what the constant gives, then "", which it is not.
        #expect(labels(g).contains("Fixed: "))
        try g.use(step(.type("z"), "Fixed", at: at))
        #expect(labels(g).contains("Fixed: z"))
    }

    /// A row of a for-each rebuilt on its own (its content read an @Observable field) updates
    /// the fields in it, and only those (§37).
    @Test func aRebuiltRowShowsItsFieldsBindingsValues() throws {
        let (g, at) = try launched("""
            models:
              Box:
                fields: { note: '""' }
            components:
              Rows:
                state: { box: "Box()" }
                body:
                  - for-each: "[0, 1]"
                    as: i
                    id: i
                    body:
                      - text-field: "Word {i}"
                        text: '.constant("w")'
                      - if: i == 0
                        then:
                          - text: "note {box.note}"
                  - button: note
                    action: box.note = "n"
            root: Rows
            """)
        try g.use(step(.type("1"), "Word 0", at: at))
        try g.use(step(.type("2"), "Word 1", at: at))
        #expect(labels(g).contains("Word 0: w1") && labels(g).contains("Word 1: w2"))
        let renders = g.renders(of: "Rows")
        try g.tap("note", at: at)
        #expect(g.renders(of: "Rows") == renders, "the row is rebuilt, not the body")
        #expect(texts(on: g).contains("note n"))
        #expect(labels(g).contains("Word 0: w"))
        #expect(labels(g).contains("Word 1: w2"), "the other row was not rebuilt")
    }

    @Test func theTraceSaysWhyTheFieldKeepsWhatWasTyped() {
        let run = RecordedRuns.result(of: "specs/field-keeps-typed-text.yaml")
        let binding = "Binding(get: { code }, set: { code = $0.count > 3 ? code : $0 })"
        let trace = ScenarioTrace(run.scenarios.first ?? ScenarioResult(scenario: "", file: ""), spec: run.spec)
        #expect(trace.lines(ofStep: 1).map(\.text).contains(
            "the text field \"Code\" keeps what was typed, \"abcd\": the setter left code as \"abc\", equal, so nothing updates the field"))
        #expect(trace.lines(ofStep: 2).filter { $0.kind == .input }.first?.text
            == "typed 'e' into Code, which shows \"abcd\" as typed, not the binding's \"abc\": \(binding) \"abc\" → \"abcde\"")
        #expect(trace.lines(ofStep: 7).map(\.text).contains(
            "the text field \"Code\" shows \"abc\", what its binding gives: the field and code agree again"))
        #expect(trace.lines(ofStep: 4).map(\.text).contains(
            "the text field \"Fixed\" keeps what was typed, \"xy\": a constant binding ignores writes and still gives \"x\", so nothing updates the field"))
        #expect(trace.lines(ofStep: 5).map(\.text).contains(
            "the text field \"Code\" shows its binding's value again, \"abc\", not the \"abcde\" typed: the body that writes it ran, which updates it"))
    }

    @Test func theLessonHolds() throws {
        try expectLessonHolds("field-keeps-typed-text.yaml", wrong: [
            // The engine before this rule: the field showed the binding's value.
            (from: "expect: [code abc, \"Code: abcd\"]", to: "expect: [code abc, \"Code: abc\"]", scenario: 0),
            // The key edits the binding's value, not the text shown.
            (from: "expect: [code abc, \"Code: abcde\"]\n    assert: [\"CodeField.renders == 4\"]",
             to: "expect: [code abc, \"Code: abce\"]\n    assert: [\"CodeField.renders == 4\"]", scenario: 0),
            (from: "expect: [limited abc, \"Limited: abc\", \"Code: abcde\"]", to: "expect: [limited abc, \"Limited: abcd\", \"Code: abcde\"]", scenario: 0),
            (from: "expect: [\"Fixed: xy\"]", to: "expect: [\"Fixed: x\"]", scenario: 0),
            (from: "expect: [bumps 1, code abc, \"Code: abc\", \"Fixed: xy\"]", to: "expect: [bumps 1, code abc, \"Code: abcde\", \"Fixed: xy\"]", scenario: 0),
            // Three backspaces, counted from the state's "abc", would leave "ab".
            (from: "expect: [\"code \", \"Code: \"]", to: "expect: [\"code ab\", \"Code: ab\"]", scenario: 0),
        ])
    }
}
