import Foundation
import SpecKit

/// `--color=auto|always|never`: auto colours a terminal unless NO_COLOR is set to something
/// (no-color.org) or TERM is `dumb`; a choice given on the command line wins over both.
enum ColorChoice: String {
    case auto, always, never

    /// Whether `output` is coloured, with the console's environment.
    func enabled(_ output: CommandOutput, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            // A terminal that says it is dumb (`TERM=dumb`, Emacs' shell) shows escapes as text.
            let noColor = environment["NO_COLOR"] ?? ""
            return output.isTerminal && noColor.isEmpty && environment["TERM"] != "dumb"
        }
    }
}

/// A command's arguments, parsed against its help: options that take a value (`--scenario NAME`,
/// `--scenario=NAME`, `-o FILE`), flags, and the rest. `-` is an argument (standard input); after
/// `--` everything is an argument; `--help` prints the command's help and exits 0.
struct Options {
    /// Values by the option's long name.
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var files: [String] = []
    var color = ColorChoice.auto
    let command: CommandHelp
    /// Where the command prints: `--output FILE` puts a file in place of standard output.
    var console: Console

    init(_ arguments: [String], for command: CommandHelp, console: Console) throws {
        self.command = command
        self.console = console
        var rest = arguments[...]
        while let arg = rest.popFirst() {
            if arg == "--" {
                files += rest
                break
            }
            guard arg.hasPrefix("-"), arg != "-" else {
                files.append(arg)
                continue
            }
            var (name, inline) = arg.firstIndex(of: "=").map { (String(arg[..<$0]), String(arg[arg.index(after: $0)...])) }
                ?? (arg, nil)
            // A short option's value may follow it in the same word, as getopt reads it: `-j2`, `-oreport.xml`.
            if inline == nil, !arg.hasPrefix("--"), arg.count > 2, !command.allOptions.contains(where: { $0.names.contains(name) }),
               command.allOptions.contains(where: { $0.value != nil && $0.names.contains(String(arg.prefix(2))) }) {
                (name, inline) = (String(arg.prefix(2)), String(arg.dropFirst(2)))
            }
            guard let option = command.allOptions.first(where: { $0.names.contains(name) }) else {
                throw usageError(UnknownOption.message(name, for: command, among: Commands.all), command: command)
            }
            switch option.name {
            case "--help":
                console.out.write(command.text)
                throw CommandExit.status(0)
            case "--color":
                // `--color` alone means always, as in GNU tools; a separate word is taken only if it is a choice.
                var value = inline ?? "always"
                if inline == nil, let next = rest.first, ColorChoice(rawValue: next) != nil { value = next; rest.removeFirst() }
                guard let choice = ColorChoice(rawValue: value) else {
                    throw usageError("--color must be one of auto, always, never; got '\(value)'", command: command)
                }
                color = choice
            default:
                guard option.value != nil else {
                    if inline != nil { throw usageError("\(name) takes no value", command: command) }
                    flags.insert(option.name)
                    continue
                }
                guard let value = inline ?? rest.popFirst() else {
                    throw usageError("\(name) needs a value: \(option.value ?? "")", command: command)
                }
                if let choices = option.choices, !choices.contains(value) {
                    throw usageError("\(name) must be one of \(choices.joined(separator: ", ")); got '\(value)'", command: command)
                }
                values[option.name] = value
            }
        }
    }

    /// Whether output on file descriptor `fd` (1 standard output, 2 standard error) is coloured.
    func useColor(_ fd: Int32 = 1) -> Bool {
        color.enabled(fd == 2 ? console.err : console.out, environment: console.environment)
    }

    /// The one spec file this command reads.
    func singleFile() throws -> String {
        guard files.count == 1 else { throw usageError("\(command.name) needs exactly one spec file", command: command) }
        return files[0]
    }

