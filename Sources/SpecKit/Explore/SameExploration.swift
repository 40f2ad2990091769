/// What exploring a scenario reads of it: its root and substitutions, its toolchain, what
/// UserDefaults holds at launch and its `always:` expressions. Exploring starts from the launch
/// and never runs the script, so two scenarios of one file that differ only in their names,
/// scripts and expectations explore the same states, transitions and depth (docs/exploring.md).
///
/// Kept strict: a scenario that redeclares requests or expects an error has no such identity, and
/// expressions are the same only when written at the same place (the file's own `always:`).
struct ExplorationInputs: Hashable {
    let root: String
    let rootLocation: Location
    let uses: [String: String]
    let toolchain: Toolchain
    let always: [Written]
    let userDefaults: [Written]

    /// An expression (or a UserDefaults entry, by its name) by its text and place.
    struct Written: Hashable {
        let name: String
        let source: String?
        let location: Location
    }

    init?(_ scenario: Scenario) {
        guard scenario.expectedError == nil, scenario.requests.isEmpty else { return nil }
        root = scenario.root
        rootLocation = scenario.rootLocation
        uses = scenario.uses
        toolchain = scenario.toolchain
        always = scenario.always.map { Written(name: "", source: $0.source, location: $0.location) }
        userDefaults = scenario.userDefaults.map {
            Written(name: $0.name, source: $0.defaultValue?.source, location: $0.defaultValue?.location ?? $0.location)
        }
    }
}

extension ExploreResult {
    /// Another scenario's exploration told as this one's, when it can be: it found nothing and
    /// stopped on no error, since a finding or an error is placed at its own scenario's location.
    func told(as scenario: Scenario) -> ExploreResult? {
        guard findings.isEmpty, error == nil, skipped == nil else { return nil }
        var result = self
        result.scenario = scenario.name
        result.sameAs = self.scenario
        result.seconds = 0
        return result
    }
}
