/// A `--scenario NAME` that names no scenario of a file: the message lists the names there are,
/// of every file given that lacks it.
public struct UnknownScenario: Error, Sendable, CustomStringConvertible {
    public var description: String

    /// `name` is none of `names`, the scenarios of `file`: every command that picks a scenario
    /// words it so.
    public init(_ name: String, among names: [String], in file: String) {
        self.init(name, missingFrom: [(file, names)])
    }

    /// `name` is a scenario of none of these files, each given with its scenarios: one file is
    /// worded as above, several a line each under the name.
    public init(_ name: String, missingFrom files: [(file: String, names: [String])]) {
        func listed(_ names: [String]) -> String {
            let hint = Suggestion.closest(to: name, in: names).map { "did you mean \($0.quotedName)? " } ?? ""
            return "\(hint)its scenarios: " + names.map(\.quotedName).joined(separator: ", ")
        }
        if files.count == 1, let (file, names) = files.first {
            description = "no scenario \(name.quotedName) in \(file); \(listed(names))"
        } else {
            description = "no scenario \(name.quotedName) in \(files.count) of the files:"
                + files.map { "\n  \($0.file): \(listed($0.names))" }.joined()
        }
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
