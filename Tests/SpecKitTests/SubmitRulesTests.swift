import Foundation
import Testing
@testable import SpecKit

/// `.onSubmit` on a text field and the `submit:` step (docs/semantics.md §39): Return runs the
/// field's action in the body that wrote it, as one update; a field without one runs nothing.
@Suite struct SubmitRulesTests {
    /// `Fields` shows a field per tag in a for-each, each submitting its own tag; `Notes` has a
    /// field without an action; `Shown` reads only what the submit action writes.
    static let app = """
        components:
          Fields:
            state: { query: "\\"\\"", sent: "\\"\\"", tags: "[\\"a\\", \\"b\\"]", picked: "\\"\\"", note: "\\"\\"", locked: false }
            body:
              - text-field: Search
                text: $query
                on-submit: sent = query
              - for-each: tags
                as: tag
                id: tag
                body:
                  - text-field: Tag {tag}
                    text: $query
                    on-submit: picked = tag
              - text-field: Note
                text: $note
                disabled: locked
              - button: lock
                action: locked = true
              - Shown: { sent: sent, picked: picked }
          Shown:
            props: [sent, picked]
            body:
              - text: sent {sent}
              - text: picked {picked}
        root: Fields
        """

    func step(_ action: InputStep.Action, _ control: String, at location: Location) -> InputStep {
        InputStep(action: action, control: control, location: location)
    }

