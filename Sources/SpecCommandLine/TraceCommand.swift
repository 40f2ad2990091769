import Foundation
import SpecKit

/// `spec trace FILE [--scenario NAME] [--format text|json] [--output FILE]`: every step of a run, explained.
/// Exits as `spec run` does: 0 passed, 1 an expectation failed, 2 a bad spec; a 1 or a 2 always
/// comes with its reason on standard error, located, after the trace (which may be a file).
func traceCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.trace, console: console)
    let file = try options.singleFile()
    return try options.printing(example: "trace.txt") { options, console in try trace(file, options: options, console: console) }
}

/// The trace of `file`, printed through `console`.
private func trace(_ file: String, options: Options, console: Console) throws -> Int32 {
    let json = options.values["--format"] == "json"
    let text = TraceText(color: options.useColor())
    var writer: TraceJSON.Writer?
    var headed = false, passed = true
    // Why each scenario that did not pass did not, located, for standard error after the trace:
    // the problem that stopped it, or the expectations that failed.
    var reasons: [String] = []
    var stopped = false
    var formatter = DiagnosticFormatter(color: options.useColor(2))
    /// The document's start, once the file has loaded: before its first scenario, or alone.
    func begin(_ file: FileResult) {
        guard !headed else { return }
        headed = true
        formatter.add(file)
        if json { writer = TraceJSON.Writer(file) { console.out.write($0) } } else { text.writeHeadingUTF8(file) { console.out.write($0) } }
    }
    // A scenario at a time: its trace is written and its run let go before the next one runs.
    let loaded: FileResult
    do {
        loaded = try ScenarioRunner.runEach(file: file, named: options.values["--scenario"], exiting: console.exitsAfterCommand) { scenario, file in
            begin(file)
            // The bytes go to the output as they are, a piece at a time.
            if let writer { writer.write(scenario) } else { text.writeUTF8(scenario, of: file) { console.out.write($0) } }
            if let error = scenario.error {
                stopped = true
                reasons.append(formatter.format(error))
            } else if let reason = failedReason(scenario) {
                reasons.append(reason)
            }
            passed = passed && scenario.passed
        }
    } catch let unknown as UnknownScenario {
        throw usageError(unknown.description, command: Commands.trace)
    }
    if let error = loaded.loadError {
        formatter.add(loaded)
        for d in error.diagnostics { console.err.write(formatter.format(d)) }
        // A tool reading the JSON learns why too: the document with the file's load errors.
        if json { TraceJSON.Writer(loaded) { console.out.write($0) }.end() }
        return 2
    }
    begin(loaded)
    writer?.end()
    // The trace first, then why the status is 1 or 2: never one without its reason.
    console.out.flush()
    for text in reasons { console.err.write(text) }
    return stopped ? 2 : passed ? 0 : 1
}
