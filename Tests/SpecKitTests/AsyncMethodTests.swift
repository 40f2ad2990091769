import Foundation
import Testing
@testable import SpecKit

/// A model's `async` methods awaited in a task (spec-format *Models*, semantics §62.5): the
/// task suspends where the method awaits, goes on after the call when it ends, and is cancelled
/// inside it with its view.
@Suite struct AsyncMethodTests {
    /// A feed whose methods are `methods` (lines under `methods:`), a screen showing it, and a
    /// reader, shown while `open`, whose task runs `task`.
    static func feed(_ methods: String, task: String, _ script: String) -> String {
        """
        requests:
          fetch: { returns: '"news"' }
        models:
          Feed:
            fields: { items: '"none"', loading: false, loads: 0 }
            methods:
        \(methods)
        components:
          Screen:
            state: { feed: "Feed()", open: true }
            body:
              - text: "items {feed.items} loading {feed.loading} loads {feed.loads}"
              - button: close
                action: open = false
              - if: open
                then:
                  - Reader: { feed: feed }
          Reader:
            props: [feed]
            state: { done: false }
            body:
              - text: "done {done}"
              - Title:
                task:
                  action: '\(task)'
          Title:
            body: [ { text: Feed } ]
        root: Screen
        script:
        \(script)
        """
    }

    static let load = #"      "load() async": loading = true; loads += 1; items = await fetch(); loading = false"#


    @Test func theTaskSuspendsInsideTheMethodAndGoesOnAfterTheCall() {
        let yaml = Self.feed(Self.load, task: "await feed.load(); done = true", """
              - expect: ["items none loading true loads 1", done false]
              - complete: fetch
                expect: ["items news loading false loads 1", done true]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: before the response the task has not gone past the call.
        let wrong = scenario(yaml.replacingOccurrences(of: #"["items none loading true loads 1", done false]"#, with: "[done true]"))
        #expect(!wrong.passed)
        #expect(wrong.failures.map(\.message).contains { $0.contains("expected \"done true\"") }, "\(wrong.failures.map(\.message))")
    }

    /// A guard leaves the method; the task goes on after the call.
    @Test func aGuardReturnsFromTheMethodNotFromTheTask() {
        let s = scenario(Self.feed(#"      "load(_ skip) async": guard !skip else { return }; loads += 1; items = await fetch()"#,
                                   task: "await feed.load(true); done = true", """
              - expect: ["items none loading false loads 0", done true]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// A method awaiting another: two frames, each resumed where it stopped.
    @Test func anAsyncMethodMayAwaitAnother() {
        let s = scenario(Self.feed(Self.load + "\n" + #"      "refresh() async": await self.load(); loads += 10"#,
                                   task: "await feed.refresh(); done = true", """
              - expect: ["items none loading true loads 1", done false]
              - complete: fetch
                expect: ["items news loading false loads 11", done true]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// The view goes away: its task is cancelled at the method's await, which throws out of the
    /// method and the task; what the method wrote before stays in the model.
    @Test func cancellingTheViewsTaskEndsTheMethodAtItsAwait() throws {
        let s = scenario(Self.feed(Self.load, task: "await feed.load(); done = true", """
              - tap: close
                expect: ["items none loading true loads 1"]
            """))
        #expect(s.passed, "\(outcome(s))")
        let file = run(Self.feed(Self.load, task: "await feed.load(); done = true", "  - tap: close"))
        let ends = file.scenarios[0].events.compactMap { if case .taskEnded(_, let how) = $0 { how } else { nil } }
        #expect(ends == [.cancelled(at: "items = await fetch()")])
    }

    @Test func mistakesAreRefusedBeforeTheRun() {
        func first(_ methods: String, task: String = "await feed.load()") -> String {
            diagnostics(Self.feed(methods, task: task, "  - expect: [done false]")).first?.message ?? "none"
        }
        #expect(first(Self.load, task: "feed.load()") == "feed.load() is an async method; it needs `await`, in a task")
        #expect(first(#"      "load()": items = await fetch()"#) == "`items = await fetch()` awaits in load, which is not async")
        #expect(first(#"      "load() async throws": items = await fetch()"#) == "none")
        #expect(first(#"      "load() throws async": items = await fetch()"#) == "`throws` comes after `async`: `load() async throws`")
        #expect(first(Self.load, task: "try? await feed.load()") == "none")
        #expect(first(Self.load, task: "await feed.lod()") == "there is no method 'lod' in feed.lod()")
        #expect(first(#"      "load() async": for await v in saved { loads += v }"#) == "`for await v in saved { loads += v }` cannot stand in a model's method here")
        // A bare call in a method names the model's own method of that name, not the request (§62.9).
        #expect(first(#"      "fetch() async": items = await fetch()"#, task: "await feed.fetch()")
                == "`items = await fetch()` in Feed.fetch() names its own method fetch, as Swift reads a bare call in a method, not the request fetch")
    }

    /// Exploring tells apart a task inside a method from one at the same place of its own body.
    @Test func theStateKeyHoldsTheMethodsFrames() throws {
        let yaml = Self.feed(Self.load, task: "await feed.load(); done = true", "  - expect: [done false]")
        let (graph, _) = try launched(yaml, recording: false)
        let task = try #require(graph.tasks.values.first)
        #expect(task.frames.map(\.method) == ["load"])
        #expect(task.receiver?.type == "Feed")
        #expect(task.frames[0].pc == 1)
    }

    @Test func theExportWritesAsyncThrowsAndTryAwait() throws {
        let export = try ExportTests().exportSpec("specs/model-load-cancelled.yaml")
        let feed = ExportTests().file(export, "App/Feed.swift")
        #expect(feed.contains("    func load() async throws {\n        loading = true\n        loads += 1\n        items = try await Requests.fetch()\n        loading = false\n    }"))
        #expect(feed.contains("    func loadSafely() async {"))
        let reader = ExportTests().file(export, "App/Reader.swift")
        #expect(reader.contains("try await feed.load()") && reader.contains("await feed.loadSafely()"))
    }
}
