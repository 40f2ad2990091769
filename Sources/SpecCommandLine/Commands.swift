import SpecKit

/// Every command's help, in the order `spec --help` lists them.
enum Commands {
    static let run = CommandHelp(
        name: "run", arguments: "FILE...",
        summary: "run every scenario and check its expectations",
        description: """
            Runs every scenario of each spec and checks each expected label. Prints a line per
            scenario, the expected label and the screen for each failed expectation, and a closing
            line `N passed, N failed, N errors` (a scenario or file stopped by a bad spec is an
            error, not a failure). Problems with a spec go to standard error.
            """,
        options: [
            OptionHelp(names: ["--verbose", "-v"], value: nil,
                       text: "also print each spec's title and lesson, and the final screen of each scenario that passed (a failed one shows the screen at each failure)"),
            OptionHelp(names: ["--format"], value: "FORMAT", choices: ["text", "junit", "json"],
                       text: "the report's form: text (the default), JUnit XML, or JSON (schema/run-report.schema.json)"),
            OptionHelp(names: ["--output", "-o"], value: "FILE",
                       text: "write the report to FILE; the text report still goes to standard output"),
            OptionHelp.scenario("run only this scenario of each file"),
            OptionHelp.jobs,
        ])

    static let check = CommandHelp(
        name: "check", arguments: "FILE...",
        summary: "check every file without running it",
        description: """
            Loads and checks each spec (its YAML, names, expressions and component tree, and
            that every step names a button, tab or control some body shows) without running it,
            for editors and CI. Prints `FILE: ok` per good file and the problems of
            the others, each with file:line:column and a hint where it helps.
            """,
        exitStatus: "exit status: 0 every file checks, 2 a bad spec or bad usage")

    static let table = CommandHelp(
        name: "table", arguments: "FILE...",
        summary: "the comparison table of the scenarios",
        description: """
            Prints one row per scenario, after the file it is in when there are several and its
            result (PASS, FAIL, ERROR) when one did not pass, and a column per label any
            scenario's last step expects, named after the expectation with its {…} parts (`model
            input {n}`); a cell an expectation covers carries ✓ or ✗, a row whose scenario does not
            expect the label has `–`. Then the renders that showed a stale model and whether child
            state was kept, dropped, moved to another row (a row keyed by position passed
            another element) or made again (an object an @ObservedObject or a `let` built in init
            was given again at a later init, its identity kept). A row that failed at an earlier step or on an `assert:`, which no
            cell shows, has the first such failure and its step in a `failed at` column. A scenario
            stopped by an error has `–` in every column and its error in a last `error` column, and
            standard error says where it is, as `spec run` does; it names each expectation that
            failed too, located. Markdown unless the output is a terminal.
            """,
        options: [
            OptionHelp(names: ["--format"], value: "FORMAT", choices: ["markdown", "text"],
                       text: "markdown (the default when not on a terminal) or aligned text"),
            OptionHelp.scenario("only this scenario of each file, a row per file"),
            OptionHelp.output("the table"),
            OptionHelp.jobs,
        ])

    static let trace = CommandHelp(
        name: "trace", arguments: "FILE",
        summary: "explain every step: inits, holders, renders and why",
        description: """
            Explains every step of a scenario: each init with its arguments, what each state holder
            kept or threw away, each render with its cause, each body that did not run and why, each
            modifier that fired or did not, each model built and each expectation checked. A
            problem that stops a scenario ends its trace, and standard error says where it is;
            after the trace, it names each expectation that failed too, located.
            """,
        options: [
            OptionHelp.scenario("only this scenario (the default is all)"),
            OptionHelp(names: ["--format"], value: "FORMAT", choices: ["text", "json"],
                       text: "text (the default) or JSON (schema/trace.schema.json)"),
            OptionHelp.output("the trace"),
        ])

    static let graph = CommandHelp(
        name: "graph", arguments: "FILE",
        summary: "draw the node tree after a step (0 = launch)",
        description: """
            Draws the node tree after a step: identities, props, holder values, modifiers, and the
            "passes a value to" and "depends on" arrows. DOT by default, Mermaid for GitHub, or SVG
            through Graphviz's dot.
            """,
        options: [
            OptionHelp.scenario("the scenario to draw (needed when there are several)"),
            OptionHelp(names: ["--step"], value: "N", text: "after which step: 0 is the launch; the last step by default"),
            OptionHelp(names: ["--format"], value: "FORMAT", choices: ["dot", "mermaid", "svg"],
                       text: "dot (the default), mermaid, or svg (needs Graphviz)"),
            OptionHelp.output("the drawing"),
        ],
        // As `spec run` and `spec trace` exit, so that a drawing never hides a failure; the
        // tree is written either way, and standard error names what made the status.
        exitStatus: """
            exit status: 0 the scenario's expectations hold, 1 one failed, 2 a bad spec or bad usage; \
            the tree is drawn for 1, and for a scenario a problem stopped (as far as it got), and \
            standard error says which expectation failed or what stopped it
            """)

