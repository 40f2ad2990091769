import Foundation
import SpecKit

/// `spec explore FILE... [--scenario NAME] [--depth N] [--max-states N] [--jobs N]
/// [--format text|json|junit] [--emit FILE]`: searches every sequence of taps for the shortest
/// that breaks an invariant or an `always:` expression. Exit 0 no finding, 1 findings, 2 a bad spec.
func exploreCommand(_ arguments: [String]) -> Int32 {
    let options = Options(arguments, command: "explore",
                          valued: ["--scenario", "--depth", "--max-states", "--jobs", "--format", "--emit"])
    if options.files.isEmpty { usageError("explore needs at least one spec file") }
    func count(_ name: String, default value: Int) -> Int {
        guard let text = options.values[name] else { return value }
        guard let n = Int(text), n >= 1 else { usageError("\(name) must be a whole number of at least 1; got '\(text)'") }
        return n
    }
    let settings = ExploreOptions(depth: count("--depth", default: 8), maxStates: count("--max-states", default: 100_000),
                                  jobs: count("--jobs", default: ProcessInfo.processInfo.activeProcessorCount))
    let format = options.choice("--format", of: ["text", "json", "junit"], default: "text")
    let emit = options.values["--emit"]
    if emit != nil && options.files.count != 1 { usageError("--emit writes one spec: give exactly one file") }
    if let emit, let input = options.files.first, samePath(emit, input) {
        usageError("--emit \(emit) is the spec being explored; choose another file")
    }
    let scenario = options.values["--scenario"]
    // A progress line on a terminal only; a pipe gets the report alone.
    let showProgress = isatty(2) == 1
    let results = options.files.map { file in
        Explorer.explore(file: file, scenario: scenario, options: settings) { p in
            guard showProgress else { return }
            let rate = p.seconds > 0 ? Int(Double(p.states) / p.seconds) : 0
            printError("\r\u{1B}[K\(p.scenario): depth \(p.depth), \(p.states) states, \(rate) states/s, frontier \(p.frontier)")
        }
    }
    if showProgress { printError("\r\u{1B}[K") }
    if let scenario, results.allSatisfy({ $0.loadError == nil && $0.scenarios.isEmpty }) {
        let names = results.compactMap(\.spec).flatMap(\.scenarios).map { "'\($0.name)'" }
        usageError("no scenario named '\(scenario)'; the scenarios are \(names.joined(separator: ", "))")
    }
    switch format {
    case "json": print(ExploreJSONReport().render(results), terminator: "")
    case "junit": print(ExploreJUnitReport().render(results), terminator: "")
    default:
        var report = ExploreReport(color: useColor())
        print(report.render(results), terminator: "")
    }
    if let emit, let result = results.first, let spec = result.spec {
        if result.scenarios.allSatisfy({ $0.findings.isEmpty }) {
            printError("spec: no finding, so \(emit) was not written\n")
        } else {
            do {
                let bytes = try SpecFile.read(result.file)
                let text = try EmittedSpec.text(source: bytes, file: result.file, results: result.scenarios, spec: spec)
                try Data(text.utf8).write(to: URL(fileURLWithPath: emit))
                printError("spec: wrote \(emit); `spec run \(emit)` fails until the findings are fixed\n")
            } catch let d as Diagnostic {
                var formatter = DiagnosticFormatter(color: useColor(2))
                printError(formatter.format(d))
                return 2
            } catch {
                printError("spec: cannot write \(emit): \(error.localizedDescription)\n")
                return 2
            }
        }
    }
    return results.map(\.exitCode).max() ?? 0
}

/// Whether two paths name the same file (after resolving links), so an input is never overwritten.
func samePath(_ a: String, _ b: String) -> Bool {
    URL(fileURLWithPath: a).resolvingSymlinksInPath().standardizedFileURL.path
        == URL(fileURLWithPath: b).resolvingSymlinksInPath().standardizedFileURL.path
}
