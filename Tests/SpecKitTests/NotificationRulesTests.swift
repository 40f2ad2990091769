import Foundation
import Testing
@testable import SpecKit

/// Notifications the script posts (docs/semantics.md §46): a view's on-receive is subscribed while
/// its identity lives, a task's for-await loop from the moment it reaches the loop, and a post
/// reaches the views first, in the order they subscribed, then the loops.
@Suite struct NotificationRulesTests {
    /// `Home` shows a `Badge` that receives `saved` while `shown`, and a `Feed` whose task loops
    /// over it after a sleep of 100 ms.
    static let app = """
        notifications:
          saved: 1
        components:
          Home:
            state: { shown: true, feed: true, badge: 0, total: 0 }
            body:
              - button: toggle
                action: shown = !shown
              - button: leave
                action: feed = false
              - text: badge {badge}
              - text: total {total}
              - if: shown
                then:
                  - Badge: {}
                    on-receive: { of: saved, action: badge += value }
              - if: feed
                then:
                  - Feed: {}
                    task:
                      action:
                        - await sleep(100)
                        - for await value in saved { total += value }
          Badge:
            body: [ { text: badge shown } ]
          Feed:
            body: [ { text: feed shown } ]
        root: Home
        """

    static func post(_ value: Int? = nil, at location: Location) -> StepAction {
        .time(.post(Post(notification: "saved", value: value.map { Expr(.int($0), at: location, source: "\($0)") }, location: location)))
    }

