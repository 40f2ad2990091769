import Foundation

/// spec(1) in roff, written from the commands' help so that the page and `--help` never disagree.
enum ManPage {
    static func render(_ commands: [CommandHelp], version: String) -> String {
        var out = """
            .TH SPEC 1 "" "spec \(version)" "User Commands"
            .SH NAME
            spec \\- settle SwiftUI data-flow questions by running YAML scenarios
            .SH SYNOPSIS

            """
        for command in commands { out += ".B \(escape(command.synopsis))\n.br\n" }
        out += """
            .SH DESCRIPTION
            A spec is a YAML file: a component tree, the state holders each component uses, an action
            script, and the labels expected on screen.
            .B spec
            builds the view graph under SwiftUI's rules, runs the script and checks every expected label.
            Results go to standard output, diagnostics to standard error.
            A FILE of
            .B \\-
            is read from standard input;
            .B \\-\\-
            ends the options.
            .SH COMMANDS

            """
        for command in commands {
            out += ".SS \(escape(command.name))\n\(escape(paragraph(command.description)))\n"
            for option in command.options {
                let value = option.choices.map { $0.joined(separator: "|") } ?? option.value
                out += ".TP\n.B \(escape(option.names.joined(separator: ", ")))\(value.map { " \\fI\(escape($0))\\fR" } ?? "")\n"
                out += escape(option.text) + "\n"
            }
        }
        out += ".SH OPTIONS\nEvery command accepts:\n"
        for option in CommandHelp.common {
            let value = option.value.map { "=\\fI\(escape($0))\\fR" } ?? ""
            out += ".TP\n.B \(escape(option.names.joined(separator: ", ")))\(value)\n\(escape(option.text))\n"
        }
        out += """
            .SH EXIT STATUS
            0 when all expectations hold, 1 when an expectation failed, 2 for a bad spec or bad usage.
            .SH ENVIRONMENT
            .TP
            .B NO_COLOR
            When set to a non-empty value, output is not coloured unless \\fB\\-\\-color=always\\fR is given.
            .TP
            .B TERM
            When \\fBdumb\\fR, output is not coloured unless \\fB\\-\\-color=always\\fR is given.
            .SH SEE ALSO
            The spec format, the rules the engine follows and the JSON outputs are described in
            docs/spec-format.md, docs/semantics.md and docs/json.md of the source repository.

            """
        return out
    }

    /// The description's lines as one paragraph: roff fills lines itself.
    static func paragraph(_ text: String) -> String {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
    }

    /// Text safe in roff: backslashes and hyphens escaped, characters beyond ASCII as `\[u2713]`,
    /// no line starting with a control character.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            case _ where scalar.value > 0x7E: escaped += "\\[u" + String(format: "%04X", scalar.value) + "]"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : String(line)
        }.joined(separator: "\n")
    }
}
