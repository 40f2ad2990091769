import Foundation
import Testing
@testable import SpecKit

/// `withAnimation { … }` and `animation:` beside a child (docs/semantics.md §57): the body of
/// withAnimation runs at once, in the transaction around it, and renders what the plain
/// statements render; `.animation(_:value:)` makes its value a dependency of the body that writes it.
@Suite struct AnimationRulesTests {
    static func app(_ action: String, animation: String = "") -> String {
        """
        components:
          Shelf:
            state: { count: 0, shown: 0, pulses: 0, ready: false }
            body:
              - text: "count {count}"
              - text: "shown {shown}"
              - button: go
                action: "\(action)"
              - Badge: {}
        \(animation)
          Badge:
            body: [ { text: badge } ]
        root: Shelf
        """
    }

    /// Renders of each component and the screen after one tap.
    func afterTap(_ yaml: String) throws -> (shelf: Int, badge: Int, screen: [String]) {
        let (g, at) = try launched(yaml)
        try g.tap("go", at: at)
        return (g.renders(of: "Shelf"), g.renders(of: "Badge"), texts(on: g))
    }

    @Test func theBodyRunsAtOnce() throws {
        let (g, at) = try launched(Self.app("withAnimation { count += 1 }"))
        try g.tap("go", at: at)
        #expect(texts(on: g) == ["count 1", "shown 0", "badge"])
        #expect(g.renders(of: "Shelf") == 2)
        #expect(g.renders(of: "Badge") == 1)
    }

    @Test func theSameBodiesRenderWithAndWithoutIt() throws {
        for (plain, animated) in [("count += 1", "withAnimation { count += 1 }"),
                                  ("count += 1; count += 1", "withAnimation(.spring) { count += 1; count += 1 }"),
                                  ("pulses += 1", "withAnimation(.easeInOut(duration: 0.3)) { pulses += 1 }"),
                                  ("count += 1; shown = count", "count += 1; withAnimation(nil) { shown = count }")] {
            let a = try afterTap(Self.app(plain))
            let b = try afterTap(Self.app(animated))
            #expect(a.shelf == b.shelf && a.badge == b.badge && a.screen == b.screen, "\(plain) | \(animated): \(a) \(b)")
        }
        // Two writes in one withAnimation are one transaction: one more render, as without it.
        #expect(try afterTap(Self.app("withAnimation(.spring) { count += 1; count += 1 }")).shelf == 2)
        // A write nothing reads renders nothing, animated or not.
        #expect(try afterTap(Self.app("withAnimation { pulses += 1 }")).shelf == 1)
    }

    @Test func itReturnsTheValueOfItsBody() throws {
        let (g, at) = try launched(Self.app("count = 4; shown = withAnimation(.default) { count * 10 }"))
        try g.tap("go", at: at)
        #expect(texts(on: g) == ["count 4", "shown 40", "badge"])
    }

    /// A guard in the body returns from its closure: the statements after withAnimation still run.
    @Test func aGuardInTheBodyReturnsFromTheBodyOnly() throws {
        let (g, at) = try launched(Self.app("withAnimation { guard ready else { return }; count += 1 }; shown += 1"))
        try g.tap("go", at: at)
        #expect(texts(on: g) == ["count 0", "shown 1", "badge"])
    }

    @Test func inATaskItRunsWhereItStands() throws {
        let yaml = Self.app("Task { await sleep(100); withAnimation { count += 1 }; shown = count }")
        let (g, at) = try launched(yaml)
        try g.tap("go", at: at)
        #expect(texts(on: g) == ["count 0", "shown 0", "badge"])
        try g.perform(TimeStep.advance(100), at: at)
        #expect(texts(on: g) == ["count 1", "shown 1", "badge"])
        #expect(g.renders(of: "Shelf") == 2)
        // A guard in the body inside a task returns from the body, not from the task.
        let guarded = Self.app("Task { withAnimation { guard ready else { return }; count += 1 }; shown = 7 }")
        let (h, place) = try launched(guarded)
        try h.tap("go", at: place)
        #expect(texts(on: h) == ["count 0", "shown 7", "badge"])
    }

    @Test func theAnimationModifiersValueIsADependencyOfTheWriter() throws {
        let with = try afterTap(Self.app("pulses += 1", animation: "        animation: { value: pulses }"))
        #expect(with.shelf == 2 && with.badge == 1, "\(with)")
        let spring = try afterTap(Self.app("pulses += 1", animation: "        animation: { value: pulses, with: .spring }"))
        #expect(spring.shelf == 2 && spring.badge == 1, "\(spring)")
        let without = try afterTap(Self.app("pulses += 1"))
        #expect(without.shelf == 1 && without.badge == 1, "\(without)")
    }

