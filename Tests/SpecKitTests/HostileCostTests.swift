import Foundation
import Testing
@testable import SpecKit

/// Inputs that made a stage exponential or quadratic: what each must still do. What each costs
/// at a size and at twice it is bench/run's figure 13 (docs/performance.md), not a clock here.
@Suite struct HostileCostTests {
    func pattern(_ label: String) throws -> LabelPattern {
        LabelPattern(try Parser.template(label, at: Location(file: "t", line: 1, column: 1)))
    }

    @Test func aLabelPatternMatchesWithoutBacktracking() throws {
        // Fifteen shown values against sixty characters that almost match: trying every split is 60^15.
        let many = try pattern(String(repeating: "{n}a", count: 15) + "b")
        #expect(!many.matches(String(repeating: "a", count: 60)))
        #expect(many.matches(String(repeating: "xa", count: 15) + "b"))
    }

    @Test func aLabelPatternFindsItsLiteralsInOrder() throws {
        #expect(try pattern("count {n}").matches("count 12"))
        #expect(try !pattern("count {n}").matches("counted 12"))
        #expect(try pattern("{a} of {b}").matches("1 of 2"))
        #expect(try pattern("{a} of {b}").matches(" of "))
        #expect(try !pattern("ab{x}ba").matches("aba"))          // prefix and suffix may not overlap
        #expect(try pattern("a{x}b{y}b").matches("abbb"))
        #expect(try pattern("a{x}c{y}b").matches("abcb"))
        #expect(try pattern("plain").matches("plain"))
        #expect(try !pattern("plain").matches("plain!"))
        #expect(try pattern("{x}").matches(""))
    }

