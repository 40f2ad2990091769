import Foundation
import Testing
@testable import SpecKit

/// `.onReceive(model.$count)` and `.onReceive(model.objectWillChange)` (docs/semantics.md §58): a
/// `@Published` property publishes in its willSet at every assignment, so the action sees the new
/// value while the property still reads the old one; a new subscription gets the current value
/// once the pass that made the view ends; the subscription lives with the view.
@Suite struct PublishedReceiveRulesTests {
    /// `Screen` holds a `Counter` (count published, note plain) and shows a `Listener` that
    /// receives `model.$count` while `listening`; a `Watcher` receives the object's
    /// `objectWillChange` and records what `count` reads then.
    static let app = """
        models:
          Counter:
            kind: observable-object
            fields: { count: 1, note: 0 }
            published: [count]
        components:
          Screen:
            state-object: { model: "Counter()" }
            state: { received: 0, stored: 0, calls: 0, changes: 0, before: 0, listening: true }
            body:
              - text: count {model.count}
              - text: received {received}
              - text: stored {stored}
              - text: calls {calls}
              - text: changes {changes} before {before}
              - button: set 2
                action: model.count = 2
              - button: set same
                action: model.count = model.count
              - button: add 1
                action: model.count += 1
              - button: note
                action: model.note += 1
              - button: toggle
                action: listening = !listening
              - if: listening
                then:
                  - Listener: {}
                    on-receive: { of: model.$count, action: "received = value; stored = model.count; calls += 1" }
              - Watcher: {}
                on-receive: { of: model.objectWillChange, action: "changes += 1; before = model.count" }
          Listener:
            body: [ { text: listening } ]
          Watcher:
            body: []
        root: Screen
        """

    func run(_ script: String) -> ScenarioResult { scenario(Self.app + "\nscript:\n" + script) }

