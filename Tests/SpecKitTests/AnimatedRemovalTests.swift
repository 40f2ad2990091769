import Foundation
import Testing
@testable import SpecKit

/// A view removed by a change made in `withAnimation` leaves with a removal transition: the views
/// that replace it appear at the transition's start, and its on-disappear runs at the end, once
/// the step has otherwise settled (docs/semantics.md §57).
@Suite struct AnimatedRemovalTests {
    static func switching(_ action: String) -> String {
        """
        components:
          Screen:
            state: { flag: true, log: '""' }
            body:
              - text: "log {log}"
              - button: flip
                action: "\(action)"
              - if: flag
                then: [ { Leaf: {}, on-appear: log += "+A", on-disappear: log += "-A" } ]
                else: [ { Leaf: {}, on-appear: log += "+B", on-disappear: log += "-B" } ]
          Leaf: { body: [ { text: leaf } ] }
        root: Screen
        """
    }

    func log(after action: String, taps: Int = 1) throws -> String {
        try firstLabel(of: Self.switching(action), after: "flip", taps: taps)
    }

    /// The first text on screen (each app's log) after tapping `button` from launch.
    func firstLabel(of yaml: String, after button: String, taps: Int = 1) throws -> String {
        let (g, at) = try launched(yaml)
        for _ in 0..<taps { try g.tap(button, at: at) }
        return texts(on: g).first ?? ""
    }

    @Test func anAnimatedSwitchRunsTheOldBranchsOnDisappearLast() throws {
        #expect(try log(after: "flag.toggle()") == "log +A-A+B")
        #expect(try log(after: "withAnimation { flag.toggle() }") == "log +A+B-A")
        #expect(try log(after: "withAnimation(.spring(duration: 0.3)) { flag.toggle() }") == "log +A+B-A")
        #expect(try log(after: "withAnimation { flag.toggle() }", taps: 2) == "log +A+B-A+A-B")
        // `withAnimation(nil)` turns animation off: the removal is immediate, as without it.
        #expect(try log(after: "withAnimation(nil) { flag.toggle() }") == "log +A-A+B")
    }

    @Test func aNewIdentityByIdGoesTheSameWay() throws {
        let yaml = """
            components:
              Screen:
                state: { n: 0, log: '""' }
                body:
                  - text: "log {log}"
                  - button: plain
                    action: n += 1
                  - button: animated
                    action: withAnimation { n += 1 }
                  - Leaf: {}
                    id: n
                    on-appear: log += "+"
                    on-disappear: log += "-"
              Leaf: { body: [ { text: leaf } ] }
            root: Screen
            """
        for (button, expected) in [("plain", "log +-+"), ("animated", "log ++-")] {
            #expect(try firstLabel(of: yaml, after: button) == expected, "\(button)")
        }
    }

    @Test func rowsRemovedInWithAnimationDisappearAfterTheNewRowAppears() throws {
        let yaml = """
            components:
              Screen:
                state: { items: '[1, 2]', log: '[0]' }
                body:
                  - text: "log {log}"
                  - button: plain
                    action: items = [3]
                  - button: animated
                    action: withAnimation { items = [3] }
                  - for-each: items
                    as: item
                    id: item
                    body:
                      - Leaf: {}
                        on-appear: log.append(item)
                        on-disappear: log.append(-item)
              Leaf: { body: [ { text: leaf } ] }
            root: Screen
            """
        for (button, expected) in [("plain", "log [0, 1, 2, -1, -2, 3]"), ("animated", "log [0, 1, 2, 3, -1, -2]")] {
            #expect(try firstLabel(of: yaml, after: button) == expected, "\(button)")
        }
    }

    /// What an on-appear writes is a new transaction, not animated: a view it removes goes at
    /// once, while the view the animated tap removed is still fading out.
    @Test func theActionsWritesAreNotAnimatedButTheTransitionOutlastsThem() throws {
        let yaml = """
            components:
              Screen:
                state: { step: 0, log: '""' }
                body:
                  - text: "log {log}"
                  - button: plain
                    action: step = 1
                  - button: animated
                    action: withAnimation { step = 1 }
                  - if: step == 0
                    then: [ { Leaf: {}, on-appear: log += "+W", on-disappear: log += "-W" } ]
                    else:
                      - if: step == 1
                        then: [ { Leaf: {}, on-appear: "log += \\"+X\\"; step = 2", on-disappear: log += "-X" } ]
                        else: [ { Leaf: {}, on-appear: log += "+Y", on-disappear: log += "-Y" } ]
              Leaf: { body: [ { text: leaf } ] }
            root: Screen
            """
        for (button, expected) in [("plain", "log +W-W+X-X+Y"), ("animated", "log +W+X-X+Y-W")] {
            #expect(try firstLabel(of: yaml, after: button) == expected, "\(button)")
        }
    }

