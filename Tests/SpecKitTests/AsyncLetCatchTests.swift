import Foundation
import Testing
@testable import SpecKit

/// An async let declared among a task's statements and awaited in a later `do`, `if` or `for`
/// block (docs/semantics.md §56.4): the child's error is thrown at that await, to the `do`'s
/// `catch` or a `try?`, and a child never awaited is still cancelled where the task ends.
@Suite struct AsyncLetCatchTests {
    /// The task awaits both children in a `do`, then sleeps, so that the scope of the async lets
    /// (the task's body) ends after the `catch` has run.
    static let app = """
        requests:
          loadA: { cancellation: throws, returns: '"A"' }
          loadB: { cancellation: throws, returns: '"B"' }
        components:
          Screen:
            state: { shown: '"loading"', after: 0 }
            body:
              - text: "shown {shown} after {after}"
              - Title:
                task:
                  action: |
                    async let a = loadA()
                    async let b = loadB()
                    do {
                      let (x, y) = try await (a, b)
                      shown = x + y
                    } catch {
                      shown = "failed"
                    }
                    after = 1
                    try await sleep(100)
                    after = 2
          Title:
            body: [ { text: Title } ]
        root: Screen
        """

    @Test func bothChildrenSucceedAndTheDoGoesOn() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(AsyncLetRulesTests.complete("loadB", at: at), at: at)
        #expect(texts(on: g).contains("shown loading after 0"), "the tuple awaits a first")
        try g.perform(AsyncLetRulesTests.complete("loadA", at: at), at: at)
        #expect(texts(on: g).contains("shown AB after 1"))
        try g.perform(.time(.advance(100)), at: at)
        #expect(texts(on: g).contains("shown AB after 2"))
        #expect(g.tasks.isEmpty)
    }

    @Test func theLaterChildFailsAndTheCatchRunsOnceTheFirstHasAnswered() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(AsyncLetRulesTests.complete("loadB", error: "offline", at: at), at: at)
        #expect(texts(on: g).contains("shown loading after 0"), "b's error waits: the tuple awaits a first")
        #expect(g.pendingRequests.count == 1)
        try g.perform(AsyncLetRulesTests.complete("loadA", at: at), at: at)
        #expect(texts(on: g).contains("shown failed after 1"), "await b threw, the catch took it, the code after the do ran")
    }

    @Test func theFirstChildFailsTheCatchRunsAtOnceAndTheOtherIsCancelledWhereTheTaskEnds() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(AsyncLetRulesTests.complete("loadA", error: "offline", at: at), at: at)
        #expect(texts(on: g).contains("shown failed after 1"))
        // The scope of b is the task's body, not the `do`: b runs on while the task sleeps.
        #expect(g.pendingRequests.count == 1 && g.pendingRequests.first?.cancelled == false)
        #expect(g.tasks.count == 2)
        try g.perform(.time(.advance(100)), at: at)
        #expect(texts(on: g).contains("shown failed after 2"))
        #expect(g.pendingRequests.first?.cancelled == true, "b, never awaited, is cancelled as the task ends")
        #expect(g.tasks.isEmpty)
        #expect(g.asyncMeasures["Tasks.finished"] == 3)
    }

    @Test func tryQuestionMakesTheChildsErrorNil() throws {
        let yaml = """
            requests:
              loadA: { returns: '"A"' }
            components:
              Screen:
                state: { shown: '"loading"', got: nil }
                body:
                  - text: "shown {shown}"
                  - Title:
                    task:
                      action: |
                        async let a = loadA()
                        got = try? await a
                        shown = got == nil ? "none" : "some"
              Title:
                body: [ { text: Title } ]
            root: Screen
            """
        let (g, at) = try launched(yaml)
        try g.perform(AsyncLetRulesTests.complete("loadA", error: "offline", at: at), at: at)
        #expect(texts(on: g).contains("shown none"))
        #expect(g.tasks.isEmpty)
        let (h, at2) = try launched(yaml)
        try h.perform(AsyncLetRulesTests.complete("loadA", at: at2), at: at2)
        #expect(texts(on: h).contains("shown some"))
    }

    @Test func anIfBranchAndAForLoopAwaitTheSameChildAgain() throws {
        let yaml = """
            requests:
              loadA: { returns: '"A"' }
            components:
              Screen:
                state: { shown: '""', flag: true }
                body:
                  - text: "shown {shown}"
                  - Title:
                    task:
                      action: |
                        async let a = loadA()
                        if flag {
                          shown = try await a
                        }
                        for _ in 0..<2 {
                          let again = try await a
                          shown = shown + again
                        }
              Title:
                body: [ { text: Title } ]
            root: Screen
            """
        let (g, at) = try launched(yaml)
        try g.perform(AsyncLetRulesTests.complete("loadA", at: at), at: at)
        #expect(texts(on: g).contains("shown AAA"), "a finished child gives its value again at each await")
        #expect(g.tasks.isEmpty)
    }

    @Test func aCatchWithAPatternTakesTheChildsError() throws {
        let yaml = Self.app.replacingOccurrences(of: "            } catch {\n",
                                                 with: "            } catch is CancellationError {\n              shown = \"cancelled\"\n            } catch {\n")
        #expect(yaml != Self.app)
        let (g, at) = try launched(yaml)
        try g.perform(AsyncLetRulesTests.complete("loadA", error: "offline", at: at), at: at)
        #expect(texts(on: g).contains("shown failed after 1"), "a request's error is no CancellationError")
    }

    /// specs/profile-and-posts.yaml's caught scenarios fail when the later child's error is
    /// taken to be caught at once, when the other child is taken to run on, or when the catch
    /// writes nothing.
    @Test func theLessonsCaughtScenariosHold() throws {
        try expectLessonHolds("profile-and-posts.yaml", wrong: [
            (from: "error: offline\n        expect: profile loading", to: "error: offline\n        expect: profile failed", scenario: 5),
            (from: "expect: profile failed\n        assert: [\"Tasks.cancelled == 1\"", to: "expect: profile failed\n        assert: [\"Tasks.cancelled == 0\"", scenario: 6),
            (from: "              shown = \"failed\"", to: "              shown = \"loading\"", scenario: 6),
        ])
    }

    /// The export's `do`, its `try await (a, b)` and a later `try? await a` type-check as Swift.
    static let exported = InlineSpec("asyncletcatch.yaml", """
        requests:
          loadA: { cancellation: throws, returns: '"A"' }
          loadB: { cancellation: throws, returns: '"B"' }
        components:
          Screen:
            state: { shown: '"loading"', flag: true }
            body:
              - text: "shown {shown}"
              - Title:
                task:
                  action: |
                    async let a = loadA()
                    async let b = loadB()
                    do {
                      let (x, y) = try await (a, b)
                      shown = x + y
                    } catch {
                      shown = "failed"
                    }
                    if flag {
                      let again = try? await a
                      shown = shown + (again ?? "-")
                    }
          Title:
            body: [ { text: Title } ]
        root: Screen
        scenarios:
          - name: both answer
            script:
              - complete: loadA
              - complete: loadB
                expect: shown ABA
          - name: a fails
            script:
              - complete: loadA
                error: offline
                expect: shown failed-
        """)

    /// A child cancelled with its parent ends the way its request does when cancelled: a
    /// cancellation-aware request throws URLError.cancelled (§27.4), and the parent's await of
    /// the child rethrows that error, which no `catch is CancellationError` takes (§56.3).
    static let restarted = """
        requests:
          loadA: { cancellation: throws, returns: '"A"' }
        components:
          Screen:
            state: { shown: '"loading"', version: 0 }
            body:
              - text: "shown {shown}"
              - button: Reload
                action: version += 1
              - Title:
                task:
                  id: version
                  action: |
                    async let a = loadA()
                    do {
                      shown = try await a
                    } catch is CancellationError {
                      shown = "cancellation"
                    } catch is URLError {
                      shown = "url"
                    } catch {
                      shown = "other"
                    }
          Title:
            body: [ { text: Title } ]
        root: Screen
        """

    @Test func aCancelledChildsAwaitThrowsItsRequestsError() throws {
        let (g, at) = try launched(Self.restarted)
        try g.perform(.tap("Reload"), at: at)
        #expect(texts(on: g).contains("shown url"), "\(texts(on: g))")
        let ignoring = try launched(Self.restarted.replacingOccurrences(of: "cancellation: throws", with: "cancellation: ignores"))
        try ignoring.0.perform(.tap("Reload"), at: ignoring.1)
        try ignoring.0.perform(AsyncLetRulesTests.complete("loadA", at: ignoring.1), at: ignoring.1)
        #expect(texts(on: ignoring.0).contains("shown A"), "a request that ignores cancellation returns its value to the cancelled child")
    }
}
