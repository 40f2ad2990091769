import Foundation
import Testing
@testable import SpecKit

/// Mistakes in a task's statements that Swift refuses, each refused before the run in Swift's
/// words where it has them, beside the valid form, which stays accepted (docs/spec-format.md,
/// *Time and tasks*; semantics §27, §63).
@Suite struct AsyncMistakeTests {
    /// A screen whose `Box` runs `task` and whose `go` button runs `action`.
    static func screen(task: String = "await sleep(1)", action: String = "log += \"b\"", state: String = "") -> String {
        """
        requests:
          search: { returns: '"r " + argument' }
        models:
          Stopper:
            fields: { stops: 0 }
            methods: { "cancel()": "stops += 1" }
        components:
          Screen:
            state: { query: '""', log: '""', n: 0, pending: nil, stopper: Stopper()\(state) }
            body:
              - text: "log {log} n {n} stops {stopper.stops}"
              - button: go
                action: '\(action)'
              - Box:
                task: '\(task)'
          Box:
            body: [ { text: box } ]
        root: Screen
        script:
          - tap: go
        """
    }

    func messages(task: String = "await sleep(1)", action: String = "log += \"b\"") -> [String] {
        diagnostics(Self.screen(task: task, action: action)).map(\.message)
    }

    @Test func swiftsSleepWithoutAwaitIsRefusedInSwiftsWords() {
        let notAwaited = "expression is 'async' but is not marked with 'await'"
        #expect(messages(task: "try Task.sleep(for: .seconds(2))") == [notAwaited])
        #expect(messages(task: "try? Task.sleep(for: .milliseconds(300))") == [notAwaited])
        let neither = diagnostics(Self.screen(task: "Task.sleep(for: .seconds(2))"))
        #expect(neither.map(\.message) == [notAwaited])
        #expect(neither.first?.hint?.contains("call can throw but is not marked with 'try'") == true, "\(neither)")
        #expect(neither.first?.hint?.contains("`await sleep(2000)`") == true, "\(neither)")
        // A duration written wrong is said first, as the call is read whole.
        #expect(messages(task: "try Task.sleep(for: .nanoseconds(2))") == ["a Duration of .nanoseconds(…) is not expressed: the spec's clock counts whole milliseconds"])
        // The neighbours: with `await`, and `try` or `try?`, it is a sleep.
        #expect(messages(task: "try await Task.sleep(for: .seconds(2))").isEmpty)
        #expect(messages(task: "try? await Task.sleep(for: .milliseconds(300))").isEmpty)
        #expect(messages(task: "await Task.sleep(for: .seconds(2))") == ["call can throw but is not marked with 'try'"])
    }

    @Test func aSleepOfAFractionOfAMillisecondIsRefusedWithTheSecondsItLikelyMeant() {
        let fraction = diagnostics(Self.screen(task: "await sleep(0.5)"))
        #expect(fraction.map(\.message) == ["sleep(0.5): sleep counts whole milliseconds"])
        #expect(fraction.first?.hint == "for 0.5 seconds write `await sleep(500)`, or Swift's `try await Task.sleep(for: .seconds(0.5))`")
        #expect(messages(task: "await sleep(500)").isEmpty)
    }

    @Test func theCheckRefusesASleepOfAStringAndACancelOfAString() {
        #expect(messages(task: "await sleep(\"300\")") == ["sleep takes milliseconds as an Int; \"300\" is not"])
        #expect(messages(action: "query.cancel()") == ["query is String, not a task; only a task kept with `query = Task { … }` can be cancelled"])
        #expect(messages(action: "n.cancel()") == ["n is Int, not a task; only a task kept with `n = Task { … }` can be cancelled"])
        // The neighbours: a kept task's `cancel()` through `?.`, a model's own `cancel()`, a sleep of an Int.
        #expect(messages(action: "pending = Task { await sleep(1) }; pending?.cancel()").isEmpty)
        #expect(messages(action: "stopper.cancel()").isEmpty)
        #expect(messages(task: "await sleep(n)").isEmpty)
        let run = scenario(Self.screen(action: "stopper.cancel()").replacingOccurrences(of: "  - tap: go", with: "  - tap: go\n    expect: [\"log  n 0 stops 1\"]"))
        #expect(run.passed, "\(outcome(run))")
    }

    @Test func aTaskKeptInAHolderOfAnotherTypeIsRefusedAsSwiftDoes() {
        #expect(messages(action: "n = Task { log += \"t\" }") == ["cannot assign value of type 'Task<(), Never>' to type 'Int'"])
        #expect(messages(action: "n = Task { try await sleep(1) }") == ["cannot assign value of type 'Task<(), any Error>' to type 'Int'"])
        #expect(messages(action: "log = Task { return 5 }") == ["cannot assign value of type 'Task<Int, Never>' to type 'String'"])
        // The neighbour: a holder that starts nil keeps the handle.
        #expect(messages(action: "pending = Task { log += \"t\" }").isEmpty)
    }

