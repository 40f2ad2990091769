import Foundation
import Testing
@testable import SpecKit

/// Generated inputs that nest or repeat past a bound, each too large for a corpus file: each is
/// refused where the bound is reached, and one within the bound still loads and runs. Those that
/// recursed past the bound overflowed the stack of a debug build (`??` chains, `else if` chains);
/// a view of many holders made the checks quadratic.
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

    @Test func aComponentOfMoreNamesThanTheLimitIsRefusedAtTheFirstPastIt() async throws {
        let limit = Limits.standard.members
        // Two props, then holders: the name past the limit is holder number limit - 2.
        let holders = (0..<limit).map { "      h\($0): \($0)\n" }.joined()
        let text = "components:\n  Root:\n    props: [a, b]\n    state:\n\(holders)    body:\n      - text: hello\nroot: Root\n"
        try await expectBoth(Array(text.utf8), [Expected(
            line: 5 + limit - 2, column: 7, message: "component Root declares more than \(limit) names",
            hint: SpecDecoder.membersHint)])
    }

    @Test func aModelOfMoreNamesThanTheLimitIsRefusedAlone() async throws {
        let limit = Limits.standard.members
        let methods = (0...limit).map { "      m\($0): count += \($0)\n" }.joined()
        let text = "models:\n  Store:\n    fields: { count: 0 }\n    methods:\n\(methods)components:\n  Root:\n    body:\n"
            + "      - text: hello\n  Other:\n    body:\n      - text: \"{missing}\"\nroot: Root\n"
        // The one error: the checks that would report the other component's mistake are not made.
        try await expectBoth(Array(text.utf8), [Expected(
            line: 5 + limit - 1, column: 7, message: "model Store declares more than \(limit) names",
            hint: SpecDecoder.membersHint)])
    }

    @Test func aComponentOfAsManyNamesAsTheLimitRuns() {
        let limit = Limits.standard.members
        // Each holder built from the one above it, in init: a chain the whole way down.
        let holders = (1..<limit).map { "      h\($0): \"h\($0 - 1) + 1\"\n" }.joined()
        let text = "components:\n  Root:\n    state-in-init:\n      h0: \"0\"\n\(holders)    body:\n"
            + "      - text: \"last {h\(limit - 1)}\"\nroot: Root\nscript:\n  - expect: [last \(limit - 1)]\n"
        let result = scenario(text)
        #expect(result.passed, "\(outcome(result))")
    }

    /// Texts in `if`s whose branches are aliases of the level below: `width` to the power of
    /// `levels` texts from a few kilobytes.
    static func aliasedTexts(width: Int, levels: Int) -> String {
        let text = "{text: \"x {count}\"}"
        var lines = ["components:", "  Counter:", "    state: { count: 0 }", "    body:",
                     "      - if: \"count >= 0\"\n        then: &t0 [" + Array(repeating: text, count: width).joined(separator: ", ") + "]"]
        for level in 1..<levels {
            let item = "{if: \"count >= 0\", then: *t\(level - 1)}"
            lines.append("      - if: \"count >= 0\"\n        then: &t\(level) [" + Array(repeating: item, count: width).joined(separator: ", ") + "]")
        }
        return (lines + ["root: Counter", "script:", "  - expect: [x 0]"]).joined(separator: "\n") + "\n"
    }

    @Test func anExportOfMoreElementsThanTheLimitIsRefusedBeforeItIsWritten() async throws {
        let limit = Limits.standard.exportElements
        let text = Self.aliasedTexts(width: 47, levels: 3)   // 108,384 elements
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("aliased.yaml"), output = dir.appendingPathComponent("app")
        try Data(text.utf8).write(to: file)
        #expect(try await runCommand(["check", file.path]).status == 0)
        let (status, _, err) = try await runCommand(["export", "swiftui", file.path, "-o", output.path])
        #expect(status == 2)
        // At the element past the limit, in the order the bodies are walked.
        let spec = try SpecDecoder.decode(Array(text.utf8), file: file.path)
        let past = try #require(spec.components.flatMap(\.body.allElements).dropFirst(limit).first)
        #expect(Self.diagnostics(in: err, for: file.path) == [Expected(
            line: past.location.line, column: past.location.column,
            message: "the export would write more than \(limit) views (aliases count as the elements they repeat)",
            hint: "a body this large is likely made by aliases repeating an anchor's elements; docs/limits.md lists the limits")])
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test func anExportOfAsManyElementsAsTheLimitIsWritten() throws {
        let spec = try SpecDecoder.decode(Array(Self.aliasedTexts(width: 3, levels: 2).utf8), file: "aliased.yaml")
        #expect(spec.components[0].body.allElements.count == 1 + 3 + 1 + 3 * 4)
        var limits = Limits()
        limits.exportElements = 17
        #expect(try SwiftUIExport(spec, limits: limits).files.contains { $0.path == "App/Counter.swift" })
        limits.exportElements = 16
        #expect(throws: SpecError.self) { try SwiftUIExport(spec, limits: limits) }
    }
}
