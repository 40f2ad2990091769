/// The command line's own description: every command, its synopsis, what it does and its options.
/// `--help`, `spec help COMMAND`, the man page and the shell completions are all written from it,
/// and the option parser reads it too, so what is documented is exactly what is accepted.
struct OptionHelp {
    /// The long name first, then aliases: `["--output", "-o"]`.
    var names: [String]
    /// The value's placeholder (`FILE`); nil for a flag.
    var value: String?
    /// The allowed values, when the value is a choice.
    var choices: [String]? = nil
    var text: String

    var name: String { names[0] }
}

struct CommandHelp {
    var name: String
    /// Arguments after the options, as in `FILE...`.
    var arguments: String
    /// One line, for the command list.
    var summary: String
    /// A paragraph or two for `spec help COMMAND` and the man page.
    var description: String
    var options: [OptionHelp] = []
    /// The closing line on exit codes, for a command whose 1 means something else.
    var exitStatus = Help.exitStatus
    /// Whether the arguments are spec files (for completion).
    var takesFiles = true

    /// Options every command accepts.
    static let common: [OptionHelp] = [
        OptionHelp(names: ["--color"], value: "WHEN", choices: ["auto", "always", "never"],
                   text: "colour the output: auto (the default: on a terminal, unless NO_COLOR is set or TERM is dumb), always, never; it may come before the command"),
        OptionHelp(names: ["--help", "-h"], value: nil, text: "print this help and exit"),
    ]

    var allOptions: [OptionHelp] { options + Self.common }

    var synopsis: String {
        let named = options.map { option in
            let value = option.choices.map { $0.joined(separator: "|") } ?? option.value
            return "[\(option.name)\(value.map { " \($0)" } ?? "")]"
        }
        return (["spec", name] + named + (arguments.isEmpty ? [] : [arguments])).joined(separator: " ")
    }

    /// The text of `spec COMMAND --help`.
    var text: String {
        var out = "usage: \(synopsis)\n\n\(description)\n\noptions:\n"
        let rows = allOptions.map { option -> (String, String) in
            let value = option.value.map { option.name == "--color" ? "=\($0)" : " \($0)" } ?? ""
            return (option.names.joined(separator: ", ") + value, option.text)
        }
        let width = (rows.map(\.0.count).max() ?? 0) + 2
        for (left, right) in rows {
            out += "  " + left.padding(toLength: width, withPad: " ", startingAt: 0) + right + "\n"
        }
        if arguments.contains("FILE") {
            out += "\nA FILE of `-` is read from standard input, which can be given once; `--` ends the options, so a file may start with `-`.\n"
        }
        return out + "\n" + exitStatus + "\n"
    }
}

enum Help {
    static let exitStatus = """
        exit status: 0 all expectations hold, 1 an expectation failed, 2 a bad spec or bad usage
        """
    /// For the commands that print what they are asked for and run no spec.
    static let printStatus = "exit status: 0 printed, 2 bad usage"

    /// The global usage: the commands, one line each.
    static func overview(_ commands: [CommandHelp]) -> String {
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        var out = """
            spec: settles SwiftUI data-flow questions by running YAML scenarios

            usage: spec COMMAND [OPTIONS] [ARGUMENTS]

            commands:

            """
        for command in commands {
            out += "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.summary + "\n"
        }
        out += """

            `spec help COMMAND` or `spec COMMAND --help` describes a command; `spec --version` prints the version.
            Results go to standard output, diagnostics to standard error.
            \(exitStatus)

            """
        return out
    }
}
