import Testing
@testable import SpecKit

/// Screens as SwiftUI: sheets by a flag and by an item, a stack without a path binding, a tab
/// view without a selection, and what has no faithful form.
extension ExportTests {
    static let screensWithoutBindings = InlineSpec("rules.yaml", """
        components:
          Root:
            state: { word: nil, closed: 0 }
            body:
              - tab-view:
                  tabs:
                    - tab: Home
                      body:
                        - text: closed {closed}
                        - button: pick
                          action: word = "a"
                        - Anchor:
                          full-screen-cover:
                            item: $word
                            as: w
                            on-dismiss: closed += 1
                            content:
                              - text: word {w}
                              - Closer:
                    - tab: Other
                      body:
                        - navigation-stack:
                            root:
                              - navigation-link: go
                                value: 1
                            destinations:
                              - for: Int
                                as: n
                                body: [ { text: "n {n}" }, { Closer: } ]
          Anchor:
            body: []
          Closer:
            body:
              - button: close
                action: dismiss()
        root: Root
        script:
          - tap: pick
          - tap: close
          - select-tab: Other
          - tap: go
          - go-back: true
        """)

    @Test func screensWithoutTheirBindingsTypeCheck() async throws {
        let export = try Self.screensWithoutBindings.export()
        let root = try #require(export.files.first { $0.path == "App/Root.swift" }?.contents)
        #expect(root.contains("@State private var word: String? = nil"))
        #expect(root.contains(".fullScreenCover(item: $word, onDismiss: { closed += 1 }) { w in"))
        #expect(root.contains("TabView {"))
        #expect(root.contains("NavigationStack {"))
        let closer = try #require(export.files.first { $0.path == "App/Closer.swift" }?.contents)
        #expect(closer.contains("@Environment(\\.dismiss) private var dismiss"))
        #expect(export.files.contains { $0.path == "App/Identifiable.swift" && $0.contents.contains("extension String: @retroactive Identifiable") })
        let tests = try #require(export.files.first { $0.path.hasPrefix("UITests/") }?.contents)
        #expect(tests.contains(#"app.tabBars.buttons["Other"].tap()"#))
        #expect(tests.contains("app.navigationBars.buttons.element(boundBy: 0).tap()"))
        try await expectTypeChecks(export)
    }

    static let idOutsidePresentation = InlineSpec("rules.yaml", """
        components:
          Root:
            state: { showing: false, n: 0 }
            body:
              - Title:
                id: n
                sheet:
                  is-presented: $showing
                  content: [ { text: hi } ]
          Title:
            body: [ { text: title } ]
        root: Root
        script: [ { expect: [title] } ]
        """)

    /// The spec's identity covers a child's presentations: a new `.id` is a new sheet. So `.id` is
    /// written after `.sheet`, outermost.
    @Test func anIdStaysOutsideAPresentation() async throws {
        let export = try Self.idOutsidePresentation.export()
        let root = try #require(export.files.first { $0.path == "App/Root.swift" }?.contents)
        let sheet = try #require(root.range(of: ".sheet(isPresented: $showing)"))
        let id = try #require(root.range(of: ".id(n)"))
        #expect(sheet.lowerBound < id.lowerBound)
        try await expectTypeChecks(export)
    }

    @Test func whatAStackCannotBeInSwiftIsAnError() throws {
        let yaml = """
            models: { Item: { fields: [n] } }
            components:
              Root:
                state: { path: "[]" }
                body:
                  - navigation-stack:
                      path: $path
                      root: [ { navigation-link: go, value: 1 } ]
                      destinations:
                        - for: Int
                          as: n
                          body: [ { text: "n {n}" } ]
                        - for: Item
                          as: item
                          body: [ { text: "item {item.n}" } ]
            root: Root
            """
        #expect(throws: SpecError.self) { try export(yaml) }
        do { _ = try export(yaml) } catch let e as SpecError {
            // Two types make the path a NavigationPath (NavigationPathTests); the class cannot be one of them.
            #expect(e.diagnostics.map(\.message) == [
                "navigationDestination(for:) needs a Hashable type; Item is a class the spec compares by instance",
            ])
        }
    }
}
