import Foundation
import Testing
@testable import SpecKit

/// `transform-environment:` beside a child (docs/semantics.md §54): the child's subtree finds the
/// inherited value as the closure leaves it; the closure runs in the body that writes it, and
/// again, without that body, when the value above changes.
@Suite struct TransformEnvironmentRulesTests {
    /// Root puts `base` into Middle's subtree; Middle, which never reads the depth, transforms it
    /// for Leaf by its own `step`.
    static let app = """
        environment-values: { depth: 0 }
        components:
          Root:
            state: { base: 0 }
            body:
              - button: raise
                action: base += 10
              - Middle:
                environment: { depth: base }
          Middle:
            state: { step: 1, taps: 0 }
            body:
              - text: "taps {taps}"
              - button: tap
                action: taps += 1
              - button: bigger
                action: step += 1
              - Leaf:
                transform-environment: { depth: "value += step" }
          Leaf:
            environment: { depth: depth }
            body:
              - text: "depth {depth}"
        root: Root
        """

    @Test func theChildFindsTheInheritedValueAsTheTransformLeavesIt() throws {
        let (g, at) = try launched(Self.app)
        #expect(texts(on: g).last == "depth 1")
        // With nothing set above, the transform starts from the entry's default.
        let alone = Self.app.replacingOccurrences(of: "        environment: { depth: base }\n", with: "")
            .replacingOccurrences(of: "value += step", with: "value -= 5")
        let (h, _) = try launched(alone)
        #expect(texts(on: h).last == "depth -5")
        try g.tap("raise", at: at)
        #expect(texts(on: g).last == "depth 11")
    }

    @Test func nestedTransformsAddUp() {
        let yaml = """
            environment-values: { depth: 0 }
            components:
              A:
                body:
                  - B:
                    transform-environment: { depth: "value += 1" }
              B:
                environment: { depth: depth }
                body:
                  - text: "b {depth}"
                  - C:
                    transform-environment: { \\.depth: "value += 1" }
              C:
                environment: { depth: depth }
                body:
                  - text: "c {depth}"
                  - D:
                    transform-environment: { depth: "value = value * 10" }
              D:
                environment: { depth: depth }
                body:
                  - text: "d {depth}"
            root: A
            script:
              - expect: [b 1, c 2, d 20]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// What the closure reads is the writer's dependency; a change above runs the kept closure
    /// again and renders the reader, not the writer, whose body never read the depth.
    @Test func theInputsAreTheWritersDependenciesAndAChangeAboveSkipsTheWriter() {
        let yaml = Self.app + """

            script:
              - tap: bigger
                expect: [depth 2]
                assert: ["Middle.renders == 2", "Leaf.renders == 2"]
              - tap: raise
                expect: [depth 12]
                assert: ["Root.renders == 2", "Middle.renders == 2", "Leaf.renders == 3"]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// A render of the writer that gives the same value renders no reader: the reader compares the
    /// value, not the closure.
    @Test func anEqualTransformedValueRendersNoReader() {
        let yaml = Self.app.replacingOccurrences(of: "value += step", with: "value = value + step - step + 1") + """

            script:
              - tap: tap
                expect: [taps 1, depth 1]
                assert: ["Middle.renders == 2", "Leaf.renders == 1"]
              - tap: bigger
                expect: [depth 1]
                assert: ["Middle.renders == 3", "Leaf.renders == 1"]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
        let file = run(yaml)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("transformEnvironment(\\.depth) on Leaf runs `value = value + step - step + 1` on 0 and gives 1, equal to before: no view reading \\.depth below renders for it"), "\(text)")
    }

    /// The lock: an expectation the transform does not meet fails, showing what is on screen.
    @Test func aWrongExpectationOfATransformedValueFails() {
        let good = scenario(Self.app + "\nscript:\n  - tap: raise\n    expect: [depth 11]\n")
        #expect(good.passed, "\(good.failures.map(\.message)) \(good.error?.message ?? "")")
        let bad = scenario(Self.app + "\nscript:\n  - tap: raise\n    expect: [depth 10]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.expectation.label == "depth 10")
        #expect(bad.failures.first?.screenSummary.contains("depth 11") == true)
        let counted = scenario(Self.app + "\nscript:\n  - tap: raise\n    assert: [\"Middle.renders == 2\"]\n")
        #expect(!counted.passed, "the change above does not run Middle's body")
    }

    @Test func likelyMistakesAreRefused() {
        func messages(_ from: String, _ to: String) -> [String] {
            diagnostics(Self.app.replacingOccurrences(of: from, with: to)).map(\.message)
        }
        #expect(messages("{ depth: \"value += step\" }", "{ dept: \"value += step\" }") == ["'dept' is not an environment value of this spec"])
        #expect(messages("value += step", "taps = value")
                    == ["a transform of \\.depth may change only `value`, the entry its child finds; `taps = value` writes `taps`"])
        #expect(messages("{ depth: \"value += step\" }", "{ isEnabled: \"value = false\" }")
                    == ["\\.isEnabled is SwiftUI's own environment value; `transform-environment:` changes an entry of this spec"])
        #expect(messages("transform-environment:", "environment: { depth: 3 }\n        transform-environment:")
                    == ["\\.depth is both set and transformed beside this child"])
        let typed = scenario(Self.app.replacingOccurrences(of: "value += step", with: "value = \\\"deep\\\""))
        #expect(typed.error?.message == "\\.depth is Int (0 by default), but the transform `value = \"deep\"` leaves `value` String \"deep\"")
    }

    @Test func theTraceSaysWhyTheReaderRendersAndThePictureShowsTheTransform() throws {
        let file = run(Self.app + "\nscript:\n  - tap: raise\n  - tap: bigger\n")
        #expect(file.scenarios.first?.error == nil)
        let text = TraceText().render(file, scenarios: file.scenarios)
        #expect(text.contains("\\.depth changed above Leaf: its transformEnvironment closure runs again, without the body that wrote it, `value += step` on 10, and gives 11 (was 1) for Leaf's subtree"), "\(text)")
        #expect(text.contains("render Leaf: \\.depth, which it follows from its environment, transformed 1 → 11 by `value += step` on Leaf"))
        #expect(text.contains("transformEnvironment(\\.depth) on Leaf runs `value += step` on 10 and gives 12 (was 11) for Leaf's subtree"))
        let after = try #require(TreeSnapshot(events: file.scenarios[0].events, step: 2))
        let lines = TreeGraph(after, scenario: "s").boxes.first { $0.title == "Leaf" }?.lines ?? []
        #expect(lines.contains("Middle transforms \\.depth with `value += step` on 10 into 12 here, for its subtree"), "\(lines)")
    }

    static let exported = InlineSpec("transform.yaml", Self.app + "\nscript:\n  - tap: raise\n    expect: [depth 11]\n")
    static let block = InlineSpec("block.yaml", exported.yaml.replacingOccurrences(of: "value += step", with: "value += step; value -= 1"))

    @Test func theExportWritesTheModifierAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let middle = export.files.first { $0.path == "App/Middle.swift" }?.contents ?? ""
        #expect(middle.contains("Leaf()\n                .transformEnvironment(\\.depth) { value in value += step }\n"), "\(middle)")
        let block = try Self.block.export()
        let written = block.files.first { $0.path == "App/Middle.swift" }?.contents ?? ""
        #expect(written.contains(".transformEnvironment(\\.depth) { value in\n                    value += step\n                    value -= 1\n                }\n"), "\(written)")
        try await ExportTests().expectTypeChecks(export, block)
    }
}
