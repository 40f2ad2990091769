import Testing
@testable import SpecKit

/// `spec explore` moves between screens as a person does: going back, swiping a sheet down,
/// selecting a tab, and it only taps what is on screen.
extension ExploreTests {
    @Test func exploringGoesBackAndSelectsTabsAndTheScriptItWritesRunsAgain() throws {
        let yaml = """
            components:
              Root:
                state: { path: "[]", likes: 0 }
                body:
                  - tab-view:
                      tabs:
                        - tab: Home
                          body:
                            - navigation-stack:
                                path: $path
                                root: [ { navigation-link: open, value: 1 } ]
                                destinations:
                                  - for: Int
                                    as: n
                                    body: [ { button: like, action: likes += 1 } ]
                        - tab: Other
                          body:
                            - text: likes {likes}
            root: Root
            always: ["Root.likes < 2 || Root.path.count > 0"]
            """
        let result = try explore(yaml, depth: 6)
        let finding = try #require(result.findings.first)
        // Two likes on the pushed screen, then back to the root: the shortest way to break it.
        #expect(finding.steps == [.tap("open"), .tap("like"), .tap("like"), .goBack])
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "test.yaml")
        let text = try EmittedSpec.text(source: Array(yaml.utf8), file: "test.yaml", results: [result], spec: spec)
        #expect(text.contains("- go-back: true"))
        let rerun = run(text, file: "emitted.yaml")
        #expect(rerun.loadError == nil, "\(rerun.loadError?.description ?? "")")
        #expect(rerun.exitCode == 1)
    }

    @Test func theMovesOnScreenAreTheOnesAPersonHas() throws {
        let spec = try SpecDecoder.decode(Array("""
            components:
              Root:
                state: { showing: false }
                body:
                  - tab-view:
                      tabs:
                        - tab: Home
                          body:
                            - button: show
                              action: showing = true
                            - Title:
                              sheet:
                                is-presented: $showing
                                content: [ { text: in the sheet } ]
                        - tab: Other
                          body: [ { button: hidden, action: showing = false } ]
              Title:
                body: [ { text: title } ]
            root: Root
            """.utf8), file: "t.yaml")
        let graph = Graph(spec: spec, scenario: spec.scenarios[0])
        try graph.launch(at: spec.scenarios[0].location)
        #expect(ExploreAction.available(on: graph, alphabet: [], controls: false).actions == [.tap("show"), .selectTab("Other")])
        try graph.tap("show", at: spec.scenarios[0].location)
        // Under the sheet, neither the tab bar nor the parent's button: only the swipe.
        #expect(ExploreAction.available(on: graph, alphabet: [], controls: false).actions == [.dismiss])
    }
}
