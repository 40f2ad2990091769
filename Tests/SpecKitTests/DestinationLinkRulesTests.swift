import Foundation
import Testing
@testable import SpecKit

/// `NavigationLink(label) { destination }` (docs/semantics.md §30): the destination is built at
/// every render of the body that writes the link, a tap pushes the view the last render built,
/// going back destroys it, and the link is known to check, explore, the trace and the export.
@Suite struct DestinationLinkRulesTests {
    /// A stack whose root lists rows, each a link to a Detail holding a @StateObject; `bump`
    /// renders the root, which reads `n`.
    static func rows(script: String, extraRoot: String = "") -> String {
        """
        models:
          Notes:
            fields: [count]
        components:
          Rows:
            state: { rows: "[1, 2]", n: 0 }
            body:
              - navigation-stack:
                  root:
                    - text: n {n}
                    - button: bump
                      action: n += 1
                    - for-each: rows
                      as: row
                      id: row
                      body:
                        - navigation-link: Show {row}
                          destination:
                            - Detail: { number: "row * 10 + n" }
        \(extraRoot)
          Detail:
            props: [number]
            state-object: { notes: "Notes(count: 0)" }
            body:
              - text: detail {number} notes {notes.count}
              - button: note
                action: notes.count += 1
        root: Rows
        script:
        \(script)
        """
    }

    static let builtAtEachRender = """
          - expect: [n 0, Show 1, Show 2]
            assert: ["Detail.inits == 2", "Detail.renders == 0", "Notes.creations == 0"]
          - tap: bump
            assert: ["Rows.renders == 2", "Detail.inits == 4", "Detail.renders == 0", "Notes.creations == 0"]
          - tap: Show 2
            expect: [detail 21 notes 0]
            expect-not: [n 1, Show 1]
            assert: ["Rows.renders == 2", "Detail.inits == 4", "Detail.renders == 1", "Notes.creations == 1"]
        """

    @Test func everyRowsDestinationIsInitializedAtEachRenderAndNoModelIsMadeUntilAPush() throws {
        let s = scenario(Self.rows(script: Self.builtAtEachRender))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        // The push installs the view the last render built: no init, as for a flag (§30).
        #expect(s.events.contains { if case .screen(let ref, .installedAsBuilt("Rows", true)) = $0 { ref.component == "Detail" } else { false } })
        // The lock: had the push initialized Detail again, or made the model at init, these fail.
        let wrongInits = scenario(Self.rows(script: Self.builtAtEachRender.replacingOccurrences(
            of: "\"Rows.renders == 2\", \"Detail.inits == 4\", \"Detail.renders == 1\"", with: "\"Rows.renders == 2\", \"Detail.inits == 5\", \"Detail.renders == 1\"")))
        #expect(!wrongInits.passed)
        let wrongModels = scenario(Self.rows(script: Self.builtAtEachRender.replacingOccurrences(
            of: "\"Detail.inits == 2\", \"Detail.renders == 0\", \"Notes.creations == 0\"", with: "\"Detail.inits == 2\", \"Detail.renders == 0\", \"Notes.creations == 2\"")))
        #expect(!wrongModels.passed)
    }