    @Test func theActionSeesTheTypedTextAndRunsAsOneUpdate() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("ab"), "Search", at: at))
        let (form, shown) = (g.renders(of: "Fields"), g.renders(of: "Shown"))
        #expect(texts(on: g).contains("sent "))
        try g.use(step(.submit, "Search", at: at))
        #expect(texts(on: g).contains("sent ab"))
        #expect(g.screen.contains { $0.label == "Search: ab" }, "Return writes nothing to the field")
        // One write, one pass: the body that reads `sent` and the child it passes it to, once each.
        #expect(g.renders(of: "Fields") == form + 1)
        #expect(g.renders(of: "Shown") == shown + 1)
    }

    @Test func aFieldInAForEachSubmitsWithTheLoopNameItWasWrittenWith() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.submit, "Tag b", at: at))
        #expect(texts(on: g).contains("picked b"))
        try g.use(step(.submit, "Tag a", at: at))
        #expect(texts(on: g).contains("picked a"))
    }

    @Test func aFieldWithoutAnActionTakesReturnAndNothingRuns() throws {
        let (g, at) = try launched(Self.app)
        try g.use(step(.type("x"), "Note", at: at))
        let renders = g.renders(of: "Fields")
        try g.use(step(.submit, "Note", at: at))
        #expect(g.renders(of: "Fields") == renders)
        #expect(g.screen.contains { $0.label == "Note: x" })
    }

    @Test func returnIntoADisabledFieldIsAnErrorAsTypingIs() throws {
        let (g, at) = try launched(Self.app)
        try g.tap("lock", at: at)
        #expect(throws: Diagnostic.self) { try g.use(step(.submit, "Note", at: at)) }
        do {
            try g.use(step(.submit, "Note", at: at))
        } catch let d as Diagnostic {
            #expect(d.message == "the text field \"Note\" is disabled (its own `disabled:`): it takes no keyboard focus, so Return cannot submit it")
        }
    }

    @Test func anActionMayStartATaskThatAwaits() {
        let s = scenario("""
            requests:
              search: { returns: '"results for " + argument' }
            components:
              Search:
                state: { query: '""', results: '"none"' }
                body:
                  - text-field: Search
                    text: $query
                    on-submit: "Task { results = await search(query) }"
                  - text: showing {results}
            root: Search
            script:
              - type: ab
                into: Search
                assert: "Requests.started == 0"
              - submit: Search
                assert: ["Requests.started == 1", "Requests.pending == 1"]
              - complete: search
                expect: showing results for ab
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// The lock: an expectation the submit does not meet fails and shows what is on screen.
    @Test func aWrongExpectationAfterASubmitFails() {
        let good = scenario(Self.app + "\nscript:\n  - type: ab\n    into: Search\n  - submit: Search\n    expect: [sent ab]\n")
        #expect(good.passed, "\(good.failures.map(\.message))")
        let bad = scenario(Self.app + "\nscript:\n  - type: ab\n    into: Search\n  - submit: Search\n    expect: [sent a]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "sent a")
        #expect(bad.failures.first?.screenSummary.contains("sent ab") == true)
        // Without the submit, nothing was sent.
        let unsent = scenario(Self.app + "\nscript:\n  - type: ab\n    into: Search\n    expect: [sent ab]\n")
        #expect(!unsent.passed)
    }

    @Test func theTraceSaysWhatReturnRanOrWhyNothingRan() {
        let file = run(Self.app + "\nscript:\n  - type: ab\n    into: Search\n  - submit: Search\n  - submit: Note\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("submit [Search] in Fields: Return runs the field's on-submit action; query holds \"ab\", as the keystrokes left it\n"))
        #expect(text.contains("run `sent = query`"))
        #expect(text.contains("was written by the submit action"))
        #expect(text.contains("submit [Note] in Fields: the field has no on-submit action, so Return runs nothing and note stays \"\"\n"))
    }

    @Test func theDecoderRefusesAnActionWhereNoReturnIs() {
        let toggle = diagnostics("""
            components:
              Root:
                state: { on: false }
                body:
                  - toggle: Wi-Fi
                    is-on: $on
                    on-submit: on = true
            root: Root
            """)
        #expect(toggle.map(\.message) == ["`on-submit:` is for a text field: Return in a text field runs it, and a toggle has no Return"])
        let undefined = diagnostics("""
            components:
              Root:
                state: { q: '""' }
                body:
                  - text-field: Q
                    text: $q
                    on-submit: missing = q
            root: Root
            """)
        #expect(undefined.count == 1 && undefined[0].message.contains("missing"))
    }

    @Test func exploringOffersSubmitOnlyWhereAFieldHasAnAction() throws {
        let (g, _) = try launched(Self.app)
        let actions = ExploreAction.available(on: g, alphabet: [], controls: true).actions
        #expect(actions.contains(.input(.submit, control: "Search")))
        #expect(actions.contains(.input(.submit, control: "Tag a")))
        #expect(!actions.contains(.input(.submit, control: "Note")))
        #expect(ExploreAction.input(.submit, control: "Search").yaml(indent: "") == "- submit: \"Search\"\n")
    }

    @Test func thePictureMarksAFieldWithAnAction() throws {
        let file = run(Self.app + "\nscript:\n  - submit: Search\n")
        let snapshot = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let lines = TreeGraph(snapshot, scenario: "s").boxes.first { $0.title == "Fields" }?.lines ?? []
        #expect(lines.contains("text field \"Search\" ⇄ $query = \"\" ⏎ on-submit"))
        #expect(lines.contains("text field \"Note\" ⇄ $note = \"\""))
    }

    static let exported = InlineSpec("submit.yaml", Self.app + "\nscript:\n  - type: ab\n    into: Search\n  - submit: Search\n    expect: [sent ab]\n")

    @Test func theExportWritesOnSubmitAndTheUITestTypesReturn() async throws {
        let export = try Self.exported.export()
        let form = export.files.first { $0.path == "App/Fields.swift" }?.contents ?? ""
        #expect(form.contains("TextField(\"Search\", text: $query)\n                .onSubmit {\n                    sent = query\n                }"))
        #expect(form.contains(".onSubmit {\n                        picked = tag\n"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.textFields[\"Search\"].tap()\n        app.textFields[\"Search\"].typeText(\"\\n\")"))
        // A row's field submits with the row's name in scope, beside a disabled field: both type-check.
        try await ExportTests().expectTypeChecks(export)
    }
}
