import Testing
@testable import SpecKit

/// `var copy = items` in an action: a variable of its block, assigned and changed in place; a copy
/// of a value, the same instance of a class (docs/semantics.md §96).
@Suite struct LocalVariableTests {
    static let app = """
        models:
          Tally:
            fields: [count]
        components:
          Cart:
            state: { prices: "[3, 5]", total: 0, drafted: 0, tally: "Tally(count: 0)", on: false }
            body:
              - text: prices {prices.count} total {total} drafted {drafted} on {on}
              - Summary: { tally: tally }
              - button: add
                action: 'var copy = prices; copy.append(copy.count + 4); prices = copy'
              - button: sum
                action: 'var running = 0; for p in prices { running += p }; total = running'
              - button: peek
                action: 'var draft = prices; draft.append(100)'
              - button: draft
                action: 'var draft = prices; draft.append(100); drafted = draft.count'
              - button: bump
                action: 'var t = tally; t.count += 1'
              - button: flip
                action: 'var f = on; f.toggle(); if f { var n = 1; n -= 3; total = n }; on = f'
              - button: shadow
                action: 'var total = 10; total += 5; drafted = total'
          Summary:
            props: [tally]
            body:
              - text: tally {tally.count}
        root: Cart
        """

    func run(_ script: String) -> ScenarioResult { scenario(Self.app + "\nscript:\n" + script) }

    func shows(_ s: ScenarioResult) -> Comment { "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    @Test func aVariableIsAssignedAndChangedInPlaceInItsBlockAndTheBlocksInside() {
        let s = run("""
              - tap: add
                expect: [prices 3 total 0 drafted 0 on false]
              - tap: sum
                expect: [prices 3 total 14 drafted 0 on false]
              - tap: flip
                expect: [prices 3 total -2 drafted 0 on true]
              - tap: shadow
                expect: [prices 3 total -2 drafted 15 on true]
            """)
        #expect(s.passed, shows(s))
    }

    @Test func aCopyChangedAloneWritesNoHolderAndRendersNothing() {
        let s = run("""
              - tap: peek
                expect: [prices 2 total 0 drafted 0 on false]
                assert: ["Cart.renders == 1"]
              - tap: draft
                expect: [prices 2 total 0 drafted 3 on false]
                assert: ["Cart.renders == 2"]
            """)
        #expect(s.passed, shows(s))
    }

    @Test func anInstanceInAVariableIsTheSharedInstance() {
        let s = run("""
              - tap: bump
                expect: [tally 1]
                assert: ["Summary.renders == 2", "Cart.renders == 1", "Tally.creations == 1"]
            """)
        #expect(s.passed, shows(s))
    }

    @Test func theLockAWrongExpectationOfAVariableFails() {
        // Were the copy the holder, peek would show 4 prices; were the loop's `+=` lost, 0.
        for (tap, wrong) in [("peek", "prices 4 total 0 drafted 0 on false"), ("sum", "prices 2 total 0 drafted 0 on false")] {
            let s = run("""
                  - tap: \(tap)
                    expect: [\(wrong)]
                """)
            #expect(!s.passed, shows(s))
        }
        let renders = run("""
              - tap: peek
                assert: ["Cart.renders == 2"]
            """)
        #expect(!renders.passed)
    }

    @Test func theTraceSaysWhatTheVariableHolds() {
        let file = SpecKitTests.run(Self.app + "\nscript:\n  - tap: sum\n")
        let lines = ScenarioTrace(file.scenarios[0], spec: file.spec).lines.map(\.text)
        #expect(lines.contains("running is 0: a local variable of this block, a copy of the value, which the statements after it may change; no view depends on it"), "\(lines)")
        #expect(lines.contains("running is now 8: the local variable is written, not a holder, so no view is invalidated"), "\(lines)")
    }

    @Test func aVariableIsCheckedAsSwiftWouldCompileIt() {
        func errors(_ action: String) -> [String] {
            diagnostics("""
                components:
                  Screen:
                    state: { count: 0, seen: 0 }
                    body:
                      - text: count {count}
                      - button: go
                        action: '\(action)'
                root: Screen
                """).map(\.message)
        }
        #expect(errors("var a = count; a += 2; a = a * 3; seen = a") == [])
        #expect(errors("var count = count; count = 2; seen = count") == [])
        #expect(errors("let a = count; a = 2") == ["cannot assign to value: 'a' is a 'let' constant"])
        #expect(errors("var a = 1; var a = 2; seen = a") == ["a is declared twice in this action"])
        #expect(errors("a = 1; var a = 0; seen = a") == ["'a' is not defined in Screen"])
        #expect(errors("var a = 1; a = \"x\"; seen = a").count == 1)
        #expect(errors("var a = count; Task { seen = a }").first?.hasPrefix("a Task that uses the var 'a'") == true)
        #expect(errors("Task { var a = count; a += 1; seen = a }").first?.contains("a `var` in a task's closure is not expressed") == true)
        // A `let` inside hides the variable there: assigning it is assigning the constant.
        #expect(errors("var a = 1; if a > 0 { let a = 2; a = 3 }; seen = a") == ["cannot assign to value: 'a' is a 'let' constant"])
    }

    @Test func theExportWritesTheVar() throws {
        let export = try SwiftUIExport(try SpecDecoder.decode([UInt8]((Self.app + "\nscript:\n  - tap: sum\n").utf8), file: "cart.yaml"))
        let views = export.files.map(\.contents).joined()
        #expect(views.contains("var running = 0"), "\(views)")
        #expect(views.contains("var copy = prices"), "\(views)")
    }
}
