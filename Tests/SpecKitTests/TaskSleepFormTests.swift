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
        #expect(first?.message == "`Task.sleep(nanoseconds:)` is not expressed: a spec's sleep takes a Duration, `Task.sleep(for:)`")
        #expect(first?.hint == "write `try await Task.sleep(for: .milliseconds(300))`, `.seconds(2)`, or the spec's shorthand `await sleep(300)`: the spec's clock counts whole milliseconds")
        // A whole number of milliseconds, separators and all, is said in the Duration it comes to.
        for (nanoseconds, written) in [("1_000_000_000", ".seconds(1)"), ("300_000_000", ".milliseconds(300)"), ("2500000000", ".milliseconds(2500)")] {
            let hint = diagnostics(Self.screen("try await Task.sleep(nanoseconds: \(nanoseconds))", "  - tap: go")).first?.hint
            #expect(hint?.hasPrefix("write `try await Task.sleep(for: \(written))`, the same wait") == true, "\(hint ?? "")")
        }
        let until = diagnostics(Self.screen("try await Task.sleep(until: .now + .seconds(1), clock: .continuous)", "  - tap: go")).first
        #expect(until?.message == "`Task.sleep(until:clock:)` is not expressed: a spec's sleep waits for a Duration, `for:`")
        let other = diagnostics(Self.screen("try await Task.sleep(300)", "  - tap: go")).first
        // Unlabelled, it is the deprecated `Task.sleep(_:)`, whose argument is nanoseconds.
        #expect(other?.message == "`Task.sleep(_:)`, whose argument is nanoseconds, is not expressed: a spec's sleep takes a Duration, `Task.sleep(for:)`")
        let labelled = diagnostics(Self.screen("try await Task.sleep(ms: 300)", "  - tap: go")).first
        #expect(labelled?.message == "Task.sleep is written here with `for:` and a Duration in milliseconds or seconds")
    }

    /// Duration's arithmetic, as Swift reads it: a product binds tighter than a sum.
    @Test func aDurationWrittenAsASumOrAProductIsItsMilliseconds() {
        for (written, ms) in [(".seconds(1) + .milliseconds(500)", 1500), (".seconds(1) * 2", 2000),
                              (".seconds(1) + .milliseconds(500) * 2 - .milliseconds(100)", 1900)] {
            let yaml = Self.screen("try await Task.sleep(for: \(written))", """
                  - tap: go
                  - advance: \(ms - 1)
                    expect: ["n 0"]
                  - advance: 1
                    expect: ["n 1"]
                """)
            let s = scenario(yaml)
            #expect(s.passed, "\(written): \(outcome(s))")
            // The lock: read left to right, `+ .milliseconds(500) * 2` would wake at 3000.
            #expect(!scenario(yaml.replacingOccurrences(of: "advance: \(ms - 1)", with: "advance: \(ms)")).passed, "\(written)")
        }
        let hint = diagnostics(Self.screen("await Task.sleep(for: .seconds(1) + .milliseconds(500))", "  - tap: go")).first?.hint
        #expect(hint?.contains("`try await Task.sleep(for: .seconds(1) + .milliseconds(500))`") == true, "\(hint ?? "")")
        #expect(hint?.contains("`await sleep(1500)`") == true, "\(hint ?? "")")
    }

    /// A tolerance or a clock says what the spec does not model, not that a `)` is missing.
    @Test func aToleranceOrAClockIsNotExpressed() {
        for label in ["tolerance", "clock"] {
            let first = diagnostics(Self.screen("try await Task.sleep(for: .seconds(1), \(label): .seconds(1))", "  - tap: go")).first
            #expect(first?.message == "Task.sleep's `\(label):` is not expressed: the spec's clock wakes every sleep at its deadline")
            #expect(first?.hint == "write `try await Task.sleep(for: .seconds(1))`")
        }
    }

    @Test func theExportSleepsOnTheSeamsClock() throws {
        let yaml = Self.screen("try await Task.sleep(for: .seconds(2))", "  - tap: go")
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "sleep.yaml"))
        let screen = ExportTests().file(export, "App/Screen.swift")
        #expect(screen.contains("try await SpecClock.shared.sleep(milliseconds: 2 * 1000)"), "\(screen)")
    }

    /// `while true { try? await Task.sleep(…) }` in a cancelled task: each sleep throws at once and
    /// `try?` drops it, so the loop spins; the error says so, and which step cancelled the task.
    @Test func aLoopWhoseSleepSwallowsTheCancellationSaysSo() {
        var limits = Limits()
        limits.valueSize = 50
        let result = run(Self.screen("while true { try? await Task.sleep(for: .seconds(1)) }", """
              - tap: go
              - advance: 2500
              - tap: stop
              - advance: 100
            """), limits: limits)
        let error = result.scenarios.first?.error
        #expect(error?.message == "the loops at `while true` ran more than 50 turns in one job of the task: the task was cancelled at step 3 (tap \"stop\"), "
                + "as `pending?.cancel()` ran in Screen's action, and `try? await Task.sleep(for: .seconds(1))` swallows the CancellationError its sleep then throws at once, so no turn waits")
        #expect(error?.hint?.hasPrefix("a cancelled task's Task.sleep throws at once and `try?` drops the error") == true)
        // A loop that spins for another reason keeps the words of a condition that stays true.
        let spinning = run(Self.screen("repeat { n += 1; try await Task.sleep(for: .seconds(0)) } while n > 0", "  - tap: go\n  - advance: 10"), limits: limits)
        #expect(spinning.scenarios.first?.error?.message.contains("the task was cancelled") == false)
    }
}

