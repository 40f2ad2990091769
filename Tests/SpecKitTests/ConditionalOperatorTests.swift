import Foundation
import Testing
@testable import SpecKit

/// `c ? a : b` (docs/semantics.md §28): Swift's conditional operator, looser than every other
/// operator and grouped to the right; only the branch chosen is evaluated, so a body depends on
/// the condition and on that branch alone.
@Suite struct ConditionalOperatorTests {
    static let app = """
        components:
          Panel:
            state: { on: true, a: 1, b: 2, n: 3 }
            body:
              - text: "shows {on ? a : b}"
              - text: "{n > 1 ? \\"many\\" : n == 1 ? \\"one\\" : \\"none\\"}"
              - button: flip
                action: on = !on
              - button: bump b
                action: b = b + 10
              - button: one
                action: "n = on ? 1 : 0"
        root: Panel
        """

    @Test func theBranchChosenIsTheValueAndTheOperatorGroupsToTheRight() {
        let s = scenario(Self.app + "\nscript:\n  - expect: [shows 1, many]\n  - tap: one\n    expect: [one]\n  - tap: flip\n    expect: [shows 2]\n  - tap: one\n    expect: [none]\n")
        #expect(s.passed, "\(s.failures.map(\.message))")
    }

    @Test func aBodyDependsOnTheBranchItReadAndNotOnTheOther() {
        // `b` is not read while `on` holds: writing it renders nothing; after the flip it is read.
        let s = scenario(Self.app + "\nscript:\n  - tap: bump b\n    assert: [\"Panel.renders == 1\"]\n  - tap: flip\n    expect: [shows 12]\n  - tap: bump b\n    expect: [shows 22]\n    assert: [\"Panel.renders == 3\"]\n")
        #expect(s.passed, "\(s.failures.map(\.message))")
        // The lock: the render a read of both branches would make fails.
        let wrong = scenario(Self.app + "\nscript:\n  - tap: bump b\n    assert: [\"Panel.renders == 2\"]\n")
        #expect(!wrong.passed)
        #expect(wrong.failures.first?.measures == ["Panel.renders is 1"])
    }

    /// A failed assertion lists each read once, however often it is written.
    @Test func aReadWrittenTwiceIsListedOnce() {
        let wrong = scenario(Self.app + "\nscript:\n  - tap: bump b\n    assert: [\"Panel.renders == 2 || Panel.renders > 5\"]\n")
        #expect(!wrong.passed)
        #expect(wrong.failures.first?.measures == ["Panel.renders is 1"])
    }

    @Test func mistakesAreFoundBeforeARunWhereTheTypesAreCertain() {
        let notBool = diagnostics("components:\n  P:\n    state: { n: 1 }\n    body:\n      - text: \"{n ? 1 : 2}\"\nroot: P\n")
        #expect(notBool.map(\.message) == ["the condition of `n ? 1 : 2` must be true or false; `n` is an Int"])
        #expect(notBool.first.map { "\($0.location.line):\($0.location.column)" } == "5:17")
        let twoTypes = diagnostics("components:\n  P:\n    state: { on: true }\n    body:\n      - text: \"{on ? 1 : \\\"x\\\"}\"\nroot: P\n")
        #expect(twoTypes.first?.message.hasPrefix("'?:' needs both branches of one type") == true)
        let noColon = diagnostics("components:\n  P:\n    state: { on: true }\n    body:\n      - text: \"{on ? 1}\"\nroot: P\n")
        #expect(noColon.first?.message == "expected ':' after on ? 1, found the end of the expression")
        let coalescing = diagnostics("components:\n  P:\n    state: { on: true }\n    body:\n      - text: \"{on ?? 1}\"\nroot: P\n")
        #expect(coalescing.first?.message == "cannot apply '??' to Bool and Int in on ?? 1")
    }

    @Test func aConditionThatIsNoBoolAtRunTimeStopsTheScenario() {
        // The element of an empty list has no type before the run; its value decides at the run.
        let s = scenario("components:\n  P:\n    state: { items: \"[]\" }\n    body:\n      - button: add\n        action: items.append(3)\n      - if: \"!items.isEmpty\"\n        then:\n          - text: \"{items[0] ? 1 : 2}\"\nroot: P\nscript:\n  - tap: add\n")
        #expect(s.error?.message == "the condition of `items[0] ? 1 : 2` must be true or false; `items[0]` is Int 3")
    }

    static let exported = InlineSpec("c.yaml", """
        components:
          Panel:
            state: { on: true, n: 1 }
            body:
              - text: "{on ? n + 1 : n}"
              - button: go
                action: "n = 1 + (on ? 2 : 3)"
        root: Panel
        script:
          - tap: go
            expect: ["4"]
        """)

    @Test func theExportWritesSwiftsOperatorWithTheParenthesesItNeeds() async throws {
        let export = try Self.exported.export()
        let panel = export.files.first { $0.path == "App/Panel.swift" }?.contents ?? ""
        #expect(panel.contains("Text(verbatim: \"\\(on ? n + 1 : n)\")"), "\(panel)")
        #expect(panel.contains("n = 1 + (on ? 2 : 3)"), "\(panel)")
        try await ExportTests().expectTypeChecks(export)
    }
}