    /// The spec files; at least one, and standard input at most once: a second `-` would find it
    /// read to its end, or read the same spec twice.
    func someFiles() throws -> [String] {
        if files.isEmpty { throw usageError("\(command.name) needs at least one spec file", command: command) }
        if files.filter({ $0 == "-" }).count > 1 {
            throw usageError("- (standard input) is given more than once; it can be read once: give - once, and other specs by name",
                             command: command)
        }
        return files
    }
}

/// Runs one file for a command that explains it; prints load errors and returns nil when it does not load.
func loadedRun(of file: String, color: Bool, console: Console) -> FileResult? {
    let result = runReportingLoadErrors(of: file, color: color, console: console)
    return result.loadError == nil ? result : nil
}

/// Runs one file for a command that explains one scenario, that scenario alone when `name` is
/// given (the others change nothing in it); prints load errors and returns nil when it does not
/// load. An unknown name is a usage error listing the file's scenarios.
func loadedRun(of file: String, scenario name: String?, color: Bool, console: Console, command: CommandHelp) throws -> FileResult? {
    guard let name else { return loadedRun(of: file, color: color, console: console) }
    var picked: [ScenarioResult] = []
    var result: FileResult
    do {
        result = try ScenarioRunner.runEach(file: file, named: name, exiting: console.exitsAfterCommand) { s, _ in picked.append(s) }
    } catch let unknown as UnknownScenario {
        throw usageError(unknown.description, command: command)
    }
    result.scenarios = picked
    reportLoadErrors(of: result, color: color, console: console)
    return result.loadError == nil ? result : nil
}

/// Runs one file for a command that explains it, with its load errors, if any, on standard error.
func runReportingLoadErrors(of file: String, color: Bool, console: Console) -> FileResult {
    // Every command that loads one run ends once it has read it; in the `spec` process, so does the process.
    let result = ScenarioRunner.run(file: file, exiting: console.exitsAfterCommand)
    reportLoadErrors(of: result, color: color, console: console)
    return result
}

/// A file's load errors, if any, on standard error.
func reportLoadErrors(of result: FileResult, color: Bool, console: Console) {
    if let error = result.loadError {
        var formatter = DiagnosticFormatter(color: color)
        formatter.add(result)
        for d in error.diagnostics { console.err.write(formatter.format(d)) }
    }
}

/// Writes on standard error, as `spec run` does, the problem that stopped each of `scenarios`;
/// returns whether one stopped, which exits 2: the status is never 2 without its reason.
func reportStopped(_ scenarios: [ScenarioResult], of result: FileResult, color: Bool, console: Console) -> Bool {
    var formatter = DiagnosticFormatter(color: color)
    formatter.add(result)
    var stopped = false
    for scenario in scenarios {
        guard let error = scenario.error else { continue }
        stopped = true
        console.out.flush()  // what the command printed before the reason that follows it
        console.err.write(formatter.format(error))
    }
    return stopped
}

/// What standard error says of a scenario whose expectations failed, as `graph`, `trace` and
/// `table` say it (`note` follows its name: the tree is drawn all the same): each failure located,
/// with what it expected and when, so that a status of 1 never comes without its reason, even
/// when standard output is a file (`-o`). Nil when none failed, or a problem stopped it: that
/// is the reason `reportStopped` gives.
func failedReason(_ scenario: ScenarioResult, note: String = "") -> String? {
    guard scenario.error == nil, !scenario.failures.isEmpty else { return nil }
    return "spec: the scenario \(scenario.scenario.quotedName) failed (exit status 1)\(note):\n"
        + scenario.failures.map { "  \($0.expectation.location): \($0.message)\($0.when)\n" }.joined()
}

/// The scenarios a `--scenario` option picks; an unknown name is a usage error listing the names.
func selectScenarios(_ result: FileResult, _ name: String?, command: CommandHelp) throws -> [ScenarioResult] {
    do {
        return try result.scenarios(named: name)
    } catch {
        throw usageError(error.description, command: command)
    }
}
