import Testing
@testable import SpecKit

/// `.` on a holder or field whose only value is a written `nil` (semantics §66, rule 5): Swift
/// declares it optional, so the check refuses `.` as on any optional; a value left out or not
/// parsed is a placeholder nil of no type, so its mistake is reported once.
@Suite struct NilOnlyOptionalTests {
    /// A shelf whose `selected` starts nil and a library whose `current` defaults to nil; `row`
    /// reads one of them, `action` is the rename button's.
    static func shelf(row: String = "title {selected?.title ?? \\\"none\\\"}", action: String = "selected?.rename()",
                      current: String = "nil", script: String = "") -> String {
        """
        models:
          Book:
            fields: { title: '"Dune"' }
            methods:
              rename: title = "Emma"
          Library:
            fields: { current: \(current) }
        components:
          Shelf:
            state: { selected: nil, library: "\(current == "~" ? "Library(current: nil)" : "Library()")", shown: '""' }
            body:
              - text: "\(row)"
              - text: "shown {shown}"
              - button: pick
                action: 'selected = Book()'
              - button: rename
                action: \(action)
        root: Shelf
        script:
        \(script.isEmpty ? "  - tap: pick" : script)
        """
    }

    func messages(_ yaml: String) -> [String] { diagnostics(yaml).map(\.message) }

    @Test func aDotOnAHolderThatStartsNilIsRefused() {
        let found = diagnostics(Self.shelf(row: "title {selected.title}"))
        // `selected = Book()` is the one value the view gives it besides nil: Swift declares it Book?.
        #expect(found.map(\.message) == ["selected is Book?, an optional: it has no field 'title' until it is unwrapped"], "\(found)")
        #expect(found.first?.hint?.hasPrefix("write `selected?.title`") == true, "\(found)")
    }

    @Test func aMethodCalledWithADotOnItIsRefused() {
        let found = diagnostics(Self.shelf(action: "selected.rename()"))
        #expect(found.map(\.message) == ["selected is Book?, an optional: it has no method 'rename' until it is unwrapped"], "\(found)")
        #expect(found.first?.hint?.hasPrefix("write `selected?.rename(…)`") == true, "\(found)")
    }

    @Test func aDotOnAFieldWhoseDefaultIsNilIsRefused() {
        #expect(messages(Self.shelf(action: "shown = library.current.title"))
                == ["library.current is an optional: it has no field 'title' until it is unwrapped"])
    }

    /// `?.` on it is Swift's form: checked clean, and it runs.
    @Test func theChainedFormsAreAccepted() {
        let yaml = Self.shelf(script: """
              - tap: pick
              - tap: rename
                expect: ["title Emma"]
            """)
        #expect(messages(yaml).isEmpty)
        let s = scenario(yaml)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    /// The lock: a wrong expectation of the chained form fails.
    @Test func aWrongExpectationOfTheChainFails() {
        let s = scenario(Self.shelf(script: """
              - tap: pick
              - tap: rename
                expect: ["title Dune"]
            """))
        #expect(!s.passed)
        #expect(s.failures.first?.message.contains("expected \"title Dune\"") == true, "\(s.failures.map(\.message))")
    }

    /// A field of no default built with a written `nil` is certainly an optional, as Swift must
    /// declare it `Book?` to take that argument: the check refuses the `.` before the run (§66.5).
    @Test func aFieldOfNoDefaultBuiltWithNilIsAnOptional() {
        let yaml = Self.shelf(action: "shown = library.current.title", current: "~", script: "  - tap: rename")
        #expect(messages(yaml) == ["library.current is an optional: it has no field 'title' until it is unwrapped"])
    }

    /// Built with a book, and set to nil by a button, the field's type is not certain before the
    /// run (only the view's scope types that write): the check says nothing, and the run stops at
    /// the `.` on nil with the hint.
    @Test func aFieldOfNoDefaultANilIsWrittenToByAViewIsLeftToTheRun() {
        let yaml = Self.shelf(action: "library.current = nil; shown = library.current.title", current: "~", script: "  - tap: rename")
            .replacingOccurrences(of: "library: \"Library(current: nil)\"", with: "library: \"Library(current: Book())\"")
        #expect(yaml.contains("Library(current: Book())"))
        #expect(messages(yaml).isEmpty)
        let s = scenario(yaml)
        #expect(s.error?.message.contains("reads a field of an optional") == true, "\(String(describing: s.error))")
    }

    /// A value that does not parse, or a name given none, is one error: the holder it leaves is of
    /// no type, not an optional, so its `.` is not a second.
    @Test func aValueLeftOutIsNotASecondError() {
        let broken = messages(Self.shelf(row: "title {selected.title}").replacingOccurrences(of: "selected: nil", with: "selected: 'Book(title: 1 & 2)'"))
        #expect(broken == ["unexpected character '&' in an expression"], "\(broken)")
        let unvalued = messages(Self.shelf(row: "title {selected.title}").replacingOccurrences(of: "{ selected: nil, library: \"Library()\", shown: '\"\"' }",
                                                                                                with: "[selected, library, shown]"))
        #expect(unvalued.count == 1 && unvalued[0].hasPrefix("state in Shelf must be a mapping"), "\(unvalued)")
        let defaultBroken = messages(Self.shelf(action: "shown = library.current.title", current: "'Book(title: 1 & 2)'"))
        #expect(defaultBroken == ["unexpected character '&' in an expression"], "\(defaultBroken)")
    }

    /// The marker is what tells the two nils apart: a written one is an optional, a placeholder has no type.
    @Test func onlyAWrittenNilHasAType() throws {
        let rules = TypeRules(spec: try SpecDecoder.decode(Array(Self.shelf().utf8), file: "test.yaml"))
        let at = Location(file: "test.yaml", line: 1, column: 1)
        let written = Expr(.null, at: at, source: "nil")
        #expect(!written.isPlaceholder && Expr.placeholder(at: at).isPlaceholder)
        #expect(rules.type(of: written, in: [String: SwiftType]()) == .optional(nil))
        #expect(rules.type(of: .placeholder(at: at), in: [String: SwiftType]()) == nil)
    }
}
