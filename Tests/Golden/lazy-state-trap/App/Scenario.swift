// Written by `spec export swiftui` from lazy-state-trap.yaml.
import Foundation

/// The spec's scenarios, each by its name in the spec.
enum Scenario: String, CaseIterable {
    case stateBuiltInInit = "@State, built in init"
    case lazyState = "@LazyState"
    case aMemoKeyedByTheInput = "a Memo keyed by the input"

    /// The scenario SCENARIO names; the first when it is unset or unknown.
    static var current: Scenario {
        ProcessInfo.processInfo.environment["SCENARIO"].flatMap(Scenario.init(rawValue:)) ?? .stateBuiltInInit
    }
}
