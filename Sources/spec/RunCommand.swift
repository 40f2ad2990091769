import SpecKit

/// `spec run FILE...`: runs every scenario; exit 0, 1 (an expectation failed) or 2 (a bad spec).
func runCommand(_ arguments: [String]) -> Int32 {
    var verbose = false
    var files: [String] = []
    for arg in arguments {
        if arg == "--verbose" || arg == "-v" { verbose = true }
        else if arg.hasPrefix("-") { usageError("unknown option \(arg) for run") }
        else { files.append(arg) }
    }
    if files.isEmpty { usageError("run needs at least one spec file") }
    let results = files.map { ScenarioRunner.run(file: $0) }
    var report = TextReport(color: useColor(), verbose: verbose)
    print(report.render(results), terminator: "")
    return results.map(\.exitCode).max() ?? 0
}
