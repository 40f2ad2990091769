import Foundation
import Testing
@testable import SpecKit

/// A `Task { }` whose closure leaves a `try` uncaught is a `Task<T, Error>` (semantics §73): the
/// error it ends with is its failure, which `try await pending?.value` throws where it is
/// awaited and `try?` turns into nil; a `Task<T, Never>`'s value arrives however it ended.
@Suite struct ThrowingTaskTests {
    /// A kept task written `keep`, and two readers of its value: with `try` and with `try?`
    /// (`read` and `soft` replace the awaits when a case needs others).
    static func screen(keep: String, read: String = "try await pending?.value", soft: String = "try? await pending?.value",
                       _ script: String) -> String {
        """
        requests:
          lookup: { returns: 'argument * 10' }
        components:
          Screen:
            state: { pending: nil, shown: '"none"', reads: 0 }
            body:
              - text: "shown {shown} reads {reads}"
              - button: start
                action: 'pending = Task { \(keep) }'
              - button: read
                action: 'Task { let n = \(read); reads += 1; shown = String(n ?? 0) }'
              - button: read softly
                action: 'Task { let n = \(soft); reads += 1; shown = String(n ?? -1) }'
              - button: stop
                action: pending?.cancel()
        root: Screen
        script:
        \(script)
        """
    }

    static let throwing = "try await sleep(100); let n = try await lookup(2); return n"

    @Test func aFailedTasksValueThrowsWhereItIsAwaited() {
        let yaml = Self.screen(keep: Self.throwing, """
              - tap: start
              - tap: read
              - tap: stop
                expect: ["shown none reads 0"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: the reader going on past its await, as with a Task<Int, Never>, fails.
        let wrong = scenario(yaml.replacingOccurrences(of: #"["shown none reads 0"]"#, with: #"["shown 0 reads 1"]"#))
        #expect(!wrong.passed)
    }

    @Test func tryQuestionTurnsTheFailureIntoNil() {
        let s = scenario(Self.screen(keep: Self.throwing, """
              - tap: start
              - tap: read softly
              - tap: stop
                expect: ["shown -1 reads 1"]
              # A failure kept: a later reader meets it at once.
              - tap: read softly
                expect: ["shown -1 reads 2"]
              - tap: read
                expect: ["shown -1 reads 2"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func aTaskThatFinishedGivesItsValueToTry() {
        let s = scenario(Self.screen(keep: Self.throwing, """
              - tap: start
              - tap: read
              - advance: 100
              - complete: lookup
                expect: ["shown 20 reads 1"]
              - tap: read
                expect: ["shown 20 reads 2"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// The same closure with its sleep written `try?` never fails: cancelled, it goes on, and its
    /// value arrives to an `await` with no `try` (§67.4).
    @Test func aTaskThatNeverThrowsGivesItsValueEvenCancelled() {
        let s = scenario(Self.screen(keep: "try? await sleep(100); return 5", read: "await pending?.value", soft: "await pending?.value", """
              - tap: start
              - tap: read
              - tap: stop
                expect: ["shown 5 reads 1"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// A failure passes on: a throwing task that awaits a failed one fails with its error.
    @Test func aFailurePassesThroughATaskThatRethrowsIt() {
        let yaml = """
            requests:
              lookup: { returns: 'argument * 10' }
            components:
              Screen:
                state: { first: nil, second: nil, shown: '"none"' }
                body:
                  - text: "shown {shown}"
                  - button: start
                    action: 'first = Task { try await sleep(100); return 1 }; second = Task { let n = try await first?.value; return (n ?? 0) + 1 }'
                  - button: read
                    action: 'Task { let n = try? await second?.value; shown = n == nil ? "failed" : "given" }'
                  - button: stop
                    action: first?.cancel()
            root: Screen
            script:
              - tap: start
              - tap: read
              - tap: stop
                expect: ["shown failed"]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func theTryEachValueNeedsIsCheckedBeforeTheRun() {
        func first(keep: String, read: String) -> String {
            diagnostics(Self.screen(keep: keep, read: read, soft: "try? await pending?.value", "  - tap: start")).first?.message ?? "none"
        }
        #expect(first(keep: Self.throwing, read: "await pending?.value")
                == "`let n = await pending?.value` can throw: pending keeps a Task whose closure throws, a Task<…, Error>")
        #expect(first(keep: "try? await sleep(100); return 1", read: "try await pending?.value")
                == "`try` before a task's value: a `Task<T, Never>` throws nothing")
        #expect(first(keep: Self.throwing, read: "try await pending?.value") == "none")
    }

    @Test func theTraceSaysWhyTheReaderEnded() throws {
        let file = run(Self.screen(keep: Self.throwing, "  - tap: start\n  - tap: read\n  - tap: stop"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 3).map(\.text)
        #expect(lines.contains { $0.contains("task #1 failed with CancellationError, a Task<…, Error>'s failure, so the await of its value throws it") }, "\(lines)")
        #expect(lines.contains { $0.contains("task #2 ends: the await of task #1's value threw CancellationError") }, "\(lines)")
    }

    /// A constant an action declares (`guard let n = Int(amount)`) types what follows it: the
    /// list it is appended to, the request it is given, and the task that returns the response.
    @Test func theExportTypesAnActionsConstantsForWhatFollows() throws {
        let yaml = """
            requests:
              save: { returns: argument }
            components:
              Bill:
                state: { amount: '""', history: "[]", saving: nil }
                body:
                  - text-field: Amount
                    text: $amount
                  - text: "cheapest {history.min() ?? 0}"
                  - button: keep
                    action: |
                      guard let n = Int(amount) else { return }
                      history.append(n)
                      saving = Task { let saved = try await save(n); return saved }
            root: Bill
            """
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "bill.yaml"))
        let bill = ExportTests().file(export, "App/Bill.swift")
        #expect(bill.contains("@State private var history: [Int] = []"), "\(bill)")
        #expect(bill.contains("@State private var saving: Task<Int, Error>? = nil"), "\(bill)")
        let time = ExportTests().file(export, "App/SpecTime.swift")
        #expect(time.contains("static func save(_ argument: Int) async throws -> Int"), "\(time)")
    }

    @Test func theExportWritesATaskThatThrows() throws {
        let export = try ExportTests().exportSpec("specs/throwing-task.yaml")
        let search = ExportTests().file(export, "App/Search.swift")
        #expect(search.contains("@State private var pending: Task<Int, Error>? = nil"), "\(search)")
        #expect(search.contains("let n = try await pending?.value"), "\(search)")
        #expect(search.contains("let n = try? await pending?.value"), "\(search)")
        // No `do { } catch { }`: the closure's error is the task's failure.
        #expect(!search.contains("do {"), "\(search)")
    }
}
