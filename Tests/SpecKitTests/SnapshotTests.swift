import Testing
@testable import SpecKit

/// A copied graph is the same state: exploring relies on it instead of replaying from launch.
@Suite struct SnapshotTests {
    /// Every stored property of Graph and Node, as `Graph.copy()` copies them. A new property makes
    /// this fail until it is copied there (or shown not to need copying) and added here.
    @Test func everyStoredPropertyIsKnownToTheCopy() throws {
        let spec = try SpecDecoder.decode(Array(ExploreTests.toggle.utf8), file: "t.yaml")
        let graph = Graph(spec: spec, scenario: spec.scenarios[0])
        try graph.launch(at: spec.scenarios[0].location)
        #expect(Set(Mirror(reflecting: graph).children.compactMap(\.label)) == [
            "declared", "limits", "events", "root", "models", "nextNodeID", "nodeCount", "readers", "readNames", "userDefaults", "sceneStorage", "nodes",
            "screenIndex", "invalid", "pass", "reader", "pending", "lastHandlers", "measureTable", "recording", "eventCount", "shownItems", "writeCount", "equalAssignments", "taskStartsAmongActions",
            "nextClosureContext", "goneNodes", "goneValues", "tasks", "taskCount", "running", "spawned", "taskValues", "taskFailures", "pendingRequests", "requestCount",
            "returnedValue",   // only between a `return e` and the code that takes its value: nil between steps
            "deferredRuns",    // only between a task's leaving a level and its defer bodies running: empty between steps
            "pendingFailure",  // only between a cancel whose `catch` could not be chosen and the next start of tasks: nil between steps
            "now", "schedule", "scheduleOrder", "asyncMeasures", "screenCount", "declaresDestinations", "nextSweep", "sweepsAlways", "mayHoldGarbage", "released", "componentBoxes",
            "rows", "rowsByNode", "nextRowID", "invalidRows", "keptLoops", "inferredTypes", "focusedField", "publisherSubscriptions", "foundOnScreen",
            "typedTexts", "followedPickers",
            "typing",   // only during a keystroke's update: nil between steps
            "rowBuilding", "rowReadOrder", "rowBase",   // only while a row is built, never between steps
            "loopsInRender",   // only while a body renders: empty between steps
            "preferencesEvaluated",   // only within a pass: false between steps
            "endingTasks", "transitionsWaitForSleeps", "presentationsAwaitingPresenter",   // only while a step settles: empty and false between steps
            "runningObservers",   // only while a didSet runs: empty between steps
            "runningMethods",     // only while a model's method runs: empty between steps
            "nestedCalls",        // only while a computed property, closure or method runs: 0 between steps
            "runningFieldObservers",   // only while a field's didSet runs: empty between steps
            "valueReads",         // only while a recorded body reads a method's value: nil between steps
            "inFirstInit",        // only while a view's first init runs: false between steps
            "prebuiltToInstall",   // only while a flag's push renders its content: nil between steps
            "handedValue",   // only while a post runs: empty between steps
            "loopTurnsLeft",   // only while a `for … in` loop runs at once: nil between steps
            "stepRunning",     // set by the runner at each step; a copy, which exploring steps, names none
            "appearanceDue",   // only within a pass: false between steps
            "goneThisStep",   // only within a step: empty between steps
            "animating", "endingTransitions", "animatedNodes",   // only within a step: false and empty between steps
        ])
        let node = try #require(graph.root)
        #expect(Set(Mirror(reflecting: node).children.compactMap(\.label)) == [
            "id", "componentBox", "parent", "slotPath", "slotHash", "values",   // the slot's component is the box's
            "children", "output", "reads", "ownReads", "storedPass", "modifiers", "extras",
            "disabledHere", "dismissLockHere", "appeared", "deferred", "storedDepth",
            "storedItemCount",   // derived: `output`'s didSet sets it, in the copy too
        ])
        // What a node keeps in its box of extras, each copied by `NodeExtras(copying:)`.
        #expect(Set(Mirror(reflecting: NodeExtras()).children.compactMap(\.label)) == [
            "handlerLocals", "onChangeValues", "preferenceValues", "reportedPreferences", "taskID", "animationValue", "taskNumber", "bindingSnapshots", "environment", "environmentOwn",
            "contentOutputs", "contentPass", "contentClosures",
            "environmentTransforms",   // names its writer by id, which the copy's nodes keep
            "named", "readOrder",
            "modifierOwner", "screen",   // the copy sets them to the copied graph's own, after the others
        ])
    }

    /// Runs every scenario of every spec twice in step: the original, and a copy taken before
    /// each step. Both must reach the same state and screen after every step.
    @Test(arguments: SpecsTests.specFiles)
    func aCopyContinuesExactlyAsTheOriginal(file: String) throws {
        let result = RecordedRuns.result(of: file)
        let spec = try #require(result.spec)
        for scenario in spec.scenarios where scenario.expectedError == nil {
            let graph = Graph(spec: spec, scenario: scenario)
            try graph.launch(at: scenario.location)
            for step in scenario.steps {
                guard let action = step.action else { continue }
                let copy = graph.copy()
                #expect(copy.stateKey() == graph.stateKey())
                try graph.perform(action, at: step.location)
                try copy.perform(action, at: step.location)
                #expect(copy.stateKey() == graph.stateKey(), "\(file): \(scenario.name), \(action.summary)")
                #expect(copy.screen.summary == graph.screen.summary)
                #expect(copy.measures == graph.measures)
            }
        }
    }

    @Test func theStateKeySeparatesDifferentStatesAndIgnoresMeasures() throws {
        let spec = try SpecDecoder.decode(Array(ExploreTests.toggle.utf8), file: "t.yaml")
        let graph = Graph(spec: spec, scenario: spec.scenarios[0])
        try graph.launch(at: spec.scenarios[0].location)
        let launch = graph.stateKey()
        try graph.tap("flip", at: spec.scenarios[0].location)
        #expect(graph.stateKey() != launch)
        try graph.tap("flip", at: spec.scenarios[0].location)
        #expect(graph.stateKey() == launch)   // renders differ; the state does not
        #expect(graph.measures["Switch"]?[.renders] == 3)
    }
}
