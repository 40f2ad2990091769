import Foundation
import Testing
@testable import SpecKit

/// Each exploring thread renders from a decoding of the file of its own, and a graph another
/// thread made is given it before it renders (docs/performance.md, "Each thread its own
/// declarations"): nothing of the graph's behaviour may change.
@Suite struct ThreadDeclarationsTests {
    /// Three counters of three values in children with a prop, a state-in-init seed and a memo,
    /// under a parent whose sheet shows the total: 27 states, levels of up to 7, and a finding
    /// (`always:`) reached only at depth 6.
    static let counters = """
        components:
          Parent:
            state: { a: 0, b: 0, c: 0, shown: false }
            body:
              - Counter: { name: '"a"', value: a, bump: "{ a = (a + 1) % 3 }" }
              - Counter: { name: '"b"', value: b, bump: "{ b = (b + 1) % 3 }" }
              - Counter: { name: '"c"', value: c, bump: "{ c = (c + 1) % 3 }" }
              - button: show
                action: shown = true
              - Total:
                  total: a + b + c
                sheet:
                  is-presented: $shown
                  content:
                    - Total: { total: a + b + c }
          Counter:
            props: [name, value, bump]
            state-in-init: { seed: value }
            memo:
              twice:
                value: value * 2
                dependencies: [value]
            body:
              - text: "{name} {value} seed {seed} twice {twice}"
              - button: "add {name}"
                action: bump()
          Total:
            props: [total]
            body:
              - text: total {total}
        root: Parent
        always:
          - Parent.a + Parent.b + Parent.c < 6
        script: []
        """

    /// The counters' spec decoded twice, and a graph of the first launched and tapped, its sheet
    /// up or not (it covers the counters' buttons).
    static func launched(showing: Bool) throws -> (graph: Graph, other: Spec) {
        let bytes = Array(counters.utf8)
        let spec = try SpecDecoder.decode(bytes, file: "counters.yaml")
        let other = try SpecDecoder.decode(bytes, file: "counters.yaml")
        let graph = Graph(spec: spec, scenario: spec.scenarios[0], recording: false)
        try graph.launch(at: spec.scenarios[0].location)
        try graph.tap("add a", at: spec.scenarios[0].location)
        if showing { try graph.tap("show", at: spec.scenarios[0].location) }
        return (graph, other)
    }

    @Test func anAdoptedGraphReadsEveryDeclaredBoxFromTheOtherDecoding() throws {
        let (graph, other) = try Self.launched(showing: true)
        let before = graph.componentBoxes
        let own = Graph.Declared(spec: other, scenario: other.scenarios[0])
        var boxes: [String: ComponentBox] = [:]
        graph.adopt(own, boxes: &boxes)
        #expect(graph.declared === own)
        #expect(Set(boxes.keys) == ["Parent", "Counter", "Total"])
        for (name, box) in graph.componentBoxes {
            #expect(box === boxes[name])
            #expect(box !== before[name])
        }
        // Every node of a declared component, the sheet's content included, now has the new box.
        var declared = 0
        for node in graph.nodes.values where before.values.contains(where: { $0 === node.componentBox }) {
            Issue.record("\(node.component.name)#\(node.id) kept the other decoding's box")
        }
        for node in graph.nodes.values where boxes.values.contains(where: { $0 === node.componentBox }) { declared += 1 }
        #expect(declared == 6)
        // Adopting the same declarations again changes nothing.
        graph.adopt(own, boxes: &boxes)
        #expect(boxes.count == 3)
    }

    @Test func anAdoptedGraphGoesOnAsTheGraphItWasCopiedFrom() throws {
        let (graph, other) = try Self.launched(showing: false)
        let copy = graph.copy()
        var boxes: [String: ComponentBox] = [:]
        copy.adopt(Graph.Declared(spec: other, scenario: other.scenarios[0]), boxes: &boxes)
        #expect(copy.stateKey() == graph.stateKey())
        let at = other.scenarios[0].location
        for label in ["add b", "add a", "add c", "add a", "add b", "show"] {
            try graph.tap(label, at: at)
            try copy.tap(label, at: at)
            #expect(copy.screen.map(\.label) == graph.screen.map(\.label))
            #expect(copy.stateKey() == graph.stateKey())
            #expect(copy.measures == graph.measures)
        }
        #expect(copy.screen.map(\.label) == ["total 3"])   // a wraps to 0, b is 2, c is 1
    }

