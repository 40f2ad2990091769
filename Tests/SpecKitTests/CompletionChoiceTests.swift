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

    /// `which: 2` is the second sent of those pending, counted as a person counts; beside
    /// `argument:`, of those with the argument. A place past the last pending is an error that
    /// says how many are.
    @Test func whichWithAPlaceChoosesByTheOrderSent() {
        func run(_ steps: String) -> ScenarioResult {
            scenario("""
                requests:
                  load: { returns: 'argument' }
                components:
                  Screen:
                    state: { log: '""' }
                    body:
                      - text: "log {log}"
                      - button: go
                        action: 'Task { let r = await load(1); log += String(r) }; Task { let r = await load(2); log += String(r) }; Task { let r = await load(1); log += String(r) }'
                root: Screen
                script:
                  - tap: go
                \(steps)
                """)
        }
        let middle = run("""
              - complete: load
                which: 2
                expect: [log 2]
              - complete: load
                argument: "1"
                which: 2
                expect: [log 21]
              - complete: load
                expect: [log 211]
            """)
        #expect(middle.passed, "\(middle.failures.map(\.message)) \(middle.error?.description ?? "")")
        let past = run("  - complete: load\n    which: 4\n")
        #expect(past.error?.message == "which: 4 asks for the 4th pending request 'load', and 3 are pending", "\(String(describing: past.error))")
        let pastArgument = run("  - complete: load\n    argument: \"2\"\n    which: 2\n")
        #expect(pastArgument.error?.message == "which: 2 asks for the 2nd pending request load(2), and 1 is pending",
                "\(String(describing: pastArgument.error))")
        #expect(Completion.ordinal(1) == "1st" && Completion.ordinal(2) == "2nd" && Completion.ordinal(3) == "3rd"
                && Completion.ordinal(11) == "11th" && Completion.ordinal(12) == "12th" && Completion.ordinal(22) == "22nd"
                && Completion.ordinal(104) == "104th")
    }

    /// The exported seam completes the request at the place the step names.
    static let exported = InlineSpec("three-loads.yaml", """
        requests:
          load: { returns: 'argument' }
        components:
          Screen:
            state: { log: '""' }
            body:
              - text: "log {log}"
              - button: go
                action: 'Task { let r = await load(1); log += String(r) }; Task { let r = await load(2); log += String(r) }; Task { let r = await load(1); log += String(r) }'
        root: Screen
        script:
          - tap: go
          - complete: load
            which: 2
            expect: [log 2]
          - complete: load
            argument: "1"
            which: 2
            expect: [log 21]
          - complete: load
            expect: [log 211]
        """)

    @Test func theExportCompletesTheRequestAtThePlaceTheStepNames() async throws {
        #expect(scenario(Self.exported.yaml).passed)
        let export = try Self.exported.export()
        let seam = ExportTests().file(export, "App/SpecSeam.swift")
        #expect(seam.contains("SpecRequests.shared.complete(\"load\", .place(2))"), "\(seam)")
        #expect(seam.contains("SpecRequests.shared.complete(\"load\", .argumentAt(1, place: 2))"), "\(seam)")
        try await ExportTests().expectTypeChecks(export)
    }
}

