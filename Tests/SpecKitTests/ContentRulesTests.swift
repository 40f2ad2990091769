import Foundation
import Testing
@testable import SpecKit

/// Views passed as content (docs/semantics.md §48): built in the parent's body, with its values;
/// stored by the container and placed by its body, where their identity and state live.
@Suite struct ContentRulesTests {
    /// `Parent` passes `Row(input:)` to `Card`, whose own state `open` changes alone; `more` is
    /// parent state the content does not use. `slots` says how `Card` stores it, `input` what the
    /// row is given, and `button` whether the content also holds a button that writes `count`.
    func app(slots: String = "[content]", input: String = "count", button: Bool = true) -> String {
        let add = button ? "\n          - button: \"add {count}\"\n            action: count += 1" : ""
        return """
        components:
          Parent:
            state: { count: 0, more: 0 }
            body:
              - text: "more {more}"
              - button: count
                action: count += 1
              - button: more
                action: more += 1
              - Card:
                content:
                  - Row: { input: \(input) }\(add)
          Card:
            slots: \(slots)
            state: { open: false }
            body:
              - button: open
                action: open.toggle()
              - text: "open {open}"
              - slot: content
          Row:
            props: [input]
            state: { likes: 0 }
            body:
              - text: "row {input} likes {likes}"
              - button: like
                action: likes += 1
        root: Parent
        script: []
        """
    }

    @Test func theContainersOwnRenderPlacesTheContentWithoutAnInit() throws {
        let (g, at) = try launched(app())
        #expect(texts(on: g) == ["more 0", "open false", "row 0 likes 0"])
        try g.tap("open", at: at)
        try g.tap("open", at: at)
        #expect(texts(on: g) == ["more 0", "open false", "row 0 likes 0"])
        #expect(g.renders(of: "Card") == 3)
        #expect(g.measures["Row"]?[.inits] == 1)
        #expect(g.renders(of: "Row") == 1)
        #expect(g.renders(of: "Parent") == 1)
    }

    @Test func theParentsRenderBuildsTheContentAgainAndAnEqualContentSkipsTheContainer() throws {
        // No button in the content: a button's action is a closure that captures the parent.
        let (g, at) = try launched(app(button: false))
        try g.tap("more", at: at)
        #expect(g.measures["Row"]?[.inits] == 2)
        #expect(g.renders(of: "Card") == 1)
        #expect(g.renders(of: "Row") == 1)
        try g.tap("count", at: at)
        #expect(g.measures["Row"]?[.inits] == 3)
        #expect(g.renders(of: "Card") == 2)
        #expect(g.renders(of: "Row") == 2)
        #expect(texts(on: g) == ["more 1", "open false", "row 1 likes 0"])
    }

    @Test func aButtonInTheContentMakesItDifferAtEveryBuild() throws {
        let (g, at) = try launched(app())
        try g.tap("more", at: at)
        // Row's value is equal; the button's action is a new closure, so the card's value differs.
        #expect(g.renders(of: "Card") == 2)
        #expect(g.renders(of: "Row") == 1)
    }

    @Test func whatTheContentReadsSubscribesTheParentAndItsActionsRunThere() throws {
        let (g, at) = try launched(app())
        try g.tap("add 0", at: at)    // written in the parent's scope: the parent's `count`
        #expect(texts(on: g) == ["more 0", "open false", "row 1 likes 0"])
        #expect(g.renders(of: "Parent") == 2)
        #expect(g.screen.contains { $0.kind == .button && $0.label == "add 1" })
    }

    @Test func theContentsStateLivesWhereTheContainerPlacesIt() throws {
        let (g, at) = try launched(app())
        try g.tap("like", at: at)
        try g.tap("open", at: at)
        try g.tap("count", at: at)
        #expect(texts(on: g) == ["more 0", "open true", "row 1 likes 1"])
        let row = g.nodes.values.first { $0.component.name == "Row" }
        #expect(row?.parent?.component.name == "Card")
    }

    @Test func theContentFindsTheContainersEnvironment() throws {
        let (g, _) = try launched("""
            environment-values: { accent: '"gray"' }
            components:
              Parent:
                body:
                  - Card:
                    environment: { accent: '"blue"' }
                    content:
                      - Badge:
              Card:
                slots: [content]
                body: [ { slot: content } ]
              Badge:
                environment: { accent: accent }
                body: [ { text: "accent {accent}" } ]
            root: Parent
            script: []
            """)
        #expect(texts(on: g) == ["accent blue"])
    }

