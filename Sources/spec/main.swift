import Foundation
import SpecKit

// The command line: parses arguments, calls SpecKit, sets the exit code. No logic of its own.

/// Each subcommand: its one-line usage and its entry point, which returns the exit code.
let commands: [(name: String, usage: String, run: ([String]) -> Int32)] = [
    ("run", "spec run [--verbose] FILE...        run every scenario and check its expectations", runCommand),
    ("check", "spec check FILE...                  check every file without running it", checkCommand),
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
    print("spec \(SpecKit.version)")
default:
    guard let command = commands.first(where: { $0.name == name }) else { usageError("unknown command '\(name)'") }
    exit(command.run(arguments))
}
