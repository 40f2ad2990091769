import Foundation
import SpecKit

/// `spec trace FILE [--scenario NAME] [--format text|json]`: every step of a run, explained.
/// Exits as `spec run` does: 0 passed, 1 an expectation failed, 2 a bad spec.
func traceCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, for: Commands.trace)
    guard let result = loadedRun(of: options.singleFile(), color: options.useColor(2)) else { return 2 }
    let scenarios = selectScenarios(result, options.values["--scenario"])
    switch options.values["--format"] ?? "text" {
    case "json": print(TraceJSON.render(result, scenarios: scenarios), terminator: "")
    default:
        // Nothing else is written to standard output: the bytes go to it unbuffered, as they are.
        TraceText(color: options.useColor()).writeUTF8(result, scenarios: scenarios) { try? FileHandle.standardOutput.write(contentsOf: $0) }
    }
    let status: Int32 = scenarios.contains { $0.error != nil } ? 2 : scenarios.allSatisfy(\.passed) ? 0 : 1
    exit(status, keeping: (result, scenarios))
}
