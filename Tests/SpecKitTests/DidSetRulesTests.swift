import Foundation
import Testing
@testable import SpecKit

/// `did-set:` on a state holder (docs/semantics.md §53): an assignment through the view's property
/// runs the observer after the store, equal value or not, with `oldValue`; a Binding's write does not.
@Suite struct DidSetRulesTests {
    static let app = """
        components:
          Counter:
            state:
              count: { value: 0, did-set: ["changes += 1", "last = oldValue"] }
              changes: 0
              last: 0
            body:
              - text: "count {count} changes {changes} last {last}"
              - button: add
                action: count += 1
              - button: same
                action: count = count
              - stepper: Count
                value: $count
              - Child: { value: $count }
          Child:
            bindings: [value]
            body:
              - button: child add
                action: value += 1
        root: Counter
        """

    func run(_ script: String) -> ScenarioResult { scenario(Self.app + "\nscript:\n" + script) }

    @Test func anAssignmentRunsTheObserverAfterTheStoreWithOldValue() throws {
        let (g, at) = try launched(Self.app)
        #expect(texts(on: g).first == "count 0 changes 0 last 0")
        try g.perform(.tap("add"), at: at)
        #expect(texts(on: g).first == "count 1 changes 1 last 0")
        try g.perform(.tap("add"), at: at)
        #expect(texts(on: g).first == "count 2 changes 2 last 1")
    }

    @Test func theObserverReadsTheNewValueByTheHoldersName() throws {
        let yaml = Self.app.replacingOccurrences(of: "\"last = oldValue\"", with: "\"last = count * 10 + oldValue\"")
        let (g, at) = try launched(yaml)
        try g.perform(.tap("add"), at: at)
        try g.perform(.tap("add"), at: at)
        #expect(texts(on: g).first == "count 2 changes 2 last 21")
    }

