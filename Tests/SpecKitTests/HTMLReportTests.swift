import Foundation
import Testing
@testable import SpecKit

/// `spec report`: one self-contained page with the comparison table, pictures and traces.
@Suite struct HTMLReportTests {
    func demo(_ name: String = "lazy-state-trap") -> FileResult {
        RecordedRuns.result(of: "specs/\(name).yaml")
    }

    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// Whether `needle` occurs in `text`'s UTF-8 bytes: Foundation's `String.contains` converts the
    /// whole 1.3 MB page of every spec to UTF-16 at each call.
    static func occurs(_ needle: String, in text: Data) -> Bool { !places(of: needle, in: text, first: true).isEmpty }

    /// How many times `needle` occurs in `text`'s UTF-8 bytes, none overlapping, as
    /// `components(separatedBy:)` counts them.
    static func occurrences(of needle: String, in text: Data) -> Int { places(of: needle, in: text).count }

    /// Where `needle` starts in `text`, none overlapping, each candidate found by the C library's
    /// `memchr` and compared by `memcmp`: `Data.range(of:)` compared byte by byte in generic code,
    /// about 10 ms a search of the page.
    static func places(of needle: String, in text: Data, first: Bool = false) -> [Int] {
        let pattern = Array(needle.utf8)
        return text.withUnsafeBytes { haystack -> [Int] in
            guard let base = haystack.baseAddress, !pattern.isEmpty else { return [] }
            var (found, from) = ([Int](), 0)
            while from <= haystack.count - pattern.count,
                  let hit = memchr(base + from, Int32(pattern[0]), haystack.count - pattern.count + 1 - from) {
                let at = base.distance(to: UnsafeRawPointer(hit))
                if memcmp(hit, pattern, pattern.count) == 0 {
                    found.append(at)
                    if first { break }
                    from = at + pattern.count
                } else {
                    from = at + 1
                }
            }
            return found
        }
    }

    /// The texts between each `open` and the `close` after it, in `text`'s UTF-8 bytes.
    static func texts(between open: String, and close: String, in text: Data) -> [String] {
        let closes = places(of: close, in: text)
        var next = 0
        return places(of: open, in: text).compactMap { start in
            let from = start + open.utf8.count
            while next < closes.count && closes[next] < from { next += 1 }
            guard next < closes.count else { return nil }
            return String(decoding: text[(text.startIndex + from)..<(text.startIndex + closes[next])], as: UTF8.self)
        }
    }

