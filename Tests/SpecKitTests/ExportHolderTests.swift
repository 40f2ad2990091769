import Testing
@testable import SpecKit

/// The object wrappers, the environment and struct models as the SwiftUI written by hand, each
/// checked against the stand-ins' real signatures.
extension ExportTests {
    static let observableObjects = InlineSpec("rules.yaml", """
        models:
          Cart:
            kind: observable-object
            fields: { total: 0, note: "\\"\\"" }
            published: [total]
        components:
          Store:
            state-object: { cart: "Cart()" }
            state: { start: 1 }
            body:
              - Row: { cart: cart, start: start }
              - Aisle:
                environment-object: cart
          Row:
            props: [start]
            observed-object: [cart]
            body: [ { text: "total {cart.total}" } ]
          Aisle:
            environment-object: { cart: Cart }
            body:
              - button: "add {cart.total}"
                action: cart.total += 1
        root: Store
        script:
          - tap: add 0
        """)

    @Test func observableObjectsAreWrittenWithPublishedFieldsAndTheirWrappers() async throws {
        let export = try Self.observableObjects.export()
        let cart = file(export, "App/Cart.swift")
        #expect(cart.contains("final class Cart: ObservableObject {"))
        #expect(cart.contains("@Published var total: Int"))
        #expect(cart.contains("    var note: String"))
        #expect(!cart.contains("@Observable"))
        #expect(file(export, "App/Row.swift").contains("@ObservedObject var cart: Cart"))
        #expect(file(export, "App/Store.swift").contains("Aisle()\n                .environmentObject(cart)"))
        #expect(file(export, "App/Aisle.swift").contains("@EnvironmentObject private var cart: Cart"))
        try await expectTypeChecks(export)
    }

    static let observedFromAProp = InlineSpec("rules.yaml", """
        models:
          Counter: { kind: observable-object, fields: [start] }
        components:
          Parent:
            state: { n: 1 }
            body:
              - Child: { start: n }
          Child:
            props: [start]
            observed-object: { counter: "Counter(start: start)" }
            body: [ { text: "start {counter.start}" } ]
        root: Parent
        script:
          - expect: [start 1]
        """)

    @Test func anObservedObjectBuiltFromAPropIsSetUpInInit() async throws {
        let export = try Self.observedFromAProp.export()
        let child = file(export, "App/Child.swift")
        #expect(child.contains("@ObservedObject private var counter: Counter"))
        #expect(child.contains("_counter = ObservedObject(wrappedValue: Counter(start: start))"))
        try await expectTypeChecks(export)
    }

    static let environmentValues = InlineSpec("rules.yaml", """
        environment-values:
          accent: "\\"gray\\""
          size: 12
        models:
          Theme: { fields: { name: "\\"light\\"" } }
        components:
          Root:
            state: { color: "\\"red\\"", theme: "Theme()" }
            body:
              - Leaf:
                environment: { accent: color, size: 14 }
                environment-model: theme
          Leaf:
            environment: { accent: accent, size: size, theme: Theme }
            body: [ { text: "{accent} {size} {theme.name}" } ]
        root: Root
        script:
          - expect: [red 14 light]
        """)

    @Test func theEnvironmentIsWrittenWithKeysAndObservableModels() async throws {
        let export = try Self.environmentValues.export()
        let values = file(export, "App/EnvironmentValues.swift")
        #expect(values.contains("private struct AccentKey: EnvironmentKey {\n    static let defaultValue = \"gray\"\n}"))
        #expect(values.contains("var size: Int {\n        get { self[SizeKey.self] }"))
        let leaf = file(export, "App/Leaf.swift")
        #expect(leaf.contains("@Environment(\\.accent) private var accent: String"))
        #expect(leaf.contains("@Environment(Theme.self) private var theme: Theme"))
        let root = file(export, "App/Root.swift")
        #expect(root.contains(".environment(\\.accent, color)\n            .environment(\\.size, 14)\n            .environment(theme)"))
        try await expectTypeChecks(export)
    }

    static let environmentKeysPastTypes = InlineSpec("rules.yaml", """
        environment-values:
          accent: "\\"gray\\""
          size: 12
        models:
          SizeKey: { fields: { n: 1 } }
        components:
          Root:
            state: { key: "SizeKey()" }
            body:
              - AccentKey:
                environment: { accent: "\\"red\\"" }
              - text: "n {key.n}"
          AccentKey:
            environment: { accent: accent, size: size }
            body: [ { text: "{accent} {size}" } ]
        root: Root
        script:
          - expect: [red 12, n 1]
        """)

    /// `AccentKey` is the key the export writes for `accent`; a view and a model of the spec
    /// already take that name and `SizeKey`, so the keys are numbered past them.
    @Test func anEnvironmentKeyIsNamedPastTheSpecsTypes() async throws {
        let export = try Self.environmentKeysPastTypes.export()
        let values = file(export, "App/EnvironmentValues.swift")
        #expect(values.contains("private struct AccentKey2: EnvironmentKey {"))
        #expect(values.contains("get { self[SizeKey2.self] }"))
        #expect(!values.contains("struct AccentKey:") && !values.contains("struct SizeKey:"))
        try await expectTypeChecks(export)
    }

    static let structModel = InlineSpec("rules.yaml", """
        models:
          Point: { kind: struct, fields: [x] }
        components:
          Root:
            state: { p: "Point(x: 1)" }
            body:
              - text: "x {p.x}"
              - button: move
                action: p.x = 2
              - Child: { p: p }
                on-change: { of: p, action: "p.x = newValue.x" }
          Child:
            props: [p]
            body: [ { text: "child {p.x}" } ]
        root: Root
        script:
          - tap: move
            expect: [x 2]
        """)

    @Test func aStructModelIsAHashableValue() async throws {
        let export = try Self.structModel.export()
        let point = file(export, "App/Point.swift")
        #expect(point.contains("struct Point: Hashable {"))
        #expect(point.contains("@MainActor init(x: Int) {"))
        #expect(file(export, "App/Root.swift").contains(".onChange(of: p) { _, newValue in"))
        try await expectTypeChecks(export)
    }

    /// Panel holds the settings as HOLDS says.
    static let settingsPanel = """
        models:
          Settings: { kind: observable-object, fields: { size: 12 } }
        components:
          Root:
            state-object: { settings: "Settings()" }
            body:
              - Panel: { settings: settings }
          Panel:
            HOLDS: [settings]
            body:
              - stepper: Size
                value: $settings.size
        root: Root
        script:
          - expect: ["Size: 12"]
        """
    static let observedSettings = InlineSpec("rules.yaml", settingsPanel.replacingOccurrences(of: "HOLDS", with: "observed-object"))

    @Test func aControlBindsIntoAnObservableObjectThroughItsWrapper() async throws {
        let observed = try Self.observedSettings.export()
        #expect(file(observed, "App/Panel.swift").contains("Stepper(\"Size\", value: $settings.size)"))
        try await expectTypeChecks(observed)
        let held = #expect(throws: SpecError.self) { try export(Self.settingsPanel.replacingOccurrences(of: "HOLDS", with: "props")) }
        #expect(held?.diagnostics.first?.message == "$settings.size needs a binding into Settings, an ObservableObject held in a plain `let`")
    }
}
