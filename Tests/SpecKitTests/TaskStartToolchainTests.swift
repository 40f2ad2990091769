import Testing
@testable import SpecKit

/// Where a `task` modifier's code starts among the actions queued with it: in its place with
/// `Task.immediate` (`xcode26`, `xcode27`), after them with a plain `Task` (`xcode16`), as
/// docs/semantics.md §27.1 says.
@Suite struct TaskStartToolchainTests {
    /// One view with an initial on-change, a task and an on-appear, each appending a letter.
    static func oneView(toolchain: String?, expect: String) -> String {
        """
        components:
          Screen:
            state: { log: '""' }
            body:
              - text: "log {log}"
              - Leaf: {}
                on-change: { of: 1, initial: true, action: 'log += "C"' }
                task: 'log += "T"'
                on-appear: 'log += "A"'
          Leaf:
            body: [ { text: leaf } ]
        root: Screen
        \(toolchain.map { "toolchain: \($0)" } ?? "")
        script:
          - expect: ["log \(expect)"]
        """
    }

    /// A task(id: n) that logs its start, sleeps swallowing its cancellation, and logs its wake.
    static func restart(toolchain: String?, expect: String) -> String {
        """
        components:
          Screen:
            state: { n: 1, log: '""' }
            body:
              - text: log {log}
              - button: bump
                action: n += 1
              - Leaf: {}
                task:
                  id: n
                  action:
                    - 'log = log + "S" + String(n)'
                    - try? await sleep(100)
                    - 'log = log + "W" + String(n)'
          Leaf:
            body: [ { text: leaf } ]
        root: Screen
        \(toolchain.map { "toolchain: \($0)" } ?? "")
        script:
          - tap: bump
            expect: ["log \(expect)"]
        """
    }

    @Test func theTaskStartsInItsPlaceWithTaskImmediate() {
        for toolchain in [nil, "xcode26"] {
            let s = scenario(Self.oneView(toolchain: toolchain, expect: "CTA"))
            #expect(s.passed, "\(toolchain ?? "default"): \(outcome(s))")
        }
    }

    @Test func aPlainTaskStartsAfterTheActionsQueuedWithIt() {
        let s = scenario(Self.oneView(toolchain: "xcode16", expect: "CAT"))
        #expect(s.passed, "\(outcome(s))")
        // The lock: Xcode 16's app does not log the immediate order, and the failure says why.
        let file = run(Self.oneView(toolchain: "xcode16", expect: "CTA"))
        let failed = file.scenarios.first
        #expect(failed?.passed == false)
        #expect(failed?.failures.first?.screen.map(\.label).contains("log CAT") == true)
        #expect(failed?.toolchainRule == .taskStart)
        #expect(failed?.toolchainSays?.hasPrefix("a task modifier's code runs after the actions queued with it (a plain Task") == true,
                "\(failed?.toolchainSays ?? "")")
        let newer = run(Self.oneView(toolchain: nil, expect: "CAT")).scenarios.first
        #expect(newer?.passed == false)
        #expect(newer?.toolchainRule == .taskStart)
        #expect(newer?.toolchainSays?.contains("`toolchain: xcode16` runs it after them") == true)
    }

    /// A restart for a new id: the old task's cancelled sleep was queued first; a plain Task's
    /// code waits behind it.
    @Test func aRestartedTaskWaitsBehindTheOldOnesWakeOnlyAsAPlainTask() {
        let immediate = scenario(Self.restart(toolchain: nil, expect: "S1S2W2"))
        #expect(immediate.passed, "\(outcome(immediate))")
        let plain = scenario(Self.restart(toolchain: "xcode16", expect: "S1W2S2"))
        #expect(plain.passed, "\(outcome(plain))")
        #expect(!scenario(Self.restart(toolchain: "xcode16", expect: "S1S2W2")).passed)
    }

    /// A run with a task and no other queued action does not depend on the rule: a failure
    /// there names no toolchain.
    @Test func aTaskAloneDependsOnNoToolchain() {
        let yaml = """
            components:
              Screen:
                state: { log: '""' }
                body:
                  - text: "log {log}"
                  - Leaf: {}
                    task: 'log += "T"'
              Leaf:
                body: [ { text: leaf } ]
            root: Screen
            toolchain: xcode16
            script:
              - expect: ["log X"]
            """
        let failed = run(yaml).scenarios.first
        #expect(failed?.passed == false)
        #expect(failed?.toolchain == nil)
    }

    @Test func theTraceSaysAPlainTasksCodeWaits() throws {
        let file = run(Self.oneView(toolchain: "xcode16", expect: "CAT"))
        let lines = ScenarioTrace(try #require(file.scenarios.first), spec: file.spec).lines.map(\.text)
        #expect(lines.contains("task of Leaf runs in Screen (its Task is made now and its code runs once the actions queued with it have returned: before iOS 26 the task modifier starts a plain Task)"),
                "\(lines)")
        let newer = run(Self.oneView(toolchain: nil, expect: "CTA"))
        let immediate = ScenarioTrace(try #require(newer.scenarios.first), spec: newer.spec).lines.map(\.text)
        #expect(immediate.contains("task of Leaf runs in Screen"), "\(immediate)")
    }

    @Test func theLessonHoldsAndAWrongExpectationFails() throws {
        try expectLessonHolds("task-start-toolchains.yaml", wrong: [
            (from: "expect: [status appeared, posts none]", to: "expect: [status loading, posts none]", scenario: 0),
            (from: "expect: [status loading, posts none]", to: "expect: [status appeared, posts none]", scenario: 2),
        ])
    }
}