    /// The lock: a spec that expects a render withAnimation does not add, or one the modifier's
    /// read adds to be missing, fails.
    @Test func aWrongExpectationFails() {
        let good = scenario(Self.app("withAnimation { count += 1 }") + "\nscript:\n  - tap: go\n    assert: [\"Shelf.renders == 2\"]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let extra = scenario(Self.app("withAnimation { count += 1 }") + "\nscript:\n  - tap: go\n    assert: [\"Shelf.renders == 3\"]\n")
        #expect(!extra.passed)
        let missed = scenario(Self.app("pulses += 1", animation: "        animation: { value: pulses }")
                              + "\nscript:\n  - tap: go\n    assert: [\"Shelf.renders == 1\"]\n")
        #expect(!missed.passed)
        let shown = scenario(Self.app("shown = withAnimation { 5 }") + "\nscript:\n  - tap: go\n    expect: [shown 0]\n")
        #expect(!shown.passed)
        #expect(shown.failures.first?.expectation.label == "shown 0")
    }

    @Test func theCheckRefusesLikelyMistakes() {
        func messages(_ action: String, animation: String = "") -> [String] {
            diagnostics(Self.app(action, animation: animation)).map(\.message)
        }
        #expect(messages("withAnimation(count += 1)") == ["an animation is written as SwiftUI's, such as .default or .spring, found 'count'"])
        #expect(messages("withAnimation(.sprung) { count += 1 }") == ["`.sprung` is not an animation SwiftUI has"])
        #expect(diagnostics(Self.app("withAnimation(.sprung) { count += 1 }")).first?.hint == "did you mean 'spring'?")
        #expect(messages("withAnimation { }") == ["withAnimation { } needs a statement in its body"])
        #expect(messages("Task { withAnimation { await sleep(5) } }") == ["`await sleep(5)` awaits inside withAnimation's body, a closure that does not await"])
        #expect(messages("withTransaction(\\\\.disablesAnimations, true) { count += 1 }") == ["withTransaction is not expressed"])
        #expect(messages("withAnimation(.default, completionCriteria: .removed) { count += 1 }")
                == ["withAnimation's completion is not expressed: it runs when the animation ends, on a clock a spec does not keep"])
        #expect(messages("count += 1", animation: "        animation: .default") == ["`animation:` is a mapping with `value:`, the value whose change it animates"])
        #expect(messages("count += 1", animation: "        animation: { with: .spring }") == ["`animation:` needs `value:`, the value whose change it animates"])
        #expect(messages("count += 1", animation: "        animation: { value: nothing }").first?.contains("nothing") == true)
        // A class compares by identity, and `.animation(_:value:)` takes an Equatable value.
        let model = "models:\n  Cart:\n    fields: { count: 0 }\n" + Self.app("count += 1", animation: "        animation: { value: cart }")
            .replacingOccurrences(of: "ready: false }", with: "ready: false, cart: \"Cart()\" }")
        #expect(diagnostics(model).map(\.message) == ["`animation:` needs an Equatable value; cart is a Cart"])
        let field = model.replacingOccurrences(of: "animation: { value: cart }", with: "animation: { value: cart.count }")
        #expect(diagnostics(field).isEmpty)
    }

    /// Bodies nested past the expression limit are an error, not a stack overflow; `Task { }`
    /// bodies are bounded the same way. Nested well within it, they run.
    @Test func deeplyNestedBodiesAreRefused() throws {
        for (open, what) in [("withAnimation { ", "withAnimation { … }"), ("Task { ", "Task { … }")] {
            let deep = String(repeating: open, count: 3000) + "count += 1" + String(repeating: " }", count: 3000)
            let found = diagnostics(Self.app(deep)).map(\.message)
            #expect(found == ["statements nested deeper than 200 levels in \(what)"], "\(found)")
        }
        let nested = String(repeating: "withAnimation { ", count: 50) + "count += 1" + String(repeating: " }", count: 50)
        #expect(try afterTap(Self.app(nested)).screen.first == "count 1")
    }

    @Test func theTraceSaysTheBodyRunsNow() {
        let file = run(Self.app("withAnimation(.spring) { count += 1 }") + "\nscript:\n  - tap: go\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("run `withAnimation(.spring) { count += 1 }`: withAnimation(.spring)'s body runs now, in this transaction; an animation changes how the change is drawn, not which views render\n"), "\(text)")
        #expect(text.contains("run `count += 1`\n"))
    }

    /// `transition:` beside a child inside an `if:` changes nothing the spec sees: the child
    /// comes and goes with its branch, as without it.
    @Test func aTransitionChangesNothingInTheDataFlow() throws {
        func app(_ transition: String) -> String {
            Self.app("count += 1").replacingOccurrences(of: "      - Badge: {}\n", with: "      - if: count > 0\n        then:\n          - Badge: {}\n\(transition)")
        }
        let plain = try afterTap(app(""))
        let moved = try afterTap(app("            transition: \".move(edge: .bottom)\"\n"))
        #expect(plain.shelf == moved.shelf && plain.badge == moved.badge && plain.screen == moved.screen, "\(plain) \(moved)")
        #expect(moved.screen == ["count 1", "shown 0", "badge"])
        #expect(diagnostics(app("            transition: .fade\n")).map(\.message) == ["`.fade` is not a transition SwiftUI has"])
        #expect(diagnostics(app("            transition: \".opacity.combined(with: .scale)\"\n")).isEmpty)
    }

    static let exported = InlineSpec("anim.yaml", Self.app(
        "withAnimation(.spring(duration: 0.3)) { count += 1; pulses += 1 }; shown = withAnimation { count * 2 }",
        animation: "        animation: { value: pulses }\n        transition: \".asymmetric(insertion: .push(from: .top), removal: .opacity)\"")
        + "\nscript:\n  - tap: go\n    expect: [count 1, shown 2]\n")

    @Test func theExportWritesWithAnimationAndTheModifier() async throws {
        let export = try Self.exported.export()
        let shelf = export.files.first { $0.path == "App/Shelf.swift" }?.contents ?? ""
        #expect(shelf.contains("withAnimation(.spring(duration: 0.3)) {\n"), "\(shelf)")
        #expect(shelf.contains(".animation(.default, value: pulses)\n"), "\(shelf)")
        #expect(shelf.contains(".transition(.asymmetric(insertion: .push(from: .top), removal: .opacity))\n"), "\(shelf)")
        try await ExportTests().expectTypeChecks(export)
    }
}
