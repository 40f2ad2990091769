import Foundation
import Testing
@testable import SpecKit

/// `will-set:` beside `did-set:` (spec-format *Property observers*, semantics §70): Swift's
/// `willSet` runs before the store with `newValue`, the property still reading the old value;
/// then the store, then `didSet`. Where a `didSet` runs and where it does not, a `willSet` too.
@Suite struct WillSetTests {
    /// A counter whose `count` has both observers, a stepper bound to `$count` and buttons.
    static func counter(willSet: String = "seen = count; coming = newValue", _ script: String) -> String {
        """
        components:
          Counter:
            state:
              count: { value: 0, will-set: "\(willSet)", did-set: "order = order + [count]" }
              seen: -1
              coming: -1
              hits: 0
              order: "[]"
            body:
              - text: "count {count} seen {seen} coming {coming} hits {hits} order {order}"
              - button: add
                action: count += 1
              - button: same
                action: count = count
              - button: five
                action: count = 5
              - stepper: Count
                value: $count
        root: Counter
        script:
        \(script)
        """
    }

    /// A `kind` model whose `count` has both observers, a stepper bound to `$store.count`.
    static func store(kind: String = "observable", _ script: String) -> String {
        """
        models:
          Store:
            kind: \(kind)
            fields:
              count: { default: 0, will-set: "log += [count, newValue]", did-set: "log += [-1]" }
              log: "[]"
        components:
          Screen:
            \(kind == "observable-object" ? "state-object" : "state"): { store: "Store()" }
            body:
              - text: "count {store.count} log {store.log}"
              - stepper: Count
                value: $store.count
              - button: same
                action: store.count = store.count
        root: Screen
        script:
        \(script)
        """
    }


    @Test func willSetSeesTheOldValueStoredAndTheNewOneComing() {
        let yaml = Self.counter("""
              - tap: add
                expect: ["count 1 seen 0 coming 1 hits 0 order [1]"]
              - tap: same
                expect: ["count 1 seen 1 coming 1 hits 0 order [1, 1]"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: a willSet run after the store would have seen the new value.
        let wrong = scenario(yaml.replacingOccurrences(of: "count 1 seen 0 coming 1", with: "count 1 seen 1 coming 1"))
        #expect(!wrong.passed)
    }

    /// A Binding writes the State's storage: neither observer runs, and the log says both did not.
    @Test func aBindingsWriteRunsNeitherOnAState() throws {
        let yaml = Self.counter("""
              - increment: Count
                expect: ["count 1 seen -1 coming -1 hits 0 order []"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        let file = run(yaml)
        let lines = ScenarioTrace(try #require(file.scenarios.first), spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains("willSet of count not run: $count is a Binding, whose setter writes the State's storage, not Counter's property"), "\(lines)")
    }

    /// An assignment to the holder inside its own willSet is overwritten by the value being set,
    /// and runs neither observer again (§70 rule 4).
    @Test func itsOwnAssignmentIsOverwritten() {
        let s = scenario(Self.counter(willSet: "count = 100; hits += 1", """
              - tap: five
                expect: ["count 5 seen -1 coming -1 hits 1 order [5]"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// A class's field: a Binding's write runs willSet, then the store, then didSet; an equal `=`
    /// runs both, on an @Observable field (whose setter stores it without telling the registrar,
    /// swiftlang/swift#79518) as on an ObservableObject's.
    @Test func aFieldsWillSetRunsForABindingAndBeforeTheStore() {
        let observable = scenario(Self.store("""
              - increment: Count
                expect: ["count 1 log [0, 1, -1]"]
              - tap: same
                expect: ["count 1 log [0, 1, -1, 1, 1, -1]"]
            """))
        #expect(observable.passed, "\(outcome(observable))")
        // The lock: the observers skipped with the registrar, as the engine once had it.
        let skipped = scenario(Self.store("""
              - increment: Count
              - tap: same
                expect: ["count 1 log [0, 1, -1]"]
            """))
        #expect(!skipped.passed)
        let object = scenario(Self.store(kind: "observable-object", """
              - tap: same
                expect: ["count 0 log [0, 0, -1]"]
            """))
        #expect(object.passed, "\(outcome(object))")
    }

    @Test func theTraceSaysWhyAFieldsWillSetRan() throws {
        let file = run(Self.store("  - increment: Count"))
        let lines = ScenarioTrace(try #require(file.scenarios.first), spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains { $0.hasPrefix("willSet of Store#1.count ran before count = 1 was stored (count still 0): a class's property runs its willSet at every assignment, through a Binding too") },
                "\(lines)")
        let willAt = lines.firstIndex { $0.hasPrefix("willSet of Store#1.count") }, didAt = lines.firstIndex { $0.hasPrefix("didSet of Store#1.count") }
        #expect(willAt != nil && didAt != nil && willAt! < didAt!, "\(lines)")
    }

    @Test func mistakesAreRefusedWithAHint() {
        let old = diagnostics("components:\n  V:\n    state: { n: { value: 1, will-set: \"m = oldValue\" }, m: 0 }\n    body: [ { text: x } ]\nroot: V\n")
        #expect(old.map(\.message) == ["'oldValue' is not defined in V"], "\(old)")
        #expect(old.first?.hint?.contains("`newValue`") == true)
        let new = diagnostics("components:\n  V:\n    state: { n: { value: 1, did-set: \"m = newValue\" }, m: 0 }\n    body: [ { text: x } ]\nroot: V\n")
        #expect(new.first?.hint?.contains("`oldValue`") == true, "\(new)")
        let empty = diagnostics("components:\n  V:\n    state: { n: { value: 1, will-set: ~ } }\n    body: [ { text: x } ]\nroot: V\n")
        #expect(empty.map(\.message) == ["`will-set:` of n needs a statement"], "\(empty)")
    }

    @Test func theExportWritesBothObserversInOrder() throws {
        let export = try ExportTests().exportSpec("specs/will-set.yaml")
        let editor = ExportTests().file(export, "App/Editor.swift")
        #expect(editor.contains("@State private var count = 0 {\n        willSet {\n            sawBefore = count\n            sawNew = newValue\n        }\n        didSet {"), "\(editor)")
        let profile = ExportTests().file(export, "App/Profile.swift")
        #expect(profile.contains("    var name: String {\n        willSet {\n            log += \"[will \" + newValue + \"]\"\n        }\n        didSet {"), "\(profile)")
    }
}
