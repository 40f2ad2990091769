/// A `--scenario NAME` that names no scenario of the file: the message lists the names there are.
public struct UnknownScenario: Error, Sendable, CustomStringConvertible {
    public var description: String

    /// `name` is none of `names`, the scenarios of `file`: every command that picks a scenario
    /// words it so.
    public init(_ name: String, among names: [String], in file: String) {
        let hint = Suggestion.closest(to: name, in: names).map { "did you mean \"\($0)\"? " } ?? ""
        description = "no scenario \"\(name)\" in \(file); \(hint)its scenarios: " + names.map { "\"\($0)\"" }.joined(separator: ", ")
    }
}

extension FileResult {
    /// The scenario named `name`, or every scenario when `name` is nil.
    public func scenarios(named name: String?) throws(UnknownScenario) -> [ScenarioResult] {
        guard let name else { return scenarios }
        if let match = scenarios.first(where: { $0.scenario == name }) { return [match] }
        throw UnknownScenario(name, among: scenarios.map(\.scenario), in: file)
    }
}

extension Spec {
    /// The places of the scenarios `--scenario NAME` picks: the one named `name`, or every one
    /// when `name` is nil.
    public func scenarioIndices(named name: String?) throws(UnknownScenario) -> [Int] {
        guard let name else { return Array(scenarios.indices) }
        guard let index = scenarios.firstIndex(where: { $0.name == name }) else {
            throw UnknownScenario(name, among: scenarios.map(\.name), in: file)
        }
        return [index]
    }
}
