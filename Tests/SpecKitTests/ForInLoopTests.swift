import Foundation
import Testing
@testable import SpecKit

/// `for … in` loops, `break` and `continue` (docs/semantics.md §85): the copy a loop iterates,
/// the turns a jump leaves, a loop that awaits in a task, and a jump out of a `for await`.
@Suite struct ForInLoopTests {
    func outcome(_ s: ScenarioResult) -> Comment { "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    /// `Tally` with a list and buttons whose actions loop; `script` follows.
    static func app(_ actions: [(String, String)], state: String = "", script: String) -> String {
        """
        components:
          Tally:
            state: { items: "[3, 1, 4, 1, 5]", total: 0, log: '""'\(state) }
            body:
              - text: total {total}
              - text: log {log}
              - text: count {items.count}
        \(actions.map { "      - button: \($0.0)\n        action: |\n\($0.1.split(separator: "\n").map { "          " + $0 }.joined(separator: "\n"))" }.joined(separator: "\n"))
        root: Tally
        script:
        \(script)
        """
    }

    @Test func theLoopIteratesACopyTakenWhenItStarts() {
        // Appending in the body grows the list, but the turns are the five elements it held.
        let s = scenario(Self.app([("go", "for x in items {\n  total += x\n  items.append(x)\n}")],
                                  script: "  - tap: go\n    expect: [total 14, count 10]"))
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
    }

    @Test func breakLeavesTheInnermostLoopAndContinueEndsTheTurn() {
        // The inner loop breaks at its second turn each time; the outer one goes on: "0a0b" is
        // never written past b, and continue skips the write of 1.
        let body = """
        for i in 0..<3 {
          if i == 1 { continue }
          for w in ["a", "b", "c"] {
            if w == "c" { break }
            log += String(i) + w
          }
        }
        """
        let s = scenario(Self.app([("go", body)], script: "  - tap: go\n    expect: [log 0a0b2a2b]"))
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
    }

    @Test func aWhereClauseSkipsTurnsAndTheWritesMakeOneRender() {
        let s = scenario(Self.app([("go", "for x in items where x > 1 { total += x; log += String(x) }")],
                                  script: "  - tap: go\n    expect: [total 12, log 345]\n    assert: [\"Tally.renders == 2\"]"))
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
        let lines = ScenarioTrace(s, spec: run(Self.app([("go", "for x in items where x > 1 { total += x }")], script: "  - tap: go")).spec).lines.map(\.text)
        #expect(lines.contains { $0.contains("turn 2 of 5: x is 1; `where x > 1` is false, so the body does not run this turn") }, "\(lines)")
    }

    @Test func aReturnInATurnLeavesTheClosureAndADeferRunsEachTurn() {
        let body = """
        for x in items {
          defer { log += "." }
          if x == 4 { return }
          total += x
        }
        total = 100
        """
        let s = scenario(Self.app([("go", body)], script: "  - tap: go\n    expect: [total 4, log ...]"))
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
    }

    @Test func aRangeWithItsBoundsReversedTrapsAsSwiftDoes() {
        let s = scenario(Self.app([("go", "for i in 2...n { total += i }")], state: ", n: 0", script: "  - tap: go"))
        #expect(s.error?.message == "the range 2...n has its lower bound 2 above its upper bound 0", outcome(s))
    }

    @Test func nestedLoopsOverLongListsStopAtTheBoundOnTurns() {
        var limits = Limits.standard
        limits.valueSize = 50
        let yaml = Self.app([("go", "for i in 0..<40 {\n  for j in 0..<40 { total += 1 }\n}")], script: "  - tap: go")
        let s = run(yaml, limits: limits).scenarios.first
        #expect(s?.error?.message == "the loops at `for j in 0..<40` ran more than 50 turns at once", "\(String(describing: s?.error))")
    }

    @Test func aModelsMethodLoopsAndReturnsFromInsideALoop() {
        let yaml = """
        models:
          Cart:
            fields: { prices: "[4, 12, 7]", total: 0 }
            methods:
              addAll: "for p in prices { total += p }"
              "firstOver(_ limit: Int) -> Int": "for p in prices { if p > limit { return p } }; return 0"
        components:
          Shop:
            state: { cart: Cart() }
            body:
              - text: total {cart.total}
              - text: first {cart.firstOver(5)} none {cart.firstOver(50)}
              - button: add
                action: cart.addAll()
        root: Shop
        script:
          - expect: [total 0, first 12 none 0]
          - tap: add
            expect: [total 23]
        """
        let s = scenario(yaml)
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
    }

    /// A task's loop whose body awaits a request: it suspends at each turn's await, a tap runs in
    /// between, and `break` and `continue` work across the awaits.
    static let uploader = """
        requests:
          save: { cancellation: throws, returns: argument }
        components:
          Uploader:
            state: { ids: "[1, 2, 3, 4]", saved: '""', taps: 0, status: '"idle"', log: '""' }
            body:
              - text: "[{log}] saved {saved} taps {taps} status {status}"
              - button: tap
                action: taps += 1
              - button: upload
                action: |
                  Task {
                    status = "saving"
                    for id in ids {
                      defer { log += "." }
                      if id == 2 { continue }
                      if id == 4 { break }
                      let r = await save(id)
                      saved += String(r)
                      ids.append(id)
                    }
                    status = "done"
                  }
        root: Uploader
        """

    @Test func aLoopThatAwaitsSuspendsAtEachTurnAndTapsRunBetween() {
        let script = """
        script:
          - tap: upload
            expect: ["[] saved  taps 0 status saving"]
          - tap: tap
            expect: ["[] saved  taps 1 status saving"]
          - complete: save
            expect: ["[..] saved 1 taps 1 status saving"]
          - tap: tap
          - complete: save
            expect: ["[....] saved 13 taps 2 status done"]
            assert: ["Requests.started == 2"]
        """
        let s = scenario(Self.uploader + "\n" + script)
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
    }

    @Test func aCancelledLoopThatAwaitsEndsAtItsAwait() {
        let yaml = Self.uploader.replacingOccurrences(of: "Task {\n", with: "pending = Task {\n")
            .replacingOccurrences(of: "log: '\"\"' }", with: "log: '\"\"', pending: nil }")
            .replacingOccurrences(of: "action: taps += 1", with: "action: taps += 1; pending?.cancel()")
        let s = scenario(yaml + "\nscript:\n  - tap: upload\n  - tap: tap\n    expect: [\"[.] saved  taps 1 status saving\"]\n    assert: [\"Tasks.cancelled == 1\"]")
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
    }

    @Test func breakLeavesANotificationsLoopAndTheCodeAfterItRuns() {
        let yaml = """
        notifications: { saved: 1 }
        components:
          Inbox:
            state: { total: 0, status: '"idle"' }
            body:
              - text: total {total} status {status}
              - Listener: {}
                task:
                  action:
                    - status = "listening"
                    - "for await n in saved { if n > 5 { break }; total += n }"
                    - status = "left"
          Listener:
            body: []
        root: Inbox
        script:
          - post: saved
            expect: [total 1 status listening]
          - post: saved
            value: 9
            expect: [total 1 status left]
          - post: saved
            expect: [total 1 status left]
        """
        let s = scenario(yaml)
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
    }

    @Test func breakOutOfAStreamsLoopLeavesTheStreamToALaterLoop() {
        // The iterator is dropped, but the model keeps the stream: not terminated, so 5, yielded
        // after the break, is buffered and the second loop takes it.
        let yaml = """
        models:
          Feed:
            fields: {}
            streams: { updates: Int }
        components:
          Home:
            state: { feed: Feed(), total: 0, again: 0, status: '"idle"' }
            body:
              - text: total {total} again {again} status {status}
              - button: five
                action: feed.updates.yield(5)
              - button: big
                action: feed.updates.yield(100)
              - button: relisten
                action: "Task { for await n in feed.updates { again += n } }"
              - Live: {}
                task:
                  action:
                    - "for await n in feed.updates { if n > 50 { break }; total += n }"
                    - status = "left"
          Live:
            body: []
        root: Home
        script:
          - tap: five
            expect: [total 5 again 0 status idle]
          - tap: big
            expect: [total 5 again 0 status left]
          - tap: five
            expect: [total 5 again 0 status left]
          - tap: relisten
            expect: [total 5 again 5 status left]
            assert: ["Streams.terminated == 0"]
        """
        let s = scenario(yaml)
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
        let lines = ScenarioTrace(s, spec: run(yaml).spec).lines.map(\.text)
        #expect(lines.contains { $0.contains("is left by `break`: its iterator is dropped, but the model still keeps the stream, so it is not terminated") }, "\(lines)")
    }

    @Test func aJumpInADoBlockInsideALoopThatAwaitsLeavesTheBlockToo() {
        // `continue` in the `do` skips the write after it; the error of the third save is caught
        // and its `catch` breaks out of the loop.
        let yaml = """
        requests:
          save: { cancellation: throws, returns: argument }
        components:
          Up:
            state: { ids: "[1, 2, 3, 4]", saved: '""', after: 0, last: 0, status: '"idle"' }
            body:
              - text: "saved {saved} after {after} {status}"
              - button: go
                action: |
                  Task {
                    for id in ids {
                      do {
                        last = try await save(id)
                        if last == 2 { continue }
                        saved += String(last)
                      } catch {
                        break
                      }
                      after += 1
                    }
                    status = "done"
                  }
        root: Up
        script:
          - tap: go
          - complete: save
            expect: [saved 1 after 1 idle]
          - complete: save
            expect: [saved 1 after 1 idle]
          - complete: save
            error: offline
            expect: [saved 1 after 1 done]
            assert: ["Requests.started == 3"]
        """
        let s = scenario(yaml)
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
    }

    @Test func nestedLoopsThatAwaitInAnAsyncMethodBreakTheInnerOneAndReturnFromTheMethod() {
        // The inner loop breaks at a == 2, b == 20; the `return` then leaves both loops and the
        // method, so "end" is never logged, and the task goes on after its await.
        let yaml = """
        requests:
          save: { cancellation: throws, returns: argument }
        models:
          Store:
            fields: { log: '""', last: 0 }
            methods:
              "saveAll(_ ids) async": |
                for a in ids {
                  for b in [10, 20] {
                    if b == 20 && a == 2 { break }
                    last = await save(a + b)
                    log += String(last) + ","
                  }
                  if a == 2 { return }
                }
                log += "end"
        components:
          Up:
            state: { store: Store(), status: '"idle"' }
            body:
              - text: "log {store.log} {status}"
              - button: go
                action: |
                  Task {
                    await store.saveAll([1, 2, 3])
                    status = "done"
                  }
        root: Up
        script:
          - tap: go
          - complete: save
          - complete: save
          - complete: save
            expect: ["log 11,21,12, done"]
        """
        let s = scenario(yaml)
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
    }

    @Test func checksRefuseInSwiftsWords() {
        func first(_ action: String) -> String {
            diagnostics(Self.app([("go", action)], script: "  - tap: go")).first?.message ?? "none"
        }
        #expect(first("for x in items { x = 2 }") == "cannot assign to value: 'x' is a 'let' constant")
        #expect(first("total += 1\nbreak") == "'break' is only allowed inside a loop, if, do, or switch")
        #expect(first("if total > 1 { break }") == "unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do")
        #expect(first("continue") == "'continue' is only allowed inside a loop")
        #expect(first("for x in total { log = \"\" }") == "for-in loop requires 'Int' to conform to 'Sequence'")
        #expect(first("for x of items { total += x }") == "expected 'in' after for-each pattern")
        #expect(first("for x in items { Task { break } }") == "'break' is only allowed inside a loop, if, do, or switch")
        // A jump in a block inside a loop leaves the loop; the loop's constant is not a holder's name.
        #expect(first("for x in items { if x > 3 { break }; do { total += x } }") == "none")
        #expect(first("for _ in 0..<3 { total += 1 }") == "none")
    }

    @Test func theLessonHoldsAndAWrongExpectationFails() throws {
        // A copy iterated (not an endless loop), break stopping the turns, and the task's loop
        // suspended at its await while a tap runs.
        try expectLessonHolds("for-loops.yaml", wrong: [
            ("expect: [\"looked 2, first over 10 12\"]", "expect: [\"looked 5, first over 10 12\"]", 0),
            ("expect: [cheap 42]", "expect: [cheap 472]", 0),
            ("expect: [\"saved 12, taps 1, saving\"]", "expect: [\"saved 1230, taps 1, done\"]", 0),
            ("expect: [\"total 55, prices 10\"]", "expect: [\"total 55, prices 5\"]", 0),
            ("assert: [\"Basket.renders == 9\"]", "assert: [\"Basket.renders == 19\"]", 0)])
    }

    static let exported = InlineSpec("loops.yaml", """
        requests:
          save: { cancellation: throws, returns: argument }
        models:
          Cart:
            fields: { prices: "[4, 12, 7]", total: 0 }
            methods:
              addAll: "for p in prices where p > 5 { total += p }"
        components:
          Tally:
            state: { items: "[3, 1, 4]", names: '["a", "b"]', total: 0, log: '""', cart: Cart() }
            body:
              - text: total {total} {cart.total}
              - text: log {log}
              - button: go
                action: |
                  for x in items where x > 1 {
                    if x == 4 { break }
                    total += x
                  }
                  for i in 0..<2 {
                    if i == 0 { continue }
                    log += names[i]
                  }
                  for _ in 1...2 { total += 1 }
                  for n in names { log += n }
                  cart.addAll()
              - button: save
                action: |
                  Task {
                    for i in items.indices {
                      let r = await save(items[i])
                      total += r
                    }
                  }
        root: Tally
        script:
          - tap: go
            expect: [total 5 19, log bab]
        """)

    @Test func theExportWritesTheLoopsAsSwiftAndTypeChecks() async throws {
        let s = scenario(Self.exported.yaml)
        #expect(s.failures.isEmpty && s.error == nil, outcome(s))
        let export = try Self.exported.export()
        let tally = try #require(export.files.first { $0.path == "App/Tally.swift" }?.contents)
        #expect(tally.contains("for x in items where x > 1 {"), "\(tally)")
        #expect(tally.contains("break\n") && tally.contains("continue\n"))
        #expect(tally.contains("for _ in 1...2 {"))
        #expect(tally.contains("for i in items.indices {"))
        let cart = try #require(export.files.first { $0.path == "App/Cart.swift" }?.contents)
        #expect(cart.contains("for p in prices where p > 5 {"), "\(cart)")
        try await ExportTests().expectTypeChecks(export)
    }
}
