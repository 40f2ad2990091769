import Testing
@testable import SpecKit

/// A push, a pop or a full-screen cover takes the going screen off at the end of its animation:
/// its on-disappear, and the end of its task, come once the step has otherwise settled, after the
/// first part of the tasks the screen coming on starts, under either toolchain
/// (docs/semantics.md §24, §27.1).
@Suite struct ScreenTransitionEndTests {
    /// A stack whose root logs `R+`/`R-` (and `S`, its task, when `rootTask`) and whose pushed
    /// screen logs `D+`/`D-` and runs `task` (none when empty); the script pushes, expecting
    /// `pushed`, then takes `more` steps. `extra` is a view written in the root, under the Shelf.
    static func stack(toolchain: String, task: String = #"log = log + "T""#, rootTask: Bool = false,
                      pushed: String, more: [String] = [], extra: String = "") -> String {
        """
        toolchain: \(toolchain)
        components:
          Root:
            state: { log: '""', x: 0 }
            body:
              - navigation-stack:
                  root:
                    - text: "log {log}"
                    - navigation-link: go
                      value: 1
                    - Shelf:
                      on-appear: log = log + "R+"
                      on-disappear: log = log + "R-"
        \(rootTask ? "              task: log = log + \"S\"" : "")
        \(extra)
                  destinations:
                    - for: Int
                      as: n
                      body:
                        - Detail: { log: $log, x: $x }
          Shelf:
            body: [ { text: shelf } ]
          Title:
            body: [ { text: title } ]
          Detail:
            bindings: [log, x]
            body:
              - text: "detail log {log}"
              - Inner:
                on-appear: log = log + "D+"
                on-disappear: log = log + "D-"
        \(task.isEmpty ? "" : "        task: '\(task)'")
          Inner:
            body: [ { text: inner } ]
        root: Root
        script:
          - tap: go
            expect: ["detail log \(pushed)"]
        \(more.joined(separator: "\n"))
        """
    }

    /// A step going back, expecting the root's `log`.
    static func back(_ log: String) -> String { "  - go-back: true\n    expect: [\"log \(log)\"]" }

    @Test func aPushedScreensPlainTaskStartsBeforeTheCoveredScreenDisappears() {
        let s = scenario(Self.stack(toolchain: "xcode16", pushed: "R+D+TR-", more: [Self.back("R+D+TR-R+D-")]))
        #expect(s.passed, "\(outcome(s))")
        // The lock: the order before this rule, the covered screen gone before the task's code ran.
        let old = scenario(Self.stack(toolchain: "xcode16", pushed: "R+D+R-T"))
        #expect(!old.passed)
        #expect(old.failures.first?.screen.map(\.label).contains("detail log R+D+TR-") == true, "\(outcome(old))")
    }

    @Test func theLessonsXcode16ScenarioHolds() throws {
        try expectLessonHolds("pop-order.yaml", wrong: [
            // The answer before this rule: the list gone before the editor's task ran.
            (from: "expect: [log L+D+TL-]", to: "expect: [log L+D+L-T]", scenario: 2),
        ])
    }

