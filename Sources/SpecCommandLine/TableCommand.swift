import Foundation
import SpecKit

/// `spec table [--format markdown|text] [--scenario NAME] [--output FILE] [--jobs N] FILE...`: the
/// comparison table of the files' scenarios. Markdown unless the output is a terminal. Files run
/// N at a time as for `run`, the rows in the order given, so the table is the same for any N.
/// Exit codes as for `run`; a spec that does not load, and the problem that stopped a scenario,
/// are reported on standard error as `run` reports them, and each expectation that failed as
/// `trace` and `graph` report it.
func tableCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.table, console: console)
    // The number first: `--jobs t.yaml` took the file as its value, which is the mistake to name.
    let jobs = try requestedJobs(options)
    let files = try options.someFiles()
    return try options.printing(example: "table.md") { options, console in
        var results: [FileResult] = []
        try runFiles(files, jobs: jobs, options: options, recording: true) { results.append($0) }
        var diagnostics = TextReport(color: options.useColor(2))
        let table = ComparisonTable(results)
        if !table.rows.isEmpty {
            let format = options.values["--format"] ?? (console.out.isTerminal ? "text" : "markdown")
            console.out.write(format == "text" ? table.text() : table.markdown())
            console.out.flush()  // the table before the reasons that follow it
        }
        // The table's error column holds a stopped scenario's message, and its ✗ cells the
        // expectations that failed; standard error has them located, as `trace` and `graph` say them.
        for file in results {
            console.err.write(diagnostics.block(file).diagnostics)
            for scenario in file.scenarios { if let reason = failedReason(scenario) { console.err.write(reason) } }
        }
        return results.map(\.exitCode).max() ?? 2
    }
}
