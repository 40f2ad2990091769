import Testing
@testable import SpecKit

/// What Swift's types allow of the export's values: `$x.field` makes a binding of a field from the
/// wrapper of the view's own holder, so the check asks how this view holds `x`, not whether any
/// view has a holder so named; a struct of values is Hashable, as pushing it needs.
extension ExportTests {
    static let fieldBindings = InlineSpec("fields.yaml", """
        models:
          Store:
            kind: observable-object
            fields: { n: 0 }
            published: [n]
          Library:
            fields: { count: 0 }
        components:
          Root:
            state-object: { vm: Store() }
            state: { shelf: Library() }
            body:
              - text: n {vm.n}
              - stepper: N
                value: $vm.n
              - Shelf:
                environment-model: shelf
                environment-object: vm
          Shelf:
            environment: { books: Library }
            environment-object: { store: Store }
            body:
              - text: count {books.count} n {store.n}
              - stepper: Count
                value: $books.count
              - stepper: Store
                value: $store.n
        root: Root
        script:
          - increment: N
          - increment: Count
          - increment: Store
            expect: [n 2, count 1 n 2]
        """)

    /// A @StateObject's, an @EnvironmentObject's and an @Environment model's fields bind; the export
    /// refused the first two unless some other view had a prop or a state of the same name.
    @Test func fieldsOfObjectsAndEnvironmentModelsBind() async throws {
        let result = run(Self.fieldBindings.yaml)
        #expect(result.scenarios.count == 1 && result.scenarios.allSatisfy(\.passed))
        let export = try Self.fieldBindings.export()
        let root = try #require(export.files.first { $0.path == "App/Root.swift" }?.contents)
        #expect(root.contains(#"Stepper("N", value: $vm.n)"#))
        let shelf = try #require(export.files.first { $0.path == "App/Shelf.swift" }?.contents)
        #expect(shelf.contains(#"Stepper("Count", value: Bindable(books).count)"#))
        #expect(shelf.contains(#"Stepper("Store", value: $store.n)"#))
        try await expectTypeChecks(export)
    }

    /// A struct of values is declared Hashable: a stack pushes it, `.id` takes it, and
    /// `navigationDestination(item:)` presents it; Equatable alone compiled none of them.
    static let pushedStruct = InlineSpec("pushed.yaml", """
        models:
          Point:
            kind: struct
            fields: { x: 0, label: '""' }
        components:
          Root:
            state: { p: "Point(x: 1)", picked: nil }
            body:
              - navigation-stack:
                  root:
                    - button: pick
                      action: picked = p
                    - navigation-link: Open
                      value: p
                    - Marker:
                      id: p
                      navigation-destination:
                        item: $picked
                        as: q
                        content: [ { text: "picked {q.x}" } ]
                  destinations:
                    - for: Point
                      as: shown
                      body: [ { text: "x {shown.x}" } ]
          Marker:
            body: [ { text: marker } ]
        root: Root
        script:
          - tap: Open
            expect: [x 1]
        """)

    @Test func aStructOfValuesIsHashable() async throws {
        let result = run(Self.pushedStruct.yaml)
        #expect(result.scenarios.count == 1 && result.scenarios.allSatisfy(\.passed))
        let export = try Self.pushedStruct.export()
        let point = try #require(export.files.first { $0.path == "App/Point.swift" }?.contents)
        #expect(point.contains("struct Point: Hashable {"))
        try await expectTypeChecks(export)
    }
}
