import Testing
@testable import SpecKit

/// A full-screen cover removes the views it is presented over, as UIKit's `.fullScreen` does, and
/// a sheet leaves them in place (docs/semantics.md §24): under a cover they run on-disappear and
/// lose their task, and come back when it goes, before its content leaves and its on-dismiss runs.
@Suite struct CoverAppearanceTests {
    /// A root whose `Badge` logs `A`/`D` and runs a task, presenting `style` whose content logs
    /// `o`/`x`, with an on-dismiss logging `!` where the style takes one.
    func spec(_ style: String, script: String) -> String {
        let onDismiss = style == "popover" ? "" : "on-dismiss: log = log + \"!\""
        return """
            components:
              Root:
                state: { log: '""', showing: false, extra: false }
                body:
                  - text: log {log}
                  - button: open
                    action: showing = true
                  - Badge:
                    on-appear: log = log + "A"
                    on-disappear: log = log + "D"
                    task:
                      action: await sleep(1000)
                    \(style):
                      is-presented: $showing
                      \(onDismiss)
                      content:
                        - Closer:
                          on-appear: log = log + "o"
                          on-disappear: log = log + "x"
                        - button: more
                          action: extra = true
                  - if: extra
                    then:
                      - Badge:
                        on-appear: log = log + "b"
              Badge:
                body: [ { text: badge } ]
              Closer:
                body:
                  - text: up
                  - button: close
                    action: dismiss()
            root: Root
            script:
            \(script)
            """
    }

    func failures(_ s: ScenarioResult) -> String { "\(s.failures.map(\.message)) \(s.error?.description ?? "")" }

    @Test func aCoverTakesTheViewsUnderItOffScreenAndCancelsTheirTask() {
        let s = scenario(spec("full-screen-cover", script: """
              - tap: open
                expect: [up]
                assert: ["Tasks.cancelled == 1", "Tasks.started == 1"]
              - tap: close
                expect: [log AoDAx!]
                assert: ["Tasks.started == 2"]
            """))
        #expect(s.passed, "\(failures(s))")
    }

    @Test func aSheetLeavesThemAppeared() {
        let s = scenario(spec("sheet", script: """
              - tap: open
                expect: [up]
                assert: ["Tasks.cancelled == 0"]
              - tap: close
                expect: [log Aox!]
                assert: ["Tasks.started == 1"]
            """))
        #expect(s.passed, "\(failures(s))")
    }

    @Test func theViewsUnderTheCoverAppearBeforeItsContentLeavesAndBeforeOnDismiss() {
        // The lock, both ways: a sheet's order, or a cover that removed nothing, fails.
        for wrong in ["AoDx!A", "Aox!", "AoDA!x"] {
            let s = scenario(spec("full-screen-cover", script: """
                  - tap: open
                  - tap: close
                    expect: [log \(wrong)]
                """))
            #expect(!s.passed, "\(wrong)")
            #expect(s.failures.first?.screen.map(\.label).contains("log AoDAx!") == true, "\(failures(s))")
        }
    }

    @Test func aViewBuiltUnderTheCoverAppearsOnlyWhenTheCoverGoes() {
        let s = scenario(spec("full-screen-cover", script: """
              - tap: open
              - tap: more
                expect: [up]
              - tap: close
                expect: [log AoDAbx!]
            """))
        #expect(s.passed, "\(failures(s))")
    }

    @Test func aNewItemKeepsTheViewsUnderTheCoverOffScreen() {
        // The item changes while the cover is up: one content goes, the next comes, and the views
        // under it stay covered; only the dismissal brings them back.
        let s = scenario("""
            components:
              Root:
                state: { log: '""', item: nil }
                body:
                  - text: log {log}
                  - button: open
                    action: item = 1
                  - Badge:
                    on-appear: log = log + "A"
                    on-disappear: log = log + "D"
                    full-screen-cover:
                      item: $item
                      as: n
                      content:
                        - text: item {n}
                        - button: next
                          action: item = n + 1
                        - button: close
                          action: item = nil
              Badge:
                body: [ { text: badge } ]
            root: Root
            script:
              - tap: open
              - tap: next
                expect: [item 2]
              - tap: close
                expect: [log ADA]
            """)
        #expect(s.passed, "\(failures(s))")
    }

    @Test func aCoverGoneWithItsPresenterBringsBackTheViewsUnderItFirst() {
        // The view that presents the cover is removed from the cover itself: no dismissal, but
        // the cover goes, and what it hid appears again, before the cover's content leaves.
        let s = scenario("""
            components:
              Root:
                state: { log: '""', covering: false, show: true }
                body:
                  - text: log {log}
                  - Badge:
                    on-appear: log = log + "A"
                    on-disappear: log = log + "D"
                    task:
                      action: await sleep(1000)
                  - if: show
                    then:
                      - Badge:
                        full-screen-cover:
                          is-presented: $covering
                          content:
                            - Badge:
                              on-disappear: log = log + "x"
                            - button: remove
                              action: show = false
                  - button: open
                    action: covering = true
              Badge:
                body: [ { text: badge } ]
            root: Root
            script:
              - tap: open
              - tap: remove
                expect: [log ADAx]
                assert: ["Tasks.started == 2", "Tasks.cancelled == 1"]
            """)
        #expect(s.passed, "\(failures(s))")
    }

    @Test func aSheetDismissedWithACoverUpBringsBackTheRootFirst() {
        let s = scenario("""
            components:
              Root:
                state: { log: '""', sheeting: false, covering: false }
                body:
                  - text: log {log}
                  - button: open
                    action: sheeting = true
                  - Badge:
                    on-appear: log = log + "R"
                    on-disappear: log = log + "r"
                    sheet:
                      is-presented: $sheeting
                      on-dismiss: log = log + "!"
                      content:
                        - button: cover
                          action: covering = true
                        - Badge:
                          full-screen-cover:
                            is-presented: $covering
                            content:
                              - Badge:
                                on-disappear: log = log + "x"
                              - button: close all
                                action: sheeting = false
              Badge:
                body: [ { text: badge } ]
            root: Root
            script:
              - tap: open
              - tap: cover
              - tap: close all
                expect: [log RrRx!]
            """)
        #expect(s.passed, "\(failures(s))")
    }

    @Test func theTraceSaysTheCoverTookThemAway() {
        let file = run(spec("full-screen-cover", script: """
              - tap: open
              - tap: close
            """))
        let lines = ScenarioTrace(file.scenarios[0], spec: file.spec).lines.map(\.text)
        #expect(lines.contains { $0.hasPrefix("Badge (in ") && $0.contains(") went off screen under the full-screen cover") }, "\(lines)")
        #expect(lines.contains("on-disappear of Badge runs in Root (under the full-screen cover: it runs when the cover's presentation ends, "
                               + "once its content has appeared and the update, the actions and the tasks' first parts it set off are done)"), "\(lines)")
        let back = lines.lastIndex { $0.hasPrefix("on-appear of Badge runs in Root") }
        let gone = lines.firstIndex { $0.hasPrefix("on-disappear of Closer runs in full-screen-cover (dismissed: it runs when the cover's dismissal ends, once the views under the cover have appeared") }
        #expect(back != nil && gone != nil && back! < gone!, "\(lines)")
    }

    @Test func theOffScreenLabelSaysItIsUnderTheCover() {
        let s = scenario(spec("full-screen-cover", script: """
              - tap: open
                expect: [badge]
            """))
        #expect(!s.passed)
        #expect(s.failures.first?.offScreen == "under the full-screen cover presented over it", "\(failures(s))")
    }
}
