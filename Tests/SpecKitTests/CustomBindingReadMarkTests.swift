import Testing
@testable import SpecKit

/// Rule §38 of docs/semantics.md, reading: a getter run in another view's update reads the
/// maker's `@State` as any update does (§22): the read marks the maker, and the reading view
/// gets no dependency of its own. A field of an `@Observable` model is tracked where it is read.
@Suite struct CustomBindingReadMarkTests {
    /// `Mid` makes `Binding(get: { n }, set: { n = $0 })` for a child that shows it; with
    /// `equatable`, the child is `Equatable` on `id` alone and under `.equatable()`.
    func mid(equatable: Bool, shown: String, childRenders: Int) -> String {
        """
        components:
          Mid:
            state: { n: 0 }
            body:
              - button: bump
                action: n += 1
              - Child: { id: 1, value: "Binding(get: { n }, set: { n = $0 })" }
          Child:
            props: [id]
            bindings: [value]
        \(equatable ? "    equatable: [id]\n" : "")    body:
              - text: v {value}
        root: Mid
        script:
          - tap: bump
            expect: [v \(shown)]
            assert: ["Mid.renders == 2", "Child.inits == 2", "Child.renders == \(childRenders)"]
        """
    }

    /// Mid's body made the binding, so it read `n` and renders. Under `.equatable()` the child's
    /// `==` (on `id`) keeps it, and its own read of `n` marked Mid, not itself: it still shows
    /// "v 0". Expecting the render a dependency of its own would give fails.
    @Test func aStateTheGetterReadsMarksTheMakerNotTheReader() {
        let s = scenario(mid(equatable: true, shown: "0", childRenders: 1))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(!scenario(mid(equatable: true, shown: "1", childRenders: 2)).passed)
        #expect(s.events.contains {
            if case .customBindingUsed(let reader?, let owner?, _, .read(names: ["n"], marked: ["n"])) = $0 {
                return reader.component == "Child" && owner.component == "Mid"
            }
            return false
        })
    }

    /// Without `.equatable()` the child is given a new Binding whose closures capture at each
    /// render of Mid, compares unequal and renders, showing the new value.
    @Test func withoutEquatableTheNewBindingRendersTheChild() {
        let s = scenario(mid(equatable: false, shown: "1", childRenders: 2))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(!scenario(mid(equatable: false, shown: "0", childRenders: 1)).passed)
    }

    /// A binding Mid holds (`@Binding var n`) read by the getter in the child's update gives the
    /// value it carries: the child gets no dependency on the state above either.
    @Test func aBindingTheMakerHoldsGivesTheReaderNoDependency() {
        func yaml(childRenders: Int, shown: String) -> String {
            """
            components:
              Top:
                state: { n: 0 }
                body:
                  - button: bump
                    action: n += 1
                  - Mid: { n: $n }
              Mid:
                bindings: [n]
                body:
                  - Child: { id: 1, value: "Binding(get: { n }, set: { n = $0 })" }
              Child:
                props: [id]
                bindings: [value]
                equatable: [id]
                body:
                  - text: v {value}
            root: Top
            script:
              - tap: bump
                expect: [v \(shown)]
                assert: ["Top.renders == 1", "Mid.renders == 2", "Child.renders == \(childRenders)"]
            """
        }
        let s = scenario(yaml(childRenders: 1, shown: "0"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(!scenario(yaml(childRenders: 2, shown: "1")).passed)
    }

    /// A field of an `@Observable` model the getter reads is tracked for the view whose update
    /// runs it (a decision, §38): the child under `.equatable()` renders for it.
    @Test func aModelFieldTheGetterReadsIsTheReadersDependency() {
        func yaml(childRenders: Int, shown: String) -> String {
            """
            models:
              Counter:
                fields: { count: 0 }
            components:
              Mid:
                state: { m: "Counter()" }
                body:
                  - button: bump
                    action: m.count += 1
                  - Child: { id: 1, value: "Binding(get: { m.count }, set: { m.count = $0 })" }
              Child:
                props: [id]
                bindings: [value]
                equatable: [id]
                body:
                  - text: v {value}
            root: Mid
            script:
              - tap: bump
                expect: [v \(shown)]
                assert: ["Mid.renders == 2", "Child.renders == \(childRenders)"]
            """
        }
        let s = scenario(yaml(childRenders: 2, shown: "1"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(!scenario(yaml(childRenders: 1, shown: "0")).passed)
    }
}
