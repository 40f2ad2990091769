import Testing
@testable import SpecKit

/// `if condition { … } else { … }` in actions and tasks (semantics §59): the branch the condition
/// chooses runs as a block of the closure that holds it.
@Suite struct IfStatementTests {
    /// A counter whose button runs `action`, then `script`.
    static func counter(_ action: String, _ script: String, state: String = "{ count: 0, note: '\"none\"' }") -> String {
        """
        components:
          Cart:
            state: \(state)
            body:
              - text: count {count}
              - text: note {note}
              - button: add
                action: |
                  \(action.replacingOccurrences(of: "\n", with: "\n          "))
        root: Cart
        script:
        \(script)
        """
    }

    func failures(_ s: ScenarioResult) -> Comment { "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    static let chain = """
        if count < 2 {
          count += 1
        } else if count == 2 {
          count = 10
          note = "ten"
        } else {
          note = "full"
        }
        """

    @Test func theConditionChoosesOneBranchAndAnElseIfIsTriedInTurn() {
        let s = scenario(Self.counter(Self.chain, """
              - tap: add
                expect: [count 1, note none]
              - tap: add
                expect: [count 2, note none]
              - tap: add
                expect: [count 10, note ten]
              - tap: add
                expect: [count 10, note full]
            """))
        #expect(s.passed, failures(s))
        // The lock: the first branch does not run once the condition is false.
        let wrong = scenario(Self.counter(Self.chain, """
              - tap: add
              - tap: add
              - tap: add
                expect: [count 3]
            """))
        #expect(!wrong.passed)
        #expect(wrong.labels.contains("count 10"))
    }

    /// A `return` in a branch (a failed guard) leaves the whole closure: the statements after the
    /// `if` do not run. A guard inside a `withAnimation` body in the branch leaves that closure only.
    @Test func aGuardInABranchReturnsFromTheClosureThatHoldsTheIf() {
        let action = """
            if count < 5 {
              guard count > 0 else { return }
            }
            count += 1
            note = "past the if"
            """
        let s = scenario(Self.counter(action, """
              - tap: add
                expect: [count 0, note none]
            """))
        #expect(s.passed, failures(s))
        let animated = """
            if count < 5 {
              withAnimation { guard count > 0 else { return } }
            }
            count += 1
            """
        let inner = scenario(Self.counter(animated, """
              - tap: add
                expect: [count 1]
            """))
        #expect(inner.passed, failures(inner))
    }

    /// The `let`s of a branch end with it, as a block's do in Swift.
    @Test func aBranchsConstantIsNotSeenAfterTheIf() {
        let yaml = Self.counter("if count < 5 { let next = count + 1; count = next }\nnote = next", "  - tap: add")
        #expect(diagnostics(yaml).map(\.message).contains("'next' is not defined in Cart"))
        let inside = Self.counter("if count < 5 { let next = count + 1; count = next }", """
              - tap: add
                expect: [count 1]
            """)
        #expect(diagnostics(inside).isEmpty)
        #expect(scenario(inside).passed)
    }

    /// A task whose branch awaits: the task suspends inside the branch, and the statements after
    /// the `if` run once the branch has finished.
    static func loader(_ script: String) -> String {
        """
        requests:
          load:
            returns: argument
        components:
          Loader:
            state: { loading: false, asked: 0, batch: 0, skipped: 0 }
            body:
              - text: "batch {batch}"
              - text: "asked {asked}"
              - text: "skipped {skipped}"
              - text: "loading {loading}"
              - button: Load
                action: |
                  Task {
                    if loading {
                      skipped += 1
                    } else {
                      asked += 1
                      loading = true
                      batch = await load(asked)
                    }
                    loading = false
                  }
        root: Loader
        script:
        \(script)
        """
    }

    @Test func aTaskSuspendsInsideABranchAndGoesOnAfterTheIf() {
        let s = scenario(Self.loader("""
              - tap: Load
                expect: [loading true, asked 1]
              - tap: Load
                expect: [skipped 1, loading false]
              - complete: load
                expect: [batch 1, loading false]
                assert: ["Requests.started == 1", "Tasks.finished == 2"]
            """))
        #expect(s.passed, failures(s))
        // The lock: the skipping tap's task cleared the flag after its `if`, so a third tap loads again.
        let wrong = scenario(Self.loader("""
              - tap: Load
              - tap: Load
              - tap: Load
                expect: [skipped 2]
            """))
        #expect(!wrong.passed)
        #expect(wrong.labels.contains("asked 2"))
    }

    /// A guard that fails in a task's branch ends the task, as `return` in the task's closure.
    @Test func aGuardInATasksBranchEndsTheTask() {
        let action = "Task { if count == 0 { await sleep(10); guard count > 5 else { return } }; note = \"after\" }"
        let s = scenario(Self.counter(action, """
              - tap: add
              - advance: 10
                expect: [note none]
                assert: ["Tasks.finished == 1"]
            """))
        #expect(s.passed, failures(s))
    }

    /// Two tasks at the same statement of the same body, having taken different branches, are
    /// different states: what they run next differs.
    @Test func theBranchesATaskTookAreInTheStateKey() throws {
        let yaml = """
            components:
              Both:
                state: { flag: false, n: 0 }
                body:
                  - text: n {n}
                  - button: Flip
                    action: flag.toggle()
                  - button: Start
                    action: "Task { if flag { await sleep(10); n = 1 } else { await sleep(10); n = 2 } }"
            root: Both
            """
        let (a, at) = try launched(yaml, recording: false)
        try a.tap("Start", at: at)
        try a.tap("Flip", at: at)
        try a.tap("Flip", at: at)
        let (b, _) = try launched(yaml, recording: false)
        try b.tap("Flip", at: at)
        try b.tap("Start", at: at)
        try b.tap("Flip", at: at)
        #expect(texts(on: a) == texts(on: b))
        #expect(a.stateKey() != b.stateKey())
        // A copy goes on in the branch it took.
        let copy = b.copy()
        #expect(copy.stateKey() == b.stateKey())
        try copy.perform(.time(.advance(10)), at: at)
        #expect(texts(on: copy) == ["n 1"])
    }

    /// The trace lines of a spec's first scenario.
    func traced(_ yaml: String) -> [String] {
        let result = run(yaml)
        return ScenarioTrace(result.scenarios.first ?? ScenarioResult(scenario: "", file: ""), spec: result.spec).lines.map(\.text)
    }

    @Test func theTraceSaysWhichBranchRanAndWhy() {
        let lines = traced(Self.counter("if count > 0 { note = \"more\" }\ncount += 1", """
              - tap: add
              - tap: add
            """))
        #expect(lines.contains { $0.contains("`count > 0` is false (count is 0), so nothing in it runs") })
        #expect(lines.contains { $0.contains("`count > 0` is true (count is 1), so its first branch runs") })
        #expect(traced(Self.counter(Self.chain, "  - tap: add\n  - tap: add\n  - tap: add")).contains { $0.contains("`count < 2` is false (count is 2), so its else branch runs") })
    }

    /// `if let found = e` and `if let found`: the first branch runs with the value while it is not
    /// nil, and sees it by the constant's name, of the wrapped type.
    @Test func anIfLetRunsItsBranchWithTheValueWhileThereIsOne() {
        let yaml = """
            requests:
              search:
                returns: '"hits for " + argument'
            components:
              Search:
                state: { query: '""', results: '"none"', picked: nil }
                body:
                  - text: "{results}"
                  - text-field: Find
                    text: $query
                  - button: pick
                    action: picked = query
                  - button: show
                    action: 'if let p = picked { results = "picked " + p } else { results = "nothing picked" }'
                  - Filler:
                    task:
                      id: query
                      action:
                        - 'guard query != "" else { return }'
                        - let found = try? await search(query)
                        - if let found { results = found } else { results = "failed" }
              Filler:
                body: []
            root: Search
            script:
              - tap: show
                expect: [nothing picked]
              - type: a
                into: Find
              - complete: search
                expect: [hits for a]
              - tap: pick
              - tap: show
                expect: [picked a]
              - type: b
                into: Find
              - complete: search
                error: offline
                expect: [failed]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))")
        // The lock: a nil value takes the else branch.
        let wrong = scenario(yaml.replacingOccurrences(of: "expect: [nothing picked]", with: "expect: [picked ]"))
        #expect(!wrong.passed)
        // Typed as the wrapped value: `p + 1` on a String is refused as it is in Swift.
        #expect(!diagnostics(yaml.replacingOccurrences(of: "\"picked \" + p", with: "p + 1")).isEmpty)
    }

    /// `guard let hits = found else { return }`: the rest of the closure sees the value, unwrapped;
    /// nil returns. Swift refuses `guard let found` beside a `let found` of the same scope.
    @Test func aGuardLetBindsTheValueForTheRestOfTheClosure() {
        let yaml = """
            components:
              Show:
                state: { results: '"none"', picked: nil }
                body:
                  - text: "{results}"
                  - button: pick
                    action: picked = "a"
                  - button: show
                    action: |
                      guard let p = picked else { return }
                      results = "picked " + p
            root: Show
            script:
              - tap: show
                expect: [none]
              - tap: pick
              - tap: show
                expect: [picked a]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))")
        let wrong = scenario(yaml.replacingOccurrences(of: "expect: [none]", with: "expect: [picked ]"))
        #expect(!wrong.passed)
        let twice = "let found = picked\n                  guard let found else { return }"
        #expect(diagnostics(yaml.replacingOccurrences(of: "guard let p = picked else { return }", with: twice)
                    .replacingOccurrences(of: "\"picked \" + p", with: "found")).map(\.message).contains("found is declared twice in this action"))
    }

    /// `return` leaves the closure; a guard's else may run statements before its return.
    @Test func aReturnAndAGuardWithStatementsLeaveTheAction() {
        let action = """
            guard count < 10 else { note = "full"; return }
            if count == 1 {
              count = 10
              return
            }
            count += 1
            """
        let s = scenario(Self.counter(action, """
              - tap: add
                expect: [count 1, note none]
              - tap: add
                expect: [count 10, note none]
              - tap: add
                expect: [count 10, note full]
            """))
        #expect(s.passed, failures(s))
        // The lock: the statement after `return` does not run (it would make 11).
        let wrong = scenario(Self.counter(action, "  - tap: add\n  - tap: add\n    expect: [count 11]"))
        #expect(!wrong.passed)
        #expect(diagnostics(Self.counter("return 5", "  - tap: add")).map(\.message) == ["an action returns nothing: `return` stands alone"])
        #expect(diagnostics(Self.counter("guard count < 10 else { note = \"full\" }", "  - tap: add")).map(\.message)
                == ["a guard's else must leave its closure: end it with `return`"])
    }

    static let exported = InlineSpec("branches.yaml", """
        requests:
          load:
            returns: argument
        components:
          Loader:
            state:
              loading: false
              asked: 0
              batch: 0
              note: '"none"'
              level: { value: 0, did-set: "if level > 10 { level = 10 }" }
              lastAsked: nil
            body:
              - text: "batch {batch}"
              - text: "note {note}"
              - text: "level {level}"
              - button: Louder
                action: level += 4
              - button: Load
                action: |
                  Task {
                    guard !loading || asked < 10 else { note = "stuck"; return }
                    if loading {
                      note = "busy"
                    } else if asked > 3 {
                      note = "enough"
                    } else {
                      asked += 1
                      lastAsked = asked
                      loading = true
                      batch = await load(asked)
                      loading = false
                    }
                  }
              - button: Reset
                action: "if asked > 0 { asked = 0; note = \\"reset\\" }"
              - button: Last
                action: "if let last = lastAsked { note = \\"last \\" + String(last) }"
              - button: First
                action: "guard let first = lastAsked else { return }; note = String(first)"
        root: Loader
        script:
          - tap: Load
          - complete: load
            expect: [batch 1]
        """)

    @Test func theExportWritesTheIfAsSwiftAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let loader = try #require(export.files.first { $0.path == "App/Loader.swift" }?.contents)
        #expect(loader.contains("if loading {"))
        #expect(loader.contains("} else if asked > 3 {"))
        #expect(loader.contains("batch = try await Requests.load(asked)"))
        #expect(loader.contains("} catch {"), "the await in a branch throws, so the task's body catches")
        #expect(loader.contains("if asked > 0 {"))
        #expect(loader.contains("if level > 10 {"), "the didSet's if")
        #expect(loader.contains("if let last = lastAsked {"))
        #expect(loader.contains("guard let first = lastAsked else { return }"))
        #expect(loader.contains("if !(!loading || asked < 10) {"))
        try await ExportTests().expectTypeChecks(export)
    }
}

/// An `if` in a `didSet` (§53, §59): the clamp that assigns the holder in its own observer.
@Suite struct IfInDidSetTests {
    static func volume(_ didSet: String) -> String {
        """
        components:
          Volume:
            state:
              level: { value: 5, did-set: "\(didSet)" }
            body:
              - text: level {level}
              - button: up
                action: level += 4
              - button: down
                action: level -= 20
        root: Volume
        script:
          - tap: up
            expect: [level 9]
          - tap: up
            expect: [level 10]
          - tap: down
            expect: [level 0]
        """
    }

    @Test func aDidSetClampsWithAnIf() {
        let s = scenario(Self.volume("if level > 10 { level = 10 } else if level < 0 { level = 0 }"))
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message))")
        // The lock: without the else-if branch nothing clamps from below.
        let wrong = scenario(Self.volume("if level > 10 { level = 10 }"))
        #expect(!wrong.passed)
        #expect(wrong.labels.contains("level -10"))
    }

    /// A guard or a `return` leaves the observer, as in Swift.
    @Test func aGuardOrAReturnLeavesTheDidSet() {
        let s = scenario(Self.volume("guard level >= 0 else { level = 0; return }; if level > 10 { level = 10 }"))
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message))")
        let early = scenario(Self.volume("if level < 0 { level = 0; return }; if level > 10 { level = 10 }"))
        #expect(early.passed, "\(early.labels) \(early.failures.map(\.message))")
    }

    /// The lock: the statements after a `return` do not run.
    @Test func aReturnStopsTheDidSetsLaterStatements() throws {
        func level(after steps: [String], _ didSet: String) throws -> [String] {
            let yaml = Self.volume(didSet).components(separatedBy: "script:")[0]
            let (g, at) = try launched(yaml)
            for step in steps { try g.perform(.tap(step), at: at) }
            return texts(on: g)
        }
        #expect(try level(after: ["down"], "if level < 0 { level = 1; return }; level = 5") == ["level 1"])
        #expect(try level(after: ["down"], "if level < 0 { level = 1 }; level = 5") == ["level 5"])
    }
}
