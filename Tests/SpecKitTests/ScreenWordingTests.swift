import Foundation
import Testing
@testable import SpecKit

/// What the refusals and the trace say around presentations and navigation: the modifiers a
/// child takes, ranked by likeness; what a spec does not express yet, said so; one error for
/// `presentationMode`; whose `dismiss()` pops a screen; a confirmation dialog's hidden title;
/// `removeAll(where:)` in a row's action.
@Suite struct ScreenWordingTests {
    static func child(_ key: String, _ value: String = "true") -> String {
        """
        components:
          Notes:
            body:
              - Banner:
                \(key): \(value)
          Banner:
            body: [ { text: banner } ]
        root: Notes
        """
    }

    @Test func theModifierListHasNoChildNameAndPutsTheLikestFirst() throws {
        let found = diagnostics(Self.child("navigation-bar-hidden"))
        let hint = try #require(found.first?.hint)
        #expect(found.map(\.message) == ["unknown modifier 'navigation-bar-hidden' on the child Banner"])
        #expect(hint.hasPrefix("modifiers, closest first: navigation-destination, navigation-destinations, "))
        #expect(!hint.contains("Banner") && !hint.contains("content,"))
        // Presentation keys come first for a presentation-ish word.
        #expect(diagnostics(Self.child("sheet-style")).first?.hint?.hasPrefix("modifiers, closest first: sheet, ") == true)
        // `content:` stands beside a child too: a near miss of it is still suggested.
        #expect(diagnostics(Self.child("contnet", "[]")).first?.hint == "did you mean 'content'?")
    }

    @Test func rankingPrefersSharedWordsThenEditDistance() {
        #expect(Suggestion.ranked("navigation-title", ["id", "sheet", "navigation-destination", "task"]).first == "navigation-destination")
        #expect(Suggestion.ranked("tsak", ["id", "sheet", "task"]) == ["task", "id", "sheet"])
    }

    /// Each is refused as not expressed, with the nearest question, not as a typo.
    @Test(arguments: ["presentation-detents", "presentationDragIndicator", "navigation-title", "navigationTitle", "toolbar", "inspector"])
    func notExpressedModifiersSaySo(_ key: String) throws {
        let found = diagnostics(Self.child(key, "x"))
        #expect(found.count == 1)
        #expect(found.first?.message.hasSuffix("is not expressed in a spec yet") == true, "\(found)")
        #expect(found.first?.message.hasPrefix("unknown") == false)
    }

    @Test func aSplitViewIsNotExpressed() {
        let yaml = "components:\n  Mail:\n    body:\n      - navigation-split-view:\n          sidebar: [ { text: Inbox } ]\nroot: Mail\n"
        #expect(diagnostics(yaml).map(\.message) == ["`navigation-split-view:` (`NavigationSplitView`) is not expressed in a spec yet"])
    }

    /// A sheet beside a stack: the small component to write holds the stack.
    @Test func aSheetBesideAStackSaysToWrapTheStack() {
        let yaml = """
            components:
              Home:
                state: { showing: false }
                body:
                  - navigation-stack:
                      root: [ { text: home } ]
                    sheet:
                      is-presented: $showing
                      content: [ { text: sheet } ]
            root: Home
            """
        #expect(diagnostics(yaml).first?.hint == "put the navigation stack alone in the body of a new component (say `StackScreen:` under `components:`), and write `- StackScreen: {}` here with `sheet:` beside it")
    }

    static let closer = """
        components:
          Notes:
            state: { showing: false }
            body:
              - button: open
                action: showing = true
              - Title:
                sheet:
                  is-presented: $showing
                  content: [ { Editor: {} } ]
          Title:
            body: [ { text: Notes } ]
          Editor:
            ACTION
            body:
              - text: "editor"
              - button: close
                action: CLOSE
        root: Notes
        """

    @Test func presentationModeGetsOneErrorPointingToDismiss() {
        let yaml = Self.closer.replacingOccurrences(of: "ACTION", with: "state: { edits: 0 }").replacingOccurrences(of: "CLOSE", with: "presentationMode.wrappedValue.dismiss()")
        let found = diagnostics(yaml)
        #expect(found.map(\.message) == ["`presentationMode` (`@Environment(\\.presentationMode)`) is deprecated and not expressed: call `dismiss()`"])
        let held = Self.closer.replacingOccurrences(of: "ACTION", with: "environment: { mode: presentationMode }").replacingOccurrences(of: "CLOSE", with: "dismiss()")
        #expect(diagnostics(held).map(\.message) == found.map(\.message))
    }

