import Foundation
import Testing
@testable import SpecKit

/// `.navigationDestination(for:)` on a view inside a stack (docs/semantics.md §68): a pushed
/// screen declares the destinations of what it pushes, the closure sees its writing body's last
/// render, the declaration closest to the root wins, a deep link waits for the screens it pushes
/// to declare theirs, and a value no visible declaration shows is an error.
@Suite struct NestedDestinationRulesTests {
    /// A library whose stack shows books (String); a book's screen declares chapters (Int) on a
    /// view of its body, reading its own state `size`. `rootInt` adds a root destination for Int.
    static func library(script: String, rootInt: Bool = false) -> String {
        """
        components:
          Library:
            state: { path: "[]" }
            body:
              - navigation-stack:
                  path: $path
                  root:
                    - text: books {path.count}
                    - navigation-link: Dune
                      value: '"Dune"'
                    - button: deep link
                      action: 'path = ["Dune", 2]'
                    - button: chapter alone
                      action: path = [2]
                  destinations:
                    - for: String
                      as: title
                      body:
                        - Book: { title: title }
        \(rootInt ? """
                    - for: Int
                      as: number
                      body:
                        - text: root chapter {number}
        """ : "")
          Book:
            props: [title]
            state: { size: 12 }
            body:
              - text: "{title} at {size}"
              - button: larger
                action: size += 2
              - Links: {}
                navigation-destinations:
                  - for: Int
                    as: number
                    body:
                      - Chapter: { title: title, number: number, size: size }
          Links:
            body:
              - navigation-link: chapter 1
                value: 1
          Chapter:
            props: [title, number, size]
            body:
              - text: "{title} chapter {number} at {size}"
        root: Library
        script:
        \(script)
        """
    }

    static let drillDown = """
          - tap: Dune
            expect: [Dune at 12]
          - tap: larger
            expect: [Dune at 14]
          - tap: chapter 1
            expect: [Dune chapter 1 at 14]
            expect-not: [Dune at 14]
        """

