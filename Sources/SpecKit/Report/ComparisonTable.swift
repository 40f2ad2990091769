/// The article's comparison table, generated from runs: one row per scenario, a column for each
/// label value the scenarios share, and the measures (stale renders, state kept).
///
/// A label such as `model input 2` is read as the column `model input` with the value `2`.
/// Columns are the label names found on the final screens of at least two scenarios whose values
/// differ somewhere (with a single scenario, every label); a cell an expectation of the last step
/// covers carries ✓ or ✗.
public struct ComparisonTable {
    public struct Cell: Sendable, Equatable {
        public var value: String
        /// nil when no expectation covers the cell; else whether it held, and what was expected.
        public var passed: Bool?
        public var expected: String?

        public var text: String {
            switch passed {
            case .none: return value
            case .some(true): return "\(value) ✓"
            case .some(false): return "\(value) ✗ (expected \(expected ?? "?"))"
            }
        }
    }

    public struct Row: Sendable {
        public var scenario: String
        public var cells: [String: Cell]
        /// Renders in which an invariant was false; nil when the spec declares no invariant.
        public var staleRenders: Int?
        /// Identities holding state that were destroyed after launch.
        public var stateLost: Int
        /// Requests started, requests cancelled with their task, and writes of a task made after
        /// it was cancelled or its view went away; nil when no task of the scenario ever awaited.
        public var time: (requests: Int, cancelled: Int, lateWrites: Int)?
        public var error: String?
    }

    public private(set) var columns: [String] = []
    public private(set) var rows: [Row] = []

    public init(_ results: [FileResult]) {
        var screens: [(ScenarioResult, Spec?)] = []
        for file in results {
            for scenario in file.scenarios { screens.append((scenario, file.spec)) }
        }
        var order: [String] = []
        var values: [String: [String]] = [:]
        var parsed: [[String: String]] = []
        for (scenario, _) in screens {
            var row: [String: String] = [:]
            for item in scenario.screen where item.kind == .text {
                guard let (name, value) = ComparisonTable.split(item.label), row[name] == nil else { continue }
                row[name] = value
                if values[name] == nil { order.append(name) }
                values[name, default: []].append(value)
            }
            parsed.append(row)
        }
        columns = order.filter { name in
            let vs = values[name] ?? []
            return screens.count == 1 || (vs.count >= 2 && Set(vs).count > 1)
        }
        for ((scenario, spec), labels) in zip(screens, parsed) {
            rows.append(ComparisonTable.row(scenario, spec: spec, labels: labels, columns: columns))
        }
    }

    /// `model input 2` → (`model input`, `2`); a one-word label has no value.
    static func split(_ label: String) -> (String, String)? {
        guard let space = label.lastIndex(of: " ") else { return nil }
        let name = String(label[..<space]), value = String(label[label.index(after: space)...])
        return name.isEmpty || value.isEmpty ? nil : (name, value)
    }

    static func row(_ scenario: ScenarioResult, spec: Spec?, labels: [String: String], columns: [String]) -> Row {
        // The checks of the last step: what the scenario claims about its final screen.
        var finalChecks: [(label: String, passed: Bool)] = []
        var launched = false
        var lost = 0
        var stale = 0
        var suspensions = 0, requests = 0, cancelled = 0, lateWrites = 0
        for event in scenario.events {
            switch event {
            case .stepStarted:
                launched = true
                finalChecks = []
            case .expectationChecked(let label, let present, let passed, _) where present:
                finalChecks.append((label, passed))
            case .destroyed(let node) where launched:
                if spec?.component(named: node.component)?.holders.contains(where: { $0.kind != .memo }) == true { lost += 1 }
            case .stale:
                stale += 1
            case .taskSuspended: suspensions += 1
            case .requestStarted: requests += 1
            case .requestCancelled: cancelled += 1
            case .lateWrite: lateWrites += 1
            default: break
            }
        }
        var cells: [String: Cell] = [:]
        for column in columns {
            var cell = Cell(value: labels[column] ?? "–")
            if let check = finalChecks.last(where: { split($0.label)?.0 == column }) {
                cell.passed = check.passed
                cell.expected = split(check.label)?.1
            }
            cells[column] = cell
        }
        let hasInvariant = spec?.components.contains { $0.invariant != nil } ?? false
        return Row(scenario: scenario.scenario, cells: cells, staleRenders: hasInvariant ? stale : nil,
                   stateLost: lost, time: suspensions > 0 ? (requests, cancelled, lateWrites) : nil, error: scenario.error?.message)
    }

    /// Whether a task of any scenario awaited: then the table shows the time columns.
    var showsTime: Bool { rows.contains { $0.time != nil } }

    var header: [String] {
        ["scenario"] + columns + ["stale renders", "state kept"]
            + (showsTime ? ["requests", "requests cancelled", "late writes"] : [])
    }

    func cells(_ row: Row) -> [String] {
        if let error = row.error { return [row.scenario, "error: \(error)"] + Array(repeating: "", count: header.count - 2) }
        let time = showsTime ? [row.time.map { String($0.requests) } ?? "–", row.time.map { String($0.cancelled) } ?? "–",
                                row.time.map { String($0.lateWrites) } ?? "–"] : []
        return [row.scenario] + columns.map { row.cells[$0]?.text ?? "–" }
            + [row.staleRenders.map(String.init) ?? "–", row.stateLost == 0 ? "yes" : "no (\(row.stateLost) lost)"] + time
    }

    /// GitHub-flavoured Markdown, to paste into an article.
    public func markdown() -> String {
        func line(_ cells: [String]) -> String {
            "| " + cells.map { $0.replacingOccurrences(of: "|", with: "\\|") }.joined(separator: " | ") + " |\n"
        }
        return line(header) + "|" + String(repeating: "---|", count: header.count) + "\n" + rows.map { line(cells($0)) }.joined()
    }

    /// Aligned columns for a terminal.
    public func text() -> String {
        let all = [header] + rows.map(cells)
        let widths = header.indices.map { i in all.map { $0[i].count }.max() ?? 0 }
        return all.map { cells in
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingCharacters()
        }.joined(separator: "\n") + "\n"
    }
}
