import Testing
@testable import SpecKit

/// What the run or the export refuses, the check refuses first, where it is written: a closure
/// kept in a model's field, `?.` on a field of no default that is never nil. One mistake gets one
/// error, and an error that stops one of several scenarios names it.
@Suite struct CheckBeforeRunTests {
    static func bus(_ handler: String) -> String {
        """
        models:
          Bus:
            fields: { handler: \(handler) }
        components:
          Grand:
            state: { bus: "Bus()" }
            body: [ { text: hi } ]
        root: Grand
        script: [ { expect: [hi] } ]
        """
    }

    /// The run refuses a closure it is asked to build outside a child's arguments; a model's
    /// default is one, and the export would store a non-escaping parameter, which Swift refuses.
    @Test func aClosureDefaultOfAModelFieldIsRefusedWhereItIsWritten() {
        let d = diagnostics(Self.bus("\"{ }\""))
        #expect(d.map(\.message) == ["a closure can only be passed to a child, as an argument"], "\(d)")
        #expect(d.first?.location == Location(file: "test.yaml", line: 3, column: 25))
        #expect(d.first?.hint?.contains("pass it to a child view") == true)
        // The lock: a constant default is no closure, and runs.
        #expect(diagnostics(Self.bus("0")).isEmpty)
        #expect(scenario(Self.bus("0")).passed)
    }

    static func holder(_ extra: String = "") -> String {
        """
        models:
          Item: { fields: { name: '"a"' } }
          Holder: { fields: { selected: ~ } }
        components:
          V:
            state: { h: "Holder(selected: Item())" }
            body:
              - text: "sel {h.selected?.name ?? \\"none\\"}"
              - button: rename
                action: h.selected?.name = "b"\(extra)
        root: V
        script:
          - tap: rename
            expect: [sel b]
        """
    }

    /// A field of no default given only an `Item` is an `Item` in Swift, never nil: `?.` on it
    /// does not compile, as the export says, and the check says so first with the fix.
    @Test func chainingAFieldOfNoDefaultThatIsNeverNilIsRefused() {
        let d = diagnostics(Self.holder())
        #expect(d.map(\.message) == ["cannot use optional chaining on non-optional value of type 'Item' in h.selected",
                                     "cannot use optional chaining on non-optional value of type 'Item' in h.selected"], "\(d)")
        #expect(d.map { "\($0.location.line):\($0.location.column)" } == ["8:23", "10:19"], "\(d)")
        #expect(d.first?.hint == "h.selected is never nil: write `.` instead of `?.`")
    }

    /// The lock: where an action stores a nil in the field, Swift declares it `Item?`, and `?.`
    /// is how it is read; check, run and export all take it.
    @Test func chainingAFieldOfNoDefaultThatANilIsStoredInIsTaken() throws {
        let yaml = Self.holder("\n      - button: drop\n        action: h.selected = nil")
        #expect(diagnostics(yaml).isEmpty, "\(diagnostics(yaml))")
        #expect(scenario(yaml).passed)
        _ = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "holder.yaml"))
    }

    static let unknownBesideHolder = """
        models:
          S:
            kind: observable-object
            fields: { a: 0 }
        components:
          V:
            state-object: { s: "S()" }
            bindable: [s]
            body: [ { text: "a {s.a}" } ]
        root: V
        script: []
        """

    /// `bindable:` is no key; its names are read as props only so that their uses are not
    /// reported too. A name declared by a known key is that key's: no "declared twice", and no
    /// argument owed to a prop that is no prop.
    @Test func anUnknownKeyIsOneError() {
        let d = diagnostics(Self.unknownBesideHolder)
        #expect(d.map(\.message) == ["unknown key 'bindable' in component V"], "\(d)")
        // Alone, its names are still read, so `s.a` is not reported as undefined, and the root is owed nothing.
        let alone = diagnostics(Self.unknownBesideHolder.replacingOccurrences(of: "    state-object: { s: \"S()\" }\n", with: ""))
        #expect(alone.map(\.message) == ["unknown key 'bindable' in component V"], "\(alone)")
        // The lock: the same name under two known keys is still declared twice.
        let twice = diagnostics(Self.unknownBesideHolder.replacingOccurrences(of: "bindable: [s]", with: "props: [s]"))
        #expect(twice.contains { $0.message == "'s' is declared twice in component V" }, "\(twice)")
    }

    /// Each error block on standard error names the scenario it stopped, after its place.
    @Test func anErrorOfOneOfSeveralScenariosNamesIt() {
        let yaml = """
            models:
              CartO:
                kind: observable-object
                fields: { count: 0 }
            components:
              Reader:
                environment-object: { cart: CartO }
                body: [ { text: "items {cart.count}" } ]
              Plain:
                body: [ { text: plain } ]
            scenarios:
              - name: plain
                root: Plain
                expect: [plain]
              - name: missing one
                root: Reader
                expect: [items 0]
              - name: missing two
                root: Reader
                expect: [items 0]
            """
        var report = TextReport()
        let block = report.block(run(yaml))
        let errors = block.diagnostics.components(separatedBy: "test.yaml:").dropFirst()
        #expect(errors.count == 2, "\(block.diagnostics)")
        #expect(errors.first?.hasSuffix("  scenario: missing one\n") == true, "\(block.diagnostics)")
        #expect(errors.last?.hasSuffix("  scenario: missing two\n") == true, "\(block.diagnostics)")
        #expect(block.diagnostics.hasPrefix("test.yaml:8:"), "\(block.diagnostics)")
        // A file of one scenario names it on the line above already.
        let one = String(yaml[..<yaml.range(of: "  - name: missing two")!.lowerBound])
            .replacingOccurrences(of: "  - name: plain\n    root: Plain\n    expect: [plain]\n", with: "")
        #expect(one.components(separatedBy: "- name:").count == 2, "\(one)")
        var single = TextReport()
        let alone = single.block(run(one))
        #expect(alone.diagnostics.hasPrefix("test.yaml:8:") && !alone.diagnostics.contains("scenario:"), "\(alone.diagnostics)")
    }
}
