import Foundation
import Testing
@testable import SpecKit

/// A `Task { }` kept in a property and cancelled through it (spec-format *Time and tasks*,
/// semantics §63): `pending = Task { … }`, `pending?.cancel()`.
@Suite struct TaskHandleTests {
    /// A screen whose `start` button runs `start` and whose `stop` button runs `stop`.
    static func screen(start: String, stop: String = "pending?.cancel()", state: String = "pending: nil", _ script: String) -> String {
        """
        requests:
          load: { returns: '"done"' }
        components:
          Screen:
            state: { \(state), status: '"idle"', woke: 0 }
            body:
              - text: "status {status} woke {woke}"
              - button: start
                action: '\(start)'
              - button: stop
                action: '\(stop)'
        root: Screen
        script:
        \(script)
        """
    }

    static let sleeper = "pending = Task { await sleep(300); woke += 1; status = await load() }"


    @Test func cancelStopsTheKeptTaskAtItsSleep() {
        let yaml = Self.screen(start: Self.sleeper, """
              - tap: start
              - tap: stop
              - advance: 500
                expect: [status idle woke 0]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: without the cancel the task wakes and loads.
        let uncancelled = scenario(yaml.replacingOccurrences(of: "  - tap: stop\n", with: ""))
        #expect(!uncancelled.passed)
        #expect(uncancelled.labels.contains("status idle woke 1"))
    }

    /// The handle outlives its task: a second cancel, or one after the end, changes nothing.
    @Test func cancellingAnEndedTaskDoesNothingAndTheTraceSaysSo() throws {
        let yaml = Self.screen(start: Self.sleeper, """
              - tap: start
              - advance: 300
              - complete: load
                expect: [status done woke 1]
              - tap: stop
                expect: [status done woke 1]
            """)
        let file = run(yaml)
        let s = try #require(file.scenarios.first)
        #expect(s.passed, "\(outcome(s))")
        let trace = ScenarioTrace(s, spec: file.spec).lines(ofStep: 4).map(\.text)
        #expect(trace.contains("`pending?.cancel()`: task #1 has ended already, so cancel() does nothing"))
    }

    /// Keeping a new task forgets the old handle, not the old task: both run unless cancelled.
    @Test func aNewHandleDoesNotCancelTheOldTask() {
        let s = scenario(Self.screen(start: Self.sleeper, """
              - tap: start
              - tap: start
              - advance: 300
                expect: [status idle woke 2]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func aHandleInAModelsFieldCancelsTheSame() {
        let yaml = """
            models:
              Loader:
                fields: { pending: nil, woke: 0 }
            components:
              Screen:
                state: { loader: "Loader()" }
                body:
                  - text: "woke {loader.woke}"
                  - button: start
                    action: 'loader.pending = Task { await sleep(300); loader.woke += 1 }'
                  - button: stop
                    action: loader.pending?.cancel()
            root: Screen
            script:
              - tap: start
              - tap: stop
              - advance: 300
                expect: [woke 0]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
    }

    /// `.` on the optional that keeps a task does not compile in Swift: refused before the run,
    /// with `?.` as the fix; so is a value whose type is certain and no task (the run refuses one
    /// it meets otherwise, with the value: TaskHandles.taskToCancel).
    @Test func cancelWithoutOptionalChainingOrOnAnotherValueIsRefused() throws {
        let unwrapped = diagnostics(Self.screen(start: Self.sleeper, stop: "pending.cancel()", "  - tap: stop"))
        #expect(unwrapped.map(\.message) == ["pending is an optional: it has no method 'cancel' until it is unwrapped"])
        #expect(unwrapped.first?.hint == "write `pending?.cancel()`, which does nothing while no task is kept")
        let notATask = diagnostics(Self.screen(start: Self.sleeper, stop: "woke.cancel()", "  - tap: stop"))
        #expect(notATask.map(\.message) == ["woke is Int, not a task; only a task kept with `woke = Task { … }` can be cancelled"])
        let here = Location(file: "t.yaml", line: 1, column: 1)
        let call = try Parser.expression("woke.cancel()", at: here)
        #expect(throws: Diagnostic.self) { try TaskHandles.taskToCancel(.int(0), call) }
    }

    @Test func mistakesAreRefusedBeforeTheRun() {
        func first(_ yaml: String) -> String { diagnostics(yaml).first?.message ?? "none" }
        #expect(first(Self.screen(start: Self.sleeper, stop: "pending?.cancel(1)", "  - tap: stop"))
                == "pending?.cancel(1) does not match cancel()")
        let label = Self.screen(start: Self.sleeper, "  - tap: start")
            .replacingOccurrences(of: "\"status {status} woke {woke}\"", with: "\"status {pending?.cancel()}\"")
        #expect(first(label) == "pending?.cancel() runs an action; it belongs in a button's action, not in a value")
    }

    @Test func theExportKeepsATaskOfVoidNever() throws {
        let export = try ExportTests().exportSpec("specs/task-handle.yaml")
        let search = ExportTests().file(export, "App/Search.swift")
        #expect(search.contains("@State private var pending: Task<Void, Never>? = nil"))
        #expect(search.contains("pending?.cancel()\n"))
        #expect(search.contains("pending = Task {"))
    }
}
