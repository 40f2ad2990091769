import Testing
@testable import SpecKit

/// `.environment(_:)` takes an optional, `func environment<T>(_ object: T?)`: a nil clears the
/// object of type T below the modifier (docs/semantics.md §17); `.environmentObject(_:)` takes
/// no optional, which Swift refuses at compile time.
@Suite struct ClearedEnvironmentTests {
    /// Root places a Library around Middle; Middle places its own `inner`, nil until opened,
    /// around the second Badge.
    static let app = """
        models:
          Library:
            fields: { name: '"outer"' }
        components:
          Root:
            state: { outer: "Library()" }
            body:
              - Middle:
                environment-model: outer
          Middle:
            state: { inner: nil }
            body:
              - button: open
                action: 'inner = Library(name: "inner")'
              - button: close
                action: inner = nil
              - Badge:
              - Badge:
                environment-model: inner
          Badge:
            environment: { library: Library? }
            body:
              - text: "badge {library?.name ?? \\"none\\"}"
        root: Root

        """

    static let exported = InlineSpec("cleared.yaml", app + """
        script:
          - expect: [badge outer, badge none]
            expect-not: [badge inner]
          - tap: open
            expect: [badge outer, badge inner]
          - tap: close
            expect: [badge outer, badge none]
            assert: ["Badge.renders == 4"]
        """)

    @Test func aNilClearsTheObjectOfItsTypeBelow() {
        let s = scenario(Self.exported.yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: the outer object does not show through the nil, nor does the nil stay.
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "expect-not: [badge inner]", with: "expect-not: [badge none]")).passed)
        #expect(!scenario(Self.exported.yaml.replacingOccurrences(of: "expect: [badge outer, badge inner]", with: "expect: [badge outer, badge none]")).passed)
    }

    /// A reader that requires the object traps where it is cleared, as where none was placed.
    @Test func aPlainReaderOfAClearedObjectTraps() {
        let plain = Self.exported.yaml.replacingOccurrences(of: "{ library: Library? }", with: "{ library: Library }")
            .replacingOccurrences(of: "library?.name ?? \\\"none\\\"", with: "library.name")
        let s = scenario(plain)
        let message = s.error?.message ?? ""
        #expect(message.contains("the nearest .environment(_:) for Library above it placed nil, which clears it"), "\(outcome(s))")
        #expect(message.contains("No Observable object of type Library found"), "\(message)")
        #expect(s.error?.hint?.hasPrefix("have the optional placed there hold a Library while Badge is shown") == true, "\(String(describing: s.error?.hint))")
    }

    @Test func theTraceSaysTheNilClears() {
        let lines = ScenarioTrace(scenario(Self.exported.yaml)).lines.map(\.text)
        #expect(lines.contains("environment Library.self = nil for this subtree (set by Middle): .environment(_:) given nil clears the object of that type placed above"), "\(lines)")
        #expect(lines.contains("set Library.self = nil on Badge's subtree (was Library#2): .environment(_:) given nil clears the object of that type placed above"), "\(lines)")
    }

    @Test func anOptionalObjectOrABareNilIsRefusedBeforeTheRun() {
        let object = diagnostics("""
            models:
              Cart:
                kind: observable-object
                fields: { n: 0 }
            components:
              Root:
                state: { cart: nil }
                body:
                  - button: make
                    action: cart = Cart()
                  - Reader:
                    environment-object: cart
              Reader:
                body: [ { text: r } ]
            root: Root
            """)
        #expect(object.map(\.message) == ["value of optional type 'Cart?' must be unwrapped to a value of type 'Cart': `.environmentObject(_:)` takes an object, not an optional"])
        #expect(object.first?.hint?.contains("`environment-model: cart`, which takes an optional") == true)
        let bare = diagnostics(Self.app.replacingOccurrences(of: "environment-model: inner", with: "environment-model: nil"))
        #expect(bare.map(\.message) == ["generic parameter 'T' could not be inferred: .environment(nil) does not say which type of object it places"])
        let kind = diagnostics(Self.app.replacingOccurrences(of: "fields: { name: '\"outer\"' }", with: "kind: observable-object\n    fields: { name: '\"outer\"' }"))
        #expect(kind.contains { $0.message == "`environment-model:` places an @Observable model (.environment(_:)); inner is a Library?, an ObservableObject" }, "\(kind)")
    }

    @Test func theExportPlacesTheOptional() async throws {
        let export = try Self.exported.export()
        let middle = try #require(export.files.first { $0.path == "App/Middle.swift" }?.contents)
        #expect(middle.contains("@State private var inner: Library? = nil"), "\(middle)")
        #expect(middle.contains(".environment(inner)"), "\(middle)")
        try await ExportTests().expectTypeChecks(export)
    }
}
