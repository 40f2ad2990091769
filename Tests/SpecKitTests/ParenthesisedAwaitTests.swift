import Foundation
import Testing
@testable import SpecKit

/// `count = count + (await delta())` (semantics §27.10): an await in parentheses inside a value.
/// Swift evaluates the operands left to right, so what stands to the left of the await is read
/// before the task suspends there: the lost update `+=` does not have.
@Suite struct ParenthesisedAwaitTests {
    /// Two buttons whose tasks add a response to a count, each in its own way.
    static func counter(_ add: String, _ script: String) -> String {
        """
        requests:
          delta: { cancellation: throws, returns: "1" }
        components:
          Screen:
            state: { count: 0 }
            body:
              - text: "count {count}"
              - button: add
                action: 'Task { \(add) }'
              - button: bump
                action: count += 10
        root: Screen
        script:
        \(script)
        """
    }

    static let twoTaps = """
          - tap: add
          - tap: add
          - complete: delta
            which: first
          - complete: delta
        """

    /// The lost update: each task read `count`, 0, before its await; the second write wins.
    @Test func theReadLeftOfTheAwaitIsMadeBeforeItSoTwoTasksLoseAnUpdate() {
        let lost = scenario(Self.counter("count = count + (await delta())", Self.twoTaps + "\n    expect: [count 1]"))
        #expect(lost.passed, "\(outcome(lost))")
        // The lock: both updates kept would be `+=`'s answer, not this form's.
        #expect(!scenario(Self.counter("count = count + (await delta())", Self.twoTaps + "\n    expect: [count 2]")).passed)
        let kept = scenario(Self.counter("count += await delta()", Self.twoTaps + "\n    expect: [count 2]"))
        #expect(kept.passed, "\(outcome(kept))")
    }

    /// Left of the await, read before it; right of it, after: a write made while the task waits is
    /// seen only by the read to the right.
    @Test func whatStandsRightOfTheAwaitIsReadAfterIt() {
        let script = """
              - tap: add
              - tap: bump
              - complete: delta
            """
        let left = scenario(Self.counter("count = count * 2 + (await delta())", script + "\n    expect: [count 1]"))
        #expect(left.passed, "\(outcome(left))")
        let right = scenario(Self.counter("count = (await delta()) + count", script + "\n    expect: [count 11]"))
        #expect(right.passed, "\(outcome(right))")
        let both = scenario(Self.counter("count = count + (await delta()) * 100 + count", script + "\n    expect: [count 110]"))
        #expect(both.passed, "\(outcome(both))")
        // Two awaits, one after the other: `count` is read between them, 10 after the bump, and
        // again a bump later it is 20, which the statement after them never reads.
        let two = scenario(Self.counter("let n = -(await delta()) + count - (await delta()); count = n",
                                        script + "\n    expect: [count 10]\n  - tap: bump\n  - complete: delta\n    expect: [count 8]"))
        #expect(two.passed, "\(outcome(two))")
    }

    /// `count = await delta() * 2 + count`: Swift's `await` covers all to its right, and the call,
    /// the leftmost operand, runs first; what follows it is read when the response has come, a
    /// bump made while the task waited included. Without an operator after it, the await is the
    /// statement it always was.
    @Test func anAwaitThatOpensTheValueIsItsFirstOperand() {
        let script = "  - tap: add\n  - tap: bump\n  - complete: delta"
        let after = scenario(Self.counter("count = await delta() * 2 + count", script + "\n    expect: [count 12]"))
        #expect(after.passed, "\(outcome(after))")
        let constant = scenario(Self.counter("let n = await delta() + 1; count = n", script + "\n    expect: [count 2]"))
        #expect(constant.passed, "\(outcome(constant))")
        let compared = scenario(Self.counter("count = await delta() == 1 ? 5 : 6", script + "\n    expect: [count 5]"))
        #expect(compared.passed, "\(outcome(compared))")
        let tried = scenario(Self.counter("count = try await delta() + count", script + "\n    expect: [count 11]"))
        #expect(tried.passed, "\(outcome(tried))")
        // The lock: a wrong count fails.
        #expect(!scenario(Self.counter("count = await delta() * 2 + count", script + "\n    expect: [count 2]")).passed)
        let branch = diagnostics(Self.counter("count = count > 0 ? await delta() + 1 : 0", "  - tap: add")).first
        #expect(branch?.message == "an `(await …)` in a branch of `?:`, which awaits only when taken, is not expressed")
    }

    @Test func theTraceSaysTheReadComesBeforeTheAwait() throws {
        let file = run(Self.counter("count = count + (await delta())", "  - tap: add\n  - tap: bump\n  - complete: delta"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains { $0.contains("count is 0, read now, before the await to its right: Swift evaluates an expression's operands left to right") }, "\(lines)")
    }

    /// Swift's words where it refuses the form, and a refusal where the engine does not express it.
    @Test func theFormsSwiftRefusesOrTheEngineDoesNotExpressAreErrors() {
        func first(_ add: String) -> Diagnostic? { diagnostics(Self.counter(add, "  - tap: add")).first }
        let bare = first("count = count + await delta()")
        #expect(bare?.message == "'await' cannot appear to the right of a non-assignment operator", "\(String(describing: bare))")
        #expect(bare?.hint?.hasPrefix("parenthesise it, `count + (await …)`, which reads count before the await") == true)
        #expect(first("count = count + try await delta()")?.message == "'try' cannot appear to the right of a non-assignment operator")
        let shortCircuit = first("let ok = count > 0 && (await delta()) > 0")
        #expect(shortCircuit?.message == "'async' call in an autoclosure that does not support concurrency", "\(String(describing: shortCircuit))")
        #expect(first("count = min(count, (await delta()))")?.message == "an `(await …)` in a call's arguments or on its receiver is not expressed")
        #expect(first("count = count > 0 ? (await delta()) : 0")?.message == "an `(await …)` in a branch of `?:`, which awaits only when taken, is not expressed")
        let condition = first("if (await delta()) > 0 { count = 1 }")
        #expect(condition?.message.hasPrefix("an `(await …)` inside an expression is expressed in the value of an assignment or a `let`") == true,
                "\(String(describing: condition))")
        // Outside a task, the await is one as any other: refused there.
        let action = diagnostics(Self.counter("count = 0", "  - tap: add").replacingOccurrences(of: "count += 10", with: "count = count + (await delta())"))
        #expect(action.first?.message.contains("await") == true, "\(action)")
    }

    static let exported = InlineSpec("lost-update.yaml", counter("count = count + (await delta())", twoTaps + "\n    expect: [count 1]"))

    @Test func theExportReadsBeforeTheAwaitAsTheSpecDoes() async throws {
        let export = try Self.exported.export()
        let screen = ExportTests().file(export, "App/Screen.swift")
        #expect(screen.contains("let countBeforeAwait = count"), "\(screen)")
        #expect(screen.contains("let deltaResult = try await Requests.delta()"), "\(screen)")
        #expect(screen.contains("count = countBeforeAwait + deltaResult"), "\(screen)")
        try await ExportTests().expectTypeChecks(export)
    }
}
