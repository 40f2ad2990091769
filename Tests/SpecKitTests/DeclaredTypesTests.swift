import Testing
@testable import SpecKit

/// The types `spec check` is certain of before a run (DeclaredTypes), and what it refuses with
/// them: an assignment of another type, a field a model does not have (docs/semantics.md §28).
@Suite struct DeclaredTypesTests {
    /// A counter whose state is `count: 0` and `label: "hi"`, with `action` on a button.
    func counter(_ action: String, state: String = "count: 0, label: '\"hi\"'") -> String {
        """
        components:
          Counter:
            state: { \(state) }
            body:
              - text: "{count}"
              - button: set
                action: \(action)
        root: Counter
        script:
          - tap: set
        """
    }

    func messages(_ yaml: String) -> [String] { diagnostics(yaml).map(\.message) }

    @Test func aValueOfAnotherTypeIsRefusedWhereBothAreKnown() {
        let d = diagnostics(counter("count = label"))
        #expect(d.map(\.message) == ["cannot assign a String to 'count', an Int"])
        #expect(d.first?.location == Location(file: "test.yaml", line: 7, column: 17))
        #expect(d.first?.hint == "'count' is an Int, from its initial value 0; a Swift property keeps its type")
        #expect(messages(counter("label = count > 1")) == ["cannot assign a Bool to 'label', a String"])
        #expect(messages(counter("label = \"n \" + label")) == [])
        #expect(messages(counter("count = count * 2")) == [])
    }

    /// Only what is certain: `nil`, lists and names whose type a run alone shows are left alone.
    @Test func whatIsNotCertainIsLeftToTheRun() {
        #expect(messages(counter("count = nil")) == [])
        #expect(messages(counter("count = items", state: "count: 0, label: '\"\"', items: '[1]'")) == [])
        #expect(messages(counter("label = selected", state: "count: 0, label: '\"\"', selected: nil")) == [])
        let response = """
            requests:
              load: { returns: '"done"' }
            components:
              Counter:
                state: { count: 0 }
                body:
                  - text: "{count}"
                  - button: set
                    action: "Task { count = await load() }"
            root: Counter
            """
        #expect(messages(response) == [])
    }

