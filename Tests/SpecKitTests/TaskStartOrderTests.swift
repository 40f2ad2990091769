import Testing
@testable import SpecKit

/// A `Task { }` made by one of the actions SwiftUI queued after an update starts once all of
/// them have run: they run one after another on the main actor, where the new task waits behind
/// them (docs/semantics.md §27).
@Suite struct TaskStartOrderTests {
    /// Two views whose actions append to a log: the first starts a Task that appends "T", the
    /// second appends "B"; `modifier` is on-change of n or on-appear.
    func spec(_ modifier: (String) -> String, step: String, expect: String) -> String {
        """
        components:
          Screen:
            state: { n: 0, log: '""' }
            body:
              - text: log {log}
              - button: bump
                action: n += 1
              - Badge:
                \(modifier("'Task { log = log + \"T\" }'"))
              - Badge:
                \(modifier("log = log + \"B\""))
          Badge:
            body: [ { text: label } ]
        root: Screen
        script:
          - \(step)expect: ["log \(expect)"]
        """
    }

    @Test func aTaskMadeByAnOnChangeStartsAfterTheOtherOnChanges() {
        let s = scenario(spec({ "on-change: { of: n, action: \($0) }" }, step: "tap: bump\n    ", expect: "BT"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aTaskMadeByAnOnAppearStartsAfterTheOtherOnAppears() {
        let s = scenario(spec({ "on-appear: \($0)" }, step: "", expect: "BT"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aTaskDoesNotStartBetweenTwoQueuedActions() {
        // The lock: starting the Task as soon as its action returns gives "TB", and says so.
        let s = scenario(spec({ "on-change: { of: n, action: \($0) }" }, step: "tap: bump\n    ", expect: "TB"))
        #expect(!s.passed)
        #expect(s.failures.first?.screen.map(\.label).contains("log BT") == true)
    }

    @Test func aTaskMadeByAButtonStillRunsOnceTheActionReturns() {
        let s = scenario("""
            components:
              Screen:
                state: { log: '""' }
                body:
                  - text: log {log}
                  - button: go
                    action: 'Task { log = log + "T" }; log = log + "A"'
            root: Screen
            script:
              - tap: go
                expect: ["log AT"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func theTraceSaysTheTaskWaitsForTheActionsQueuedWithIt() {
        let file = run(spec({ "on-change: { of: n, action: \($0) }" }, step: "tap: bump\n    ", expect: "BT"))
        let lines = ScenarioTrace(file.scenarios[0], spec: file.spec).lines.map(\.text)
        #expect(lines.contains("Task { } #1 from Screen/Badge created; its code runs once the code that created it, and the actions queued with it, have returned"), "\(lines)")
    }

    /// `task: "…"` is the action alone, `.task { … }` without an id, as `task: { action: "…" }`.
    @Test func aTaskWrittenAsItsActionAloneIsTheSameTask() {
        func feed(_ task: String, expecting label: String) -> String {
            """
            components:
              Feed:
                state: { posts: '"none"' }
                body:
                  - Badge: { posts: posts }
                    task: \(task)
              Badge:
                props: [posts]
                body: [ { text: "posts {posts}" } ]
            requests:
              load: { returns: '"three"' }
            root: Feed
            script:
              - expect: [posts none]
              - complete: load
                expect: [\(label)]
            """
        }
        for task in ["\"posts = await load()\"", "{ action: \"posts = await load()\" }"] {
            let s = scenario(feed(task, expecting: "posts three"))
            #expect(s.passed, "\(task): \(s.failures.map(\.message)) \(s.error?.description ?? "")")
            #expect(!scenario(feed(task, expecting: "posts none")).passed)
        }
    }
}
