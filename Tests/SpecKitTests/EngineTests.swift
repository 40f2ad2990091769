import Testing
@testable import SpecKit

/// Each engine rule of docs/semantics.md on its own.
@Suite struct EngineTests {
    /// A parent that shows `n` and passes `value` to a child; `child` is the child's component text.
    func parent(passing value: String, child: String, models: String = "models:\n  M: { fields: [v] }\n",
                toolchain: String = "xcode27", script: String = "  - tap: bump\n") -> String {
        """
        \(models)toolchain: \(toolchain)
        components:
          Parent:
            state: { n: 0 }
            body:
              - text: n {n}
              - button: bump
                action: n += 1
              - Child: { value: \(value) }
          Child:
        \(child)
        root: Parent
        script:
        \(script)
        """
    }

    @Test func initRunsAtEveryParentRenderButAnEqualValueSkipsTheBody() {
        let s = scenario(parent(passing: "1", child: "    props: [value]\n    body:\n      - text: v {value}"))
        #expect(s.renders(of: "Parent") == 2)
        #expect(s.inits(of: "Child") == 2)
        #expect(s.renders(of: "Child") == 1)
        #expect(s.events.contains { if case .skipped(let n) = $0 { return n.component == "Child" } else { return false } })
    }

    @Test func changedPropsRenderTheChild() {
        let s = scenario(parent(passing: "n", child: "    props: [value]\n    body:\n      - text: v {value}"))
        #expect(s.renders(of: "Child") == 2)
        #expect(s.labels.contains("v 1"))
        #expect(s.events.contains {
            if case .rendered(let node, .parentChanged(["value 0 → 1"])) = $0 { return node.path == "Parent/Child" }
            return false
        })
    }

    @Test func stateLivesAsLongAsTheIdentity() {
        let child = """
                props: [value]
                state: { likes: 0 }
                body:
                  - text: likes {likes} of {value}
                  - button: like
                    action: likes += 1
            """
        let s = scenario(parent(passing: "n", child: child, script: "  - tap: like\n  - tap: bump\n    expect: [likes 1 of 1]"))
        #expect(s.passed)
    }

    @Test func eagerHoldersEvaluateAtEveryInitAndKeepTheFirst() {
        let child = "    props: [value]\n    state-in-init: { m: \"M(v: value)\" }\n    body:\n      - text: m {m.v}"
        let s = scenario(parent(passing: "n", child: child, script: "  - tap: bump\n  - tap: bump\n    expect: [m 0]"))
        #expect(s.passed)
        #expect(s.creations(of: "M") == 3)
        let discarded = s.events.filter { if case .holder(_, _, _, .discarded) = $0 { return true } else { return false } }
        #expect(discarded.count == 2)
    }

    @Test(arguments: ["lazy-state", "state-object"])
    func lazyHoldersEvaluateOncePerIdentity(kind: String) {
        let child = "    props: [value]\n    \(kind): { m: \"M(v: value)\" }\n    body:\n      - text: m {m.v}"
        let s = scenario(parent(passing: "n", child: child, script: "  - tap: bump\n  - tap: bump\n    expect: [m 0]"))
        #expect(s.passed)
        #expect(s.creations(of: "M") == 1)
        // The value passed changes at each bump, so the child's body runs at every parent render.
        #expect(s.renders(of: "Child") == 3)
    }

    /// A thunk from an inline default, or one that reads no prop, has no context to compare: the
    /// child with an unchanged value is skipped.
    @Test(arguments: ["lazy-state: { m: \"M(v: 1)\" }", "state-object: { m: \"M(v: 1)\" }", "state: { m: \"M(v: 1)\" }"])
    func aThunkThatCapturesNothingComparesEqual(holder: String) {
        let child = "    props: [value]\n    \(holder)\n    body:\n      - text: m {m.v}"
        let s = scenario(parent(passing: "1", child: child, script: "  - tap: bump\n  - tap: bump\n    expect: [m 1]"))
        #expect(s.passed)
        #expect(s.inits(of: "Child") == 3)
        #expect(s.renders(of: "Child") == 1)
        #expect(s.events.contains { if case .holder(_, "m", _, .closureIgnored(_, captures: [])) = $0 { true } else { false } })
    }

    /// A closure that captures a prop gets a new context at every init, and never compares equal:
    /// the child's body runs at every parent render although the value passed is the same.
    @Test(arguments: ["lazy-state", "state-object"])
    func aClosureThatCapturesAPropComparesUnequal(kind: String) {
        let child = "    props: [value]\n    \(kind): { m: \"M(v: value)\" }\n    body:\n      - text: m {m.v}"
        let s = scenario(parent(passing: "1", child: child, script: "  - tap: bump\n  - tap: bump\n    expect: [m 1]"))
        #expect(s.passed)
        #expect(s.renders(of: "Child") == 3)
        #expect(s.events.contains {
            if case .rendered(let node, .parentChanged(let changes)) = $0 {
                return node.component == "Child" && changes == ["\(kind) m's closure captures value, closures that capture compare unequal"]
            }
            return false
        })
    }

    @Test func inlineStateIsLazyWithXcode27AndEagerBefore() {
        // An inline default cannot read a prop (Swift has no `self` there), so it builds a constant.
        let child = "    props: [value]\n    state: { m: \"M(v: 1)\" }\n    body:\n      - text: m {m.v}"
        let script = "  - tap: bump\n  - tap: bump\n    expect: [m 1]"
        let new = scenario(parent(passing: "n", child: child, toolchain: "xcode27", script: script))
        let old = scenario(parent(passing: "n", child: child, toolchain: "xcode26", script: script))
        #expect(new.passed && old.passed)
        #expect(new.creations(of: "M") == 1)
        #expect(old.creations(of: "M") == 3)
    }

    @Test func aMemoRebuildsOnlyWhenADependencyChanges() {
        let yaml = """
            models:
              M: { fields: [v] }
            components:
              Root:
                state: { a: 0, b: 0 }
                memo:
                  m: { value: "M(v: a)", dependencies: [a] }
                body:
                  - text: m {m.v} b {b}
                  - button: a
                    action: a += 1
                  - button: b
                    action: b += 1
            root: Root
            script:
              - tap: b
                expect: [m 0 b 1]
              - tap: a
                expect: [m 1 b 1]
            """
        let s = scenario(yaml)
        #expect(s.passed)
        #expect(s.creations(of: "M") == 2)
        #expect(s.renders(of: "Root") == 3)
    }

    @Test func aWriteRendersOnlyTheBodiesThatReadIt() {
        let yaml = """
            models:
              M: { fields: [a, b] }
            components:
              Root:
                state-object: { m: "M(a: 0, b: 0)" }
                body:
                  - button: a
                    action: m.a += 1
                  - A: { m: m }
                  - B: { m: m }
              A:
                props: [m]
                body:
                  - text: a {m.a}
              B:
                props: [m]
                body:
                  - text: b {m.b}
            root: Root
            script:
              - tap: a
                expect: [a 1, b 0]
            """
        let s = scenario(yaml)
        #expect(s.passed)
        #expect(s.renders(of: "Root") == 1)
        #expect(s.renders(of: "A") == 2)
        #expect(s.renders(of: "B") == 1)
    }

    @Test func unreadStateDoesNotRenderItsOwner() {
        let yaml = """
            components:
              Root:
                state: { hidden: 0 }
                body:
                  - button: tap
                    action: hidden += 1
            root: Root
            script:
              - tap: tap
            """
        let s = scenario(yaml)
        #expect(s.renders(of: "Root") == 1)
        #expect(s.events.contains { if case .stateWritten(_, "hidden", .int(0), .int(1)) = $0 { return true } else { return false } })
    }

    @Test func aRenderThatWritesWhatItReadsHitsThePassLimit() {
        let yaml = """
            models:
              M: { fields: [v] }
            components:
              Root:
                state: { n: 0 }
                body:
                  - button: go
                    action: n += 1
                  - Loop: { n: n }
              Loop:
                props: [n]
                body:
                  - text: "{M(v: n).v} built {M.creations}"
            root: Root
            script:
              - tap: go
            """
        let s = scenario(yaml)
        #expect(s.error?.message.hasPrefix("the screen never settles: after 100 render passes") == true)
        #expect(s.error?.message.contains("Root/Loop (M.creations changed)") == true)
        #expect(s.error?.location.line == 16)
    }

    @Test func aTapNeedsExactlyOneButton() {
        let yaml = """
            components:
              Root:
                body:
                  - button: same
                    action: x = 1
                  - button: same
                    action: x = 2
                state: { x: 0 }
            root: Root
            script:
              - tap: sam
            """
        var s = scenario(yaml)
        #expect(s.error?.message == "no button \"sam\" is on screen")
        #expect(s.error?.hint == "did you mean 'same'? buttons on screen: \"same\", \"same\"")
        s = scenario(yaml.replacingOccurrences(of: "tap: sam", with: "tap: same"))
        #expect(s.error?.message == "2 buttons \"same\" are on screen; a tap needs exactly one")
    }

    @Test func runtimeErrorsStopTheScenarioWithALocation() {
        let yaml = """
            components:
              Root:
                state: { d: 1 }
                body:
                  - text: "{10 / d}"
                  - button: zero
                    action: d = 0
            root: Root
            script:
              - tap: zero
            """
        let s = scenario(yaml)
        #expect(s.error?.message == "division by zero in 10 / d")
        #expect(s.error?.location.line == 5)
    }

    @Test func theScreenIsInTreeOrder() {
        let yaml = """
            components:
              Root:
                body:
                  - text: one
                  - Mid: {}
                  - text: four
              Mid:
                body:
                  - text: two
                  - button: three
                    action: x = 1
                state: { x: 0 }
            root: Root
            """
        #expect(scenario(yaml).labels == ["one", "two", "three", "four"])
    }
}
