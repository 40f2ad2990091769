import Foundation

/// Escaping for text placed in HTML and SVG.
enum HTML {
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.count)
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(c)
            }
        }
        return out
    }

    /// A lesson's text: paragraphs at blank lines, `code` in backticks.
    static func prose(_ text: String) -> String {
        let paragraphs = text.components(separatedBy: "\n\n").map {
            $0.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        }.filter { !$0.isEmpty }
        return paragraphs.map { paragraph in
            let parts = escape(paragraph).split(separator: "`", omittingEmptySubsequences: false)
            let marked = parts.enumerated().map { $0.offset % 2 == 1 ? "<code>\($0.element)</code>" : String($0.element) }
            return "<p>\(marked.joined())</p>"
        }.joined(separator: "\n")
    }
}

/// One self-contained HTML page for people: per file its title, lesson and a comparison table of
/// its scenarios; per scenario a picture of the tree after each step with that step's trace
/// beside it. No scripts, no fonts or images from the network: it opens anywhere, offline.
public enum HTMLReport {
    /// The page for `files`; `pictureBudget` bounds the tree nodes drawn over all its pictures.
    public static func render(_ files: [FileResult], pictureBudget: Int = HTMLReport.pictureBudget) -> String {
        let scenarios = files.flatMap(\.scenarios)
        // The terminal's closing count: an error (a bad spec) is not a failure.
        let counts = RunCounts(files)
        let broken = files.filter { $0.loadError != nil }.count
        // A page of one lesson is named by it, as a handout is.
        let title = files.count == 1 ? files[0].spec?.title.map { HTML.escape($0) } : nil
        var out = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(title.map { "\($0) — spec report" } ?? "spec report")</title>
            <style>\(HTMLStyle.css)</style>
            </head>
            <body>
            <header><h1>\(title ?? "spec report")</h1>
            <p class="summary">\(count(scenarios.count, "scenario")) in \(count(files.count, "file")): \
            \(counts.line)\
            \(broken > 0 ? "; \(count(broken, "file")) did not load" : "").</p>
            <p class="legend">\(GraphStyle.legend.map(HTML.escape).joined(separator: "<br>"))</p>
            </header>\n
            """
        out += "<nav><ol>\n"
        for (index, file) in files.enumerated() {
            out += "<li><a href=\"#f\(index + 1)\">\(HTML.escape(file.spec?.title ?? file.file))</a></li>\n"
        }
        out += "</ol></nav>\n"
        var budget = PageBudget(nodes: pictureBudget)
        for (index, file) in files.enumerated() {
            out += section(file, anchor: "f\(index + 1)", budget: &budget)
        }
        return out + "</body>\n</html>\n"
    }

    /// Tree nodes the page draws in all, over every picture of every step: a picture per step of
    /// a long script over a large tree would make a page of gigabytes. Past it, steps keep their
    /// trace and say that their picture was left out (docs/limits.md).
    public static let pictureBudget = 20_000
    /// Trace lines the page shows in all; past them, steps say that their trace was left out.
    public static let traceBudget = 200_000

    /// What the page may still draw and show.
    struct PageBudget {
        /// The nodes the page may draw in all, and what is left of them.
        let pictures: Int
        var nodes: Int
        var lines = HTMLReport.traceBudget

        init(nodes: Int = HTMLReport.pictureBudget) {
            pictures = nodes
            self.nodes = nodes
        }
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    static func section(_ file: FileResult, anchor: String, budget: inout PageBudget) -> String {
        var out = "<section class=\"file\" id=\"\(anchor)\">\n"
        out += "<h2>\(HTML.escape(file.spec?.title ?? file.file)) <small>\(HTML.escape(file.file))</small></h2>\n"
        if let error = file.loadError {
            var formatter = DiagnosticFormatter()
            formatter.add(file)
            let text = error.diagnostics.map { formatter.format($0) }.joined()
            return out + "<pre class=\"error\">\(HTML.escape(text))</pre>\n</section>\n"
        }
        if let lesson = file.spec?.lesson { out += "<div class=\"lesson\">\(HTML.prose(lesson))</div>\n" }
        out += table(file, anchor: anchor)
        // The spec as written, folded: the scenarios and traces below are about this text.
        if let source = file.source {
            out += "<details class=\"source\"><summary>The spec, as written</summary><pre>\(HTML.escape(source))</pre></details>\n"
        }
        for (index, scenario) in file.scenarios.enumerated() {
            out += self.scenario(scenario, spec: file.spec, anchor: "\(anchor)s\(index + 1)", budget: &budget)
        }
        return out + "</section>\n"
    }

    /// The comparison table of `spec table`, with a link and a verdict per scenario; a cell an
    /// expectation covers carries its ✓ or ✗.
    static func table(_ file: FileResult, anchor: String) -> String {
        let table = ComparisonTable([file], alwaysShowsResult: true)
        var out = "<table class=\"compare\">\n<thead><tr>"
        out += table.header.map { "<th>\(HTML.escape($0))</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        // One file: the scenario comes first, then its result.
        for (index, row) in table.rows.enumerated() {
            let cells = table.cells(row)
            out += "<tr><td><a href=\"#\(anchor)s\(index + 1)\">\(HTML.escape(row.scenario))</a></td>\(verdict(row.result, tag: "td"))"
            for cell in cells.dropFirst(2) {
                let mark = cell.contains("✗") ? " class=\"fail\"" : ""
                out += "<td\(mark)>\(HTML.escape(cell))</td>"
            }
            out += "</tr>\n"
        }
        return out + "</tbody>\n</table>\n"
    }

    static func scenario(_ result: ScenarioResult, spec: Spec?, anchor: String, budget: inout PageBudget) -> String {
        let trace = ScenarioTrace(result, spec: spec)
        var linesByStep = [[TraceLine]](repeating: [], count: trace.steps.count)
        for line in trace.lines where linesByStep.indices.contains(line.step) { linesByStep[line.step].append(line) }
        var replay = TreeSnapshot.Replay(result.log)
        let outcome = result.outcome
        var out = "<article class=\"scenario\" id=\"\(anchor)\">\n"
        out += "<h3>\(HTML.escape(result.scenario)) \(verdict(outcome, tag: "span")) <small>\(count(result.checked, "check"))</small></h3>\n"
        for (step, summary) in trace.steps.enumerated() {
            let lines = linesByStep[step]
            let heading = step == 0 ? "launch" : "step \(step): \(summary)"
            out += "<div class=\"step\">\n<h4>\(HTML.escape(heading))</h4>\n<div class=\"pair\">\n"
            // A step that only checks the screen changes nothing: its picture would repeat the last one.
            let changed = step == 0 || lines.contains { [.render, .create, .destroy, .skip, .initialize].contains($0.kind) }
            if changed && budget.nodes <= 0 {
                out += "<div class=\"picture same\">picture left out: the page has drawn \(budget.pictures) nodes, its limit</div>\n"
            } else if changed, let snapshot = replay.snapshot(after: step) {
                budget.nodes -= snapshot.nodes.count
                out += picture(TreeGraph(snapshot, scenario: result.scenario, spec: spec))
            } else {
                // A step that only checked the screen ran nothing; one whose action ran (and was
                // stopped, say, before any render) did not change the tree, which is not the same.
                let ran = lines.contains { ![.step, .expect].contains($0.kind) }
                out += "<div class=\"picture same\">\(ran ? "the tree did not change" : "nothing ran"): "
                    + "the tree is as in the picture above</div>\n"
            }
            out += "<pre class=\"trace\">"
            let shown = lines.dropFirst(lines.first?.kind == .step ? 1 : 0)
            if shown.count > budget.lines {
                out += "trace left out: " + leftOut(shown.count, budget: budget) + "; `spec trace` prints them all\n"
                budget.lines = 0   // from here on every step's trace is left out, not only the long ones
            } else {
                budget.lines -= shown.count
                for line in shown {
                    let text = String(repeating: "  ", count: max(line.depth - 1, 0)) + line.text
                    out += "<span class=\"t-\(line.tone.rawValue)\">\(HTML.escape(text))</span>\n"
                }
            }
            out += "</pre>\n</div>\n</div>\n"
        }
        if let error = result.error {
            out += "<pre class=\"error\">\(HTML.escape(error.description))</pre>\n"
        }
        return out + "</article>\n"
    }

    /// PASS, FAIL or ERROR in a cell or a heading, coloured as a pass or not.
    static func verdict(_ outcome: String, tag: String) -> String {
        "<\(tag) class=\"\(outcome == "PASS" ? "pass" : "fail")\">\(outcome)</\(tag)>"
    }

    /// Why a step's `lines` trace lines are left out, as the page's budget stands before them.
    static func leftOut(_ lines: Int, budget: PageBudget) -> String {
        if budget.lines == 0 { return "a trace above reached the page's limit of \(traceBudget) trace lines" }
        if lines > traceBudget { return "this step's \(lines) lines are more than the page's limit of \(traceBudget) trace lines" }
        return "the page has shown \(traceBudget - budget.lines) trace lines, and this step's \(lines) would pass its limit of \(traceBudget)"
    }

    /// A step's picture with long runs of rows folded; the whole tree behind a disclosure (no
    /// script needed) when something was folded.
    static func picture(_ graph: TreeGraph) -> String {
        let (folded, hidden) = graph.foldingRuns()
        var out = "<div class=\"picture\">\(TreeSVG.render(folded))"
        if hidden > 0 {
            out += "<details><summary>show all \(graph.boxes.count) boxes (\(hidden) folded above)</summary>"
                + "<div class=\"picture\">\(TreeSVG.render(graph))</div></details>"
        }
        return out + "</div>\n"
    }
}
