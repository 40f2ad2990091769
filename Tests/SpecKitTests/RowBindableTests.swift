import Testing
@testable import SpecKit

/// `$item.field` of a for-each's element over values: the `ForEach` closure is handed the element
/// itself, which has no `$` projection. Of an @Observable model the export declares it
/// `@Bindable var item = item` in the closure, as Apple's `Bindable` documentation does in a
/// List's rows; of an ObservableObject Swift has no such form ("cannot find '$item' in scope"),
/// and of a plain class no binding at all: both are refused before the run (docs/semantics.md §34).
@Suite struct RowBindableTests {
    func refused(_ yaml: String) -> [String] {
        diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    static func rows(kind: String) -> String {
        """
        models:
          Chore:
            kind: \(kind)
            fields: { id: 0, title: '""' }
        components:
          Chores:
            state: { chores: '[Chore(id: 1, title: "a")]' }
            body:
              - for-each: chores
                as: chore
                id: chore.id
                body:
                  - text-field: "Title {chore.id}"
                    text: $chore.title
        root: Chores
        """
    }

    @Test func anObservableObjectOrAPlainClassRowHasNoProjection() {
        let object = refused(Self.rows(kind: "observable-object"))
        #expect(object == ["14:26: cannot find '$chore' in scope"])
        let hint = diagnostics(Self.rows(kind: "observable-object")).first?.hint ?? ""
        #expect(hint.contains("`observed-object: [chore]`"), "\(hint)")
        #expect(refused(Self.rows(kind: "class"))
                == ["14:26: $chore.title binds a field of Chore, a plain class: a binding into a class's field is @Bindable's, which takes an @Observable model"])
        #expect(refused(Self.rows(kind: "observable")) == [])
    }

    /// An ObservableObject row held by a row component's `@ObservedObject` binds, as the hint says.
    @Test func theHintsFormLoads() {
        let yaml = """
            models:
              Chore:
                kind: observable-object
                fields: { id: 0, title: '""' }
                published: [title]
            components:
              Chores:
                state: { chores: '[Chore(id: 1, title: "a")]' }
                body:
                  - for-each: chores
                    as: chore
                    id: chore.id
                    body: [ { ChoreRow: { chore: chore } } ]
              ChoreRow:
                observed-object: [chore]
                body:
                  - text-field: "Title {chore.id}"
                    text: $chore.title
            root: Chores
            """
        #expect(refused(yaml) == [])
    }

    static let exported = InlineSpec("chores.yaml", """
        models:
          Chore:
            kind: observable
            fields: { id: 0, title: '""' }
        components:
          Chores:
            state: { chores: '[Chore(id: 1, title: "a"), Chore(id: 2, title: "b")]' }
            body:
              - for-each: chores
                as: chore
                id: chore.id
                body:
                  - text-field: "Title {chore.id}"
                    text: $chore.title
                  - Field: { value: $chore.title }
              - for-each: chores
                as: row
                index: i
                id: i
                body:
                  - text: "{i}: {row.title}"
                  - text-field: "Row {i}"
                    text: $row.title
          Field:
            bindings: [value]
            body: [ { text: "field {value}" } ]
        root: Chores
        script:
          - type: z
            into: Title 1
            expect: ["field az", "0: az"]
          - type: y
            into: Row 1
            expect: ["field by", "1: by"]
        """)

    /// The rows bind the element's fields: the run writes through them, a wrong expectation fails,
    /// and the export declares the element @Bindable in each ForEach closure and type-checks.
    @Test func anObservableRowBindsItsFields() async throws {
        let result = run(Self.exported.yaml)
        #expect(result.scenarios.count == 1 && result.scenarios.allSatisfy(\.passed),
                "\(result.scenarios.map { "\($0.failures.map(\.message)) \(String(describing: $0.error))" })")
        #expect(run(Self.exported.yaml.replacingOccurrences(of: "\"1: by\"", with: "\"1: b\"")).scenarios.first?.passed == false)
        let export = try Self.exported.export()
        let root = try #require(export.files.first { $0.path == "App/Chores.swift" }?.contents)
        #expect(root.contains(["ForEach(chores, id: \\.id) { chore in", "    @Bindable var chore = chore",
                               "    TextField(text: $chore.title, prompt: Text(verbatim: \"Title \\(chore.id)\")) {",
                               "        Text(verbatim: \"Title \\(chore.id)\")", "    }", "        .autocorrectionDisabled()",
                               "        .textInputAutocapitalization(.never)", "    Field(value: $chore.title)"]
            .map { "            " + $0 }.joined(separator: "\n")), "\(root)")
        #expect(root.contains("ForEach(chores.indices, id: \\.self) { i in\n                @Bindable var row = chores[i]\n"), "\(root)")
        #expect(root.contains("TextField(text: $row.title, prompt: Text(verbatim: \"Row \\(i)\")) {"), "\(root)")
        try await ExportTests().expectTypeChecks(export)
    }
}
