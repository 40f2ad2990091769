import Testing
@testable import SpecKit

/// A struct model that holds a class instance conforms to nothing in Swift (StructConformance):
/// the export writes `struct Car`, and what needs `Equatable` or `Hashable` of it (`==`,
/// `onChange(of:)`, `.id`, an Equatable view's `==`, a link's value, a destination, a row's id)
/// is refused by `spec check` where the fields' types are certain, in Swift's words, by the same
/// rule the export declares the struct with (docs/semantics.md §28). Its fields compare.
@Suite struct StructConformanceCheckTests {
    func refused(_ yaml: String) -> [String] {
        diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    /// Two cars whose `engine` holds an Engine instance (a field of default `nil`, or `fields:
    /// [name, engine]` with no default); `shown` is a label, `watch` a modifier of the Row.
    static func garage(shown: String = "same {a.name == b.name}", watch: String = "on-change: { of: a.name, action: k += 1 }",
                       passed: String = "a", fields: String = "{ name: '\"\"', engine: nil }", engine: String = "Engine()") -> String {
        """
        models:
          Engine:
            fields: { n: 0 }
          Car:
            kind: struct
            fields: \(fields)
        components:
          Root:
            state: { a: 'Car(name: "x", engine: \(engine))', b: 'Car(name: "y", engine: \(engine))', k: 0 }
            body:
              - text: "\(shown)"
              - Row: { x: \(passed) }
                \(watch)
          Row:
            props: [x]
            equatable: [x]
            body: [ { text: "row {x.name}" } ]
        root: Root
        """
    }

    @Test(arguments: ["{ name: '\"\"', engine: nil }", "[name, engine]"])
    func whatNeedsEquatableOrHashableIsRefused(fields: String) {
        #expect(refused(Self.garage(shown: "same {a == b}", passed: "a.name", fields: fields).replacingOccurrences(of: "{x.name}", with: "{x}"))
                == ["11:24: binary operator '==' cannot be applied to two 'Car' operands"])
        #expect(refused(Self.garage(shown: "differ {a != b}", passed: "a.name", fields: fields).replacingOccurrences(of: "{x.name}", with: "{x}"))
                == ["11:26: binary operator '!=' cannot be applied to two 'Car' operands"])
        #expect(refused(Self.garage(watch: "on-change: { of: a, action: k += 1 }", passed: "a.name", fields: fields).replacingOccurrences(of: "{x.name}", with: "{x}"))
                == ["13:26: instance method 'onChange(of:initial:_:)' requires that 'Car' conform to 'Equatable'"])
        #expect(refused(Self.garage(watch: "id: a", passed: "a.name", fields: fields).replacingOccurrences(of: "{x.name}", with: "{x}"))
                == ["13:13: instance method 'id' requires that 'Car' conform to 'Hashable'"])
        #expect(refused(Self.garage(fields: fields))
                == ["16:17: an Equatable view's == cannot compare 'x': binary operator '==' cannot be applied to two 'Car' operands"])
    }

    /// A struct that holds such a struct holds a class instance too; an optional or a list of them
    /// are `Equatable` only when it is.
    @Test func itsOptionalsListsAndHoldersAreRefusedToo() {
        let nested = Self.garage(shown: "same {p == q}", passed: "a.name")
            .replacingOccurrences(of: "{x.name}", with: "{x}")
            .replacingOccurrences(of: "  Engine:\n", with: "  Parked:\n    kind: struct\n    fields: { car: nil }\n  Engine:\n")
            .replacingOccurrences(of: "k: 0 }", with: "k: 0, p: 'Parked(car: Car(name: \"x\", engine: Engine()))', q: 'Parked(car: nil)' }")
        #expect(refused(nested) == ["14:24: binary operator '==' cannot be applied to two 'Parked' operands"])
        // `c` starts nil and is built by the button: a `Car?`, which is Equatable only if Car is.
        let optional = Self.garage(shown: "same {c == a}", passed: "a.name")
            .replacingOccurrences(of: "{x.name}", with: "{x}").replacingOccurrences(of: "k: 0 }", with: "k: 0, c: nil }")
            .replacingOccurrences(of: "      - text: \"same", with: "      - button: pick\n        action: 'c = Car(name: \"z\", engine: Engine())'\n      - text: \"same")
        #expect(refused(optional) == ["13:24: operator function '==' requires that 'Car' conform to 'Equatable'"])
        let lists = Self.garage(shown: "same {[a] == [b]}", passed: "a.name").replacingOccurrences(of: "{x.name}", with: "{x}")
        #expect(refused(lists) == ["11:26: operator function '==' requires that 'Car' conform to 'Equatable'"])
    }

    /// A link's value and a destination's type are Hashable; a row's id of `\.self` too.
    @Test func aStackOrARowCannotHashIt() {
        let rows = Self.garage(passed: "a.name").replacingOccurrences(of: "{x.name}", with: "{x}")
            .replacingOccurrences(of: "      - text: \"same {a.name == b.name}\"\n",
                                  with: "      - for-each: [a, b]\n        as: car\n        id: car\n        body: [ { text: \"car {car.name}\" } ]\n")
        #expect(refused(rows) == ["13:13: generic struct 'ForEach' requires that 'Car' conform to 'Hashable'"])
        let pushed = Self.garage(passed: "a.name").replacingOccurrences(of: "{x.name}", with: "{x}")
            .replacingOccurrences(of: "      - text: \"same {a.name == b.name}\"\n", with: """
                      - navigation-stack:
                          root:
                            - navigation-link: Open
                              value: a
                          destinations:
                            - for: Car
                              as: shown
                              body: [ { text: "car {shown.name}" } ]

                """)
        #expect(refused(pushed) == [
            "14:22: NavigationLink(value:) needs a Hashable value; a is a Car, a struct with a field that is not Hashable",
            "16:15: navigationDestination(for:) needs a Hashable type; Car is a struct with a field that is not Hashable",
        ])
    }

    /// A struct of values is Hashable: two of them compare.
    @Test func aStructOfValuesIsNotRefused() {
        #expect(refused(Self.garage(shown: "same {a == b}", passed: "a.name", engine: "0")
            .replacingOccurrences(of: "{x.name}", with: "{x}").replacingOccurrences(of: "engine: nil", with: "engine: 0")) == [])
    }

    static let exported = InlineSpec("garage.yaml", """
        models:
          Engine:
            fields: { n: 0 }
          Car:
            kind: struct
            fields: [name, engine]
        components:
          Root:
            state: { a: 'Car(name: "x", engine: Engine())', b: 'Car(name: "y", engine: Engine())', k: 0 }
            body:
              - button: rename
                action: a.name = "z"
              - text: "same {a.name == b.name}"
              - Row: { x: a }
                on-change: { of: a.name, action: k += 1 }
              - text: "renames {k}"
          Row:
            props: [x]
            body: [ { text: "row {x.name}" } ]
        root: Root
        script:
          - expect: [same false, row x, renames 0]
          - tap: rename
            expect: [row z, renames 1]
        """)

    /// What needs no conformance of it (its fields compared, watched and shown) runs as its script
    /// says, a wrong expectation fails it, and the export writes `struct Car` and type-checks.
    @Test func itsFieldsCompareAndItExports() async throws {
        let result = run(Self.exported.yaml)
        #expect(result.scenarios.count == 1 && result.scenarios.allSatisfy(\.passed),
                "\(result.scenarios.map { "\($0.failures.map(\.message)) \(String(describing: $0.error))" })")
        #expect(run(Self.exported.yaml.replacingOccurrences(of: "renames 1]", with: "renames 0]")).scenarios.first?.passed == false)
        let export = try Self.exported.export()
        let car = try #require(export.files.first { $0.path == "App/Car.swift" }?.contents)
        #expect(car.contains("struct Car {"), "\(car)")
        try await ExportTests().expectTypeChecks(export)
    }
}
