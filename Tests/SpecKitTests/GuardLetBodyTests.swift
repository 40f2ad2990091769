import Testing
@testable import SpecKit

/// `guard let x = e else { … }` whose else does more than `return`: a method's `return "gone"`, or
/// statements before the `return`, as Swift allows (spec-format.md, *Actions*).
@Suite struct GuardLetBodyTests {
    static let exported = InlineSpec("lookup.yaml", """
        models:
          Item: { kind: struct, fields: [id, name] }
          Store:
            fields: [items]
            methods:
              "name(of id: Int) -> String": |
                guard let found = items.first(where: { $0.id == id }) else { return "gone" }
                return found.name
        components:
          Lookup:
            state: { s: 'Store(items: [Item(id: 1, name: "a")])', status: '"-"' }
            body:
              - text: "name {s.name(of: 1)} {s.name(of: 2)} {status}"
              - button: look
                action: |
                  guard let first = s.items.first(where: { $0.id == 3 }) else { status = "none"; return }
                  status = first.name
        root: Lookup
        script:
          - expect: [name a gone -]
          - tap: look
            expect: [name a gone none]
        """)

    @Test func itsElseRunsItsStatementsAndLeaves() {
        #expect(scenario(Self.exported.yaml).passed)
        // The lock: the else ran, and the line after the guard did not.
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "expect: [name a gone none]", with: "expect: [name a gone -]")).passed)
    }

    @Test func anElseThatFallsThroughIsRefused() {
        let yaml = Self.exported.yaml.replacingOccurrences(of: "status = \"none\"; return }", with: "status = \"none\" }")
        #expect(diagnostics(yaml).map(\.message) == ["a guard's else must leave its closure: end it with `return`"])
    }

    @Test func theExportWritesTheGuardWithItsStatementsAndTypeChecks() async throws {
        let export = try Self.exported.export()
        #expect(ExportTests().file(export, "App/Store.swift").contains("guard let found = items.first(where: { $0.id == id }) else {\n            return \"gone\"\n        }"))
        #expect(ExportTests().file(export, "App/Lookup.swift").contains("else {\n                    status = \"none\"\n                    return\n                }"))
        try await ExportTests().expectTypeChecks(export)
    }
}
