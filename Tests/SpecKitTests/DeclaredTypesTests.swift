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
        // A value the parent's own props give is not known before the run.
        let passing = "  Middle:\n    bindings: [count]\n    body:\n      - Child: { value: $count }\n"
        #expect(messages("components:\n" + child + passing + "root: Middle\n") == [])
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
