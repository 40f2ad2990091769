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
        #expect(lines(t, step: 3).contains("Banner went off screen, still alive with its state: it disappears without being destroyed"))
        let back = lines(t, step: 5)
        #expect(back.contains("popped 1: screen 1 and everything in it destroyed, its state lost; the screens below keep theirs"))
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
}

