// Written by `spec export swiftui` from lazy-state-trap.yaml.
import SwiftUI

/// Shows the scenario that the SCENARIO environment variable names (the UI tests set it).
@main
struct LazyStateTrapApp: App {
    var body: some Scene {
        WindowGroup {
            switch Scenario.current {
            case .stateBuiltInInit:
                Parent<StateChild>()
            case .lazyState:
                Parent<LazyStateChild>()
            case .aMemoKeyedByTheInput:
                Parent<MemoChild>()
            }
        }
    }
}
