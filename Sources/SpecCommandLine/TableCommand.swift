import Foundation
import SpecKit

/// `spec table [--format markdown|text] FILE...`: the comparison table of the files' scenarios.
/// Markdown unless the output is a terminal. Exit codes as for `run`; a spec that does not load
/// is reported on standard error.
func tableCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.table, console: console)
    let results = try options.someFiles().map { ScenarioRunner.run(file: $0) }
    var diagnostics = TextReport(color: options.useColor(2))
    for file in results where file.loadError != nil { console.err.write(diagnostics.block(file).diagnostics) }
    let table = ComparisonTable(results)
    if table.rows.isEmpty { return results.map(\.exitCode).max() ?? 2 }
    let format = options.values["--format"] ?? (console.out.isTerminal ? "text" : "markdown")
    console.out.write(format == "text" ? table.text() : table.markdown())
    return results.map(\.exitCode).max() ?? 0
}
