import Foundation
import Testing
@testable import SpecKit

/// What has no faithful SwiftUI form is a located error, never wrong code.
@Suite struct ExportErrorTests {
    /// The export's diagnostics for a spec that loads, as `line:column: message`.
    func exportErrors(_ yaml: String, toolchain: Toolchain? = nil) throws -> [String] {
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "e.yaml")
        do {
            _ = try SwiftUIExport(spec, toolchain: toolchain)
            return []
        } catch let e as SpecError {
            return e.diagnostics.map { "\($0.location.line):\($0.location.column): \($0.message)" }
        }
    }

    /// A one-component spec with these holders and body lines.
    func spec(holders: String, body: String, models: String = "models: { Model: { fields: [input] } }") -> String {
        """
        \(models)
        components:
          Parent:
            state: { input: 1 }
            body:
              - Child: { input: input }
          Child:
            props: [input]
        \(holders)
            body:
        \(body)
        root: Parent
        script:
          - expect: [x]
        """
    }

    /// Swift rejects it, so `spec check` and `spec run` do too, with the export's words.
    @Test func anInlineStateCannotReadAProp() throws {
        let errors = diagnostics(spec(holders: "    state: { model: \"Model(input: input)\" }", body: "      - text: x"))
        #expect(errors.map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["9:35: an inline `@State` default cannot read 'input': Swift has no `self` in a property's initial value"])
    }

    @Test func lazyStateHoldsAClassAndNeedsXcode27() throws {
        let yaml = spec(holders: "    lazy-state: { count: input }", body: "      - text: x {count}")
        #expect(try exportErrors(yaml) == ["9:26: `@LazyState` holds a class; 'count' is Int"])
        let older = yaml.replacingOccurrences(of: "root: Parent", with: "root: Parent\ntoolchain: xcode26")
        #expect(try exportErrors(older).contains("9:19: `@LazyState` needs Point-Free's swiftui-lazy-state, which needs Xcode 27"))
    }

    @Test func aHolderSetUpInInitCannotReadAnotherHolder() throws {
        let holders = "    state-in-init: { model: \"Model(input: input)\", copy: \"Model(input: model.input)\" }"
        #expect(try exportErrors(spec(holders: holders, body: "      - text: x")) ==
                ["9:72: 'copy' is set up in init, where the holder 'model' cannot be read yet"])
    }

    /// Refused before the run, and so before the export (semantics §16).
    @Test func aStateObjectCannotBeReplaced() throws {
        let body = "      - button: x\n        action: \"model = Model(input: 2)\""
        #expect(diagnostics(spec(holders: "    state-object: { model: \"Model(input: input)\" }", body: body)).map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["12:18: cannot assign to property: 'model' is a get-only property"])
    }

    /// Refused before the run, and so before the export, in the export's words (semantics §28).
    @Test func aLabelCannotShowAModel() throws {
        let yaml = spec(holders: "    lazy-state: { model: \"Model(input: input)\" }", body: "      - text: x {model}")
        #expect(diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["11:18: a label shows model, Model: Swift prints a class instance as its type's name with the app's module name: `App.Model`"])
    }

    @Test func aValueWithTwoTypesIsAnError() throws {
        let yaml = """
            components:
              Root:
                body:
                  - Row: { value: 1 }
                  - Row: { value: "\\"one\\"" }
              Row:
                props: [value]
                body: [ { text: "{value}" } ]
            root: Root
            script: [ { expect: ["1"] } ]
            """
        #expect(try exportErrors(yaml) == ["5:24: 'value' is String here but Int elsewhere; a Swift property has one type"])
    }

    /// Where the types are certain before a run, `spec check` refuses these already; the export's
    /// inference, which also learns a field's type from the constructions, finds the others.
    @Test func whatSwiftWouldRejectIsAnError() throws {
        let yaml = """
            models:
              Box: { fields: [n] }
            components:
              Root:
                state: { n: 1, s: "\\"a\\"", box: "Box(n: 1)" }
                body:
                  - text: "{N + s}"
                  - button: b
                    action: s -= N
            root: Root
            script: [ { expect: ["x"] } ]
            """
        #expect(diagnostics(yaml.replacingOccurrences(of: "N", with: "n")).map(\.message)
                    == ["cannot apply '+' to Int and String in n + s", "cannot apply '-=' to 's', a String, and an Int"])
        #expect(try exportErrors(yaml.replacingOccurrences(of: "N", with: "box.n"))
                    == ["7:23: Swift cannot apply '+' to Int and String in box.n + s", "9:17: Swift cannot apply '-=' to String and Int"])
    }

    /// `current == nil` compiles for any optional, through `_OptionalNilComparisonType`, even one
    /// of a class that is not `Equatable`; `current == other` does not.
    @Test func anOptionalOfAClassComparesWithNilOnly() throws {
        func yaml(_ label: String) -> String {
            """
            models:
              Book: { fields: [title] }
            components:
              Root:
                state: { current: nil, other: nil, book: 'Book(title: "a")' }
                body:
                  - text: "\(label)"
                  - button: pick
                    action: current = book; other = book
            root: Root
            script: [ { tap: pick } ]
            """
        }
        #expect(try exportErrors(yaml("{current == nil} {nil != current}")) == [])
        // Both holders are given `book`, a holder built with a Book, so `spec check` knows their
        // type before the run, as the export does, and refuses the same `==`.
        #expect(diagnostics(yaml("{current == other}")).map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["7:25: operator function '==' requires that 'Book' conform to 'Equatable'"])
    }

    @Test func aNameThatWouldShadowSwiftUIIsAnError() throws {
        let yaml = """
            components:
              Text:
                body: [ { text: hi } ]
            root: Text
            script: [ { expect: [hi] } ]
            """
        // `spec check` and `spec run` refuse it too, with the same words.
        #expect(diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["2:3: 'Text' would shadow a type of the same name in the generated app"])
        #expect(diagnostics(yaml.replacingOccurrences(of: "Text", with: "App")).map(\.message)
                == ["'App' would shadow a type of the same name in the generated app"])
    }

    /// docs/spec-format.md lists the names a view or model cannot take: the ones the check refuses.
    @Test func theFormatListsTheReservedNames() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent("docs/spec-format.md"), encoding: .utf8)
        let start = try #require(text.range(of: "declares or uses, since"))
        let end = try #require(text.range(of: "SwiftUI's other views", range: start.upperBound..<text.endIndex))
        let listed = text[start.upperBound..<end.lowerBound].split(separator: "`").enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
        #expect(listed == listed.sorted { $0.lowercased() < $1.lowercased() }, "keep the list in order")
        #expect(Set(listed) == SwiftNames.reservedTypes)
        #expect(listed.count == SwiftNames.reservedTypes.count)
    }

    @Test func componentsForOneSlotMustTakeTheSameProps() throws {
        let yaml = """
            components:
              Parent:
                state: { a: 1 }
                body:
                  - Child: { a: a, b: a }
              One:
                props: [a, b]
                body: [ { text: one } ]
              Two:
                props: [b, a]
                body: [ { text: two } ]
            root: Parent
            scenarios:
              - { name: one, use: { Child: One }, expect: [one] }
              - { name: two, use: { Child: Two }, expect: [two] }
            """
        #expect(try exportErrors(yaml) == ["9:3: Two and One both stand for Child but declare different props"])
    }

    @Test func aMeasureTheAppWouldShowIsAnError() throws {
        let errors = try exportErrors(spec(holders: "", body: "      - text: x {Child.renders}"))
        #expect(errors == ["11:24: Child.renders is a measure of the spec; the app has no such value to show or use"])
    }

    /// An id that is no key path is refused before the export, by `spec check`, in the export's
    /// words (RowKeyPathTests).
    @Test func aForEachIdMustBeAKeyPathOfTheElement() throws {
        let yaml = """
            components:
              Root:
                state: { items: "[1]" }
                body:
                  - for-each: items
                    as: item
                    id: item + 1
                    body: [ { text: "{item}" } ]
            root: Root
            script: [ { expect: ["1"] } ]
            """
        #expect(diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
                    == ["7:18: ForEach identifies rows by a key path: `id` must be `item` or one of its fields"])
    }

    /// A struct that holds itself, directly or through an optional, is infinitely large: Swift
    /// refuses it, so the export does; a list of them is fine.
    @Test func aStructThatContainsItselfIsAnError() throws {
        let yaml = """
            models:
              Node: { kind: struct, fields: { next: ~, v: 0 } }
            components:
              A:
                state: { n: "Node(next: nil)" }
                body:
                  - text: "v {n.v}"
                  - button: grow
                    action: "n = Node(next: n)"
            root: A
            script: [ { tap: grow } ]
            """
        #expect(try exportErrors(yaml) == ["2:35: Node's field 'next' holds a Node inside it, and a struct cannot contain itself"])
        let list = yaml.replacingOccurrences(of: "next: ~", with: "next: '[]'").replacingOccurrences(of: "Node(next: nil)", with: "Node(next: [])")
            .replacingOccurrences(of: "Node(next: n)", with: "Node(next: [n])")
        #expect(try exportErrors(list) == [])
    }

    /// Where the list's type is certain, `spec check` refuses it (SwiftFormsBeforeRunTests); where
    /// only the export learns it, from an `append`, the export does, in the same words.
    @Test func whatSwiftUICannotCompareIsAnError() throws {
        let yaml = """
            models: { Model: { fields: [input] } }
            components:
              Root:
                state: { n: 1, models: "[]", model: "Model(input: 1)" }
                body:
                  - button: add
                    action: models.append(model)
                  - Row: { n: n }
                    on-change:
                      - { of: models, action: n += 1 }
                      - { of: model, action: "n = newValue.input" }
                    id: models
                  - Row: { n: n }
                    task: { id: models, action: n += 1 }
              Row:
                props: [n]
                body: [ { text: "{n}" } ]
            root: Root
            script: [ { expect: ["1"] } ]
            """
        #expect(try exportErrors(yaml) == [
            "10:19: referencing instance method 'onChange(of:initial:_:)' on 'Array' requires that 'Model' conform to 'Equatable'",
            "11:39: onChange(of:) watches a model by its identity (ObjectIdentifier), so 'newValue' would not be the model",
            "12:13: referencing instance method 'id' on 'Array' requires that 'Model' conform to 'Hashable'",
            "14:21: referencing instance method 'task(id:priority:_:)' on 'Array' requires that 'Model' conform to 'Equatable'",
        ])
    }

    /// `$model` of a `@StateObject` is `ObservedObject<Model>.Wrapper`: refused before the run
    /// (SwiftFormsBeforeRunTests), and by the export in the same words.
    @Test func aStateObjectGivesNoBinding() throws {
        let yaml = """
            models: { Model: { fields: [input] } }
            components:
              Root:
                state-object: { model: "Model(input: 1)" }
                body:
                  - Editor: { model: $model }
              Editor:
                bindings: [model]
                body: [ { text: "{model.input}" } ]
            root: Root
            script: [ { expect: ["1"] } ]
            """
        #expect(diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
                == ["6:26: cannot convert value of type 'ObservedObject<Model>.Wrapper' to expected argument type 'Binding<Model>'"])
    }

    @Test func anExpectedErrorOtherThanALoopHasNoUITest() throws {
        let yaml = """
            components:
              Root:
                state: { n: 0 }
                body: [ { text: "{1 / n}" } ]
            root: Root
            expect-error: division by zero
            script: [ { expect: ["1"] } ]
            """
        // At the `expect-error:` that names it, not the scenario's `root:`; the hint names what is exported.
        #expect(try exportErrors(yaml) == ["6:15: a UI test cannot check the expected error \"division by zero\""])
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "e.yaml")
        do { _ = try SwiftUIExport(spec); Issue.record("exported") } catch let e as SpecError {
            #expect(e.diagnostics.map(\.hint) == ["the export writes a UI test for \"the screen never settles\", where SwiftUI keeps "
                                                   + "rendering, and for the traps that stop the app: a missing environment object, a "
                                                   + "`try!` whose call throws, and an index out of range"])
        }
        // A scenario's own.
        let scenarios = yaml.replacingOccurrences(of: "expect-error: division by zero\nscript: [ { expect: [\"1\"] } ]",
                                                  with: "scenarios:\n  - name: zero\n    expect-error: division by zero\n")
        #expect(try exportErrors(scenarios) == ["8:19: a UI test cannot check the expected error \"division by zero\""])
    }

    @Test func noScenarioForTheToolchainIsAnError() throws {
        let yaml = "components: { Root: { body: [ { text: hi } ] } }\nroot: Root\nscript: [ { expect: [hi] } ]\n"
        // At the top of a file that names no toolchain, where its `toolchain:` would go; else at the one it names.
        #expect(try exportErrors(yaml, toolchain: .xcode26)
                == ["1:1: no scenario of this spec builds with Xcode 26: it names no toolchain, so its scenarios build with Xcode 27"])
        #expect(try exportErrors("toolchain: xcode27\n" + yaml, toolchain: .xcode26) == ["1:12: no scenario of this spec builds with Xcode 26"])
        // The hint names the toolchains the scenarios do use, not merely another one.
        let both = yaml + "scenarios:\n  - name: new\n  - name: old\n    toolchain: xcode16\n"
        let spec = try SpecDecoder.decode(Array(both.utf8), file: "e.yaml")
        #expect(try exportErrors(both, toolchain: .xcode26) == ["7:16: no scenario of this spec builds with Xcode 26"])
        #expect(throws: SpecError.self) { try SwiftUIExport(spec, toolchain: .xcode26) }
        do { _ = try SwiftUIExport(spec, toolchain: .xcode26) } catch let e as SpecError {
            #expect(e.diagnostics.map(\.hint) == ["export with --toolchain xcode16 or --toolchain xcode27; for a project for Xcode 26, "
                                                   + "give `toolchain: xcode26` to the spec, or to a scenario whose expectations hold there"])
        }
    }

    @Test func theCommandLineReportsTheLocationAndExitsTwo() async throws {
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("bad.yaml")
        try spec(holders: "    lazy-state: { count: input }", body: "      - text: x {count}")
            .write(to: file, atomically: false, encoding: .utf8)
        let (status, _, err) = try await runCommand(["export", "swiftui", file.path, "-o", dir.appendingPathComponent("out").path])
        #expect(status == 2)
        #expect(err.contains("\(file.path):9:26: error: `@LazyState` holds a class; 'count' is Int"))
        #expect(err.contains("hint: hold a model here"))
    }

    @Test func aStepNamingWhatNoBodyShowsIsRefusedAsCheckRefusesIt() async throws {
        // Its UI test would tap a button that is never there.
        let dir = try temporaryDirectory()
        let file = dir.appendingPathComponent("typo.yaml")
        try "components:\n  A:\n    state: { n: 0 }\n    body: [ { button: add, action: \"n += 1\" } ]\nroot: A\nscript:\n  - tap: ad\n"
            .write(to: file, atomically: false, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        let (status, _, err) = try await runCommand(["export", "swiftui", file.path, "-o", out.path])
        #expect(status == 2)
        #expect(err.contains("\(file.path):7:10: error: no body shows a button or navigation link \"ad\""), "\(err)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("UITests").path))
    }
}
