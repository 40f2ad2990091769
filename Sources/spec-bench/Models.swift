import SpecKit

/// Figure 5: for each scenario, the models created (from the event log), the distinct inputs they
/// were built from, and the model input the screen shows at the end.
func countModels(_ bytes: [UInt8], file: String) throws {
    let result = ScenarioRunner.run(bytes: bytes, file: file)
    if let error = result.loadError { throw error }
    for scenario in result.scenarios {
        var created = 0
        var inputs: Set<Value> = []
        for case .modelCreated(_, let arguments, _, _) in scenario.log {
            created += 1
            inputs.formUnion(arguments.map(\.value))
        }
        let shown = scenario.screen.first { $0.label.hasPrefix("model input ") }?.label ?? "none"
        let fields = ["scenario=\(scenario.scenario)", "created=\(created)", "inputs=\(inputs.count)",
                      "shows=\(shown)", "passed=\(scenario.passed)"]
        print(fields.joined(separator: "\t"))
    }
}
