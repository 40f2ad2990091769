import Foundation
import Testing
@testable import SpecKit

/// `$router.show` of an `@Observable` model held where Swift has no `$router`, an `@Environment`
/// model: the export writes `Bindable(router).show` at every place a binding goes, a sheet's flag,
/// a stack's path, a child's binding, a list's and a tab view's selection, as it did for a
/// control's already. Of a plain `let` it is refused, as Swift's "cannot find '$router' in scope"
/// (SwiftFormsBeforeRunTests).
@Suite struct ObservableBindingExportTests {
    static let exported = InlineSpec("observable-bindings.yaml", """
        models:
          Router: { fields: { path: "[]", name: '""', show: false, tab: 0, sel: nil, items: '["a", "b"]', on: false } }
        components:
          Main:
            state: { router: Router() }
            body:
              - Home:
                environment-model: router
              - Passed: { router: router }
          Home:
            environment: { router: Router }
            body:
              - text-field: Name
                text: $router.name
              - Child: { on: $router.on }
              - for-each: router.items
                as: item
                id: item
                selection: $router.sel
                body:
                  - text: "{item}"
              - tab-view:
                  selection: $router.tab
                  tabs:
                    - tab: A
                      value: 0
                      body: [ { text: a } ]
              - navigation-stack:
                  path: $router.path
                  root:
                    - text: home
                  destinations:
                    - for: Int
                      as: n
                      body:
                        - text: n {n}
          Passed:
            props: [router]
            body:
              - Child: { on: $router.on }
                sheet:
                  is-presented: $router.show
                  content:
                    - text: sheet
          Child:
            bindings: [on]
            body: [ { text: "c {on}" } ]
        root: Main
        script:
          - expect: [home]
        """)

    @Test func bindingsIntoAnObservableModelAreWrittenThroughBindable() async throws {
        let export = try Self.exported.export()
        let home = try #require(export.files.first { $0.path == "App/Home.swift" }?.contents)
        for written in ["TextField(\"Name\", text: Bindable(router).name)", "Child(on: Bindable(router).on)",
                        "selection: Bindable(router).sel", "TabView(selection: Bindable(router).tab)",
                        "NavigationStack(path: Bindable(router).path)"] {
            #expect(home.contains(written), "\(written) in \(home)")
        }
        #expect(!home.contains("$router"), "\(home)")
        // A prop bound somewhere is declared `@Bindable`, whose projection gives the binding.
        let passed = try #require(export.files.first { $0.path == "App/Passed.swift" }?.contents)
        #expect(passed.contains("@Bindable var router: Router") && passed.contains(".sheet(isPresented: $router.show)"), "\(passed)")
        try await ExportTests().expectTypeChecks(export)
    }
}
