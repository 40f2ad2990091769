import Foundation
import Testing
@testable import SpecKit

/// `.refreshable` beside a child and the `refresh:` step (docs/semantics.md §40): a pull runs the
/// action as a task of the view, nothing while that task runs, and the task goes with the view.
@Suite struct RefreshRulesTests {
    /// `Home` shows `Feed` with a refresh that awaits `load()`, and a `Side` view without one.
    static let app = """
        requests:
          load: { cancellation: throws, returns: '"new"' }
        components:
          Home:
            state: { shown: true, posts: '"old"', pulls: 0 }
            body:
              - button: hide
                action: shown = false
              - text: pulls {pulls}
              - if: shown
                then:
                  - Feed: { posts: posts }
                    refreshable:
                      - pulls += 1
                      - posts = await load()
              - Side: {}
          Feed:
            props: [posts]
            body:
              - text: feed {posts}
          Side:
            body:
              - text: side
        root: Home
        """

    @Test func aPullStartsTheActionAsATaskThatRunsToItsFirstAwait() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.refresh("Feed"), at: at)
        #expect(texts(on: g).contains("pulls 1"))
        #expect(texts(on: g).contains("feed old"))
        #expect(g.pendingRequests.count == 1)
        let task = try #require(g.tasks.values.first)
        #expect(task.ref.refresh && task.ref.structured && task.ref.view.component == "Feed")
        #expect(task.ref.description == "refresh task #1 of Home/Feed")
    }

    @Test func aPullWhileTheRefreshRunsStartsNothing() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.refresh("Feed"), at: at)
        let renders = g.renders(of: "Home")
        try g.perform(.refresh("Feed"), at: at)
        #expect(texts(on: g).contains("pulls 1"), "the second pull does not run the action")
        #expect(g.tasks.count == 1 && g.pendingRequests.count == 1)
        #expect(g.renders(of: "Home") == renders)
        try g.perform(.time(.complete(Completion(request: "load", which: .first, value: nil, error: nil, location: at))), at: at)
        #expect(texts(on: g).contains("feed new"))
        #expect(g.tasks.isEmpty)
        // The refresh is over: the next pull starts again.
        try g.perform(.refresh("Feed"), at: at)
        #expect(texts(on: g).contains("pulls 2"))
        #expect(g.tasks.count == 1)
    }

    @Test func theRefreshTaskIsCancelledWhenItsViewGoesAway() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.refresh("Feed"), at: at)
        try g.tap("hide", at: at)
        #expect(g.tasks.isEmpty, "cancelled with Feed: load() throws on cancellation")
        #expect(g.pendingRequests.first?.cancelled == true)
        try g.perform(.time(.complete(Completion(request: "load", which: .first, value: nil, error: nil, location: at))), at: at)
        #expect(!texts(on: g).contains { $0.contains("new") })
    }

    @Test func aPullNeedsARefreshableViewOnScreen() throws {
        let (g, at) = try launched(Self.app)
        do {
            try g.perform(.refresh("Side"), at: at)
            Issue.record("Side has no refreshable")
        } catch let d as Diagnostic {
            #expect(d.message == "refresh: no view \"Side\" with `refreshable:` is on screen")
            #expect(d.hint == "refreshable views on screen: \"Feed\"")
        }
        try g.tap("hide", at: at)
        #expect(throws: Diagnostic.self) { try g.perform(.refresh("Feed"), at: at) }
    }

    @Test func aPullNamesTheComponentAsTheBodyWritesItWhateverAScenarioUses() {
        let s = scenario("""
            components:
              Home:
                state: { n: 0 }
                body:
                  - text: n {n}
                  - Feed: {}
                    refreshable: n += 1
              Feed: { body: [ { text: feed } ] }
              Other: { body: [ { text: other } ] }
            root: Home
            scenarios:
              - name: another feed
                use: { Feed: Other }
                script:
                  - refresh: Feed
                    expect: [n 1, other]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// The lock: an expectation the pull does not meet fails and shows what is on screen.
    @Test func aWrongExpectationAfterAPullFails() {
        let good = scenario(Self.app + "\nscript:\n  - refresh: Feed\n  - refresh: Feed\n    expect: [pulls 1]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.app + "\nscript:\n  - refresh: Feed\n  - refresh: Feed\n    expect: [pulls 2]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "pulls 2")
        #expect(bad.failures.first?.screenSummary.contains("pulls 1") == true)
    }

    @Test func theTraceSaysWhatThePullStartedOrWhyNothing() {
        let file = run(Self.app + "\nscript:\n  - refresh: Feed\n  - refresh: Feed\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("pull Feed to refresh: its refreshable action runs as a task of the view, up to its first await; the indicator shows until the task ends\n"))
        #expect(text.contains("pull Feed to refresh: a refresh is already running (refresh task #1 of Home/Feed) and its indicator shows, so the pull starts nothing\n"))
    }

    /// A pull of a component no body writes with `refreshable:` is refused as the file loads, so
    /// `spec run` says what `spec check` says, before the run; one written but not on screen is
    /// refused at the step (above).
    @Test func aPullOfAViewWithoutRefreshableIsRefusedBeforeTheRun() throws {
        let yaml = Self.app + "\nscript:\n  - refresh: Side\n"
        let message = "refresh: no body has a component \"Side\" with `refreshable:` beside it, so there is nothing to pull"
        #expect(diagnostics(yaml).map(\.message) == [message])
        let file = run(yaml)
        #expect(file.loadError?.diagnostics.map(\.message) == [message], "\(String(describing: file.loadError))")
        #expect(file.scenarios.isEmpty)
    }

    @Test func theDecoderRefusesRefreshableOnATextAndAnEmptyOne() {
        let text = diagnostics("""
            components:
              Root:
                body:
                  - text: hi
                    refreshable: n = 1
            root: Root
            """)
        #expect(text.map(\.message) == ["`refreshable:` is a modifier; here it can only stand beside a component, not a text"])
        let empty = diagnostics("""
            components:
              Root:
                body:
                  - Leaf:
                    refreshable:
              Leaf:
                body: [ { text: leaf } ]
            root: Root
            """)
        #expect(empty.map(\.message) == ["a refreshable needs an action: what the pull runs"])
    }

    @Test func exploringOffersAPullOnARefreshableViewOnScreen() throws {
        let (g, at) = try launched(Self.app)
        #expect(ExploreAction.available(on: g, alphabet: [], controls: false, refreshes: true).actions.contains(.refresh("Feed")))
        #expect(!ExploreAction.available(on: g, alphabet: [], controls: false, refreshes: true).actions.contains(.refresh("Side")))
        try g.tap("hide", at: at)
        #expect(!ExploreAction.available(on: g, alphabet: [], controls: false, refreshes: true).actions.contains(.refresh("Feed")))
        #expect(ExploreAction.refresh("Feed").yaml(indent: "") == "- refresh: \"Feed\"\n")
        // A spec without `refreshable:` is not walked for one.
        #expect(try SpecDecoder.decode(Array(Self.app.utf8), file: "t.yaml").components.filter(\.writesRefreshable).map(\.name) == ["Home"])
    }

    @Test func thePictureMarksTheViewIdleOrRefreshing() throws {
        let file = run(Self.app + "\nscript:\n  - refresh: Feed\n")
        let before = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 0))
        let idle = TreeGraph(before, scenario: "s").boxes.first { $0.title == "Feed" }?.lines ?? []
        #expect(idle.contains(".refreshable: idle"))
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let refreshing = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Feed" }?.lines ?? []
        #expect(refreshing.contains(".refreshable: refreshing"))
        #expect(!refreshing.contains { $0.hasPrefix(".task") }, "a refresh is not the view's task modifier")
    }

    static let exported = InlineSpec("refresh.yaml", Self.app + "\nscript:\n  - refresh: Feed\n    expect: [pulls 1]\n")

    @Test func theExportWritesRefreshableInAScrollViewAndTheUITestSwipes() async throws {
        let export = try Self.exported.export()
        let home = export.files.first { $0.path == "App/Home.swift" }?.contents ?? ""
        #expect(home.contains("ScrollView {\n"))
        #expect(home.contains(".accessibilityIdentifier(\"Feed\")"))
        #expect(home.contains(".refreshable { @MainActor in\n"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.scrollViews[\"Feed\"].swipeDown()"))
        try await ExportTests().expectTypeChecks(export)
    }
}