    @Test func eachThreadDecodesOnceAndTheCallingThreadKeepsTheLaunchs() throws {
        let bytes = Array(Self.counters.utf8)
        let spec = try SpecDecoder.decode(bytes, file: "counters.yaml")
        let launch = Graph.Declared(spec: spec, scenario: spec.scenarios[0])
        let threads = ThreadDeclarations(source: .init(bytes: bytes, scenario: 0), file: spec.file, limits: .standard,
                                         threads: 3, launch: launch)
        let first = try #require(threads.own(thread: 0)), second = try #require(threads.own(thread: 1))
        #expect(first !== second)
        #expect(first.declared !== launch && second.declared !== launch)
        #expect(threads.own(thread: 0) === first)
        #expect(threads.own(thread: 2)?.declared === launch)
        #expect(first.declared.scenario.name == spec.scenarios[0].name)
        #expect(first.always.map(\.source) == spec.scenarios[0].always.map(\.source))
    }

    /// `yaml` written to a file of its own and explored there with one thread: what each count of
    /// threads its test tries is compared with, explored once for all of them (the one-thread
    /// exploration of a file is the same whichever test asks).
    static func exploredAlone(_ yaml: String, options: ExploreOptions) throws -> (path: String, alone: ExploreResult) {
        let path = try temporaryDirectory().appendingPathComponent("spec.yaml").path
        try yaml.write(toFile: path, atomically: false, encoding: .utf8)
        guard let alone = Explorer.explore(file: path, options: options).scenarios.first else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSFilePathErrorKey: path])
        }
        return (path, alone)
    }

    /// A level of 100 states of 100 buttons each: every state is shared in chunks of 8, which
    /// threads take and try on copies they adopt while the state's graph keeps its own. A row
    /// tapped twice breaks its invariant, first at the second level.
    static let chunks = ExploreChunkTests.rows(100).replacingOccurrences(of: "    props: [item]\n",
                                                                        with: "    props: [item]\n    invariant: count < 2\n")
    static func chunkOptions(_ jobs: Int) -> ExploreOptions { ExploreOptions(depth: 2, maxStates: 1_000, jobs: jobs) }
    static let chunksAlone = Result { try exploredAlone(chunks, options: chunkOptions(1)) }

    @Test(arguments: [2, 3])
    func chunksOfSharedStatesAreTheSameWithThreads(jobs: Int) throws {
        let (path, alone) = try Self.chunksAlone.get()
        let shared = try #require(Explorer.explore(file: path, options: Self.chunkOptions(jobs)).scenarios.first)
        #expect(alone.error == nil)
        #expect(alone.hitMaxStates)
        #expect(alone.states == 1_000)
        #expect(shared.states == alone.states)
        #expect(shared.transitions == alone.transitions)
        #expect(shared.findings.map(\.steps) == alone.findings.map(\.steps))
        #expect(alone.findings.first?.steps == [.tap("tap 0"), .tap("tap 0")])
    }

    /// Five counters of four values: levels of up to 180 states, past
    /// `Search.statesForOwnDeclarations`.
    static let counterFile: String = {
        var yaml = "components:\n  Counters:\n    state: { c0: 0, c1: 0, c2: 0, c3: 0, c4: 0 }\n    body:\n"
        for i in 0..<5 { yaml += "      - Counter: { value: c\(i), bump: \"{ c\(i) = (c\(i) + 1) % 4 }\", name: \"\(i)\" }\n" }
        yaml += """
              Counter:
                props: [value, bump, name]
                body:
                  - text: "c{name} {value}"
                  - button: "add {name}"
                    action: bump()
            root: Counters
            always:
              - Counters.c0 + Counters.c1 + Counters.c2 + Counters.c3 + Counters.c4 < 13
            script: []

            """
        return yaml
    }()
    static func counterOptions(_ jobs: Int) -> ExploreOptions { ExploreOptions(depth: 15, maxStates: 100_000, jobs: jobs) }
    static let countersAlone = Result { try exploredAlone(counterFile, options: counterOptions(1)) }

    /// Explored from the file, with levels past `Search.statesForOwnDeclarations`: the same
    /// states, transitions and finding whatever the threads.
    @Test(arguments: [2, 3])
    func explorationFromAFileIsTheSameWithThreads(jobs: Int) throws {
        let (path, alone) = try Self.countersAlone.get()
        let shared = try #require(Explorer.explore(file: path, options: Self.counterOptions(jobs)).scenarios.first)
        #expect(alone.error == nil)
        #expect(alone.states == 1024)
        #expect(shared.states == alone.states)
        #expect(shared.transitions == alone.transitions)
        #expect(shared.findings.map(\.steps) == alone.findings.map(\.steps))
        #expect(alone.findings.first?.steps.count == 13)
    }
}
