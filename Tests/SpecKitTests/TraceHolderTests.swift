import Testing
@testable import SpecKit

/// What the trace and the tree say about ObservableObjects, @ObservedObject and the environment,
/// on the specs that teach them: why each body ran, and why not.
@Suite struct TraceHolderTests {
    func trace(_ file: String, _ scenario: String? = nil) -> (ScenarioTrace, ScenarioResult) {
        let run = RecordedRuns.result(of: "specs/\(file).yaml")
        let result = run.scenarios.first { scenario == nil || $0.scenario == scenario } ?? ScenarioResult(scenario: "", file: "")
        #expect(result.scenario != "", "no scenario \(scenario ?? "") in \(file)")
        return (ScenarioTrace(result, spec: run.spec), result)
    }

    @Test func aRenderByAnObjectSaysWhatWasPublishedAndWhatTheBodyRead() {
        let lines = trace("observable-object-rows", "ObservableObject").0.lines(ofStep: 1).map(\.text)
        #expect(lines.contains("CartObject#1's objectWillChange fires: `apples` is @Published, so every view observing CartObject#1 is told"))
        #expect(lines.contains("→ ObjectPears must render again: it observes CartObject#1, which published `apples`"))
        #expect(lines.contains(
            "render ObjectPears: CartObject#1 published `apples`; this body read `pears` only — an ObservableObject notifies all its observers"))
        #expect(lines.contains("render ObjectApples: CartObject#1 published `apples`, which this body read"))
        #expect(lines.contains(
            "render ObjectShop: CartObject#1 published `apples`; this body read none of its fields — an ObservableObject notifies all its observers"))
        #expect(lines.contains("skip ObjectLabel: equal to its last value (cart: CartObject#1), body not run"))
        #expect(lines.contains("ObjectLabel holds CartObject#1 in a plain `let cart`: it observes nothing and is not told"))
        // Under its skip, what it goes on showing.
        #expect(lines.contains(
            "its last render read CartObject#1.apples as 0; it is 1 now, but ObjectLabel does not observe CartObject#1 through @ObservedObject, @StateObject or @EnvironmentObject, so its objectWillChange told it nothing, and the same CartObject#1 compares equal: ObjectLabel goes on showing 0"))
    }

    /// A read of a holder says its kind: an object held by `@ObservedObject` or `@StateObject` is
    /// not called state; a `@State` is.
    @Test func aReadOfAnObjectHolderNamesItsKind() {
        let observed = trace("observed-object-in-init", "@ObservedObject, built in init").0.lines(ofStep: 3).map(\.text)
        #expect(observed.contains("its body read Counter#2's objectWillChange (observed through a wrapper), observed object counter, Counter#2.count (an ObservableObject's field: not tracked by itself)"), "\(observed)")
        #expect(observed.contains("its body read state ticks"), "\(observed)")
        let kept = trace("observed-object-in-init", "@StateObject").0.lines(ofStep: 1).map(\.text)
        #expect(kept.contains { $0.hasPrefix("its body read Counter#1's objectWillChange (observed through a wrapper), state object counter,") }, "\(kept)")
        #expect(!(observed + kept).contains { $0.contains("state counter") })
    }

    /// A field that is not @Published, read by an observer that a later render skips: the skip says
    /// why its label is stale; the observer that renders for its own state says nothing of it.
    @Test func aSkippedObserverOfAFieldNotPublishedShowsItAsItWas() throws {
        let yaml = """
            models:
              Store: { kind: observable-object, fields: [count, note], published: [note] }
            components:
              Parent:
                state-object: { store: "Store(count: 0, note: 0)" }
                state: { tick: 0 }
                body:
                  - button: add
                    action: store.count += 1
                  - button: tick
                    action: tick += 1
                  - text: "tick {tick}"
                  - Child: { store: store }
              Child:
                observed-object: [store]
                body:
                  - text: "count {store.count}"
            root: Parent
            script:
              - tap: add
              - tap: tick
                expect: ["count 0"]
            """
        let file = run(yaml)
        let result = try #require(file.scenarios.first)
        #expect(result.passed)
        let lines = ScenarioTrace(result, spec: file.spec).lines(ofStep: 2).map(\.text)
        #expect(lines.contains(
            "its last render read Store#1.count as 0; it is 1 now, but `count` is not @Published, so objectWillChange did not fire, and the same Store#1 compares equal: Child goes on showing 0"), "\(lines)")
        #expect(!ScenarioTrace(result, spec: file.spec).lines(ofStep: 1).map(\.text).contains { $0.contains("goes on showing") })
    }

    @Test func aPlainFieldWriteSaysNobodyIsTold() {
        let lines = trace("observable-object-rows", "ObservableObject").0.lines(ofStep: 2).map(\.text)
        #expect(lines.contains("write CartObject#1.note: \"\" → \"gift\""))
        #expect(lines.contains("`note` is not @Published: objectWillChange does not fire, no view is told"))
        #expect(!lines.contains { $0.hasPrefix("render") })
    }

    @Test func aReplacedObservedObjectIsNamed() {
        let lines = trace("observed-object-in-init", "@ObservedObject, built in init").0.lines(ofStep: 3).map(\.text)
        #expect(lines.contains(
            "observed-object counter: new instance Counter#2 replaces Counter#1: ObservedObject keeps nothing for this identity"))
        #expect(lines.contains(
            "render ObservedChild: its parent passed a different value: observed-object counter is a new instance Counter#2 (was Counter#1)"))
    }

    @Test func anEnvironmentChangeNamesItsReaderAndSkipsTheViewsBetween() {
        let lines = trace("environment-value").0.lines(ofStep: 2).map(\.text)
        #expect(lines.contains("set \\.accent = \"red\" on Middle's subtree (was \"blue\")"))
        #expect(lines.contains("→ Leaf must render again: it follows \\.accent from its environment"))
        #expect(lines.contains("skip Middle: equal to its last value (), body not run"))
        #expect(lines.contains("render Leaf: \\.accent, which it follows from its environment, changed \"blue\" → \"red\", set by Root on Middle"))
    }

    /// A view that declares `@Environment(\.accent)` and shows a constant renders when the entry
    /// changes: the trace says it follows the entry through its property, not that its body read it.
    @Test func anEntryDeclaredButNotReadIsFollowedNotRead() {
        let yaml = """
            environment-values:
              accent: '"gray"'
            components:
              Root:
                state: { color: '"blue"' }
                body:
                  - button: red
                    action: color = "red"
                  - Holder:
                    environment: { accent: color }
              Holder:
                environment: { accent: accent }
                body: [ { text: holder } ]
            root: Root
            script:
              - tap: red
                assert: ["Holder.renders == 2"]
            """
        let result = scenario(yaml)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let lines = ScenarioTrace(result).lines.map(\.text)
        #expect(lines.contains("it follows \\.accent from its environment, through the property that declares it"), "\(lines)")
        #expect(!lines.contains { $0.hasPrefix("its body read \\.accent") })
    }

    @Test func theTreeDrawsObservationAndEnvironmentEdges() throws {
        let (_, objects) = trace("observable-object-rows", "ObservableObject")
        let shop = try #require(TreeSnapshot(events: objects.events, step: 1))
        let graph = TreeGraph(shop, scenario: "ObservableObject")
        #expect(graph.edges.contains { $0.kind == .dependsOn && $0.label == "observes objectWillChange" })
        #expect(graph.edges.contains { $0.kind == .dependsOn && $0.label == "reads pears (untracked)" })

        let (_, environment) = trace("environment-value")
        let tree = try #require(TreeSnapshot(events: environment.events, step: 2))
        let picture = TreeGraph(tree, scenario: "environment")
        let middle = try #require(picture.boxes.first { $0.title == "Middle" })
        // The modifier is Root's code, written beside Middle in Root's body.
        #expect(middle.lines.contains("Root sets \\.accent = \"red\" here, for its subtree"), "\(middle.lines)")
        #expect(picture.edges.contains { $0.kind == .environment && $0.to == middle.id && $0.label == "reads \\.accent" })
        #expect(picture.boxes.contains { $0.lines.contains("reads \\.accent: nothing set, the default") })
        #expect(DOTFormat.render(picture).contains("style=dotted"))
    }
}