    /// `.animation(_:value:)` on a view animates what its subtree removes in an update that
    /// changed its value, and nothing when another value changed.
    @Test func anAnimationModifierWhoseValueChangedAnimatesItsSubtreesRemovals() throws {
        func app(watching value: String) -> String {
            """
            components:
              Screen:
                state: { flag: true, other: 0, log: '""' }
                body:
                  - text: "log {log}"
                  - button: flip
                    action: flag.toggle()
                  - Panel: { flag: flag, log: $log }
                    animation: { value: \(value) }
              Panel:
                props: [flag]
                bindings: [log]
                body:
                  - if: flag
                    then: [ { Leaf: {}, on-appear: log += "+A", on-disappear: log += "-A" } ]
                    else: [ { Leaf: {}, on-appear: log += "+B", on-disappear: log += "-B" } ]
              Leaf: { body: [ { text: leaf } ] }
            root: Screen
            """
        }
        #expect(try firstLabel(of: app(watching: "flag"), after: "flip") == "log +A+B-A")
        #expect(try firstLabel(of: app(watching: "other"), after: "flip") == "log +A-A+B")
        let result = run(app(watching: "flag") + "\nscript:\n  - tap: flip\n    expect: [log +A+B-A]\n")
        let s = try #require(result.scenarios.first)
        let lines = ScenarioTrace(s, spec: result.spec).lines.map(\.text)
        #expect(lines.contains { $0.hasSuffix("on-disappear of Leaf runs in Panel (removed under Panel's .animation(_:value:), whose value changed: it runs when its removal transition ends, once the update and the actions it set off are done)") },
                "\(lines)")
    }

    @Test func theLessonHoldsAndAWrongExpectationFails() throws {
        // The order the plain switch gives, expected of the animated one, fails.
        try expectLessonHolds("animated-switch.yaml", wrong: [
            ("    script:\n      - tap: switch animated\n        expect: [current none, detail B]",
             "    script:\n      - tap: switch animated\n        expect: [current B, detail B]", 1),
            ("    root: ModifiedScreen\n    script:\n      - tap: switch\n        expect: [current none, detail B]",
             "    root: ModifiedScreen\n    script:\n      - tap: switch\n        expect: [current B, detail B]", 2)])
    }

    @Test func theTraceSaysWhyTheOnDisappearWaited() throws {
        let result = run(Self.switching("withAnimation { flag.toggle() }") + "\nscript:\n  - tap: flip\n    expect: [log +A+B-A]\n")
        let s = try #require(result.scenarios.first)
        #expect(s.passed, "\(outcome(s))")
        let lines = ScenarioTrace(s, spec: result.spec).lines.map(\.text)
        #expect(lines.contains { $0.hasSuffix("on-disappear of Leaf runs in Screen (removed in withAnimation: it runs when its removal transition ends, once the update and the actions it set off are done)") },
                "\(lines)")
        let plain = run(Self.switching("flag.toggle()") + "\nscript:\n  - tap: flip\n    expect: [log +A-A+B]\n")
        let plainLines = ScenarioTrace(try #require(plain.scenarios.first), spec: plain.spec).lines.map(\.text)
        #expect(!plainLines.contains { $0.contains("removal transition") })
    }

    /// `.animation(nil, value: flag)` around the switch: the removal is immediate, even in
    /// `withAnimation`, and an inner nil modifier wins over an outer animated one (§57).
    @Test func aNilAnimationModifierRemovesAtOnce() throws {
        func app(outer: String, inner: String, action: String) -> String {
            """
            components:
              Screen:
                state: { flag: true, log: '""' }
                body:
                  - text: "log {log}"
                  - button: flip
                    action: "\(action)"
                  - Outer: { flag: flag, log: $log }
                    animation: { value: flag, with: \(outer) }
              Outer:
                props: [flag]
                bindings: [log]
                body:
                  - Box: { flag: flag, log: $log }
                    animation: { value: flag, with: \(inner) }
              Box:
                props: [flag]
                bindings: [log]
                body:
                  - if: flag
                    then: [ { Leaf: {}, on-appear: log += "+A", on-disappear: log += "-A" } ]
                    else: [ { Leaf: {}, on-appear: log += "+B", on-disappear: log += "-B" } ]
              Leaf: { body: [ { text: leaf } ] }
            root: Screen
            """
        }
        #expect(try firstLabel(of: app(outer: "nil", inner: "nil", action: "flag.toggle()"), after: "flip") == "log +A-A+B")
        #expect(try firstLabel(of: app(outer: "nil", inner: "nil", action: "withAnimation { flag.toggle() }"), after: "flip") == "log +A-A+B")
        #expect(try firstLabel(of: app(outer: ".default", inner: "nil", action: "flag.toggle()"), after: "flip") == "log +A-A+B")
        #expect(try firstLabel(of: app(outer: "nil", inner: ".spring", action: "flag.toggle()"), after: "flip") == "log +A+B-A")
        #expect(try firstLabel(of: app(outer: ".default", inner: ".spring", action: "flag.toggle()"), after: "flip") == "log +A+B-A")
    }
}
