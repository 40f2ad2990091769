import Foundation
import SpecKit

/// `spec trace FILE [--scenario NAME] [--format text|json]`: every step of a run, explained.
/// Exits as `spec run` does: 0 passed, 1 an expectation failed, 2 a bad spec.
func traceCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.trace, console: console)
    guard let result = loadedRun(of: try options.singleFile(), color: options.useColor(2), console: console) else { return 2 }
    let scenarios = try selectScenarios(result, options.values["--scenario"])
    switch options.values["--format"] ?? "text" {
    case "json": console.out.write(TraceJSON.render(result, scenarios: scenarios))
    default:
        // The bytes go to the output as they are, a piece at a time.
        TraceText(color: options.useColor()).writeUTF8(result, scenarios: scenarios) { console.out.write($0) }
    }
    let status: Int32 = scenarios.contains { $0.error != nil } ? 2 : scenarios.allSatisfy(\.passed) ? 0 : 1
    console.keepUntilExit((result, scenarios))
    return status
}
