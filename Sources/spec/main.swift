import Foundation
import SpecKit

// The command line: parses arguments, calls SpecKit, sets the exit code. No logic of its own.

/// Each command's entry point, which returns the exit code; their help is in `Commands`.
let entries: [String: ([String]) -> Int32] = [
    "run": runCommand, "check": checkCommand, "table": tableCommand, "trace": traceCommand,
    "graph": graphCommand, "report": reportCommand, "export": exportCommand, "schema": schemaCommand,
    "completion": completionCommand, "explore": exploreCommand, "man": manCommand, "help": helpCommand,
]

/// `spec help [COMMAND]`.
func helpCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, for: Commands.help)
    guard let name = options.files.first else {
        print(Help.overview(Commands.all), terminator: "")
        return 0
    }
    guard options.files.count == 1, let command = Commands.all.first(where: { $0.name == name }) else {
        usageError("no command '\(options.files.joined(separator: " "))'; the commands are "
                   + Commands.all.map(\.name).joined(separator: ", "), command: Commands.help)
    }
    print(command.text, terminator: "")
    return 0
}

/// `spec man`: spec(1) in roff.
func manCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, for: Commands.man)
    if !options.files.isEmpty { usageError("man takes no arguments", command: Commands.man) }
    print(ManPage.render(Commands.all, version: SpecKitInfo.version), terminator: "")
    return 0
}

var arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first else {
    printError(Help.overview(Commands.all))
    exit(2)
}
arguments.removeFirst()

switch name {
case "--help", "-h":
    print(Help.overview(Commands.all), terminator: "")
case "--version":
    print("spec \(SpecKitInfo.version)")
default:
    guard let entry = entries[name] else {
        let near = Suggestion.closest(to: name, in: Commands.all.map(\.name)).map { "; did you mean \($0)?" } ?? ""
        usageError("unknown command '\(name)'\(near)")
    }
    exit(entry(arguments))
}
