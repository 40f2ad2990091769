import Testing
@testable import SpecKit

/// An eager holder's seed is the initial value its last init built, kept only for the next
/// init's comparison (Lifecycle.swift). A fresh instance that no other value names is freed at
/// once and the seed keeps `Value.forgottenInstance` in its place (Graph.keptSeed, Release.swift),
/// unless the log is recorded; what a run shows, renders and counts is the same either way.
@Suite struct SeedTests {
    static let fresh = """
        models:
          Model:
            fields: [input]
        components:
          Parent:
            state: { n: 0 }
            body:
              - button: bump
                action: n += 1
              - Child: { n: n }
          Child:
            props: [n]
            state-in-init:
              model: "Model(input: n)"
            body:
              - text: "model {model.input} built {Model.creations}"
        root: Parent
        script:
          - expect: ["model 0 built 1"]
        """

    /// Each bump re-inits the child, whose init builds a model nothing else names: not recording,
    /// it is freed at once and the child keeps the first; the child renders at every bump either
    /// way, since the new seed differs from the last.
    @Test(arguments: [false, true])
    func aFreshSeedIsFreedUnlessTheLogNamesIt(recording: Bool) throws {
        let (graph, at) = try launched(Self.fresh, file: "fresh.yaml", recording: recording)
        let child = try #require(graph.nodes.values.first { $0.component.name == "Child" })
        let place = try #require(child.componentBox.holder("model"))
        // At launch the seed is the kept model itself.
        #expect(child[seedAt: place] == child[holderAt: place])
        for bump in 1...3 {
            try graph.tap("bump", at: at)
            #expect(graph.shows("model 0 built \(bump + 1)"))
            #expect(graph.renders(of: "Child") == bump + 1)
            #expect(graph.models.count("Model") == bump + 1)
            // Recorded, the seed is the model this bump built, which the log names.
            let seed = child[seedAt: place]
            #expect(seed == (recording ? .model(graph.models.ref(bump + 1)!) : .forgottenInstance))
            #expect(seed != child[holderAt: place])
            #expect(graph.models.count == (recording ? 2 : 1))
            #expect(Set(graph.models.instances.keys) == SweepTests.reachableModels(graph))
        }
    }

    static let shared = """
        models:
          Model:
            fields: [input]
          Wrapper:
            fields: [inner]
        components:
          Parent:
            state: { shared: "Model(input: 7)", unrelated: 0 }
            body:
              - button: unrelated action
                action: unrelated += 1
              - text: "unrelated {unrelated}"
              - Child: { shared: shared }
              - Wrapped: { shared: shared }
          Child:
            props: [shared]
            state-in-init:
              model: shared
            body:
              - text: "child {model.input}"
          Wrapped:
            props: [shared]
            state-in-init:
              wrapper: "Wrapper(inner: shared)"
            body:
              - text: "wrapped {wrapper.inner.input}"
        root: Parent
        script:
          - expect: ["child 7", "wrapped 7"]
        """

    /// A seed naming the parent's instance is kept: the next init builds the same value, which
    /// compares equal, so the unrelated tap skips the child's body. Forgetting it would make the
    /// seed differ and the child render. A fresh wrapper around the parent's instance is freed,
    /// and the instance it named stays with the parent.
    @Test(arguments: [false, true])
    func aSeedAnotherPlaceNamesIsKept(recording: Bool) throws {
        let (graph, at) = try launched(Self.shared, file: "shared.yaml", recording: recording)
        let child = try #require(graph.nodes.values.first { $0.component.name == "Child" })
        let wrapped = try #require(graph.nodes.values.first { $0.component.name == "Wrapped" })
        for tap in 1...2 {
            try graph.tap("unrelated action", at: at)
            #expect(graph.shows("unrelated \(tap)") && graph.shows("child 7") && graph.shows("wrapped 7"))
            #expect(graph.renders(of: "Parent") == tap + 1)
            #expect(graph.renders(of: "Child") == 1)
            #expect(graph.renders(of: "Wrapped") == tap + 1)
            #expect(child[seedAt: child.componentBox.holder("model")!] == child[prop: "shared"])
            let wrapperSeed = wrapped[seedAt: wrapped.componentBox.holder("wrapper")!]
            #expect((wrapperSeed == .forgottenInstance) == !recording)
            // The shared model and the first wrapper; a recorded run keeps the last wrapper too.
            #expect(graph.models.count == (recording ? 3 : 2))
            #expect(Set(graph.models.instances.keys) == SweepTests.reachableModels(graph))
        }
    }
}
