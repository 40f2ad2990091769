import Foundation
import Testing
@testable import SpecKit

/// A label prints a value as Swift's string interpolation does (semantics §28): a list's strings
/// quoted and escaped as `debugDescription` writes them, a struct with its fields debug-printed.
@Suite struct LabelValueTests {
    static let yaml = #"""
        models:
          Todo: { kind: struct, fields: [title, done] }
        components:
          Root:
            state:
              names: '["Ann", "it''s \"x\""]'
              nested: '[["x"], []]'
              todo: 'Todo(title: "a", done: false)'
              counts: "[1, 2]"
            body:
              - text: "names {names}"
              - text: "nested {nested}"
              - text: "todo {todo}"
              - text: "counts {counts}"
              - text: "first {names[0]}"
        root: Root
        script:
          - expect: []
        """#

    @Test func valuesPrintAsSwiftInterpolatesThem() throws {
        let (graph, _) = try launched(Self.yaml)
        #expect(texts(on: graph) == [
            #"names ["Ann", "it\'s \"x\""]"#,
            #"nested [["x"], []]"#,
            #"todo Todo(title: "a", done: false)"#,
            "counts [1, 2]",
            "first Ann",
        ])
        // Swift's own rendering, which the exported app shows.
        #expect(#"names \#(["Ann", "it's \"x\""])"# == texts(on: graph)[0])
    }

    /// The lock: the interpreter's old form, no app's, is not on screen.
    /// A list holding nil is a list of optionals, whose values Swift prints as `Optional(…)`; the
    /// check refuses a label of one whose type is known, which prints so even with no nil in it.
    @Test func aListOfOptionalsPrintsItsValuesAsOptionals() throws {
        let ints: [Int?] = [nil, 2]
        #expect(Value.list([.null, .int(2)]).description == "\(ints)")
        let strings: [String?] = ["a", nil]
        #expect(Value.list([.string("a"), .null]).description == "\(strings)")
        #expect(Value.list([.int(1), .int(2)]).description == "[1, 2]")
        let refused = diagnostics("""
            components:
              Root:
                state: { maybe: '[nil, 2]' }
                body:
                  - text: "maybe {maybe}"
            root: Root
            """)
        // `[nil, 2]` is an `[Int?]`, as Swift joins its elements' types (§28.1).
        #expect(refused.map(\.message) == ["a label shows maybe, [Int?]: Swift prints each of its values as Optional(…)"])
    }

    @Test func theOldUnquotedFormFails() {
        let s = scenario(Self.yaml.replacingOccurrences(of: "  - expect: []", with: "  - expect: [\"names [Ann, it's \\\"x\\\"]\"]"))
        #expect(!s.passed)
    }

    /// The export takes a label showing a list of strings or a struct of plain fields, which Swift
    /// prints the same; a list of structs, printed with its module's name, stays refused.
    @Test func theExportTakesAListOfStringsAndAStructAndRefusesAListOfStructs() throws {
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(Self.yaml.utf8), file: "t.yaml"), toolchain: nil)
        let root = export.files.first { $0.path == "App/Root.swift" }?.contents ?? ""
        #expect(root.contains(#"Text(verbatim: "names \(names)")"#), "\(root)")
        #expect(root.contains(#"Text(verbatim: "todo \(todo)")"#), "\(root)")
        let structs = #"""
            models:
              Todo: { kind: struct, fields: [title] }
            components:
              Root:
                state: { todos: '[Todo(title: "a")]' }
                body:
                  - text: "todos {todos}"
            root: Root
            script:
              - expect: []
            """#
        #expect(throws: (any Error).self) { try SwiftUIExport(try SpecDecoder.decode(Array(structs.utf8), file: "t.yaml"), toolchain: nil) }
    }
}
