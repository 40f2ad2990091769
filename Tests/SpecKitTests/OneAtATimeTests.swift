import Testing
@testable import SpecKit

/// One presentation at a time from a screen (docs/semantics.md §22): a sheet or an alert written
/// on a view under a presented sheet waits, and is presented when that sheet is dismissed; one
/// written in the sheet's content is presented over it.
@Suite struct OneAtATimeTests {
    /// Root writes two sheets and an alert; the first sheet's content opens the second sheet, the
    /// root's alert and an alert of its own.
    static let app = """
        components:
          Root:
            state: { a: false, b: false, warn: false }
            body:
              - button: open a
                action: a = true
              - Anchor:
                sheet:
                  is-presented: $a
                  content:
                    - Inner: { b: $b, warn: $warn }
              - Anchor:
                sheet:
                  is-presented: $b
                  content: [ { text: sheet b } ]
              - Anchor:
                alert:
                  title: Root alert
                  is-presented: $warn
          Inner:
            bindings: [b, warn]
            state: { asking: false }
            body:
              - text: sheet a
              - button: open b
                action: b = true
              - button: warn root
                action: warn = true
              - button: cancel b
                action: b = false
              - button: ask
                action: asking = true
              - Anchor:
                alert:
                  title: Inner alert
                  is-presented: $asking
          Anchor:
            body: []
        root: Root
        """

    static func run(_ script: String) -> ScenarioResult {
        scenario(app + "\nscript:\n" + script)
    }

    @Test func aSecondSheetOfTheSameScreenWaitsForTheFirstToBeDismissed() {
        let s = Self.run("""
              - tap: open a
              - tap: open b
                expect: [sheet a]
                expect-not: [sheet b]
              - dismiss: sheet
                expect: [sheet b]
                expect-not: [sheet a]
              - dismiss: sheet
                expect: [open a]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func anAlertOfTheScreenUnderTheSheetWaitsAndOneInTheSheetIsPresentedOverIt() {
        let s = Self.run("""
              - tap: open a
              - tap: warn root
                expect-not: [Root alert]
              - tap: ask
                expect: [Inner alert, sheet a]
              - tap: OK
                expect-not: [Inner alert]
              - dismiss: sheet
                expect: [Root alert]
              - tap: OK
                expect: [open a]
                expect-not: [Root alert]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func aWaitingSheetWhoseBindingTurnedFalseIsNotPresented() {
        let s = Self.run("""
              - tap: open a
              - tap: open b
              - tap: cancel b
              - dismiss: sheet
                expect: [open a]
                expect-not: [sheet b]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func theTraceSaysWhyItWaitsAndWhyItRendersAgain() {
        let lines = ScenarioTrace(Self.run("""
              - tap: open a
              - tap: open b
              - dismiss: sheet
            """)).lines.map(\.text)
        #expect(lines.contains { $0.hasPrefix("sheet not presented: its binding is true, but the sheet presented from the same screen is up") })
        #expect(lines.contains("→ sheet must render again: the sheet it waited for was dismissed, so it is presented now if its binding still holds"))
        #expect(lines.contains { $0.hasSuffix(": the sheet it waited for was dismissed") && $0.hasPrefix("render sheet") })
    }
}
