import SpecKit

/// `spec check FILE...`: loads and validates every file without running it; exit 0, or 2 for a bad spec.
func checkCommand(_ arguments: [String]) -> Int32 {
    var files: [String] = []
    for arg in arguments {
        if arg.hasPrefix("-") { usageError("unknown option \(arg) for check") }
        files.append(arg)
    }
    if files.isEmpty { usageError("check needs at least one spec file") }
    let results = files.map { SpecFile.check($0) }
    var report = CheckReport(color: useColor())
    print(report.render(results), terminator: "")
    exit(results.map(\.exitCode).max() ?? 0, keeping: results)
}
