import Foundation
import Testing
@testable import SpecKit

/// `async let` in a task's body (docs/semantics.md §56): children start at once and run side by
/// side, an await waits for the one named, cancelling the task cancels them, and a child never
/// awaited is cancelled and awaited when the task ends.
@Suite struct AsyncLetRulesTests {
    /// `Home` shows `Card`, whose task starts two children and awaits both, and `Lazy`, whose task
    /// never awaits its `stats`; `key` is the task's id.
    static let app = """
        requests:
          loadProfile: { cancellation: throws, returns: '"Ada " + argument' }
          loadPosts: { cancellation: throws, returns: '"3 posts"' }
          loadStats: { cancellation: throws, returns: '"99 views"' }
        components:
          Home:
            state: { shown: true, key: '"a"' }
            body:
              - button: hide
                action: shown = false
              - button: rekey
                action: key = "b"
              - if: shown
                then:
                  - Card: { key: key }
          Card:
            props: [key]
            state: { line: '"loading"' }
            body:
              - text: card {line}
              - Header:
                task:
                  id: key
                  action:
                    - async let profile = loadProfile(key)
                    - async let posts = loadPosts()
                    - let (p, ps) = await (profile, posts)
                    - line = p + " · " + ps
          Lazy:
            state: { line: '"loading"' }
            body:
              - text: lazy {line}
              - Header:
                task:
                  action:
                    - async let profile = loadProfile("x")
                    - async let stats = loadStats()
                    - line = await profile
          Header:
            body:
              - text: header
        root: Home
        """

    static func complete(_ name: String, error: String? = nil, at location: Location) -> StepAction {
        .time(.complete(Completion(request: name, which: .first, value: nil, error: error, location: location)))
    }

    static let lazy = app.replacingOccurrences(of: "root: Home", with: "root: Lazy")

    @Test func bothChildrenAreInFlightAtOnceAndTheTaskWaitsForTheLaterOne() throws {
        let (g, at) = try launched(Self.app)
        #expect(g.pendingRequests.map(\.ref.name) == ["loadProfile", "loadPosts"], "both requests start before the task awaits")
        #expect(g.tasks.count == 3)
        try g.perform(.time(.advance(300)), at: at)
        try g.perform(Self.complete("loadPosts", at: at), at: at)
        #expect(texts(on: g).contains("card loading"), "the task still awaits profile")
        try g.perform(.time(.advance(200)), at: at)
        try g.perform(Self.complete("loadProfile", at: at), at: at)
        #expect(texts(on: g).contains("card Ada a · 3 posts"))
        #expect(g.now == 500, "the wait was the longer of the two")
        #expect(g.tasks.isEmpty)
    }

