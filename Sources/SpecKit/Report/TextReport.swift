/// The terminal report of `spec run`: a line per scenario, details per failure, a summary line.
public struct TextReport {
    public var color: Bool
    public var verbose: Bool
    private var formatter: DiagnosticFormatter

    public init(color: Bool = false, verbose: Bool = false) {
        self.color = color
        self.verbose = verbose
        self.formatter = DiagnosticFormatter(color: color)
    }

    public mutating func add(source: String, for file: String) { formatter.add(source: source, for: file) }

    private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    public mutating func render(_ results: [FileResult]) -> String {
        var out = ""
        var passed = 0, failed = 0
        for file in results {
            formatter.add(file)
            out += file.file.controlEscaped + "\n"
            if let error = file.loadError {
                failed += 1
                for d in error.diagnostics { out += formatter.format(d) }
                continue
            }
            if verbose, let spec = file.spec {
                if let title = spec.title { out += "  \(title)\n" }
                if let lesson = spec.lesson { out += lesson.split(separator: "\n").map { "  | \($0)\n" }.joined() }
            }
            for scenario in file.scenarios {
                if scenario.passed {
                    passed += 1
                    out += "  \(paint("PASS", "32"))  \(scenario.scenario) (\(scenario.checked) checks)\n"
                    if verbose { out += "        screen: \(scenario.screen.summary)\n" }
                    continue
                }
                failed += 1
                if let error = scenario.error {
                    out += "  \(paint("ERROR", "31")) \(scenario.scenario)\n"
                    out += formatter.format(error).split(separator: "\n").map { "        \($0)\n" }.joined()
                }
                if !scenario.failures.isEmpty {
                    out += "  \(paint("FAIL", "31"))  \(scenario.scenario)\n"
                }
                for f in scenario.failures {
                    out += "        \(f.expectation.location): \(f.message)\(f.when)\n"
                    out += "          screen: \(f.screenSummary)\n"
                }
            }
        }
        out += "\(passed) passed, \(failed) failed\n"
        return out
    }
}