    @Test func isCancelledCalledAsAMethodIsSwiftsNonFunctionError() {
        let called = diagnostics(Self.screen(task: "await sleep(1); guard !Task.isCancelled() else { return }"))
        #expect(called.map(\.message) == ["cannot call value of non-function type 'Bool'"])
        #expect(called.first?.hint?.contains("drop the `()`") == true, "\(called)")
        #expect(messages(task: "await sleep(1); guard !Task.isCancelled else { return }").isEmpty)
    }

    @Test func anAwaitInALabelAwaitsOutsideATask() {
        let yaml = Self.screen().replacingOccurrences(of: "\"log {log} n {n} stops {stopper.stops}\"", with: "\"r {try await search(query)}\"")
        let label = diagnostics(yaml)
        #expect(label.map(\.message) == ["`try await search(query)` awaits outside a task"], "\(label)")
        #expect(label.first?.hint?.contains("`task: \"found = await search(query)\"`") == true, "\(label)")
        // The neighbour: a label that shows what a task stored, and a name that starts as `await` does.
        let shown = Self.screen(task: "log = await search(query)").replacingOccurrences(of: "stops {stopper.stops}", with: "{awaited}")
            .replacingOccurrences(of: "stopper: Stopper()", with: "stopper: Stopper(), awaited: 1")
        #expect(diagnostics(shown).isEmpty, "\(diagnostics(shown))")
    }

    @Test func withTaskCancellationHandlerIsNotPartOfTheLanguage() {
        let handler = diagnostics(Self.screen(action: "Task { try await withTaskCancellationHandler { log = try await search(query) } onCancel: { } }"))
        #expect(handler.map(\.message) == ["`withTaskCancellationHandler` is not part of the spec language"])
        #expect(handler.first?.hint?.contains("catch is URLError") == true, "\(handler)")
        #expect(handler.first?.hint?.contains("catch is CancellationError") == false, "\(handler)")
        // What the hint names runs when the view goes away: a cancelled `cancellation: throws`
        // request throws URLError.cancelled, which `catch is CancellationError` does not take.
        func followed(_ clause: String) -> ScenarioResult {
            scenario("""
                requests:
                  fetch: { cancellation: throws, returns: '"x"' }
                components:
                  Screen:
                    state: { show: true, log: '""', checked: '""' }
                    body:
                      - text: "log {log} checked {checked}"
                      - button: hide
                        action: show = false
                      - if: show
                        then:
                          - Box: {}
                            task: 'do { log = try await fetch() } \(clause) { log = "cancelled" } catch { log = "other" }'
                          - Box: {}
                            task: 'do { checked = try await fetch() } catch { if Task.isCancelled { checked = "yes" } }'
                  Box:
                    body: [ { text: box } ]
                root: Screen
                script:
                  - tap: hide
                    expect: ["log cancelled checked yes"]
                """)
        }
        #expect(followed("catch is URLError").passed, "\(outcome(followed("catch is URLError")))")
        #expect(!followed("catch is CancellationError").passed)
    }

    @Test func aNumberWithAFractionIsRefusedOutsideASleep() throws {
        let price = diagnostics(Self.screen(state: ", price: 9.99"))
        #expect(price.map(\.message) == ["9.99 has a fraction; the expression language's numbers are Int"], "\(price)")
        // `pair.0.1`-like member chains keep their dots: only digits after digits make a fraction.
        #expect(try Lexer.tokens("a.0.1", at: Location(file: "t.yaml", line: 1, column: 1)).contains { if case .decimal = $0.kind { true } else { false } } == false)
        // An animation's argument keeps the number as written, its zeros too.
        let animated = try Parser.statements("withAnimation(.easeIn(duration: 0.05)) { n += 1 }", at: Location(file: "t.yaml", line: 1, column: 1))
        guard case .animated(let animation, _)? = animated.first?.kind else { Issue.record("\(animated)"); return }
        #expect(animation == ".easeIn(duration: 0.05)")
    }

    @Test func theHintsOfLoopsThatNeverSettleSayWhatLoops() throws {
        let sleeper = scenario("""
            components:
              Clock:
                state: { ticks: 0 }
                body:
                  - text: "ticks {ticks}"
                  - Ticker:
                    task: 'while true { await sleep(1000); ticks += 1 }'
              Ticker:
                body: [ { text: ticker } ]
            root: Clock
            script:
              - advance: until-idle
            """)
        #expect(sleeper.error?.hint == "a task that sleeps in a loop (task #1 of Ticker) keeps the clock busy; advance by a duration instead", "\(outcome(sleeper))")
        let watcher = scenario("""
            components:
              Counter:
                state: { n: 0 }
                body:
                  - text: "n {n}"
                  - button: go
                    action: n += 1
                  - Watcher:
                    on-change: { of: n, action: 'Task { n += 1 }' }
              Watcher:
                body: [ { text: watcher } ]
            root: Counter
            script:
              - tap: go
            """)
        let hint = try #require(watcher.error?.hint)
        #expect(!hint.contains("SwiftUI warns"), "\(hint)")
        #expect(hint.contains("through a new Task at each turn"), "\(hint)")
    }
}