    @Test func aTupleIsAwaitedLeftToRight() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(Self.complete("loadPosts", at: at), at: at)
        let parent = try #require(g.tasks.values.first { $0.ref.child == nil })
        guard case .child(let name, _)? = parent.waiting else { Issue.record("the task waits for a child"); return }
        #expect(name == "profile", "posts has answered; the task waits for the first name of the tuple")
        #expect(g.tasks.count == 2, "the posts child has ended")
    }

    @Test func aChildThatIsStillRunningIsAwaitedAloneAndAFinishedOneGivesItsValueAtOnce() throws {
        let (g, at) = try launched(Self.lazy)
        try g.perform(Self.complete("loadStats", at: at), at: at)
        #expect(texts(on: g).contains("lazy loading"), "stats answered, but the task awaits profile")
        try g.perform(Self.complete("loadProfile", at: at), at: at)
        #expect(texts(on: g).contains("lazy Ada x"))
        #expect(g.asyncMeasures["Tasks.cancelled", default: 0] == 0, "stats had ended; nothing is left to cancel")
    }

    @Test func cancellingTheTaskCancelsItsChildren() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("hide", at: at)
        #expect(g.tasks.isEmpty)
        #expect(g.pendingRequests.allSatisfy(\.cancelled) && g.pendingRequests.count == 2)
        #expect(g.asyncMeasures["Tasks.cancelled"] == 3)
    }

    @Test func anIdChangeCancelsTheChildrenAndTheNewTaskStartsItsOwn() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("rekey", at: at)
        #expect(g.pendingRequests.filter(\.cancelled).count == 2)
        #expect(g.pendingRequests.filter { !$0.cancelled }.map { $0.ref.argument } == [.string("b"), nil])
        try g.perform(.time(.complete(Completion(request: "loadProfile", which: .last, value: nil, error: nil, location: at))), at: at)
        try g.perform(.time(.complete(Completion(request: "loadPosts", which: .last, value: nil, error: nil, location: at))), at: at)
        #expect(texts(on: g).contains("card Ada b · 3 posts"))
    }

    @Test func aChildNeverAwaitedIsCancelledWhenTheTaskEnds() throws {
        let (g, at) = try launched(Self.lazy)
        try g.perform(Self.complete("loadProfile", at: at), at: at)
        #expect(texts(on: g).contains("lazy Ada x"))
        #expect(g.tasks.isEmpty)
        #expect(g.pendingRequests.first?.cancelled == true && g.pendingRequests.first?.ref.name == "loadStats")
    }

    @Test func theTaskWaitsForAChildThatIgnoresItsCancellation() throws {
        let ignoring = Self.lazy.replacingOccurrences(of: "loadStats: { cancellation: throws", with: "loadStats: { cancellation: ignores")
        let (g, at) = try launched(ignoring)
        try g.perform(Self.complete("loadProfile", at: at), at: at)
        let parent = try #require(g.tasks.values.first { $0.ref.child == nil })
        #expect(parent.waiting == .children(["stats"]))
        try g.perform(Self.complete("loadStats", at: at), at: at)
        #expect(g.tasks.isEmpty)
        #expect(g.asyncMeasures["Tasks.finished"] == 3)
    }

    @Test func aChildsErrorComesOutOfItsAwaitAndTheOtherChildIsCancelled() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(Self.complete("loadProfile", error: "offline", at: at), at: at)
        #expect(g.tasks.isEmpty, "await profile threw; leaving the task cancelled posts, which threw")
        #expect(g.pendingRequests.first?.cancelled == true)
        #expect(texts(on: g).contains("card loading"))
    }

    @Test func aChildOfACancelledTaskStartsCancelled() throws {
        let yaml = """
            requests:
              slow: { cancellation: ignores, returns: '1' }
              load: { cancellation: throws, returns: '2' }
            components:
              Home:
                state: { shown: true, n: 0 }
                body:
                  - button: hide
                    action: shown = false
                  - text: n {n}
                  - if: shown
                    then:
                      - Box:
                        task:
                          action:
                            - let a = await slow()
                            - async let b = load()
                            - n = await b
              Box: { body: [ { text: box } ] }
            root: Home
            """
        let (g, at) = try launched(yaml)
        try g.tap("hide", at: at)
        try g.perform(Self.complete("slow", at: at), at: at)
        #expect(g.tasks.isEmpty, "the child started cancelled, its request did not start, and the await threw")
        #expect(g.asyncMeasures["Requests.started"] == 1)
        #expect(texts(on: g).contains("n 0"))
    }

    @Test func aRefreshShowsUntilItsUnawaitedChildHasEnded() throws {
        let yaml = """
            requests:
              load: { cancellation: throws, returns: '"new"' }
              track: { cancellation: ignores, returns: '0' }
            components:
              Home:
                state: { posts: '"old"' }
                body:
                  - text: posts {posts}
                  - Feed:
                    refreshable:
                      - async let sent = track()
                      - posts = await load()
              Feed: { body: [ { text: feed } ] }
            root: Home
            """
        let (g, at) = try launched(yaml)
        try g.perform(.refresh("Feed"), at: at)
        try g.perform(Self.complete("load", at: at), at: at)
        #expect(texts(on: g).contains("posts new"))
        #expect(g.tasks.values.contains { $0.ref.refresh }, "the refresh waits for its cancelled child")
        try g.perform(Self.complete("track", at: at), at: at)
        #expect(g.tasks.isEmpty)
    }

    @Test func anUnstructuredTaskHasChildrenToo() throws {
        let yaml = """
            requests:
              load: { cancellation: throws, returns: '"x"' }
            components:
              Home:
                state: { v: '""' }
                body:
                  - text: v {v}
                  - button: go
                    action: "Task { async let a = load(); v = await a }"
            root: Home
            """
        let (g, at) = try launched(yaml)
        try g.tap("go", at: at)
        #expect(g.tasks.count == 2)
        try g.perform(Self.complete("load", at: at), at: at)
        #expect(texts(on: g).contains("v x"))
    }

    /// The lock: the lesson's side-by-side expectation fails when the label is expected before
    /// the later child has answered.
    @Test func aWrongExpectationFails() {
        let script = "\nscript:\n  - complete: loadPosts\n    expect: [card LABEL]\n"
        let good = scenario(Self.app + script.replacingOccurrences(of: "LABEL", with: "loading"))
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.app + script.replacingOccurrences(of: "LABEL", with: "Ada a · 3 posts"))
        #expect(!bad.passed)
        #expect(bad.failures.first?.screenSummary.contains("card loading") == true)
    }

    @Test func theTraceSaysWhyAChildStartedWaitedOrWasCancelled() {
        let file = run(Self.app + "\nscript:\n  - complete: loadPosts\n  - tap: hide\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("async let profile #2 of task #1 created; a child task of task #1: it runs now, up to its request, and its parent goes on beside it"))
        #expect(text.contains("task #1 suspends: awaits async let profile (#2): its child runs on, and the task goes on when that child ends"))
        #expect(text.contains("async let profile #2 of task #1 cancelled: its parent, task #1, was cancelled, and cancellation reaches its async let children"))
        #expect(text.contains("task #1 ends: `await profile` threw URLError.cancelled, as its child was cancelled and its request threw it (URLSession throws URLError.cancelled); the rest does not run"))
        let lazy = run(Self.lazy + "\nscript:\n  - complete: loadProfile\n")
        let lazyText = TraceText().render(lazy, scenarios: lazy.scenarios)
        #expect(lazyText.contains("async let stats #3 of task #1 cancelled: its parent, task #1, left the scope of async let stats without awaiting it (SE-0317)"))
    }

    @Test func mistakesAreRefusedBeforeTheRun() {
        func messages(_ action: String, task: Bool = true) -> [String] {
            let statements = action.split(separator: "\n").map { "            - \($0)" }.joined(separator: "\n")
            let place = task ? "  - Box:\n        task:\n          action:\n" : "  - button: go\n        action:\n"
            let yaml = "requests:\n  load: { returns: '1' }\ncomponents:\n  Box: { body: [ { text: box } ] }\n"
                + "  Home:\n    state: { n: 0 }\n    body:\n      - text: n {n}\n    " + place + statements + "\nroot: Home\n"
            return diagnostics(yaml).map(\.message)
        }
        #expect(messages("async let a = load()\nn = await a", task: false).contains("`async let a = load()` needs a task: 'async let' in a function that does not support concurrency"))
        #expect(messages("async let a = load()\nn = await b").contains("`await b`: b is not an async let declared before it in this task"))
        #expect(messages("async let a = load()\nn = a").contains("async let a is read without `await`: its child may not have finished"))
        #expect(messages("async let a = load()\nasync let a = load()\nn = await a").contains("a is declared twice in this task"))
        #expect(messages("async let a = try await load()\nn = await a").isEmpty, "SE-0317 lets a single call omit them, not forbids them")
        #expect(messages("async let a = load()\nTask { n = await a }").contains("async let a is read in a Task { }, which runs apart from the task that declared it"))
        #expect(messages("async let a = withTaskGroup(Int.self)\nn = await a").contains("withTaskGroup stands as a statement of its own here: its value is not expressed yet"))
        #expect(messages("async let a = lod()\nn = await a").contains("'lod' is not a declared request"))
        // Swift's "invalid redeclaration": the task's `let` names and its async lets are one scope.
        #expect(messages("async let a = load()\nasync let b = load()\nlet (c, c) = await (a, b)\nn = c").contains("c is declared twice in this task"))
        #expect(messages("async let a = load()\nlet a = await a\nn = a").contains("a is declared twice in this task"))
        #expect(messages("let c = await load()\nlet c = await load()\nn = c").contains("c is declared twice in this task"))
        #expect(messages("async let a = load()\nlet c = await a\nlet d = await a\nn = c + d").isEmpty, "a child awaited twice gives its value twice")
        #expect(messages("async let n = load()\nn = await n").contains("async let n cannot be assigned: it is a constant, its child's value"))
        #expect(messages("async let a = load()\na += 1\nn = await a").contains("async let a cannot be assigned: it is a constant, its child's value"))
    }

    /// A task that starts hundreds of children: the hint of a `complete:` that does not say which
    /// names the first twelve and their number, not every one.
    @Test func theHintOfManyPendingRequestsIsShort() {
        let children = (1...300).map { "            - async let c\($0) = load()" }.joined(separator: "\n")
        let yaml = "requests:\n  load: { returns: '1' }\ncomponents:\n  Box: { body: [ { text: box } ] }\n"
            + "  Home:\n    body:\n      - Box:\n        task:\n          action:\n" + children + "\nroot: Home\nscript:\n  - complete: load\n"
        let result = scenario(yaml)
        #expect(result.error?.message == "300 requests 'load' are pending; say which one completes")
        #expect(result.error?.hint?.hasPrefix("pending: load() #1 (cancelled), load() #2 (cancelled),") == true)
        #expect(result.error?.hint?.contains("load() #12 (cancelled), … (300 in all); add `which: first`") == true, "\(result.error?.hint?.prefix(300) ?? "")")
    }
}
