import Foundation
import SpecKit

// The command line: parses arguments, calls SpecKit, sets the exit code. No logic of its own.

/// Each subcommand: its one-line usage and its entry point, which returns the exit code.
let commands: [(name: String, usage: String, run: ([String]) -> Int32)] = [
    ("run", "spec run [--verbose] [--format text|junit|json] [--output FILE] [--jobs N] FILE...\n"
        + "                                      run every scenario and check its expectations", runCommand),
    ("check", "spec check FILE...\n"
        + "                                      check every file without running it", checkCommand),
    ("export", "spec export swiftui FILE -o DIR [--toolchain xcode26|xcode27]\n"
        + "                                      write the Xcode project and UI tests for a spec", exportCommand),
    ("table", "spec table [--format markdown|text] FILE...\n"
        + "                                      the comparison table of the scenarios", tableCommand),
    ("trace", "spec trace FILE [--scenario NAME] [--format text|json]\n"
        + "                                      explain every step: inits, holders, renders and why", traceCommand),
    ("graph", "spec graph FILE [--scenario NAME] [--step N] [--format dot|mermaid|svg]\n"
        + "                                      draw the node tree after a step (0 = launch)", graphCommand),
    ("report", "spec report FILE... [-o report.html]\n"
        + "                                      one HTML page: tables, pictures and traces", reportCommand),
]

let usage = """
    usage:
    \(commands.map { "  \($0.usage)" }.joined(separator: "\n"))
      spec --help | --version

    exit status: 0 all expectations hold, 1 an expectation failed, 2 a bad spec or usage
    """

var arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first else { usageError("no command given") }
arguments.removeFirst()

switch name {
case "--help", "-h", "help":
    print(usage)
case "--version":
    print("spec \(SpecKitInfo.version)")
default:
    guard let command = commands.first(where: { $0.name == name }) else { usageError("unknown command '\(name)'") }
    exit(command.run(arguments))
}
