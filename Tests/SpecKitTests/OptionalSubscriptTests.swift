import Testing
@testable import SpecKit

/// `a?[i]`: optional chaining through a subscript (docs/semantics.md §66), read and written.
@Suite struct OptionalSubscriptTests {
    @Test func theChainStopsAtANilAndTheConditionalOperatorStaysOne() throws {
        let read = try Parser.expression("shelf?[0] ?? 0", at: Location(file: "t.yaml", line: 1, column: 1))
        guard case .binary("??", let chain, _) = read.kind, case .index(let bound, _) = chain.kind else {
            Issue.record("not a chain through a subscript: \(read.kind)")
            return
        }
        #expect(bound.isOptionalChain)
        // With a space before `?`, as Swift reads it, the conditional operator.
        let conditional = try Parser.expression("ready ? [1] : [2]", at: Location(file: "t.yaml", line: 1, column: 1))
        if case .conditional = conditional.kind {} else { Issue.record("not a conditional: \(conditional.kind)") }
    }

    @Test func theLessonHolds() throws {
        try expectLessonHolds("optional-subscript.yaml", wrong: [
            (from: "  - tap: set\n    expect: [first 0]\n    assert: [\"Screen.renders == 1\"]",
             to: "  - tap: set\n    expect: [first 3]\n    assert: [\"Screen.renders == 1\"]", scenario: 0),
            (from: "    expect: [first 3]\n    assert: [\"Screen.renders == 3\"]", to: "    expect: [first 7]\n    assert: [\"Screen.renders == 3\"]", scenario: 0),
        ])
    }
}
