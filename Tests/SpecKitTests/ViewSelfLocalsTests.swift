import Testing
@testable import SpecKit

/// `self.total` where a local `total` hides the view's own: the property, read and written past
/// the local, as Swift reads it (docs/semantics.md §28).
@Suite struct ViewSelfLocalsTests {
    static let exported = InlineSpec("view-self-locals.yaml", """
        components:
          Root:
            state: { total: 0, item: 7, names: '["x", "y"]' }
            body:
              - text: "total {total} item {item}"
              - button: go
                action: |
                  let total = 5
                  self.total = total
              - button: var
                action: |
                  var total = 1
                  total += 1
                  self.total += total
              - for-each: names
                as: item
                id: item
                body:
                  - text: "row {item} own {self.item}"
                  - button: "set {item}"
                    action: self.item = self.item + 1
              - Child: { onPick: "{ total in self.total = total * 10 }" }
                task: |
                  let total = 1
                  self.total = total
          Child:
            props: [onPick]
            body:
              - button: pick
                action: onPick(3)
        root: Root
        script:
          - expect: ["total 1 item 7"]
          - tap: go
            expect: ["total 5 item 7"]
          - tap: var
            expect: ["total 7 item 7", "row x own 7"]
          - tap: set x
            expect: ["row x own 8", "row y own 8"]
          - tap: pick
            expect: ["total 30 item 8"]
        """)

    @Test func selfIsTheViewsOwnWhateverLocalHidesIt() {
        #expect(diagnostics(Self.exported.yaml).isEmpty, "\(diagnostics(Self.exported.yaml))")
        let s = scenario(Self.exported.yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: the closure's parameter 3 times 10 went to the holder; 3 alone fails.
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "total 30 item 8", with: "total 3 item 8")).passed)
        // And the row's `self.item` is the view's 8, not the row's element.
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "row y own 8", with: "row y own y")).passed)
    }

    @Test func theExportWritesSelfAsWritten() async throws {
        let export = try Self.exported.export()
        let root = try #require(export.files.first { $0.path == "App/Root.swift" }?.contents)
        #expect(root.contains("self.total = total"), "\(root)")
        #expect(root.contains("self.total = total * 10"), "\(root)")
        try await ExportTests().expectTypeChecks(export)
    }

    /// A view's action where `self.` names a property a local hides.
    static func root(_ action: String) -> String {
        """
        components:
          Root:
            state: { total: 0 }
            let: { limit: 3 }
            body:
              - text: "total {total} limit {limit}"
              - button: go
                action: |
        \(action.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n"))
        root: Root
        script:
          - tap: go
        """
    }

    @Test func theTypeIsTheProperty() {
        // `self.total` is the Int holder, not the String local.
        let found = diagnostics(Self.root("let total = \"a\"\nself.total = total"))
        #expect(found.count == 1 && found[0].message.contains("String") && found[0].message.contains("Int"), "\(found)")
    }

    @Test func aLetPropertyStaysAConstant() {
        // Swift refuses `self.limit = …` of a `let` property, hidden or not.
        let found = diagnostics(Self.root("var limit = 1\nlimit += 1\nself.limit = limit"))
        #expect(found.map(\.message) == ["cannot assign to property: 'limit' is a 'let' constant"], "\(found)")
    }
}
