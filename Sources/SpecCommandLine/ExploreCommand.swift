import Foundation
import SpecKit

extension Commands {
    static let explore = CommandHelp(
        name: "explore", arguments: "FILE...",
        summary: "find the shortest steps that break an invariant or an always: expression",
        description: """
            Starts each scenario from its launch and tries every button and every control on the
            settled screen (a toggle flips, a stepper steps, a picker picks, a text field is typed
            into with each `alphabet:` entry, cleared, and submitted when it has an `on-submit:`
            action, a view with `refreshable:` is pulled, a row of a for-each with `on-delete:` is
            swiped away, each swipe action of one with `swipe-actions:` tapped, a row of one with
            `selection:` selected, and one with `on-move:` dragged onto each other row, each declared
            notification is posted, and the app goes to
            the background and back when a view holds `\\.scenePhase`), then every one on the
            next screen, breadth first, visiting each distinct state once (docs/exploring.md).
            After every step it checks the components' invariants, the spec's `always:`
            expressions and runtime errors, and reports for each property that fails the shortest
            sequence of steps, as a `script:` ready to paste.
            """,
        options: [
            OptionHelp.scenario("explore only this scenario"),
            OptionHelp(names: ["--depth"], value: "N", text: "the longest sequence of steps tried (default 8)"),
            OptionHelp(names: ["--max-states"], value: "N", text: "stop after N distinct states per scenario (default 100000)"),
            OptionHelp(names: ["--max-steps"], value: "N", text: "stop after trying N steps per scenario (default 1000000)"),
            OptionHelp(names: ["--jobs", "-j"], value: "N", text: "threads that expand each level, 1 to \(maximumJobs) (default: one a core); findings do not change"),
            OptionHelp(names: ["--format"], value: "FORMAT", choices: ["text", "json", "junit"],
                       text: "the report's form: text (the default), JSON (schema/explore-report.schema.json) or JUnit XML"),
            OptionHelp(names: ["--output", "-o"], value: "FILE",
                       text: "write the report to FILE; the text report still goes to standard output, as for `spec run`"),
            OptionHelp(names: ["--emit"], value: "FILE",
                       text: "write the spec with one scenario per finding, its last step expecting the screen at the break, which `spec run` fails on; with no finding, with no scenario, which it passes (not the file of --output)"),
        ],
        exitStatus: "exit status: 0 nothing fails, 1 a finding, 2 a bad spec or bad usage")
}

