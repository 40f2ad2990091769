import Foundation
import Testing
@testable import SpecKit

/// `spec graph`: the tree rebuilt from events at a step, and its DOT, Mermaid and SVG drawings.
@Suite struct GraphTests {
    /// A parent passing its counter to one row and a constant to another; both rows read a model field.
    static let yaml = """
        models:
          Note: { fields: [text] }
        components:
          Parent:
            state: { n: 0 }
            state-object: { note: "Note(text: \\"hi\\")" }
            body:
              - text: n {n}
              - button: bump
                action: n += 1
              - Row: { value: n, note: note }
              - Row: { value: 1, note: note }
          Row:
            props: [value, note]
            body:
              - text: row {value} {note.text}
        root: Parent
        script:
          - tap: bump
        """

    func snapshot(step: Int) throws -> TreeSnapshot {
        let result = run(Self.yaml).scenarios[0]
        #expect(result.passed, "\(result.error?.description ?? "")")
        return try #require(TreeSnapshot(events: result.events, step: step))
    }

    func graph(step: Int) throws -> TreeGraph {
        TreeGraph(try snapshot(step: step), scenario: "rows")
    }

    @Test func theSnapshotFollowsTheSteps() throws {
        let launch = try snapshot(step: 0)
        let after = try snapshot(step: 1)
        #expect(launch.orderedNodes.map(\.ref.path) == ["Parent", "Parent/Row", "Parent/Row"])
        #expect(launch.orderedNodes.map(\.activity) == [.created, .created, .created])
        #expect(launch.nodes[1]?.holders.map { "\($0.name)=\($0.value)" } == ["n=0", "note=Note#1"])
        #expect(after.nodes[1]?.holders.first?.value == .int(1))
        #expect(after.orderedNodes.map(\.activity) == [.rendered, .rendered, .skipped])
        #expect(after.orderedNodes[1].arguments.source == "value: 1, note: Note#1")
        #expect(after.summary == "tap \"bump\"")
        let events = run(Self.yaml).scenarios[0].events
        #expect(TreeSnapshot.stepCount(of: events) == 1)
        #expect(TreeSnapshot(events: events, step: 2) == nil)
        #expect(TreeSnapshot(events: events, step: -1) == nil)
    }

    @Test func dotHasABoxPerNodeAndAnArrowPerValueAndDependency() throws {
        let dot = DOTFormat.render(try graph(step: 1))
        #expect(dot.hasPrefix("digraph tree {\n"))
        #expect(dot.hasSuffix("}\n"))
        let boxes = dot.split(separator: "\n").filter { $0.contains(" [label=") && !$0.contains(" -> ") }
        #expect(boxes.map { $0.split(separator: " ")[0] } == ["n1", "n2", "n3", "m1"])
        #expect(dot.contains("n1 [label=\"Parent\\nroot\\lstate n = 1\\lstate-object note = Note#1\\lreads its n, note\\l\""))
        #expect(dot.contains("n1 -> n2 [label=\"value: 1, note: Note#1\", style=solid];"))
        #expect(dot.contains("n1 -> n3 [label=\"value: 1, note: Note#1\", style=solid];"))
        #expect(dot.contains("n2 -> m1 [label=\"reads text\", style=dashed"))
        #expect(dot.contains("n3 -> m1 [label=\"reads text\", style=dashed"))
        #expect(dot.contains("m1 [label=\"Note#1\\ntext = \\\"hi\\\"\\l\""))
        // The row whose value did not change was initialized but not rendered: drawn dashed.
        #expect(dot.contains("n3 [label=\"Row\\nelement 4 of Parent\\llet value = 1\\llet note = Note#1\\l\", style=\"rounded,filled,dashed\""))
        #expect(dot.contains("label=\"rows, after step 1: tap \\\"bump\\\"\\n"))
    }

