import Foundation
import Testing
@testable import SpecKit

/// Generated inputs that nest or repeat past a bound, each too large for a corpus file: each is
/// refused where the bound is reached, and one within the bound still loads and runs. Those that
/// recursed past the bound overflowed the stack of a debug build (`??` chains, `else if` chains).
extension ErrorCorpusTests {
    /// The column of the `n`th occurrence of `word` in `line`, counted from 1.
    static func column(ofOccurrence n: Int, of word: String, in line: String) -> Int {
        var rest = line[...], column = 1
        for i in 1...n {
            let found = rest.range(of: word)!
            column += rest.distance(from: rest.startIndex, to: found.lowerBound)
            if i == n { break }
            column += word.count
            rest = rest[found.upperBound...]
        }
        return column
    }

    @Test func aLongNilCoalescingChainIsRefusedAtTheDepthLimit() async throws {
        // `a ?? (b ?? …)`: each `??` holds the rest of the chain, a level of the parser's recursion.
        let line = "      - text: \"{" + Array(repeating: "nil", count: 10_000).joined(separator: " ?? ") + " ?? 0}\""
        let text = "components:\n  Root:\n    body:\n\(line)\nroot: Root\n"
        let depth = Limits.standard.expressionDepth
        try await expectBoth(Array(text.utf8), [Expected(
            line: 4, column: Self.column(ofOccurrence: depth, of: "??", in: line),
            message: "expression nested deeper than \(depth) levels",
            hint: "each `??` in a chain counts as a level, as `a ?? (b ?? c)` nests; split it over several holders")])
    }

    @Test func aNilCoalescingChainWithinTheLimitRuns() {
        let chain = Array(repeating: "nil", count: 150).joined(separator: " ?? ") + " ?? 7"
        let result = scenario("components:\n  Root:\n    body:\n      - text: \"v {\(chain)}\"\nroot: Root\nscript:\n  - expect: [v 7]\n")
        #expect(result.passed, "\(outcome(result))")
    }

    /// `if … { } else if … { } …`: `count` links, then an `else` that adds 2.
    static func elseIfChain(_ count: Int) -> (line: String, text: String) {
        let line = "        action: if n > 1 { n += 1 }" + String(repeating: " else if n > 1 { n += 1 }", count: count) + " else { n += 2 }"
        let text = "components:\n  Root:\n    state: { n: 0 }\n    body:\n      - button: add\n\(line)\n"
            + "      - text: \"n {n}\"\nroot: Root\nscript:\n  - tap: add\n    expect: [n 2]\n"
        return (line, text)
    }

    @Test func aLongElseIfChainIsRefusedAtTheDepthLimit() async throws {
        // Swift's `else if` is an `if` inside the `else`: a level for each, refused where the
        // statements of its branch would pass the limit, at its `if`.
        let (line, text) = Self.elseIfChain(5_000)
        let depth = Limits.standard.expressionDepth
        try await expectBoth(Array(text.utf8), [Expected(
            line: 6, column: Self.column(ofOccurrence: depth - 1, of: "else if", in: line) + "else ".count,
            message: "statements nested deeper than \(depth) levels in an `else if` chain",
            hint: "each `else if` is an `if` inside the `else` before it; for many cases of one value, write a switch")])
    }

    @Test func anElseIfChainWithinTheLimitRunsToItsElse() throws {
        let result = scenario(Self.elseIfChain(Limits.standard.expressionDepth - 10).text)
        #expect(result.passed, "\(outcome(result))")
        // Its statements, flattened depth first: each link's `if` and its branch's one statement,
        // then the last `else`'s.
        let action = Self.elseIfChain(3).line.dropFirst("        action: ".count)
        let statements = try Parser.statements(String(action), at: Location(file: "t", line: 1, column: 1))
        #expect(statements.flatMap(\.flattened).map(\.source).filter { !$0.hasPrefix("if") }
                == ["n += 1", "n += 1", "n += 1", "n += 1", "n += 2"])
        #expect(statements.flatMap(\.flattened).count == 4 * 2 + 1)
    }
}
