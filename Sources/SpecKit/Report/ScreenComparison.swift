/// The comparison table of a file's scenarios: for each text they show at the end, the value each
/// scenario shows. A label such as `models created 3` splits into its words (`models created`) and
/// its last word (`3`), so rows line up across scenarios the way the README's table does.
public struct ScreenComparison: Sendable {
    public struct Row: Sendable {
        public var scenario: String
        public var passed: Bool
        public var checks: Int
        /// One value per column; nil when the scenario does not show that text.
        public var values: [String?]
    }

    /// Column headings: texts shared by more than one scenario (all texts when there is one),
    /// those whose values differ first, each group in screen order.
    public var columns: [String] = []
    /// Columns whose values are not the same in every row: the point of the comparison.
    public var differing: Set<String> = []
    public var rows: [Row] = []

    public init(_ scenarios: [ScenarioResult]) {
        let shown = scenarios.map { scenario in
            scenario.screen.filter { $0.kind == .text }.map { Self.split($0.label) }
        }
        var order: [String] = []
        var seenIn: [String: Int] = [:]
        for screen in shown {
            for key in Set(screen.map(\.key)) { seenIn[key, default: 0] += 1 }
            for (key, _) in screen where !order.contains(key) { order.append(key) }
        }
        let shared = order.filter { (seenIn[$0] ?? 0) > 1 || scenarios.count == 1 }
        let lookup = shown.map { Dictionary($0.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }) }
        differing = Set(shared.filter { key in Set(lookup.map { $0[key] }).count > 1 })
        columns = shared.filter { differing.contains($0) } + shared.filter { !differing.contains($0) }
        rows = zip(scenarios, lookup).map { scenario, values in
            Row(scenario: scenario.scenario, passed: scenario.passed, checks: scenario.checked,
                values: columns.map { values[$0] })
        }
    }

    /// `models created 3` → (`models created`, `3`); a one-word label is its own key, shown as ✓.
    static func split(_ label: String) -> (key: String, value: String) {
        guard let space = label.lastIndex(of: " ") else { return (label, "✓") }
        return (String(label[..<space]), String(label[label.index(after: space)...]))
    }
}
