import Foundation
import Testing
@testable import SpecKit

/// Counts, never times: how much of a large tree a tap touches, and what the screen index says.
/// The trees are built like bench/generate.py's: a component per level, `fanout` children each,
/// a holder of every kind in every node, a button `tap ID` per node and `tap root` on the root.
@Suite struct ScaleTests {
    /// 1 + fanout + … + fanout^depth nodes; node ids in heap order (children of n: n·F+1 … n·F+F).
    static func tree(depth: Int, fanout: Int, script: [String]) -> String {
        var yaml = """
            models:
              Model: { fields: [input], creations: static }
            components:
              Root:
                state: { tick: 0 }
                body:
                  - text: "root tick {tick}"
                  - button: tap root
                    action: tick += 1

            """
        for k in 1...fanout { yaml += "      - Level1: { id: \(k), tick: tick }\n" }
        for level in 1...depth {
            yaml += """
                  Level\(level):
                    props: [id, tick]
                    state: { count: 0 }
                    state-in-init: { seed: "Model(input: id)" }
                    lazy-state: { lazy: "Model(input: id)" }
                    state-object: { object: "Model(input: id)" }
                    memo: { derived: { value: "Model(input: tick)", dependencies: [tick] } }
                    body:
                      - text: "node {id} count {count} tick {derived.input}"
                      - button: "tap {id}"
                        action: count += 1

                """
            if level < depth {
                for k in 1...fanout { yaml += "      - Level\(level + 1): { id: \"id * \(fanout) + \(k)\", tick: tick }\n" }
            }
        }
        yaml += "root: Root\nscript:" + (script.isEmpty ? " []\n" : "\n" + script.map { "  - tap: \($0)\n" }.joined())
        return yaml
    }

    static func nodeCount(depth: Int, fanout: Int) -> Int { (0...depth).reduce(0) { $0 + Int(pow(fanout, $1)) } }

    static func pow(_ base: Int, _ exponent: Int) -> Int { (0..<exponent).reduce(1) { r, _ in r * base } }

    /// Events of each script step, keyed by the step's index.
    static func eventsByStep(_ result: ScenarioResult) -> [Int: [Event]] { eventsByStep(result.events) }

    /// Each step's events are taken as one run of the log, not appended one by one: the 11111-node
    /// tree's launch is some 100,000 events.
    static func eventsByStep(_ events: [Event]) -> [Int: [Event]] {
        var steps: [Int: [Event]] = [:]
        var (current, start) = (0, 0)
        for i in 0..<events.count {
            guard case .stepStarted(let index, _) = events[i] else { continue }
            if i > start { steps[current, default: []] += events[start..<i] }
            (current, start) = (index, i)
        }
        if events.count > start { steps[current, default: []] += events[start...] }
        return steps
    }

    static func renders(_ events: [Event]) -> Int { events.count { if case .rendered = $0 { true } else { false } } }
    static func inits(_ events: [Event]) -> Int { events.count { if case .initialized = $0 { true } else { false } } }

    @Test func oneTapOnALeafRendersAtMostThreeNodesInATenThousandNodeTree() throws {
        let leaf = 11110   // the last node of depth 4, fan-out 10
        let result = run(Self.tree(depth: 4, fanout: 10, script: ["tap \(leaf)", "tap \(leaf)"]))
        let scenario = try #require(result.scenarios.first)
        #expect(scenario.error == nil)
        let all = scenario.events    // worked out from the log at each read
        #expect(Self.renders(all) >= Self.nodeCount(depth: 4, fanout: 10))   // the launch rendered them all
        for (step, events) in Self.eventsByStep(all) where step > 0 {
            #expect(Self.renders(events) <= 3, "step \(step)")
            #expect(Self.renders(events) >= 1, "step \(step): the tapped leaf shows its count")
            #expect(Self.inits(events) == 0, "step \(step): a leaf has no children to init")
        }
        #expect(scenario.labels.contains("node \(leaf) count 2 tick 0"))
    }

    @Test func aTapOnStateEveryNodeReadsRendersEveryNodeOnce() throws {
        let result = run(Self.tree(depth: 3, fanout: 6, script: ["tap root", "tap root"]))
        let scenario = try #require(result.scenarios.first)
        #expect(scenario.error == nil)
        let nodes = Self.nodeCount(depth: 3, fanout: 6)
        for (step, events) in Self.eventsByStep(scenario) where step > 0 {
            #expect(Self.renders(events) == nodes, "step \(step)")
            #expect(Self.inits(events) == nodes - 1, "step \(step): every node but the root is initialized again")
        }
        #expect(scenario.labels.contains("node 258 count 0 tick 2"))
    }

