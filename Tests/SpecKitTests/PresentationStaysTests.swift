import Testing
@testable import SpecKit

/// A sheet or cover stays on top when a push or another tab covers the view that presented it
/// (docs/semantics.md §22): only taking that view out of the tree takes the presentation away.
@Suite struct PresentationStaysTests {
    func failures(_ s: ScenarioResult) -> Comment { "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    /// A stack whose root presents `style`; its content pushes 7 and logs its own appearance.
    func pushed(_ style: String, script: String) -> String {
        """
        components:
          Root:
            state: { path: "[]", showing: false, log: '""' }
            body:
              - navigation-stack:
                  path: $path
                  root:
                    - text: root log {log}
                    - button: open
                      action: showing = true
                    - Pane:
                      \(style):
                        is-presented: $showing
                        content:
                          - Modal:
                            on-appear: log = log + "M+"
                            on-disappear: log = log + "M-"
                          - button: push
                            action: path.append(7)
                          - button: close
                            action: showing = false
                  destinations:
                    - for: Int
                      as: n
                      body: [ { text: "result {n} log {log}" } ]
          Pane:
            body: [ { text: pane } ]
          Modal:
            body: [ { text: modal } ]
        root: Root
        script:
        \(script)
        """
    }

    @Test func aPushUnderASheetOrACoverLeavesItOnTop() {
        for style in ["sheet", "full-screen-cover"] {
            let s = scenario(pushed(style, script: """
                  - tap: open
                  - tap: push
                    expect: [modal, push]
                  - tap: close
                    expect: [result 7 log M+M-]
                """))
            #expect(s.passed, "\(style): \(failures(s))")
        }
    }

    @Test func theLockTheModalIsNotTakenAwayByThePush() {
        // Were the push to hide the sheet, its content would disappear and the result show.
        let s = scenario(pushed("sheet", script: """
              - tap: open
              - tap: push
                expect: [result 7 log M+M-]
            """))
        #expect(!s.passed)
        #expect(s.failures.first?.screen.map(\.label).contains("modal") == true, "\(failures(s))")
    }

    @Test func aPushByAFlagUnderASheetLeavesItOnTop() {
        let s = scenario("""
            components:
              Root:
                state: { showing: false, pushed: false }
                body:
                  - navigation-stack:
                      root:
                        - button: open
                          action: showing = true
                        - Pane:
                          sheet:
                            is-presented: $showing
                            content:
                              - text: modal
                              - button: push
                                action: pushed = true
                              - button: close
                                action: showing = false
                        - Pane:
                          navigation-destination:
                            is-presented: $pushed
                            content:
                              - text: result
              Pane:
                body: [ { text: pane } ]
            root: Root
            script:
              - tap: open
              - tap: push
                expect: [modal]
                expect-not: [result]
              - tap: close
                expect: [result]
            """)
        #expect(s.passed, failures(s))
    }

    @Test func theBackButtonUnderTheSheetCannotBeReached() {
        let s = scenario(pushed("sheet", script: """
              - tap: open
              - tap: push
              - go-back: true
            """))
        #expect(s.error?.message == "go-back: no navigation stack is on screen: its bar is under the sheet presented over it", "\(failures(s))")
    }

    @Test func aTabSwitchUnderACoverLeavesItOnTop() {
        let s = scenario("""
            components:
              Shell:
                state: { tab: 0, covering: false }
                body:
                  - tab-view:
                      selection: $tab
                      tabs:
                        - tab: Home
                          value: 0
                          body:
                            - button: play
                              action: covering = true
                            - Pane:
                              full-screen-cover:
                                is-presented: $covering
                                content:
                                  - text: playing
                                  - button: show feed
                                    action: tab = 1
                                  - button: close
                                    action: covering = false
                        - tab: Feed
                          value: 1
                          body: [ { text: feed } ]
              Pane:
                body: [ { text: pane } ]
            root: Shell
            script:
              - tap: play
              - tap: show feed
                expect: [playing]
                expect-not: [feed]
              - tap: close
                expect: [feed]
            """)
        #expect(s.passed, failures(s))
    }
}
