import Foundation
import SpecKit

/// `spec report FILE... [-o report.html] [--scenario NAME]`: one self-contained HTML page for the
/// files (the scenario `--scenario` names alone of each); standard output without -o. Exits as `spec run` does, after writing the page either way. With -o the
/// terminal shows what `spec run` shows; without it, the page is standard output, and standard
/// error says what stopped or failed, so that a red exit status always comes with its reason.
func reportCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.report, console: console)
    let files = try options.someFiles()
    let target = try options.values["--output"].map {
        try checkedOutput($0, option: "--output", example: reportExample("html"), inputs: files, console: console)
    }
    // Every file lacking the scenario is named before anything runs, as `run` names them.
    do { try ParallelRun.checkScenario(options.values["--scenario"], in: files, jobs: ParallelRun.defaultJobs) } catch {
        throw usageError(error.description, command: Commands.report)
    }
    var results: [FileResult] = []
    for file in files {
        do { results.append(try ScenarioRunner.run(file: file, scenario: options.values["--scenario"])) } catch {
            throw usageError(error.description, command: Commands.report)
        }
    }
    let page = HTMLReport.render(results)
    let status = results.map(\.exitCode).max() ?? 0
    if let target {
        var terminal = TerminalReport(verbose: false, options: options)
        for file in results { terminal.add(file) }
        terminal.finish()
        if let failed = write(page, to: target, console: console) { return failed }
    } else {
        console.out.write(page)
        var text = TextReport(color: options.useColor(2))
        for file in results {
            let block = text.block(file)
            if block.results.contains("FAIL") || !block.diagnostics.isEmpty { console.err.write(block.results + block.diagnostics) }
        }
        if status != 0 { console.err.write(RunCounts(results).line + "\n") }
    }
    return status
}
