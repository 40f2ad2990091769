import Foundation
import Testing
@testable import SpecKit

/// `.onSubmit` beside a component and `.submitScope()` (docs/semantics.md §94): Return in any
/// field of the subtree runs the actions around it, outermost first, then the field's own, in the
/// scope of the body that wrote each.
@Suite struct SubmitScopeTests {
    /// `Outer` writes an on-submit around `Middle`, whose body writes one around `Inner`, whose
    /// fields are `Deep` (its own action too) and `Kept` (`submit-scope: true`); `Middle` has a
    /// field of its own, `Mid`. Each action appends to `log` of the body that wrote it.
    static let nested = """
        components:
          Outer:
            state: { log: '""', items: '[7]' }
            body:
              - for-each: items
                as: item
                id: item
                body:
                  - Middle: { outerLog: log }
                    on-submit: 'log += "outer" + String(item) + " "'
              - text: outer log "{log}"
          Middle:
            props: [outerLog]
            state: { log: '""', mid: '""' }
            body:
              - text-field: Mid
                text: $mid
              - Inner:
                on-submit: log += "middle "
              - text: middle log "{log}"
          Inner:
            state: { deep: '""', kept: '""', log: '""' }
            body:
              - text-field: Deep
                text: $deep
                on-submit: log += "deep "
              - secure-field: Kept
                text: $kept
                on-submit: log += "kept "
                submit-scope: true
              - text: inner log "{log}"
        root: Outer
        """

    func step(_ action: InputStep.Action, _ control: String, at location: Location) -> InputStep {
        InputStep(action: action, control: control, location: location)
    }

    @Test func everyActionAroundTheFieldRunsOutermostFirstAndTheFieldsOwnLast() throws {
        let (g, at) = try launched(Self.nested)
        try g.use(step(.submit, "Deep", at: at))
        // Each in the body that wrote it, with the loop name it saw there.
        #expect(texts(on: g).contains("outer log \"outer7 \""))
        #expect(texts(on: g).contains("middle log \"middle \""))
        #expect(texts(on: g).contains("inner log \"deep \""))
        let file = run(Self.nested + "\nscript:\n  - submit: Deep\n")
        let text = TraceText().render(file, scenarios: file.scenarios)
        let outer = try #require(text.range(of: "run `log += \"outer\" + String(item) + \" \"`"))
        let middle = try #require(text.range(of: "run `log += \"middle \"`"))
        let own = try #require(text.range(of: "run `log += \"deep \"`"))
        #expect(outer.lowerBound < middle.lowerBound && middle.lowerBound < own.lowerBound)
    }

    @Test func theActionsRunAsOneUpdate() throws {
        let (g, at) = try launched(Self.nested)
        let (outer, middle, inner) = (g.renders(of: "Outer"), g.renders(of: "Middle"), g.renders(of: "Inner"))
        try g.use(step(.submit, "Deep", at: at))
        // Three writes, one settling: each writer renders once.
        #expect(g.renders(of: "Outer") == outer + 1)
        #expect(g.renders(of: "Middle") == middle + 1)
        #expect(g.renders(of: "Inner") == inner + 1)
    }

    @Test func aFieldOfTheChildsOwnBodyIsInsideTheViewTheParentWroteTheActionOn() throws {
        let (g, at) = try launched(Self.nested)
        try g.use(step(.submit, "Mid", at: at))
        #expect(texts(on: g).contains("outer log \"outer7 \""))
        // Middle's on-submit stands beside Inner, not around Mid.
        #expect(texts(on: g).contains("middle log \"\""))
    }

    @Test func submitScopeOnAFieldRunsItsOwnActionAndNoneAroundIt() throws {
        let (g, at) = try launched(Self.nested)
        try g.use(step(.submit, "Kept", at: at))
        #expect(texts(on: g).contains("inner log \"kept \""))
        #expect(texts(on: g).contains("middle log \"\""))
        #expect(texts(on: g).contains("outer log \"\""))
    }

