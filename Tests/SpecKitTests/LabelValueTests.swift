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

/// A label Swift prints with the app's module name or `Optional(…)` (semantics §28) is refused
/// before the run, by the rule the export refuses it by (LabelPrinting), in the same words.
@Suite struct LabelPrintingTests {
    static let models = """
        models:
          Inner: { kind: struct, fields: [x] }
          Outer: { kind: struct, fields: [inner] }
          Box: { kind: struct, fields: { v: nil } }
          Item: { kind: struct, fields: [id, name] }
          Model: { fields: { count: 0 } }
          Filter: { kind: enum, cases: [all, active, done] }
          Todo: { kind: struct, fields: { title: '""', filter: Filter.all } }

        """

    static func spec(_ state: String, _ label: String, expect: String = "[]") -> String {
        models + """
            components:
              Root:
                state: { \(state) }
                body:
                  - text: "\(label)"
            root: Root
            script:
              - expect: \(expect)
            """
    }

    /// Each label, what `spec check` says, and the export says the same.
    static let refused: [(state: String, label: String, message: String)] = [
        ("o: 'Outer(inner: Inner(x: 1))'", "o {o}", "a label shows o, Outer: Swift prints its field inner with the app's module name: `inner: App.Inner(…)`"),
        ("items: '[Item(id: 2, name: \"c\")]'", "items {items}", "a label shows items, [Item]: Swift prints each of its values with the app's module name: `[App.Item(…)]`"),
        ("b: 'Box(v: 3)'", "b {b}", "a label shows b, Box: Swift prints its field v as Optional(…)"),
        ("m: 'Model()'", "m {m}", "a label shows m, Model: Swift prints a class instance as its type's name with the app's module name: `App.Model`"),
        ("ms: '[Model()]'", "ms {ms}", "a label shows ms, [Model]: Swift prints each of its values with the app's module name: `[App.Model]`"),
        ("fs: '[Filter.all, Filter.done]'", "fs {fs}", "a label shows fs, [Filter]: Swift prints each of its values with the app's module name: `[App.Filter.all]`"),
        ("t: 'Todo(title: \"x\", filter: .done)'", "t {t}", "a label shows t, Todo: Swift prints its field filter with the app's module name: `filter: App.Filter.all`"),
        ("xs: '[1, nil]'", "xs {xs}", "a label shows xs, [Int?]: Swift prints each of its values as Optional(…)"),
    ]

    @Test(arguments: refused.indices)
    func theCheckRefusesWhatTheExportRefusesInItsWords(index: Int) throws {
        let (state, label, message) = Self.refused[index]
        let yaml = Self.spec(state, label)
        #expect(diagnostics(yaml).map(\.message) == [message])
        // The export's own check, on the decoded spec, which the check before a run does not see.
        do {
            _ = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml"), toolchain: nil)
            Issue.record("the export took \(label)")
        } catch {
            #expect("\(error)".contains(message), "\(error)")
        }
    }

    /// What prints the same is taken by both, and shown as Swift prints it: a top-level struct of
    /// plain fields, a case, a struct's struct field on its own, an enum field on its own.
    @Test func whatPrintsTheSameIsShown() throws {
        let yaml = Self.models + """
            components:
              Root:
                state: { it: 'Item(id: 1, name: "a")', f: .active, o: 'Outer(inner: Inner(x: 1))', items: '[Item(id: 2, name: "c")]', t: 'Todo(title: "x", filter: .done)' }
                body:
                  - text: "it {it}"
                  - text: "f {f}"
                  - text: "inner {o.inner}"
                  - text: "t {t.title} {t.filter}"
            root: Root
            script:
              - expect: []
            """
        #expect(diagnostics(yaml).isEmpty, "\(diagnostics(yaml))")
        let (graph, _) = try launched(yaml)
        // Measured: Swift prints these so (semantics §28).
        #expect(texts(on: graph) == [#"it Item(id: 1, name: "a")"#, "f active", "inner Inner(x: 1)", "t x done"])
        #expect(throws: Never.self) { try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml"), toolchain: nil) }
    }

    /// The lock: the forms the run used to invent, which no app shows, no longer pass; a case
    /// shown alone passes only as its name.
    @Test func theInventedFormsNoLongerPass() {
        for (state, label, shown) in [("fs: '[Filter.all, Filter.done]'", "fs {fs}", "fs [.all, .done]"), ("m: 'Model()'", "m {m}", "m Model#1"),
                                      ("o: 'Outer(inner: Inner(x: 1))'", "o {o}", "o Outer(inner: Inner(x: 1))")] {
            let result = run(Self.spec(state, label, expect: "[\"\(shown)\"]"))
            #expect(result.loadError != nil && !result.scenarios.contains { $0.passed }, "\(label)")
        }
        #expect(scenario(Self.spec("f: .active", "f {f}", expect: "[\"f active\"]")).passed)
        #expect(!scenario(Self.spec("f: .active", "f {f}", expect: "[\"f .active\"]")).passed)
    }
}

extension LabelPrintingTests {
    /// Titles with Markdown's characters, which a `LocalizedStringKey` would render otherwise.
    static let markdownTitles = InlineSpec("markdown-titles.yaml", """
        components:
          Root:
            state: { n: 0, on: false, s: 1, q: '""', p: '""' }
            body:
              - text: "n {n}"
              - button: "*new* item"
                action: n += 1
              - toggle: "`on`"
                is-on: $on
              - picker: "_size_"
                selection: $s
                options: [1, 2]
              - stepper: "~n~"
                value: $n
                in: [0, 5]
              - text-field: "[name]"
                text: $q
              - secure-field: "100%"
                text: $p
              - button: plain
                action: n += 2
        root: Root
        script:
          - tap: "*new* item"
            expect: ["n 1"]
          - tap: plain
            expect: ["n 3"]
        """)

    /// A control's title that Markdown or a format would change is a `Text(verbatim:)` label, so
    /// the app shows it and the UI test finds it as written; a plain title stays a literal.
    @Test func aTitleMarkdownWouldChangeIsWrittenVerbatim() async throws {
        #expect(scenario(Self.markdownTitles.yaml).passed)
        let export = try Self.markdownTitles.export()
        let root = export.files.first { $0.path == "App/Root.swift" }?.contents ?? ""
        for written in ["Button {", #"Text(verbatim: "*new* item")"#, "Toggle(isOn: $on) {", #"Text(verbatim: "`on`")"#,
                        "Picker(selection: $s) {", #"Text(verbatim: "_size_")"#, "Stepper(value: $n, in: 0...5) {", #"Text(verbatim: "~n~")"#,
                        #"TextField(text: $q, prompt: Text(verbatim: "[name]")) {"#, #"SecureField(text: $p, prompt: Text(verbatim: "100%")) {"#,
                        #"Button("plain") {"#] {
            #expect(root.contains(written), "\(written) in\n\(root)")
        }
        #expect(!root.contains(#"Button("*new* item")"#) && !root.contains(#"Toggle("`on`""#))
        let tests = export.files.first { $0.path.hasPrefix("UITests/") }?.contents ?? ""
        #expect(tests.contains(#"app.buttons["*new* item"].tap()"#), "\(tests)")
        try await ExportTests().expectTypeChecks(export)
    }
}
