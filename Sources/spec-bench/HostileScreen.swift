import SpecKit

/// Figure 13's inputs whose cost once grew with the screen rather than with the work: a report
/// stage that searched or walked everything found so far at each step.
extension HostileInput {
    static let screenSized = [distinctTexts, rowTaps, distinctComponentsNotRun]

    /// `spec table` of one component writing `size` distinct texts, each showing one value: the
    /// table's text templates were made unique by searching the list found so far, the square of
    /// the texts.
    static let distinctTexts = HostileInput(name: "distinct_texts", size: 20_000, spec: { size in
        "components:\n  Root:\n    state: { n: 0 }\n    body:\n      - button: add\n        action: n += 1\n"
            + (0..<size).map { "      - text: \"t\($0) {n}\"\n" }.joined()
            + "root: Root\nscript:\n  - tap: add\n    expect: [t0 1, t\(size - 1) 1]\n"
    }, stage: { bytes in
        let result = try passed(ScenarioRunner.run(bytes: bytes, file: "texts.yaml"))
        let table = ComparisonTable([result])
        guard table.columns.count >= 2 else { throw HostileFailure.unexpected("columns \(table.columns)") }
        _ = table.markdown()
    })

    /// `spec trace` of a list of `size` rows, each with its own state, and a tap on each row's
    /// button in turn: each pass renders one row, and naming the bodies that did not run walked
    /// every live node, so the trace cost taps × rows.
    static let rowTaps = HostileInput(name: "row_taps", size: 4_000, spec: { size in
        "components:\n  Root:\n    state: { rows: \"[\((0..<size).map(String.init).joined(separator: ", "))]\" }\n"
            + "    body:\n      - for-each: rows\n        as: r\n        id: r\n        body:\n          - Row: { r: r }\n"
            + "  Row:\n    props: [r]\n    state: { n: 0 }\n    body:\n      - button: \"tap {r}\"\n        action: n += 1\n"
            + "      - text: \"row {r} {n}\"\nroot: Root\nscript:\n"
            + (0..<size).map { "  - tap: tap \($0)\n" }.joined() + "  - expect: [row 0 1, row \(size - 1) 1]\n"
    }, stage: { bytes in try trace(bytes, file: "rows.yaml") })

    /// `spec trace` of a root listing `size` different components, each with its own state, and a
    /// tap in one of every ten: each pass renders one component and names the others, which did
    /// not run, by component, so the trace cost taps × components.
    static let distinctComponentsNotRun = HostileInput(name: "components_not_run", size: 20_000, spec: { size in
        "components:\n  Root:\n    body:\n" + (0..<size).map { "      - C\($0): {}\n" }.joined()
            + (0..<size).map { "  C\($0):\n    state: { n: 0 }\n    body:\n      - button: tap \($0)\n        action: n += 1\n"
                + "      - text: \"c\($0) {n}\"\n" }.joined()
            + "root: Root\nscript:\n" + (0..<size / 10).map { "  - tap: tap \($0)\n" }.joined() + "  - expect: [c0 1]\n"
    }, stage: { bytes in try trace(bytes, file: "components.yaml") })

    /// The run `spec trace` makes of the bytes, and its text, counted rather than written.
    private static func trace(_ bytes: [UInt8], file: String) throws {
        let result = try passed(ScenarioRunner.run(bytes: bytes, file: file))
        var written = 0
        TraceText().writeUTF8(result, scenarios: result.scenarios) { written += $0.count }
        guard written > 0 else { throw HostileFailure.unexpected("an empty trace") }
    }

    /// The run, when every scenario passed: one that stopped early would time less than the input.
    static func passed(_ result: FileResult) throws -> FileResult {
        guard result.loadError == nil, result.exitCode == 0 else {
            throw HostileFailure.unexpected("\(result.file): exit \(result.exitCode) \(result.loadError.map { "\($0)" } ?? "")")
        }
        return result
    }
}
