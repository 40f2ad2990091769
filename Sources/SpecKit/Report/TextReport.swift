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

    /// The whole report as one text: each file's block, then the closing count.
    public mutating func render(_ results: [FileResult]) -> String {
        results.map { block($0).together }.joined() + RunCounts(results).line + "\n"
    }

    /// One file's part of the report: the results (a line per scenario, each failed expectation
    /// with the screen) apart from the diagnostics (why a spec is bad), so that a command line
    /// can print them on standard output and standard error.
    public struct Block: Sendable {
        public var results = ""
        public var diagnostics = ""
        /// Both, in reading order, for a file or a single stream.
        public var together = ""
    }

    public mutating func block(_ file: FileResult) -> Block {
        var block = Block()
        func say(_ text: String) { block.results += text; block.together += text }
        // Indented under its scenario when read together; as a compiler writes it on standard error.
        func diagnose(_ text: String, indent: String = "") {
            block.diagnostics += text
            block.together += text.split(separator: "\n").map { indent + $0 + "\n" }.joined()
        }
        formatter.add(file)
        say(file.file.pathEscaped + "\n")
        if let error = file.loadError {
            say("  \(paint("ERROR", "31")) the spec does not load\n")
            for d in error.diagnostics { diagnose(formatter.format(d)) }
            return block
        }
        if verbose, let spec = file.spec {
            if let title = spec.title { say("  \(title)\n") }
            if let lesson = spec.lesson { say(lesson.split(separator: "\n").map { "  | \($0)\n" }.joined()) }
        }
        for scenario in file.scenarios {
            if scenario.passed {
                say("  \(paint("PASS", "32"))  \(scenario.scenario) (\(scenario.checked) check\(scenario.checked == 1 ? "" : "s"))\n")
                if verbose { say("        screen: \(scenario.screen.summary)\n") }
                continue
            }
            // One verdict a scenario: an error outranks the failures, which came before it and are
            // listed first, in the order they happened.
            if scenario.error != nil {
                say("  \(paint("ERROR", "31")) \(scenario.scenario)\n")
            } else {
                say("  \(paint("FAIL", "31"))  \(scenario.scenario)\n")
            }
            for f in scenario.failures {
                say("        \(f.expectation.location): \(f.message)\(f.when)\n")
                say("          screen: \(f.screenSummary)\n")
                if let place = f.offScreen { say("          \"\(f.expectation.label)\" is out of sight: \(place)\n") }
                if let note = f.note { say("          \(note)\n") }
                if let near = f.nearMissLine { say("          \(near)\n") }
            }
            // Once a scenario, after its failures: the default toolchain decides the answer to a
            // common question, and nothing else in the report says which one ran.
            if let toolchain = scenario.toolchain, let says = scenario.toolchainSays, !scenario.failures.isEmpty {
                say("        toolchain: \(toolchain.rawValue): \(says)\n")
            }
            if let error = scenario.error {
                diagnose(formatter.format(error), indent: "        ")
                // On standard error, apart from the line that names it: the scenario it stopped, where the file has several.
                if file.scenarios.count > 1 { block.diagnostics += "  scenario: \(scenario.scenario.controlEscaped)\n" }
            }
        }
        return block
    }
}
