import Foundation
import Testing
@testable import SpecKit

/// A `didSet` on a model class's field (spec-format *Models*, semantics §64): it runs after every
/// assignment through the property, a Binding's included, and an `@Observable` field's equal
/// `=`, which the macro's setter tells no view of but still stores.
@Suite struct FieldDidSetTests {
    /// A `kind` model whose `count` has `didSet`, a stepper bound to `$store.count` and buttons.
    static func store(kind: String = "observable", didSet: String = "changes += 1; last = oldValue", _ script: String) -> String {
        """
        models:
          Store:
            kind: \(kind)
            fields:
              count: { default: 0, did-set: "\(didSet)" }
              changes: 0
              last: 0
        components:
          Screen:
            \(kind == "observable-object" ? "state-object" : "state"): { store: "Store()" }
            body:
              - text: "count {store.count} changes {store.changes} last {store.last}"
              - stepper: Count
                value: $store.count
              - button: add
                action: store.count += 1
              - button: same
                action: store.count = store.count
        root: Screen
        script:
        \(script)
        """
    }


    @Test func aBindingsWriteRunsTheFieldsObserver() {
        let yaml = Self.store("""
              - increment: Count
                expect: [count 1 changes 1 last 0]
              - tap: add
                expect: [count 2 changes 2 last 1]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: a @State's observer would stay silent for the stepper; a field's does not.
        let wrong = scenario(yaml.replacingOccurrences(of: "[count 1 changes 1 last 0]", with: "[count 1 changes 0 last 0]"))
        #expect(!wrong.passed)
    }

    /// An equal `=` runs the observer in both kinds of class: the @Observable setter tells the
    /// registrar nothing but still stores the value (swiftlang/swift#79518), an ObservableObject's
    /// property stores it and publishes (§4, §15, §64).
    @Test func anEqualAssignmentRunsItInBothKindsOfClass() {
        let observable = scenario(Self.store("  - tap: same\n    expect: [count 0 changes 1 last 0]"))
        #expect(observable.passed, "\(outcome(observable))")
        let object = scenario(Self.store(kind: "observable-object", "  - tap: same\n    expect: [count 0 changes 1 last 0]"))
        #expect(object.passed, "\(outcome(object))")
        // The lock: the observer skipped with the notification, as the engine once had it.
        let skipped = scenario(Self.store("  - tap: same\n    expect: [count 0 changes 0 last 0]"))
        #expect(!skipped.passed)
    }

    /// The equal write tells no view: a body that read only the field does not run again, and the
    /// trace says why not.
    @Test func anEqualAssignmentTellsNoReader() throws {
        let file = run(Self.store(didSet: "last = oldValue", "  - tap: same\n    assert: [\"Screen.renders == 1\"]"))
        let s = try #require(file.scenarios.first)
        #expect(s.failures.isEmpty && s.error == nil, "\(s.failures.map(\.message)) \(String(describing: s.error))")
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains("write Store#1.count: 0, the value it holds"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("the @Observable macro's setter compares") }, "\(lines)")
    }

    /// An assignment to the field inside its own didSet stores without running it again.
    @Test func itsOwnAssignmentDoesNotRunItAgain() {
        let s = scenario(Self.store(didSet: "changes += 1; count = min(count, 3)", """
              - tap: add
              - tap: add
              - tap: add
              - tap: add
                expect: [count 3 changes 4 last 0]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func theTraceSaysWhyItRan() throws {
        let file = run(Self.store("  - increment: Count"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains { $0.hasPrefix("didSet of Store#1.count ran after count = 1 (old 0): a class's property runs its didSet at every assignment, through a Binding too") },
                "\(lines)")
    }

    @Test func theExportWritesTheObserverOnTheProperty() throws {
        let export = try ExportTests().exportSpec("specs/field-did-set.yaml")
        let profile = ExportTests().file(export, "App/Profile.swift")
        #expect(profile.contains("    var name: String {\n        didSet {\n            edits += 1\n            last = oldValue\n        }\n    }"), "\(profile)")
    }
}