    @Test func aPushedScreensDeclarationShowsWhatItPushesWithItsOwnState() throws {
        let s = scenario(Self.library(script: Self.drillDown))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.events.contains { if case .screen(_, .shownBy("Book", "Int")) = $0 { true } else { false } })
        // The lock: the chapter is built from the book's state at its last render, not its first.
        let stale = scenario(Self.library(script: Self.drillDown.replacingOccurrences(of: "[Dune chapter 1 at 14]", with: "[Dune chapter 1 at 12]")))
        #expect(!stale.passed)
    }

    @Test func goingBackKeepsTheBookAndItsDeclaration() {
        let s = scenario(Self.library(script: Self.drillDown + """

              - go-back: true
                expect: [Dune at 14]
              - tap: chapter 1
                expect: [Dune chapter 1 at 14]
              - go-back: true
              - go-back: true
                expect: [books 0]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func theDeclarationClosestToTheRootWins() {
        let s = scenario(Self.library(script: Self.drillDown.replacingOccurrences(of: """
                expect: [Dune chapter 1 at 14]
                expect-not: [Dune at 14]
            """, with: """
                expect: [root chapter 1]
                assert: ["Chapter.inits == 0"]
            """), rootInt: true))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(!s.events.contains { if case .screen(_, .shownBy) = $0 { true } else { false } })
        // The lock: the book's declaration does not win.
        let wrong = scenario(Self.library(script: Self.drillDown, rootInt: true))
        #expect(!wrong.passed)
    }

    @Test func aDeepLinkPushesTheBookThenTheChapterItDeclares() {
        let s = scenario(Self.library(script: """
              - tap: deep link
                expect: [Dune chapter 2 at 12]
                expect-not: [Dune at 12, books 1]
              - go-back: true
                expect: [Dune at 12]
            """))
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        #expect(s.events.contains { if case .screen(_, .pushWaits(.int(2), 1)) = $0 { true } else { false } })
    }

    @Test func aValueWithoutItsDeclaringScreenUnderItIsAnError() {
        let s = scenario(Self.library(script: """
              - tap: deep link
              - go-back: true
              - go-back: true
              - tap: chapter alone
            """))
        #expect(s.error?.message == "the path holds Int 2, and no destination for Int is visible in the stack")
        #expect(s.failures.isEmpty)
    }

    @Test func aDeclarationOnAViewInNoStackIsAnError() {
        let s = scenario("""
            components:
              Root:
                body:
                  - Shelf: {}
                    navigation-destinations:
                      - for: Int
                        as: number
                        body: [ { text: "chapter {number}" } ]
              Shelf:
                body: [ { text: shelf } ]
            root: Root
            script:
              - expect: [shelf]
            """)
        #expect(s.error?.message == "`navigation-destinations:` is written on a view in no navigation-stack, so no stack sees its destinations")
    }

    @Test func aDeclarationInARowIsRefusedBeforeRunning() {
        let messages = diagnostics("""
            components:
              Root:
                state: { books: "[1, 2]" }
                body:
                  - navigation-stack:
                      root:
                        - for-each: books
                          as: book
                          id: \\.self
                          body:
                            - Shelf: {}
                              navigation-destinations:
                                - for: Int
                                  as: number
                                  body: [ { text: "chapter {number}" } ]
              Shelf:
                body: [ { text: shelf } ]
            root: Root
            """).map(\.message)
        #expect(messages.contains { $0.hasPrefix("`navigation-destinations:` on a view in a `for-each:` row") }, "\(messages)")
    }

    @Test func aSpecWithoutDeclarationsNeverLooksForThem() throws {
        let plain = """
            components:
              Root:
                body:
                  - navigation-stack:
                      root:
                        - navigation-link: one
                          value: 1
                      destinations:
                        - for: Int
                          as: n
                          body: [ { text: "screen {n}" } ]
            root: Root
            script:
              - tap: one
                expect: [screen 1]
            """
        let (graph, location) = try launched(plain)
        try graph.tap("one", at: location)
        #expect(!graph.declaresDestinations)
        let (nested, at) = try launched(Self.library(script: Self.drillDown))
        try nested.tap("Dune", at: at)
        #expect(nested.declaresDestinations)
    }

    @Test func theTraceAndThePictureSayWhoDeclaresTheDestination() throws {
        let file = SpecKitTests.run(Self.library(script: Self.drillDown + "\n  - go-back: true\n  - go-back: true\n  - tap: deep link\n"))
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("Destination is shown by the navigationDestination(for: Int) that Book's body declares on a view in the stack, the one for Int visible closest to the root"), "\(text)")
        #expect(text.contains("2 waits: no destination for Int is visible yet"))
        #expect(text.contains("declares the destinations for Int on a view in the stack"))
        #expect(text.contains("render NavigationStack: a screen it pushed declared its destinations"))
        let picture = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 3))
        #expect(picture.nodes.values.contains { $0.screen == "declares destinations for Int" })
        #expect(picture.nodes.values.contains { $0.screen == "shown by Book's navigationDestination(for: Int)" })
    }

    @Test func theExportWritesTheModifierOnTheViewAndANavigationPath() throws {
        let yaml = Self.library(script: Self.drillDown)
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "library.yaml"))
        let book = try #require(export.files.first { $0.path == "App/Book.swift" }?.contents)
        #expect(book.contains("Links()\n                .navigationDestination(for: Int.self) { number in\n"), "\(book)")
        #expect(book.contains("Chapter(title: title, number: number, size: size)"))
        let library = try #require(export.files.first { $0.path == "App/Library.swift" }?.contents)
        // A typed path sees only the root's destinations: the path is a NavigationPath.
        #expect(library.contains("@State private var path = NavigationPath()"), "\(library)")
    }
}
