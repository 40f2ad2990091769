import Foundation
import Testing
@testable import SpecKit

/// Async methods that return a value, `try?` before a method's await, and a kept task's value
/// (semantics §67): the value comes back to the caller's frame, an error thrown inside leaves
/// every method up to the `try?` that catches it, and `await pending?.value` waits for the end.
@Suite struct AsyncValueTests {
    /// An API whose methods are `methods`, and a screen whose button starts `Task { task }`.
    static func api(_ methods: String, task: String, _ script: String, state: String = "") -> String {
        """
        requests:
          lookup: { returns: '[argument.count, argument.count * 10]' }
        models:
          API:
            fields: { calls: 0, status: '"idle"' }
            methods:
        \(methods)
        components:
          Screen:
            state: { api: "API()", results: '[]', done: false, pending: nil\(state) }
            body:
              - text: "results {results} calls {api.calls} status {api.status} done {done}"
              - button: go
                action: 'pending = Task { \(task) }'
              - button: stop
                action: pending?.cancel()
        root: Screen
        script:
        \(script)
        """
    }

    static let search = #"      "search(_ q: String) async -> [Int]": calls += 1; let found = await lookup(q); return found"#

    @Test func theValueComesBackToTheCallersAwait() {
        let yaml = Self.api(Self.search, task: #"results = await api.search("ab"); done = true"#, """
              - tap: go
                expect: ["results [] calls 1 status idle done false"]
              - complete: lookup
                expect: ["results [2, 20] calls 1 status idle done true"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: before the response the task is inside the method, and nothing is written.
        let wrong = scenario(yaml.replacingOccurrences(of: #"["results [] calls 1 status idle done false"]"#, with: #"["results [2, 20] calls 1 status idle done false"]"#))
        #expect(!wrong.passed)
    }

    @Test func aReturnInABranchThatDoesNotAwaitGivesTheValue() {
        let method = #"""
              "search(_ q: String) async -> [Int]": |
                if q == "" { return [] }
                let found = await lookup(q)
                return found
        """#
        let s = scenario(Self.api(method, task: #"let r = await api.search(""); results = r + [7]; done = true"#, """
              - tap: go
                expect: ["results [7] calls 0 status idle done true"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func tryQuestionInTheCallerCatchesWhatTheMethodThrows() {
        let void = #"      "load() async": status = "loading"; let found = await lookup("a"); status = "loaded""#
        let yaml = Self.api(void, task: "try? await api.load(); done = true", """
              - tap: go
              - tap: stop
                expect: ["results [] calls 0 status loading done true"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // Without `try?` the error ends the task at the method's await: `done` stays false.
        let thrown = scenario(yaml.replacingOccurrences(of: "try? await api.load()", with: "await api.load()")
            .replacingOccurrences(of: "done true", with: "done false"))
        #expect(thrown.passed, "\(outcome(thrown))")
        let wrong = scenario(yaml.replacingOccurrences(of: "try? await api.load()", with: "await api.load()"))
        #expect(!wrong.passed)
    }

    @Test func anErrorLeavesEveryMethodUpToTheTryQuestion() {
        let methods = #"""
              "inner() async -> [Int]": let found = await lookup("a"); return found
              "outer() async -> [Int]": status = "outer"; let found = try? await self.inner(); status = "caught"; return found ?? [0]
        """#
        let s = scenario(Self.api(methods, task: "results = await api.outer(); done = true", """
              - tap: go
              - tap: stop
                expect: ["results [0] calls 0 status caught done true"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// An await that throws at once (the task cancelled while a call that ignores it ran) and a
    /// request completed with an error are caught by the caller's `try?` as a cancel is.
    @Test func everyErrorAnAwaitThrowsReachesTheCallersTry() {
        let yaml = """
            requests:
              slow: { cancellation: ignores, returns: '1' }
              lookup: { returns: '2' }
            models:
              API:
                fields: { status: '"idle"' }
                methods:
                  "load() async -> Int": let a = await slow(); status = "after slow"; let b = await lookup(); status = "after lookup"; return a + b
            components:
              Screen:
                state: { api: "API()", pending: nil, got: 0, done: false }
                body:
                  - text: "status {api.status} got {got} done {done}"
                  - button: go
                    action: 'pending = Task { let r = try? await api.load(); got = r ?? -1; done = true }'
                  - button: stop
                    action: pending?.cancel()
            root: Screen
            scenarios:
              - name: cancelled during a call that ignores it, the next await throws at once
                script:
                  - tap: go
                  - tap: stop
                    expect: ["status idle got 0 done false"]
                  - complete: slow
                    expect: ["status after slow got -1 done true"]
              - name: a request completed with an error
                script:
                  - tap: go
                  - complete: slow
                  - complete: lookup
                    error: offline
                    expect: ["status after slow got -1 done true"]
              - name: nothing thrown
                script:
                  - tap: go
                  - complete: slow
                  - complete: lookup
                    expect: ["status after lookup got 3 done true"]
            """
        for index in 0..<3 {
            let s = scenario(yaml, index)
            #expect(s.passed, "\(index): \(outcome(s))")
        }
        // The lock: without `try?` the caller's code after the call never runs.
        let thrown = yaml.replacingOccurrences(of: "let r = try? await api.load(); got = r ?? -1", with: "let r = await api.load(); got = r")
        #expect(!scenario(thrown, 0).passed && !scenario(thrown, 1).passed)
    }

    @Test func aKeptTasksValueIsKeptAfterItEnds() {
        let yaml = Self.api(Self.search, task: #"let found = await api.search("a"); return found"#, """
              - tap: go
              - complete: lookup
              - tap: read
                expect: ["results [1, 10] calls 1 status idle done true"]
            """)
            .replacingOccurrences(of: "      - button: stop", with: """
                  - button: read
                    action: 'Task { let r = await pending?.value; results = r ?? []; done = true }'
                  - button: stop
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
    }

    /// The lesson's expectations are locks: the stale answer winning unguarded, and the save
    /// getting the cancelled task's value, each fails when written the other way.
    @Test func theLessonFailsWhenItsStaleAnswersAreWrittenAway() throws {
        let lesson = try String(contentsOf: packageRoot.appendingPathComponent("specs/async-values.yaml"), encoding: .utf8)
        for index in 0..<4 { #expect(scenario(lesson, index).passed, "scenario \(index)") }
        let fresh = lesson.replacingOccurrences(of: "expect: ['shown [1, 10]', calls 2]", with: "expect: ['shown [2, 20]', calls 2]")
        #expect(fresh != lesson && !scenario(fresh, 1).passed)
        let newer = lesson.replacingOccurrences(of: "expect: [saved 1, saves 2]", with: "expect: [saved 2, saves 2]")
        #expect(newer != lesson && !scenario(newer, 3).passed)
        let uncaught = lesson.replacingOccurrences(of: #"expect: ["shown []", status cancelled]"#, with: #"expect: ["shown []", status idle]"#)
        #expect(uncaught != lesson && !scenario(uncaught, 2).passed)
    }

    @Test func mistakesAreRefusedBeforeTheRun() {
        func first(_ methods: String = Self.search, task: String) -> String {
            diagnostics(Self.api(methods, task: task, "  - tap: go")).first?.message ?? "none"
        }
        #expect(first(task: #"await api.search("a")"#) == #"the value api.search("a") returns is not used"#)
        #expect(first(#"      "load() async": calls += 1"#, task: "results = await api.load()") == "load(…) returns nothing to assign to results")
        #expect(first(#"      "ready() async -> Bool": let found = await lookup("a"); return found.count > 0"#, task: "done = try? await api.ready()")
                == "`try? await api.ready()` gives an optional, and done is a Bool")
        #expect(first(task: #"let r = try? await pending?.value"#) == "`try?` before a task's value: a `Task<T, Never>` throws nothing")
        #expect(first(task: #"let found = await api.search("a"); results = found"#) == "none")
    }
}
