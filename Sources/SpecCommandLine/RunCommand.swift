import Foundation
import SpecKit

/// `spec run [--format text|junit|json] [--output FILE] [--scenario NAME] [--jobs N] FILE...`: runs
/// every scenario, or the one `--scenario` names in each file;
/// exit 0, 1 (an expectation failed) or 2 (a bad spec). Results go to standard output and
/// diagnostics to standard error. With `--output`, the report goes to FILE and the text report
/// still goes to standard output, for the CI log. Files run N at a time (one a core by default);
/// each file's lines are printed as soon as it and the files before it are done, in the order
/// given, and its result is then let go, so the output is the same for any N.
func runCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.run, console: console)
    let verbose = options.flags.contains("--verbose")
    let format = options.values["--format"] ?? "text"
    let output = options.values["--output"]
    let jobs = try requestedJobs(options)
    let files = try options.someFiles()
    // Checked before anything runs: never over an input, never replacing what a path points to.
    let target = try output.map { try checkedOutput($0, option: "--output", example: reportExample(format), inputs: files, console: console) }
    let started = Date()
    var fileText = ""
    var file = TextReport(color: false, verbose: verbose)
    var junit = JUnitReport(timestamp: started), json = JSONReport()
    var terminal = TerminalReport(verbose: verbose, options: options)
    let showTerminal = output != nil || format == "text"
    var status: Int32 = 0
    try runFiles(files, jobs: jobs, options: options) { result in
        status = max(status, result.exitCode)
        switch format {
        case "junit": junit.add(result)
        case "json": json.add(result)
        default: if target != nil { fileText += file.block(result).together }
        }
        if showTerminal { terminal.add(result) }
    }
    let report: String
    switch format {
    case "junit": report = junit.finish()
    case "json": report = json.finish()
    default: report = terminal.counts.line + "\n"
    }
    if let target, let failed = write(format == "text" ? fileText + report : report, to: target, console: console) { return failed }
    if showTerminal { terminal.finish() } else { console.out.write(report) }
    return status
}

/// The text report on the terminal, a file at a time: each file's results on standard output,
/// its diagnostics on standard error, then the closing count.
struct TerminalReport {
    private var out: TextReport
    private var err: TextReport
    private let console: Console
    private(set) var counts = RunCounts()

    init(verbose: Bool, options: Options) {
        console = options.console
        out = TextReport(color: options.useColor(1), verbose: verbose)
        err = TextReport(color: options.useColor(2), verbose: verbose)
    }

    mutating func add(_ file: FileResult) {
        counts.add(file)
        console.out.write(out.block(file).results)
        let diagnostics = err.block(file).diagnostics
        if !diagnostics.isEmpty {
            console.out.flush()  // results before the diagnostics that follow them
            console.err.write(diagnostics)
        }
    }

    func finish() { console.out.write(counts.line + "\n") }
}

/// Runs `files` `jobs` at a time for a command that runs them (`run`, `table`), handing each
/// result over in the order given; with `--scenario NAME`, that scenario alone of each file, and
/// a file that has none of that name is a usage error, as for the commands that explain one file.
/// `recording` keeps each scenario's event log, which the table reads its measures from.
func runFiles(_ files: [String], jobs: Int, options: Options, recording: Bool = false, _ deliver: (FileResult) -> Void) throws {
    do {
        try ParallelRun.run(files, jobs: jobs, scenario: options.values["--scenario"], recording: recording, deliver: deliver)
    } catch {
        options.console.out.flush()  // what the files before it printed, then why the command stopped
        throw usageError(error.description, command: options.command)
    }
}

/// `--jobs N`, or one a core.
func requestedJobs(_ options: Options) throws -> Int {
    try options.values["--jobs"].map { try jobCount($0, what: "a number of files to run at a time", command: options.command) }
        ?? ParallelRun.defaultJobs
}
