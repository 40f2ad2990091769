/// The terminal report of `spec run`: a line per scenario, details per failure, a summary line.
public struct TextReport {
    public var color: Bool
    public var verbose: Bool
    private var formatter: DiagnosticFormatter
    private var passed = 0, failed = 0

    public init(color: Bool = false, verbose: Bool = false) {
        self.color = color
        self.verbose = verbose
        self.formatter = DiagnosticFormatter(color: color)
    }

    public mutating func add(source: String, for file: String) { formatter.add(source: source, for: file) }

    private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// Every file's lines, then the summary line.
    public mutating func render(_ results: [FileResult]) -> String {
        results.map { add($0) }.joined() + summary()
    }

    /// Counts a file's scenarios and returns its lines, so a run can print each file as it
    /// finishes and let its result go.
    public mutating func add(_ file: FileResult) -> String {
        var out = file.file + "\n"
        if let error = file.loadError {
            failed += 1
            for d in error.diagnostics { out += formatter.format(d) }
            return out
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
                out += "          screen: \(f.screen.summary)\n"
            }
        }
        return out
    }

    /// `3 passed, 1 failed`: the scenarios (and files that did not load) added so far.
    public func summary() -> String {
        "\(passed) passed, \(failed) failed\n"
    }
}