    @Test func aViewReceivesWhileItIsInTheHierarchyAndMissesWhatIsPostedWhileItIsGone() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(Self.post(at: at), at: at)
        #expect(texts(on: g).contains("badge 1"))
        try g.tap("toggle", at: at)
        try g.perform(Self.post(5, at: at), at: at)
        #expect(texts(on: g).contains("badge 1"), "the badge was gone: the value is missed")
        try g.tap("toggle", at: at)
        #expect(texts(on: g).contains("badge 1"), "a view built again is not given what it missed")
        try g.perform(Self.post(10, at: at), at: at)
        #expect(texts(on: g).contains("badge 11"))
    }

    @Test func aLoopMissesWhatIsPostedBeforeItStartsIteratingAndEndsWithItsView() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(Self.post(at: at), at: at)
        #expect(texts(on: g).contains("total 0"), "the task still sleeps before its loop")
        try g.perform(.time(.advance(100)), at: at)
        try g.perform(Self.post(5, at: at), at: at)
        try g.perform(Self.post(2, at: at), at: at)
        #expect(texts(on: g).contains("total 7"), "each value runs the body once")
        #expect(g.tasks.count == 1 && g.tasks.values.first?.waiting == .values("saved"))
        try g.tap("leave", at: at)
        #expect(g.tasks.isEmpty, "the view went away: its task is cancelled and the loop ends")
        try g.perform(Self.post(100, at: at), at: at)
        #expect(texts(on: g).contains("total 7"))
        #expect(g.asyncMeasures["Notifications.posted"] == 4)
        // The badge got all four; the loop the two posted while it iterated.
        #expect(g.asyncMeasures["Notifications.received"] == 6)
    }

    /// A guard that fails in a loop's body returns from the task, the loop with it, as `return`
    /// in the task's closure does; in an `if` in the body too (§46, §59).
    @Test func aGuardInALoopsBodyEndsTheTask() throws {
        for body in ["guard value < 5 else { return }; total += value", "if value >= 5 { return }; total += value"] {
            let yaml = Self.app.replacingOccurrences(of: "for await value in saved { total += value }", with: "for await value in saved { \(body) }")
            let (g, at) = try launched(yaml)
            try g.perform(.time(.advance(100)), at: at)
            try g.perform(Self.post(2, at: at), at: at)
            #expect(texts(on: g).contains("total 2") && g.tasks.count == 1, "\(body)")
            try g.perform(Self.post(7, at: at), at: at)
            #expect(g.tasks.isEmpty, "the guard returned from the task: \(body)")
            try g.perform(Self.post(1, at: at), at: at)
            #expect(texts(on: g).contains("total 2"), "no loop is left to take it: \(body)")
        }
    }

    @Test func viewsReceiveInTheOrderTheySubscribedThenTheLoops() {
        let s = scenario("""
            notifications:
              ping: '"x"'
            components:
              Root:
                state: { log: '""' }
                body:
                  - text: log {log}
                  - Loop: {}
                    task: { action: 'for await value in ping { log += "L" + value }' }
                  - First: {}
                    on-receive: { of: ping, action: log += "A" + value }
                  - Second: {}
                    on-receive: { of: ping, action: log += "B" + value }
              Loop:
                body: []
              First:
                body: []
              Second:
                body: []
            root: Root
            script:
              - post: ping
                value: '"1"'
                expect: [log A1B1L1]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// The lock: an expectation the post does not meet fails and shows what is on screen, and the
    /// command exits 1.
    @Test func aWrongExpectationAfterAPostFails() async throws {
        let good = scenario(Self.app + "\nscript:\n  - post: saved\n    expect: [badge 1, total 0]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let wrong = Self.app + "\nscript:\n  - post: saved\n    expect: [total 1]\n"
        let bad = scenario(wrong)
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "total 1")
        #expect(bad.failures.first?.screenSummary.contains("total 0") == true)
        let (status, _, _) = try await runSpecFile(wrong)
        #expect(status == 1)
    }

    @Test func theTraceSaysWhoGotTheValueAndWhoMissedItAndWhy() {
        let file = run(Self.app + "\nscript:\n  - post: saved\n  - tap: toggle\n  - post: saved\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("Badge subscribes to saved with its view (.onReceive): until its view goes away, every value reaches it\n"))
        #expect(text.contains("post saved 1: 1 subscriber gets it\n"))
        #expect(text.contains("on-receive of Badge gets saved and runs in Home, before the screen updates\n"))
        #expect(text.contains("task #1 of Home/Feed did not get saved: its for-await loop has not started iterating, so it was not subscribed yet and missed the value\n"))
        #expect(text.contains("Badge did not get saved: the view was not on screen, so it was not subscribed and missed the value\n"))
    }

    @Test func thePictureMarksTheSubscribedView() throws {
        let file = run(Self.app + "\nscript:\n  - advance: 100\n")
        let snapshot = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let badge = TreeGraph(snapshot, scenario: "s").boxes.first { $0.title == "Badge" }?.lines ?? []
        #expect(badge.contains(".onReceive(saved)"))
        #expect(snapshot.tasks.values.contains { $0.description.hasSuffix("waiting for the next saved") })
    }

    @Test func theChecksRefuseAStatementAfterTheLoopAnAwaitInItAndAnUndeclaredName() {
        let after = diagnostics(Self.app.replacingOccurrences(of: "- for await value in saved { total += value }",
                                                              with: "- for await value in saved { total += value }\n                - total = 0"))
        #expect(after.map(\.message) == ["`total = 0` comes after a for-await loop over a notification, which ends only when its task is cancelled"])
        let inBody = diagnostics(Self.app.replacingOccurrences(of: "{ total += value }", with: "{ await sleep(1) }"))
        #expect(inBody.map(\.message) == ["`await sleep(1)` awaits inside a for-await loop's body"])
        let undeclared = diagnostics(Self.app.replacingOccurrences(of: "of: saved", with: "of: saves"))
        #expect(undeclared.map(\.message) == ["'saves' is not a declared notification"])
        #expect(undeclared.first?.hint == "did you mean 'saved'?")
        let wrongType = diagnostics(Self.app + "\nscript:\n  - post: saved\n    value: '\"x\"'\n")
        #expect(wrongType.map(\.message) == ["saved sends Int values; \"x\" is a String"])
    }

    @Test func exploringOffersAPostOfEachNotification() throws {
        let (g, _) = try launched(Self.app)
        #expect(ExploreAction.available(on: g, alphabet: [], controls: false).actions.contains(.post("saved")))
        #expect(ExploreAction.post("saved").yaml(indent: "") == "- post: \"saved\"\n")
    }

    static let exported = InlineSpec("posts.yaml", Self.app + "\nscript:\n  - advance: 100\n  - post: saved\n    value: 5\n    expect: [badge 5, total 5]\n")

    @Test func theExportWritesASubjectOnReceiveAForAwaitAndASeamStep() async throws {
        let export = try Self.exported.export()
        let home = export.files.first { $0.path == "App/Home.swift" }?.contents ?? ""
        #expect(home.contains(".onReceive(Posts.saved) { value in\n"))
        #expect(home.contains("for await value in Posts.saved.values {\n"))
        let time = export.files.first { $0.path == "App/SpecTime.swift" }?.contents ?? ""
        #expect(time.contains("static let saved = PassthroughSubject<Int, Never>()"))
        let seam = export.files.first { $0.path == "App/SpecSeam.swift" }?.contents ?? ""
        #expect(seam.contains("case \"post saved 5\":\n            Posts.saved.send(5)\n"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("        seam(\"post saved 5\")\n"))
        try await ExportTests().expectTypeChecks(export)
    }
}
