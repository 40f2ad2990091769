import Foundation
import Testing
@testable import SpecKit

/// `spec export swiftui` for controls, `switch` and input steps: the SwiftUI a developer writes
/// and the XCUITest action a person's step becomes (docs/export.md).
@Suite struct ExportInputTests {
    func export(_ file: String) throws -> SwiftUIExport {
        let data = try Data(contentsOf: packageRoot.appendingPathComponent(file))
        return try SwiftUIExport(try SpecDecoder.decode([UInt8](data), file: file))
    }

    func file(_ export: SwiftUIExport, _ path: String) -> String {
        export.files.first { $0.path == path }?.contents ?? ""
    }

    @Test func controlsAreWrittenWithTheirBindings() throws {
        let export = try export("specs/settings-form.yaml")
        let settings = file(export, "App/Settings.swift")
        #expect(settings.contains(#"Picker("Sort by", selection: $sort) {"#))
        #expect(settings.contains(#"ForEach(["name", "date"], id: \.self) { option in"#))
        #expect(settings.contains(#"Text(verbatim: "\(option)").tag(option)"#))
        #expect(settings.contains(".pickerStyle(.segmented)"))
        #expect(settings.contains(#"Stepper("Text size", value: $size, in: 10...15, step: 2)"#))
        #expect(file(export, "App/NotifyRow.swift").contains(#"Toggle("Notifications", isOn: $isOn)"#))
    }

    @Test func stepsBecomeXCUITestActionsAndControlLabelsAreCheckedOnTheValue() throws {
        let tests = file(try export("specs/settings-form.yaml"), "UITests/SettingsFormUITests.swift")
        #expect(tests.contains(#"flip(app.switches["Notifications"])"#))
        #expect(tests.contains(#"XCTAssertEqual(app.switches["Notifications"].value as? String, "1")"#))
        #expect(tests.contains(#"app.segmentedControls.buttons["date"].tap()"#))
        #expect(tests.contains(#"XCTAssertTrue(app.segmentedControls.buttons["date"].isSelected)"#))
        #expect(tests.contains(#"app.steppers["Text size"].buttons["Increment"].tap()"#))
        #expect(tests.contains(#"app.steppers["Text size"].buttons["Decrement"].tap()"#))
        #expect(tests.contains("private func flip(_ toggle: XCUIElement) {"))
        #expect(!tests.contains("clearText"))
        // A control's label is not looked up as a static text.
        #expect(!tests.contains(#"["Notifications: on"]"#))
    }

    @Test func aControlExpectedAbsentMayBeGoneAltogether() throws {
        // Reading a missing element's value fails in XCTest: a control gone passes the check.
        let tests = file(try export("specs/row-bindings.yaml"), "UITests/RowBindingsUITests.swift")
        #expect(tests.contains(#"XCTAssertFalse(app.switches["milk"].exists && (app.switches["milk"].value as? String) == "0")"#))
        #expect(!tests.contains("XCTAssertNotEqual"))
    }

    @Test func typingIsTypeTextAndAnEmptyFieldShowsItsPlaceholder() throws {
        let tests = file(try export("specs/search-per-keystroke.yaml"), "UITests/SearchPerKeystrokeUITests.swift")
        #expect(tests.contains("app.textFields[\"Search\"].tap()\n        app.textFields[\"Search\"].typeText(\"swift\")"))
        #expect(tests.contains(#"XCTAssertEqual(app.textFields["Search"].value as? String, "swift")"#))
        #expect(tests.contains(#"clearText(app.textFields["Search"])"#))
        #expect(tests.contains(#"XCTAssertEqual(app.textFields["Search"].value as? String, "Search")"#))
        #expect(tests.contains("XCUIKeyboardKey.delete.rawValue"))
    }

