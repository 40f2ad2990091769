import Testing
@testable import SpecKit

/// Rules §19–§21 of docs/semantics.md, each on its own: closures passed to a child, Equatable
/// views, bindings into a model, computed properties, list and string methods.
@Suite struct ClosureRulesTests {
    /// A parent with state `n` shown in a label, a "bump" button, and one child.
    func parent(child: String, passing arguments: String, models: String = "") -> String {
        """
        \(models)components:
          Parent:
            state: { n: 0, log: "[0]" }
            body:
              - text: n {n}
              - text: "log {log}"
              - button: bump
                action: n += 1
              - Child: \(arguments)
          Child:
        \(child)
        root: Parent
        """
    }

    func first(_ yaml: String, script: String) -> ScenarioResult { scenario(yaml + "\nscript:\n" + script) }

    static let tapper = "    props: [value, onTap]\n    body:\n      - text: v {value}\n      - button: tap\n        action: onTap()"

    @Test func aClosureRunsWhereItWasWrittenAndWritesThere() {
        let s = first(parent(child: Self.tapper, passing: "{ value: 1, onTap: \"{ n += 10; log.append(n) }\" }"),
                      script: "  - tap: tap\n    expect: [n 10, \"log [0, 10]\"]")
        #expect(s.passed, "\(s.failures.map(\.message))")
        #expect(s.events.contains {
            if case .closureCalled(let caller, "onTap", let owner, _) = $0 { return caller.component == "Child" && owner.component == "Parent" }
            return false
        })
    }

    @Test func aClosureThatCapturesRendersItsChildAtEveryParentRender() {
        let s = first(parent(child: Self.tapper, passing: "{ value: 1, onTap: \"{ n += 1 }\" }"),
                      script: "  - tap: bump\n  - tap: bump")
        #expect(s.passed)
        #expect(s.inits(of: "Child") == 3)
        #expect(s.renders(of: "Child") == 3)
        #expect(s.events.contains {
            if case .rendered(_, .parentChanged(let why)) = $0 {
                return why == ["onTap is a new closure; it uses n, so it captured self when made, and closures that capture compare unequal"]
            }
            return false
        })
    }

    @Test func aClosureThatCapturesNothingComparesEqual() {
        let s = first(parent(child: Self.tapper, passing: "{ value: 1, onTap: \"{ }\" }"),
                      script: "  - tap: bump\n  - tap: bump\n  - tap: tap\n    expect: [n 2]")
        #expect(s.passed)
        #expect(s.renders(of: "Child") == 1)
    }

    @Test func aLoopElementIsCapturedByValue() {
        let yaml = """
            components:
              Rows:
                state: { items: "[1, 2]", picked: 0 }
                body:
                  - text: picked {picked}
                  - for-each: items
                    as: item
                    id: item
                    body:
                      - Row: { item: item, onPick: "{ picked = item * 10 }" }
              Row:
                props: [item, onPick]
                body:
                  - button: pick {item}
                    action: onPick()
            root: Rows
            script:
              - tap: pick 2
                expect: [picked 20]
            """
        #expect(scenario(yaml).passed)
    }

    /// `==` compares only the listed props; an equal view keeps its last value, closures included.
    @Test func anEquatableViewIsComparedByItsEqualsAndKeepsItsLastValue() {
        let child = "    props: [fixed, shown]\n    equatable: [fixed]\n    body:\n      - text: shown {shown}"
        let s = first(parent(child: child, passing: "{ fixed: 1, shown: n }"), script: "  - tap: bump\n    expect: [n 1, shown 0]")
        #expect(s.passed, "\(s.failures.map(\.message))")
        #expect(s.renders(of: "Child") == 1)
        let changed = first(parent(child: child.replacingOccurrences(of: "[fixed]", with: "[shown]"), passing: "{ fixed: 1, shown: n }"),
                            script: "  - tap: bump\n    expect: [shown 1]")
        #expect(changed.passed)
        #expect(changed.renders(of: "Child") == 2)
    }

    @Test func equatableListsPropsOnly() {
        let child = "    props: [value]\n    state: { count: 0 }\n    equatable: [count]\n    body:\n      - text: v {value}"
        let found = diagnostics(parent(child: child, passing: "{ value: 1 }") + "\nscript:\n  - tap: bump")
        #expect(found.map(\.message) == ["Child's == can only compare its props; 'count' is not one"])
    }

    @Test func aBindingIntoAFieldReadsAndWritesThatField() {
        let models = "models:\n  P: { fields: { a: 0, b: 0 } }\n"
        let yaml = """
            \(models)components:
              Root:
                state: { p: "P()" }
                body:
                  - Edit: { a: $p.a }
                  - ShowB: { p: p }
              Edit:
                bindings: [a]
                body:
                  - text: a {a}
                  - button: up
                    action: a += 1
              ShowB:
                props: [p]
                body:
                  - text: b {p.b}
            root: Root
            script:
              - tap: up
                expect: [a 1, b 0]
            """
        let s = scenario(yaml)
        #expect(s.passed)
        #expect(s.renders(of: "Edit") == 2)
        #expect(s.renders(of: "ShowB") == 1)
        // Root made `$p.a`, which read `a` (§20); it passes ShowB the same model, which is skipped.
        #expect(s.renders(of: "Root") == 2)
        #expect(s.events.contains { if case .fieldWritten(_, "a", .int(0), .int(1)) = $0 { true } else { false } })
    }

    @Test func aComputedPropertySubscribesToTheFieldsItReads() {
        let yaml = """
            models:
              C: { fields: { x: 1, y: 2, z: 0 }, computed: { sum: x + y, twice: sum * 2 } }
            components:
              Root:
                state: { c: "C()" }
                body:
                  - Show: { c: c }
                  - button: x
                    action: c.x += 1
                  - button: z
                    action: c.z += 1
              Show:
                props: [c]
                body:
                  - text: twice {c.twice}
            root: Root
            script:
              - tap: z
              - tap: x
                expect: [twice 8]
            """
        let s = scenario(yaml)
        #expect(s.passed)
        #expect(s.renders(of: "Show") == 2)
    }

    @Test func computedPropertyMistakes() {
        let selfReading = """
            models:
              C: { fields: [x], computed: { a: b, b: a } }
            components:
              Root:
                state: { c: "C(x: 1)" }
                body: [text: "a {c.a}"]
            root: Root
            """
        let stopped = scenario(selfReading)
        #expect(stopped.error?.message == "C.a reads itself: a → b → a")
        let unknown = diagnostics("models:\n  C: { fields: [x], computed: { a: y } }\ncomponents:\n  R: { body: [] }\nroot: R\n")
        #expect(unknown.map(\.message) == ["'y' is not a field of C"])
        // Refused before the run, in Swift's words (ComputedWriteTests).
        let assigned = diagnostics("""
            models:
              C: { fields: [x], computed: { a: x } }
            components:
              R:
                state: { c: "C(x: 1)" }
                body:
                  - button: set
                    action: c.a = 2
            root: R
            script: [ { tap: set } ]
            """)
        #expect(assigned.map(\.message) == ["cannot assign to property: 'a' is a get-only property"])
    }

    @Test func listsAndStringsAnswerAsSwiftDoes() {
        let yaml = """
            components:
              L:
                state: { items: "[1, 2, 3]", s: "\\"héllo\\"" }
                body:
                  - text: "{items.count} {items.isEmpty} {items[2]} {items.contains(2)} {s.count} {s.isEmpty}"
                  - button: go
                    action: "items.append(4); items.insert(0, at: 0); items.remove(at: 1)"
            root: L
            script:
              - expect: [3 false 3 true 5 false]
              - tap: go
                expect: [4 false 3 true 5 false]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
        #expect(s.labels.first == "4 false 3 true 5 false")
    }

    @Test(arguments: [
        ("items[3]", "index 3 is out of range: items has 3 elements"),
        ("items[-1]", "index -1 is out of range: items has 3 elements"),
    ])
    func aBadIndexStopsTheScenario(expression: String, message: String) {
        let s = scenario("components:\n  L:\n    state: { items: \"[1, 2, 3]\" }\n    body: [text: \"x {\(expression)}\"]\nroot: L\n")
        #expect(s.error?.message == message)
        #expect(s.error?.hint?.contains("Index out of range") == true)
    }

    @Test func aListGrowsOnlyToTheValueSizeLimit() {
        var limits = Limits.standard
        // [1, 2, 3] counts 6 (three elements, three values); one more element makes 8.
        limits.valueSize = 3
        let yaml = """
            components:
              L:
                state: { items: "[1, 2, 3]" }
                body:
                  - button: add
                    action: items.append(4)
            root: L
            script: [ { tap: add } ]
            """
        let result = run(yaml, limits: limits)
        #expect(result.scenarios.first?.error?.message == "a list of more than 3 elements in items.append(4)")
    }

    @Test func callsAndClosuresInTheWrongPlaceAreCheckTimeErrors() {
        func messages(_ body: String) -> [String] {
            diagnostics("components:\n  L:\n    state: { items: \"[1]\", n: 0, s: '\"\"' }\n    body:\n\(body)\nroot: L\n").map(\.message)
        }
        #expect(messages("      - text: \"x {items.append(1)}\"")
                == ["items.append(1) runs an action; it belongs in a button's action, not in a value"])
        #expect(messages("      - button: b\n        action: items.push(1)")
                == ["there is no method 'push' in items.push(1)"])
        #expect(messages("      - button: b\n        action: items.contains(1)")
                == ["items.contains(1) computes a value and changes nothing; an action must change something"])
        #expect(messages("      - button: b\n        action: items.insert(1, 0)") == ["items.insert(1, 0) does not match insert(_:at:)"])
        #expect(messages("      - button: b\n        action: s = \"{ n += 1 }\"") == [])
        #expect(messages("      - button: b\n        action: go()") == ["'go' is not defined in L"])
    }

    /// A prop whose type is certain, called: Swift refuses it before anything runs.
    @Test func callingWhatIsNotAClosureIsRefusedBeforeTheRun() {
        let spec = parent(child: Self.tapper, passing: "{ value: 1, onTap: 5 }") + "\nscript:\n  - tap: tap"
        #expect(diagnostics(spec).map(\.message) == ["cannot call value of non-function type 'Int': onTap is an Int, not a closure"])
        #expect(diagnostics(parent(child: Self.tapper, passing: "{ value: 1, onTap: \"{ n += 1 }\" }")).isEmpty)
    }
}
