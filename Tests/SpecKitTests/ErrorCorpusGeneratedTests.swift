import Foundation
import Testing
@testable import SpecKit

/// Generated hostile inputs: encodings, bytes and sizes a corpus file cannot hold or would be
/// too large to commit, and runtime bounds shown with lowered limits.
extension ErrorCorpusTests {
    static let utf8Only = "save the file as UTF-8"

    @Test func aUTF16FileIsRefusedAtItsStart() async throws {
        let little: [UInt8] = Self.minimal.utf16.flatMap { (u: UInt16) -> [UInt8] in [UInt8(u & 0xFF), UInt8(u >> 8)] }
        let big: [UInt8] = Self.minimal.utf16.flatMap { (u: UInt16) -> [UInt8] in [UInt8(u >> 8), UInt8(u & 0xFF)] }
        for bytes in [[0xFF, 0xFE] + little, [0xFE, 0xFF] + big] {
            try await expectBoth(bytes, [Expected(line: 1, column: 1, message: "the file is UTF-16 (it starts with a byte-order mark); a spec is UTF-8",
                                            hint: Self.utf8Only)])
        }
    }

    @Test func aUTF32FileIsRefusedAtItsStart() async throws {
        let scalars: [UInt8] = Self.minimal.unicodeScalars.flatMap { (s: Unicode.Scalar) -> [UInt8] in
            [UInt8(s.value & 0xFF), UInt8((s.value >> 8) & 0xFF), UInt8((s.value >> 16) & 0xFF), UInt8(s.value >> 24)]
        }
        let bytes: [UInt8] = [0xFF, 0xFE, 0, 0] + scalars
        try await expectBoth(bytes, [Expected(line: 1, column: 1, message: "the file is UTF-32 (it starts with a byte-order mark); a spec is UTF-8",
                                        hint: Self.utf8Only)])
    }

    @Test func aNULByteIsLocatedWhereItIs() async throws {
        var bytes = Array(Self.minimal.utf8)
        bytes.insert(0, at: bytes.firstIndex(of: UInt8(ascii: "h"))! + 1)   // "h\0ello" on line 4
        try await expectBoth(bytes, [Expected(line: 4, column: 16, message: "the file holds a NUL byte; a spec is UTF-8 text",
                                        hint: "UTF-16 and UTF-32 text is full of NUL bytes: " + Self.utf8Only)])
        // UTF-16 without a byte-order mark: the NUL after the first character.
        let utf16: [UInt8] = Self.minimal.utf16.flatMap { (u: UInt16) -> [UInt8] in [UInt8(u & 0xFF), UInt8(u >> 8)] }
        try await expectBoth(utf16, [Expected(line: 1, column: 2, message: "the file holds a NUL byte; a spec is UTF-8 text",
                                        hint: "UTF-16 and UTF-32 text is full of NUL bytes: " + Self.utf8Only)])
    }

    @Test func aChainReachedAgainByALongerPathIsTooDeepForCheckToo() async throws {
        // Root shows Level50 first (a short path), then Level1 → … → Level50 → … (a long one).
        let depth = Limits.standard.viewDepth
        var text = "components:\n  Level0:\n    body:\n      - Level50:\n      - Level1:\n"
        for i in 1...depth + 10 { text += "  Level\(i):\n    body:\n      - Level\(i + 1):\n" }
        text += "  Level\(depth + 11):\n    body: []\nroot: Level0\n"
        // The first place the long path is seen to go too deep: Level49 reaching the measured Level50.
        try await expectBoth(Array(text.utf8), [Expected(
            line: 5 + 3 * 48 + 3, column: 9, message: "components nest deeper than \(depth) levels",
            hint: "a tree this deep is likely a runaway; docs/limits.md lists the limits")])
    }

    @Test func aHugeExpressionIsQuotedByItsStartOnly() throws {
        let items = Array(repeating: "1", count: Limits.standard.valueSize + 1).joined(separator: ", ")
        let text = "components:\n  Root:\n    state: { l: \"[\(items)]\" }\n    body:\n      - text: x\nroot: Root\n"
        let error = try #require(run(text).scenarios.first?.error)
        #expect(error.message.hasPrefix("a list of more than \(Limits.standard.valueSize) elements in [1, 1, "))
        #expect(error.message.hasSuffix("…"))
        #expect(error.message.count < 200)
    }

    @Test func aListOfFewerElementsThanTheLimitIsNotOverIt() {
        // Each element counts once: 60 000 numbers are 60 000 elements, not twice as many.
        let items = Array(repeating: "7", count: 60_000).joined(separator: ", ")
        let result = run("components:\n  Root:\n    state: { l: \"[\(items)]\" }\n    body:\n      - text: \"{l.count}\"\nroot: Root\n")
        #expect(result.exitCode == 0, "\(result.scenarios.first?.error?.message ?? "")")
    }

    /// A spec whose launch shows `rows × texts` texts in one render of one body.
    static func wideScreen(rows: Int, texts: Int = 1, script: String = "") -> String {
        let list = (0..<rows).map(String.init).joined(separator: ", ")
        return "components:\n  Root:\n    state: { items: \"[\(list)]\", n: 0 }\n    body:\n"
            + "      - button: tap\n        action: n += 1\n"
            + "      - for-each: items\n        as: item\n        id: item\n        body:\n"
            + (0..<texts).map { "          - text: \"t\($0) {item} {n}\"\n" }.joined()
            + "root: Root\n" + script
    }

    @Test func textsOnScreenAreBounded() throws {
        var limits = Limits()
        limits.screenItems = 500
        let error = try #require(run(Self.wideScreen(rows: 600), limits: limits).scenarios.first?.error)
        #expect(error.message == "more than 500 texts and buttons on screen")
        #expect(error.location.line == 11)   // the text inside the for-each
    }

    @Test func workIsBoundedInsideOnePass() throws {
        // One render of one body builds 5 000 texts; the budget of 1 000 stops it midway, not after the pass.
        var limits = Limits()
        limits.events = 1_000
        let scenario = try #require(run(Self.wideScreen(rows: 5_000), limits: limits).scenarios.first)
        #expect(scenario.error?.message == "the scenario recorded more than 1000 events (renders, inits, writes, texts shown)")
        #expect(scenario.events.count < 100)
    }

    @Test func aTapOnALargeScreenCountsItsTexts() throws {
        // Each tap renders 300 texts and writes once: the taps, not the events they log, exhaust the budget.
        var limits = Limits()
        limits.events = 3_000
        let script = "script:\n" + String(repeating: "  - tap: tap\n", count: 50)
        let scenario = try #require(run(Self.wideScreen(rows: 300, script: script), limits: limits).scenarios.first)
        #expect(scenario.error?.message.hasPrefix("the scenario recorded more than 3000 events") == true)
    }

    @Test func onlyTheFirstFailuresKeepTheScreenAndOnlyItsStart() throws {
        let script = "script:\n" + String(repeating: "  - tap: tap\n    expect: [absent, also absent]\n", count: 20)
        let scenario = try #require(run(Self.wideScreen(rows: 1_500, script: script)).scenarios.first)
        #expect(scenario.failures.count == 40)
        let first = scenario.failures[0], last = scenario.failures[39]
        #expect(first.screen.count == Failure.screenShown)
        #expect(first.screenCount == 1_501)
        #expect(first.screenSummary.hasSuffix(", … 501 more"))
        #expect(last.screen.isEmpty)
        #expect(last.screenSummary == "(1501 items; shown for the first failures only)")
    }
}