    /// `\.isPresented` is SwiftUI's: an entry declared in its name would read its default, so
    /// the hint does not offer one.
    @Test func isPresentedIsNotExpressedAndNoEntryIsOffered() throws {
        let yaml = Self.closer.replacingOccurrences(of: "ACTION", with: "environment: { presented: isPresented }").replacingOccurrences(of: "CLOSE", with: "dismiss()")
        let found = diagnostics(yaml)
        #expect(found.map(\.message) == ["`\\.isPresented`, SwiftUI's word of whether the view is presented, is not expressed in a spec yet"])
        #expect(try #require(found.first?.hint).contains("environment-values") == false)
    }

    /// A button in a pushed view's sheet closure is the pushed view's code: its `dismiss()` pops
    /// that view, and the trace says whose it is.
    @Test func theTraceSaysWhoseDismissPopsTheScreen() {
        let yaml = """
            components:
              Root:
                body:
                  - navigation-stack:
                      root: [ { navigation-link: open, value: 1 } ]
                      destinations:
                        - for: Int
                          as: n
                          body: [ { Detail: {} } ]
              Detail:
                state: { showing: false }
                body:
                  - button: sheet
                    action: showing = true
                  - Title:
                    sheet:
                      is-presented: $showing
                      content:
                        - button: close
                          action: dismiss()
                  - button: back
                    action: dismiss()
              Title:
                body: [ { text: detail } ]
            root: Root
            """
        let file = run(yaml + "\nscript:\n  - tap: open\n  - tap: sheet\n  - tap: close\n    expect: [open]\n")
        #expect(file.scenarios.first?.passed == true)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("`dismiss()` is Detail's: an action written in Detail's body, its sheet's content closure included, calls Detail's DismissAction, not the sheet's; it pops Detail's screen, and the sheet presented from Detail goes with it"))
        // Without a sheet up, the pop needs no word.
        let plain = run(yaml + "\nscript:\n  - tap: open\n  - tap: back\n    expect: [open]\n")
        #expect(!TraceText().render(plain, scenarios: plain.scenarios).contains("`dismiss()` is Detail's"))
    }

    static func dialog(_ visibility: String) -> String {
        """
        components:
          Files:
            state: { asking: false }
            body:
              - button: ask
                action: asking = true
              - Title:
                confirmation-dialog:
                  title: Delete the file?
                  \(visibility)
                  is-presented: $asking
                  actions: [ { button: Delete, role: destructive } ]
          Title:
            body: [ { text: files } ]
        root: Files
        script:
          - tap: ask
            expect: [Delete the file?]
        """
    }

    @Test func anExpectedHiddenDialogTitleSaysWhyItIsNotShown() {
        let failure = run(Self.dialog("")).scenarios.first?.failures.first
        #expect(failure?.offScreen == "it is the title of the confirmation dialog, which iOS does not show with `title-visibility: automatic`; write `title-visibility: visible` to show it")
        #expect(run(Self.dialog("title-visibility: hidden")).scenarios.first?.failures.first?.offScreen?.contains("`title-visibility: hidden`") == true)
        #expect(run(Self.dialog("title-visibility: visible")).scenarios.first?.passed == true)
    }

    /// Once refused with a hint to store a filter, it is now a list's mutating method (§74.6).
    @Test func removeAllWhereRunsInARowsAction() throws {
        for action in ["names.removeAll(where: { $0 == name })", "names.removeAll { $0 == name }"] {
            let yaml = """
                components:
                  Notes:
                    state: { names: '["milk"]' }
                    body:
                      - for-each: names
                        as: name
                        id: name
                        body: [ { button: "remove {name}", action: '\(action)' } ]
                root: Notes
                """
            #expect(diagnostics(yaml).isEmpty, "\(action)")
            let s = scenario(yaml + "\nscript:\n  - tap: remove milk\n    expect-not: [remove milk]\n")
            #expect(s.passed, "\(action) \(outcome(s))")
        }
        #expect(diagnostics("components:\n  N:\n    state: { names: '[\"a\"]' }\n    body: [ { button: x, action: names.removeAll() } ]\nroot: N\n") == [])
    }
}
