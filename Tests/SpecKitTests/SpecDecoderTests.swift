import Testing
@testable import SpecKit

@Suite struct SpecDecoderTests {
    let counter = """
        components:
          Counter:
            state:
              count: 0
            body:
              - text: count {count}
              - button: add
                action: count += 1
        root: Counter
        script:
          - tap: add
            expect: [count 1]
        """

    @Test func aSingleScenarioFileDecodes() throws {
        let spec = try SpecDecoder.decode(Array(counter.utf8), file: "c.yaml")
        #expect(spec.scenarios.count == 1)
        #expect(spec.scenarios[0].name == "Counter")
        #expect(spec.components[0].holders[0].kind == .state)
        #expect(spec.scenarios[0].steps[0].tap == "add")
        #expect(spec.scenarios[0].steps[0].expectations[0].location == Location(file: "c.yaml", line: 12, column: 14))
    }

    /// `for-each: [1, 2]` is a YAML list, as a picker's `options:` may be: it means the list
    /// expression `[1, 2]`, not an error about a list that must be a single value.
    @Test func aForEachTakesAYAMLListOfItems() throws {
        func rows(_ items: String) -> [String] {
            scenario("""
                components:
                  Rows:
                    body:
                      - for-each: \(items)
                        as: i
                        id: i
                        body:
                          - text: row {i}
                root: Rows
                """).labels
        }
        #expect(rows("[1, \"2 + 1\"]") == ["row 1", "row 3"])
        #expect(rows("\"[1, 2 + 1]\"") == ["row 1", "row 3"])
    }

    /// `id: \\.self` and `id: \\.title`, Swift's key paths, key the rows by the element and by its
    /// field, as `id: item` and `id: item.title` do: a row's state follows its element.
    @Test func aForEachTakesSwiftsKeyPathAsItsID() throws {
        func shelf(_ id: String, expect: String) -> String {
            """
            models:
              Book: { kind: struct, fields: { title: '""' } }
            components:
              Shelf:
                state: { books: '[Book(title: "Emma"), Book(title: "Dune")]' }
                body:
                  - button: add first
                    action: 'books.insert(Book(title: "Odd"), at: 0)'
                  - for-each: books
                    as: book
                    id: \(id)
                    body:
                      - Row: { title: book.title }
              Row:
                props: [title]
                state: { likes: 0 }
                body:
                  - text: "{title} {likes}"
                  - button: like {title}
                    action: likes += 1
            root: Shelf
            script:
              - tap: like Emma
              - tap: add first
                expect: [\(expect)]
            """
        }
        let spec = try SpecDecoder.decode(Array(shelf("\\.title", expect: "Emma 1").utf8), file: "k.yaml")
        guard case .forEach(let loop) = spec.components[0].body[1] else { Issue.record("no for-each"); return }
        #expect(loop.id.source == "book.title")
        #expect(loop.id.location == Location(file: "k.yaml", line: 11, column: 15))
        #expect(scenario(shelf("\\.title", expect: "Emma 1")).passed)
        #expect(scenario(shelf("\\.self", expect: "Emma 1")).passed)
        // The lock: keyed by the element, the like stays with Emma, not at the first position.
        #expect(!scenario(shelf("\\.title", expect: "Odd 1")).passed)
    }

    @Test func unknownKeysGetDidYouMean() {
        let d = diagnostics(counter.replacingOccurrences(of: "    state:", with: "    stat:"))
        // The misspelt key is read as the holder kind it resembles, so its uses are not reported too.
        #expect(d.count == 1)
        #expect(d.first?.message == "unknown key 'stat' in component Counter")
        #expect(d.first?.hint == "did you mean 'state'?")
        #expect(d.first?.location == Location(file: "test.yaml", line: 3, column: 5))
    }

    /// A required key spelt wrong is one error, at the misspelt key, not a second one that the key
    /// is missing; its value is read as the key's, so what it holds is still checked.
    @Test func aMisspeltRequiredKeyIsOneError() {
        let d = diagnostics(counter.replacingOccurrences(of: "action: count += 1", with: "acton: count += 1"))
        #expect(d.count == 1)
        #expect(d.first?.message == "unknown key 'acton' in a button")
        #expect(d.first?.hint == "did you mean 'action'?")
        #expect(d.first?.location == Location(file: "test.yaml", line: 8, column: 9))

        let read = diagnostics(counter.replacingOccurrences(of: "action: count += 1", with: "acton: cont += 1"))
        #expect(read.map(\.message) == ["unknown key 'acton' in a button", "'cont' is not defined in Counter"])

        // Nothing near by spelling: the key is missing, and the stray key is unknown.
        let missing = diagnostics(counter.replacingOccurrences(of: "action: count += 1", with: "onTap: count += 1"))
        #expect(missing.map(\.message) == ["a button needs an `action:`"])
    }

