import Foundation
import Testing
@testable import SpecKit

/// Scenarios of one file that differ only in their scripts explore the same states: exploring the
/// file explores them once (`ExplorationInputs`, docs/exploring.md), and each is told what exploring
/// it alone would find.
@Suite struct SameExplorationTests {
    static let yaml = """
        components:
          Counter:
            state: { count: 0 }
            app-storage: { seen: 0 }
            body:
              - text: "count {count} seen {seen}"
              - button: add
                action: "count = count < 3 ? count + 1 : 0"
          Pair:
            state: { a: 0, b: 0 }
            body:
              - text: "a {a} b {b}"
              - button: more a
                action: "a = a < 2 ? a + 1 : 0"
              - button: more b
                action: "b = b < 2 ? b + 1 : 0"
          Screen:
            body:
              - Body: {}
        root: Screen
        user-defaults: { seen: 1 }
        scenarios:
          - name: one tap
            use: { Body: Counter }
            script:
              - tap: add
                expect: [count 1 seen 1]
          - name: two taps
            use: { Body: Counter }
            script:
              - tap: add
              - tap: add
                expect: [count 2 seen 1]
          - name: another body
            use: { Body: Pair }
            script:
              - tap: more a
                expect: [a 1 b 0]
          - name: its own always
            use: { Body: Counter }
            always: ["Counter.renders < 3"]
            script:
              - tap: add
                expect: [count 1 seen 1]
          - name: the same always again
            use: { Body: Counter }
            always: ["Counter.renders < 3"]
            script:
              - tap: add
                expect: [count 1 seen 1]
        """

    static func explored(_ yaml: String) throws -> (file: ExploreFileResult, alone: [ExploreResult]) {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("same.yaml").path
        try yaml.write(toFile: path, atomically: false, encoding: .utf8)
        let options = ExploreOptions(depth: 4)
        let file = Explorer.explore(file: path, options: options)
        let spec = try #require(file.spec)
        return (file, spec.scenarios.map { Explorer.explore($0, of: spec, options: options) })
    }

    /// What a result says, its timing aside: a finding by its property, steps, detail, screen and place.
    static func told(_ r: ExploreResult) -> String {
        let findings = r.findings.map { "\($0.property) \($0.steps) \($0.detail) \($0.screen.map(\.label)) \($0.location)" }
        return "\(r.scenario) \(r.states) \(r.transitions) \(r.depth) \(r.complete) \(r.hitMaxStates) \(r.stepsTried) "
            + "\(r.ambiguousLabels) \(r.error?.message ?? "-") \(r.skipped ?? "-") \(findings)"
    }

    @Test func eachScenarioIsToldWhatExploringItAloneFinds() throws {
        let (file, alone) = try Self.explored(Self.yaml)
        #expect(file.scenarios.map(Self.told) == alone.map(Self.told))
        // The two scripts of one body explore alike; another body, or an `always:` of its own, do not.
        #expect(file.scenarios[0].states == file.scenarios[1].states)
        #expect(file.scenarios[1].sameAs == file.scenarios[0].scenario && file.scenarios[0].sameAs == nil)
        #expect(file.scenarios[2].sameAs == nil && alone.allSatisfy { $0.sameAs == nil })
        #expect(file.scenarios[2].states != file.scenarios[0].states)
        #expect(!file.scenarios[3].passed && file.scenarios[0].passed)
    }

    @Test func onlyTheLaunchAndWhatIsCheckedMakeAnExplorationTheSame() throws {
        let spec = try SpecDecoder.decode(Array(Self.yaml.utf8), file: "same.yaml")
        let inputs = spec.scenarios.map(ExplorationInputs.init)
        #expect(inputs[0] != nil && inputs[0] == inputs[1])
        #expect(inputs[2] != inputs[0])
        // An `always:` of its own is written at its own place: not the same, even with the same text.
        #expect(inputs[3] != inputs[0] && inputs[3] != inputs[4])
        var other = spec.scenarios[0]
        other.toolchain = other.toolchain == .xcode26 ? .xcode27 : .xcode26
        #expect(ExplorationInputs(other) != inputs[0])
        other = spec.scenarios[0]
        other.userDefaults = []
        #expect(ExplorationInputs(other) != inputs[0])
        other = spec.scenarios[0]
        other.expectedError = "never settles"
        #expect(ExplorationInputs(other) == nil)
    }

    /// A finding, or an error, is placed at its own scenario: those are explored again, scenario by scenario.
    @Test func aResultWithAFindingIsNotToldAsAnother() throws {
        let (file, _) = try Self.explored(Self.yaml)
        let spec = try #require(file.spec)
        #expect(file.scenarios[0].told(as: spec.scenarios[1])?.scenario == "two taps")
        #expect(file.scenarios[3].told(as: spec.scenarios[4]) == nil)
        var failed = file.scenarios[0]
        failed.error = Diagnostic("broken", at: spec.scenarios[0].location)
        #expect(failed.told(as: spec.scenarios[1]) == nil)
    }
}
