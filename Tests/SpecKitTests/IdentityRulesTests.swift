import Testing
@testable import SpecKit

/// Structural and explicit identity, and bindings (docs/semantics.md §7, §10).
@Suite struct IdentityRulesTests {
    let counter = """
          Counter:
            state: { likes: 0 }
            body:
              - text: likes {likes}
              - button: like
                action: likes += 1
        """

    @Test func switchingBranchesResetsState() {
        let s = scenario("""
            components:
              Root:
                state: { on: true }
                body:
                  - button: flip
                    action: on = !on
                  - if: on
                    then: [ { Counter: } ]
                    else: [ { Counter: } ]
            \(counter)
            root: Root
            script:
              - tap: like
                expect: [likes 1]
              - tap: flip
                expect: [likes 0]
              - tap: like
              - tap: flip
                expect: [likes 0]
            """)
        #expect(s.passed, "\(s.failures.map(\.message))")
        let created = s.events.filter { if case .created(let n) = $0 { return n.component == "Counter" } else { return false } }
        #expect(created.count == 3)
    }

    @Test func theSameBranchKeepsState() {
        let s = scenario("""
            components:
              Root:
                state: { on: true, n: 0 }
                body:
                  - button: bump
                    action: n += 1
                  - text: n {n}
                  - if: on
                    then: [ { Counter: } ]
            \(counter)
            root: Root
            script:
              - tap: like
              - tap: bump
                expect: [likes 1, n 1]
            """)
        #expect(s.passed)
    }

    @Test func anIdChangeReplacesTheSubtreeAndRunsLazyHoldersAgain() {
        let s = scenario("""
            models:
              M: { fields: [v] }
            components:
              Root:
                state: { k: 1 }
                body:
                  - button: next
                    action: k += 1
                  - Child: { k: k }
                    id: k
              Child:
                props: [k]
                lazy-state: { m: "M(v: k)" }
                body:
                  - text: m {m.v}
                  - Counter:
            \(counter)
            root: Root
            script:
              - tap: like
              - tap: next
                expect: [m 2, likes 0]
            """)
        #expect(s.passed, "\(s.failures.map(\.message))")
        #expect(s.creations(of: "M") == 2)
        let destroyed = s.events.compactMap { if case .destroyed(let n, _) = $0 { return n.component } else { return nil } }
        #expect(destroyed == ["Child", "Counter"])
    }

    @Test func forEachKeepsStateByIdAndMovesItByPosition() {
        let spec = """
            components:
              Root:
                state: { items: "[1, 2]" }
                body:
                  - button: prepend
                    action: items = [0] + items
                  - for-each: items
                    as: item
                    index: i
                    id: KEY
                    body:
                      - Row: { item: item }
              Row:
                props: [item]
                state: { likes: 0 }
                body:
                  - text: "{item}: {likes}"
                  - button: like {item}
                    action: likes += 1
            root: Root
            script:
              - tap: like 1
              - tap: prepend
            """
        #expect(scenario(spec.replacingOccurrences(of: "KEY", with: "item")).labels.contains("1: 1"))
        #expect(scenario(spec.replacingOccurrences(of: "KEY", with: "i")).labels.contains("0: 1"))
    }

    @Test func duplicateForEachIdsAreAnError() {
        let s = scenario("""
            components:
              Root:
                state: { items: "[1, 1]" }
                body:
                  - for-each: items
                    as: item
                    id: item
                    body:
                      - text: "{item}"
            root: Root
            """)
        #expect(s.error?.message == "for-each: the id 1 occurs more than once, at launch")
        #expect(s.error?.location.line == 7)
        #expect(s.error?.hint?.hasPrefix("SwiftUI only logs a warning (\"the ID 1 occurs multiple times within the collection") == true)
    }

