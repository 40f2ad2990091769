import Foundation

/// `spec run --format junit`: results as JUnit XML, the form CI systems read. One `testsuite` per
/// file and one `testcase` per scenario; an expectation that failed is a `failure` with the
/// expected label and the screen; a bad spec, or a problem that stopped a scenario, is an `error`.
public struct JUnitReport {
    /// When the run started: each `testsuite`'s `timestamp`, in UTC.
    public var timestamp: Date
    private var suites: [Suite] = []
    /// `timestamp` as written, worked out once for all the files: a formatter made for each
    /// file was most of writing a suite.
    private var written: (date: Date, text: String)?

    public init(timestamp: Date = Date()) { self.timestamp = timestamp }

    public func render(_ results: [FileResult]) -> String {
        var report = self
        for file in results { report.add(file) }
        return report.finish()
    }

    /// Keeps a file's XML and counts, so a run can let the file's result go; the document opens
    /// with the totals, so `finish()` writes it.
    public mutating func add(_ file: FileResult) {
        if written?.date != timestamp { written = (timestamp, Self.iso8601(timestamp)) }
        suites.append(suite(file, timestamp: written!.text))
    }

    /// The document over every file added.
    public func finish() -> String {
        let tests = suites.reduce(0) { $0 + $1.tests }, failures = suites.reduce(0) { $0 + $1.failures }
        let errors = suites.reduce(0) { $0 + $1.errors }
        let time = suites.reduce(0) { $0 + $1.time }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"spec\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\""
        xml += " time=\"\(Self.seconds(time))\" timestamp=\"\(Self.iso8601(timestamp))\">\n"
        xml += suites.map(\.xml).joined()
        xml += "</testsuites>\n"
        return xml
    }

    private struct Suite {
        var xml = ""
        var tests = 0, failures = 0, errors = 0
        var time = 0.0
    }

    private func suite(_ file: FileResult, timestamp: String) -> Suite {
        var suite = Suite()
        var cases = ""
        let classname = Self.classname(file.file)
        if let error = file.loadError {
            // A spec that does not load is one test in error, so CI shows it rather than nothing.
            suite.tests = 1
            suite.errors = 1
            let first = error.diagnostics.first
            cases += "    <testcase name=\"\(Self.escape(classname))\" classname=\"\(Self.escape(classname))\""
            cases += " file=\"\(Self.escape(file.file))\" line=\"\(first?.location.line ?? 1)\">\n"
            cases += "      <error type=\"spec\" message=\"\(Self.escape(first?.message ?? "the spec does not load"))\">"
            cases += Self.escape(error.diagnostics.map(Self.describe).joined(separator: "\n"), attribute: false)
            cases += "</error>\n    </testcase>\n"
        }
        for scenario in file.scenarios {
            suite.tests += 1
            suite.time += scenario.duration
            let line = Self.line(of: scenario, in: file)
            cases += "    <testcase name=\"\(Self.escape(scenario.scenario))\" classname=\"\(Self.escape(classname))\""
            cases += " file=\"\(Self.escape(file.file))\"\(line.map { " line=\"\($0)\"" } ?? "") assertions=\"\(scenario.checked)\""
            cases += " time=\"\(Self.seconds(scenario.duration))\""
            if scenario.passed { cases += "/>\n"; continue }
            cases += ">\n"
            if let error = scenario.error {
                suite.errors += 1
                cases += "      <error type=\"spec\" message=\"\(Self.escape(error.message))\">\(Self.escape(Self.describe(error), attribute: false))</error>\n"
            } else if let first = scenario.failures.first {
                suite.failures += 1
                let message = scenario.failures.count == 1 ? first.message
                    : "\(first.message), and \(scenario.failures.count - 1) more"
                cases += "      <failure type=\"expectation\" message=\"\(Self.escape(message))\">"
                // The toolchain line the text report prints under the failure (semantics §3, §4).
                let toolchain = scenario.toolchain.map { "\n\ntoolchain: \($0.rawValue): \($0.says(scenario.toolchainRule))" } ?? ""
                cases += Self.escape(scenario.failures.map(Self.describe).joined(separator: "\n\n") + toolchain, attribute: false)
                cases += "</failure>\n"
            }
            cases += "    </testcase>\n"
        }
        suite.xml = "  <testsuite name=\"\(Self.escape(file.file))\" tests=\"\(suite.tests)\" failures=\"\(suite.failures)\""
        suite.xml += " errors=\"\(suite.errors)\" time=\"\(Self.seconds(suite.time))\" timestamp=\"\(timestamp)\">\n" + cases + "  </testsuite>\n"
        return suite
    }

    /// Seconds with three decimals, as JUnit's `time` is written.
    static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }

    /// `2026-12-01T02:00:00`: JUnit's timestamp, ISO 8601 without a zone (the XSD's form), in UTC.
    static func iso8601(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }

    /// `specs/lazy-state-trap.yaml` → `specs.lazy-state-trap`: the path as given, its extension
    /// dropped and its folders joined by dots. CI tools read a classname as Java's, package and
    /// class: Jenkins and the JUnit plugins group tests by what comes before the last dot, and the
    /// path with its slashes would make `yaml` the class of every spec and the whole path its
    /// package. Dots keep the folders as packages and the spec's name as the class, and keep
    /// `a/x.yaml` and `b/x.yaml` apart, as the suite names (the paths) are. `.` and empty parts
    /// (`./x.yaml`, `/abs/x.yaml`) name no folder and are left out; a dot in a name stays, read as
    /// one more level by such a tool.
    static func classname(_ path: String) -> String {
        var parts = path.split(separator: "/").filter { $0 != "." }.map(String.init)
        guard var name = parts.popLast() else { return path }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        return (parts + [name]).joined(separator: ".")
    }

    static func line(of scenario: ScenarioResult, in file: FileResult) -> Int? {
        file.spec?.scenario(for: scenario)?.location.line
    }

    static func describe(_ d: Diagnostic) -> String {
        d.description + (d.hint.map { "\nhint: \($0)" } ?? "")
    }

    /// What CI shows for a failed expectation, as the text report says it: where, what was
    /// expected and what was found (an assertion's measures, `Header.renders is 2`, are in the
    /// message), what the screen showed. The `expected:` line is for a label alone: an assertion
    /// or an enabled check is not a label on screen.
    static func describe(_ f: Failure) -> String {
        let e = f.expectation
        let isLabel = e.assertion == nil && e.enabled == nil && !f.missingError
        return "\(e.location): \(f.message)\(f.when)\n"
            + (isLabel ? "expected: \"\(e.label)\" \(e.present ? "on screen" : "not on screen")\n" : "")
            + "screen: \(f.screenSummary)"
            + (f.offScreen.map { "\n\"\(e.label)\" is out of sight: \($0)" } ?? "")
            + (f.note.map { "\n\($0)" } ?? "")
            + (f.nearMissLine.map { "\n\($0)" } ?? "")
    }

    /// Text as XML character data, or as an attribute value, where line breaks become character
    /// references so parsers keep them. Characters XML 1.0 cannot hold are written as Swift-style
    /// escapes, so nothing is lost silently.
    static func escape(_ text: String, attribute: Bool = true) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": if attribute { out += "&#\(scalar.value);" } else { out.unicodeScalars.append(scalar) }
            default:
                let v = scalar.value
                if v < 0x20 || (0xFFFE...0xFFFF).contains(v) { out += "\\u{\(String(v, radix: 16))}" }
                else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
