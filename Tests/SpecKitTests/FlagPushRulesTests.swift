import Foundation
import Testing
@testable import SpecKit

/// Screens pushed by a flag (docs/semantics.md §30): pushed onto the enclosing stack while the
/// flag is true, popped by going back, `dismiss()` or the flag, built in the body that writes the
/// modifier, combined with a path, and known to explore, check, the trace and the export.
@Suite struct FlagPushRulesTests {
    /// A stack whose root pushes Detail by `showing`; the root counts its appearances and never
    /// reads `selected` or `showing` itself.
    func pusher(content: String = "- Detail: { number: selected }", script: String) -> String {
        """
        components:
          Parent:
            state: { selected: 1, showing: false, appears: 0 }
            body:
              - navigation-stack:
                  root:
                    - button: pick 2
                      action: "selected = 2; showing = true"
                    - Banner: { appears: $appears }
                      on-appear: appears += 1
                    - Anchor:
                      navigation-destination:
                        is-presented: $showing
                        content:
                          \(content)
          Banner:
            bindings: [appears]
            body:
              - text: appeared {appears}
          Anchor:
            body: []
          Detail:
            props: [number]
            state: { likes: 0 }
            body:
              - text: detail {number} likes {likes}
              - button: like
                action: likes += 1
              - button: close
                action: dismiss()
        root: Parent
        script:
        \(script)
        """
    }

    func flag(_ s: ScenarioResult) -> [Value] {
        s.events.compactMap { if case .stateWritten(_, "showing", _, let new) = $0 { new } else { nil } }
    }