/// `spec explore FILE...`: searches every sequence of taps for the shortest that breaks a property.
func exploreCommand(_ arguments: [String], _ console: Console) throws -> Int32 {
    let options = try Options(arguments, for: Commands.explore, console: console)
    func count(_ name: String, default value: Int) throws -> Int {
        guard let text = options.values[name] else { return value }
        return try positiveCount(name, text, what: "a whole number", command: Commands.explore)
    }
    let depth = try count("--depth", default: 8)
    // A finding is a script of as many steps as its depth, which the report prints and --emit
    // writes for `spec run`: deeper than a script may be, it could never be run again.
    let mostSteps = Limits.standard.scriptSteps
    if depth > mostSteps {
        throw usageError("--depth \(depth) is more steps than a script may have (\(mostSteps)): a finding that deep could not be "
                         + "run as a spec; give --depth \(mostSteps) or less", command: Commands.explore)
    }
    let settings = ExploreOptions(depth: depth, maxStates: try count("--max-states", default: 100_000),
                                  jobs: try options.values["--jobs"].map { try jobCount($0, what: "a whole number", command: Commands.explore) }
                                      ?? ProcessInfo.processInfo.activeProcessorCount,
                                  maxSteps: try count("--max-steps", default: 1_000_000))
    // After the numbers: `--depth e1.yaml` took the file as its value, which is the mistake to name.
    let files = try options.someFiles()
    let format = options.values["--format"] ?? "text"
    let emit = options.values["--emit"]
    if emit != nil && files.count != 1 { throw usageError("--emit writes one spec: give exactly one file", command: Commands.explore) }
    // Checked before exploring, by the rules every output follows: never over an input spec.
    let target = try emit.map { try checkedOutput($0, option: "--emit", example: "findings.yaml", inputs: files, console: console) }
    let output = try options.values["--output"].map {
        try checkedOutput($0, option: "--output", example: reportExample(format), inputs: files, console: console)
    }
    // One file cannot hold both: the second write would replace the first, or fail on what the
    // first created.
    if let target, let output, target.isSameFile(as: output) {
        throw usageError("--output and --emit name the same file, \(output.path): each writes its own", command: Commands.explore)
    }
    // As `spec run`: with --output the terminal shows the text report, whatever the file's form.
    let showText = format == "text" || output != nil
    let scenario = options.values["--scenario"]
    // A progress line on a terminal only; a pipe gets the report alone.
    let showProgress = console.err.isTerminal
    var text = ExploreReport(color: options.useColor(1)), diagnostics = ExploreReport(color: options.useColor(2))
    var results: [ExploreFileResult] = []
    for file in files {
        let result = Explorer.explore(file: file, scenario: scenario, options: settings) { p in
            guard showProgress else { return }
            let rate = p.seconds > 0 ? Int(Double(p.states) / p.seconds) : 0
            console.err.write("\r\u{1B}[K\(p.scenario): depth \(p.depth), \(p.states) states, \(rate) states/s, frontier \(p.frontier)")
        }
        if showProgress { console.err.write("\r\u{1B}[K") }
        if let scenario, result.loadError == nil, result.scenarios.isEmpty {
            throw usageError(UnknownScenario(scenario, among: result.spec?.scenarios.map(\.name) ?? [], in: result.file).description,
                             command: Commands.explore)
        }
        if showText {
            console.out.write(text.block(result).results)
            let err = diagnostics.block(result).diagnostics
            if !err.isEmpty { console.out.flush(); console.err.write(err) }
        }
        results.append(result)
    }
    let report: String
    switch format {
    case "json": report = ExploreJSONReport().render(results)
    case "junit": report = ExploreJUnitReport().render(results)
    default: report = ExploreReport.counts(results).line + "\n"
    }
    if let output {
        var plain = ExploreReport()
        if let failed = write(format == "text" ? plain.render(results) : report, to: output, console: console) { return failed }
    }
    console.out.write(showText ? ExploreReport.counts(results).line + "\n" : report)
    if let target, let result = results.first {
        guard let spec = result.spec else {
            console.err.write("spec: the spec does not load, so \(target.path) was not written\n")
            return 2
        }
        if let status = write(target, from: result, spec: spec, color: options.useColor(2), console: console) { return status }
    }
    return results.map(\.exitCode).max() ?? 0
}

/// Writes `--emit FILE`, with a scenario per finding, or none when nothing was found, so that the
/// file always says what this exploration found; returns an exit status when writing failed.
private func write(_ target: OutputTarget, from result: ExploreFileResult, spec: Spec, color: Bool, console: Console) -> Int32? {
    let emit = target.path
    do {
        let text = try EmittedSpec.text(source: result.source, file: result.file, results: result.scenarios, spec: spec)
        try target.write(text)
        if result.scenarios.allSatisfy({ $0.findings.isEmpty }) {
            console.err.write("spec: no finding: wrote \(emit) with no scenario, so `spec run \(emit)` passes\n")
        } else {
            // A runtime error stops its scenario with exit 2 rather than failing it (docs/exploring.md).
            let errors = result.scenarios.contains { $0.findings.contains { if case .error = $0.kind { true } else { false } } }
            console.err.write("spec: wrote \(emit); `spec run \(emit)` fails until the findings are fixed"
                              + (errors ? " (stops with an error, exit 2, on a runtime error's scenario)" : "") + "\n")
        }
        return nil
    } catch let d as Diagnostic {
        var formatter = DiagnosticFormatter(color: color)
        console.err.write(formatter.format(d))
    } catch {
        console.err.write("spec: \(error)\n")
    }
    return 2
}
