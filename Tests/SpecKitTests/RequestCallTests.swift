import Testing
@testable import SpecKit

/// A request's calls against the one function the export declares for it (semantics §27): a
/// call without the argument the request takes is refused before the run, in Swift's words.
@Suite struct RequestCallTests {
    static func spec(returns: String, calls: [String]) -> String {
        """
        requests:
          search:
            returns: '\(returns)'
        components:
          Screen:
            state: { results: '"-"', q: '"a"', n: 1 }
            body:
              - text: "results {results}"
        \(calls.enumerated().map { "      - button: b\($0.offset)\n        action: 'Task { results = await \($0.element) }'" }.joined(separator: "\n"))
        root: Screen
        script:
          - tap: b0
        """
    }

    @Test func aCallWithoutTheArgumentIsRefused() {
        let byReturns = diagnostics(Self.spec(returns: "\"r:\" + argument", calls: ["search()"]))
        #expect(byReturns.map(\.message) == ["missing argument for parameter #1 in call"])
        #expect(byReturns.first?.hint?.contains("its `returns:` reads `argument`") == true)
        // Another call passing one fixes the parameter too.
        let byCall = diagnostics(Self.spec(returns: "\"r\"", calls: ["search(q)", "search()"]))
        #expect(byCall.map(\.message) == ["missing argument for parameter #1 in call"])
        #expect(byCall.first?.hint?.contains("search(q) at") == true)
    }

    @Test func callsThatAgreeAreAccepted() {
        #expect(diagnostics(Self.spec(returns: "\"r\"", calls: ["search()", "search()"])).isEmpty)
        #expect(diagnostics(Self.spec(returns: "\"r:\" + argument", calls: ["search(q)"])).isEmpty)
    }

    static func completed(returns: String, value: String) -> [String] {
        diagnostics(spec(returns: returns, calls: ["search(q)"]) + "\n  - complete: search\n    value: \(value)").map(\.message)
    }

    @Test func aResponseOfAnotherTypeThanTheRequestsIsRefused() {
        #expect(Self.completed(returns: "\"r:\" + argument", value: "5") == ["search responds with String values; 5 is an Int"])
        #expect(Self.completed(returns: "3", value: "'\"x\"'") == ["search responds with Int values; \"x\" is a String"])
        #expect(Self.completed(returns: "\"r:\" + argument", value: "'\"five\"'").isEmpty)
        // Only the run can tell what `argument` gives.
        #expect(Self.completed(returns: "argument", value: "5").isEmpty)
    }

    /// One function, one parameter type: a call passing another type than the first call's is
    /// refused, as Swift refuses it; an argument read from a name the action binds is the run's.
    @Test func callsPassingTwoTypesAreRefused() {
        let two = diagnostics(Self.spec(returns: "\"r\"", calls: ["search(n)", "search(q)"]))
        #expect(two.map(\.message) == ["cannot convert value of type 'String' to expected argument type 'Int'"])
        #expect(two.first?.hint?.contains("search(n) at") == true)
        #expect(diagnostics(Self.spec(returns: "\"r\"", calls: ["search(q)", "search(q + \"!\")"])).isEmpty)
        // The loop's q, an Int, hides the view's String: the check leaves it to the run.
        #expect(diagnostics(Self.spec(returns: "\"r\"", calls: ["search(n)", "search(n); for q in [1, 2] { results = await search(q) }"])).isEmpty)
    }
}
