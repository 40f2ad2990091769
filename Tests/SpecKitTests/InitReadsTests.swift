import Testing
@testable import SpecKit

/// A holder set up in init that reads an eager holder above it reads what this init gave it,
/// as `_seed.wrappedValue` of a `State` not yet installed does (semantics §3).
@Suite struct InitReadsTests {
    static func child(_ holders: String, _ expect: String) -> String {
        """
        models:
          OModel: { kind: observable-object, fields: [input] }
        components:
          Parent:
            state: { input: 1 }
            body:
              - button: related action
                action: input += 1
              - Child: { input: input }
          Child:
            props: [input]
        \(holders)
            body:
              - text: seed {seed} model {model.input}
              - button: bump
                action: seed += 10
        root: Parent
        script:
          - tap: bump
          - tap: related action
            expect: [\(expect)]
            assert: ["OModel.creations == 2"]
        """
    }

    @Test func anObjectBuiltFromASeedTakesTheNewInitialValue() {
        // The seed keeps 1 (then 11 by the bump); the init reads the 2 it was just given.
        let s = scenario(Self.child("""
                state-in-init: { seed: input }
                observed-object: { model: "OModel(input: seed)" }
            """, "seed 11 model 2"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        // The lock: the kept 11 is what no Swift init can read there.
        let kept = scenario(Self.child("""
                state-in-init: { seed: input }
                observed-object: { model: "OModel(input: seed)" }
            """, "seed 11 model 11"))
        #expect(!kept.passed)
    }
}
