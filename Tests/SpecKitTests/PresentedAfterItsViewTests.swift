import Testing
@testable import SpecKit

/// A presentation made with the view it is written on, its binding already on (at launch, or
/// with an `if` that turns on with the flag), is presented once that view has appeared: its
/// content is built in the next update, after the actions of the one that made the view
/// (docs/semantics.md §22).
@Suite struct PresentedAfterItsViewTests {
    /// A presenter logging `P+`/`P-` with `style` on from launch; the content logs `S+` and runs `T`.
    static func atLaunch(_ style: String, toolchain: String = "xcode26", expect: String) -> String {
        """
        toolchain: \(toolchain)
        components:
          Root:
            state: { showing: true, log: '""' }
            body:
              - text: "log {log}"
              - Title:
                on-appear: log = log + "P+"
                on-disappear: log = log + "P-"
                \(style):
                  is-presented: $showing
                  content:
                    - Sheet: { log: $log }
                      on-appear: log = log + "S+"
                      task: log = log + "T"
          Title:
            body: [ { text: t } ]
          Sheet:
            bindings: [log]
            body: [ { text: "content log {log}" } ]
        root: Root
        script:
          - expect: ["content log \(expect)"]
        """
    }

    @Test func theLessonHolds() throws {
        try expectLessonHolds("launch-sheet.yaml", wrong: [
            // The answers before this rule: the content built in the launch's update, before the
            // screen's onAppear loaded the name, and its onAppear run first.
            (from: "[welcome Ann, draft Ann, log H+W+]", to: "[welcome Ann, draft Ann, log W+H+]", scenario: 0),
            (from: "[welcome Ann, draft Ann, log H+W+]", to: "[welcome Ann, \"draft \", log H+W+]", scenario: 0),
        ])
    }

    @Test func aSheetOnAtLaunchAppearsAfterItsPresenter() {
        let s = scenario(Self.atLaunch("sheet", expect: "P+TS+"))
        #expect(s.passed, "\(outcome(s))")
        // The lock: the content's on-appear ran first, as a view inside the presenter's, before this rule.
        let old = scenario(Self.atLaunch("sheet", expect: "TS+P+"))
        #expect(!old.passed)
        #expect(old.failures.first?.screen.map(\.label).contains("content log P+TS+") == true, "\(outcome(old))")
    }

    @Test func aCoverOnAtLaunchAppearsAfterItsPresenterAndTakesItOff() {
        let s = scenario(Self.atLaunch("full-screen-cover", toolchain: "xcode16", expect: "P+S+TP-"))
        #expect(s.passed, "\(outcome(s))")
        #expect(!scenario(Self.atLaunch("full-screen-cover", toolchain: "xcode16", expect: "S+TP+P-")).passed)
    }

    @Test func aSheetMadeWithItsViewInOneUpdateWaitsForThatView() {
        let yaml = """
            components:
              Root:
                state: { on: false, showing: false, log: '""' }
                body:
                  - text: "log {log}"
                  - button: go
                    action: [ on = true, showing = true ]
                  - if: on
                    then:
                      - Title:
                        on-appear: log = log + "P+"
                        sheet:
                          is-presented: $showing
                          content:
                            - Sheet: { log: $log }
                              on-appear: log = log + "S+"
                  - Footer:
                    on-change: { of: on, action: 'log = log + "C"' }
              Title:
                body: [ { text: t } ]
              Footer:
                body: [ { text: f } ]
              Sheet:
                bindings: [log]
                body: [ { text: "content log {log}" } ]
            root: Root
            script:
              - tap: go
                expect: [content log P+CS+]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        #expect(!scenario(yaml.replacingOccurrences(of: "P+CS+", with: "S+P+C")).passed)
    }

    @Test func aPresentationTurnedOnLaterIsPresentedInItsUpdate() {
        // The view is there already: nothing waits, the content appears in the tap's update.
        let yaml = Self.atLaunch("sheet", expect: "P+TS+")
            .replacingOccurrences(of: "showing: true", with: "showing: false")
            .replacingOccurrences(of: "      - Title:", with: "      - button: open\n        action: showing = true\n      - Title:")
            .replacingOccurrences(of: "  - expect: [\"content log P+TS+\"]", with: "  - tap: open\n    expect: [\"content log P+TS+\"]")
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func theTraceSaysThePresentationWaitsForItsView() throws {
        let file = run(Self.atLaunch("sheet", expect: "P+TS+"))
        let lines = ScenarioTrace(try #require(file.scenarios.first), spec: file.spec).lines.map(\.text)
        let waits = lines.firstIndex { $0.hasPrefix("sheet not presented yet: its binding is true, but the view it is written on is made in this update and has not appeared") }
        let appeared = lines.firstIndex { $0.hasPrefix("on-appear of Title runs in Root") }
        let created = lines.firstIndex { $0.hasPrefix("sheet content created") }
        #expect(waits != nil && appeared != nil && created != nil && waits! < appeared! && appeared! < created!, "\(lines)")
        #expect(lines.contains("→ sheet must render again: the view it is written on appears in this update, so it is presented in the next one, after the actions queued now, if its binding still holds"), "\(lines)")
    }
}
