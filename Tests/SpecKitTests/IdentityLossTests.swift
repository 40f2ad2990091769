import Testing
@testable import SpecKit

/// Why an identity was destroyed (§1, §2, §8, §95): the destroyed event carries the step of the
/// view's path its parent's body no longer took, and the trace's `-` line says it; the views
/// destroyed with it carry none of their own.
@Suite struct IdentityLossTests {
    static let spec = """
        components:
          Screen:
            state: { first: true, shown: true, key: 1, mode: 1, items: '["a", "b"]' }
            body:
              - button: flip
                action: first = !first
              - if: first
                then: [ { Box: { name: '"then"' } } ]
                else: [ { Box: { name: '"else"' } } ]
              - if: shown
                then: [ { Box: { name: '"shown"' } } ]
              - Box: { name: '"keyed"' }
                id: key
              - switch: mode
                cases:
                  - case: 1
                    body: [ { Box: { name: '"one"' } } ]
                default: [ { Box: { name: '"other"' } } ]
              - for-each: items
                as: item
                id: item
                body: [ { Box: { name: item } } ]
              - button: change
                action: 'shown = false; key = 2; mode = 5; items = ["a"]'
          Box:
            props: [name]
            body:
              - text: "box {name}"
              - Inner:
          Inner:
            body: [ { text: inner } ]
        root: Screen
        script:
          - tap: flip
            expect: [box else]
          - tap: flip
            expect: [box then]
          - tap: change
            expect: [box other, box keyed]
            expect-not: [box shown, box b]
        """

    /// Each destroyed Box says which step of its path its parent's body no longer took; the Inner
    /// under it was destroyed with it and says nothing of its own.
    @Test func eachDestroyedIdentitySaysWhichStepOfItsPathIsGone() {
        let s = scenario(Self.spec)
        #expect(s.passed, "\(outcome(s))")
        let losses = s.events.compactMap { event -> String? in
            guard case .destroyed(let node, let why) = event else { return nil }
            return "\(node.component) \(node.identity): \(why.map { "\($0)" } ?? "nil")"
        }
        #expect(losses == [
            "Box 1.then.0: branch(place: \"1\", wasThen: true, hasElse: true)", "Inner 1: nil",
            "Box 1.else.0: branch(place: \"1\", wasThen: false, hasElse: true)", "Inner 1: nil",
            "Box 2.then.0: branch(place: \"2\", wasThen: true, hasElse: false)", "Inner 1: nil",
            "Box 3.id(1): id(old: 1, new: 2)", "Inner 1: nil",
            "Box 4.case(0).0: switchCase(place: \"4\", was: \"case(0)\", now: Optional(\"default\"))", "Inner 1: nil",
            "Box 5.[\"b\"].0: row(place: \"5\", key: b)", "Inner 1: nil",
        ], "\(losses)")
    }

    @Test func theTraceSaysWhy() {
        let trace = ScenarioTrace(scenario(Self.spec))
        let lines = trace.lines.filter { $0.kind == .destroy }.map(\.text)
        #expect(lines == [
            "- Box (in Screen, at 1.then.0): identity destroyed: the `if` at 1 now takes its else branch; its state goes with it",
            "- Inner (in Box, element 2): identity destroyed, its state with it",
            "- Box (in Screen, at 1.else.0): identity destroyed: the `if` at 1 now takes its first branch; its state goes with it",
            "- Inner (in Box, element 2): identity destroyed, its state with it",
            "- Box (in Screen, at 2.then.0): identity destroyed: the `if` at 2 is false now, and it has no else branch; its state goes with it",
            "- Inner (in Box, element 2): identity destroyed, its state with it",
            "- Box (in Screen, at 3.id(1)): identity destroyed: its `.id` changed from 1 to 2; its state goes with it",
            "- Inner (in Box, element 2): identity destroyed, its state with it",
            "- Box (in Screen, at 4.case(0).0): identity destroyed: the `switch` at 4 now takes its default, not case(0); its state goes with it",
            "- Inner (in Box, element 2): identity destroyed, its state with it",
            "- Box (in Screen, at 5.[\"b\"].0): identity destroyed: row \"b\" is no longer in the for-each at 5; its state goes with it",
            "- Inner (in Box, element 2): identity destroyed, its state with it",
        ], "\(lines)")
    }

    /// A view in a tab of a tab view, or in a slot's content, says why it went as one in a body does.
    @Test func aViewInATabOrASlotSaysWhyItWent() {
        let spec = """
            components:
              Root:
                state: { on: true, tab: 0 }
                body:
                  - button: flip
                    action: on = !on
                  - tab-view:
                      selection: $tab
                      tabs:
                        - tab: A
                          value: 0
                          body:
                            - if: on
                              then: [ { Leaf: {} } ]
                  - Card:
                    content:
                      - if: on
                        then: [ { Leaf: {} } ]
              Card:
                slots: [content]
                body: [ { slot: content } ]
              Leaf:
                body: [ { text: leaf } ]
            root: Root
            script:
              - tap: flip
            """
        let lines = ScenarioTrace(scenario(spec)).lines.filter { $0.kind == .destroy }.map(\.text)
        #expect(lines == [
            "- Leaf (in TabView, at tab(0).0.then.0): identity destroyed: the `if` at tab(0).0 is false now, and it has no else branch; its state goes with it",
            "- Leaf (in Card, at content(content).0.then.0): identity destroyed: the `if` at content(content).0 is false now, and it has no else branch; its state goes with it",
        ], "\(lines)")
    }
}
