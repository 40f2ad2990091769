import Testing
@testable import SpecKit

/// A view in a tab never shown has no part in the graph yet (§25): its timer, on-receive and task
/// start when the tab is first shown, and the trace says why its body did not run.
@Suite struct TabNeverShownTests {
    static let timers = """
        notifications:
          ping: 0
        components:
          Root:
            state: { tab: 0, a: 0, b: 0, got: 0, log: '""' }
            body:
              - text: "a {a} b {b} got {got} log [{log}]"
              - tab-view:
                  selection: $tab
                  tabs:
                    - tab: A
                      value: 0
                      body:
                        - Face: {}
                          on-timer: { every: 1s, action: a += 1 }
                    - tab: B
                      value: 1
                      body:
                        - Face: {}
                          on-timer: { every: 1s, action: b += 1 }
                          on-receive: { of: ping, action: got += 1 }
                          task: log += "t"
          Face:
            body: [ { text: face } ]
        root: Root
        """

    /// §27.8: "its first tick one period after the view appears"; a tab left keeps ticking.
    @Test func aTimerInATabNeverShownStartsWhenTheTabIsFirstShown() {
        let s = scenario(Self.timers + """

            script:
              - advance: 3000
                expect: ["a 3 b 0 got 0 log []"]
              - post: ping
                expect: ["a 3 b 0 got 0 log []"]
              - select-tab: B
                expect: ["a 3 b 0 got 0 log [t]"]
              - advance: 2000
                expect: ["a 5 b 2 got 0 log [t]"]
              - post: ping
                expect: ["a 5 b 2 got 1 log [t]"]
              - select-tab: A
              - advance: 1000
                expect: ["a 6 b 3 got 1 log [t]"]
              - post: ping
                expect: ["a 6 b 3 got 2 log [t]"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        let lines = ScenarioTrace(s).lines
        // The handler is written in Root's body, as an on-appear's is said to be.
        #expect(lines.contains { $0.text.hasPrefix("↻ timer of Face (every 1000 ms) fires at 1000 ms; its handler runs in Root") })
        #expect(!lines.contains { $0.text.contains("runs in TabView") })
        #expect(lines.filter { $0.step == 0 }.filter { $0.text.hasPrefix("↻ timer of Face started") }.count == 1)
        #expect(lines.contains { $0.step == 2 && $0.text.hasPrefix("Face at tab(1).0 did not get ping: its tab has not been shown yet") })
    }

    /// 05-tabs: Root's render inits Page C, whose tab was never shown: its body waits for the tab,
    /// not for a parent that did not run; and the views that go and come are named by place.
    @Test func theTraceSaysAViewInATabNeverShownWaitsForItsTab() {
        let s = scenario("""
            components:
              Root:
                state: { tab: 0, n: 0 }
                body:
                  - text: "n {n}"
                  - button: bump
                    action: n += 1
                  - tab-view:
                      selection: $tab
                      tabs:
                        - tab: A
                          value: 0
                          body:
                            - Page: { name: '"A"' }
                              on-appear: n += 0
                        - tab: B
                          value: 1
                          body:
                            - Page: { name: '"B"' }
                              on-appear: n += 0
                              task: { id: n, action: "n += 0" }
              Page:
                props: [name]
                body: [ { text: "page {name}" } ]
            root: Root
            script:
              - tap: bump
              - select-tab: B
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        let lines = ScenarioTrace(s).lines
        let bump = lines.filter { $0.step == 1 }.map(\.text)
        #expect(bump.contains { $0.hasPrefix("not run: Page: in a tab not shown yet; a lazy TabView runs a tab's bodies when the tab is first selected") })
        #expect(!bump.contains { $0.contains("parent's body did not run") })
        // Its task never started, so none was cancelled: it starts with the tab, with the id then.
        #expect(!bump.contains { $0.hasPrefix("task of Page not restarted") })
        let select = lines.filter { $0.step == 2 }.map(\.text)
        #expect(select.contains { $0.hasPrefix("Page (in ") && $0.contains("at tab(0).0) went off screen, still alive with its state") })
        #expect(select.contains { $0.hasPrefix("Page (in ") && $0.contains("at tab(1).0) is on screen again (or for the first time)") })
        #expect(select.contains { $0.hasPrefix("task of Page runs in Root (id 1") })
    }

    /// The picture marks the view of a tab never shown, and only until the tab is first shown:
    /// afterwards it is off screen, alive, like any tab left.
    @Test func thePictureMarksAViewInATabNeverShown() throws {
        let file = run(Self.timers + "\nscript:\n  - select-tab: B\n  - select-tab: A\n")
        #expect(file.scenarios.first?.error == nil)
        func lines(after step: Int) throws -> [[String]] {
            let snapshot = try #require(TreeSnapshot(events: file.scenarios[0].events, step: step))
            return TreeGraph(snapshot, scenario: "s").boxes.filter { $0.title == "Face" }.map(\.lines)
        }
        let waiting = "in a tab not shown yet, body not run"
        let launch = try lines(after: 0)
        #expect(launch.count == 2 && launch.filter { $0.contains(waiting) }.count == 1)
        #expect(launch.first { $0.contains(waiting) }?.first == "at tab(1).0 of TabView")
        #expect(try lines(after: 1).allSatisfy { !$0.contains(waiting) })
        #expect(try lines(after: 2).filter { $0.contains("off screen, alive") }.count == 1)
    }
}