    @Test func aDeeplyNestedListIsTypedInFull() throws {
        // 150 levels of [ ]: asking each level's type twice would take 2^150 steps.
        let nested = String(repeating: "[", count: 150) + "1" + String(repeating: "]", count: 150)
        let yaml = "components:\n  Root:\n    state: { l: \"\(nested)\" }\n    body:\n      - text: hello\nroot: Root\n"
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "deep.yaml")
        let export = try SwiftUIExport(spec)
        let root = try #require(export.files.first { $0.path.hasSuffix("Root.swift") })
        #expect(root.contents.contains("var l: " + String(repeating: "[", count: 150) + "Int" + String(repeating: "]", count: 150)))
    }

    @Test func aReplayGivesEachStepsTreeAsARebuildWould() throws {
        for file in SpecsTests.specFiles {
            let result = RecordedRuns.result(of: file)
            for scenario in result.scenarios {
                var replay = TreeSnapshot.Replay(scenario.events)
                for step in 0...TreeSnapshot.stepCount(of: scenario.events) {
                    let rebuilt = try #require(TreeSnapshot(events: scenario.events, step: step))
                    let next = replay.snapshot(after: step)
                    let replayed = try #require(next)
                    #expect(replayed.orderedNodes.map(\.ref.path) == rebuilt.orderedNodes.map(\.ref.path), "\(file) \(step)")
                    #expect(replayed.orderedNodes.map(\.activity) == rebuilt.orderedNodes.map(\.activity), "\(file) \(step)")
                }
            }
        }
    }

    @Test func aLongScriptsReportStopsDrawingAtItsBudget() {
        // 120 taps over a tree of 41 nodes with a budget of 2,000 nodes: one replay of the log, and
        // pictures only until the budget is spent, after 49 steps. The standard budget behaves the
        // same over 600 taps, which take a debug build four seconds.
        let rows = (0..<40).map(String.init).joined(separator: ", ")
        let yaml = "components:\n  Root:\n    state: { n: 0, rows: \"[\(rows)]\" }\n    body:\n"
            + "      - button: add\n        action: n += 1\n      - for-each: rows\n        as: r\n        id: r\n"
            + "        body:\n          - Row: { r: r, n: n }\n  Row:\n    props: [r, n]\n    body:\n      - text: \"{r} {n}\"\n"
            + "root: Root\nscript:\n" + String(repeating: "  - tap: add\n", count: 120)
        let result = run(yaml)
        let page = HTMLReport.render([result], pictureBudget: 2_000)
        // Searched as bytes: Foundation's searches convert the long page to UTF-16 at each call.
        let bytes = Data(page.utf8)
        #expect(HTMLReportTests.occurs("picture left out: the page has drawn 2000 nodes, its limit", in: bytes))
        #expect(HTMLReportTests.occurrences(of: "picture left out", in: bytes) == 120 - 2_000 / 41)
        #expect(HTMLReportTests.occurs("step 120: tap", in: bytes))
        #expect(HTMLReport.pictureBudget / 41 < 600, "the standard budget is no longer spent within a long script")
    }

    @Test func aPictureOfThousandsOfArrowsDrawsEachOnce() {
        // 1,000 rows reading an environment entry transformed above: 1,000 arrows in one picture.
        // Placing each label and lane once searched every line and walked every box per arrow,
        // minutes at 10,000 rows; what it costs now is a benchmark's question, not this test's.
        let rows = (0..<1_000).map(String.init).joined(separator: ", ")
        let yaml = "environment-values: { depth: 0 }\ncomponents:\n  Root:\n    state: { rows: \"[\(rows)]\" }\n    body:\n"
            + "      - for-each: rows\n        as: r\n        id: r\n        body:\n          - Row: { r: r }\n"
            + "            transform-environment: { depth: \"value += r\" }\n"
            + "  Row:\n    props: [r]\n    environment: { depth: depth }\n    body:\n      - text: \"{r} {depth}\"\n"
            + "root: Root\nscript:\n  - expect: \"999 999\"\n"
        let result = run(yaml)
        #expect(result.scenarios.first?.passed == true)
        let page = HTMLReport.render([result])
        #expect(HTMLReportTests.occurrences(of: "stroke-dasharray=\"2 3\"", in: Data(page.utf8)) >= 1_000)
    }

    @Test func messagesQuoteControlCharactersEscapedAndLongTextCut() {
        #expect("a\u{1B}[2Jb\u{07}".quotable == "a\\u{1B}[2Jb\\u{7}")
        #expect(String(repeating: "x", count: 500).quotable.count == 121)
        #expect("tab\tand\nnewline".controlEscaped == "tab\tand\nnewline")
        var formatter = DiagnosticFormatter()
        formatter.add(source: "a: \u{1B}[31m\n", for: "f.yaml")
        let shown = formatter.format(Diagnostic("bad \u{07}", at: Location(file: "f.yaml", line: 1, column: 4), hint: "h\u{1B}"))
        #expect(!shown.contains("\u{1B}") && !shown.contains("\u{07}"))
    }

    @Test func aBraceInsideAStringDoesNotCloseTheExpression() throws {
        let scenario = scenario("components:\n  Root:\n    body:\n      - text: '{\"}\"}'\nroot: Root\nscript:\n  - expect: [\"}\"]\n")
        #expect(scenario.passed)
    }

    @Test func aTaskOfManyChildrenCancelsAndEndsEachWhenItLeavesTheirScope() throws {
        // 300 children, each waiting on a request; the task awaits the first and ends: the other
        // 299 are cancelled, their requests with them, in the order they started (figure 13d
        // times it; each child's end once copied the parent's table of children).
        let children = (0..<300).map { "            - async let a\($0) = load()\n" }.joined()
        let yaml = "requests:\n  load: { cancellation: throws, returns: '\"x\"' }\ncomponents:\n  Root:\n"
            + "    state: { shown: '\"loading\"' }\n    body:\n      - text: shown {shown}\n      - Child:\n"
            + "        task:\n          action:\n\(children)            - shown = await a0\n"
            + "  Child:\n    body:\n      - text: child\nroot: Root\n"
        let (g, at) = try launched(yaml)
        #expect(g.tasks.count == 301 && g.pendingRequests.count == 300)
        try g.perform(AsyncLetRulesTests.complete("load", at: at), at: at)
        #expect(texts(on: g).contains("shown x"))
        #expect(g.tasks.isEmpty)
        #expect(g.pendingRequests.count == 299 && g.pendingRequests.allSatisfy(\.cancelled))
        #expect(g.pendingRequests.map(\.ref.number) == Array(2...300))
        #expect(g.asyncMeasures["Tasks.cancelled"] == 299)
    }

    @Test func aViewOfManyHoldersIsReplayedByName() throws {
        // Past eight holders a view's are found by a table, not searched for at each event: the
        // writes, and the didSet a write ran, land on the holder named, in declaration order.
        let holders = (0..<40).map { "      h\($0): \($0)\n" }.joined()
        let yaml = "components:\n  Root:\n    state:\n\(holders)      n: { value: 0, did-set: \"h39 += 1\" }\n    body:\n"
            + "      - button: add\n        action: h7 = 70; h30 += 1; n = 1\n      - text: \"{h7} {h30} {h39}\"\n"
            + "root: Root\nscript:\n  - tap: add\n    expect: [70 31 40]\n"
        let result = run(yaml)
        let events = try #require(result.scenarios.first).events
        let launch = try #require(TreeSnapshot(events: events, step: 0)), after = try #require(TreeSnapshot(events: events, step: 1))
        let root = try #require(launch.root)
        #expect(launch.nodes[root]?.holders.map(\.name) == (0..<40).map { "h\($0)" } + ["n"])
        let values = Dictionary(uniqueKeysWithValues: (after.nodes[root]?.holders ?? []).map { ($0.name, $0.value.literal) })
        #expect(values["h7"] == "70" && values["h30"] == "31" && values["h39"] == "40" && values["h8"] == "8")
        #expect(after.nodes[root]?.holders.last?.didSet?.hasPrefix("didSet { h39 += 1 } ran, oldValue 0") == true)
    }

    @Test func aComponentOfThousandsOfTextsHasEachTemplateOnceInOrder() throws {
        // Figure 13f: 2,000 distinct texts, each written twice. The templates were made unique by
        // searching the list found so far; a set beside it must keep the order first met.
        let texts = (0..<2_000).map { "      - text: \"t\($0) {n}\"\n" }.joined()
        let yaml = "components:\n  Root:\n    state: { n: 0 }\n    body:\n      - button: add\n        action: n += 1\n"
            + texts + texts + "root: Root\nscript:\n  - tap: add\n    expect: [t0 1, t1999 1]\n"
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "texts.yaml")
        #expect(LabelTemplate.all(in: spec).map(\.source) == (0..<2_000).map { "t\($0) {n}" })
        let table = ComparisonTable([run(yaml)])
        #expect(table.columns.prefix(2) == ["t0 {n}", "t1999 {n}"])
        #expect(table.rows.first?.cells["t1999 {n}"]?.text == "1 ✓")
    }

    @Test func aTraceOfATapOnEachRowNamesTheOthersOncePerPass() throws {
        // Figure 13g: 300 rows and a tap on each. Each pass renders one row; the trace names the
        // 299 others from counts kept as nodes come and go, where it walked every live node.
        let rows = (0..<300).map(String.init).joined(separator: ", ")
        let yaml = "components:\n  Root:\n    state: { rows: \"[\(rows)]\" }\n    body:\n      - for-each: rows\n"
            + "        as: r\n        id: r\n        body:\n          - Row: { r: r }\n  Row:\n    props: [r]\n"
            + "    state: { n: 0 }\n    body:\n      - button: \"tap {r}\"\n        action: n += 1\n      - text: \"row {r} {n}\"\n"
            + "root: Root\nscript:\n" + (0..<300).map { "  - tap: tap \($0)\n" }.joined() + "  - expect: [row 0 1, row 299 1]\n"
        let result = run(yaml)
        #expect(result.exitCode == 0)
        let lines = TraceText().render(result, scenarios: result.scenarios).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0 == "not run: Root: nothing its last render read was written" }.count == 300)
        #expect(lines.filter { $0.hasPrefix("not run: Row ×299: their parent's body did not run") }.count == 300)
        #expect(lines.filter { $0.hasPrefix("not run:") }.count == 600)
    }

    @Test func aTraceOfManyComponentsNamesTheFirstEightThatDidNotRun() throws {
        // Figure 13h: 300 different components and a tap in each of the first 30. Each pass names
        // the first eight components that did not run, skipping the one that did, and counts the rest.
        let yaml = "components:\n  Root:\n    body:\n" + (0..<300).map { "      - C\($0): {}\n" }.joined()
            + (0..<300).map { "  C\($0):\n    state: { n: 0 }\n    body:\n      - button: tap \($0)\n        action: n += 1\n"
                + "      - text: \"c\($0) {n}\"\n" }.joined()
            + "root: Root\nscript:\n" + (0..<30).map { "  - tap: tap \($0)\n" }.joined() + "  - expect: [c0 1]\n"
        let result = run(yaml)
        #expect(result.exitCode == 0)
        let lines = TraceText().render(result, scenarios: result.scenarios).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let named = lines.filter { $0.hasPrefix("not run: C") }
        #expect(named.count == 30)
        for (tapped, line) in named.enumerated() {
            let first = (0..<9).filter { $0 != tapped }.prefix(8).map { "C\($0)" }.joined(separator: ", ")
            #expect(line.hasPrefix("not run: \(first), and 291 more: their parent's body did not run"), "\(line)")
        }
    }
}