    @Test func anEqualValueRunsTheObserverToo() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.tap("same"), at: at)
        #expect(texts(on: g).first == "count 0 changes 1 last 0")
    }

    @Test func aBindingsWriteSkipsTheObserver() throws {
        let (g, at) = try launched(Self.app)
        try g.perform(.input(InputStep(action: .increment, control: "Count", location: at)), at: at)
        #expect(texts(on: g).first == "count 1 changes 0 last 0")
        try g.perform(.tap("child add"), at: at)
        #expect(texts(on: g).first == "count 2 changes 0 last 0")
        try g.perform(.tap("add"), at: at)
        #expect(texts(on: g).first == "count 3 changes 1 last 2")
    }

    @Test func aCustomBindingsSetterThatAssignsThePropertyRunsIt() throws {
        let yaml = Self.app.replacingOccurrences(of: "value: $count\n", with: "value: \"Binding(get: { count }, set: { count = $0 })\"\n")
        let (g, at) = try launched(yaml)
        try g.perform(.input(InputStep(action: .increment, control: "Count", location: at)), at: at)
        #expect(texts(on: g).first == "count 1 changes 1 last 0")
    }

    @Test func anAssignmentInItsOwnObserverDoesNotRunItAgain() throws {
        let yaml = Self.app.replacingOccurrences(of: "[\"changes += 1\", \"last = oldValue\"]", with: "[\"changes += 1\", \"count = count * 2\"]")
        let (g, at) = try launched(yaml)
        try g.perform(.tap("add"), at: at)
        #expect(texts(on: g).first == "count 2 changes 1 last 0")
    }

    @Test func observersThatWriteEachOtherStopWithAnError() throws {
        let yaml = Self.app.replacingOccurrences(of: "changes: 0\n", with: "changes: { value: 0, did-set: \"count += 1\" }\n")
        let (g, at) = try launched(yaml)
        do {
            try g.perform(.tap("add"), at: at)
            Issue.record("the two observers recurse")
        } catch let d as Diagnostic {
            #expect(d.message == "the didSets of count and changes run within each other more than 100 deep: count → changes → count → changes → count → …")
        }
    }

    /// An assignment in another holder's observer goes through the setter and runs this one's
    /// again, nested, as Swift does: an `if` that stops assigning ends it (§53).
    @Test func observersThatWriteEachOtherUntilAConditionStopsNest() throws {
        let yaml = """
            components:
              S:
                state:
                  a: { value: 0, did-set: "b += 1" }
                  b: { value: 0, did-set: "if b < 3 { a += 10 }" }
                body: [ { text: "a {a} b {b}" }, { button: go, action: a = 1 } ]
            root: S
            """
        let (g, at) = try launched(yaml)
        try g.perform(.tap("go"), at: at)
        // a = 1, b = 1, a = 11, b = 2, a = 21, b = 3: three a's observers within one another.
        #expect(texts(on: g) == ["a 21 b 3"])
        // The lock: with the condition gone it runs past the bound.
        let (endless, _) = try launched(yaml.replacingOccurrences(of: "if b < 3 { a += 10 }", with: "a += 10"))
        #expect(throws: Diagnostic.self) { try endless.perform(.tap("go"), at: at) }
    }

    @Test func anInitialValueRunsNothingUnderStateInInit() throws {
        let yaml = """
            components:
              Note:
                props: [title]
                state-in-init:
                  text: { value: title, did-set: "saved = oldValue + text" }
                state: { saved: '"-"' }
                body:
                  - text: "saved {saved}"
                  - button: shout
                    action: text += "!"
              Parent:
                body:
                  - Note: { title: '"hi"' }
            root: Parent
            """
        let (g, at) = try launched(yaml)
        #expect(texts(on: g) == ["saved -"])
        try g.perform(.tap("shout"), at: at)
        #expect(texts(on: g) == ["saved hihi!"])
    }

    /// The lock: an expectation that assumes the observer ran for a binding's write fails.
    @Test func aWrongExpectationAboutTheObserverFails() {
        let good = run("  - increment: Count\n    expect: [count 1 changes 0 last 0]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = run("  - increment: Count\n    expect: [count 1 changes 1 last 0]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.screenSummary.contains("count 1 changes 0 last 0") == true)
        let equal = run("  - tap: same\n    expect: [count 0 changes 0 last 0]\n")
        #expect(!equal.passed)
    }

    @Test func theTraceSaysWhyItRanAndWhyNot() throws {
        let file = SpecKitTests.run(Self.app + "\nscript:\n  - tap: add\n  - increment: Count\n  - tap: same\n")
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("didSet of count ran after count = 1 (old 0, new 1): the assignment went through Counter's property; runs `changes += 1; last = oldValue` with oldValue = 0\n"), "\(text)")
        #expect(text.contains("didSet of count not run: $count is a Binding, whose setter writes the State's storage, not Counter's property\n"))
        #expect(text.contains("(old 2, new 2): the assignment went through Counter's property; an equal value runs it too"))
        #expect(text.contains("count has didSet { changes += 1; last = oldValue }: it runs after each assignment through Counter's property, not after a write through $count\n"))
        let launch = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 0))
        #expect(TreeGraph(launch, scenario: "s").boxes.first { $0.title == "Counter" }?.lines.contains("  didSet { changes += 1; last = oldValue }") == true)
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 2))
        let lines = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Counter" }?.lines ?? []
        #expect(lines.contains("  didSet not run: written through $count"), "\(lines)")
    }

    @Test func misplacedObserversAreRefusedWithAHint() {
        func messages(_ yaml: String) -> [String] { diagnostics(yaml).map(\.message) }
        let lazy = messages("components:\n  V:\n    lazy-state: { m: { value: 1, did-set: \"m = 2\" } }\n    body: [ { text: x } ]\nroot: V\n")
        #expect(lazy == ["`did-set:` observes a `state:` or `state-in-init:` holder; m is lazy-state"])
        let memo = messages("components:\n  V:\n    props: [a]\n    memo: { m: { value: a, dependencies: [a], did-set: \"a = 2\" } }\n    body: [ { text: x } ]\nroot: V\n")
        #expect(memo.first == "`did-set:` observes a `state:` or `state-in-init:` holder; m is memo")
        let will = messages("components:\n  V:\n    lazy-state: { n: { value: 1, will-set: \"n = 2\" } }\n    body: [ { text: x } ]\nroot: V\n")
        #expect(will == ["`will-set:` observes a `state:` or `state-in-init:` holder; n is lazy-state"])
        let field = messages("models:\n  M:\n    kind: struct\n    fields: { n: { default: 0, will-set: \"n = 1\" } }\ncomponents:\n  V:\n    body: [ { text: x } ]\nroot: V\n")
        #expect(field == ["a `will-set:` on a struct's field is not expressed; M.n cannot have one"])
        let task = messages("components:\n  V:\n    state: { n: { value: 1, did-set: \"Task { n = 2 }\" } }\n    body: [ { text: x } ]\nroot: V\n")
        #expect(task == ["`Task { n = 2 }` cannot run in a didSet here; it runs assignments and calls"], "\(task)")
    }

    @Test func theStatementsAreCheckedAsAnActionsWithOldValueInScope() {
        let unknown = diagnostics("components:\n  V:\n    state: { n: { value: 1, did-set: \"m = oldValue\" } }\n    body: [ { text: x } ]\nroot: V\n")
        #expect(unknown.map(\.message) == ["'m' is not defined in V"], "\(unknown.map(\.message))")
        let typed = diagnostics("components:\n  V:\n    state: { n: { value: 1, did-set: \"s = oldValue\" }, s: '\"\"' }\n    body: [ { text: x } ]\nroot: V\n")
        #expect(typed.count == 1 && typed[0].message.contains("Int"), "\(typed.map(\.message))")
        let assigned = diagnostics("components:\n  V:\n    state: { n: { value: 1, did-set: \"oldValue = 2\" } }\n    body: [ { text: x } ]\nroot: V\n")
        #expect(assigned.map(\.message) == ["'oldValue' cannot be assigned"])
    }

    static let exported = InlineSpec("didset.yaml", Self.app + "\nscript:\n  - tap: add\n    expect: [count 1 changes 1 last 0]\n")

    @Test func theExportWritesTheDidSetBlock() async throws {
        let export = try Self.exported.export()
        let counter = export.files.first { $0.path == "App/Counter.swift" }?.contents ?? ""
        #expect(counter.contains("    @State private var count = 0 {\n        didSet {\n            changes += 1\n            last = oldValue\n        }\n    }\n"), "\(counter)")
        try await ExportTests().expectTypeChecks(export)
    }
}
