import Foundation
import Testing
@testable import SpecKit

/// `items += await load(page)` (semantics §27.10): an await's value added to its target, which is
/// read when the value arrives, as Swift takes the left side inout only after the right side, the
/// await, is evaluated; and `.seconds(0.5)`, Swift's sleep of fractional seconds (§27.11).
@Suite struct CompoundAwaitTests {
    /// A pager whose task adds each page's response to `items`; `edit` writes `items` meanwhile.
    static func pager(_ action: String, _ script: String) -> String {
        """
        requests:
          load: { returns: 'String(argument)' }
          total: { returns: 'argument * 2' }
        components:
          Screen:
            state: { page: 1, items: '"a"', n: 10 }
            body:
              - text: "items [{items}] n {n}"
              - button: edit
                action: items += "D"
              - Pager:
                task: { id: page, action: '\(action)' }
          Pager:
            body: [ { text: pager } ]
        root: Screen
        script:
        \(script)
        """
    }

    @Test func plusEqualsReadsTheTargetWhenTheValueArrivesNotWhenTheTaskAwaits() {
        let script = """
              - tap: edit
              - complete: load
                expect: ["items [aD1] n 10"]
            """
        let s = scenario(Self.pager("items += await load(page)", script))
        #expect(s.passed, "\(outcome(s))")
        // The lock: the target read before the await (what `items = items + (await …)` does in
        // Swift) would lose the edit made meanwhile.
        #expect(!scenario(Self.pager("items += await load(page)", script.replacingOccurrences(of: "aD1", with: "a1"))).passed)
        // The neighbour, `=`, replaces the value as it did.
        let assigned = scenario(Self.pager("items = await load(page)", script.replacingOccurrences(of: "aD1", with: "1")))
        #expect(assigned.passed, "\(outcome(assigned))")
    }

    @Test func minusEqualsAndTryTakeTheResponseOfAnyAwait() {
        let s = scenario(Self.pager("n -= try await total(3); items += try await load(page)", """
              - complete: total
                expect: ["items [a] n 4"]
              - complete: load
                expect: ["items [a1] n 4"]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func aCancelledRequestAddsNothing() {
        // The task of page 1 is cancelled by the id's change: its request throws, and the `+=`
        // after the await never runs (§27.4), the pagination trap of a `task(id:)`.
        let yaml = Self.pager("items += await load(page)", """
              - tap: more
              - complete: load
                argument: '2'
                expect: ["items [a2] n 10"]
            """).replacingOccurrences(of: "      - button: edit", with: "      - button: more\n        action: page += 1\n      - button: edit")
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
    }

    @Test func theChecksTypeTheAddedValueAndRefuseTryQuestion() {
        let mismatch = diagnostics(Self.pager("n += await load(page)", "  - complete: load"))
        #expect(mismatch.map(\.message) == ["cannot apply '+=' to 'n', an Int, and a String"], "\(mismatch)")
        let optional = diagnostics(Self.pager("items += try? await load(page)", "  - complete: load"))
        #expect(optional.first?.message.hasPrefix("value of optional type not unwrapped") == true, "\(optional)")
        #expect(optional.first?.hint?.contains("let found = try? await") == true, "\(optional)")
    }

    @Test func theTraceSaysTheCodeAfterTheAwaitSeesTheStateAsItIsNow() throws {
        let file = run(Self.pager("items += await load(page)", "  - tap: edit\n  - complete: load"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 2).map(\.text)
        #expect(lines.contains { $0.contains("the code after the await sees the state as it is now") }, "\(lines)")
        #expect(lines.contains { $0.contains("write state items of Screen: \"aD\" → \"aD1\"") }, "\(lines)")
    }

    @Test func secondsWithAFractionSleepTheirWholeMilliseconds() {
        let yaml = Self.pager("try await Task.sleep(for: .seconds(0.5)); items += \"s\"; try? await Task.sleep(for: .seconds(1.25)); items += \"t\"", """
              - advance: 499
                expect: ["items [a] n 10"]
              - advance: 1
                expect: ["items [as] n 10"]
              - advance: 1250
                expect: ["items [ast] n 10"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        #expect(Parser.wholeMilliseconds("0.5", perUnit: 1000) == 500)
        #expect(Parser.wholeMilliseconds("0.0015", perUnit: 1000) == nil)
        #expect(Parser.wholeMilliseconds("2.5000", perUnit: 1000) == 2500)
        #expect(Parser.wholeMilliseconds("300.0", perUnit: 1) == 300)
        #expect(Parser.wholeMilliseconds("300.5", perUnit: 1) == nil)
        let tooFine = diagnostics(Self.pager("try await Task.sleep(for: .milliseconds(0.5))", "  - advance: 1"))
        #expect(tooFine.map(\.message) == ["`.milliseconds(0.5)` is not a whole number of milliseconds, the unit of the spec's clock"], "\(tooFine)")
    }

    static let exported = InlineSpec("paged.yaml", """
        requests:
          load: { returns: 'String(argument)' }
          total: { returns: 'argument * 2' }
        components:
          Screen:
            state: { page: 1, items: '""', n: 10 }
            body:
              - text: "items [{items}] n {n}"
              - button: more
                action: page += 1
              - Pager:
                task:
                  id: page
                  action: |
                    try await Task.sleep(for: .seconds(0.5))
                    items += await load(page)
                    n -= try await total(page)
          Pager:
            body: [ { text: pager } ]
        root: Screen
        script:
          - advance: 500
          - complete: load
            expect: ["items [1] n 10"]
          - complete: total
            expect: ["items [1] n 8"]
        """)

    @Test func theExportWritesTheOperatorAndTheSleepInMilliseconds() async throws {
        #expect(scenario(Self.exported.yaml).passed)
        let export = try Self.exported.export()
        let screen = ExportTests().file(export, "App/Screen.swift")
        #expect(screen.contains("items += try await Requests.load(page)"), "\(screen)")
        #expect(screen.contains("n -= try await Requests.total(page)"), "\(screen)")
        #expect(screen.contains("sleep(milliseconds: 500)"), "\(screen)")
        try await ExportTests().expectTypeChecks(export)
    }
}
