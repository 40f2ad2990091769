import Testing
@testable import SpecKit

/// SwiftUI's own `EnvironmentValues` properties (docs/semantics.md §17): an entry of
/// `environment-values:` named like one would hide SwiftUI's in the app, and one a spec does not
/// express is refused where it is read, rather than steered into such an entry.
@Suite struct BuiltInEnvironmentTests {
    static func spec(values: String, key: String) -> String {
        """
        \(values)
        components:
          Root:
            body:
              - Leaf:
          Leaf:
            environment: { x: \(key) }
            body:
              - text: "x {x}"
        root: Root
        """
    }

    @Test func anEntryNamedLikeSwiftUIsIsRefused() {
        for name in ["colorScheme", "locale", "font", "dismiss"] {
            let found = diagnostics(Self.spec(values: "environment-values: { \(name): 0 }", key: name))
            #expect(found.map(\.message) == ["'\(name)' is SwiftUI's own environment value (`EnvironmentValues.\(name)`); an entry of that name would declare a second `\(name)` in the app, which hides SwiftUI's"],
                    "\(found)")
        }
        // The lock: a name of its own is an entry as any.
        #expect(diagnostics(Self.spec(values: "environment-values: { myColorScheme: 0 }", key: "myColorScheme")).isEmpty)
    }

    @Test func theHintPointsToTheBuiltInTheSpecReads() {
        let enabled = diagnostics(Self.spec(values: "environment-values: { isEnabled: true }", key: "isEnabled"))
        #expect(enabled.first?.hint == "read it with `environment: { enabled: isEnabled }`; `disabled:` sets it false below a view", "\(enabled)")
        let dismiss = diagnostics(Self.spec(values: "environment-values: { dismiss: 0 }", key: "dismiss"))
        #expect(dismiss.first?.hint?.hasPrefix("SwiftUI's dismiss needs no entry: an action calls `dismiss()`") == true, "\(dismiss)")
    }

    @Test func readingOneNotExpressedIsRefusedWithoutSteeringToADeclaration() {
        let found = diagnostics(Self.spec(values: "", key: "colorScheme"))
        #expect(found.map(\.message) == ["'colorScheme' is SwiftUI's own environment value (`\\.colorScheme`), which a spec does not express yet"])
        #expect(found.first?.hint?.contains("another name, `environment-values: { myColorScheme: … }`") == true, "\(found)")
        // A name SwiftUI does not declare is still one to declare.
        #expect(diagnostics(Self.spec(values: "", key: "accent")).first?.hint == "declare it with a default: `environment-values: { accent: … }` at the top of the file")
    }
}