    @Test func thePageHasTheTableAPicturePerChangedStepAndTheTrace() {
        let page = HTMLReport.render([demo()])
        #expect(page.hasPrefix("<!doctype html>"))
        #expect(page.contains("<h2>The LazyState trap <small>"))
        #expect(page.contains("<div class=\"lesson\"><p>A child builds a model from its parent's input. One unrelated tap,"))
        let body = page.components(separatedBy: "<tbody>").last?.components(separatedBy: "</tbody>").first ?? ""
        #expect(count("<tr>", in: body) == 3)
        #expect(page.contains("<thead><tr><th>scenario</th><th>result</th><th>model input {model.input}</th><th>models created {Model.creations}</th>"))
        #expect(body.contains("<tr><td><a href=\"#f1s1\">@State, built in init</a></td><td class=\"pass\">PASS</td>"
                              + "<td>1 ✓</td><td>3 ✓</td><td>1</td><td>yes</td></tr>"))
        #expect(body.contains("<td><a href=\"#f1s3\">a Memo keyed by the input</a></td><td class=\"pass\">PASS</td><td>2 ✓</td><td>2 ✓</td>"))
        // Launch and both taps change the tree; the two steps that only check do not repeat it.
        #expect(count("<svg class=\"tree\"", in: page) == 3 * 3)
        #expect(count("nothing ran: the tree is as in the picture above", in: page) == 3 * 2)
        #expect(page.contains("state-in-init model: built Model#2 and discarded, kept Model#1"))
        #expect(page.contains("memo model: rebuilt Model#2 because input 1 → 2 (was Model#1)"))
        #expect(page.contains("&quot;models created 3&quot; on screen"))
    }

    @Test func failuresAndBadFilesShowOnThePage() {
        let failing = run("""
            components:
              Root:
                state: { n: 0 }
                body:
                  - text: n {n}
            root: Root
            script:
              - expect: [n 1]
            """, file: "fails.yaml")
        let broken = run("components: [\n", file: "broken.yaml")
        let page = HTMLReport.render([failing, broken])
        #expect(page.contains("<td class=\"fail\">FAIL</td>"))
        #expect(page.contains("✗ expected &quot;n 1&quot; on screen (fails.yaml:8:14)"))
        #expect(page.contains("<pre class=\"error\">broken.yaml:"))
        #expect(page.contains("1 scenario in 2 files: 0 passed, 1 failed, 1 error; 1 file did not load."))
    }

    /// The page counted a scenario stopped by an error as a failure, where `spec run` says
    /// `1 error`; and it said "nothing ran" for a step whose action ran and then stopped.
    @Test func anErrorIsAnErrorAndAStepThatRanIsNotNothing() {
        let stopping = run("""
            components:
              Counter:
                state: { count: 0 }
                body:
                  - text: count {count}
                  - button: add
                    action: count = 5 % count
            root: Counter
            script:
              - tap: add
                expect: [count 1]
            """, file: "stops.yaml")
        let page = HTMLReport.render([stopping])
        #expect(page.contains("1 scenario in 1 file: 0 passed, 0 failed, 1 error."), "\(page)")
        #expect(page.contains("<td><a href=\"#f1s1\">Counter</a></td><td class=\"fail\">ERROR</td>"))
        #expect(page.contains("<h3>Counter <span class=\"fail\">ERROR</span>"))
        #expect(!page.contains(">FAIL<"))
        // The tap ran its action, which stopped before any render: the tree did not change.
        #expect(page.contains("the tree did not change: the tree is as in the picture above"))
        #expect(!page.contains("nothing ran"))
    }

    /// The budget's words say which case a step's left-out trace is in.
    @Test func aLeftOutTraceSaysWhy() {
        let limit = HTMLReport.traceBudget
        var budget = HTMLReport.PageBudget()
        #expect(HTMLReport.leftOut(limit + 1, budget: budget)
                == "this step's \(limit + 1) lines are more than the page's limit of \(limit) trace lines")
        budget.lines = 10
        #expect(HTMLReport.leftOut(11, budget: budget)
                == "the page has shown \(limit - 10) trace lines, and this step's 11 would pass its limit of \(limit)")
        budget.lines = 0
        #expect(HTMLReport.leftOut(1, budget: budget) == "a trace above reached the page's limit of \(limit) trace lines")
    }

    /// The byte searches the page checks rely on find every place, at either end, and nothing else.
    @Test func theByteSearchesFindEveryPlaceAndNothingElse() {
        let text = Data("<small>a</small> <smal <small>é</small><small>".utf8)
        #expect(Self.places(of: "<small>", in: text) == [0, 23, 40])
        #expect(Self.places(of: "<small>", in: text, first: true) == [0])
        #expect(Self.texts(between: "<small>", and: "</small>", in: text) == ["a", "é"])
        #expect(Self.occurrences(of: "aa", in: Data("aaaaa".utf8)) == 2 && Self.occurs("</small>", in: text))
        #expect(!Self.occurs("<script", in: text) && !Self.occurs("small>x", in: text) && !Self.occurs("x", in: Data()))
    }

    @Test func lessonTextBecomesParagraphsWithCode() {
        #expect(HTML.prose("one `a < b`\ntwo\n\nthree") == "<p>one <code>a &lt; b</code> two</p>\n<p>three</p>")
    }

    @Test func aReportThatFailsSaysWhyWithOrWithoutAFile() async throws {
        let dir = try temporaryDirectory()
        let spec = dir.appendingPathComponent("failing.yaml")
        try "components:\n  A:\n    body: [ { text: hi } ]\nroot: A\nscript:\n  - expect: [ho]\n".write(to: spec, atomically: false, encoding: .utf8)
        let (status, page, err) = try await runCommand(["report", spec.path])
        #expect(status == 1 && page.hasPrefix("<!doctype html>"))
        #expect(err.contains("expected \"ho\" on screen") && err.hasSuffix("0 passed, 1 failed, 0 errors\n"), "\(err)")
        let (written, printed, _) = try await runCommand(["report", spec.path, "-o", dir.appendingPathComponent("r.html").path])
        #expect(written == 1 && printed.contains("FAIL") && printed.hasSuffix("0 passed, 1 failed, 0 errors\n"), "\(printed)")
    }

    @Test func theCommandWritesThePageWhichNeedsNothingFromOutside() async throws {
        let dir = try temporaryDirectory()
        let out = dir.appendingPathComponent("r.html")
        let some = ["specs/counter.yaml", "specs/lazy-state-trap.yaml", "specs/binding.yaml"]
        let (status, printed, _) = try await runCommand(["report"] + some + ["-o", out.path])
        #expect(status == 0)
        // With -o the terminal shows what `spec run` prints, and the file holds the page the
        // command prints without it.
        #expect(printed == (try await runCommand(["run"] + some)).out)
        #expect(printed.hasSuffix(" passed, 0 failed, 0 errors\n") && printed.contains("  PASS  "))
        let written = try String(contentsOf: out, encoding: .utf8)
        #expect(written == (try await runCommand(["report"] + some)).out)
        // The page of every spec, as GoldenOutputTests shows `spec report` prints it byte for byte:
        // rendering it here again cost about 0.4 s of CPU.
        let reviewed = try #require(GoldenOutputTests.commands.first { $0.output == "report.html" })
        #expect(reviewed.arguments == ["report"] + SpecsTests.specFiles && reviewed.status == 0)
        let bytes = try Data(contentsOf: GoldenOutputTests.directory.appendingPathComponent(reviewed.output))
        #expect(Self.occurs("<table class=\"compare\">", in: bytes))
        // The texts of the page's <small> elements, found in its bytes: searching the 1.3 MB page
        // once a spec converted it to UTF-16 each time (Foundation), 0.6 s of a debug build, and
        // splitting it at each <small> with Foundation about 0.3 s.
        let small = Set(Self.texts(between: "<small>", and: "</small>", in: bytes))
        for file in SpecsTests.specFiles { #expect(small.contains(file), "no <small>\(file)</small>") }
        // The page of every spec needs nothing from outside.
        #expect(Self.occurs("<section class=\"file\"", in: bytes) && !Self.occurs("<section class=\"nowhere\"", in: bytes))
        for outside in ["http:", "https:", "<script", "<link", " src=", "url(", "@import", "<img", "<iframe"] {
            #expect(!Self.occurs(outside, in: bytes), "the page refers to \(outside)")
        }
        #expect(Self.occurrences(of: "<section class=\"file\"", in: bytes) == SpecsTests.specFiles.count)
        #expect(try await runCommand(["report"]).status == 2)
        #expect(try await runCommand(["report", "specs/counter.yaml", "-o", dir.appendingPathComponent("no/such/dir.html").path]).status == 2)
    }

    /// A page of one file is named by its title and holds the spec as written, folded, beside the
    /// table; a page of several keeps the report's own name and a spec for each.
    @Test func aLessonsPageIsNamedByItAndShowsItsSpec() throws {
        let demo = demo()
        let title = try #require(demo.spec?.title)
        let one = HTMLReport.render([demo])
        #expect(one.contains("<title>\(HTML.escape(title)) — spec report</title>") && one.contains("<h1>\(HTML.escape(title))</h1>"))
        let source = try #require(demo.source)
        #expect(one.contains("<details class=\"source\"><summary>The spec, as written</summary><pre>\(HTML.escape(source))</pre></details>"))
        let two = HTMLReport.render([demo, self.demo("counter")])
        #expect(two.contains("<title>spec report</title>") && two.contains("<h1>spec report</h1>"))
        #expect(count("<details class=\"source\">", in: two) == 2)
    }
}
