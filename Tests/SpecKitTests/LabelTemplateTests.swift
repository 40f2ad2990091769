import Foundation
import Testing
@testable import SpecKit

/// `spec table` tells which text an expected label came from by matching it against each text's
/// template (`item {item} likes {likes}`): the literal parts in order, each hole as short as lets
/// the rest match. It is matched by hand; a regular expression built from the template is the
/// oracle here.
@Suite struct LabelTemplateTests {
    static func template(_ source: String) throws -> LabelTemplate {
        try #require(LabelTemplate(Parser.template(source, at: Location(file: "t.yaml", line: 1, column: 1))))
    }

    /// What `^lit(.*?)lit…$` finds, as the template matched before.
    static func oracle(_ template: String, _ label: String) throws -> [String]? {
        var pattern = "^", rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            pattern += NSRegularExpression.escapedPattern(for: String(rest[..<open])) + "(.*?)"
            rest = rest[rest.index(after: close)...]
        }
        pattern += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
        let regex = try NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        guard let m = regex.firstMatch(in: label, range: NSRange(label.startIndex..., in: label)) else { return nil }
        return (1..<m.numberOfRanges).map { Range(m.range(at: $0), in: label).map { String(label[$0]) } ?? "" }
    }

    @Test func eachHoleTakesWhatLiesBetweenItsLiterals() throws {
        #expect(try Self.template("item {item} likes {likes}").match("item 2 likes 5") == ["2", "5"])
        #expect(try Self.template("{a}{b}").match("xyz") == ["", "xyz"])
        #expect(try Self.template("a{x}a{y}a").match("aaaaa") == ["", "aa"])
        #expect(try Self.template("count {n}").match("count 12\nmore") == ["12\nmore"])
        #expect(try Self.template("→ {x} §").match("→ é §") == ["é"])
    }

    @Test func aLabelOfOtherLiteralsDoesNotMatch() throws {
        #expect(try Self.template("item {item} likes {likes}").match("item 2 loves 5") == nil)
        #expect(try Self.template("ab{x}ba").match("aba") == nil)
        #expect(try Self.template("{x} done").match("done") == nil)
        #expect(try Self.template("start {x}").match("") == nil)
    }

    /// A label ending in a line break keeps it in its last hole: the regular expression's `$`
    /// also matched before a final line break and left it out.
    @Test func aFinalLineBreakBelongsToTheLastHole() throws {
        #expect(try Self.template("value {v}").match("value 3\n") == ["3\n"])
        #expect(try Self.oracle("value {v}", "value 3\n") == ["3"])
    }

    /// Templates and labels over a few characters, literals repeated so that holes must give back
    /// what they took: every one matches as the regular expression does.
    @Test func matchesAsTheRegularExpressionDid() throws {
        var seed: UInt64 = 0x5EED
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let pieces = ["a", "b", "ab", "ba", " ", "\n"]
        var matched = 0
        for _ in 0..<3000 {
            var template = ""
            for hole in 0..<(1 + next(3)) {
                for _ in 0..<next(3) { template += pieces[next(pieces.count)] }
                template += "{h\(hole)}"
            }
            for _ in 0..<next(3) { template += pieces[next(pieces.count)] }
            var label = ""
            for _ in 0..<next(9) { label += pieces[next(pieces.count)] }
            if label.hasSuffix("\n") { continue }
            let expected = try Self.oracle(template, label)
            #expect(try Self.template(template).match(label) == expected, "\(template.debugDescription) against \(label.debugDescription)")
            if expected != nil { matched += 1 }
        }
        #expect(matched > 100)
    }

    /// Backtracking tries each hole's start once: a label whose last literal is missing only after
    /// every other has matched costs holes × length² comparisons instead of every way to split it.
    @Test func aLongLabelOfManyHolesThatFailsLateIsAnswered() throws {
        let template = try Self.template(String(repeating: "a{x}", count: 40) + "b{y}c")
        #expect(template.match(String(repeating: "a", count: 400) + "c") == nil)
        #expect(template.match(String(repeating: "a", count: 400) + "bc")?.count == 41)
    }

    @Test func aNameFillsTheGivenPartsAndKeepsTheOthers() throws {
        let template = try Self.template("item {item} likes {likes}")
        #expect(template.name(filling: [0: "2"]) == "item 2 likes {likes}")
        #expect(template.name(filling: [1: "5"]) == "item {item} likes 5")
        #expect(template.name(filling: [:]) == "item {item} likes {likes}")
    }
}
