import Foundation
import SpecKit

/// The command line: parses arguments, calls SpecKit, sets the exit code. No logic of its own.
let usage = """
usage: spec run [--verbose] FILE...     run every scenario and check its expectations
       spec --help | --version

exit status: 0 all expectations hold, 1 an expectation failed, 2 a bad spec or usage
"""

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("spec: \(message)\n\(usage)\n".utf8))
    exit(2)
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail("no command given") }
arguments.removeFirst()

switch command {
case "--help", "-h", "help":
    print(usage)
case "--version":
    print("spec \(SpecKit.version)")
case "run":
    var verbose = false
    var files: [String] = []
    for arg in arguments {
        if arg == "--verbose" || arg == "-v" { verbose = true }
        else if arg.hasPrefix("-") { fail("unknown option \(arg) for run") }
        else { files.append(arg) }
    }
    if files.isEmpty { fail("run needs at least one spec file") }
    let color = isatty(1) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    let results = files.map { ScenarioRunner.run(file: $0) }
    var report = TextReport(color: color, verbose: verbose)
    print(report.render(results), terminator: "")
    exit(results.map(\.exitCode).max() ?? 0)
default:
    fail("unknown command '\(command)'")
}
