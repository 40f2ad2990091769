import Foundation
import Testing
@testable import SpecKit

/// `try await Task.sleep(for: .milliseconds(300))` and `.seconds(2)`: Swift's spelling of
/// `await sleep(300)`, a sleep on the virtual clock (docs/spec-format.md, *Time and tasks*).
@Suite struct TaskSleepFormTests {
    static func screen(_ sleep: String, _ script: String) -> String {
        """
        components:
          Screen:
            state: { n: 0, pending: nil }
            body:
              - text: "n {n}"
              - button: go
                action: 'pending = Task { \(sleep); n += 1 }'
              - button: stop
                action: pending?.cancel()
        root: Screen
        script:
        \(script)
        """
    }

    @Test func swiftsSpellingSleepsOnTheVirtualClock() {
        let seconds = Self.screen("try await Task.sleep(for: .seconds(2))", """
              - tap: go
              - advance: 1999
                expect: ["n 0"]
              - advance: 1
                expect: ["n 1"]
            """)
        let s = scenario(seconds)
        #expect(s.passed, "\(outcome(s))")
        // The lock: two seconds taken as two milliseconds fails.
        #expect(!scenario(seconds.replacingOccurrences(of: "advance: 1999\n    expect: [\"n 0\"]", with: "advance: 2\n    expect: [\"n 1\"]")).passed)
        let milliseconds = scenario(Self.screen("try await Task.sleep(for: .milliseconds(300))", """
              - tap: go
              - advance: 300
                expect: ["n 1"]
            """))
        #expect(milliseconds.passed, "\(outcome(milliseconds))")
    }

    /// A cancelled one throws CancellationError, which `try?` swallows, as `sleep(ms)`'s does.
    @Test func aCancelledOneThrowsCancellationError() throws {
        let swallowed = scenario(Self.screen("try? await Task.sleep(for: .seconds(2))", "  - tap: go\n  - tap: stop\n    expect: [\"n 1\"]"))
        #expect(swallowed.passed, "\(outcome(swallowed))")
        let file = run(Self.screen("try await Task.sleep(for: .seconds(2))", "  - tap: go\n  - tap: stop\n    expect: [\"n 0\"]"))
        let s = try #require(file.scenarios.first)
        #expect(s.passed, "\(outcome(s))")
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 2).map(\.text)
        #expect(lines.contains { $0.contains("`try await Task.sleep(for: .seconds(2))` threw CancellationError") }, "\(lines)")
    }

    @Test func otherFormsAreRefusedWithTheOneToWrite() {
        let first = diagnostics(Self.screen("try await Task.sleep(nanoseconds: 300)", "  - tap: go")).first
        #expect(first?.message == "Task.sleep is written here with a duration in milliseconds or seconds")
        #expect(first?.hint?.contains("Task.sleep(for: .milliseconds(300))") == true)
    }

    @Test func theExportSleepsOnTheSeamsClock() throws {
        let yaml = Self.screen("try await Task.sleep(for: .seconds(2))", "  - tap: go")
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "sleep.yaml"))
        let screen = ExportTests().file(export, "App/Screen.swift")
        #expect(screen.contains("try await SpecClock.shared.sleep(milliseconds: 2 * 1000)"), "\(screen)")
    }
}
