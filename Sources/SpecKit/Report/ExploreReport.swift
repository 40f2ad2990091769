import Foundation

/// The reports of `spec explore`: text for people (each finding with a ready-to-paste `script:`),
/// JSON for tools and JUnit for CI, in the shapes `spec run` uses.
public struct ExploreReport {
    public var color: Bool
    private var formatter: DiagnosticFormatter

    public init(color: Bool = false) {
        self.color = color
        formatter = DiagnosticFormatter(color: color)
    }

    private func paint(_ text: String, _ code: String) -> String { color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// What the search covered: `45 states, 88 steps tried, depth 8; deeper states not tried`. A
    /// search a bound cut short says so, and how deep it was: a reader of a PASS in CI must not
    /// take it for every state tried.
    static func coverage(_ r: ExploreResult) -> String {
        let bound = r.complete ? "every reachable state"
            : r.hitMaxStates ? "depth \(r.depth); cut short at the state limit (--max-states), so not every reachable state was tried"
            : r.hitMaxSteps ? "depth \(r.depth); cut short at the step limit (--max-steps), so not every reachable state was tried"
            : "depth \(r.depth); deeper states not tried"
        return "\(r.states) state\(r.states == 1 ? "" : "s"), \(r.transitions) step\(r.transitions == 1 ? "" : "s") tried, \(bound)"
    }

    /// What the text report says of an explored scenario after its verdict: `no finding (45
    /// states, …)` or `2 findings (…)`, and the labels not tried.
    static func summary(_ r: ExploreResult) -> String {
        let n = r.findings.count
        let found = n == 0 ? noFinding(r) : "\(n) finding\(n == 1 ? "" : "s")"
        let notTried = r.ambiguousLabels.isEmpty ? ""
            : "\nnot tried: buttons that share a label: " + r.ambiguousLabels.map { "\"\($0)\"" }.joined(separator: ", ")
        return "\(found) (\(coverage(r)))" + notTried
    }

    /// A scenario's summary without a finding: `no finding`, or `no finding so far` when a bound
    /// cut the search short.
    static func noFinding(_ r: ExploreResult) -> String {
        r.hitMaxStates || r.hitMaxSteps ? "no finding so far" : "no finding"
    }

    /// The steps as a `script:` a spec can take as it is, with the failing check on the last step.
    /// `expectingScreen` (`--emit`): the last step also expects the labels on screen at the break,
    /// before its assertion, so that the spec's run and its exported UI test check the screen the
    /// finding shows (docs/exploring.md). A runtime error's step stops before any check, and
    /// expects nothing.
    public static func script(for finding: Finding, indent: String = "", expectingScreen: Bool = false) -> String {
        var checks: [String] = []
        if expectingScreen, finding.assertion != nil {
            var seen: Set<String> = []
            let labels = finding.screen.map(\.label).filter { !$0.isEmpty && seen.insert($0).inserted }
            if !labels.isEmpty { checks.append("expect: [\(labels.map(yamlQuoted).joined(separator: ", "))]") }
        }
        checks.append("assert: [\(yamlQuoted(finding.assertion ?? "true"))]")
        var out = "\(indent)script:\n"
        if finding.steps.isEmpty {
            out += "\(indent)  - \(checks[0])\n"
            for check in checks.dropFirst() { out += "\(indent)    \(check)\n" }
        }
        for (i, step) in finding.steps.enumerated() {
            out += step.yaml(indent: indent + "  ")
            if i == finding.steps.count - 1, finding.assertion != nil {
                for check in checks { out += "\(indent)    \(check)\n" }
            }
        }
        return out
    }

    /// A double-quoted YAML scalar: safe for any label.
    public static func yamlQuoted(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += String(format: "\\x%02X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// The whole report as one text: each file's block, then the closing count.
    public mutating func render(_ results: [ExploreFileResult]) -> String {
        results.map { block($0) }.map { $0.results + $0.diagnostics }.joined() + Self.counts(results).line + "\n"
    }

    /// One file: what exploring found (for standard output) and why a spec could not be explored
    /// (for standard error).
    public mutating func block(_ file: ExploreFileResult) -> (results: String, diagnostics: String) {
        var out = file.file.pathEscaped + "\n", err = ""
        // The file's text, for the line a runtime error stopped at, as `spec run` shows it.
        if !file.source.isEmpty { formatter.add(source: String(decoding: file.source, as: UTF8.self), for: file.file) }
        if let error = file.loadError {
            out += "  \(paint("ERROR", "31")) the spec does not load\n"
            for d in error.diagnostics { err += formatter.format(d) }
            return (out, err)
        }
        for r in file.scenarios {
            if let skipped = r.skipped {
                out += "  \(paint("SKIP", "33"))  \(r.scenario): \(skipped)\n"
                continue
            }
            if let error = r.error {
                out += "  \(paint("ERROR", "31")) \(r.scenario)\n"
                err += formatter.format(error)
                continue
            }
            let lines = Self.summary(r).split(separator: "\n", omittingEmptySubsequences: false)
            out += "  " + (r.findings.isEmpty ? paint("PASS", "32") : paint("FAIL", "31")) + "  \(r.scenario): \(lines[0])\n"
            for line in lines.dropFirst() { out += "        \(line)\n" }
            for f in r.findings {
                out += "        \(f.location): \(f.headline): \(f.detail)\n"
                if case .error = f.kind, let excerpt = formatter.excerpt(f.location, indent: "          ") { out += excerpt }
                out += "          screen: \(f.screen.summary)\n"
                out += Self.script(for: f, indent: "          ")
            }
        }
        return (out, err)
    }

    /// Scenarios without a finding, with findings, stopped by a bad spec (a file that does not
    /// load counts as one), and skipped: together, every scenario the command was given.
    public struct Counts: Sendable, Equatable {
        public var run = RunCounts()
        public var skipped = 0

        /// `208 passed, 17 failed, 0 errors, 3 skipped`: `spec run`'s line, which it starts as so
        /// that the same CI pattern reads both, and the skipped scenarios when there are any.
        public var line: String { run.line + (skipped > 0 ? ", \(skipped) skipped" : "") }
    }

    public static func counts(_ results: [ExploreFileResult]) -> Counts {
        var counts = Counts()
        for file in results {
            if file.loadError != nil { counts.run.errors += 1; continue }
            for r in file.scenarios {
                if r.skipped != nil { counts.skipped += 1 }
                else if r.error != nil { counts.run.errors += 1 }
                else if r.findings.isEmpty { counts.run.passed += 1 }
                else { counts.run.failed += 1 }
            }
        }
        return counts
    }
}

/// `spec explore --format json`: a versioned document for tools.
public struct ExploreJSONReport {
    public init() {}

    /// The document's `format` and `version` (docs/json.md). Version 2 counts errors apart from
    /// findings, as the text and JUnit reports do; version 1's `failed` counted both.
    public static let format = "spec-explore-report", version = 2

    struct Report: Encodable {
        var format = ExploreJSONReport.format
        var version = ExploreJSONReport.version
        var passed: Int
        /// Scenarios with a finding.
        var failed: Int
        /// Scenarios stopped by an error, and files that did not load: a bad spec, not a bug found.
        var errors: Int
        /// Scenarios not explored (`scenarios[].skipped` says why).
        var skipped: Int
        var files: [File]
    }

    struct File: Encodable {
        var file: String
        var errors: [Problem]
        var scenarios: [Scenario]
    }

    struct Scenario: Encodable {
        var name: String
        var passed: Bool
        var skipped: String?
        var states: Int
        var transitions: Int
        var depth: Int
        var complete: Bool
        var hitMaxStates: Bool
        var hitMaxSteps: Bool
        /// Buttons and controls not tried because another on their screen has the same label.
        var notTried: [String]
        var findings: [FindingReport]
        var error: Problem?
    }

    struct FindingReport: Encodable {
        var property: String
        var kind: String
        var detail: String
        var steps: [String]
        var assertion: String?
        var location: Place
    }

    /// A problem and a place are written as `spec run --format json` writes them.
    typealias Problem = JSONReport.Problem
    typealias Place = JSONReport.Place

    public func render(_ results: [ExploreFileResult]) -> String {
        let files = results.map { f in
            File(file: f.file, errors: f.loadError?.diagnostics.map(problem) ?? [], scenarios: f.scenarios.map(scenario))
        }
        // The text report's closing line, in the same counts.
        let counts = ExploreReport.counts(results)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let report = Report(passed: counts.run.passed, failed: counts.run.failed, errors: counts.run.errors,
                            skipped: counts.skipped, files: files)
        let data = (try? encoder.encode(report)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func scenario(_ r: ExploreResult) -> Scenario {
        // A scenario not explored did not pass either: `passed` counts those explored without a finding.
        Scenario(name: r.scenario, passed: r.skipped == nil && r.passed, skipped: r.skipped, states: r.states, transitions: r.transitions,
                 depth: r.depth, complete: r.complete, hitMaxStates: r.hitMaxStates, hitMaxSteps: r.hitMaxSteps,
                 notTried: r.ambiguousLabels,
                 findings: r.findings.map { f in
                     let kind: String
                     switch f.kind {
                     case .invariant: kind = "invariant"
                     case .always: kind = "always"
                     case .error: kind = "error"
                     }
                     return FindingReport(property: f.property, kind: kind, detail: f.detail, steps: f.steps.map(\.summary),
                                          assertion: f.assertion, location: place(f.location))
                 },
                 error: r.error.map(problem))
    }

    private func problem(_ d: Diagnostic) -> Problem { Problem(message: d.message, hint: d.hint, location: place(d.location)) }
    private func place(_ l: Location) -> Place { Place(file: l.file, line: l.line, column: l.column) }
}

/// `spec explore --format junit`: a testcase per scenario, a failure per finding, `<skipped/>`
/// for a scenario not explored. Each scenario explored has a `<system-out>` with what the text
/// report says of it: `no finding` or `no finding so far`, how many states and steps, and whether
/// every reachable state was tried or a bound cut the search short (`depth 4; deeper states not
/// tried`), so that CI can tell a full search from one cut short.
public struct ExploreJUnitReport {
    public init() {}

    public func render(_ results: [ExploreFileResult]) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"spec explore\">\n"
        for file in results {
            let e = JUnitReport.escape
            let cases = file.scenarios
            let failures = cases.filter { !$0.findings.isEmpty }.count
            let errors = cases.filter { $0.error != nil }.count + (file.loadError == nil ? 0 : 1)
            let skipped = cases.filter { $0.skipped != nil }.count
            out += "  <testsuite name=\"\(e(file.file, true))\" tests=\"\(max(cases.count, file.loadError == nil ? 0 : 1))\""
            out += " failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\">\n"
            if let error = file.loadError {
                let message = error.diagnostics.first?.message ?? "the spec does not load"
                out += "    <testcase name=\"\(e(file.file, true))\" classname=\"\(e(JUnitReport.classname(file.file), true))\">\n"
                out += "      <error type=\"spec\" message=\"\(e(message, true))\">"
                out += e(error.diagnostics.map(JUnitReport.describe).joined(separator: "\n"), false) + "</error>\n    </testcase>\n"
            }
            for r in cases {
                out += "    <testcase name=\"\(e(r.scenario, true))\" classname=\"\(e(JUnitReport.classname(file.file), true))\">\n"
                // A scenario not explored is a test CI lists as skipped, with the reason.
                if let reason = r.skipped { out += "      <skipped message=\"\(e(reason, true))\"/>\n" }
                if let error = r.error {
                    out += "      <error type=\"spec\" message=\"\(e(error.message, true))\">\(e(JUnitReport.describe(error), false))</error>\n"
                }
                for f in r.findings {
                    out += "      <failure type=\"finding\" message=\"\(e(f.property, true))\">"
                    out += e("\(f.location): \(f.detail)\n" + ExploreReport.script(for: f), false) + "</failure>\n"
                }
                if r.skipped == nil && r.error == nil { out += "      <system-out>\(e(ExploreReport.summary(r), false))</system-out>\n" }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}
