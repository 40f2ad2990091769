import Testing
@testable import SpecKit

/// The trace and the tree for what modifiers and explicit identity add: handlers, tasks, destroyed
/// identities and for-each rows, on the specs that teach them.
@Suite struct TraceModifierTests {
    func result(_ file: String, _ scenario: String? = nil) -> (ScenarioResult, Spec?) {
        let run = RecordedRuns.result(of: "specs/\(file).yaml")
        let result = run.scenarios.first { scenario == nil || $0.scenario == scenario }
        #expect(result != nil, "no scenario \(scenario ?? "") in \(file)")
        return (result ?? ScenarioResult(scenario: "", file: ""), run.spec)
    }

    func trace(_ file: String, _ scenario: String? = nil) -> ScenarioTrace {
        let (result, spec) = self.result(file, scenario)
        return ScenarioTrace(result, spec: spec)
    }

    @Test func switchingBranchesDestroysOneIdentityAndRunsTheHandlers() {
        let trace = trace("branch-reset")
        let switched = trace.lines(ofStep: 3).map(\.text)
        #expect(switched.contains("+ Counter: new identity, in Screen, at 2.else.0"))
        #expect(switched.contains("- Counter (in Screen, at 2.then.0): identity destroyed: the `if` at 2 now takes its else branch; its state goes with it"))
        #expect(switched.contains("render Counter at 2.else.0: created"))
        // Handlers run after the pass, in the scope of the body that wrote them; their writes name
        // them. The destroyed Counter's on-disappear runs before the new one's on-appear (§9).
        let handlers = trace.lines(ofStep: 3).filter { $0.kind == .handler }
        #expect(handlers.map(\.text) == ["on-disappear of Counter runs in Screen", "on-appear of Counter runs in Screen"])
        #expect(handlers.allSatisfy { $0.pass == nil && $0.depth == 1 })
        #expect(switched.contains(
            "render Screen: state disappeared of Screen, read in its last render, was written by the on-disappear of Counter: 0 → 1"))
    }

    @Test func aTaskIsRestartedWhenItsIdChanges() throws {
        let trace = trace("repairs", "@LazyState + task(id: input)")
        let related = trace.lines(ofStep: 3).map(\.text)
        // The task of id 1 ran to its end at appear (it never awaits): the change has nothing to cancel.
        #expect(!related.contains { $0.contains("cancelled") })
        #expect(related.contains("task #2 of Parent/LazyTaskChild/ModelRow (id 2) created; its code runs after this pass"))
        #expect(related.contains("task of ModelRow runs in LazyTaskChild (id 2)"))
        #expect(related.contains("task #2 finished"))
        #expect(related.contains(
            "render LazyTaskChild: state model of LazyTaskChild, read in its last render, was written by the task of ModelRow: Model#2 → Model#3"))
        #expect(trace.lines.last?.text == "✓ assert LazyTaskChild.staleRenders == 1")
        let (result, _) = self.result("repairs", "@LazyState + task(id: input)")
        let snapshot = try #require(TreeSnapshot(events: result.events, step: 3))
        #expect(snapshot.tasks.isEmpty)
        #expect(snapshot.nodes.values.first { $0.ref.component == "ModelRow" }?.taskID == .int(2))
        // The modifier is drawn on the view; its task finished in the update that started it.
        let graph = TreeGraph(snapshot, scenario: "task")
        #expect(graph.boxes.first { $0.title == "ModelRow" }?.lines.contains(".task(id: 2): finished") == true)
    }

    @Test func forEachRowsAreDrawnInBodyOrderWithTheirIdentity() throws {
        let (result, _) = self.result("list-identity", "keyed by id")
        let snapshot = try #require(TreeSnapshot(events: result.events, step: 2))
        let rows = snapshot.orderedNodes.filter { $0.ref.component == "Row" }
        // The element inserted at the front is created last but drawn first, as the list shows it.
        #expect(rows.map(\.ref.identity) == ["0.[0].0", "0.[1].0", "0.[2].0", "0.[3].0"])
        // The three kept rows get their own element again and their `@State` thunk captures
        // nothing: their values compare equal and their bodies are skipped (semantics §4).
        #expect(rows.map(\.activity) == [.created, .skipped, .skipped, .skipped])
        #expect(rows.map { $0.holders.first?.value } == [.int(0), .int(0), .int(1), .int(0)])
        let graph = TreeGraph(snapshot, scenario: "rows")
        #expect(graph.boxes.filter { $0.title == "Row" }.map { $0.lines[0] }
                == ["at 0.[0].0 of RowsById", "at 0.[1].0 of RowsById", "at 0.[2].0 of RowsById", "at 0.[3].0 of RowsById"])
    }

    @Test func anExpectedErrorIsTheLastLine() {
        let trace = trace("never-settles")
        #expect(trace.passed)
        #expect(trace.lines.last?.text.hasPrefix("✓ stopped as the spec expects: ") == true)
        #expect(trace.lines.last?.text.contains("the screen never settles") == true)
    }
}
