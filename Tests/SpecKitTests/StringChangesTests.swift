import Testing
@testable import SpecKit

/// A String changed in place by an action: `append`, `+=`, `removeAll()`, `removeFirst()`,
/// `removeLast()` (docs/semantics.md §60.8).
@Suite struct StringChangesTests {
    static let exported = InlineSpec("string-changes.yaml", """
        components:
          Root:
            state: { name: '"ab"', other: '"cd"', log: '""' }
            body:
              - Shown: { name: name }
                on-change: { of: name, action: 'log = log + "c"' }
              - text: "log {log}"
              - button: app
                action: name.append("x")
              - button: contents
                action: "name.append(contentsOf: other)"
              - button: plus
                action: name += "!"
              - button: first
                action: name.removeFirst()
              - button: last
                action: name.removeLast()
              - button: all
                action: name.removeAll()
              - button: local
                action: |
                  var copy = name
                  copy.append("zz")
                  copy.removeFirst(2)
                  log = copy
          Shown:
            props: [name]
            body:
              - text: "name [{name}]"
        root: Root
        script:
          - tap: app
            expect: ["name [abx]", "log c"]
          - tap: contents
            expect: ["name [abxcd]", "log cc"]
          - tap: plus
            expect: ["name [abxcd!]", "log ccc"]
          - tap: first
            expect: ["name [bxcd!]", "log cccc"]
          - tap: last
            expect: ["name [bxcd]", "log ccccc"]
            assert: ["Shown.renders == 6"]
          - tap: local
            expect: ["name [bxcd]", "log cdzz"]
            assert: ["Shown.renders == 6"]
          - tap: all
            expect: ["name []", "log cdzzc"]
        """)

    @Test func eachMethodWritesTheHolderAndAVarOnlyTheVar() {
        #expect(diagnostics(Self.exported.yaml).isEmpty, "\(diagnostics(Self.exported.yaml))")
        let s = scenario(Self.exported.yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: the local's append wrote no holder, so a render of Shown there fails.
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "expect: [\"name [bxcd]\", \"log cdzz\"]\n    assert: [\"Shown.renders == 6\"]",
                                                                  with: "expect: [\"name [bxcd]\", \"log cdzz\"]\n    assert: [\"Shown.renders == 7\"]")).passed)
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "name [bxcd!]", with: "name [abxcd]")).passed)
    }

    @Test func anEmptyStringsRemoveFirstTrapsAsAListsDoes() {
        let s = scenario(Self.exported.yaml.replacingOccurrences(of: "expect: [\"name []\", \"log cdzzc\"]", with: "expect: [\"name []\"]\n  - tap: first"))
        #expect(s.error?.message == "name is empty: removeFirst() has nothing to remove", "\(outcome(s))")
        #expect(s.error?.hint == "Swift traps here (Can't remove first element from an empty collection); check name.isEmpty first")
    }

    @Test func theExportWritesTheCallsAsTheyAre() async throws {
        let export = try Self.exported.export()
        let root = try #require(export.files.first { $0.path == "App/Root.swift" }?.contents)
        #expect(root.contains("name.append(contentsOf: other)"), "\(root)")
        #expect(root.contains("copy.removeFirst(2)"), "\(root)")
        try await ExportTests().expectTypeChecks(export)
    }

    @Test func appendTakesAString() {
        let found = diagnostics(Self.exported.yaml.replacingOccurrences(of: "name.append(\"x\")", with: "name.append(5)"))
        #expect(found.map(\.message) == ["no exact matches in call to instance method 'append'"], "\(found)")
    }

    @Test func theMissingMethodHintNamesTheChangingOnes() {
        let found = diagnostics(Self.exported.yaml.replacingOccurrences(of: "name.append(\"x\")", with: "'name.insert(\"x\", at: 0)'"))
        #expect(found.first?.hint?.contains("append(contentsOf:)") == true, "\(found)")
    }
}
