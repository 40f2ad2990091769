import Testing
@testable import SpecKit

/// `switch` identity and input controls with the steps that use them (docs/semantics.md §13, §14).
@Suite struct InputRulesTests {
    let counter = """
          Counter:
            state: { likes: 0 }
            body:
              - text: likes {likes}
              - button: like
                action: likes += 1
        """

    func created(_ s: ScenarioResult, _ component: String) -> Int {
        s.events.filter { if case .created(let n) = $0 { return n.component == component } else { return false } }.count
    }

    @Test func eachCaseOfASwitchIsItsOwnIdentity() {
        let s = scenario("""
            components:
              Root:
                state: { mode: "\\"a\\"" }
                body:
                  - button: to b
                    action: mode = "b"
                  - button: to a
                    action: mode = "a"
                  - switch: mode
                    cases:
                      - case: "\\"a\\""
                        body: [ { Counter: } ]
                      - case: "\\"b\\""
                        body: [ { Counter: } ]
            \(counter)
            root: Root
            script:
              - tap: like
                expect: [likes 1]
              - tap: to a
                expect: [likes 1]
              - tap: to b
                expect: [likes 0]
              - tap: to a
                expect: [likes 0]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        // The same case keeps its identity; each change of case creates a new one.
        #expect(created(s, "Counter") == 3)
        let identities = s.events.compactMap { e -> String? in
            if case .created(let n) = e, n.component == "Counter" { return n.identity } else { return nil }
        }
        #expect(identities == ["2.case(0).0", "2.case(1).0", "2.case(0).0"])
    }

    @Test func aSwitchWithoutAMatchShowsNothingAndTheDefaultOtherwise() {
        let yaml = { (withDefault: Bool) in """
            components:
              Root:
                state: { n: 1 }
                body:
                  - button: next
                    action: n += 1
                  - switch: n
                    cases:
                      - case: 1
                        body: [ { text: one } ]
            \(withDefault ? "        default: [ { text: other } ]" : "")
            root: Root
            script:
              - tap: next
            """ }
        #expect(scenario(yaml(false)).labels == ["next"])
        #expect(scenario(yaml(true)).labels == ["next", "other"])
    }

    /// Before the run where the switch's type is certain; by the run where only it knows (a
    /// field with no default).
    @Test func aCaseOfAnotherTypeIsAnError() {
        let yaml = """
            models:
              Box: { kind: struct, fields: [n] }
            components:
              Root:
                state: { n: 1, box: "Box(n: 1)" }
                body:
                  - switch: SUBJECT
                    cases:
                      - case: "\\"1\\""
                        body: [ { text: one } ]
            root: Root
            """
        #expect(diagnostics(yaml.replacingOccurrences(of: "SUBJECT", with: "n")).map(\.message)
                    == ["case \"1\" is a String but the switch's value n is an Int"])
        let s = scenario(yaml.replacingOccurrences(of: "SUBJECT", with: "box.n"))
        #expect(s.error?.message == "case \"1\" is String but the switch's value box.n is Int 1")
    }

    let search = """
        components:
          Search:
            state: { query: "\\"\\"", runs: 0 }
            body:
              - text-field: Search
                text: $query
              - Row: { query: query }
                on-change: { of: query, action: runs += 1 }
              - text: runs {runs}
          Row:
            props: [query]
            body:
              - text: row {query}
        root: Search
        """

    @Test func typingWritesOncePerKeystrokeAndOnChangeRunsEachTime() {
        let s = scenario(search + """

            script:
              - type: abc
                into: Search
                expect: ["Search: abc", runs 3, row abc]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        let writes = s.events.compactMap { e -> String? in
            if case .stateWritten(_, "query", _, let new) = e { return new.description } else { return nil }
        }
        #expect(writes == ["a", "ab", "abc"])
        // Each keystroke settles before the next: its on-change runs before the next write.
        let order = s.events.compactMap { e -> String? in
            switch e {
            case .inputApplied(let i): return i.key
            case .handlerRan: return "run"
            default: return nil
            }
        }
        #expect(order == ["a", "run", "b", "run", "c", "run"])
    }

    @Test func clearingDeletesOneCharacterPerKeystroke() {
        let s = scenario(search + """

            script:
              - type: ab
                into: Search
              - clear: Search
                expect: ["Search: ", runs 4, "row "]
              - clear: Search
                expect: [runs 4]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aControlReadsItsBindingWithoutSubscribingItsBody() {
        let s = scenario("""
            components:
              Pane:
                state: { name: "\\"\\"" }
                body:
                  - text-field: Name
                    text: $name
            root: Pane
            script:
              - type: hi
                into: Name
                expect: ["Name: hi"]
                assert: ["Pane.renders == 1"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    let form = """
        components:
          Pane:
            state: { on: false, sort: "\\"a\\"", n: 1 }
            body:
              - toggle: Wi-Fi
                is-on: $on
              - picker: Sort
                selection: $sort
                options: ["\\"a\\"", "\\"b\\""]
              - stepper: N
                value: $n
                step: 3
                in: [0, 5]
        root: Pane
        """

    @Test func toggleFlipsPickSelectsAndTheStepperClampsAndStopsAtItsBounds() {
        let s = scenario(form + """

            script:
              - toggle: Wi-Fi
                expect: ["Wi-Fi: on"]
              - pick: b
                from: Sort
                expect: ["Sort: b"]
              - increment: N
                expect: ["N: 4"]
              - increment: N
                expect: ["N: 5"]
              - increment: N
                expect: ["N: 5"]
              - decrement: N
                expect: ["N: 2"]
              - decrement: N
                expect: ["N: 0"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        let atBound = s.events.filter { if case .inputApplied(let i) = $0 { return i.kind == .atBound } else { return false } }
        #expect(atBound.count == 1)
    }

    @Test func aStepOnAControlNotOnScreenListsTheControls() {
        let s = scenario(form + """

            script:
              - toggle: Wifi
            """)
        #expect(s.error?.message == "no toggle \"Wifi\" is on screen")
        #expect(s.error?.hint == "did you mean 'Wi-Fi'? controls on screen: toggle \"Wi-Fi\", picker \"Sort\", stepper \"N\"")
    }

    @Test func typingIntoAToggleNamesTheStepThatFits() {
        let s = scenario(form + """

            script:
              - type: x
                into: Wi-Fi
            """)
        #expect(s.error?.message == "\"Wi-Fi\" is a toggle; `type:` needs a text field")
        #expect(s.error?.hint == "flip it with `- toggle: Wi-Fi`")
    }

    /// `tap:` on a control's title: the control is found and the step that uses it named, at the
    /// check before the run and in the run, rather than a list of the buttons on screen.
    @Test func tappingAToggleNamesTheStepThatFits() throws {
        let yaml = form + """

            script:
              - tap: Wi-Fi
            """
        let s = scenario(yaml)
        #expect(s.error?.message == "\"Wi-Fi\" is a toggle; `tap:` needs a button or navigation link")
        #expect(s.error?.hint == "flip it with `- toggle: Wi-Fi`")
        let checked = ScriptTargets.problems(in: try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml"))
        #expect(checked.map(\.message) == ["\"Wi-Fi\" is a toggle; `tap:` needs a button or navigation link"])
        #expect(checked.first?.hint == "flip it with `- toggle: Wi-Fi`")
    }

    /// `.tag(option)` tags the option as `Optional(option)` too (`tag(_:includeOptional:)`, true
    /// by default), so a picker bound to an optional that holds nil selects, and a `nil` option
    /// ("None") sets it back.
    @Test func aPickerBoundToAnOptionalSelectsTaggedValues() {
        let s = scenario("""
            components:
              Pane:
                state: { choice: nil }
                body:
                  - text: "choice {choice}"
                  - picker: Letter
                    selection: $choice
                    options: [nil, "\\"a\\"", "\\"b\\""]
            root: Pane
            script:
              - pick: b
                from: Letter
                expect: [choice b]
              - pick: nil
                from: Letter
                expect: [choice nil]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func pickingAMissingOptionListsTheOptions() {
        let s = scenario(form + """

            script:
              - pick: c
                from: Sort
            """)
        #expect(s.error?.message == "the picker \"Sort\" has no option \"c\"")
        #expect(s.error?.hint == "did you mean 'a'? its options: \"a\", \"b\"")
    }

    /// Refused before the run where the bound value's type is certain, and by the run otherwise
    /// (a field with no default has a type only a run shows).
    @Test func aBindingOfTheWrongKindIsAnError() {
        let known = diagnostics("""
            components:
              Pane:
                state: { n: 0 }
                body:
                  - toggle: On
                    is-on: $n
            root: Pane
            """)
        #expect(known.map(\.message) == ["a toggle needs a binding to a Bool; $n is an Int"])
        let s = scenario("""
            models:
              Box: { kind: struct, fields: [n] }
            components:
              Pane:
                state: { box: "Box(n: 0)" }
                body:
                  - toggle: On
                    is-on: $box.n
            root: Pane
            """)
        #expect(s.error?.message == "the toggle \"On\" needs a binding to a Bool; $box.n holds Int 0")
    }

    @Test func aControlNeedsABindingWithADollar() {
        let problems = diagnostics("""
            components:
              Pane:
                state: { q: "\\"\\"" }
                body:
                  - text-field: Q
                    text: q
            root: Pane
            """)
        #expect(problems.map(\.message) == ["a text field's `text:` is a binding; write $q"])
    }

    /// `$model.field` (as `@Bindable` gives): the control writes the field; the body that makes the
    /// binding reads the field to give the binding its value, so it depends on it, as its reader does.
    @Test func aControlBoundToAModelFieldWritesTheField() {
        let s = scenario("""
            models:
              Profile:
                fields: { name: "\\"\\"" }
            components:
              Editor:
                state: { profile: "Profile()" }
                body:
                  - text-field: Name
                    text: $profile.name
                  - Greeting: { profile: profile }
              Greeting:
                props: [profile]
                body:
                  - text: hello {profile.name}
            root: Editor
            script:
              - type: Al
                into: Name
                expect: ["Name: Al", hello Al]
                assert: ["Editor.renders == 3", "Greeting.renders == 3"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        let writes = s.events.filter { if case .fieldWritten(_, "name", _, _) = $0 { return true } else { return false } }
        #expect(writes.count == 2)
    }

    /// Making `$m.b` reads `b` (a `Binding` is made with its value, through the model's getter): the
    /// maker runs when `b` changes, not when `a` does, and a child handed the binding that never
    /// reads it is initialized again and renders only because the value it carries changed.
    /// `$n` of a plain state reads nothing. The engine made both without a read before (§20).
    @Test func makingABindingIntoAModelFieldReadsTheField() {
        let s = scenario("""
            models:
              M:
                fields: { a: 0, b: 0 }
            components:
              Maker:
                state: { m: "M()", n: 0 }
                body:
                  - button: write a
                    action: m.a += 1
                  - button: write b
                    action: m.b += 1
                  - button: write n
                    action: n += 1
                  - Holder: { x: $m.b, y: $n }
              Holder:
                bindings: [x, y]
                body:
                  - text: holder
            root: Maker
            script:
              - tap: write a
                assert: ["Maker.renders == 1", "Holder.inits == 1"]
              - tap: write n
                assert: ["Maker.renders == 1", "Holder.inits == 1"]
              - tap: write b
                assert: ["Maker.renders == 2", "Holder.inits == 2", "Holder.renders == 2"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    /// Clearing types as many backspaces as the text had: a handler that writes text back
    /// cannot make the step go on for ever.
    @Test func clearingStopsAfterAsManyKeystrokesAsTheTextHad() {
        let s = scenario("""
            components:
              Field:
                state: { text: "\\"ab\\"" }
                body:
                  - text-field: T
                    text: $text
                  - Echo: { text: text }
                    on-change: { of: text, action: "text = \\"abc\\"" }
              Echo:
                props: [text]
                body: []
            root: Field
            script:
              - clear: T
                expect: ["T: abc"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        let deletes = s.events.filter { if case .inputApplied(let i) = $0 { return i.kind == .deleted } else { return false } }
        #expect(deletes.count == 2)
    }
}