    @Test func withTaskImmediateTheTaskStillComesBeforeTheCoveredScreenDisappears() {
        let s = scenario(Self.stack(toolchain: "xcode26", pushed: "R+TD+R-", more: [Self.back("R+TD+R-R+D-")]))
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func thePoppedScreenDisappearsAfterTheUncoveredScreensTaskStarts() {
        let s = scenario(Self.stack(toolchain: "xcode16", rootTask: true, pushed: "R+SD+TR-", more: [Self.back("R+SD+TR-R+SD-")]))
        #expect(s.passed, "\(outcome(s))")
        let old = scenario(Self.stack(toolchain: "xcode16", rootTask: true, pushed: "R+SD+TR-", more: [Self.back("R+SD+TR-R+D-S")]))
        #expect(!old.passed)
    }

    @Test func aTaskTheOnAppearMakesRunsBeforeTheCoveredScreenDisappears() {
        // `Task { }` waits behind the queued actions with any toolchain, and still comes first.
        let yaml = Self.stack(toolchain: "xcode26", task: "", pushed: "R+D+TR-")
            .replacingOccurrences(of: #"on-appear: log = log + "D+""#, with: #"on-appear: [ 'log = log + "D+"', 'Task { log = log + "T" }' ]"#)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func anOnChangeTheOnAppearSetsOffRunsBeforeTheCoveredScreenDisappears() {
        let onChange = "            - Title:\n              on-change: { of: x, action: 'log = log + \"C\"' }"
        let yaml = Self.stack(toolchain: "xcode26", task: "", pushed: "R+D+CR-", extra: onChange)
            .replacingOccurrences(of: #"on-appear: log = log + "D+""#, with: #"on-appear: [ 'log = log + "D+"', 'x = 1' ]"#)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func aSleepOfZeroEndsBeforeTheTransitionAndATimedSleepAfterIt() {
        let zero = scenario(Self.stack(toolchain: "xcode16", task: #"log = log + "T"; await sleep(0); log = log + "Z""#,
                                       pushed: "R+D+TZR-"))
        #expect(zero.passed, "\(outcome(zero))")
        let timed = Self.stack(toolchain: "xcode16", task: #"log = log + "T"; await sleep(100); log = log + "Z""#, pushed: "R+D+TR-",
                               more: ["  - advance: 100\n    expect: [\"detail log R+D+TR-Z\"]"])
        let s = scenario(timed)
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func theCoveredScreensTaskIsCancelledWhenThePushEnds() throws {
        let yaml = Self.stack(toolchain: "xcode16", rootTask: true, pushed: "R+SD+TR-")
            .replacingOccurrences(of: #"task: log = log + "S""#, with: #"task: [ 'log = log + "S"', 'try? await sleep(1000)', 'log = log + "w"' ]"#)
        let file = run(yaml.replacingOccurrences(of: "R+SD+TR-", with: "R+SD+TR-w"))
        let result = try #require(file.scenarios.first)
        #expect(result.passed, "\(outcome(result))")
        let lines = ScenarioTrace(result, spec: file.spec).lines.map(\.text)
        let cancelled = lines.firstIndex { $0.contains("cancelled: its view went off screen at the end of the animated push") }
        let appeared = lines.firstIndex { $0.hasPrefix("on-appear of Inner runs in Detail") }
        #expect(cancelled != nil && appeared != nil && appeared! < cancelled!, "\(lines)")
    }

    @Test func aFullScreenCoversEndsFollowTheSameRule() {
        let yaml = """
            toolchain: xcode16
            components:
              Root:
                state: { showing: false, log: '""' }
                body:
                  - text: "log {log}"
                  - button: open
                    action: showing = true
                  - Title:
                    on-appear: log = log + "P+"
                    on-disappear: log = log + "P-"
                    full-screen-cover:
                      is-presented: $showing
                      on-dismiss: log = log + "X"
                      content:
                        - Detail: { log: $log }
              Title:
                body: [ { text: title } ]
              Detail:
                bindings: [log]
                body:
                  - text: "cover log {log}"
                  - button: close
                    action: dismiss()
                  - Inner:
                    on-appear: log = log + "D+"
                    on-disappear: log = log + "D-"
                    task: log = log + "T"
              Inner:
                body: [ { text: inner } ]
            root: Root
            script:
              - tap: open
                expect: [cover log P+D+TP-]
              - tap: close
                expect: [log P+D+TP-P+D-X]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        #expect(!scenario(yaml.replacingOccurrences(of: "[cover log P+D+TP-]", with: "[cover log P+D+P-T]")).passed)
    }

    @Test func theTraceSaysWhyTheCoveredScreenDisappearsAfterTheTask() throws {
        let file = run(Self.stack(toolchain: "xcode16", pushed: "R+D+TR-"))
        let lines = ScenarioTrace(try #require(file.scenarios.first), spec: file.spec).lines.map(\.text)
        let started = lines.firstIndex { $0.hasPrefix("▶ task #") && $0.contains("Inner starts") }
        let gone = lines.firstIndex(of: "on-disappear of Shelf runs in Root (covered by a pushed screen: it runs when the animated push ends, "
                                        + "once the pushed screen has appeared and the update, the actions and the tasks' first parts it set off are done)")
        #expect(started != nil && gone != nil && started! < gone!, "\(lines)")
    }
}
