import Foundation
import SpecKit

/// `spec run [--format text|junit|json] [--output FILE] FILE...`: runs every scenario; exit 0,
/// 1 (an expectation failed) or 2 (a bad spec). With `--output`, the report goes to FILE and the
/// text report still goes to standard output, for the CI log.
func runCommand(_ arguments: [String]) -> Int32 {
    var verbose = false
    var format = "text"
    var output: String?
    var files: [String] = []
    var rest = arguments[...]
    while let arg = rest.popFirst() {
        switch arg {
        case "--verbose", "-v": verbose = true
        case "--format":
            guard let f = rest.popFirst(), ["text", "junit", "json"].contains(f) else {
                usageError("--format is one of text, junit, json")
            }
            format = f
        case "--output", "-o":
            guard let file = rest.popFirst() else { usageError("\(arg) needs a file") }
            output = file
        default:
            if arg.hasPrefix("-") { usageError("unknown option \(arg) for run") }
            files.append(arg)
        }
    }
    if files.isEmpty { usageError("run needs at least one spec file") }
    let results = files.map { ScenarioRunner.run(file: $0, recording: false) }
    var text = TextReport(color: output == nil && useColor(), verbose: verbose)
    let report: String
    switch format {
    case "junit": report = JUnitReport().render(results)
    case "json": report = JSONReport().render(results)
    default: report = text.render(results)
    }
    if let output {
        do { try Data(report.utf8).write(to: URL(fileURLWithPath: output)) } catch {
            FileHandle.standardError.write(Data("spec: cannot write \(output): \(error.localizedDescription)\n".utf8))
            return 2
        }
        if format != "text" {
            var terminal = TextReport(color: useColor(), verbose: verbose)
            print(terminal.render(results), terminator: "")
        }
    } else {
        print(report, terminator: "")
    }
    return results.map(\.exitCode).max() ?? 0
}
