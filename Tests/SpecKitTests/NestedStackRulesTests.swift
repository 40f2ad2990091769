import Foundation
import Testing
@testable import SpecKit

/// A `navigation-stack:` inside another stack's screens is refused before a run (docs/semantics.md
/// §23): SwiftUI does not support a stack nested in a stack. A sheet's, cover's or popover's
/// content is a new presentation, where a stack stands alone.
@Suite struct NestedStackRulesTests {
    /// `Library`'s stack shows `Shelf` at `inner`, which writes a stack of its own.
    static func library(shelfIn inner: String) -> String {
        """
        components:
          Library:
            state: { showing: false }
            body:
              - navigation-stack:
                  root:
                    - navigation-link: Shelf 1
                      value: 1
                    - button: show
                      action: showing = true
        \(inner)
          Shelf:
            body:
              - navigation-stack:
                  root:
                    - text: shelf
          Anchor:
            body: []
        root: Library
        """
    }

    static let inDestination = """
                  destinations:
                    - for: Int
                      as: n
                      body: [ { Shelf: {} } ]
        """

    static let inSheet = """
                    - Anchor:
                      sheet:
                        is-presented: $showing
                        content: [ { Shelf: {} } ]
                  destinations:
                    - for: Int
                      as: n
                      body: [ { text: "n {n}" } ]
        """

    static let pushedByAFlag = """
                    - Anchor:
                      navigation-destination:
                        is-presented: $showing
                        content: [ { Shelf: {} } ]
                  destinations:
                    - for: Int
                      as: n
                      body: [ { text: "n {n}" } ]
        """

    static func messages(_ yaml: String) -> [String] { diagnostics(yaml).map(\.message) }

    @Test func aStackInADestinationsComponentIsRefused() {
        let yaml = Self.library(shelfIn: Self.inDestination)
        let found = diagnostics(yaml)
        #expect(found.map(\.message) == ["a navigation-stack inside another stack's screens, which SwiftUI does not support: Library's navigation-stack at line 5 shows this one, through Shelf"])
        // The caret is at the inner stack, Shelf's, the one to leave out.
        let lines = yaml.split(separator: "\n", omittingEmptySubsequences: false)
        let inner = lines.indices.last { lines[$0].contains("navigation-stack:") }.map { $0 + 1 }
        #expect(found.first?.location.line == inner)
        #expect(found.first?.hint?.contains("declare its destinations on the outer one") == true)
    }

    @Test func aStackPushedByAFlagIsRefusedToo() {
        #expect(Self.messages(Self.library(shelfIn: Self.pushedByAFlag)).count == 1)
    }

    /// The valid neighbour: a sheet's content is a new presentation, with a stack of its own.
    @Test func aStackInASheetOverAStackIsFine() {
        #expect(Self.messages(Self.library(shelfIn: Self.inSheet)) == [])
        let s = scenario(Self.library(shelfIn: Self.inSheet) + "\nscript:\n  - tap: show\n    expect: [shelf]\n")
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    @Test func aStackWrittenInAnotherStacksRootIsRefused() {
        let yaml = """
            components:
              Home:
                body:
                  - navigation-stack:
                      root:
                        - if: true
                          then:
                            - navigation-stack:
                                root: [ { text: inner } ]
            root: Home
            """
        let found = diagnostics(yaml)
        #expect(found.map(\.message) == ["a navigation-stack inside another stack's screens, which SwiftUI does not support: Home's navigation-stack at line 4 shows this one"])
        #expect(found.first?.location.line == 8)
    }

    /// A stack in each tab, and two stacks side by side, are not nested.
    @Test func stacksSideBySideAreFine() {
        let yaml = """
            components:
              Home:
                body:
                  - tab-view:
                      tabs:
                        - tab: A
                          body: [ { Shelf: {} } ]
                        - tab: B
                          body: [ { Shelf: {} } ]
              Shelf:
                body:
                  - navigation-stack:
                      root: [ { text: shelf } ]
            root: Home
            """
        #expect(Self.messages(yaml) == [])
    }

    /// A stack reached at several depths is refused once, and a deeper one in it in its own turn.
    @Test func eachNestedStackIsRefusedOnce() {
        let yaml = """
            components:
              Home:
                body:
                  - navigation-stack:
                      root: [ { Middle: {} }, { Middle: {} } ]
              Middle:
                body:
                  - navigation-stack:
                      root: [ { Inner: {} } ]
              Inner:
                body:
                  - navigation-stack:
                      root: [ { text: inner } ]
            root: Home
            """
        let found = diagnostics(yaml)
        #expect(found.map(\.location.line) == [8, 12])
        #expect(found.last?.message.contains("Middle's navigation-stack at line 8 shows this one, through Inner") == true)
    }

    /// Before this rule the run gave each stack a path of its own and passed, an answer no
    /// device gives; now the run stops before its first step, as `spec check` does.
    @Test func theRunIsRefusedToo() {
        let result = run(Self.library(shelfIn: Self.inDestination) + "\nscript:\n  - tap: Shelf 1\n    expect: [shelf]\n")
        #expect(result.loadError != nil)
        #expect(result.scenarios.allSatisfy { $0.passed == false } || result.scenarios.isEmpty)
    }
}
