import Foundation
import Testing
@testable import SpecKit

/// What screens take, refused by `spec check` where the type is certain, in the words the
/// export's checks use (ScreenTypeRules): an `item:` bound to a Bool, a struct item without `id`,
/// a class pushed by a link or named by a destination, a String appended to a stack's `[Int]`
/// path, a link whose value is a bare `nil` (docs/semantics.md §22, §23, §30).
@Suite struct ScreenTypeChecksTests {
    static func messages(_ yaml: String) -> [String] { diagnostics(yaml).map(\.message) }

    /// A view presenting a sheet by `item: $selected`, `selected` starting as `initial`.
    static func presenter(_ initial: String, models: String = "", style: String = "sheet", set: String = "") -> String {
        """
        \(models)
        components:
          Notes:
            state: { selected: \(initial) }
            body:
              - button: open
                action: '\(set.isEmpty ? "selected = selected" : set)'
              - Title:
                \(style):
                  item: $selected
                  as: note
                  content: [ { text: editor } ]
          Title:
            body: [ { text: Notes } ]
        root: Notes
        """
    }

    @Test func anItemBoundToABoolIsRefusedInSwiftsWords() {
        let found = diagnostics(Self.presenter("false"))
        #expect(found.map(\.message) == ["cannot convert value of type 'Binding<Bool>' to expected argument type 'Binding<Item?>'"])
        #expect(found.first?.hint?.hasPrefix("did you mean `is-presented: $selected`?") == true)
        // navigationDestination(item:) names its parameter D.
        #expect(Self.messages(Self.presenter("false", style: "navigation-destination"))
                == ["cannot convert value of type 'Binding<Bool>' to expected argument type 'Binding<D?>'"])
    }

    /// The neighbours: a state that starts with a value is an optional all the same (§22), and a
    /// Bool goes to `is-presented:`.
    @Test func anItemThatStartsWithAValueIsStillAccepted() {
        #expect(Self.messages(Self.presenter("1")) == [])
        #expect(Self.messages(Self.presenter("nil", set: "selected = 2")) == [])
        let flag = Self.presenter("false").replacingOccurrences(of: "item: $selected\n          as: note", with: "is-presented: $selected")
        #expect(Self.messages(flag) == [])
    }

    static let tag = "models:\n  Tag: { kind: struct, fields: { title: '\"\"' } }"
    static let tagWithID = "models:\n  Tag: { kind: struct, fields: { id: 0, title: '\"\"' } }"
    static let doc = "models:\n  Tag: { fields: { title: '\"\"' } }"

    @Test func aStructItemWithoutAnIDIsRefusedWhereTheViewGivesOne() {
        let set = #"selected = Tag(title: "a")"#
        #expect(Self.messages(Self.presenter("nil", models: Self.tag, set: set))
                == ["a presentation's `item:` must be Identifiable; Tag has no field `id` to identify it by"])
        // A struct with `id`, and a class (identified by its instance), are Identifiable.
        #expect(Self.messages(Self.presenter("nil", models: Self.tagWithID, set: #"selected = Tag(id: 1, title: "a")"#)) == [])
        #expect(Self.messages(Self.presenter("nil", models: Self.doc, set: set)) == [])
        // A value the check cannot be certain of is left to the run.
        #expect(Self.messages(Self.presenter("nil", models: Self.tag)) == [])
    }

    /// A class pushed onto a stack: `NavigationLink(value:)` and `navigationDestination(for:)`
    /// each take a Hashable type, and Swift refuses each.
    static func pushing(_ value: String, for type: String, models: String = "models:\n  Book: { fields: { title: '\"\"' } }") -> String {
        """
        \(models)
        components:
          Library:
            state: { book: 'Book(title: "Dune")' }
            body:
              - navigation-stack:
                  root:
                    - navigation-link: Open
                      value: \(value)
                  destinations:
                    - for: \(type)
                      as: shown
                      body: [ { text: shown } ]
        root: Library
        """
    }

    @Test func aClassPushedByALinkIsRefusedAtTheLinkAndTheDestination() {
        #expect(Self.messages(Self.pushing("book", for: "Book")) == [
            "NavigationLink(value:) needs a Hashable value; book is a Book, a class the spec compares by instance",
            "navigationDestination(for:) needs a Hashable type; Book is a class the spec compares by instance",
        ])
        #expect(Self.messages(Self.pushing("book.title", for: "String")) == [])
    }

    /// A struct of values is Hashable in Swift once it says so, and the export declares it so: a
    /// stack pushes it. One that holds a class instance cannot be: refused before the run where
    /// its fields' types are certain (a field of no default built with `Owner()`), as the export
    /// refuses it.
    @Test func aStructOfValuesIsPushedAndOneHoldingAClassIsRefused() throws {
        let yaml = Self.pushing("book", for: "Book", models: "models:\n  Book: { kind: struct, fields: { title: '\"\"' } }")
            .replacingOccurrences(of: "text: shown", with: "text: \"{shown.title}\"") + "\nscript:\n  - tap: Open\n    expect: [Dune]\n"
        #expect(Self.messages(yaml) == [])
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "s.yaml"))
        let book = try #require(export.files.first { $0.path == "App/Book.swift" }?.contents)
        #expect(book.contains("struct Book: Hashable {"))   // ExportTests.pushedStruct type-checks it

        let holding = yaml.replacingOccurrences(of: "Book: { kind: struct, fields: { title: '\"\"' } }",
                                                with: "Owner: { fields: { n: 0 } }\n  Book: { kind: struct, fields: [title, owner] }")
            .replacingOccurrences(of: #"Book(title: "Dune")"#, with: #"Book(title: "Dune", owner: Owner())"#)
        #expect(Self.messages(holding) == [
            "NavigationLink(value:) needs a Hashable value; book is a Book, a struct with a field that is not Hashable",
            "navigationDestination(for:) needs a Hashable type; Book is a struct with a field that is not Hashable",
        ])
    }

    /// `path: "[]"` bound to a stack whose destinations are all for Int is `[Int]` in Swift.
    static func path(destinations: String, nested: String = "") -> String {
        """
        components:
          Library:
            state: { path: "[]" }
            body:
              - navigation-stack:
                  path: $path
                  root:
                    - button: Open Dune
                      action: path.append("Dune")
                    - Shelf: {}
        \(nested)
                  destinations:
        \(destinations)
          Shelf:
            body: [ { text: shelf } ]
        root: Library
        """
    }

    static let ints = "            - for: Int\n              as: n\n              body: [ { text: \"n {n}\" } ]"
    static let strings = "            - for: String\n              as: s\n              body: [ { text: \"s {s}\" } ]"

    @Test func aStringAppendedToAnIntPathIsRefusedAtTheAppend() {
        let yaml = Self.path(destinations: Self.ints)
        let found = diagnostics(yaml)
        #expect(found.map(\.message) == ["cannot append a String to 'path', a list of Int"])
        #expect(found.first?.location.line == 9)
        #expect(found.first?.location.column == 35)
        // With a destination for Strings too, the path is a NavigationPath, which holds both.
        #expect(Self.messages(Self.path(destinations: Self.ints + "\n" + Self.strings)) == [])
    }

    /// A view that declares destinations of its own makes the path a NavigationPath (§68): what
    /// a String finds is the run's to say.
    @Test func aPathOfAStackWithNestedDestinationsIsNotTyped() {
        let nested = """
                        - Shelf: {}
                          navigation-destinations:
                            - for: Bool
                              as: b
                              body: [ { text: "b {b}" } ]
            """
        #expect(Self.messages(Self.path(destinations: Self.ints, nested: nested)) == [])
    }

    @Test func aBareNilLinkValueIsRefusedInSwiftsWords() {
        let found = diagnostics(Self.pushing("nil", for: "Int"))
        #expect(found.map(\.message) == ["generic parameter 'P' could not be inferred"])
        #expect(found.first?.hint?.contains("nil nil") == false)
    }

    /// An optional holder that is nil: SwiftUI disables the link ("Pass a nil value to disable
    /// the link"), so a tap pushes nothing, and the trace says why; once it holds a value, the
    /// link pushes it.
    @Test func aLinkWhoseValueIsNilIsDisabled() {
        let yaml = """
            components:
              Library:
                state: { picked: nil }
                body:
                  - navigation-stack:
                      root:
                        - button: pick
                          action: picked = 3
                        - navigation-link: Open
                          value: picked
                      destinations:
                        - for: Int
                          as: n
                          body: [ { text: "shelf {n}" } ]
            root: Library
            script:
              - tap: Open
                expect: [pick]
                expect-disabled: [Open]
              - tap: pick
              - tap: Open
                expect: [shelf 3]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
        let file = run(yaml)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("the button is disabled by its value, which is nil (SwiftUI disables a link whose value is nil)"))
        #expect(!text.contains("nil nil"))
    }
}