    @Test func submitScopeBesideAChildRunsItsActionAndNoneAbove() throws {
        let yaml = Self.nested.replacingOccurrences(of: "on-submit: log += \"middle \"", with: "on-submit: log += \"middle \"\n        submit-scope: true")
        let (g, at) = try launched(yaml)
        try g.use(step(.submit, "Deep", at: at))
        #expect(texts(on: g).contains("middle log \"middle \""))
        #expect(texts(on: g).contains("inner log \"deep \""))
        #expect(texts(on: g).contains("outer log \"\""))
        // Mid is outside the scope, under Middle but beside Inner: Outer's action still runs.
        try g.use(step(.submit, "Mid", at: at))
        #expect(texts(on: g).contains("outer log \"outer7 \""))
    }

    @Test func aSearchFieldsReturnIsHeardOnlyByItsSearchable() throws {
        let (g, at) = try launched("""
            components:
              Root:
                state: { log: '""' }
                body:
                  - Wrapper:
                    on-submit: log += "form "
                  - text: log "{log}"
              Wrapper:
                state: { found: '""', name: '""', searched: 0 }
                body:
                  - Results:
                    searchable: { text: $found, prompt: Find, on-submit: searched += 1 }
                  - text-field: Name
                    text: $name
                  - text: searched {searched}
              Results:
                body: [ { text: results } ]
            root: Root
            """)
        try g.use(step(.submit, "Find", at: at))
        #expect(texts(on: g).contains("searched 1"))
        #expect(texts(on: g).contains("log \"\""))
        try g.use(step(.submit, "Name", at: at))
        #expect(texts(on: g).contains("log \"form \""))
    }

    @Test func aChildWithNoFieldTakesTheModifierAndNothingRunsIt() throws {
        let yaml = """
            components:
              Root:
                state: { n: 0 }
                body:
                  - Leaf:
                    on-submit: n += 1
                  - text: n {n}
              Leaf:
                body: [ { text: leaf } ]
            root: Root
            """
        #expect(diagnostics(yaml).isEmpty)
        let (g, _) = try launched(yaml)
        #expect(texts(on: g) == ["leaf", "n 0"])
    }

