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
        #expect(actionErrors("var a = count; a += 2; a = a * 3; seen = a") == [])
        #expect(actionErrors("var count = count; count = 2; seen = count") == [])
        #expect(actionErrors("let a = count; a = 2") == ["cannot assign to value: 'a' is a 'let' constant"])
        #expect(actionErrors("var a = 1; var a = 2; seen = a") == ["a is declared twice in this action"])
        #expect(actionErrors("a = 1; var a = 0; seen = a") == ["use of local variable 'a' before its declaration"])
        #expect(actionErrors("var a = 1; a = \"x\"; seen = a").count == 1)
        #expect(actionErrors("var a = count; Task { seen = a }").first?.hasPrefix("a Task that uses the var 'a'") == true)
        #expect(actionErrors("Task { var a = count; a += 1; seen = a }") == [])
        #expect(actionErrors("Task { var a = count; a = \"x\"; seen = a }").count == 1)
        #expect(actionErrors("Task { let a = count; a += 1 }") == ["cannot assign to value: 'a' is a 'let' constant"])
        // A child task given the variable runs concurrently with the code that changes it.
        #expect(actionErrors("Task { var a = count; Task { seen = a } }").first?.hasPrefix("a Task that uses the var 'a'") == true)
        #expect(actionErrors("Task { var a = count; a += 1; let b = a; Task { seen = b } }") == [])
        // A `let` inside hides the variable there: assigning it is assigning the constant.
        #expect(actionErrors("var a = 1; if a > 0 { let a = 2; a = 3 }; seen = a") == ["cannot assign to value: 'a' is a 'let' constant"])
        // An `if let` binding is the condition's: its branch may declare the name again, a guard's may not.
        #expect(actionErrors("let o = [count].first; if let f = o { var f = f; f += 1; seen = f }") == [])
        #expect(actionErrors("let o = [count].first; guard let f = o else { return }; var f = f; seen = f") == ["f is declared twice in this action"])
        #expect(actionErrors("var y = nil") == ["'nil' requires a contextual type"])
        #expect(actionErrors("var found = []") == ["empty collection literal requires an explicit type"])
    }

    @Test func theExportWritesTheVar() throws {
        let export = try SwiftUIExport(try SpecDecoder.decode([UInt8]((Self.app + "\nscript:\n  - tap: sum\n").utf8), file: "cart.yaml"))
        let views = export.files.map(\.contents).joined()
        #expect(views.contains("var running = 0"), "\(views)")
        #expect(views.contains("var copy = prices"), "\(views)")
    }

    /// A task appends what each await gives to a `var` declared before its loop, then writes the
    /// holder once; a `while` loop counts its turns across its sleeps (§96).
    static let loader = """
        requests:
          load:
            returns: 'argument * 10'
        components:
          Loader:
            state: { ids: "[1, 2, 3]", items: "[5]", ticks: 0, last: 0 }
            body:
              - Shown: { items: items, ticks: ticks, last: last }
                task: |
                  var loaded = items
                  for id in ids { var page = 0; page = await load(id); page += 1; loaded.append(page); last = page }
                  items = loaded
                  var n = 0
                  while n < 3 { n += 1; await sleep(100); ticks = n }
          Shown:
            props: [items, ticks, last]
            body:
              - text: items {items} ticks {ticks} last {last}
        root: Loader
        """

    func load(_ script: String) -> ScenarioResult { scenario(Self.loader + "\nscript:\n" + script) }

    @Test func aTaskVariableLivesAcrossItsAwaitsAndItsLoopsTurns() {
        // Each turn's `page` is its own, 0 again before the await; `loaded` is the one declared
        // before the loop, its appends kept across the three awaits.
        let s = load("""
              - complete: load
              - complete: load
                expect: ["items [5] ticks 0 last 21"]
                assert: ["Shown.renders == 3"]
              - complete: load
                expect: ["items [5, 11, 21, 31] ticks 0 last 31"]
              - advance: 350
                expect: ["items [5, 11, 21, 31] ticks 3 last 31"]
            """)
        #expect(s.passed, shows(s))
    }

    @Test func theLockAWrongExpectationOfATaskVariableFails() {
        // Were the appends lost at each await, [5]; were `page` kept from the last turn, 12, 23.
        for wrong in ["items [5] ticks 0 last 31", "items [5, 11, 22, 33] ticks 0 last 33", "items [5, 11, 21, 31] ticks 2 last 31"] {
            let s = load("""
                  - complete: load
                  - complete: load
                  - complete: load
                  - advance: 350
                    expect: ["\(wrong)"]
                """)
            #expect(!s.passed && s.error == nil && s.failures.count == 1, shows(s))
        }
    }

    @Test func aTaskVariableWrittenAtEachTurnIsTraced() {
        let file = SpecKitTests.run(Self.loader + "\nscript:\n  - complete: load\n")
        let lines = ScenarioTrace(file.scenarios[0], spec: file.spec).lines.map(\.text)
        #expect(lines.contains("loaded is [5]: a local variable of this block, a copy of the value, which the statements after it may change; no view depends on it"), "\(lines)")
        #expect(lines.contains("loaded is now [5, 11]: the local variable is written, not a holder, so no view is invalidated"), "\(lines)")
    }

    @Test func aChildTaskGivenATaskVariableIsRefused() {
        func errors(_ task: String) -> [String] {
            diagnostics(Self.loader.replacingOccurrences(of: "var loaded = items", with: task + "; var loaded = items")).map(\.message)
        }
        #expect(errors("var k = 1; async let a = load(k)").first?.hasPrefix("async let a uses the var 'k'") == true)
        #expect(errors("var k = 1; let kNow = k; async let a = load(kNow)") == [])
        #expect(errors("var k = 1; try await withThrowingTaskGroup(of: Int.self) { group in group.addTask { try await load(k) } }")
            .contains { $0.hasPrefix("group.addTask { } uses the var 'k'") })
    }

    @Test func aCopiedGraphsTaskHasItsOwnVariables() throws {
        let yaml = """
            components:
              Ticker:
                state: { ticks: 0 }
                body:
                  - Shown: { ticks: ticks }
                    task: 'var n = 0; while n < 3 { n += 1; await sleep(100); ticks = n * 10 + n }'
              Shown:
                props: [ticks]
                body:
                  - text: ticks {ticks}
            root: Ticker
            """
        let (graph, at) = try launched(yaml, recording: false)
        let copy = graph.copy()
        #expect(copy.stateKey() == graph.stateKey())
        // The original's next turn makes its n 2; the copy's n is still 1 when its sleep ends.
        try graph.perform(.time(.advance(100)), at: at)
        try graph.perform(.time(.advance(100)), at: at)
        #expect(texts(on: graph) == ["ticks 22"])
        try copy.perform(.time(.advance(100)), at: at)
        #expect(texts(on: copy) == ["ticks 11"])
        #expect(copy.stateKey() != graph.stateKey())
    }
}
