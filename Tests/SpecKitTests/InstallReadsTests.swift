import Testing
@testable import SpecKit

/// A lazy holder's closure runs when the view is installed, in its own first update: what it
/// reads is the new view's dependency, not the parent's (docs/semantics.md §3).
@Suite struct InstallReadsTests {
    /// A parent that writes `model.input` without reading it, a child whose holder `kind` reads
    /// it, and a sibling whose eager holder builds a model at every init.
    func spec(_ kind: String, toolchain: String = "xcode27", assert: String) -> String {
        """
        models:
          Model: { fields: [input] }
          Snapshot: { fields: [input] }
          Other: { fields: [v] }
        components:
          Parent:
            state: { model: "Model(input: 1)" }
            body:
              - button: bump
                action: model.input += 1
              - Child: { model: model }
              - Sibling:
          Child:
            props: [model]
            \(kind): { snapshot: "Snapshot(input: model.input)" }
            body:
              - text: snapshot {snapshot.input}
          Sibling:
            state-in-init: { other: "Other(v: 1)" }
            body:
              - text: others {Other.creations}
        root: Parent
        toolchain: \(toolchain)
        script:
          - tap: bump
          - tap: bump
            expect: [snapshot 1]
            assert: \(assert)
        """
    }

    func failures(_ s: ScenarioResult) -> Comment { "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    @Test func aLazyClosureReadsForTheChildNotTheParent() {
        // Under either toolchain: LazyState's closure runs at install with both.
        for toolchain in ["xcode26", "xcode27"] {
            let s = scenario(spec("lazy-state", toolchain: toolchain,
                                  assert: #"["Parent.renders == 1", "Child.renders == 2", "Snapshot.creations == 1", "Other.creations == 1"]"#))
            #expect(s.passed, "\(toolchain): \(failures(s))")
        }
    }

    @Test func theEagerFormReadsForTheParent() {
        // `State(wrappedValue:)` in init runs in the parent's body, whatever the toolchain.
        for toolchain in ["xcode26", "xcode27"] {
            let s = scenario(spec("state-in-init", toolchain: toolchain,
                                  assert: #"["Parent.renders == 3", "Snapshot.creations == 3", "Other.creations == 3"]"#))
            #expect(s.passed, "\(toolchain): \(failures(s))")
        }
    }

    @Test func theLockTheParentDoesNotRenderForTheClosuresRead() {
        // Were the closure run in the parent's body, the parent would render at each bump.
        let s = scenario(spec("lazy-state", assert: #"["Parent.renders == 3"]"#))
        #expect(!s.passed)
        #expect(s.failures.first?.message.contains("Parent.renders is 1") == true, "\(failures(s))")
    }
}