    /// The index that taps and expectations use must say what a walk of the screen says, after
    /// launch and after every kind of tap.
    @Test func theScreenIndexAgreesWithTheScreen() throws {
        let yaml = Self.tree(depth: 2, fanout: 3, script: [])
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "tree.yaml")
        let scenario = try #require(spec.scenarios.first)
        let graph = Graph(spec: spec, scenario: scenario)
        let here = Location(file: "tree.yaml", line: 1, column: 1)
        try graph.launch(at: here)
        for tap in [nil, "tap 4", "tap root", "tap 1", "tap 4", "tap root"] {
            if let tap { try graph.tap(tap, at: here) }
            Self.expectIndexAgrees(graph, after: tap ?? "launch")
            #expect(!graph.shows("node 4 count 9 tick 9"))
        }
        #expect(graph.shows("node 4 count 2 tick 2"))
    }

    /// The same after every step of every scenario in specs/, whose bodies add and remove
    /// identities (branches, for-each rows, `.id`), which the generated tree never does.
    @Test func theScreenIndexAgreesWithTheScreenInEverySpec() throws {
        let dir = packageRoot.appendingPathComponent("specs")
        let files = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".yaml") }.sorted()
        var checked = 0
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: dir.appendingPathComponent(file)))
            let spec = try SpecDecoder.decode(bytes, file: file)
            for scenario in spec.scenarios {
                let graph = Graph(spec: spec, scenario: scenario)
                do {
                    try graph.launch(at: scenario.location)
                    Self.expectIndexAgrees(graph, after: "\(file): launch")
                    for step in scenario.steps {
                        guard let action = step.action else { continue }
                        try graph.perform(action, at: step.location)
                        Self.expectIndexAgrees(graph, after: "\(file): \(scenario.name): \(action.summary)")
                        checked += 1
                    }
                } catch is Diagnostic {
                    Self.expectIndexAgrees(graph, after: "\(file): \(scenario.name): the error")   // a spec that shows an error
                }
            }
        }
        #expect(checked >= 20)
    }

    /// Every label on screen is in the index, and the index names a button's node exactly when
    /// the screen has one button with that label.
    static func expectIndexAgrees(_ graph: Graph, after what: String) {
        let screen = graph.screen
        for item in screen { #expect(graph.shows(item.label), "\(item.label) after \(what)") }
        var buttons: [String: [Int]] = [:]
        // A tap finds what is in reach: under an alert, its buttons only (the screen under it stays in sight).
        for item in graph.reachableScreen where item.kind == .button { buttons[item.label, default: []].append(item.nodeID) }
        for (label, nodes) in buttons {
            #expect(graph.onlyButton(label)?.nodeID == (nodes.count == 1 ? nodes[0] : nil), "\(label) after \(what)")
        }
        // With screens (a sheet, a stack, tabs) some live output is off screen: the index holds it
        // all and the graph asks the screen instead, as the two checks above show.
        if graph.screenCount == 0 { #expect(graph.screenIndex.labelCount == screen.count, "after \(what)") }
    }

    /// The demo's question after many taps: only a Memo keyed by the input and a parent that
    /// builds the model in the related action follow the input with one model per distinct input.
    @Test func aMemoAndTheUpWayBuildOneModelPerDistinctInput() throws {
        let related = 20, unrelated = 20
        let taps = (0..<(related + unrelated)).map { $0 % 2 == 0 ? "related" : "unrelated" }
        let result = run("""
            models:
              Model: { fields: [input], creations: static }
            components:
              Parent:
                state: { input: 1, unrelated: 0 }
                body:
                  - button: related
                    action: input += 1
                  - button: unrelated
                    action: unrelated += 1
                  - text: "unrelated {unrelated}"
                  - Child: { input: input }
              UpParent:
                state: { input: 1, unrelated: 0, model: "Model(input: 1)" }
                body:
                  - button: related
                    action: "input += 1; model = Model(input: input)"
                  - button: unrelated
                    action: unrelated += 1
                  - text: "unrelated {unrelated}"
                  - Row: { model: model }
              InitChild:
                props: [input]
                state-in-init: { model: "Model(input: input)" }
                body: [Row: { model: model }]
              MemoChild:
                props: [input]
                memo: { model: { value: "Model(input: input)", dependencies: [input] } }
                body: [Row: { model: model }]
              Row:
                props: [model]
                body: [text: "model input {model.input}"]
            root: Parent
            script:
            \(taps.map { "  - tap: \($0)" }.joined(separator: "\n"))
            scenarios:
              - { name: state-in-init, use: { Child: InitChild } }
              - { name: memo, use: { Child: MemoChild } }
              - { name: up, root: UpParent }
            """)
        #expect(result.loadError == nil)
        let byName = Dictionary(uniqueKeysWithValues: result.scenarios.map { ($0.scenario, $0) })
        for name in ["memo", "up"] {
            let scenario = try #require(byName[name])
            #expect(scenario.error == nil)
            #expect(scenario.creations(of: "Model") == related + 1, "\(name)")
            #expect(scenario.labels.contains("model input \(related + 1)"), "\(name)")
        }
        let eager = try #require(byName["state-in-init"])
        #expect(eager.creations(of: "Model") == 1 + related + unrelated)
        #expect(eager.labels.contains("model input 1"))
    }

    @Test func aTapThatMatchesSeveralButtonsStillNamesThemAll() throws {
        let result = run("""
            components:
              Root:
                body:
                  - Row:
                  - Row:
              Row:
                state: { n: 0 }
                body:
                  - button: add
                    action: n += 1
            root: Root
            script:
              - tap: add
            """)
        let error = try #require(result.scenarios.first?.error)
        #expect(error.message.contains("2 buttons \"add\""))
        #expect(error.hint == "they are in Root/Row (2); give each button its own label")
    }
}
