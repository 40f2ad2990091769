import Foundation
import Testing
@testable import SpecKit

/// Swift's optional chaining (spec-format *Optional chaining*, semantics §66): `a?.b` reads,
/// calls and assigns nothing past a nil, and a body depends on what the chain read.
@Suite struct OptionalChainingTests {
    /// A library of `kind` whose `current` book a row shows through `?.`, and buttons that pick,
    /// drop and change the book, through the chain and not.
    static func library(kind: String = "observable", row: String = "title {library.current?.title ?? \\\"none\\\"}",
                        _ script: String) -> String {
        let object = kind == "observable-object"
        // An ObservableObject is held by @StateObject and observed by @ObservedObject; an @Observable one by @State and a prop.
        let library = object ? "state-object: { library: \"Library(current: nil)\" }\n    state:" : "state:\n      library: \"Library(current: nil)\""
        return """
        models:
          Author:
            fields: { name: '"Le Guin"' }
          Book:
            fields: { title: '"Dune"', pages: 1, author: ~ }
            methods:
              "rename(_ name)": title = name
          Library:
            kind: \(kind)
            fields: { current: ~, calls: 0 }
            methods:
              "next() -> String": calls += 1; return "Next"
        components:
          Screen:
            \(library)
              book: 'Book(title: "Dune", pages: 1, author: nil)'
            body:
              - Row: { library: library }
              - text: "calls {library.calls}"
              - button: pick
                action: library.current = book
              - button: drop
                action: library.current = nil
              - button: rename
                action: library.current?.rename("Emma")
              - button: retitle
                action: library.current?.title = library.next()
              - button: add page
                action: library.current?.pages += 1
              - button: rename book
                action: book.title = book.title + "!"
              - button: give author
                action: book.author = Author()
          Row:
            \(object ? "observed-object: [library]" : "props: [library]")
            body:
              - text: "\(row)"
        root: Screen
        script:
        \(script)
        """
    }


