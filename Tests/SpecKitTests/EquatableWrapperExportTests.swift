import Foundation
import Testing
@testable import SpecKit

/// An `Equatable` view comparing props held by property wrappers (`@ObservedObject`, `@Binding`):
/// their accessors are the main actor's, so the export's nonisolated `==` reads them in
/// `MainActor.assumeIsolated`, and the app type-checks without a warning.
@Suite struct EquatableWrapperExportTests {
    static let exported = InlineSpec("equatable-wrappers.yaml", """
        models:
          Counter: { kind: observable-object, fields: { count: 0 } }
        components:
          Screen:
            state-object: { counter: "Counter()" }
            state: { n: 0 }
            body:
              - Row: { counter: counter, n: $n }
              - button: bump
                action: n += 1
          Row:
            observed-object: [counter]
            bindings: [n]
            equatable: [counter, n]
            body:
              - text: "row {counter.count} {n}"
        root: Screen
        script:
          - tap: bump
            expect: [row 0 1]
        """)

    @Test func theComparisonOfWrappedPropsRunsOnTheMainActor() async throws {
        let export = try Self.exported.export()
        let row = try #require(export.files.first { $0.path == "App/Row.swift" }?.contents)
        #expect(row.contains("MainActor.assumeIsolated { lhs.counter === rhs.counter && lhs.n == rhs.n }"), "\(row)")
        try await ExportTests().expectTypeChecks(export)
    }

    /// Plain `let` props of Sendable values are read where `==` runs, as before.
    @Test func plainPropsAreComparedDirectly() throws {
        let yaml = """
            components:
              Screen:
                body: [ { Row: { n: 1 } } ]
              Row:
                props: [n]
                equatable: [n]
                body: [ { text: "row {n}" } ]
            root: Screen
            """
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "plain.yaml"))
        let row = try #require(export.files.first { $0.path == "App/Row.swift" }?.contents)
        #expect(row.contains("        lhs.n == rhs.n\n"), "\(row)")
        #expect(!row.contains("assumeIsolated"), "\(row)")
    }

    /// The lesson runs: the row shows the binding's value after the tap.
    @Test func theSpecRuns() {
        #expect(scenario(Self.exported.yaml).passed)
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "row 0 1", with: "row 0 0")).passed)
    }
}
