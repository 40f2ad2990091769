import Testing
@testable import SpecKit

/// The rulebook's constructs as the SwiftUI written by hand: ForEach by key path, modifiers under
/// the child, bindings, arrays joined with `+`, the observed-read bug, and the spec's measures
/// and expected errors as what a UI test can honestly say about them.
extension ExportTests {
    func export(_ yaml: String, file name: String = "rules.yaml") throws -> SwiftUIExport {
        try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: name))
    }

    static let forEachIds = InlineSpec("rules.yaml", """
        models: { Model: { fields: [input] } }
        components:
          Root:
            state: { items: "[1, 2]", models: "[Model(input: 1)]" }
            body:
              - for-each: items
                as: item
                id: item
                body: [ { text: "a {item}" } ]
              - for-each: models
                as: m
                id: m.input
                body: [ { text: "b {m.input}" } ]
              - for-each: "[0] + items"
                as: item
                index: i
                id: i
                body: [ { text: "c {i} {item}" } ]
              - for-each: items
                as: item
                index: i
                id: i
                body: [ { text: "d {i}" } ]
              - for-each: items
                as: item
                index: i
                id: item
                body: [ { text: "e {i} {item}" } ]
        root: Root
        script: [ { expect: [a 1] } ]
        """)

    @Test func forEachIsWrittenByWhatItsIdNames() async throws {
        let export = try Self.forEachIds.export()
        let root = file(export, "App/Root.swift")
        #expect(root.contains("@State private var models: [Model] = [Model(input: 1)]"))
        #expect(root.contains("ForEach(items, id: \\.self) { item in\n                Text(verbatim: \"a \\(item)\")\n"))
        #expect(root.contains("ForEach(models, id: \\.input) { m in\n"))
        // By position: the element is named from the index, and only when the row reads it.
        #expect(root.contains("ForEach(([0] + items).indices, id: \\.self) { i in\n"
            + "                let item = ([0] + items)[i]\n                Text(verbatim: \"c \\(i) \\(item)\")\n"))
        #expect(root.contains("ForEach(items.indices, id: \\.self) { i in\n                Text(verbatim: \"d \\(i)\")\n"))
        #expect(root.contains("ForEach(Array(items.enumerated()), id: \\.element) { i, item in\n"))
        try await expectTypeChecks(export)
    }

    static let modifiers = InlineSpec("rules.yaml", """
        models: { Model: { fields: [input] } }
        components:
          Root:
            state: { n: 1, seen: 0, model: "Model(input: 1)" }
            body:
              - button: next
                action: n += 1
              - Row: { n: n }
                on-change:
                  - { of: n, action: "model = Model(input: newValue)" }
                  - { of: n, initial: true, action: "seen = oldValue + newValue" }
                  - { of: model, action: seen += 1 }
                task: { id: model, action: "seen = model.input" }
                on-appear: seen += 1
                on-disappear: [seen -= 1, n = 0]
                id: model
              - Row: { n: seen }
                task: { action: seen += 1 }
          Row:
            props: [n]
            body: [ { text: "row {n}" } ]
        root: Root
        script: [ { expect: [row 1] } ]
        """)

    @Test func modifiersAreWrittenUnderTheChildWithTheIdLast() async throws {
        let root = file(try Self.modifiers.export(), "App/Root.swift")
        let expected = """
                        Row(n: n)
                            .onChange(of: n) { _, newValue in
                                model = Model(input: newValue)
                            }
                            .onChange(of: n, initial: true) { oldValue, newValue in
                                seen = oldValue + newValue
                            }
                            .onChange(of: ObjectIdentifier(model)) {
                                seen += 1
                            }
                            .task(id: ObjectIdentifier(model)) {
                                seen = model.input
                            }
                            .onAppear {
                                seen += 1
                            }
                            .onDisappear {
                                seen -= 1
                                n = 0
                            }
                            .id(ObjectIdentifier(model))
                        Row(n: seen)
                            .task {
                                seen += 1
                            }

            """
        #expect(root.contains(expected), "\(root)")
        try await expectTypeChecks(try Self.modifiers.export())
    }

    static let bindings = InlineSpec("rules.yaml", """
        models: { Model: { fields: [input] } }
        components:
          Parent:
            state: { count: 0 }
            body:
              - text: parent {count}
              - Child: { label: '"x"', count: $count }
          Editor:
            props: [label]
            bindings: [count]
            state-in-init: { model: "Model(input: count)" }
            body:
              - Adder: { count: $count }
          Plain:
            props: [label]
            bindings: [count]
            body: [ { text: "plain {count}" } ]
          Adder:
            bindings: [count]
            body:
              - button: add
                action: count += 1
        root: Parent
        scenarios:
          - { name: editor, use: { Child: Editor }, expect: [parent 0] }
          - { name: plain, use: { Child: Plain }, expect: [plain 0] }
        """)

    @Test func bindingsAreBindingPropertiesPassedWithADollar() async throws {
        let export = try Self.bindings.export()
        #expect(file(export, "App/Parent.swift").contains("Child(label: \"x\", count: $count)"))
        let editor = file(export, "App/Editor.swift")
        #expect(editor.contains("    let label: String\n    @Binding var count: Int\n"))
        #expect(editor.contains("init(label: String, count: Binding<Int>) {\n        self.label = label\n        _count = count\n"
            + "        _model = State(wrappedValue: Model(input: count.wrappedValue))\n"))
        #expect(editor.contains("Adder(count: $count)"))
        #expect(file(export, "App/Adder.swift").contains("@Binding var count: Int\n\n    var body: some View {"))
        #expect(file(export, "App/ChildView.swift").contains("init(label: String, count: Binding<Int>)"))
        try await expectTypeChecks(export)
    }

    static let arrays = InlineSpec("rules.yaml", """
        components:
          Root:
            state: { items: "[]", n: 1 }
            body:
              - button: add
                action: ["items = items + [n]", "items += [n * 2]", n += 1]
              - text: "{items}"
        root: Root
        script: [ { tap: add, expect: ["[1, 2]"] } ]
        """)

    @Test func arraysJoinWithPlus() async throws {
        let export = try Self.arrays.export()
        let root = file(export, "App/Root.swift")
        // The empty list's element type comes from what is assigned to it.
        #expect(root.contains("@State private var items: [Int] = []"))
        #expect(root.contains("items = items + [n]\n                items += [n * 2]\n"))
        try await expectTypeChecks(export)
    }

    @Test func observedReadCountsWithPlusEqualsAndItsTestChecksTheAppKeepsRunning() throws {
        let export = try exportSpec("specs/never-settles.yaml")
        let model = file(export, "App/Model.swift")
        #expect(model.contains("private static let created = ObservedCount()"))
        #expect(model.contains("        self.input = input\n        Self.created.count += 1\n"))
        #expect(file(export, "App/ObservedCount.swift").contains("final class ObservedCount {\n    var count = 0\n}"))
        #expect(!export.files.contains { $0.path == "App/CreationCount.swift" })

        let test = file(export, "UITests/NeverSettlesUITests.swift")
        #expect(test.contains("/// The spec expects this scenario to stop with \"the screen never settles\"."))
        // The launch settles: its label is checked; the tap is the step that never settles.
        #expect(test.contains("XCTAssertTrue(app.staticTexts[\"models created 1\"].waitForExistence(timeout: 5))\n"))
        #expect(test.contains("app.buttons[\"unrelated action\"].tap()\n\n        XCTAssertEqual(app.state, .runningForeground)\n    }"))
        #expect(test.components(separatedBy: "waitForExistence").count == 2)
        #expect(file(export, "README.md").contains("is expected to stop with \"the screen never settles\""))
    }

    @Test func theRepairsReadLikeHandWrittenSwiftUI() throws {
        let export = try exportSpec("specs/repairs.yaml")
        #expect(file(export, "App/ResettingParent.swift").contains("            Child(input: input)\n                .id(input)\n"))
        #expect(file(export, "App/StateOnChangeChild.swift").contains(
            "ModelRow(model: model)\n                .onChange(of: input) { _, newValue in\n                    model = Model(input: newValue)\n"))
        #expect(file(export, "App/LazyTaskChild.swift").contains(
            ".task(id: input) {\n                    model = Model(input: input)\n                }\n            Likes()\n"))
        #expect(file(export, "App/UpParent.swift").contains("Button(\"related action\") {\n                input += 1\n"
            + "                model = Model(input: input)\n            }"))
        #expect(file(export, "UITests/RepairsUITests.swift").contains("// Measured by the spec, not checkable here: LazyTaskChild.staleRenders == 1"))
        #expect(file(try exportSpec("specs/branch-reset.yaml"), "App/Screen.swift").contains("showFirst.toggle()"))
    }
}
