import Testing
@testable import SpecKit

/// `self.name` in a view's code is the view's own prop, holder or environment action, as Swift
/// reads it in a view's body and closures (docs/semantics.md §28).
@Suite struct ViewSelfTests {
    static let exported = InlineSpec("view-self.yaml", """
        models:
          Store:
            fields: { count: 0 }
            methods:
              bump: self.count += 1
        components:
          Root:
            state: { items: "[1, 2]", showing: false }
            state-object: { store: "Store()" }
            body:
              - text: "store {self.store.count} items {self.items.count}"
              - button: bump
                action: self.store.bump()
              - button: add
                action: self.items.append(self.items.count + 1)
              - Child: { onTap: "{ self.showing = !self.showing }" }
              - text: "showing {self.showing}"
              - Title:
                sheet:
                  is-presented: $showing
                  content:
                    - Closer: {}
          Child:
            props: [onTap]
            body:
              - button: tap
                action: self.onTap()
          Closer:
            body:
              - button: close
                action: self.dismiss()
          Title:
            body: [ { text: title } ]
        root: Root
        script:
          - tap: bump
            expect: [store 1 items 2]
          - tap: add
            expect: [store 1 items 3]
          - tap: tap
            expect: [close]
          - tap: close
            expect: [showing false]
        """)

    @Test func selfNamesTheViewsOwnMembers() {
        #expect(diagnostics(Self.exported.yaml).isEmpty, "\(diagnostics(Self.exported.yaml))")
        let s = scenario(Self.exported.yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: `self.items.append` changed the list, so a count left at 2 fails.
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "[store 1 items 3]", with: "[store 1 items 2]")).passed)
    }

    @Test func theTraceKeepsWhatWasWritten() throws {
        let file = run(Self.exported.yaml)
        let lines = ScenarioTrace(try #require(file.scenarios.first), spec: file.spec).lines.map(\.text)
        #expect(lines.contains("run `self.items.append(self.items.count + 1)`"), "\(lines)")
    }

    @Test func theExportWritesSelfAsWritten() async throws {
        let export = try Self.exported.export()
        let root = try #require(export.files.first { $0.path == "App/Root.swift" }?.contents)
        #expect(root.contains("self.items.append(self.items.count + 1)"), "\(root)")
        #expect(!root.contains("self.self"), "\(root)")
        try await ExportTests().expectTypeChecks(export)
    }

    /// A view's code where `self.` names something the view has not.
    static func root(_ body: String) -> String {
        """
        components:
          Root:
            state: { item: 5, showing: false }
            body:
        \(body)
        root: Root
        script:
          - expect: [x]
        """
    }

    @Test func aLocalIsNoMemberOfTheView() {
        let found = diagnostics(Self.root("""
                  - for-each: "[1]"
                    as: n
                    id: n
                    body:
                      - text: "{self.n}"
            """))
        #expect(found.map(\.message) == ["value of type 'Root' has no member 'n'"], "\(found)")
        #expect(found.first?.hint == "`n` here is a local, not a property of the view: write `n` without `self.`")
    }

    @Test func aLocalHidingTheMemberIsNoError() {
        // Swift reads `self.item` as the property (5), past the row's 1; so does the spec.
        let yaml = Self.root("""
                  - for-each: "[1]"
                    as: item
                    id: item
                    body:
                      - text: "row {item} own {self.item}"
            """).replacingOccurrences(of: "expect: [x]", with: "expect: [row 1 own 5]")
        #expect(diagnostics(yaml).isEmpty, "\(diagnostics(yaml))")
        #expect(scenario(yaml).passed, "\(outcome(scenario(yaml)))")
        #expect(!scenario(yaml.replacingOccurrences(of: "row 1 own 5", with: "row 1 own 1")).passed)
    }

    @Test func aMisspeltMemberIsOneError() {
        let found = diagnostics(Self.root("""
                  - button: open
                    action: self.showng = true
                  - button: close
                    action: self.dismis()
            """))
        #expect(found.map(\.message) == ["value of type 'Root' has no member 'showng'", "value of type 'Root' has no member 'dismis'"], "\(found)")
        #expect(found.first?.hint == "did you mean 'self.showing'?")
    }

    @Test func aModelsSelfIsStillTheInstance() {
        // In a model's method `self.count` is the field, which the parameter `count` hides.
        let s = scenario("""
            models:
              Store:
                fields: { count: 0 }
                methods:
                  "set(count: Int)": self.count = count
            components:
              Root:
                state-object: { store: "Store()" }
                body:
                  - text: "count {store.count}"
                  - button: set
                    action: "store.set(count: 4)"
            root: Root
            script:
              - tap: set
                expect: [count 4]
            """)
        #expect(s.passed, "\(outcome(s))")
    }
}