    /// A prop's type is what its parents pass, when they all pass one: a binding to an Int state
    /// is an Int, whichever of the two components the file declares first.
    @Test func aPropHasTheTypeItsParentsPass() {
        let parent = "  Parent:\n    state: { count: 0, name: '\"a\"' }\n    body:\n      - Child: { value: $count }\n"
        let child = "  Child:\n    bindings: [value]\n    body:\n      - button: set\n        action: value = \"x\"\n"
        for components in [parent + child, child + parent] {
            #expect(messages("components:\n" + components + "root: Parent\n") == ["cannot assign a String to 'value', an Int"])
        }
        // Two parents passing two types: Swift would refuse one of them; here the prop has none.
        let second = "  Other:\n    state: { name: '\"a\"' }\n    body:\n      - Child: { value: $name }\n"
        #expect(messages("components:\n" + parent + child + second + "root: Parent\n") == [])
        // A value the parent's own props give, where nobody gives them one, is not known before the run.
        let passing = "  Middle:\n    bindings: [count]\n    body:\n      - Child: { value: $count }\n"
        // (A root is built with no arguments, which is its only error: no type error comes of it.)
        #expect(messages("components:\n" + child + passing + "root: Middle\n")
                == ["the root Middle is built with no arguments, `Middle()`, but it needs the argument 'count'"])
    }

    /// A chain of props hands down the type its first giver passes: Parent's Int reaches Child
    /// through Middle's binding, whichever order the file declares them in.
    @Test func aPropChainHandsDownItsFirstGiversType() {
        let parent = "  Parent:\n    state: { count: 0 }\n    body:\n      - Middle: { count: $count }\n"
        let middle = "  Middle:\n    bindings: [count]\n    body:\n      - Child: { value: $count }\n"
        let child = "  Child:\n    bindings: [value]\n    body:\n      - button: set\n        action: value = \"x\"\n"
        for components in [parent + middle + child, child + middle + parent, middle + child + parent] {
            #expect(messages("components:\n" + components + "root: Parent\n") == ["cannot assign a String to 'value', an Int"])
        }
        // A plain prop too, read with `+=`.
        let plain = """
            components:
              Parent:
                state: { title: '"a"' }
                body: [ { Middle: { title: title } } ]
              Middle:
                props: [title]
                body: [ { Child: { label: title } } ]
              Child:
                props: [label]
                state: { n: 0 }
                body:
                  - button: add
                    action: n += label
            root: Parent
            """
        #expect(messages(plain) == ["cannot apply '+=' to 'n', an Int, and a String"])
    }

    /// Where the chain's first giver passes what only a run knows (a request's response), or a
    /// view passes its own prop back to itself, the prop has no type before the run: the run's
    /// type error, if any, is the one reported.
    @Test func aChainFromWhatOnlyARunKnowsIsLeftToTheRun() {
        let response = """
            requests:
              load: { returns: '"done"' }
            components:
              Parent:
                state: { got: nil }
                body:
                  - Child: { value: got }
                  - button: load
                    action: "Task { got = await load() }"
              Child:
                props: [value]
                state: { n: 0 }
                body:
                  - button: add
                    action: n += value
            root: Parent
            """
        #expect(messages(response) == [])
        let recursive = """
            components:
              Node:
                props: [depth]
                state: { n: 0 }
                body:
                  - text: "{depth}"
                  - if: depth < 3
                    then: [ { Node: { depth: depth } } ]
                  - button: add
                    action: n += depth
            root: Node
            """
        // Refused for its own reason, and the prop asked for inside its own answer has no type.
        #expect(messages(recursive) == ["component Node contains itself: Node → Node",
                                        "the root Node is built with no arguments, `Node()`, but it needs the argument 'depth'"])
    }

    /// `+=` and `-=` where both types are known, as the run would refuse them.
    @Test func aCompoundAssignmentOfAnotherTypeIsRefused() {
        let d = diagnostics(counter("count += label"))
        #expect(d.map(\.message) == ["cannot apply '+=' to 'count', an Int, and a String"])
        #expect(d.first?.location == Location(file: "test.yaml", line: 7, column: 17))
        #expect(d.first?.hint == "'+=' adds an Int to an Int, a String to a String and a list to a list; 'count' is an Int, from its initial value 0")
        #expect(messages(counter("label += 1")) == ["cannot apply '+=' to 'label', a String, and an Int"])
        #expect(messages(counter("label -= label")) == ["cannot apply '-=' to 'label', a String, and a String"])
        #expect(messages(counter("items += 1", state: "count: 0, items: '[1]'")) == ["cannot apply '+=' to 'items', a [Int], and an Int"])
        #expect(messages(counter("items -= [1]", state: "count: 0, items: '[1]'")) == ["cannot apply '-=' to 'items', a [Int], and a [Int]"])
        // What Swift takes, or what only a run knows.
        for action in ["count += 1", "count -= count * 2", "label += label", "items += [2]", "items += []", "count += selected", "selected += 1"] {
            #expect(messages(counter(action, state: "count: 0, label: '\"\"', items: '[1]', selected: nil")) == [], "\(action)")
        }
    }

    @Test func anElementOfAnotherTypeIsNotAppended() {
        let state = "count: 0, items: '[1, 2]', names: '[]'"
        let d = diagnostics(counter("items.append(\"3\")", state: state))
        #expect(d.map(\.message) == ["cannot append a String to 'items', a list of Int"])
        #expect(d.first?.location == Location(file: "test.yaml", line: 7, column: 30))
        #expect(d.first?.hint == "'items' is [Int], from its initial value [1, 2]; a Swift array keeps its element type")
        #expect(messages(counter("'items.insert(true, at: 0)'", state: state)) == ["cannot insert a Bool into 'items', a list of Int"])
        for action in ["items.append(3)", "'items.insert(count, at: 0)'", "names.append(\"a\")", "'items.remove(at: 0)'"] {
            #expect(messages(counter(action, state: state)) == [], "\(action)")
        }
    }

    @Test func aFieldKeepsTheTypeOfItsDefault() {
        let yaml = """
            models:
              Profile:
                fields: { name: '"Ann"', age: 30, city: }
                computed: { older: age + 1 }
            components:
              Root:
                state: { profile: "Profile(city: 1)" }
                body:
                  - text: "{profile.age}"
                  - button: set
                    action: ACTION
            root: Root
            """
        func check(_ action: String) -> [String] { messages(yaml.replacingOccurrences(of: "ACTION", with: action)) }
        #expect(check("profile.age = \"31\"") == ["cannot assign a String to 'profile.age', an Int"])
        #expect(check("profile.age = profile.older") == [])
        #expect(check("profile.city = \"Oslo\"") == [])
        #expect(check("profile.name = profile.city") == [])
    }

    /// An assignment refused for what its target is gets that error alone.
    @Test func aTargetThatCannotBeAssignedHasItsOwnErrorOnly() {
        let loop = """
            components:
              Root:
                state: { items: '[1, 2]' }
                body:
                  - for-each: items
                    as: item
                    id: item
                    body:
                      - button: "set {item}"
                        action: item = "x"
            root: Root
            """
        #expect(messages(loop) == ["'item' is a loop variable; it cannot be assigned"])
        #expect(messages(loop.replacingOccurrences(of: "for-each: items", with: "for-each: $items"))
                == ["cannot assign a String to 'item', an Int"])
    }

    @Test func aFieldAModelDoesNotHaveIsFoundBeforeTheRun() {
        let yaml = """
            models:
              Profile:
                fields: { name: '""' }
                computed: { shout: name + "!" }
              Point:
                kind: struct
                fields: [x, y]
            components:
              Root:
                state: { profile: "Profile()", p: "Point(x: 1, y: 2)" }
                body:
                  - text: "{profile.shout} {p.x}"
                  - button: set
                    action: ACTION
            root: Root
            """
        func check(_ action: String) -> [Diagnostic] { diagnostics(yaml.replacingOccurrences(of: "ACTION", with: action)) }
        let written = check("profile.nmae = \"x\"")
        #expect(written.map(\.message) == ["Profile has no field 'nmae'"])
        #expect(written.first?.hint == "did you mean 'name'?")
        #expect(written.first?.location == Location(file: "test.yaml", line: 14, column: 25))
        #expect(check("p.z = p.y").map(\.message) == ["Point has no field 'z'"])
        #expect(check("p.x = p.yy").map(\.message) == ["Point has no field 'yy'"])
        #expect(check("profile.name = profile.shout").isEmpty)
    }

    /// A model reached where its type is not known before the run is checked when the run gets there.
    @Test func aFieldOfAModelOfUnknownTypeIsFoundByTheRun() {
        let yaml = """
            models:
              Model: { fields: [input] }
              Holder: { fields: [model] }
            components:
              Root:
                state: { holder: "Holder(model: Model(input: 1))" }
                body:
                  - text: "{holder.model.inptu}"
            root: Root
            """
        #expect(diagnostics(yaml).isEmpty)
        #expect(scenario(yaml).error?.message == "Model has no field 'inptu'")
    }
}
