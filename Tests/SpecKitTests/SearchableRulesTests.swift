import Foundation
import Testing
@testable import SpecKit

/// `.searchable` and `\.isSearching` (docs/semantics.md §45): the search field is a text field of
/// the body that writes the modifier; `isSearching` is set on the modified view's subtree only, so
/// the view that applies it reads false; tapping the field begins the search and Cancel ends it.
@Suite struct SearchableRulesTests {
    /// `Shop` applies the modifier to `Shelf` and reads `isSearching` itself; `Hint` reads only it.
    static let app = """
        components:
          Shop:
            state: { query: '""', sent: 0 }
            environment: { searching: isSearching }
            body:
              - text: shop {searching}
              - text: sent {sent}
              - Shelf: { query: query }
                searchable:
                  text: $query
                  on-submit: sent += 1
          Shelf:
            props: [query]
            environment: { searching: isSearching }
            body:
              - text: list {searching} [{query}]
              - Hint:
          Hint:
            environment: { searching: isSearching }
            body:
              - text: hint {searching}
        root: Shop
        """

    func step(_ action: InputStep.Action, _ g: Graph, _ at: Location, field: String = "Search") throws {
        try g.use(InputStep(action: action, control: field, location: at))
    }

    @Test func noSearchIsOnAtLaunchAndTheFieldShowsItsDefaultPrompt() throws {
        let (g, _) = try launched(Self.app)
        let shown = g.screen.map(\.label)
        #expect(shown.contains("shop false") && shown.contains("list false []") && shown.contains("hint false"))
        #expect(shown.contains("Search: "), "the prompt is `Search` when none is given")
    }

    @Test func theTapBeforeTypingBeginsTheSearchForTheViewsInsideOnly() throws {
        let (g, at) = try launched(Self.app)
        let (shop, list, hint) = (g.renders(of: "Shop"), g.renders(of: "Shelf"), g.renders(of: "Hint"))
        try step(.type("ab"), g, at)
        #expect(texts(on: g).contains("shop false"), "the view that applies .searchable reads its own environment")
        #expect(texts(on: g).contains("list true [ab]"))
        #expect(texts(on: g).contains("hint true"))
        #expect(g.renders(of: "Hint") == hint + 1, "the tap renders the reader once; keystrokes write a query it does not read")
        #expect(g.renders(of: "Shelf") == list + 3, "one render for the search beginning, one per keystroke")
        #expect(g.renders(of: "Shop") == shop + 2, "one per keystroke, none for the search")
    }

    @Test func returnRunsTheSearchSubmitActionAndTheSearchGoesOn() throws {
        let (g, at) = try launched(Self.app)
        try step(.type("a"), g, at)
        try step(.submit, g, at)
        #expect(texts(on: g).contains("sent 1"))
        #expect(texts(on: g).contains("hint true"))
    }

    @Test func deletingTheTextKeepsTheSearchOn() throws {
        let (g, at) = try launched(Self.app)
        try step(.type("a"), g, at)
        try step(.clear, g, at)
        #expect(texts(on: g).contains("list true []"))
    }

    @Test func cancelClearsTheTextAndEndsTheSearchInOneUpdate() throws {
        let (g, at) = try launched(Self.app)
        try step(.type("ab"), g, at)
        let hint = g.renders(of: "Hint"), list = g.renders(of: "Shelf")
        try step(.cancelSearch, g, at)
        #expect(texts(on: g).contains("list false []"))
        #expect(texts(on: g).contains("hint false"))
        #expect(g.screen.map(\.label).contains("Search: "))
        #expect(g.renders(of: "Hint") == hint + 1)
        #expect(g.renders(of: "Shelf") == list + 1, "the cleared query and the search's end reach it in one update")
        #expect(g.focusedField == nil)
    }

    @Test func aSecondTapInTheFieldDoesNotBeginTheSearchAgain() throws {
        let (g, at) = try launched(Self.app)
        try step(.type("a"), g, at)
        let hint = g.renders(of: "Hint")
        try step(.type("b"), g, at)
        #expect(g.renders(of: "Hint") == hint)
    }