    /// The same for every mapping with a key it cannot do without, where the key is read as the
    /// one it resembles and not as another the mapping takes.
    @Test func misspeltRequiredKeysOfElementsControlsAndSteps() {
        let cases: [(yaml: String, message: String, hint: String)] = [
            ("""
             components:
               Root:
                 state: { items: "[1, 2]" }
                 body:
                   - for-each: items
                     ass: item
                     idd: item
                     body: [ { text: "row {item}" } ]
             root: Root
             """, "unknown key 'ass' in a for-each", "did you mean 'as'?"),
            ("""
             components:
               Root:
                 state: { wifi: false }
                 body:
                   - toggle: Wi-Fi
                     is-onn: $wifi
             root: Root
             script:
               - toggle: Wi-Fi
             """, "unknown key 'is-onn' in a toggle", "did you mean 'is-on'?"),
            ("""
             components:
               Root:
                 state: { name: '""' }
                 body:
                   - text-field: Name
                     text: $name
             root: Root
             script:
               - type: Ann
                 inot: Name
             """, "unknown key 'inot' in a script step", "did you mean 'into'?"),
            ("""
             components:
               Root:
                 state: { ticks: 0 }
                 body:
                   - Leaf:
                     on-timer: { every: 1s, actin: ticks += 1 }
               Leaf:
                 body: [ { text: leaf } ]
             root: Root
             """, "unknown key 'actin' in an on-timer", "did you mean 'action'?"),
            ("""
             components:
               Root:
                 body: [ { text: hi } ]
             scenarios:
               - nme: first
                 root: Root
             """, "unknown key 'nme' in a scenario", "did you mean 'name'?"),
        ]
        for c in cases {
            let d = diagnostics(c.yaml)
            #expect(d.first?.message == c.message, "\(d)")
            #expect(d.first?.hint == c.hint)
            #expect(!d.contains { $0.message.contains("needs") }, "\(d)")
        }
        // `idd:` was for `id:`, a second misspelt required key of the same for-each.
        #expect(diagnostics(cases[0].yaml).map(\.message) == ["unknown key 'ass' in a for-each", "unknown key 'idd' in a for-each"])
    }

    /// YAML's quotes are not part of a value: `label: "hi"` is the name hi. Where that fails as an
    /// expression the error stays, and the hint says how a string is written.
    @Test func aStringInYAMLQuotesAloneGetsAHint() {
        func first(_ value: String, of holder: String = "label") -> Diagnostic? {
            diagnostics("""
                components:
                  Greeting:
                    state:
                      count: 0
                      \(holder): \(value)
                    body:
                      - text: "{count}"
                root: Greeting
                """).first
        }
        #expect(first("\"hi\"")?.message == "'hi' is not defined in Greeting")
        #expect(first("\"hi\"")?.hint == #"YAML's quotes are not part of the value, which reads as the name hi; write the string as "\"hi\"""#)
        #expect(first("'hi'")?.hint == first("\"hi\"")?.hint)
        #expect(first("''")?.message == "an expression is missing here")
        #expect(first("\"\"")?.hint == #"YAML's quotes are not part of the value, which is empty; write the empty string as "\"\"""#)
        #expect(first("'hello world'")?.message == "unexpected 'world'")
        #expect(first("'hello world'")?.hint?.contains("reads as the words hello world") == true)
        // Unquoted, a misspelt name gets its did-you-mean; quoted, a defined name is read as that
        // name (here refused for what it is); an expression in quotes that fails for its own
        // reasons gets no word about strings.
        #expect(first("cont")?.hint == "did you mean 'count'?")
        #expect(first("\"count\"")?.message == "an inline `@State` default cannot read 'count': Swift has no `self` in a property's initial value")
        #expect(first("\"count +\"")?.hint == nil)
        #expect(first("'\"hi\"'") == nil && first("\"\\\"hi\\\"\"") == nil)
    }

