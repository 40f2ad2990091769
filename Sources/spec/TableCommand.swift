import SpecKit

/// `spec table [--format markdown|text] FILE...`: the comparison table of the files' scenarios.
/// Markdown unless the output is a terminal. Exit codes as for `run`.
func tableCommand(_ arguments: [String]) -> Int32 {
    var format: String?
    var files: [String] = []
    var rest = arguments[...]
    while let arg = rest.popFirst() {
        if arg == "--format" {
            guard let f = rest.popFirst(), ["markdown", "text"].contains(f) else { usageError("--format is markdown or text") }
            format = f
        } else if arg.hasPrefix("-") {
            usageError("unknown option \(arg) for table")
        } else {
            files.append(arg)
        }
    }
    if files.isEmpty { usageError("table needs at least one spec file") }
    let results = files.map { ScenarioRunner.run(file: $0) }
    let broken = results.filter { $0.loadError != nil }
    if !broken.isEmpty {
        var report = TextReport(color: useColor(2))
        printError(report.render(broken))
    }
    let table = ComparisonTable(results)
    if table.rows.isEmpty { return results.map(\.exitCode).max() ?? 2 }
    print((format ?? (useColor() ? "text" : "markdown")) == "text" ? table.text() : table.markdown(), terminator: "")
    return results.map(\.exitCode).max() ?? 0
}
