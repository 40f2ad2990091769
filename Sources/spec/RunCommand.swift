import Foundation
import SpecKit

/// `spec run [--format text|junit|json] [--output FILE] [--jobs N] FILE...`: runs every scenario;
/// exit 0, 1 (an expectation failed) or 2 (a bad spec). With `--output`, the report goes to FILE
/// and the text report still goes to standard output, for the CI log. Files run on N threads (one
/// a core by default); each file's lines are printed as soon as it and the files before it are
/// done, in the order given, so the output is the same for any N.
func runCommand(_ arguments: [String]) -> Int32 {
    var verbose = false
    var format = "text"
    var output: String?
    var jobs = ParallelRun.defaultJobs
    var files: [String] = []
    var rest = arguments[...]
    while let arg = rest.popFirst() {
        switch arg {
        case "--verbose", "-v": verbose = true
        case "--format":
            guard let f = rest.popFirst(), ["text", "junit", "json"].contains(f) else {
                usageError("--format is one of text, junit, json")
            }
            format = f
        case "--output", "-o":
            guard let file = rest.popFirst() else { usageError("\(arg) needs a file") }
            output = file
        case "--jobs", "-j":
            guard let n = rest.popFirst().flatMap({ Int($0) }), n >= 1 else { usageError("\(arg) needs a number of threads, 1 or more") }
            jobs = n
        default:
            if arg.hasPrefix("-") { usageError("unknown option \(arg) for run") }
            files.append(arg)
        }
    }
    if files.isEmpty { usageError("run needs at least one spec file") }

    // The report in the chosen format goes to --output or standard output; the text report goes
    // to standard output too when --output takes another format.
    var sink: FileHandle?
    if let output {
        do {
            let url = URL(fileURLWithPath: output)
            try Data().write(to: url)
            sink = try FileHandle(forWritingTo: url)
        } catch {
            FileHandle.standardError.write(Data("spec: cannot write \(output): \(error.localizedDescription)\n".utf8))
            return 2
        }
    }
    func write(_ text: String, toOutput: Bool) {
        guard !text.isEmpty else { return }
        if toOutput, let sink { sink.write(Data(text.utf8)) } else { print(text, terminator: "") }
    }
    let textToOutput = output != nil && format == "text"
    let showText = format == "text" || output != nil
    var text = TextReport(color: !textToOutput && useColor(), verbose: verbose)
    var junit = JUnitReport(), json = JSONReport()
    var status: Int32 = 0
    ParallelRun.run(files, jobs: jobs) { result in
        status = max(status, result.exitCode)
        switch format {
        case "junit": junit.add(result)
        case "json": json.add(result)
        default: break
        }
        if showText { write(text.add(result), toOutput: textToOutput) }
    }
    if showText { write(text.summary(), toOutput: textToOutput) }
    switch format {
    case "junit": write(junit.finish(), toOutput: output != nil)
    case "json": write(json.finish(), toOutput: output != nil)
    default: break
    }
    try? sink?.close()
    return status
}