    /// Rule 4: after `current = nil` the row reads no field of the book it showed, so the book's
    /// change renders nothing; while it showed the book, the same change rendered it.
    @Test func aNilLinkReadsNoFieldOfWhatItHeldBefore() {
        let yaml = Self.library("""
              - tap: pick
              - tap: rename book
                expect: [title Dune!]
                assert: ["Row.renders == 3"]
              - tap: drop
                expect: [title none]
                assert: ["Row.renders == 4"]
              - tap: rename
              - tap: add page
              - tap: pick
                expect: [title Dune!]
                assert: ["Row.renders == 5"]
              - tap: drop
              - tap: rename book
                assert: ["Row.renders == 6"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: a row that stayed subscribed to the dropped book's title would render again.
        let wrong = scenario(yaml.replacingOccurrences(of: "assert: [\"Row.renders == 6\"]", with: "assert: [\"Row.renders == 7\"]"))
        #expect(!wrong.passed)
    }

    /// Through a chain that reaches the book, the row depends on the field it read and no other.
    @Test func aReachedLinkDependsOnTheFieldReadOnly() {
        let s = scenario(Self.library("""
              - tap: pick
                assert: ["Row.renders == 2"]
              - tap: add page
                assert: ["Row.renders == 2"]
              - tap: rename
                expect: [title Emma]
                assert: ["Row.renders == 3"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// For an ObservableObject, the observer renders at every published write, whatever the chain read (§15).
    @Test func anObservableObjectIsObservedWhole() {
        let s = scenario(Self.library(kind: "observable-object", """
              - tap: retitle
                expect: [title none, calls 0]
                assert: ["Row.renders == 1"]
              - tap: pick
                assert: ["Row.renders == 2"]
              - tap: retitle
                expect: [title Next, calls 1]
                assert: ["Row.renders == 3"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// Rule 3: a nil chain evaluates nothing right of `=`: the method that counts its calls is not called.
    @Test func anAssignmentThroughNilEvaluatesNoRightSide() {
        let yaml = Self.library("""
              - tap: retitle
                expect: [title none, calls 0]
              - tap: pick
              - tap: retitle
                expect: [title Next, calls 1]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        let wrong = scenario(yaml.replacingOccurrences(of: "[title none, calls 0]", with: "[title none, calls 1]"))
        #expect(!wrong.passed)
    }

    /// Rule 1 and 2: `a?.b?.c` stops at the first nil, and `==` compares a chain's optional.
    @Test func aChainOfTwoLinksStopsAtEither() {
        let row = "author {library.current?.author?.name ?? \\\"-\\\"}, long {library.current?.pages == 2}"
        let s = scenario(Self.library(row: row, """
              - expect: ["author -, long false"]
              - tap: pick
                expect: ["author -, long false"]
              - tap: add page
                expect: ["author -, long true"]
              - tap: give author
                expect: ["author Le Guin, long true"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// The receiver of an assignment through a chain is evaluated once: a method in it, which
    /// may write, runs once per statement, nil or not, and the trace does not run it again.
    @Test func aChainsReceiverIsEvaluatedOnce() throws {
        let yaml = """
            models:
              Book: { fields: { pages: 1 } }
              Library:
                fields: { current: ~, takes: 0 }
                methods:
                  "take() -> Book?": takes += 1; return current
            components:
              Screen:
                state: { library: "Library(current: nil)" }
                body:
                  - text: "takes {library.takes} pages {library.current?.pages ?? 0}"
                  - button: add
                    action: library.take()?.pages += 1
                  - button: pick
                    action: "library.current = Book(pages: 1)"
            root: Screen
            script:
              - tap: add
                expect: [takes 1 pages 0]
              - tap: pick
              - tap: add
                expect: [takes 2 pages 2]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        let file = run(yaml)
        let lines = ScenarioTrace(try #require(file.scenarios.first), spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains("`library.take()?.pages += 1` does nothing: a link of its optional chain is nil, so the optional chain stops there; nothing right of it is read, called or assigned"),
                "\(lines)")
    }

    /// Rule 6: a label shows a chain's optional as its value or nil.
    @Test func aLabelShowsTheValueOrNil() {
        let s = scenario(Self.library(row: "pages {library.current?.pages}", """
              - expect: [pages nil]
              - tap: pick
                expect: [pages 1]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// `picked?.x = 3` on an optional struct in a view's state writes a changed copy back, or nothing.
    @Test func aStructThroughAChainIsCopiedBack() {
        let yaml = """
            models:
              Point: { kind: struct, fields: [x] }
            components:
              Screen:
                state: { picked: nil }
                body:
                  - text: "x {picked?.x ?? 0}"
                  - button: set
                    action: picked?.x = 3
                  - button: pick
                    action: "picked = Point(x: 1)"
            root: Screen
            script:
              - tap: set
                expect: [x 0]
                assert: ["Screen.renders == 1"]
              - tap: pick
                expect: [x 1]
              - tap: set
                expect: [x 3]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
    }

    /// Rule 5: `?.` on a value that is never nil, and `.` on an optional, are Swift's errors.
    @Test func bothTypeErrorsAreRefusedBeforeTheRun() {
        let chained = diagnostics("""
            models:
              Library: { fields: { count: 0 } }
            components:
              Shelf:
                state: { library: "Library()" }
                body: [ { text: "count {library?.count}" } ]
            root: Shelf
            """)
        #expect(chained.map(\.message) == ["cannot use optional chaining on non-optional value of type 'Library' in library"], "\(chained)")
        let dotted = diagnostics("""
            models:
              Library: { fields: { count: 0 } }
            components:
              Shelf:
                environment: { library: Library? }
                body: [ { text: "n {library.count}" } ]
            root: Shelf
            """)
        #expect(dotted.map(\.message) == ["library is Library?, an optional: it has no field 'count' until it is unwrapped"], "\(dotted)")
        #expect(dotted.first?.hint?.hasPrefix("write `library?.count`") == true, "\(dotted)")
    }

    /// At run time, `.` on a nil stops the scenario with `?.` as the hint: here the library is
    /// built with a book and a button stores the nil, which only the view's scope types, so the
    /// check cannot say the field is an optional (built with a written `nil`, it is refused
    /// before the run, NilOnlyOptionalTests).
    @Test func aDotOnNilStopsTheRunWithTheFix() {
        let yaml = Self.library(row: "title {library.current.title}", "  - tap: drop")
            .replacingOccurrences(of: "library: \"Library(current: nil)\"", with: "library: \"Library(current: Book(author: nil))\"")
        #expect(yaml.contains("Library(current: Book(author: nil))"))
        let s = scenario(yaml)
        #expect(s.error?.message.contains("reads a field of an optional") == true, "\(outcome(s))")
        #expect(s.error?.hint?.hasPrefix("write `library.current?.title`") == true, "\(outcome(s))")
    }

    @Test func theTraceSaysWhereTheChainStopped() throws {
        let file = run(Self.library("  - tap: rename"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains("`library.current?.rename(\"Emma\")` does nothing: library.current is nil, so the optional chain stops there; nothing right of it is read, called or assigned"),
                "\(lines)")
    }

    @Test func theExportWritesTheChainAsWritten() throws {
        let export = try ExportTests().exportSpec("specs/optional-chaining.yaml")
        let screen = ExportTests().file(export, "App/Screen.swift")
        #expect(screen.contains("library.current?.rename(\"Emma\")"), "\(screen)")
        #expect(screen.contains("library.current?.pages += 1"), "\(screen)")
        let pages = ExportTests().file(export, "App/PagesRow.swift")
        #expect(pages.contains("(library.current?.pages).map { \"\\($0)\" } ?? \"nil\""), "\(pages)")
    }
}
