/// The columns of a comparison table, worked out from what the scenarios expect on their final
/// screens and the text templates those labels come from (see `ComparisonTable`).
struct ExpectedColumns {
    /// An expected label of the last step, whether it held, and where it is expected.
    struct Check {
        var label: String
        var passed: Bool
        var location: Location? = nil
    }

    /// Column names in order of first appearance.
    private(set) var order: [String] = []
    /// Per scenario, its cell in each column it has.
    private(set) var cells: [[String: ComparisonTable.Cell]]

    /// The labels a scenario's last step expected on screen, from its event log; assertions over
    /// measures (known from the spec) are not labels and make no column.
    static func finalChecks(_ scenario: ScenarioResult, steps: [Step]) -> [Check] {
        let assertions = Set(steps.flatMap(\.expectations).filter { $0.assertion != nil }.map(\.location))
        var checks: [Check] = []
        for event in scenario.log {
            switch event {
            case .stepStarted: checks = []
            case .expectationChecked(let label, let present, let passed, let location) where present && !assertions.contains(location):
                checks.append(Check(label: label, passed: passed, location: location))
            default: break
            }
        }
        return checks
    }

    /// `templates[i]`, `checks[i]` and `screens[i]` (the texts on its final screen) belong to scenario i.
    init(_ templates: [[LabelTemplate]], checks: [[Check]], screens: [[String]] = []) {
        cells = Array(repeating: [:], count: checks.count)
        // Each expected label, with the template it comes from (the most specific one) and its parts.
        typealias Match = (template: LabelTemplate, values: [String])
        var matches: [[Match?]] = []
        for (index, scenarioChecks) in checks.enumerated() {
            matches.append(scenarioChecks.map { check in
                templates[index].compactMap { t in t.match(check.label).map { (t, $0) } }
                    .max { $0.0.literalCount < $1.0.literalCount }
            })
        }
        // Which parts of a template tell one scenario's labels apart: none when each scenario
        // expects at most one label of it; else the first part unique within every scenario.
        var keys: [LabelTemplate: [Int]] = [:]
        let used = Set(matches.flatMap { $0.compactMap { $0?.template } })
        for template in used {
            let perScenario = matches.map { $0.compactMap { $0 }.filter { $0.template == template }.map(\.values) }
            if perScenario.allSatisfy({ $0.count <= 1 }) { keys[template] = []; continue }
            let unique = template.holes.indices.first { k in
                perScenario.allSatisfy { values in Set(values.map { $0[k] }).count == values.count }
            }
            keys[template] = unique.map { [$0] } ?? Array(template.holes.indices)
        }
        for (index, scenarioChecks) in checks.enumerated() {
            for (check, match) in zip(scenarioChecks, matches[index]) {
                let name: String, value: String
                var actual = "–"
                if let match, let key = keys[match.template] {
                    name = match.template.name(filling: Dictionary(uniqueKeysWithValues: key.map { ($0, match.values[$0]) }))
                    let rest = { (values: [String]) in
                        values.indices.filter { !key.contains($0) }.map { values[$0] }.joined(separator: ", ")
                    }
                    value = key.count == match.values.count ? "shown" : rest(match.values)
                    // What the screen showed instead: a label of the same template and key.
                    if !check.passed, index < screens.count, let shown = screens[index].lazy
                        .compactMap({ match.template.match($0) }).first(where: { v in key.allSatisfy { v[$0] == match.values[$0] } }) {
                        actual = key.count == shown.count ? "shown" : rest(shown)
                    }
                } else {
                    name = check.label
                    value = "shown"
                }
                if !order.contains(name) { order.append(name) }
                guard cells[index][name] == nil else { continue }
                cells[index][name] = ComparisonTable.Cell(value: check.passed ? value : actual, passed: check.passed, expected: value)
            }
        }
    }
}
