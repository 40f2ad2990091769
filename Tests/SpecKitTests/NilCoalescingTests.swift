import Testing
@testable import SpecKit

/// `??` in labels and actions: a spec's optional holders (a list's selection, a sheet's item)
/// shown with a fallback, as Swift writes it (docs/semantics.md §28).
@Suite struct NilCoalescingTests {
    static let inbox = """
        components:
          Inbox:
            state: { items: '["a", "b"]', picked: nil, shown: 0 }
            body:
              - for-each: items
                as: item
                id: item
                selection: $picked
                body:
                  - text: "mail {item}"
              - text: "picked {picked ?? \\"none\\"}"
              - text: "marked {(picked ?? \\"\\") + \\"!\\"}"
              - text: "shown {shown}"
              - button: count
                action: "shown = shown + (picked == nil ? 0 : 1)"
        root: Inbox
        """

    @Test func aLabelShowsTheFallbackUntilTheOptionalHoldsAValue() {
        let s = scenario(Self.inbox + """

            script:
              - expect: [picked none, marked !]
              - select: mail b
                expect: [picked b, marked b!]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// The lock: the fallback expected after a selection fails, and shows what is on screen.
    @Test func expectingTheFallbackAfterASelectionFails() {
        let bad = scenario(Self.inbox + "\nscript:\n  - select: mail b\n    expect: [picked none]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.screenSummary.contains("picked b") == true)
    }

    static let exported = InlineSpec("coalesce.yaml", Self.inbox.replacingOccurrences(of: "root: Inbox", with: """
        scenarios:
          - name: picked
            root: Inbox
            script:
              - select: mail b
                expect: [picked b]
        """))

    @Test func theExportWritesSwiftsOperatorAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let inbox = ExportTests().file(export, "App/Inbox.swift")
        #expect(inbox.contains(#"Text(verbatim: "picked \(picked ?? "none")")"#))
        #expect(inbox.contains(#"Text(verbatim: "marked \((picked ?? "") + "!")")"#))
        try await ExportTests().expectTypeChecks(export)
    }
}
