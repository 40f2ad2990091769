import Foundation
import SpecKit

/// `spec table [--format markdown|text] FILE...`: the comparison table of the files' scenarios.
/// Markdown unless the output is a terminal. Exit codes as for `run`; a spec that does not load
/// is reported on standard error.
func tableCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, for: Commands.table)
    let results = options.someFiles().map { ScenarioRunner.run(file: $0) }
    var diagnostics = TextReport(color: options.useColor(2))
    for file in results where file.loadError != nil { printError(diagnostics.block(file).diagnostics) }
    let table = ComparisonTable(results)
    if table.rows.isEmpty { return results.map(\.exitCode).max() ?? 2 }
    let format = options.values["--format"] ?? (isatty(1) == 1 ? "text" : "markdown")
    print(format == "text" ? table.text() : table.markdown(), terminator: "")
    return results.map(\.exitCode).max() ?? 0
}
