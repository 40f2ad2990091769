import Foundation
import SpecKit

/// `spec run [--format text|junit|json] [--output FILE] FILE...`: runs every scenario; exit 0,
/// 1 (an expectation failed) or 2 (a bad spec). Results go to standard output and diagnostics to
/// standard error. With `--output`, the report goes to FILE and the text report still goes to
/// standard output, for the CI log.
func runCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, for: Commands.run)
    let verbose = options.flags.contains("--verbose")
    let format = options.values["--format"] ?? "text"
    let output = options.values["--output"]
    let files = options.someFiles()
    let target = output.map { checkedOutput($0, inputs: files) }
    let started = Date()
    let results = files.map { ScenarioRunner.run(file: $0) }
    let report: String
    switch format {
    case "junit": report = JUnitReport(timestamp: started).render(results)
    case "json": report = JSONReport().render(results)
    default:
        var text = TextReport(color: false, verbose: verbose)
        report = text.render(results)
    }
    if let target {
        do { try target.write(report) } catch {
            printError("spec: \(error)\n")
            return 2
        }
    }
    if output != nil || format == "text" {
        printTextReport(results, verbose: verbose, options: options)
    } else {
        print(report, terminator: "")
    }
    return results.map(\.exitCode).max() ?? 0
}

/// The text report on the terminal: each file's results on standard output, its diagnostics on
/// standard error, then the closing count.
func printTextReport(_ results: [FileResult], verbose: Bool, options: Options) {
    var out = TextReport(color: options.useColor(1), verbose: verbose)
    var err = TextReport(color: options.useColor(2), verbose: verbose)
    for file in results {
        print(out.block(file).results, terminator: "")
        let diagnostics = err.block(file).diagnostics
        if !diagnostics.isEmpty {
            fflush(nil)  // results before the diagnostics that follow them
            printError(diagnostics)
        }
    }
    print(RunCounts(results).line)
}
