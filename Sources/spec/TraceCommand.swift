import SpecKit

/// `spec trace FILE [--scenario NAME] [--format text|json]`: every step of a run, explained.
/// Exits as `spec run` does: 0 passed, 1 an expectation failed, 2 a bad spec.
func traceCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, for: Commands.trace)
    guard let result = loadedRun(of: options.singleFile(), color: options.useColor(2)) else { return 2 }
    let scenarios = selectScenarios(result, options.values["--scenario"])
    switch options.values["--format"] ?? "text" {
    case "json": print(TraceJSON.render(result, scenarios: scenarios), terminator: "")
    default: print(TraceText(color: options.useColor()).render(result, scenarios: scenarios), terminator: "")
    }
    if scenarios.contains(where: { $0.error != nil }) { return 2 }
    return scenarios.allSatisfy(\.passed) ? 0 : 1
}