    @Test func theTraceSaysWhichActionRanAndWhy() {
        let file = run(Self.nested + "\nscript:\n  - submit: Deep\n  - submit: Kept\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("submit [Deep] in Inner: Return runs the on-submit actions of the views around the field, outermost first: the one beside Middle, written in Outer's body, then the one beside Inner, written in Middle's body, then the field's own; deep holds \"\", as the keystrokes left it\n"))
        #expect(text.contains("the on-submit beside Middle, written in Outer's body, runs, as [Deep] is inside that view\n"))
        #expect(text.contains("the field's own on-submit runs, after the ones around it\n"))
        // Kept's own action alone: the trace as for a field with no action around it.
        #expect(text.contains("submit [Kept] in Inner: Return runs the field's on-submit action; kept holds \"\", as the keystrokes left it\n"))
    }

    @Test func exploringOffersSubmitOnAFieldThatOnlyAnActionAroundItReaches() throws {
        let (g, _) = try launched(Self.nested)
        let actions = ExploreAction.available(on: g, alphabet: [], controls: true).actions
        #expect(actions.contains(.input(.submit, control: "Mid")))
        let (alone, _) = try launched(Self.nested.replacingOccurrences(of: "on-submit: 'log += \"outer\" + String(item) + \" \"'", with: "id: item"))
        #expect(!ExploreAction.available(on: alone, alphabet: [], controls: true).actions.contains(.input(.submit, control: "Mid")))
    }

    @Test func thePictureMarksAFieldThatAnActionAroundItReaches() throws {
        let file = run(Self.nested + "\nscript:\n  - submit: Deep\n")
        let snapshot = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let graph = TreeGraph(snapshot, scenario: "s")
        let middle = graph.boxes.first { $0.title == "Middle" }?.lines ?? []
        #expect(middle.contains("text field \"Mid\" ⇄ $mid = \"\" ⏎ Middle's on-submit"))
        let inner = graph.boxes.first { $0.title == "Inner" }?.lines ?? []
        #expect(inner.contains("text field \"Deep\" ⇄ $deep = \"\" ⏎ on-submit ⏎ Middle's on-submit ⏎ Inner's on-submit"))
    }

    @Test func theDecoderRefusesWhatIsNotExpressed() {
        func messages(_ field: String, _ beside: String = "") -> [String] {
            diagnostics("""
                components:
                  Root:
                    state: { t: '""', on: false }
                    body:
                      - \(field)
                      - Leaf:\(beside)
                  Leaf:
                    body: [ { text: leaf } ]
                root: Root
                """).map(\.message)
        }
        #expect(messages("text-editor: Notes\n        text: $t\n        submit-scope: true")
            == ["`submit-scope:` is for a text field or a secure field: Return in a text editor types a newline, and submits nothing, so there is nothing to keep from the on-submit actions around it"])
        #expect(messages("toggle: T\n        is-on: $on\n        submit-scope: true")
            == ["`submit-scope:` is for a text field or a secure field: a toggle has no Return, so there is nothing to keep from the on-submit actions around it"])
        #expect(messages("text: x", "\n        submit-scope: on")
            == ["`submit-scope:` is true or false, as `.submitScope(_:)` takes a Bool; 'on' is not expressed"])
        #expect(messages("text: x", "\n        on-submit: []") == ["an on-submit needs an action: what Return in a field inside the view runs"])
        #expect(messages("text: x", "\n        on-submit: missing += 1").first?.contains("missing") == true)
    }

    @Test func theLessonHolds() throws {
        try expectLessonHolds("submit-scope.yaml", wrong: [
            // The field's own first would log "email save ".
            (from: #"expect: ['saved "ann"', 'log "save email "']"#, to: #"expect: ['saved "ann"', 'log "email save "']"#, scenario: 0),
            // Password has no action of its own, and the card's saves the text as it is now.
            (from: #"expect: ['saved "annie"', 'log "save email save "']"#, to: #"expect: ['saved "ann"', 'log "save email save "']"#, scenario: 0),
            // submit-scope keeps Tags out: nothing runs, nothing renders.
            (from: #"expect: ["Tags: x", 'saved "annie"', 'log "save email save "']"#, to: #"expect: ["Tags: x", 'saved "annie"', 'log "save email save save "']"#, scenario: 0),
            (from: #"assert: ["SignUp.renders == 3", "FormCard.renders == 3"]"# + "\n      # A field", to: #"assert: ["SignUp.renders == 4", "FormCard.renders == 3"]"# + "\n      # A field", scenario: 0),
            // The card's own Note field is inside the card.
            (from: #"'log "save email save save "']"#, to: #"'log "save email save "']"#, scenario: 0),
            // One update for both actions: one render.
            (from: #"assert: ["SignUp.renders == 2", "FormCard.renders == 2"]"#, to: #"assert: ["SignUp.renders == 3", "FormCard.renders == 2"]"#, scenario: 0),
        ])
    }

    static let exported = InlineSpec("submit-scope.yaml", nested + "\nscript:\n  - submit: Deep\n    expect: ['outer log \"outer7 \"']\n")

    @Test func theExportWritesOnSubmitOnTheChildAndSubmitScope() async throws {
        let export = try Self.exported.export()
        let outer = export.files.first { $0.path == "App/Outer.swift" }?.contents ?? ""
        #expect(outer.contains("Middle(outerLog: log)\n                    .onSubmit {\n                        log += \"outer\" + String(item) + \" \"\n                    }"))
        let inner = export.files.first { $0.path == "App/Inner.swift" }?.contents ?? ""
        #expect(inner.contains("SecureField(\"Kept\", text: $kept)\n                .onSubmit {\n                    log += \"kept \"\n                }\n                .submitScope()\n                .autocorrectionDisabled()\n                .textInputAutocapitalization(.never)\n"))
        // Every field turns correction off, so Return submits what the test typed.
        let app = export.files.filter { $0.path.hasPrefix("App/") }.map(\.contents).joined()
        let fields = app.components(separatedBy: "TextField(").count + app.components(separatedBy: "SecureField(").count - 2
        #expect(fields > 1 && app.components(separatedBy: ".autocorrectionDisabled()").count - 1 == fields)
        try await ExportTests().expectTypeChecks(export)
    }
}