    /// The id's place is not the duplicate's cause: the error names the step whose update made it.
    @Test func aDuplicateIdNamesTheStepThatMadeIt() {
        let spec = """
            components:
              Root:
                state: { items: '["a", "b"]' }
                body:
                  - button: add b
                    action: items.append("b")
                  - button: add a
                    action: items.append("a")
                  - for-each: items
                    as: item
                    id: item
                    body:
                      - text: "row {item}"
            root: Root
            script:
              - tap: add b
            """
        let s = scenario(spec)
        #expect(s.error?.message == "for-each: the id \"b\" occurs more than once, in step 1 (tap \"add b\")")
        #expect(s.error?.hint?.contains("the ID b occurs multiple times") == true, "\(String(describing: s.error?.hint))")
        #expect(scenario(spec.replacingOccurrences(of: "- tap: add b", with: "- expect: [row a]\n  - tap: add a")).error?.message
                == "for-each: the id \"a\" occurs more than once, in step 2 (tap \"add a\")")
    }

    /// A literal list's duplicate is certain before the run: `spec check` refuses it at the second
    /// element, of values or of struct values with an `id` field.
    @Test func aDuplicateInALiteralListIsRefusedByCheck() {
        func spec(_ list: String, id: String = "n") -> String {
            """
            models:
              Todo: { kind: struct, fields: [id, title] }
            components:
              Root:
                body:
                  - for-each: '\(list)'
                    as: n
                    id: \(id)
                    body:
                      - text: "row"
            root: Root
            """
        }
        let found = diagnostics(spec("[1, 1, 2]"))
        #expect(found.map { "\($0.location.line):\($0.location.column): \($0.message)" } == ["6:24: for-each: the id 1 occurs more than once"])
        #expect(found.first?.hint?.contains("a spec stops here") == true)
        #expect(diagnostics(spec(#"[Todo(id: 1, title: "a"), Todo(id: 1, title: "b")]"#, id: "n.id")).map(\.message)
                == ["for-each: the id 1 occurs more than once"])
        #expect(diagnostics(spec("[1, 2, 3]")).isEmpty)
        #expect(diagnostics(spec(#"[Todo(id: 1, title: "a"), Todo(id: 2, title: "a")]"#, id: "n.id")).isEmpty)
        // Ids the run works out are left to it, which stops where they repeat.
        #expect(diagnostics(spec("[1, 1 + 0]")).isEmpty)
    }

    @Test func aBindingReadsAndWritesTheOwnersState() {
        let s = scenario("""
            components:
              Root:
                state: { n: 0 }
                body:
                  - text: root {n}
                  - Editor: { n: $n }
              Editor:
                bindings: [n]
                body:
                  - text: editor {n}
                  - button: add
                    action: n += 1
            root: Root
            script:
              - tap: add
                expect: [root 1, editor 1]
            """)
        #expect(s.passed)
        #expect(s.events.contains { if case .stateWritten(let node, "n", .int(0), .int(1)) = $0 { return node.component == "Root" } else { return false } })
    }

    @Test func bindingsMustBePassedWithADollar() {
        let d = diagnostics("""
            components:
              Root:
                state: { n: 0 }
                body:
                  - Editor: { n: n }
                  - Viewer: { n: $n }
                  - Viewer: { n: $nope }
              Editor:
                bindings: [n]
                body: []
              Viewer:
                props: [n]
                body: []
            root: Root
            """)
        let messages = d.map(\.message)
        #expect(messages.contains("Editor's 'n' is a binding; pass one with $, e.g. $n"))
        #expect(messages.contains("Viewer's 'n' is not a binding; pass the value without $"))
        #expect(messages.contains("'$nope' needs 'nope' to be a state holder or a binding of Root"))
    }

    /// `id:` is the outermost modifier, whatever the keys' order (docs/spec-format.md): an
    /// on-change of the id's own value beside it belongs to the identity the value picks, so a
    /// change replaces the view and the new one's on-change never sees a change.
    @Test func anOnChangeOfTheIdBesideItNeverRuns() {
        let s = scenario("""
            components:
              Parent:
                state: { x: 0, log: '""' }
                body:
                  - text: log {log}
                  - button: next
                    action: x += 1
                  - Child: {}
                    on-change: { of: x, action: 'log = log + "c"' }
                    id: x
                    on-appear: 'log = log + "+"'
              Child:
                body: [ { text: child } ]
            root: Parent
            script:
              - tap: next
              - tap: next
                expect: [log +++]
            """)
        #expect(s.passed, "\(s.screen.map(\.label)) \(s.failures.map(\.message))")
    }
}
