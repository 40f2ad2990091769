import Foundation
import SpecKit

/// The `spec` command line as a function: parses the arguments, runs the command against SpecKit
/// and returns the exit status. It prints only through the console it is given and never exits,
/// so the `spec` executable is a call of it, and a test can run a command without starting one.
public enum SpecCommandLine {
    /// Runs `spec ARGUMENTS…` (the arguments without the program's name); returns the exit status:
    /// 0 all held, 1 an expectation failed (or a finding, for explore), 2 a bad spec or bad usage.
    /// Runs on a thread of `Limits.threadStackBytes`, as every worker does, so a spec that
    /// nests as deep as the limits allow gives the same result alone as among other files.
    public static func run(_ arguments: [String], console: Console) -> Int32 {
        LargeStack.run { runHere(arguments, console: console) }
    }

    private static func runHere(_ arguments: [String], console: Console) -> Int32 {
        let status: Int32
        do {
            status = try dispatch(arguments, console)
        } catch let exit as CommandExit {
            status = exit.finish(console)
        } catch {
            console.err.write("spec: \(error)\n")
            status = 2
        }
        // What the command printed is only done when it has arrived: a report lost to a full
        // disk or a closed stream is an error, as it is for `--output FILE`.
        console.out.flush()
        if let failure = console.out.writeFailure {
            console.err.write("spec: cannot write standard output: \(failure)\n")
            return 2
        }
        return status
    }

    /// Each command's entry point, which returns the exit code; their help is in `Commands`.
    static let entries: [String: @Sendable ([String], Console) throws -> Int32] = [
        "run": runCommand, "check": checkCommand, "table": tableCommand, "trace": traceCommand,
        "graph": graphCommand, "report": reportCommand, "export": exportCommand, "schema": schemaCommand,
        "completion": completionCommand, "explore": exploreCommand, "man": manCommand, "help": helpCommand,
    ]

    private static func dispatch(_ arguments: [String], _ console: Console) throws -> Int32 {
        var arguments = arguments
        // `--color` is every command's option: before the command, it is taken as if after it.
        var color: [String] = []
        while let first = arguments.first, first == "--color" || first.hasPrefix("--color=") {
            color.append(arguments.removeFirst())
            if first == "--color", let next = arguments.first, ColorChoice(rawValue: next) != nil { color.append(arguments.removeFirst()) }
        }
        guard let name = arguments.first else {
            console.err.write(Help.overview(Commands.all))
            return 2
        }
        arguments.removeFirst()
        if ["--help", "-h", "--version"].contains(name), let extra = arguments.first {
            throw usageError("\(name) takes no arguments; got '\(extra)'")
        }
        switch name {
        case "--help", "-h":
            console.out.write(Help.overview(Commands.all))
        case "--version":
            console.out.write("spec \(SpecKitInfo.version)\n")
        default:
            guard let entry = entries[name] else {
                let near = Suggestion.closest(to: name, in: Commands.all.map(\.name)).map { "; did you mean \($0)?" } ?? ""
                throw usageError("unknown command '\(name)'\(near)")
            }
            return try entry(color + arguments, console)
        }
        return 0
    }
}

/// `spec help [COMMAND]`.
func helpCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.help, console: console)
    guard let name = options.files.first else {
        console.out.write(Help.overview(Commands.all))
        return 0
    }
    if options.files.count > 1, Commands.all.contains(where: { $0.name == name }) {
        throw tooManyWords(options.files, takes: "command", command: Commands.help)
    }
    guard options.files.count == 1, let command = Commands.all.first(where: { $0.name == name }) else {
        throw usageError("no command '\(options.files.joined(separator: " "))'; the commands are "
                         + Commands.all.map(\.name).joined(separator: ", "), command: Commands.help)
    }
    console.out.write(command.text)
    return 0
}

/// `spec man`: spec(1) in roff.
func manCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.man, console: console)
    if !options.files.isEmpty { throw usageError("man takes no arguments", command: Commands.man) }
    console.out.write(ManPage.render(Commands.all, version: SpecKitInfo.version))
    return 0
}