    static let report = CommandHelp(
        name: "report", arguments: "FILE...",
        summary: "one HTML page: tables, pictures and traces",
        description: """
            Writes one self-contained HTML page: per file a table comparing its scenarios, and per
            scenario a picture of the tree after every step with the trace beside it. It needs
            nothing installed and nothing from the network. Exits as `spec run` does. With -o the
            terminal shows what `spec run` prints; without it, standard error names what failed
            or stopped, so that an exit status other than 0 always comes with its reason.
            """,
        options: [
            OptionHelp(names: ["--output", "-o"], value: "FILE",
                       text: "write the page to FILE (standard output without it); never over an input, a fifo or a read-only file"),
            OptionHelp.scenario("only this scenario of each file"),
        ])

    static let export = CommandHelp(
        name: "export", arguments: "swiftui FILE",
        summary: "write the Xcode project and UI tests for a spec",
        description: """
            Writes an Xcode project (XcodeGen's project.yml) with the spec's components as SwiftUI
            views and each scenario as an XCUITest, so the verdicts can be confirmed on a simulator.
            """,
        options: [
            OptionHelp(names: ["--output", "-o"], value: "DIR",
                       text: "the directory to write (required): new, empty, or a previous export, whose stale files are removed"),
            OptionHelp(names: ["--force"], value: nil,
                       text: "write into a directory that is not a previous export, or over files edited since"),
            OptionHelp(names: ["--toolchain"], value: "TOOLCHAIN", choices: Toolchain.allCases.map(\.rawValue),
                       text: "export the scenarios whose toolchain is this one, and the project for its Xcode (the spec's own by default); a scenario's expectations hold for its own toolchain"),
        ],
        // Export checks the spec but never runs it, so no expectation can fail: there is no 1.
        exitStatus: "exit status: 0 the project was written, 2 a bad spec, a spec with no SwiftUI form, a folder it must not write, or bad usage")

    static let schema = CommandHelp(
        name: "schema", arguments: "[spec|run-report|trace|explore-report]",
        summary: "print a JSON Schema: of specs (for editors), or of a JSON output",
        description: """
            Prints the JSON Schema of spec files (the default), of `spec run --format json`
            (run-report), of `spec trace --format json` (trace) or of `spec explore --format json`
            (explore-report). Each has an `$id`; save the spec
            schema where your editor can find it, e.g. `mkdir -p ~/.config/spec && spec schema >
            ~/.config/spec/spec.schema.json` and the modeline `# yaml-language-server: $schema=~/.config/spec/spec.schema.json`.
            """,
        exitStatus: Help.printStatus, takesFiles: false)

    static let completion = CommandHelp(
        name: "completion", arguments: "bash|zsh|fish",
        summary: "print a shell completion script",
        description: """
            Prints a completion script for the shell. bash: `source <(spec completion bash)`;
            zsh: `spec completion zsh > \"${fpath[1]}/_spec\"`; fish:
            `spec completion fish > ~/.config/fish/completions/spec.fish`.
            """,
        exitStatus: Help.printStatus, takesFiles: false)

    static let man = CommandHelp(
        name: "man", arguments: "",
        summary: "print the manual page (roff), written from this help",
        description: """
            Prints spec(1) in roff, from the same text as `--help`: `spec man | man -l -`, or
            install it with `make install`.
            """,
        exitStatus: Help.printStatus, takesFiles: false)

    static let help = CommandHelp(
        name: "help", arguments: "[COMMAND]",
        summary: "describe a command, or list them",
        description: "Prints the help of COMMAND, or the list of commands.",
        exitStatus: Help.printStatus, takesFiles: false)

    static let all = [run, explore, check, table, trace, graph, report, export, schema, completion, man, help]
}

/// The options several commands take, worded once.
extension OptionHelp {
    /// `--scenario NAME`; a file without the scenario is a usage error that lists its scenarios.
    static func scenario(_ text: String) -> OptionHelp {
        OptionHelp(names: ["--scenario"], value: "NAME", text: text)
    }

    /// `--output FILE` for a command whose result is what it prints: `what` goes to FILE instead.
    static func output(_ what: String) -> OptionHelp {
        OptionHelp(names: ["--output", "-o"], value: "FILE",
                   text: "write \(what) to FILE instead of standard output; never over an input, a fifo or a read-only file")
    }

    /// `--jobs N` for the commands that run files.
    static let jobs = OptionHelp(names: ["--jobs", "-j"], value: "N",
                                 text: "run N files at a time, 1 to \(maximumJobs) (one a core by default); the output is the same for any N")
}
