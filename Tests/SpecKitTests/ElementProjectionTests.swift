import Testing
@testable import SpecKit

/// `$item.count` of a class element in `ForEach($store.items) { $item in … }`: the projection of the
/// element's binding sets the field, then the same instance back through the list's binding, a
/// write of the list told by the list's own rule (docs/semantics.md §34.2).
@Suite struct ElementProjectionTests {
    /// A store of `kind`, its items of `kind`, rows handed `$item.count`; `script` is the steps.
    static func store(_ kind: String, holder: String, script: String) -> String {
        """
        models:
          Item:
            kind: \(kind)
            fields: { id: 0, count: 0 }
          Store:
            kind: \(kind)
            fields: [items]
            computed: { total: "items.reduce(0) { $0 + $1.count }" }
        components:
          P:
            \(holder): { store: 'Store(items: [Item(id: 1), Item(id: 2)])' }
            body:
              - text: "total {store.total}"
              - for-each: $store.items
                as: item
                id: item.id
                body:
                  - Row: { count: $item.count, id: item.id }
                  - button: bump {item.id}
                    action: item.count += 1
        \(row)
        root: P
        script:
        \(script)
        """
    }

    /// The row both lists hand `$item.count`, written at the components' indentation.
    static let row = """
          Row:
            props: [id]
            bindings: [count]
            body:
              - text: "row {id} count {count}"
              - button: add {id}
                action: count += 1
        """

    /// An ObservableObject element, the models of a spec that adds its list's holder.
    static let objectItem = """
        models:
          Item:
            kind: observable-object
            fields: { id: 0, count: 0 }
        """

    static let objectStore = store("observable-object", holder: "state-object", script: """
          - tap: add 2
            expect: [total 1, row 2 count 1]
            assert: ["P.renders == 2", "Row.inits == 4", "Row.renders == 4"]
        """)

    /// An ObservableObject store: setting the element back publishes `items`, so the store's
    /// view renders, shows the total and re-initializes every row; the stale screen, what the
    /// engine showed when it wrote the field only, fails.
    @Test func anObjectStorePublishesTheListSetBack() {
        let result = scenario(Self.objectStore)
        #expect(result.passed, "\(result.failures.map(\.message)) \(String(describing: result.error))")
        let stale = Self.objectStore.replacingOccurrences(of: "[total 1, row 2 count 1]", with: "[total 0, row 2 count 0]")
        #expect(scenario(stale).passed == false)
        let lines = ScenarioTrace(result).lines.map(\.text)
        #expect(lines.contains { $0.hasPrefix("set Item#2 back through the element's binding $Store#1.items[1]: the binding's projection into `count`") },
                "\(lines)")
        #expect(lines.contains("write Store#1.items: [Item#1, Item#2] → [Item#1, Item#2]"), "\(lines)")
    }

    /// An @Observable store: its `[Item]` is not Equatable, so setting it back notifies its readers:
    /// the owner renders and every row with it; counts that leave the owner alone fail.
    @Test func anObservableStoresListSetBackNotifiesItsReaders() {
        let yaml = Self.store("observable", holder: "state", script: """
              - tap: add 2
                expect: [total 1, row 2 count 1]
                assert: ["P.renders == 2", "Row.inits == 4", "Row.renders == 4"]
            """)
        let result = scenario(yaml)
        #expect(result.passed, "\(result.failures.map(\.message)) \(String(describing: result.error))")
        let fieldOnly = yaml.replacingOccurrences(of: "\"P.renders == 2\", \"Row.inits == 4\", \"Row.renders == 4\"",
                                                  with: "\"P.renders == 1\", \"Row.inits == 3\", \"Row.renders == 3\"")
        #expect(scenario(fieldOnly).passed == false)
    }

    /// `item.count += 1` on the instance itself sets no binding: the list is not written, the
    /// ObservableObject store does not publish and the screen stays as it was.
    @Test func aWriteThroughTheInstanceSetsNothingBack() {
        let result = scenario(Self.store("observable-object", holder: "state-object", script: """
              - tap: bump 1
                expect: [total 0, row 1 count 0]
                assert: ["P.renders == 1", "Row.renders == 2"]
            """))
        #expect(result.passed, "\(result.failures.map(\.message)) \(String(describing: result.error))")
        #expect(!ScenarioTrace(result).lines.contains { $0.text.hasPrefix("set Item#1 back") })
    }

    /// A `@State` list of instances: the element set back is the same instance, which State's
    /// setter compares and does not commit, so nobody renders for the list.
    @Test func aStateListOfTheSameInstancesCommitsNothing() {
        let yaml = """
            \(Self.objectItem)
            components:
              P:
                state: { items: '[Item(id: 1)]' }
                body:
                  - for-each: $items
                    as: item
                    id: item.id
                    body: [ { Row: { count: $item.count, id: item.id } } ]
            \(Self.row)
            root: P
            script:
              - tap: add 1
                expect: [row 1 count 0]
                assert: ["P.renders == 1", "Row.renders == 1"]
            """
        let result = scenario(yaml)
        #expect(result.passed, "\(result.failures.map(\.message)) \(String(describing: result.error))")
        let lines = ScenarioTrace(result).lines.map(\.text)
        #expect(lines.contains("write state items of P: [Item#1], the value it holds"), "\(lines)")
    }

    /// A row handed the element's binding itself (`bindings: [item]`) that gives its child
    /// `$item.count` projects the same binding: the store's list is set back as well.
    @Test func aRowGivenTheElementsBindingProjectsIt() {
        let yaml = """
            \(Self.objectItem)
              Store:
                kind: observable-object
                fields: [items]
            components:
              P:
                state-object: { store: 'Store(items: [Item(id: 1), Item(id: 2)])' }
                body:
                  - for-each: $store.items
                    as: item
                    id: item.id
                    body: [ { ItemRow: { item: $item } } ]
              ItemRow:
                bindings: [item]
                body: [ { Counter: { count: $item.count, id: item.id } } ]
              Counter:
                props: [id]
                bindings: [count]
                body:
                  - text: "count {id}: {count}"
                  - button: add {id}
                    action: count += 1
            root: P
            script:
              - tap: add 2
                expect: ["count 2: 1", "count 1: 0"]
                assert: ["P.renders == 2"]
            """
        let result = scenario(yaml)
        #expect(result.passed, "\(result.failures.map(\.message)) \(String(describing: result.error))")
        #expect(ScenarioTrace(result).lines.contains { $0.text.hasPrefix("set Item#2 back through the element's binding $Store#1.items[1]") })
    }

    static let exported = InlineSpec("element-projection.yaml", objectStore)

    /// `spec check` and the run take `$item.count` of a class element; the export writes it as
    /// Swift does, through the closure's `$item`, and it type-checks.
    @Test func theExportBindsTheElementsFieldThroughItsBinding() async throws {
        #expect(diagnostics(Self.objectStore).isEmpty)
        let export = try Self.exported.export()
        let root = try #require(export.files.first { $0.path == "App/P.swift" }?.contents)
        #expect(root.contains("ForEach($store.items, id: \\.id) { $item in\n                Row(id: item.id, count: $item.count)"), "\(root)")
        try await ExportTests().expectTypeChecks(export)
    }
}
