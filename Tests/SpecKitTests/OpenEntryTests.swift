import Testing
@testable import SpecKit

/// An entry of `environment-values:` whose default is `nil` (docs/semantics.md §89): the optional
/// of the type of the values set for it, as Swift needs it written, `@Entry var picked: Int? = nil`.
@Suite struct OpenEntryTests {
    /// Root sets an Int, a model and a struct into three such entries around the first Leaf; the
    /// second Leaf finds their defaults, nil.
    static let app = """
        models:
          Settings:
            fields: { theme: '"light"' }
          Theme:
            kind: struct
            fields: { color: '"gray"' }
        environment-values:
          picked: nil
          settings: nil
          theme: nil
        components:
          Root:
            state: { sel: 3, s: "Settings()", t: "Theme()" }
            body:
              - button: next
                action: sel += 1
              - button: dark
                action: s.theme = "dark"
              - Leaf:
                environment: { picked: sel, settings: s, theme: t }
              - Leaf:
          Leaf:
            environment: { p: picked, settings: settings, theme: theme }
            body:
              - text: "p {p} {settings?.theme ?? \\"none\\"} {theme?.color ?? \\"none\\"}"
        root: Root

        """

    static let exported = InlineSpec("entries.yaml", app + """
        script:
          - expect: [p 3 light gray, p nil none none]
          - tap: next
            expect: [p 4 light gray]
          - tap: dark
            expect: [p 4 dark gray]
            assert: ["Root.renders == 2", "Leaf.renders == 4"]
        """)

    @Test func theEntriesHoldWhatIsSetAndNilElsewhere() {
        let s = scenario(Self.exported.yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: the unset Leaf reads nil, and a write to the model's field renders the Leaf
        // that read it, not Root (Observation, field by field, through the entry).
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "p nil none none", with: "p 3 light gray]\n    expect-not: [p nil none none")).passed)
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "\"Root.renders == 2\"", with: "\"Root.renders == 3\"")).passed)
    }

    @Test func theCheckTypesTheReadersByTheValues() {
        // `p` is an Int?: its field is no String's, and `p + 1` needs it unwrapped.
        let found = diagnostics(Self.app.replacingOccurrences(of: "\"p {p} ", with: "\"p {p.count} "))
        #expect(found.first?.message.hasPrefix("p is Int?, an optional") == true, "\(found)")
    }

    @Test func aValueOfAnotherTypeIsRefusedInSwiftsWords() {
        let found = diagnostics(Self.app.replacingOccurrences(of: "      - Leaf:\n  Leaf:", with: "      - Leaf:\n        environment: { picked: '\"a\"' }\n  Leaf:"))
        #expect(found.map(\.message) == ["cannot convert value of type 'String' to expected argument type 'Int': \\.picked is Int?, as the first value set for it makes it (sel, line 20)"],
                "\(found)")
    }

    @Test func anEntryNeverSetIsRefusedAtItsDeclaration() {
        let found = diagnostics(Self.app.replacingOccurrences(of: ", theme: t }", with: ", theme: nil }"))
        #expect(found.map(\.message) == ["'nil' requires a contextual type: the entry 'theme' is nil by default and never set to a value"], "\(found)")
    }

    @Test func anObservableObjectInAnEntryIsRefused() {
        let found = diagnostics(Self.app.replacingOccurrences(of: "fields: { theme: '\"light\"' }", with: "kind: observable-object\n    fields: { theme: '\"light\"' }"))
        #expect(found.map(\.message).contains("an ObservableObject in an entry of `environment-values:` is not expressed: @Environment(\\.settings) does not subscribe to Settings's objectWillChange"),
                "\(found)")
    }

    @Test func theExportNamesEachEntrysType() async throws {
        let export = try Self.exported.export()
        let values = try #require(export.files.first { $0.path == "App/EnvironmentValues.swift" }?.contents)
        #expect(values.contains("static let defaultValue: Int? = nil"), "\(values)")
        #expect(values.contains("var settings: Settings? {"), "\(values)")
        #expect(values.contains("var theme: Theme? {"), "\(values)")
        #expect(!values.contains("Never"), "\(values)")
        try await ExportTests().expectTypeChecks(export)
    }
}
