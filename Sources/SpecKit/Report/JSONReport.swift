import Foundation

/// `spec run --format json`: every file, scenario, failure and error as JSON for tools. Its shape
/// is schema/run-report.schema.json, named by `format` and `version` in the document; a change
/// that could break a reader raises the version (docs/json.md).
public struct JSONReport {
    private var files: [File] = []
    private var counts = RunCounts()

    public init() {}

    /// The document's `format` and `version`.
    public static let format = "spec-run-report", version = 1

    struct Report: Encodable {
        var format = JSONReport.format
        var version = JSONReport.version
        var passed: Int
        /// Scenarios whose expectations failed; errors are counted apart.
        var failed: Int
        /// Scenarios stopped by a bad spec, and files that did not load.
        var errors: Int
        var files: [File]
    }

    struct File: Encodable {
        var file: String
        var title: String?
        /// Why the spec did not load; empty when it did.
        var errors: [Problem]
        var scenarios: [ScenarioReport]
    }

    struct ScenarioReport: Encodable {
        var name: String
        var passed: Bool
        var checks: Int
        var failures: [FailureReport]
        var error: Problem?
        /// The toolchain a failure may depend on, as the text report names it under the failure.
        var toolchain: ToolchainNote?
        /// The screen after the last step that ran.
        var screen: [Item]
    }

    struct ToolchainNote: Encodable {
        var name: String
        var rule: String
    }

    struct FailureReport: Encodable {
        /// What failed: `label` (a label on screen, or absent: `present`), `assertion` (`label` is
        /// its source text), `enabled` or `disabled` (the control named `label`), or `error` (an
        /// `expect-error:` whose error did not come; `label` is the error expected).
        var kind: String
        var label: String
        /// True when the label had to be on screen, false when it had to be absent.
        var present: Bool
        /// What was found instead, as the text report words it: the measures an assertion read
        /// (`Header.renders is 2`), what the control is, the error that came; absent for a label.
        var actual: [String]?
        var step: Int
        var stepSummary: String
        var location: Place
        /// Where a live view shows the label out of sight (`Failure.offScreen`).
        var outOfSight: String?
        /// Why a control titled as the label does not show it (`Failure.note`).
        var note: String?
        var screen: [Item]
    }

    struct Problem: Encodable {
        var message: String
        var hint: String?
        var location: Place
    }

    struct Place: Encodable {
        var file: String
        var line: Int
        var column: Int
    }

    struct Item: Encodable {
        var kind: String
        var label: String
    }

    public func render(_ results: [FileResult]) -> String {
        var report = self
        for file in results { report.add(file) }
        return report.finish()
    }

    /// Keeps what the report says of a file, so a run can let the file's result go; the document
    /// opens with the totals, so `finish()` writes it.
    public mutating func add(_ result: FileResult) {
        files.append(file(result))
        counts.add(result)
    }

    /// The document over every file added.
    public func finish() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(Report(passed: counts.passed, failed: counts.failed, errors: counts.errors, files: files))) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private func file(_ result: FileResult) -> File {
        File(file: result.file, title: result.spec?.title,
             errors: result.loadError?.diagnostics.map(Self.problem) ?? [],
             scenarios: result.scenarios.map { s in
                 ScenarioReport(name: s.scenario, passed: s.passed, checks: s.checked,
                                failures: s.failures.map(failure), error: s.error.map(Self.problem),
                                toolchain: s.failures.isEmpty ? nil : s.toolchain.map { ToolchainNote(name: $0.rawValue, rule: $0.says(s.toolchainRule)) },
                                screen: s.screen.map(item))
             })
    }

    private func failure(_ f: Failure) -> FailureReport {
        let e = f.expectation
        let kind = f.missingError ? "error" : e.assertion != nil ? "assertion"
            : e.enabled.map { $0 ? "enabled" : "disabled" } ?? "label"
        let actual = f.missingError ? f.unexpectedError.map { [$0.message] } : f.measures.isEmpty ? nil : f.measures
        return FailureReport(kind: kind, label: e.label, present: e.present, actual: actual, step: f.stepIndex, stepSummary: f.step,
                             location: Self.place(e.location), outOfSight: f.offScreen, note: f.note, screen: f.screen.map(item))
    }

    /// A diagnostic as the reports give it; the trace's document too.
    static func problem(_ d: Diagnostic) -> Problem { Problem(message: d.message, hint: d.hint, location: place(d.location)) }
    private static func place(_ l: Location) -> Place { Place(file: l.file, line: l.line, column: l.column) }
    private func item(_ i: ScreenItem) -> Item { Item(kind: i.kind.rawValue, label: i.label) }
}
