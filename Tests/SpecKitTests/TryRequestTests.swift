import Testing
@testable import SpecKit

/// `try? await request(…)` (semantics §27): a request that throws gives nil and the task goes on.
@Suite struct TryRequestTests {
    /// A task per query whose request is written `try?` (or `try`), with a fallback; then `script`.
    static func search(_ script: String, request: String = "let found = try? await search(query)") -> String {
        """
        requests:
          search:
            returns: '"results for " + argument'
        components:
          Search:
            state: { query: '""', results: '"nothing yet"' }
            body:
              - text: "showing {results}"
              - text-field: Search
                text: $query
              - Results:
                task:
                  id: query
                  action:
                    - 'guard query != "" else { return }'
                    - \(request)
                    - results = found ?? "no results"
          Results:
            body:
              - text: results
        root: Search
        script:
        \(script)
        """
    }

    func failures(_ s: ScenarioResult) -> Comment { "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    static let failing = """
          - type: a
            into: Search
          - complete: search
            error: offline
            expect: [showing no results]
        """

    @Test func aFailedRequestGivesNilAndTheTaskGoesOn() {
        let s = scenario(Self.search(Self.failing))
        #expect(s.passed, failures(s))
        // The lock: written `try`, the error ends the task and no fallback is written.
        let thrown = scenario(Self.search(Self.failing, request: "let found = await search(query)"))
        #expect(!thrown.passed)
        #expect(thrown.screen.map(\.label).contains("showing nothing yet"))
    }

    /// The superseded task's request throws when the query changes: nil, so it writes the
    /// fallback, after the new task has started its own request.
    @Test func aCancelledRequestGivesNilAfterTheNewTaskStarts() {
        let s = scenario(Self.search("""
              - type: a
                into: Search
              - type: b
                into: Search
                expect: [showing no results]
                assert: ["Requests.started == 2", "Requests.cancelled == 1", "Tasks.writesAfterCancel == 1"]
              - complete: search
                argument: '"ab"'
                expect: [showing results for ab]
              - complete: search
                argument: '"a"'
                expect: [showing results for ab]
                assert: ["Requests.discarded == 1"]
            """))
        #expect(s.passed, failures(s))
        let events = Array(s.log)
        let newStart = events.firstIndex { if case .requestStarted(let r) = $0 { r.number == 2 } else { false } }
        let fallback = events.firstIndex { if case .errorSwallowed = $0 { true } else { false } }
        let write = events.lastIndex { if case .actionRan(_, let source) = $0 { source == #"results = found ?? "no results""# } else { false } }
        #expect(fallback != nil && newStart != nil && write != nil)
        if let newStart, let write { #expect(newStart < write, "the new task starts before the old one goes on") }
    }

    /// A task already cancelled when it reaches the request does not start it: nil at once.
    @Test func aRequestReachedWhenCancelledIsNotStarted() {
        let s = scenario(Self.search("""
              - type: a
                into: Search
              - type: b
                into: Search
              - advance: 100
              - complete: search
            """, request: "try? await sleep(100)\n            - let found = try? await search(query)"))
        #expect(s.passed, failures(s))
        // The task for "a" swallowed its sleep's cancellation, then met its request cancelled:
        // only the search for "ab" was started.
        #expect(s.log.filter { if case .requestStarted = $0 { true } else { false } }.count == 1)
        #expect(s.screen.map(\.label).contains("showing results for ab"))
    }

    @Test func aTryRequestAssignedToAPlainHolderIsRefused() {
        let yaml = Self.search("  - type: a\n    into: Search", request: "results = try? await search(query)\n            - let found = results")
        #expect(run(yaml).loadError?.diagnostics.map(\.message) == ["`try? await search(…)` gives an optional, and results is a String"])
        // An optional holder takes it, as Swift allows.
        let optional = yaml.replacingOccurrences(of: #"results: '"nothing yet"'"#, with: "results: nil")
        #expect(run(optional).loadError == nil)
    }

    @Test func theExportWritesTry() throws {
        let spec = try SpecDecoder.decode(Array(Self.search(Self.failing).utf8), file: "search.yaml")
        let export = try SwiftUIExport(spec)
        let search = try #require(export.files.first { $0.path.hasSuffix("Search.swift") })
        #expect(search.contents.contains("let found = try? await Requests.search(query)"))
        #expect(!search.contents.contains("} catch {"), "nothing else throws, so no do-catch is written")
    }
}