    @Test func cancelBeforeTheSearchBeganOrOnAPlainFieldIsAnError() throws {
        let notBegun = scenario(Self.app + "\nscript:\n  - cancel-search: Search\n")
        #expect(notBegun.error?.message == "the search field \"Search\" shows no Cancel button: its search has not begun")
        let plain = scenario("""
            components:
              Fields:
                state: { q: '""' }
                body:
                  - text-field: Name
                    text: $q
            root: Fields
            script:
              - cancel-search: Name
            """)
        #expect(plain.error?.message == "\"Name\" is a text field, not a search field: it has no Cancel button")
    }

    /// `Hint` with a button that calls `dismissSearch()`, and `Shop` with one outside the search.
    static let dismissing = app
        .replacingOccurrences(of: "      - text: hint {searching}\n", with: "      - text: hint {searching}\n      - button: pick\n        action: dismissSearch()\n")
        .replacingOccurrences(of: "      - text: sent {sent}\n", with: "      - text: sent {sent}\n      - button: outside\n        action: dismissSearch()\n")

    @Test func dismissSearchInAViewInsideDoesWhatCancelDoes() throws {
        let (g, at) = try launched(Self.dismissing)
        try step(.type("ab"), g, at)
        let hint = g.renders(of: "Hint")
        try g.tap("pick", at: at)
        #expect(texts(on: g).contains("list false []"))
        #expect(texts(on: g).contains("hint false"))
        #expect(g.renders(of: "Hint") == hint + 1)
        #expect(g.focusedField == nil)
    }

    /// Apple's `DismissSearchAction` clears the text wherever it is called from inside the search:
    /// from a sheet that a view inside presents, the field under the sheet is emptied too.
    @Test func dismissSearchInASheetPresentedFromInsideClearsTheFieldUnderIt() throws {
        let (g, at) = try launched("""
            components:
              Shop:
                state: { query: '""' }
                body:
                  - Shelf: { query: query }
                    searchable: { text: $query }
              Shelf:
                props: [query]
                environment: { searching: isSearching }
                state: { info: false }
                body:
                  - text: list {searching} [{query}]
                  - button: info
                    action: info = true
                  - Anchor:
                    sheet:
                      is-presented: $info
                      content: [ { Info: } ]
              Anchor:
                body: []
              Info:
                body:
                  - button: stop
                    action: dismissSearch(); dismiss()
            root: Shop
            """)
        try step(.type("ab"), g, at)
        try g.tap("info", at: at)
        try g.tap("stop", at: at)
        #expect(texts(on: g).contains("list false []"), "the text is cleared, not only isSearching")
        #expect(g.screen.map(\.label).contains("Search: "))
    }

    @Test func dismissSearchOutsideTheSearchableOrWithNoSearchOnDoesNothing() throws {
        let (g, at) = try launched(Self.dismissing)
        try g.tap("pick", at: at)
        #expect(texts(on: g).contains("hint false"))
        try step(.type("ab"), g, at)
        try g.tap("outside", at: at)
        #expect(texts(on: g).contains("list true [ab]"), "Shop applies .searchable: its environment has no search to end")
    }

    static let dismissingExported = InlineSpec("search.yaml", Self.dismissing + "\nscript:\n  - type: a\n    into: Search\n  - tap: pick\n    expect: [hint false]\n")