    @Test func theFlagPushesTheContentOverTheRootWhichGoesOffScreen() {
        let s = scenario(pusher(script: """
              - expect: [pick 2, appeared 1]
              - tap: pick 2
                expect: [detail 2 likes 0, like, close]
                expect-not: [pick 2, appeared 1]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.labels == ["detail 2 likes 0", "like", "close"])
        // The root's Banner went off screen under the push, alive: it is covered, not destroyed.
        #expect(s.events.contains { if case .screen(let ref, .covered) = $0 { ref.component == "Banner" } else { false } })
        #expect(!s.events.contains { if case .destroyed(let ref, _) = $0 { ref.component == "Banner" } else { false } })
        #expect(s.events.contains { if case .screen(_, .presented("navigation-destination", nil, "Parent")) = $0 { true } else { false } })
    }

    @Test func goingBackSetsTheFlagToFalseAndTheRootAppearsAgain() {
        let s = scenario(pusher(script: """
              - tap: pick 2
              - tap: like
                expect: [detail 2 likes 1]
              - go-back: true
                expect: [pick 2, appeared 2]
                expect-not: [detail 2 likes 1]
              - tap: pick 2
                expect: [detail 2 likes 0]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(flag(s) == [.bool(true), .bool(false), .bool(true)])
        #expect(s.events.filter { if case .screen(_, .backTapped) = $0 { true } else { false } }.count == 1)
        // Parent's closure reads `selected`: it renders at launch and at the first `pick 2` (the
        // second writes an equal value), and each render builds Detail; each push installs the
        // last one built as a new identity, without an init (§30).
        #expect(s.inits(of: "Detail") == 0)
        #expect(s.events.filter { if case .screen(_, .destinationBuilt("Detail", _)) = $0 { true } else { false } }.count == 2)
        #expect(s.events.filter { if case .screen(_, .installedAsBuilt) = $0 { true } else { false } }.count == 2)
    }

    /// The closure is not escaping: each render of the writing body builds the destination's view,
    /// its init and eager holders included, pushed or not; a push installs the last one built, so
    /// a model its init made is the one the pushed screen holds, again at a second push (§30).
    @Test func theWritingBodyBuildsTheDestinationAtEachRenderAndAPushInstallsIt() throws {
        let yaml = """
            models:
              VM: { fields: { x: 0 } }
            components:
              Screen:
                state: { showing: false, n: 0 }
                body:
                  - navigation-stack:
                      root:
                        - text: "n {n}"
                        - Title:
                          navigation-destination:
                            is-presented: $showing
                            content:
                              - Detail: { n: n }
                        - button: bump
                          action: n += 1
                        - button: push
                          action: showing = true
              Title:
                body: [ { text: title } ]
              Detail:
                props: [n]
                state-in-init: { vm: "VM()" }
                body:
                  - text: "detail {n} x {vm.x}"
                  - button: add
                    action: vm.x += 1
            root: Screen
            script:
              - tap: bump
              - tap: bump
                assert: ["Detail.inits == 3", "VM.creations == 3", "Detail.renders == 0"]
              - tap: push
                expect: ["detail 2 x 0"]
                assert: ["Detail.inits == 3", "VM.creations == 3"]
              - tap: add
                expect: ["detail 2 x 1"]
              - go-back: true
              # The same view is installed again: a new identity, whose state starts from the VM
              # its init made at the last render, the one the first push changed.
              - tap: push
                expect: ["detail 2 x 1"]
                assert: ["Detail.inits == 3", "VM.creations == 3"]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        // The lock: a second push that initialized the view again would build a fourth VM.
        let last = try #require(yaml.range(of: "assert: [\"Detail.inits == 3\", \"VM.creations == 3\"]", options: .backwards))
        let wrong = scenario(yaml.replacingCharacters(in: last, with: "assert: [\"Detail.inits == 4\", \"VM.creations == 4\"]"))
        #expect(!wrong.passed)
    }

    /// A screen a flag pushed inside a sheet's own stack is part of the sheet's content: a swipe
    /// down takes the sheet, and a dismiss lock on the pushed screen refuses it (§30, §55).
    @Test func aSwipeDownTakesTheSheetWhoseStackPushedAScreen() {
        func sheet(locked: Bool) -> String {
            """
            components:
              Screen:
                state: { sheet: false, closed: 0 }
                body:
                  - text: "closed {closed}"
                  - button: open
                    action: sheet = true
                  - Title:
                    sheet: { is-presented: $sheet, on-dismiss: closed += 1, content: [ { Inner: {} } ] }
              Inner:
                state: { showing: false }
                body:
                  - navigation-stack:
                      root:
                        - button: flag
                          action: showing = true
                        - Title:
                          navigation-destination: { is-presented: $showing, content: [ { Pushed: {}\(locked ? ", interactive-dismiss-disabled: true" : "") } ] }
              Pushed:
                body: [ { text: flag pushed } ]
              Title: { body: [ { text: title } ] }
            root: Screen
            script:
              - tap: open
              - tap: flag
                expect: [flag pushed]
              - dismiss: sheet
                expect: [closed 1]
                expect-not: [flag pushed]
            """
        }
        let s = scenario(sheet(locked: false))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        let locked = scenario(sheet(locked: true))
        #expect(!locked.passed && locked.error == nil)
        #expect(locked.labels.contains("flag pushed"), "the sheet springs back, its pushed screen on top")
    }

    @Test func dismissInThePushedViewAndWritingTheFlagBothPopIt() {
        let content = "- Detail: { number: selected }\n" + String(repeating: " ", count: 18) + "- button: done\n"
            + String(repeating: " ", count: 20) + "action: showing = false"
        let s = scenario(pusher(content: content, script: """
              - tap: pick 2
              - tap: close
                expect: [pick 2]
              - tap: pick 2
              - tap: done
                expect: [pick 2]
                expect-not: [done]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(flag(s) == [.bool(true), .bool(false), .bool(true), .bool(false)])
        #expect(!s.events.contains { if case .screen(_, .backTapped) = $0 { true } else { false } })
    }

    @Test func theWritingBodyRunsTheDestinationClosureSoItIsNeverStale() {
        // Parent never shows `selected`; the closure's `Detail(number: selected)` reads it in Parent's body.
        let push = scenario(pusher(script: "  - tap: pick 2\n    expect: [detail 2 likes 0]\n"))
        #expect(push.passed, "\(push.failures.map(\.message)) \(String(describing: push.error))")
        #expect(push.renders(of: "Parent") == 2)
        // The same parent with a sheet: the escaping content closure shows the launch's selection.
        let sheet = scenario(pusher(script: "  - tap: pick 2\n    expect: [detail 1 likes 0]\n")
            .replacingOccurrences(of: "navigation-destination:", with: "sheet:"))
        #expect(sheet.passed, "\(sheet.failures.map(\.message)) \(String(describing: sheet.error))")
        #expect(sheet.renders(of: "Parent") == 1)
    }

    @Test func withAPathThePathScreensGoOnTopAndGoBackPopsThemFirst() {
        let s = scenario("""
            components:
              Parent:
                state: { path: "[]", showing: false }
                body:
                  - navigation-stack:
                      path: $path
                      root:
                        - button: show
                          action: showing = true
                        - Anchor:
                          navigation-destination:
                            is-presented: $showing
                            content:
                              - text: info
                              - navigation-link: open 7
                                value: 7
                      destinations:
                        - for: Int
                          as: number
                          body:
                            - text: page {number}
              Anchor:
                body: []
            root: Parent
            script:
              - tap: show
              - tap: open 7
                expect: [page 7]
                expect-not: [info]
              - go-back: true
                expect: [info]
              - go-back: true
                expect: [show]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.events.contains { if case .screen(_, .popped(.int(7), index: 0, kept: 0)) = $0 { true } else { false } })
        #expect(s.events.filter { if case .screen(_, .backTapped) = $0 { true } else { false } }.count == 1)
    }

    @Test func aFlagInASheetOutsideTheStackPushesNothing() {
        // The sheet starts a presentation of its own: the stack around its presenter is not its stack.
        let s = scenario("""
            components:
              Parent:
                state: { sheet: false, showing: false }
                body:
                  - navigation-stack:
                      root:
                        - button: open
                          action: sheet = true
                        - Anchor:
                          sheet:
                            is-presented: $sheet
                            content:
                              - button: push
                                action: showing = true
                              - Anchor:
                                navigation-destination:
                                  is-presented: $showing
                                  content:
                                    - text: pushed
              Anchor:
                body: []
            root: Parent
            script:
              - tap: open
              - tap: push
            """)
        #expect(s.error?.message == "`navigation-destination:` is true, and the view it is written on is in no navigation-stack, so nothing is pushed")
    }

    @Test func aPushInATabLeavesTheTabBarInReach() {
        let s = scenario("""
            components:
              Parent:
                state: { showing: false }
                body:
                  - tab-view:
                      tabs:
                        - tab: Home
                          body:
                            - navigation-stack:
                                root:
                                  - button: show
                                    action: showing = true
                                  - Anchor:
                                    navigation-destination:
                                      is-presented: $showing
                                      content:
                                        - text: pushed
                        - tab: Other
                          body:
                            - text: other
              Anchor:
                body: []
            root: Parent
            script:
              - tap: show
                expect: [pushed]
              - select-tab: Other
                expect: [other]
                expect-not: [pushed]
              - select-tab: Home
                expect: [pushed]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func exploringGoesBackFromThePushAndNeverSwipesIt() throws {
        let spec = try SpecDecoder.decode(Array(pusher(script: "  []").utf8), file: "t.yaml")
        let graph = Graph(spec: spec, scenario: spec.scenarios[0])
        try graph.launch(at: spec.scenarios[0].location)
        #expect(ExploreAction.available(on: graph, alphabet: [], controls: false).actions == [.tap("pick 2")])
        try graph.tap("pick 2", at: spec.scenarios[0].location)
        let actions = ExploreAction.available(on: graph, alphabet: [], controls: false).actions
        #expect(actions.contains(.goBack))
        #expect(!actions.contains(.dismiss))
        #expect(actions.contains(.tap("like")) && !actions.contains(.tap("pick 2")))
    }

    @Test func checkKnowsTheButtonsOfThePushedContent() throws {
        let named = try SpecDecoder.decode(Array(pusher(script: "  - tap: pick 2\n  - tap: like\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: named).isEmpty)
        let wrong = try SpecDecoder.decode(Array(pusher(script: "  - tap: pick 2\n  - tap: likes\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: wrong).map(\.message) == ["no body shows a button or navigation link \"likes\""])
        // Without a sheet anywhere, swiping down cannot work whatever came first.
        let swiped = try SpecDecoder.decode(Array(pusher(script: "  - tap: pick 2\n  - dismiss: sheet\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: swiped).map(\.hint) == ["a screen pushed by `navigation-destination:` goes back with `- go-back: true`"])
    }

    @Test func theTraceSaysWhyThePushCameAndWent() {
        let run = RecordedRuns.result(of: "specs/flag-push.yaml")
        let result = run.scenarios.first { $0.scenario == "the flag-pushed detail shows the selection the parent never shows" }
        let lines = ScenarioTrace(result ?? ScenarioResult(scenario: "", file: ""), spec: run.spec).lines.map(\.text)
        #expect(lines.contains { $0.hasPrefix("pushed by its flag: the binding is true; a new identity on top of its navigation stack, built from LiveParent's last render") })
        #expect(lines.contains("back button over a screen pushed by a flag: SwiftUI sets its `is-presented:` binding to false, which pops it"))
        #expect(lines.contains { $0.hasPrefix("popped: its flag is false;") })
    }

    @Test func aWrongExpectationAboutAPushExitsOne() async throws {
        // Expecting the stale value a sheet would show.
        let (status, out, _) = try await runSpecFile(pusher(script: "  - tap: pick 2\n    expect: [detail 1 likes 0]\n"))
        #expect(status == 1)
        #expect(out.contains("FAIL"))
    }

    @Test func thePushIsExportedAndTheUITestGoesBack() throws {
        let yaml = pusher(script: "  - tap: pick 2\n  - go-back: true\n")
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "push.yaml"))
        let parent = try #require(export.files.first { $0.path == "App/Parent.swift" }?.contents)
        #expect(parent.contains(".navigationDestination(isPresented: $showing) {"))
        #expect(parent.contains("Detail(number: selected)"))
        let tests = try #require(export.files.first { $0.path.hasPrefix("UITests/") }?.contents)
        #expect(tests.contains("app.buttons[\"pick 2\"].tap()"))
        #expect(tests.contains("app.navigationBars.buttons.element(boundBy: 0).tap()"))
    }

    /// Two flags of one stack true at once: the later is on top, the other under it; going back
    /// pops them in turn (semantics §30).
    @Test func twoFlagsTrueAtOnceStackInTheOrderPushed() {
        let spec = """
            components:
              Root:
                state: { a: false, b: false }
                body:
                  - navigation-stack:
                      root:
                        - Cell: { n: 1 }
                          navigation-destination: { is-presented: $a, content: [ { text: "pushed A" } ] }
                        - Cell: { n: 2 }
                          navigation-destination: { is-presented: $b, content: [ { text: "pushed B" } ] }
                        - button: both
                          action: a = true; b = true
              Cell:
                props: [n]
                body: [ { text: "cell {n}" } ]
            root: Root
            script:
              - tap: both
                expect: ["pushed B"]
                expect-not: ["pushed A", "cell 1"]
              - go-back: true
                expect: ["pushed A"]
                expect-not: ["pushed B", "cell 1"]
              - go-back: true
                expect: ["cell 1", "cell 2"]
            """
        let s = scenario(spec)
        #expect(s.passed, "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(!scenario(spec.replacingOccurrences(of: "    expect: [\"pushed B\"]", with: "    expect: [\"pushed A\"]")).passed)
    }
}
