import Foundation
import SpecKit

/// `--color=auto|always|never`: auto colours a terminal unless NO_COLOR is set to something
/// (no-color.org); a choice given on the command line wins over NO_COLOR.
enum ColorChoice: String {
    case auto, always, never

    /// Whether output on file descriptor `fd` (1 standard output, 2 standard error) is coloured.
    func enabled(_ fd: Int32 = 1) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] ?? ""
            return isatty(fd) == 1 && noColor.isEmpty
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

    init(_ arguments: [String], for command: CommandHelp) {
        self.command = command
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
            let (name, inline) = arg.firstIndex(of: "=").map { (String(arg[..<$0]), String(arg[arg.index(after: $0)...])) }
                ?? (arg, nil)
            guard let option = command.allOptions.first(where: { $0.names.contains(name) }) else {
                let near = Suggestion.closest(to: name, in: command.allOptions.flatMap(\.names)).map { "; did you mean \($0)?" } ?? ""
                usageError("unknown option \(name) for \(command.name)\(near)", command: command)
            }
            switch option.name {
            case "--help":
                print(command.text, terminator: "")
                exit(0)
            case "--color":
                // `--color` alone means always, as in GNU tools; a separate word is taken only if it is a choice.
                var value = inline ?? "always"
                if inline == nil, let next = rest.first, ColorChoice(rawValue: next) != nil { value = next; rest.removeFirst() }
                guard let choice = ColorChoice(rawValue: value) else {
                    usageError("--color must be one of auto, always, never; got '\(value)'", command: command)
                }
                color = choice
            default:
                guard option.value != nil else {
                    if inline != nil { usageError("\(name) takes no value", command: command) }
                    flags.insert(option.name)
                    continue
                }
                guard let value = inline ?? rest.popFirst() else {
                    usageError("\(name) needs a value: \(option.value ?? "")", command: command)
                }
                if let choices = option.choices, !choices.contains(value) {
                    usageError("\(name) must be one of \(choices.joined(separator: ", ")); got '\(value)'", command: command)
                }
                values[option.name] = value
            }
        }
    }

    func useColor(_ fd: Int32 = 1) -> Bool { color.enabled(fd) }

    /// The one spec file this command reads.
    func singleFile() -> String {
        guard files.count == 1 else { usageError("\(command.name) needs exactly one spec file", command: command) }
        return files[0]
    }

    /// The spec files; at least one.
    func someFiles() -> [String] {
        if files.isEmpty { usageError("\(command.name) needs at least one spec file", command: command) }
        return files
    }
}

/// Runs one file for a command that explains it; prints load errors and returns nil when it does not load.
func loadedRun(of file: String, color: Bool) -> FileResult? {
    // Every command that loads one run exits once it has read it.
    let result = ScenarioRunner.run(file: file, exiting: true)
    if let error = result.loadError {
        var formatter = DiagnosticFormatter(color: color)
        formatter.add(result)
        for d in error.diagnostics { printError(formatter.format(d)) }
        return nil
    }
    return result
}

/// The scenarios a `--scenario` option picks; an unknown name is a usage error listing the names.
func selectScenarios(_ result: FileResult, _ name: String?) -> [ScenarioResult] {
    do {
        return try result.scenarios(named: name)
    } catch {
        usageError(error.description)
    }
}
