import Testing
@testable import SpecKit

/// Which pending request a script's `complete:` answers (docs/spec-format.md, *Time and tasks*):
/// one that could mean two is an error that lists them, and `which:` chooses by order.
@Suite struct CompletionChoiceTests {
    /// Two pending calls with one argument are told apart by order only: `argument:` alone is an
    /// error that lists them, and `which:` beside it chooses among them, not among all.
    @Test func whichBesideAnArgumentChoosesAmongTheCallsWithIt() {
        func run(_ steps: String) -> ScenarioResult {
            scenario("""
                requests:
                  fetch: { returns: '"got " + argument' }
                components:
                  Screen:
                    state: { n: 0, who: 0, shown: '"none"' }
                    body:
                      - text: "shown {shown} by {who}"
                      - button: send
                        action: 'n += 1; Task { let mine = n; shown = await fetch("a"); who = mine }'
                      - button: other
                        action: 'Task { shown = await fetch("b") }'
                root: Screen
                script:
                  - tap: send
                  - tap: other
                  - tap: send
                \(steps)
                """)
        }
        let ordered = run("""
              - complete: fetch
                argument: '"a"'
                which: last
                expect: [shown got a by 2]
              - complete: fetch
                argument: '"a"'
                expect: [shown got a by 1]
              - complete: fetch
                expect: [shown got b by 1]
            """)
        #expect(ordered.passed, "\(ordered.failures.map(\.message)) \(ordered.error?.description ?? "")")
        let ambiguous = run("  - complete: fetch\n    argument: '\"a\"'\n")
        #expect(ambiguous.error?.message == "2 requests fetch(\"a\") are pending; the argument does not say which one completes",
                "\(String(describing: ambiguous.error))")
        #expect(ambiguous.error?.hint?.hasPrefix("pending: fetch(\"a\") #1, fetch(\"b\") #2, fetch(\"a\") #3") == true)
    }
}