    /// A binding a parent passes is the child's `@Binding var`, drawn as one, beside its `let` props.
    @Test func aBindingIsDrawnAsABindingNotALet() throws {
        let yaml = """
            components:
              Parent:
                state: { count: 0 }
                body:
                  - Editor: { start: count, count: $count }
              Editor:
                props: [start]
                bindings: [count]
                body:
                  - button: "bump {count}"
                    action: count += 1
            root: Parent
            script: []
            """
        let result = run(yaml).scenarios[0]
        let snapshot = try #require(TreeSnapshot(events: result.events, step: 0))
        let dot = DOTFormat.render(TreeGraph(snapshot, scenario: "bound"))
        #expect(dot.contains("Editor\\nelement 1 of Parent\\llet start = 0\\lbinding count = $count\\l"), "\(dot)")
    }

    /// A model box lists every field, defaults included, not only those passed or written since.
    @Test func aModelBoxShowsFieldsLeftAtTheirDefaults() throws {
        let yaml = """
            models:
              Profile: { fields: { name: "\\"Ann\\"", age: 30 } }
            components:
              Screen:
                state: { profile: "Profile(age: 31)" }
                body:
                  - text: "{profile.name}"
            root: Screen
            """
        let result = run(yaml).scenarios[0]
        let launch = try #require(TreeSnapshot(events: result.events, step: 0))
        let dot = DOTFormat.render(TreeGraph(launch, scenario: "profile"))
        #expect(dot.contains("m1 [label=\"Profile#1\\nname = \\\"Ann\\\"\\lage = 31\\l\""), "\(dot)")
    }

    @Test func mermaidIsAFlowchartWithEscapedLabels() throws {
        let mermaid = MermaidFormat.render(try graph(step: 1))
        let lines = mermaid.split(separator: "\n").map(String.init)
        #expect(Array(lines.prefix(4)) == ["---", "title: \"rows, after step 1: tap \\\"bump\\\"\"", "---", "flowchart TD"])
        #expect(lines.contains("  n1 -->|\"value: 1, note: Note#35;1\"| n2"))
        #expect(lines.contains("  n2 -.->|\"reads text\"| m1"))
        #expect(lines.contains("  m1([\"<b>Note#35;1</b><br/>text = #quot;hi#quot;\"])"))
        #expect(lines.contains("  class n1,n2 rendered"))
        #expect(lines.contains("  class n3 skipped"))
        #expect(!mermaid.contains("Note#1"), "a bare # would start an entity")
    }

