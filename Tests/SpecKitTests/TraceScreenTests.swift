import Foundation
import Testing
@testable import SpecKit

/// `spec trace` on screens: what a presentation, a push, a pop and a tab do, in words.
@Suite struct TraceScreenTests {
    func trace(_ file: String, _ scenario: String? = nil) -> ScenarioTrace {
        let run = RecordedRuns.result(of: file)
        let result = run.scenarios.first { scenario == nil || $0.scenario == scenario }
        #expect(result != nil)
        return ScenarioTrace(result ?? ScenarioResult(scenario: "", file: ""), spec: run.spec)
    }

    func lines(_ trace: ScenarioTrace, step: Int) -> [String] {
        trace.lines.filter { $0.step == step }.map(\.text)
    }

    @Test func theStaleSheetSaysItWasBuiltFromTheCapturedValues() {
        let t = trace("specs/stale-sheet.yaml", "isPresented, the parent never reads the selection")
        let step1 = lines(t, step: 1)
        #expect(step1.contains("no render read it: no body runs again"))
        #expect(step1.contains("sheet content created: a new identity, built from the values StaleParent's body had when it last ran"))
        #expect(step1.contains("init Detail(number: 1) at [true].0"))
        let dismissed = lines(t, step: 3)
        #expect(dismissed.contains("sheet dismissed: its content is destroyed, its state lost"))
        #expect(dismissed.contains { $0.hasPrefix("- Detail") && $0.hasSuffix("identity destroyed, its state with it") })
    }

    @Test func theRepairedSheetSaysWhatTheParentCapturedAnew() {
        let t = trace("specs/stale-sheet.yaml", "isPresented, the parent reads the selection")
        #expect(lines(t, step: 1).contains { $0.contains("captured selected 1 → 2") })
    }

    @Test func aPopSaysTheScreenAndItsStateAreGoneAndTheRootComesBack() {
        let t = trace("specs/pop-back.yaml")
        #expect(lines(t, step: 3).contains("pushed 1: screen 1 of the stack, a new identity"))
        #expect(lines(t, step: 3).contains { $0.hasPrefix("Banner (in ") && $0.hasSuffix(") went off screen, still alive with its state: it disappears without being destroyed") })
        let back = lines(t, step: 5)
        #expect(back.contains("popped 1: screen 1 and everything in it destroyed, its state lost; the stack's root view keeps its state"))
        #expect(back.contains { $0.hasPrefix("on-appear of Banner runs in Root") })
    }

    @Test func aTabSaysWhenItIsShownForTheFirstTime() {
        let t = trace("specs/tabs-keep-state.yaml")
        #expect(lines(t, step: 3).contains("tab \"Settings\" selected and shown for the first time: its bodies run now"))
        #expect(lines(t, step: 4).contains("tab \"Home\" selected: its views kept their state while hidden"))
    }

    /// A stack, a tab view and a link each read a state the spec never declared: the one they keep
    /// themselves when no binding is given. The read says so; a bound one names its holder.
    @Test func aScreensOwnStateIsSaidToBeItsOwn() {
        let own = trace("specs/destination-link.yaml").lines.map(\.text)
        #expect(own.contains("its body read state path (the stack's own, as no `path:` binding is given)"))
        #expect(own.contains("its body read state isPresented (the link's own: true while it has pushed its destination)"))
        let tabs = trace("specs/initial-on-change.yaml").lines.map(\.text)
        #expect(tabs.contains { $0.hasPrefix("its body read state selection (the tab view's own") })
        let bound = trace("specs/navigation-path.yaml").lines.map(\.text)
        #expect(bound.contains { $0.hasPrefix("its body read") && $0.contains("path of ") })
        #expect(!bound.contains { $0.contains("the stack's own") })
    }

    /// `path = []` from three screens deep pops all three in one render: each pop says which
    /// screens under it go with it and which stay, and a view that comes back or goes names its
    /// place, as several views of one component are alive on screens of their own.
    @Test func aPopToTheRootSaysWhichScreensGoWithItAndWhereEachViewIs() {
        let file = run("""
            components:
              Root:
                state: { path: "[]", log: '""' }
                body:
                  - navigation-stack:
                      path: $path
                      root:
                        - navigation-link: open
                          value: 1
                        - Marker: {}
                          on-appear: log = log + "R+"
                      destinations:
                        - for: Int
                          as: number
                          body:
                            - Detail: { number: number, path: $path, log: $log }
              Detail:
                props: [number]
                bindings: [path, log]
                body:
                  - text: "detail {number}"
                  - button: deeper
                    action: path.append(number + 1)
                  - button: home
                    action: path = []
                  - Marker: {}
                    on-disappear: log = log + "D-"
              Marker:
                body:
                  - text: m
            root: Root
            script:
              - tap: open
              - tap: deeper
              - tap: deeper
              - tap: home
            """)
        let t = ScenarioTrace(file.scenarios[0], spec: file.spec)
        let home = lines(t, step: 4)
        #expect(home.contains("popped 3: screen 3 and everything in it destroyed, its state lost; screens 1 to 2 under it go too, next; the stack's root view keeps its state"), "\(home)")
        #expect(home.contains("popped 2: screen 2 and everything in it destroyed, its state lost; screen 1 under it goes too, next; the stack's root view keeps its state"))
        #expect(home.contains("popped 1: screen 1 and everything in it destroyed, its state lost; the stack's root view keeps its state"))
        #expect(!home.contains { $0.contains("keep theirs") })
        // The root's Marker comes back; the second screen's went off screen at the third push.
        #expect(home.contains { $0.hasPrefix("Marker (in ") && !$0.contains("on the screen") && $0.contains(") is on screen again") }, "\(home)")
        #expect(lines(t, step: 3).contains { $0.hasPrefix("Marker (in Detail, ") && $0.contains("on the screen Destination at pushed(1).") && $0.contains(") went off screen") },
                "\(lines(t, step: 3))")
    }
}
