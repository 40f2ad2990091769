import Testing
@testable import SpecKit

/// A holder that starts `nil` and is given an instance by the view's actions (`m = Model()`) is
/// a `Model?` before the run, as the export declares it: what Swift refuses of an optional of
/// class instances (`==`, `onChange(of:)`, an Equatable view's `==`) is refused by `spec check`,
/// as for a holder built with an instance and set to `nil` (docs/semantics.md §28). What Swift
/// compiles of it (`m?.field`, `m != nil`) loads, runs and exports.
@Suite struct BuiltHolderTypeTests {
    func refused(_ yaml: String) -> [String] {
        diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    /// A view whose `m` and `other` start nil and whose buttons build them; `shown` is a label,
    /// `watch` a modifier of its Row, `compared` what Row's `==` compares.
    static func spec(kind: String, shown: String = "n {m?.n ?? -1}", watch: String = "on-change: { of: m?.n, action: k += 1 }",
                     passed: String = "m?.n", make: String = "m = Model()") -> String {
        """
        models:
          Model:
            kind: \(kind)
            fields: { n: 0 }
        components:
          Root:
            state: { m: nil, other: nil, k: 0 }
            body:
              - button: make
                action: \(make)
              - button: other
                action: other = Model()
              - text: "\(shown)"
              - Row: { x: "\(passed)" }
                \(watch)
          Row:
            props: [x]
            equatable: [x]
            body: [ { text: "row {x ?? -1}" } ]
        root: Root
        """
    }

    @Test(arguments: ["observable-object", "observable", "class"])
    func anOptionalOfBuiltInstancesIsRefusedWhereSwiftRefusesIt(kind: String) {
        #expect(refused(Self.spec(kind: kind, shown: "same {m == other}"))
                == ["13:24: operator function '==' requires that 'Model' conform to 'Equatable'"])
        #expect(refused(Self.spec(kind: kind, watch: "on-change: { of: m, action: k += 1 }"))
                == ["15:26: referencing instance method 'onChange(of:initial:_:)' on 'Optional' requires that 'Model' conform to 'Equatable'"])
        #expect(refused(Self.spec(kind: kind, passed: "m").replacingOccurrences(of: "{x ?? -1}", with: "{x?.n ?? -1}"))
                == ["18:17: an Equatable view's == cannot compare 'x': operator function '==' requires that 'Model' conform to 'Equatable'"])
    }

    /// `m?.n`, `m != nil` and `m == nil` compile for an optional of any class: they load and run.
    @Test func whatSwiftCompilesOfItLoads() {
        for shown in ["n {m?.n ?? -1}", "made {m != nil}", "none {m == nil}"] {
            #expect(refused(Self.spec(kind: "observable-object", shown: shown)) == [], "\(shown)")
        }
    }

    /// Only an instance built in the view's actions makes the type certain: a value of another
    /// kind beside it (here another holder's instance) leaves it to the export, which refuses it.
    @Test func aHolderGivenAnythingElseIsLeftToTheExport() throws {
        let mixed = Self.spec(kind: "observable", shown: "same {m == other}", make: #""m = Model(); m = other""#)
        #expect(refused(mixed) == [])
        let spec = try SpecDecoder.decode(Array(mixed.utf8), file: "mixed.yaml")
        #expect { try SwiftUIExport(spec) } throws: { error in
            (error as? SpecError)?.diagnostics.map(\.message) == ["operator function '==' requires that 'Model' conform to 'Equatable'"]
        }
    }

    static let exported = InlineSpec("built.yaml", """
        models:
          Model:
            kind: observable-object
            fields: { n: 0 }
            published: [n]
        components:
          Root:
            state: { m: nil, k: 0 }
            body:
              - button: make
                action: m = Model()
              - text: "n {m?.n ?? -1}"
              - if: m != nil
                then: [ { text: made } ]
              - Row: { x: "m?.n" }
                on-change: { of: "m?.n", action: k += 1 }
              - text: "changes {k}"
          Row:
            props: [x]
            equatable: [x]
            body: [ { text: "row {x ?? -1}" } ]
        root: Root
        script:
          - expect: [n -1, row -1, changes 0]
            expect-not: [made]
          - tap: make
            expect: [n 0, made, row 0, changes 1]
        """)

    /// The accepted form runs as its script says, a wrong expectation fails it, and its export
    /// declares the holder `Model?` and type-checks.
    @Test func theAcceptedFormRunsAndExports() async throws {
        let result = run(Self.exported.yaml)
        #expect(result.scenarios.count == 1 && result.scenarios.allSatisfy(\.passed),
                "\(result.scenarios.map { "\($0.failures.map(\.message)) \(String(describing: $0.error))" })")
        let wrong = Self.exported.yaml.replacingOccurrences(of: "changes 1]", with: "changes 0]")
        #expect(run(wrong).scenarios.first?.passed == false)
        let export = try Self.exported.export()
        let root = try #require(export.files.first { $0.path == "App/Root.swift" }?.contents)
        #expect(root.contains("@State private var m: Model? = nil"), "\(root)")
        try await ExportTests().expectTypeChecks(export)
    }
}
