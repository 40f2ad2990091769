import Testing
@testable import SpecKit

/// An `Equatable` view under `.equatable()` that `==` finds equal keeps its whole last value
/// (semantics §19): an object its init builds, and the content it was given.
@Suite struct EquatableKeepsTests {
    func failures(_ s: ScenarioResult) -> Comment { "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    /// `struct Row: View, Equatable { let i: Int; @ObservedObject var vm = VM() }`, `==` on `i`.
    static func row(equatable: Bool) -> String {
        """
        models:
          VM: { kind: observable-object, fields: { n: 0 } }
        components:
          Parent:
            state: { t: 0 }
            body:
              - text: "t {t}"
              - button: tick
                action: t += 1
              - Row: { i: 1 }
          Row:
            props: [i]
        \(equatable ? "    equatable: [i]\n" : "")    observed-object: { vm: "VM()" }
            body:
              - text: "row {vm.n}"
              - button: inc
                action: vm.n += 1
        root: Parent
        script:
          - tap: inc
            expect: [row 1]
          - tap: tick
        """
    }

    @Test func anObjectItsInitBuildsIsKeptWhenEqualsFindsNoDifference() {
        let s = scenario(Self.row(equatable: true) + "\n    expect: [t 1, row 1]\n    assert: [\"VM.creations == 2\", \"Row.renders == 2\"]\n")
        #expect(s.passed, failures(s))
        // The lock: without `==`, the new instance is a difference, and the row shows it.
        let plain = scenario(Self.row(equatable: false) + "\n    expect: [t 1, row 0]\n    assert: [\"VM.creations == 2\", \"Row.renders == 3\"]\n")
        #expect(plain.passed, failures(plain))
    }

    /// `Card(i: 1) { Leaf(n: n) }.equatable()`, `==` on `i`: the card keeps its first content.
    static func card(slot: String) -> String {
        """
        components:
          Screen:
            state: { n: 0, i: 1 }
            body:
              - button: inc
                action: n += 1
              - button: next
                action: i += 1
              - text: "screen {n}"
              - Card: { i: i }
                content:
                  - Leaf: { n: n }
          Card:
            props: [i]
            slots: \(slot)
            equatable: [i]
            body:
              - text: card {i}
              - slot: content
          Leaf:
            props: [n]
            body: [ { text: "leaf {n}" } ]
        root: Screen
        script:
          - tap: inc
            expect: [screen 1, leaf 0]
            assert: ["Card.renders == 1", "Leaf.renders == 1"]
          # Once `==` finds a difference, the card takes the content made with it.
          - tap: next
            expect: [card 2, leaf 1]
        """
    }

    @Test func aContainerKeepsItsContentWhenEqualsFindsNoDifference() {
        for slot in ["[content]", "{ content: closure }"] {
            let s = scenario(Self.card(slot: slot))
            #expect(s.passed, "\(slot): \(failures(s))")
        }
    }
}
