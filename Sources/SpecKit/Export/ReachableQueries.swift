/// Labels that a view in sight and a view under it both show: a presenter's "save" under its
/// sheet's "save". UIKit marks a presented view modal for accessibility, which assistive
/// technologies such as VoiceOver follow; XCUITest still finds the views under it, and reports
/// them not hittable (semantics §26). So `app.buttons["save"]` matches both, and `tap()` fails on
/// "multiple matching elements", where a person taps the one in sight, as a run does. The export
/// runs the scenario as the UI test will, and where a step's label is shown out of sight too, the
/// test taps the one match in reach (`reachable`), and a check that a label is gone asks that no
/// match is in reach (`isOffScreen(any:)`). Every other step keeps the plain query.
struct ReachableQueries {
    /// The steps, by index, whose tap has a match out of sight.
    var taps: Set<Int> = []
    /// The `expect-not:` labels, by where they are written, that more than one view shows out of sight.
    var absent: Set<Location> = []

    /// What the scenario's steps meet, found by running it; the steps from one that stops (an
    /// expected error) keep the plain queries.
    init(_ scenario: Scenario, in spec: Spec) {
        let graph = Graph(spec: spec, scenario: scenario, recording: false)
        do {
            try graph.launch(at: scenario.location)
            for (index, step) in scenario.steps.enumerated() {
                if case .tap(let label)? = step.action, !graph.offScreenPlaces(of: label, upTo: 1).isEmpty { taps.insert(index) }
                if let action = step.action { try graph.perform(action, at: step.location) }
                for e in step.expectations where !e.present && e.assertion == nil && e.enabled == nil {
                    if graph.offScreenPlaces(of: e.label, upTo: 2).count > 1 { absent.insert(e.location) }
                }
            }
        } catch {
            // The steps from the one that stops are not checked (an expected error).
        }
    }

    /// `reachable(_:)` and `isOffScreen(any:)`, below the tests that use them.
    static func helpers(for text: String, timeout: Int, into src: inout SwiftSource) {
        if text.contains("reachable(") {
            src.waitingHelper("""
                The one element of the query a person can reach. A view under a sheet, a cover or a \
                pushed screen is still found, and not hittable: of a presenter's button and its \
                sheet's button of one label, this is the sheet's. Waits for it as a tap waits for \
                its element; with none or several in reach, the query's own element, whose tap \
                fails saying why.
                """, signature: "reachable(_ query: XCUIElementQuery) -> XCUIElement", timeout: timeout, while: "true",
                each: ["let inReach = query.allElementsBoundByIndex.filter { $0.exists && $0.isHittable }",
                       "if inReach.count == 1 { return inReach[0] }"],
                giveUp: "return query.element")
        }
        if text.contains("isOffScreen(any:") {
            src.waitingHelper("""
                Waits until no element of the query is in reach: each gone, or under a sheet, an \
                alert or a pushed screen. For a label several views show out of sight, where the \
                element of a plain query would match them all.
                """, signature: "isOffScreen(any query: XCUIElementQuery) -> Bool", timeout: timeout,
                while: "query.allElementsBoundByIndex.contains(where: { $0.exists && $0.isHittable })",
                giveUp: "return false", done: "return true")
        }
    }
}
