import Testing
@testable import SpecKit

/// `+=`, a mutating method and a write to a member of a struct field go through the
/// `@Observable` macro's `_modify` accessor, which notifies without comparing; `=` goes through
/// the setter, which skips an equal value (docs/semantics.md §4).
@Suite struct EqualWriteInPlaceTests {
    func run(_ action: String, assert: String) -> ScenarioResult {
        scenario("""
            models:
              Home: { kind: struct, fields: [city] }
              Account: { fields: [count, items, home] }
            components:
              Screen:
                state: { account: 'Account(count: 0, items: [], home: Home(city: "Oslo"))' }
                body:
                  - CountRow: { account: account }
                  - ItemsRow: { account: account }
                  - HomeRow: { account: account }
                  - button: go
                    action: '\(action)'
              CountRow:
                props: [account]
                body: [ { text: "count {account.count}" } ]
              ItemsRow:
                props: [account]
                body: [ { text: "items {account.items.count}" } ]
              HomeRow:
                props: [account]
                body: [ { text: "city {account.home.city}" } ]
            root: Screen
            script:
              - tap: go
                assert: \(assert)
            """)
    }

    func failures(_ s: ScenarioResult) -> Comment { "\(s.failures.map(\.message)) \(String(describing: s.error))" }

    @Test func anEqualValueWrittenInPlaceNotifiesItsReaders() {
        for (action, row) in [("account.count += 0", "CountRow"), ("account.items.removeAll()", "ItemsRow"),
                              ("account.home.city = account.home.city", "HomeRow")] {
            let s = run(action, assert: "[\"\(row).renders == 2\", \"Screen.renders == 1\"]")
            #expect(s.passed, "\(action): \(failures(s))")
        }
    }

    @Test func theLockAnEqualAssignmentWithTheSetterNotifiesNobody() {
        for action in ["account.count = account.count", "account.home = account.home"] {
            let s = run(action, assert: #"["CountRow.renders == 1", "HomeRow.renders == 1"]"#)
            #expect(s.passed, "\(action): \(failures(s))")
        }
        // Were an in-place write compared, the row would not run again.
        let s = run("account.count += 0", assert: #"["CountRow.renders == 1"]"#)
        #expect(!s.passed)
    }
}