    @Test func goingBackDestroysThePushedViewAndATapPushesANewIdentity() {
        let s = scenario(Self.rows(script: """
              - tap: Show 1
                expect: [detail 10 notes 0]
              - tap: note
                expect: [detail 10 notes 1]
              - go-back: true
                expect: [n 0, Show 1, Show 2]
                expect-not: [detail 10 notes 1]
              - tap: Show 1
                expect: [detail 10 notes 0]
                assert: ["Rows.renders == 1", "Detail.inits == 2", "Notes.creations == 2"]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.events.filter { if case .destroyed(let ref, _) = $0 { ref.component == "Detail" } else { false } }.count == 1)
        // Only the link's own node read its flag: the tap and the pop render no body of the spec's.
        #expect(s.events.contains { if case .screen(let ref, .backTapped) = $0 { ref.component == ScreenState.linkName } else { false } })
    }

    @Test func aLinkInThePushedScreenPushesOverItAndGoingBackPopsOneAtATime() {
        let yaml = """
            components:
              Root:
                body:
                  - navigation-stack:
                      root:
                        - navigation-link: first
                          destination:
                            - Page: { depth: 1 }
              Page:
                props: [depth]
                body:
                  - text: page {depth}
                  - navigation-link: deeper
                    destination:
                      - Leaf: { depth: "depth + 1" }
              Leaf:
                props: [depth]
                body:
                  - text: page {depth}
            root: Root
            script:
              - tap: first
                expect: [page 1]
              - tap: deeper
                expect: [page 2]
                expect-not: [page 1]
              - go-back: true
                expect: [page 1, deeper]
              - go-back: true
                expect: [first]
                expect-not: [page 1]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func outsideAStackTheDestinationIsBuiltAndATapIsAnError() {
        let s = scenario("""
            components:
              Root:
                body:
                  - navigation-link: lost
                    destination:
                      - Detail: { number: 1 }
                  - text: built {Detail.inits}
              Detail:
                props: [number]
                body: [ { text: "detail {number}" } ]
            root: Root
            script:
              - expect: [built 1]
              - tap: lost
            """)
        #expect(s.error?.message == "this navigation link is in no navigation-stack, so it pushes nothing")
        #expect(s.failures.isEmpty)
    }

    @Test func valueAndDestinationAreExclusiveAndTheDeprecatedFormIsRefused() {
        func messages(_ link: String) -> [String] {
            diagnostics("components:\n  V:\n    body:\n      - navigation-link: go\n\(link)root: V\n").map(\.message)
        }
        #expect(messages("        value: 1\n        destination: [ { text: hi } ]\n") == ["a `navigation-link:` takes `value:` or `destination:`, not both"])
        #expect(messages("        destination: []\n") == ["a `navigation-link:`'s `destination:` needs a view to push; it lists none"])
        #expect(messages("        is-active: true\n        destination: [ { text: hi } ]\n")
            == ["`is-active:` on a navigation link is the deprecated `NavigationLink(isActive:)` form, which the spec does not model"])
        #expect(messages("        disabled: false\n") == ["a `navigation-link:` needs `value:`, the value it pushes, or `destination:`, the views it pushes"])
    }

    @Test func checkAndExploreKnowTheLinkAndItsPushedContent() throws {
        let named = try SpecDecoder.decode(Array(Self.rows(script: "  - tap: Show 1\n  - tap: note\n").utf8), file: "t.yaml")
        #expect(ScriptTargets.problems(in: named).isEmpty)
        let graph = Graph(spec: named, scenario: named.scenarios[0])
        try graph.launch(at: named.scenarios[0].location)
        let first = ExploreAction.available(on: graph, alphabet: [], controls: false).actions
        #expect(first.contains(.tap("Show 1")) && first.contains(.tap("Show 2")) && !first.contains(.goBack))
        try graph.tap("Show 1", at: named.scenarios[0].location)
        let actions = ExploreAction.available(on: graph, alphabet: [], controls: false).actions
        #expect(actions.contains(.goBack) && actions.contains(.tap("note")) && !actions.contains(.tap("Show 2")))
    }

    @Test func theTraceAndThePictureSayTheDestinationIsBuiltForTheLink() throws {
        let file = SpecKitTests.run(Self.rows(script: "  - tap: Show 2\n"))
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("init Detail(number: 20): built for the link, not shown: NavigationLink calls its destination closure in its initializer"), "\(text)")
        #expect(text.contains("Detail is the view Rows's last render built for the link: the tap pushes it as built"))
        #expect(text.contains("pushed by the link's tap: a new identity on top of its navigation stack"))
        let launch = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 0))
        #expect(launch.nodes.values.contains { $0.screen == "not pushed; the link built Detail" })
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        #expect(after.nodes.values.contains { $0.screen == "pushed by a tap on the link" })
    }

    @Test func theLinkIsExportedWithItsDestinationAndTheUITestTapsIt() throws {
        let yaml = Self.rows(script: "  - tap: Show 2\n  - go-back: true\n")
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "links.yaml"))
        let rows = try #require(export.files.first { $0.path == "App/Rows.swift" }?.contents)
        // A title with a value is a Text(verbatim:) label, after the destination.
        #expect(rows.contains("NavigationLink {\n"), "\(rows)")
        #expect(rows.contains("} label: {\n                        Text(verbatim: \"Show \\(row)\")\n"), "\(rows)")
        #expect(rows.contains("Detail(number: row * 10 + n)"))
        #expect(!rows.contains("value:"))
        let tests = try #require(export.files.first { $0.path.hasPrefix("UITests/") }?.contents)
        #expect(tests.contains("app.buttons[\"Show 2\"].tap()"))
        #expect(tests.contains("app.navigationBars.buttons.element(boundBy: 0).tap()"))
    }
}