    @Test func theExportReadsDismissSearchWhereItIsCalled() async throws {
        let export = try Self.dismissingExported.export()
        let hint = export.files.first { $0.path == "App/Hint.swift" }?.contents ?? ""
        #expect(hint.contains("@Environment(\\.dismissSearch) private var dismissSearch"))
        #expect(hint.contains("dismissSearch()"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// The lock: an expectation the search does not meet fails and shows what is on screen.
    @Test func aWrongExpectationAfterTheStepFails() async throws {
        let script = "\nscript:\n  - type: a\n    into: Search\n    expect: [%@]\n"
        let good = scenario(Self.app + script.replacingOccurrences(of: "%@", with: "shop false"))
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.app + script.replacingOccurrences(of: "%@", with: "shop true"))
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "shop true")
        #expect(bad.failures.first?.screenSummary.contains("shop false") == true)
        let (status, out, _) = try await runSpecFile(Self.app + script.replacingOccurrences(of: "%@", with: "shop true"))
        #expect(status == 1)
        #expect(out.contains("shop true"))
        #expect(try await runSpecFile(Self.app + script.replacingOccurrences(of: "%@", with: "hint true")).status == 0)
    }

    @Test func theTraceSaysWhoSeesTheSearch() {
        let file = run(Self.app + "\nscript:\n  - type: a\n    into: Search\n  - cancel-search: Search\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("tap the search field [Search] in Shop: the search begins, so \\.isSearching turns true in the environment of Shelf and the views inside it; Shop, which applies .searchable, reads its own environment, where it stays false\n"))
        #expect(text.contains("tap Cancel beside the search field [Search] in Shop: the field loses the focus, query \"a\" → \"\", and the search ends: \\.isSearching turns false in Shelf and the views inside it\n"))
        #expect(text.contains("→ Hint must render again: it follows \\.isSearching from its environment"))
    }

    @Test func thePictureMarksTheSearchField() throws {
        let file = run(Self.app + "\nscript:\n  - type: a\n    into: Search\n")
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 1))
        let shop = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Shop" }?.lines ?? []
        #expect(shop.contains("text field \"Search\" ⇄ $query = \"a\" ⌕ searchable on Shelf ⏎ on-submit"))
    }

    @Test func exploringOffersCancelOnlyWhileTheSearchIsOn() throws {
        #expect(try SpecDecoder.decode(Array(Self.app.utf8), file: "t.yaml").components.contains { $0.body.showsControls },
                "a spec whose only field is a searchable's has a control to explore")
        let (g, at) = try launched(Self.app)
        #expect(!ExploreAction.available(on: g, alphabet: ["a"], controls: true).actions.contains(.input(.cancelSearch, control: "Search")))
        try step(.type("a"), g, at)
        #expect(ExploreAction.available(on: g, alphabet: ["a"], controls: true).actions.contains(.input(.cancelSearch, control: "Search")))
    }

    static let exported = InlineSpec("search.yaml", Self.app + "\nscript:\n  - type: a\n    into: Search\n  - submit: Search\n  - cancel-search: Search\n    expect: [hint false]\n")

    @Test func theExportWritesTheModifiersAndTheSearchFieldSteps() async throws {
        let export = try Self.exported.export()
        let shop = export.files.first { $0.path == "App/Shop.swift" }?.contents ?? ""
        #expect(shop.contains(".searchable(text: $query, prompt: \"Search\")"))
        #expect(shop.contains(".onSubmit(of: .search) {"))
        // Read by the search field the modifier makes: "a" and Return give "a", as the spec typed.
        #expect(shop.contains("}\n                .autocorrectionDisabled()\n                .textInputAutocapitalization(.never)\n"), "\(shop)")
        #expect(shop.contains("@Environment(\\.isSearching) private var searching"))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") && $0.path.hasSuffix("UITests.swift") }?.contents ?? ""
        #expect(tests.contains("app.searchFields[\"Search\"].typeText(\"a\")\n"))
        #expect(tests.contains("app.buttons[\"Cancel\"].tap()\n"))
        try await ExportTests().expectTypeChecks(export)
    }

    @Test func checksBeforeARunNameTheMistake() {
        let notString = diagnostics(Self.app.replacingOccurrences(of: "state: { query: '\"\"', sent: 0 }", with: "state: { query: 0, sent: 0 }"))
        #expect(notString.first?.message.hasPrefix("a search field needs a binding to a String; $query is") == true)
        let set = diagnostics(Self.app.replacingOccurrences(of: "      - Shelf: { query: query }\n", with: "      - Shelf: { query: query }\n        environment: { isSearching: true }\n"))
        #expect(set.map(\.message) == ["\\.isSearching is set by the search field of a `searchable:`; a spec does not set it beside a child"])
        let noText = diagnostics(Self.app.replacingOccurrences(of: "text: $query\n", with: "txt: $query\n"))
        #expect(noText.first?.message == "unknown key 'txt' in a searchable")
    }
}