    @Test func aDependencyOnAnotherNodesStateIsAnEdge() throws {
        // Today's bodies read only their own state; the graph already draws a read across nodes.
        let parent = NodeRef(id: 1, component: "A", path: "A", parent: nil, position: nil)
        let child = NodeRef(id: 2, component: "B", path: "A/B", parent: 1, position: 0)
        let events: [Event] = [
            .scenarioStarted(name: "s", toolchain: .xcode27),
            .created(parent), .initialized(parent, arguments: []),
            .holder(parent, name: "x", kind: .state, .built(.int(3), lazily: true)),
            .rendered(parent, cause: .created),
            .created(child), .initialized(child, arguments: []),
            .read(parent, dependencies: []),
            .rendered(child, cause: .created),
            .read(child, dependencies: [.state(node: 1, name: "x")]),
        ]
        let graph = TreeGraph(try #require(TreeSnapshot(events: events, step: 0)), scenario: "s")
        #expect(graph.edges.map { "\($0.from)>\($0.to) \($0.kind) \($0.label)" } == ["n2>n1 dependsOn reads x", "n1>n2 passes "])
        let svg = TreeSVG.render(graph)
        // Upwards, from the child's top to the parent's bottom, with its label.
        #expect(svg.contains(">reads x</text>"))
    }

    @Test func theOwnSVGLayoutDrawsEveryBoxBelowItsParent() throws {
        let graph = try graph(step: 1)
        let svg = TreeSVG.render(graph)
        #expect(svg.hasPrefix("<svg class=\"tree\""))
        #expect(svg.components(separatedBy: "<rect ").count - 1 == graph.boxes.count)
        // An arrowhead per value passed, and per value read (readers of one value with one label share one).
        let reads = Set(graph.edges.filter { $0.kind == .dependsOn }.map { "\($0.to) \($0.label)" })
        #expect(svg.components(separatedBy: "<polygon ").count - 1 == graph.edges.filter { $0.kind == .passes }.count + reads.count)
        #expect(svg.contains("<g class=\"box component skipped\">"))
        #expect(svg.contains(">state-object note = Note#1</text>"))
        #expect(!svg.contains("http"))
        // Rows of boxes: every child's top is below its parent's bottom.
        let tops = try rects(svg)
        #expect(tops.count == 4)
        #expect(tops[1].y > tops[0].y + tops[0].height && tops[2].y == tops[1].y)
        #expect(tops[1].x + tops[1].width <= tops[2].x, "siblings do not overlap")
    }

    /// Each rect's x, y, width and height, in drawing order.
    func rects(_ svg: String) throws -> [(x: Double, y: Double, width: Double, height: Double)] {
        let pattern = try NSRegularExpression(pattern: #"<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)""#)
        return pattern.matches(in: svg, range: NSRange(svg.startIndex..., in: svg)).map { match in
            let number = { (i: Int) in Double(svg[Range(match.range(at: i), in: svg)!]) ?? -1 }
            return (number(1), number(2), number(3), number(4))
        }
    }

    @Test func theCommandDrawsDOTAndMermaidAndChecksItsOptions() async throws {
        let dot = try await runCommand(["graph", "specs/lazy-state-trap.yaml", "--scenario", "@LazyState", "--step", "2"])
        #expect(dot.status == 0)
        #expect(dot.out.contains("label=\"@LazyState, after step 2: tap \\\"unrelated action\\\""))
        #expect(dot.out.contains("lazy-state model = Model#1"))
        let mermaid = try await runCommand(["graph", "specs/unread-state.yaml", "--format", "mermaid", "--step", "0"])
        #expect(mermaid.status == 0 && mermaid.out.contains("flowchart TD"))
        let several = try await runCommand(["graph", "specs/lazy-state-trap.yaml"])
        #expect(several.status == 2 && several.err.contains("choose one with --scenario"))
        let far = try await runCommand(["graph", "specs/unread-state.yaml", "--step", "4"])
        #expect(far.status == 2 && far.err.contains("--step must be a number from 0 (after launch) to 3 (the last step)"))
        // A scenario whose expectation fails is drawn, and exits 1 as `spec run` and `spec trace` do.
        let dir = try temporaryDirectory()
        let failing = dir.appendingPathComponent("failing.yaml")
        try "components:\n  A:\n    body: [ { text: hi } ]\nroot: A\nscript:\n  - expect: [ho]\n".write(to: failing, atomically: false, encoding: .utf8)
        let drawn = try await runCommand(["graph", failing.path])
        #expect(drawn.status == 1 && drawn.out.hasPrefix("digraph"))
    }

    @Test func svgNeedsGraphviz() async throws {
        let empty = try temporaryDirectory()
        let missing = try await runCLI(["graph", "specs/unread-state.yaml", "--format", "svg"], environment: ["PATH": empty.path])
        #expect(missing.status == 2)
        #expect(missing.err.contains("apt-get install graphviz") && missing.err.contains("brew install graphviz"))
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let installed = path.split(separator: ":").contains { FileManager.default.isExecutableFile(atPath: "\($0)/dot") }
        if installed {
            let drawn = try await runCLI(["graph", "specs/lazy-state-trap.yaml", "--scenario", "@State, built in init", "--format", "svg"])
            #expect(drawn.status == 0)
            #expect(drawn.out.contains("<svg") && drawn.out.hasSuffix("</svg>\n"))
            #expect(drawn.out.contains(">StateChild</text>"))
        }
    }
}