    @Test func aSwitchIsASwitchWithADefaultThatShowsNothingWhenTheSpecHasNone() async throws {
        let screen = file(try export("specs/switch-identity.yaml"), "App/Screen.swift")
        #expect(screen.contains("switch mode {\n            case 1:\n                Counter(name: \"one\")"))
        #expect(screen.contains("default:\n                Counter(name: \"other\")"))
        let yaml = """
            components:
              Root:
                state: { on: true, n: 1 }
                body:
                  - switch: on
                    cases:
                      - case: true
                        body: [ { text: yes } ]
                      - case: false
                        body: [ { text: no } ]
                  - switch: n
                    cases:
                      - case: 1
                        body: [ { text: one } ]
            root: Root
            """
        let root = file(try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "s.yaml")), "App/Root.swift")
        // A Bool switch with both cases is exhaustive; an Int switch needs a default.
        #expect(root.components(separatedBy: "default:").count == 2)
        #expect(root.contains("default:\n                EmptyView()"))
    }

    @Test func aControlOnAStateObjectOrAPickerOfModelsHasNoForm() throws {
        let yaml = """
            models:
              Item: { fields: [n] }
            components:
              Root:
                state-object: { item: "Item(n: 1)" }
                state: { chosen: "Item(n: 1)" }
                body:
                  - picker: N
                    selection: $item
                    options: ["Item(n: 2)"]
                  - picker: Pick
                    selection: $chosen
                    options: ["Item(n: 2)"]
            root: Root
            """
        #expect(throws: SpecError.self) {
            try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "m.yaml"))
        }
        do {
            _ = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "m.yaml"))
        } catch let e as SpecError {
            let messages = e.diagnostics.map(\.message)
            #expect(messages.contains("$item of a `@StateObject` is an ObservedObject wrapper, not a Binding"))
            #expect(messages.contains { $0.hasPrefix("a picker tags each option with its value, which must be Hashable") })
        }
    }

    /// A holder the spec gives nil is declared optional; a text field or toggle bound to it would
    /// be `Binding<String?>`, which Swift refuses, so the export says so instead of writing it.
    @Test func aControlBoundToAHolderGivenNilIsRefusedInSwiftsWords() throws {
        func exportMessages(_ yaml: String) throws -> [String] {
            do {
                _ = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "o.yaml"))
                return []
            } catch let e as SpecError { return e.diagnostics.map(\.message) }
        }
        let optional = """
            components:
              Root:
                state: { nick: '""', on: false }
                body:
                  - button: clear
                    action: "nick = nil; on = nil"
                  - text-field: Nick
                    text: $nick
                  - toggle: On
                    is-on: $on
            root: Root
            """
        #expect(try exportMessages(optional) == [
            "cannot convert value of type 'Binding<String?>' to expected argument type 'Binding<String>': nick is declared String? because the spec gives it nil",
            "cannot convert value of type 'Binding<Bool?>' to expected argument type 'Binding<Bool>': on is declared Bool? because the spec gives it nil",
        ])
        // The lock: given "" and false instead of nil, the holders are plain and the export writes them.
        let plain = optional.replacingOccurrences(of: "nick = nil; on = nil", with: "nick = \\\"\\\"; on = false")
        #expect(try exportMessages(plain).isEmpty)
    }

    static let boundProfile = InlineSpec("bind.yaml", """
        models:
          Profile:
            fields: { name: "\\"\\"" }
        components:
          Editor:
            state: { profile: "Profile()" }
            body:
              - NameField: { profile: profile }
              - text-field: Also
                text: $profile.name
          NameField:
            props: [profile]
            body:
              - text-field: Name
                text: $profile.name
        root: Editor
        script:
          - type: Al
            into: Name
            expect: ["Name: Al", "Also: Al"]
        """)

    /// `$model.field` of a prop: the prop is declared `@Bindable var profile`, whose projection binds
    /// the field as Apple writes it, `$profile.name`.
    @Test func aControlBoundToAModelFieldIsBoundThroughBindableAndTypeChecks() async throws {
        let export = try Self.boundProfile.export()
        #expect(file(export, "App/NameField.swift").contains(#"TextField("Name", text: $profile.name)"#))
        #expect(file(export, "App/NameField.swift").contains("@Bindable var profile: Profile"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// An ObservableObject's field binds through its wrapper's projection, `$store.title`; a plain
    /// `let` of one has none, and the export says so.
    /// A field bound to a store that Field holds as `holder` says.
    static func storeField(_ holder: String) -> String { """
        models:
          Store: { kind: observable-object, fields: { title: "\\"\\"" } }
        components:
          Editor:
            state-object: { store: "Store()" }
            body:
              - Field: { store: store }
          Field:
            \(holder): [store]
            body:
              - text-field: Title
                text: $store.title
        root: Editor
        script:
          - type: cd
            into: Title
            expect: ["Title: cd"]
        """ }
    static let observedStore = InlineSpec("oo.yaml", storeField("observed-object"))

    @Test func anObservableObjectFieldBindsThroughItsWrapper() async throws {
        let export = try Self.observedStore.export()
        #expect(file(export, "App/Field.swift").contains(#"TextField("Title", text: $store.title)"#))
        try await ExportTests().expectTypeChecks(export)
        do {
            _ = try SwiftUIExport(try SpecDecoder.decode(Array(Self.storeField("props").utf8), file: "oo.yaml"))
            Issue.record("a plain prop's $store.title was exported")
        } catch let e as SpecError {
            #expect(e.diagnostics.map(\.message).contains(
                "$store.title needs a binding into Store, an ObservableObject held in a plain `let`"))
        }
    }

    @Test func aSwitchOverAModelHasNoForm() throws {
        let yaml = """
            models:
              Item: { fields: [n] }
            components:
              Root:
                state: { item: "Item(n: 1)" }
                body:
                  - switch: item
                    cases:
                      - case: item
                        body: [ { text: same } ]
            root: Root
            """
        do {
            _ = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "sw.yaml"))
            Issue.record("a switch over a model was exported")
        } catch let e as SpecError {
            #expect(e.diagnostics.map(\.message).contains("a switch matches its cases with ==; item is Item, which is not Equatable"))
        }
    }
}