    /// Where a constant is needed, a quoted word gets the same hint, and what depends on the value
    /// is not reported again.
    @Test func aQuotedWordWhereAConstantIsNeededGetsTheHintOnce() {
        let d = diagnostics("""
            models:
              Profile:
                fields: { name: "", city: "Oslo" }
            user-defaults:
              theme: "dark"
            components:
              Root:
                app-storage: { theme: "light" }
                state-object: { profile: "Profile()" }
                body:
                  - text: "{profile.name} {theme}"
            root: Root
            """)
        #expect(d.map(\.message) == ["an expression is missing here", "a field default cannot use 'Oslo'; use a constant",
                                     "a stored value cannot use 'dark'; use a constant", "an app-storage default cannot use 'light'; use a constant"])
        #expect(d.allSatisfy { $0.hint?.hasPrefix("YAML's quotes are not part of the value") == true }, "\(d.map(\.hint))")
    }

    @Test func severalProblemsAreReportedTogether() {
        let bad = counter.replacingOccurrences(of: "text: count {count}", with: "text: count {cont}")
            .replacingOccurrences(of: "root: Counter", with: "root: Countr\ntitel: x")
        let messages = diagnostics(bad).map(\.message)
        #expect(messages.contains("'cont' is not defined in Counter"))
        #expect(messages.contains("unknown key 'titel' in the spec"))
        #expect(messages.contains("root component 'Countr' is not declared"))
    }

    @Test func undefinedNamePointsAtTheName() {
        let d = diagnostics(counter.replacingOccurrences(of: "text: count {count}", with: "text: count {cont}"))
        #expect(d.first?.location == Location(file: "test.yaml", line: 6, column: 22))
        #expect(d.first?.hint == "did you mean 'count'?")
    }

    @Test func propsCannotBeAssigned() {
        let yaml = """
            components:
              Row:
                props: [n]
                body:
                  - button: bump
                    action: n += 1
            root: Row
            """
        #expect(diagnostics(yaml).contains { $0.message.contains("props cannot be assigned") })
    }

    @Test func constructionsAreCheckedAgainstTheModel() {
        let yaml = """
            models:
              Model: { fields: [input, name] }
            components:
              Root:
                state-in-init:
                  a: "Model(input: 1)"
                  b: "Model(inpt: 1, name: 2)"
                  c: "Modle(input: 1, name: 2)"
                body: []
            root: Root
            """
        let messages = diagnostics(yaml).map(\.message)
        #expect(messages.contains("missing argument for parameter 'name' in call"))
        #expect(messages.contains("Model has no field 'inpt'"))
        #expect(messages.contains("'Modle' is not a declared model"))
    }

    @Test func aComponentThatContainsItselfIsAnError() {
        let yaml = """
            components:
              A:
                body:
                  - B: {}
              B:
                body:
                  - A: {}
            root: A
            """
        let d = diagnostics(yaml)
        #expect(d.first?.message == "component A contains itself: A → B → A")
        #expect(d.first?.location.line == 7)
    }

    @Test func scenariosResolveUses() {
        let yaml = """
            components:
              Parent:
                body:
                  - Child: {}
              Real:
                body: []
            root: Parent
            scenarios:
              - name: ok
                use: { Child: Real }
              - name: missing
            """
        let d = diagnostics(yaml)
        #expect(d.count == 1)
        #expect(d.first?.message == "component 'Child' is not declared (scenario 'missing')")
    }

    @Test func argumentsMustMatchProps() {
        let yaml = """
            components:
              Parent:
                body:
                  - Row: { modle: 1 }
              Row:
                props: [model]
                body: []
            root: Parent
            """
        let messages = diagnostics(yaml).map(\.message)
        // One mistake, one error, in Swift's words: the prop the misspelt argument stands for is not missing too.
        #expect(messages == ["Row: incorrect argument label in call (have 'modle:', expected 'model:')"])
        let other = yaml.replacingOccurrences(of: "{ modle: 1 }", with: "{ count: 1 }")
        #expect(diagnostics(other).map(\.message) == ["Row: incorrect argument label in call (have 'count:', expected 'model:')"])
        // An argument more than the props is no label mistake, and neither is one left out.
        #expect(diagnostics(yaml.replacingOccurrences(of: "{ modle: 1 }", with: "{ model: 1, count: 1 }")).map(\.message) == ["Row has no prop 'count'"])
        #expect(diagnostics(yaml.replacingOccurrences(of: "{ modle: 1 }", with: "{}")).map(\.message) == ["Row needs the argument 'model'"])
    }

    /// The app builds the root as `Root()`: a root with props or slots is refused where `root:`
    /// names it, once for the scenarios that share it, and a scenario that starts from a parent
    /// passing them is fine.
    @Test func aRootIsBuiltWithNoArguments() {
        let yaml = """
            models:
              Cart:
                kind: observable-object
                fields: [count]
            components:
              Parent:
                body:
                  - Row: { title: '"milk"', cart: "Cart(count: 0)" }
              Row:
                props: [title]
                observed-object: [cart]
                body:
                  - text: "{title}"
            root: Row
            scenarios:
              - name: a
              - name: b
            """
        let d = diagnostics(yaml)
        #expect(d.map(\.message) == ["the root Row is built with no arguments, `Row()`, but it needs the arguments 'title', 'cart'"])
        #expect(d.first?.location.line == 14)
        #expect(d.first?.hint?.contains("`state:`, `let:` or `state-object:`") == true)
        #expect(diagnostics(yaml.replacingOccurrences(of: "root: Row", with: "root: Parent")).isEmpty)
        let objectOnly = yaml.replacingOccurrences(of: "    props: [title]\n", with: "").replacingOccurrences(of: "{title}", with: "row")
        #expect(diagnostics(objectOnly).first?.hint?.contains("give cart a value in Row itself (`state-object:`)") == true)
    }

    @Test func unknownToolchainAndStepKind() {
        let bad = counter.replacingOccurrences(of: "root: Counter", with: "root: Counter\ntoolchain: xcode28")
            .replacingOccurrences(of: "  - tap: add", with: "  - tapp: add")
        let d = diagnostics(bad)
        #expect(d.contains { $0.message == "unknown toolchain 'xcode28'" })
        #expect(d.contains { $0.message == "unknown key 'tapp' in a script step" && $0.hint == "did you mean 'tap'?" })
        let lone = diagnostics(counter.replacingOccurrences(of: "  - tap: add\n    expect: [count 1]", with: "  - tapp: add"))
        #expect(lone.first?.message == "unknown kind of script step 'tapp'")
        #expect(lone.first?.hint == "did you mean 'tap'?")
    }

    @Test func wrongNodeKindsAreNamed() {
        let d = diagnostics("components: [A, B]\nroot: A\n")
        #expect(d.first?.message == "components must be a mapping (key: value lines), found a list")
    }

    @Test func duplicateKeysAreErrors() {
        let d = diagnostics(counter + "\nroot: Other\n")
        #expect(d.contains { $0.message == "'root' appears twice in the spec" })
    }

    /// A child whose mapping holds only its component is read without looking for the element
    /// kinds or modifiers, one with modifiers beside it as before, and an element of two
    /// components, or of a component beside a misspelt kind, is reported as before.
    @Test func childrenAreReadByTheirCapitalKey() throws {
        func decoded(_ body: String) throws -> [ChildDecl] {
            let spec = try SpecDecoder.decode(Array("""
                components:
                  Root:
                    body:
                \(body)
                  Row:
                    props: [x]
                    body: []
                  Élan:
                    body: []
                root: Root
                """.utf8), file: "c.yaml")
            return spec.components[0].body.compactMap { if case .child(let c) = $0 { c } else { nil } }
        }
        let children = try decoded("      - Row: { x: 1 }\n      - Row: { x: 2 }\n        id: 7\n      - Élan:\n")
        #expect(children.map(\.component) == ["Row", "Row", "Élan"])
        #expect(children.map { $0.arguments.map(\.label) } == [["x"], ["x"], []])
        #expect(children.map { $0.modifiers.id?.source } == [nil, "7", nil])
        #expect(children.map(\.location.line) == [4, 5, 7])
        #expect(children.map(\.location.column) == [9, 9, 9])
        let messages = diagnostics("""
            components:
              Root:
                body:
                  - Row: {}
                    Other: {}
                  - Row: {}
                    txt: a
              Row:
                body: []
            root: Root
            """).map(\.message)
        #expect(messages.contains("one element holds one component; found Row, Other"))
        #expect(messages.contains("unknown modifier 'txt' on the child Row"))
    }
}