    @Test func severalSlotsArePlacedWhereTheBodySays() throws {
        let (g, _) = try launched("""
            components:
              Parent:
                state: { title: '"news"' }
                body:
                  - Page:
                    content:
                      header: [ { text: "header {title}" } ]
                      content: [ { text: body } ]
              Page:
                slots: [header, content]
                body:
                  - slot: content
                  - text: between
                  - slot: header
            root: Parent
            script: []
            """)
        #expect(texts(on: g) == ["body", "between", "header news"])
    }

    @Test func contentBuiltInATabNeverShownRendersWhenTheTabIsFirstSelected() throws {
        let (g, at) = try launched("""
            components:
              Parent:
                state: { tab: 0 }
                body:
                  - tab-view:
                      selection: $tab
                      tabs:
                        - { tab: One, value: 0, body: [ { text: one } ] }
                        - tab: Two
                          value: 1
                          body:
                            - Card:
                              content: [ { Row: { input: 2 } } ]
              Card:
                slots: [content]
                body: [ { slot: content } ]
              Row:
                props: [input]
                body: [ { text: "row {input}" } ]
            root: Parent
            script: []
            """)
        #expect(g.renders(of: "Row") == 0)
        try g.selectTab("Two", at: at)
        #expect(texts(on: g) == ["row 2"])
        #expect(g.renders(of: "Row") == 1)
    }

    @Test func theTraceSaysWhereTheContentWasBuiltAndWhyItWasNotInitializedAgain() {
        let file = run(app().replacingOccurrences(of: "script: []", with: "script:\n  - tap: open\n"))
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("Parent's body builds the `content` passed to Card: the views inside are initialized here, with Parent's values"))
        #expect(text.contains("places its `content` as Parent's body built it in this update: Row initialized there, not by this render"))
        #expect(text.contains("places its `content` as Parent's body last built it: Row not initialized again, its value unchanged"))
        #expect(text.contains("not run: Row: content passed to its container; the body that builds it did not run, so no init ran"))
    }

    @Test func theCheckRefusesContentForAViewWithoutSlots() {
        let problems = diagnostics("""
            components:
              Parent:
                body:
                  - Row:
                    content: [ { text: inside } ]
              Row:
                body: [ { text: row } ]
            root: Parent
            script: []
            """)
        #expect(problems.map(\.message) == ["Row takes no content"])
    }

    /// The lock: a container's own render does not initialize its content; expecting it does fails.
    @Test func aWrongExpectationExitsOne() async throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = { (inits: Int) in "script:\n  - tap: open\n    assert: [\"Row.inits == \(inits)\"]\n" }
        let wrong = dir.appendingPathComponent("wrong.yaml")
        try app().replacingOccurrences(of: "script: []", with: script(2)).write(to: wrong, atomically: false, encoding: .utf8)
        let (status, out, _) = try await runCommand(["run", wrong.path])
        #expect(status == 1)
        #expect(out.contains("FAIL") && out.contains("Row.inits is 1"))
        let right = dir.appendingPathComponent("right.yaml")
        try app().replacingOccurrences(of: "script: []", with: script(1)).write(to: right, atomically: false, encoding: .utf8)
        #expect(try await runCommand(["run", right.path]).0 == 0)
    }

    static let exported = InlineSpec("page.yaml", """
        components:
          Parent:
            state: { title: '"news"', count: 0 }
            body:
              - Page: { subtitle: title }
                content:
                  header: [ { text: "header {title}" } ]
                  content:
                    - Row: { input: count }
                    - text: more
          Page:
            props: [subtitle]
            slots: [header, content]
            state: { open: false }
            body:
              - slot: header
              - text: "{subtitle}"
              - slot: content
          Row:
            props: [input]
            body: [ { text: "row {input}" } ]
        root: Parent
        scenarios:
          - { name: shown, expect: [header news, row 0] }
        """)

    @Test func theExportIsAGenericContainerWithAViewBuilderInit() async throws {
        let export = try Self.exported.export()
        let page = ExportTests().file(export, "App/Page.swift")
        #expect(page.contains("struct Page<Header: View, Content: View>: View {"))
        #expect(page.contains("let header: Header"))
        #expect(page.contains("init(subtitle: String, @ViewBuilder header: () -> Header, @ViewBuilder content: () -> Content) {"))
        #expect(page.contains("self.content = content()"))
        let parent = ExportTests().file(export, "App/Parent.swift")
        #expect(parent.contains("Page(subtitle: title) {"))
        #expect(parent.contains("} content: {"))
        try await ExportTests().expectTypeChecks(export)
    }
}