    @Test func aNewSubscriptionGetsTheCurrentValueOnceThePassEnds() throws {
        let (g, _) = try launched(Self.app)
        #expect(texts(on: g).contains("received 1") && texts(on: g).contains("calls 1"),
                "Published's publisher gives a new subscriber the value it holds")
        #expect(texts(on: g).contains("changes 0 before 0"), "objectWillChange holds no value: nothing at subscription")
    }

    @Test func theActionSeesTheNewValueWhileThePropertyStillReadsTheOld() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("set 2", at: at)
        #expect(texts(on: g).contains("count 2"))
        #expect(texts(on: g).contains("received 2"), "the closure's parameter is the new value")
        #expect(texts(on: g).contains("stored 1"), "willSet: the property still holds the old value")
        #expect(texts(on: g).contains("changes 1 before 1"), "objectWillChange fires before the change too")
    }

    @Test func anEqualAssignmentPublishesAgain() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("set 2", at: at)
        try g.tap("set same", at: at)
        #expect(texts(on: g).contains("calls 3"), "a @Published property has no removeDuplicates")
        #expect(texts(on: g).contains("stored 2"))
        #expect(texts(on: g).contains("changes 2 before 2"))
    }

    @Test func aPlainFieldPublishesNothing() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("note", at: at)
        #expect(texts(on: g).contains("calls 1") && texts(on: g).contains("changes 0 before 0"))
    }

    @Test func aViewGoneMissesTheAssignmentsAndGetsTheNewestValueWhenItComesBack() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("toggle", at: at)
        #expect(g.publisherSubscriptions.count == 1, "only the watcher is still subscribed")
        try g.tap("add 1", at: at)
        #expect(texts(on: g).contains("received 1") && texts(on: g).contains("calls 1"))
        try g.tap("toggle", at: at)
        #expect(texts(on: g).contains("count 2"))
        #expect(texts(on: g).contains("received 2") && texts(on: g).contains("stored 2") && texts(on: g).contains("calls 2"), "\(texts(on: g))")
    }

    @Test func aRenderKeepsTheSubscriptionAndANewObjectIsSubscribedAnew() throws {
        let swapping = Self.app
            .replacingOccurrences(of: "state-object: { model: \"Counter()\" }\n    state: { ", with: "state: { model: \"Counter()\", ")
            .replacingOccurrences(of: "      - button: note\n", with: "      - button: swap\n        action: \"model = Counter(count: 7)\"\n      - button: note\n")
        let (g, at) = try launched(swapping)
        try g.tap("toggle", at: at)
        try g.tap("toggle", at: at)
        #expect(texts(on: g).contains("calls 2"), "made anew, the view subscribed anew")
        try g.tap("swap", at: at)
        #expect(texts(on: g).contains("received 7") && texts(on: g).contains("calls 3"),
                "the holder names another object: its publisher is another one, given its current value")
    }

    @Test func assigningThePropertyInsideItsOwnActionIsAnErrorNotAHang() {
        let looping = Self.app.replacingOccurrences(of: "action: \"received = value; stored = model.count; calls += 1\"",
                                                    with: "action: \"model.count = value + 1\"")
        let result = scenario(looping)
        #expect(result.error?.message.contains("while model.$count is publishing it") == true, "\(result.error?.message ?? "")")
    }

    /// The lock: expecting the stored value inside the closure (the gotcha) fails, and exits 1.
    @Test func expectingTheNewValueFromThePropertyInsideTheClosureFails() async throws {
        let good = run("  - tap: set 2\n    expect: [received 2, stored 1, calls 2]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let wrong = Self.app + "\nscript:\n  - tap: set 2\n    expect: [stored 2]\n"
        let bad = scenario(wrong)
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "stored 2")
        #expect(bad.failures.first?.screenSummary.contains("stored 1") == true)
        let equal = scenario(Self.app + "\nscript:\n  - tap: set same\n    expect: [calls 1]\n")
        #expect(!equal.passed, "an equal assignment runs the action: calls 2, not 1")
        let (status, _, _) = try await runSpecFile(wrong)
        #expect(status == 1)
    }

    @Test func theTraceSaysWhenAndWhyTheActionRan() {
        let file = SpecKitTests.run(Self.app + "\nscript:\n  - tap: set 2\n  - tap: set same\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("Listener subscribes to model.$count with its view (.onReceive): the publisher gives its current value now"))
        #expect(text.contains("on-receive of Listener runs in Screen (model.$count gives the new subscription its current value, 1)\n"))
        #expect(text.contains("on-receive of Listener: $count published 2 in willSet: count still reads 1 inside the closure; it runs in Screen now\n"))
        #expect(text.contains("$count published 2 (equal to the value held: a @Published property publishes anyway) in willSet: count still reads 2"))
        #expect(text.contains("on-receive of Watcher: objectWillChange fired for `count` = 2, in willSet: count still reads 1 inside the closure"))
    }

    @Test func theTraceShowsTheStoreAfterTheActionsNotInsideTheLast() throws {
        let file = SpecKitTests.run(Self.app + "\nscript:\n  - tap: set 2\n")
        let text = TraceText().render(file, scenarios: file.scenarios)
        let over = try #require(text.range(of: "      the willSet of Counter#1.count is over, its subscribers' actions have run: the assignment stores 2 now\n"))
        let store = try #require(text.range(of: "        write Counter#1.count: 1 → 2\n"))
        let action = try #require(text.range(of: "      run `calls += 1`\n"))
        #expect(action.upperBound <= over.lowerBound && over.upperBound == store.lowerBound,
                "the model's write is the assignment's, after its subscribers' actions, not a line of the last action")
    }

    @Test func anActionAssigningAnotherPublishedPropertyClosesItsOwnDeliveryFirst() throws {
        // L1's action assigns `m.b`, whose subscriber L2 runs inside it; L1's action then writes
        // `o.n`, which is L1's write, not the tap's, once the inner delivery is over.
        let yaml = """
        models:
          M: { kind: observable-object, fields: { a: 0, b: 0 } }
          O: { fields: { n: 0 } }
        components:
          Screen:
            state-object: { m: "M()" }
            state: { o: "O()", y: 0 }
            body:
              - button: go
                action: m.a = 1
              - text: "y {y}"
              - Viewer: { o: o }
              - L1: {}
                on-receive: { of: m.$a, action: "m.b = value; o.n = value" }
              - L2: {}
                on-receive: { of: m.$b, action: "y = value" }
          Viewer:
            props: [o]
            body: [ { text: "n {o.n}" } ]
          L1:
            body: [ { text: l1 } ]
          L2:
            body: [ { text: l2 } ]
        root: Screen
        script:
          - tap: go
            expect: ["y 1", "n 1"]
        """
        let file = SpecKitTests.run(yaml)
        #expect(file.scenarios.first?.passed == true)
        let text = TraceText().render(file, scenarios: file.scenarios)
        // At launch each subscription's first action runs too: look from the tap on.
        let tap = try #require(text.range(of: "step 1: tap \"go\""))
        let order = ["run `y = value`", "the willSet of M#1.b is over", "write M#1.b: 0 → 1", "run `o.n = value`",
                     "the willSet of M#1.a is over", "write M#1.a: 0 → 1"]
        let places = try order.map { try #require(text.range(of: $0, range: tap.upperBound..<text.endIndex), "\($0)").lowerBound }
        #expect(places == places.sorted(), "the inner assignment's store comes before the rest of the outer action")
        #expect(text.contains("render Viewer: O#1.n, read in its last render, was written by the on-receive of L1: 0 → 1"))
    }

    @Test func thePictureMarksTheSubscribedView() throws {
        let file = SpecKitTests.run(Self.app + "\nscript:\n  - tap: set 2\n")
        let snapshot = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let boxes = TreeGraph(snapshot, scenario: "s").boxes
        #expect(boxes.first { $0.title == "Listener" }?.lines.contains(".onReceive(model.$count)") == true)
        #expect(boxes.first { $0.title == "Watcher" }?.lines.contains(".onReceive(model.objectWillChange)") == true)
    }

    @Test func theChecksRefuseAStructModelAndTakeTheValuesType() {
        let structModel = diagnostics("""
            models:
              Point: { kind: struct, fields: { x: 0 } }
            components:
              Screen:
                state: { p: "Point()", seen: 0 }
                body:
                  - Child: {}
                    on-receive: { of: p.$x, action: seen = value }
              Child:
                body: []
            root: Screen
            """)
        #expect(structModel.map(\.message) == ["Point is a struct: it has no publisher, so `p.$x` does not exist"])
        let wrongType = diagnostics(Self.app.replacingOccurrences(of: "received = value;", with: "received = value == 1;"))
        #expect(wrongType.count == 1, "value is an Int, as count is: \(wrongType.map(\.message))")
    }

    static let exported = InlineSpec("published.yaml", Self.app + "\nscript:\n  - tap: set 2\n    expect: [received 2, stored 1]\n")

    @Test func theExportWritesTheObjectsPublisher() async throws {
        let export = try Self.exported.export()
        let screen = export.files.first { $0.path == "App/Screen.swift" }?.contents ?? ""
        #expect(screen.contains(".onReceive(model.$count) { value in\n"), "\(screen)")
        #expect(screen.contains(".onReceive(model.objectWillChange) { _ in\n"))
        try await ExportTests().expectTypeChecks(export)
    }
}
