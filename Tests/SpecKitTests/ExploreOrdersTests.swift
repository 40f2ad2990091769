import Foundation
import Testing
@testable import SpecKit

/// Exploring delivers the response of each pending request, not only the first and the last, so
/// responses arrive in every order (docs/exploring.md, *What is tried*).
@Suite struct ExploreOrdersTests {
    /// One tap sends load(1), load(2) and load(3) from three tasks, each logging its response.
    static func threeLoads(always: [String]) -> String {
        """
        requests:
          load: { cancellation: throws, returns: 'argument' }
        components:
          Screen:
            state: { log: '""' }
            body:
              - text: "log {log}"
              - button: go
                action: 'Task { let r = await load(1); log += String(r) }; Task { let r = await load(2); log += String(r) }; Task { let r = await load(3); log += String(r) }'
        root: Screen
        always: [\(always.map { "'\($0)'" }.joined(separator: ", "))]
        """
    }

    func explore(_ yaml: String, depth: Int = 4) throws -> ExploreResult {
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "orders.yaml")
        return Explorer.explore(try #require(spec.scenarios.first), of: spec, options: ExploreOptions(depth: depth, jobs: 1))
    }

    /// The middle of three responses first: found in two steps, the second `which: 2`, and the
    /// emitted script fails when run, as `spec run` fails on it. Trying only the first and the
    /// last pending request never reached it: "no finding".
    @Test func theMiddleOfThreeResponsesArrivesFirst() throws {
        let yaml = Self.threeLoads(always: [#"Screen.log != "2""#])
        let result = try explore(yaml)
        let finding = try #require(result.findings.first)
        #expect(finding.steps == [.tap("go"), .completeAt("load", place: 2)])
        #expect(ExploreAction.completeAt("load", place: 2).yaml(indent: "  ") == "  - complete: \"load\"\n    which: 2\n")
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "orders.yaml")
        let text = try EmittedSpec.text(source: Array(yaml.utf8), file: "orders.yaml", results: [result], spec: spec)
        let rerun = run(text, file: "found.yaml")
        #expect(rerun.loadError == nil, "\(rerun.loadError?.description ?? "")")
        #expect(rerun.scenarios.count == 1 && rerun.scenarios.allSatisfy { !$0.passed && $0.error == nil })
    }

    /// Each of the six orders of three responses is reached, each in four steps.
    @Test func everyOrderOfThreeResponsesIsReached() throws {
        let orders = ["123", "132", "213", "231", "312", "321"]
        let result = try explore(Self.threeLoads(always: orders.map { "Screen.log != \"\($0)\"" }))
        #expect(result.findings.count == 6)
        #expect(result.findings.allSatisfy { $0.steps.count == 4 && $0.steps.first == .tap("go") })
    }

    /// Two cancelled requests of one argument, one sent just after the other, leave the same state
    /// whichever is delivered: only one of them is tried. One between them, or another argument,
    /// and each is tried.
    @Test func ofTwoCancelledRequestsThatLeaveOneStateOnlyOneIsTried() throws {
        func actions(_ taps: [String]) throws -> [ExploreAction] {
            let (graph, at) = try launched("""
                requests:
                  load: { cancellation: throws, returns: 'argument' }
                components:
                  Screen:
                    state: { n: 0, page: 1 }
                    body:
                      - button: again
                        action: n += 1
                      - button: next
                        action: 'n += 1; page += 1'
                      - Box: {}
                        task: { id: n, action: 'let r = await load(page)' }
                  Box:
                    body: [ { text: box } ]
                root: Screen
                """)
            for tap in taps { try graph.tap(tap, at: at) }
            return ExploreAction.time(on: graph)
        }
        // load(1) cancelled, load(1) cancelled, load(1) cancelled, load(1): the first, the last.
        #expect(try actions(["again", "again", "again"]) == [.complete("load", last: false), .complete("load", last: true)])
        // load(1) cancelled, load(1) cancelled, load(2): the second leaves what the first does.
        #expect(try actions(["again", "next"]) == [.complete("load", last: false), .complete("load", last: true)])
        // load(1) cancelled, load(2) cancelled, load(2) cancelled, load(3): the second stands for the third.
        #expect(try actions(["next", "again", "next"])
                == [.complete("load", last: false), .complete("load", last: true), .completeAt("load", place: 2)])
        // load(1) cancelled, load(2) cancelled, load(3): each.
        #expect(try actions(["next", "next"])
                == [.complete("load", last: false), .complete("load", last: true), .completeAt("load", place: 2)])
    }
}
