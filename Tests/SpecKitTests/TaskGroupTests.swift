import Foundation
import Testing
@testable import SpecKit

/// Task groups (docs/semantics.md §88): children start when added and run side by side, `for
/// await` takes their results in the order they finish, the group waits for every child, the
/// task's cancellation and `cancelAll()` reach the children, and a throwing group's child error
/// cancels the others and is rethrown once they have ended.
@Suite struct TaskGroupTests {
    /// `Home` shows `Card` while `shown`; Card's task runs BODY, a group's statements, and writes
    /// `line`; `after` is what the code after the group writes.
    static func app(_ group: String, requests: String = "cancellation: throws") -> String {
        let lines = group.split(separator: "\n").map { "            \($0)" }.joined(separator: "\n")
        return """
        requests:
          load: { \(requests), returns: 'argument * 10' }
        components:
          Home:
            state: { shown: true }
            body:
              - button: hide
                action: shown = false
              - if: shown
                then:
                  - Card:
          Card:
            state: { line: '""', after: '""' }
            body:
              - text: "card{line} {after}"
              - Header:
                task:
                  action: |
        \(lines)
                    after = "after"
          Header:
            body:
              - text: header
        root: Home
        """
    }

    static let three = """
        await withTaskGroup(of: Int?.self) { group in
          for id in [1, 2, 3] {
            group.addTask { try? await load(id) }
          }
          for await n in group {
            line = line + " " + String(n ?? 0)
          }
        }
        """

    static func complete(_ argument: Int, error: String? = nil, at location: Location) -> StepAction {
        .time(.complete(Completion(request: "load", which: .argument(Expr(.int(argument), at: location, source: "\(argument)"), .only),
                                   value: nil, error: error, location: location)))
    }

    @Test func childrenStartWhenAddedAndRunTogether() throws {
        let (g, _) = try launched(Self.app(Self.three))
        #expect(g.pendingRequests.map { $0.ref.argument } == [.int(1), .int(2), .int(3)], "each child ran to its request as it was added")
        #expect(g.tasks.count == 4)
        #expect(g.tasks.values.filter { $0.ref.groupCall != nil }.map(\.ref.parent) == [1, 1, 1])
    }

    @Test func resultsComeInTheOrderTheChildrenFinish() throws {
        let (g, at) = try launched(Self.app(Self.three))
        try g.perform(Self.complete(2, at: at), at: at)
        #expect(texts(on: g).contains("card 20 "), "the task takes a result as soon as its child ends")
        try g.perform(Self.complete(3, at: at), at: at)
        try g.perform(Self.complete(1, at: at), at: at)
        #expect(texts(on: g).contains("card 20 30 10 after"), "completion order, not the order added; the code after the group runs last")
        #expect(g.tasks.isEmpty)
    }

    @Test func theGroupWaitsForTheChildrenLeftWhenItsBodyEnds() throws {
        let body = Self.three.replacingOccurrences(of: "line = line + \" \" + String(n ?? 0)", with: "line = \" first \" + String(n ?? 0)\n    break")
        let (g, at) = try launched(Self.app(body))
        try g.perform(Self.complete(3, at: at), at: at)
        #expect(texts(on: g).contains("card first 30 "), "`break` ended the body, but two children still run")
        let parent = try #require(g.tasks[1])
        #expect(parent.waiting == .taskGroup("group", draining: true))
        try g.perform(Self.complete(1, at: at), at: at)
        #expect(texts(on: g).contains("card first 30 "))
        try g.perform(Self.complete(2, at: at), at: at)
        #expect(texts(on: g).contains("card first 30 after"), "the group returns once its last child has ended")
    }

    @Test func cancellingTheTaskCancelsEveryChild() throws {
        let (g, at) = try launched(Self.app(Self.three))
        try g.perform(Self.complete(1, at: at), at: at)
        try g.perform(.tap("hide"), at: at)
        #expect(g.asyncMeasures["Tasks.cancelled"] == 3)
        #expect(g.asyncMeasures["Requests.cancelled"] == 2)
        #expect(g.tasks.isEmpty, "try? made the cancelled loads nil; the loop took them and the group ended")
    }

    @Test func cancelAllCancelsTheRunningAndAChildAddedAfterStartsCancelled() throws {
        let body = """
            await withTaskGroup(of: Int?.self) { group in
              group.addTask { try? await load(1) }
              group.cancelAll()
              group.addTask { try? await load(2) }
              for await n in group {
                line = line + " " + String(n ?? -1)
              }
            }
            """
        let (g, _) = try launched(Self.app(body))
        #expect(g.asyncMeasures["Requests.started"] == 1, "the late child started cancelled: URLSession refuses its request before it starts")
        #expect(g.asyncMeasures["Tasks.cancelled"] == 2)
        #expect(texts(on: g).contains("card -1 -1 after"))
    }

    @Test func aRequestThatIgnoresCancellationStillGivesItsValue() throws {
        let body = Self.three.replacingOccurrences(of: "for await", with: "group.cancelAll()\n  for await")
        let (g, at) = try launched(Self.app(body, requests: "cancellation: ignores"))
        #expect(g.asyncMeasures["Tasks.cancelled"] == 3)
        try g.perform(Self.complete(3, at: at), at: at)
        try g.perform(Self.complete(1, at: at), at: at)
        try g.perform(Self.complete(2, at: at), at: at)
        #expect(texts(on: g).contains("card 30 10 20 after"))
        #expect(g.asyncMeasures["Requests.lateResponses"] == 3)
    }

    static let strict = """
        do {
          try await withThrowingTaskGroup(of: Int.self) { group in
            for id in [1, 2, 3] {
              group.addTask { try await load(id) }
            }
            for try await n in group {
              line = line + " " + String(n)
            }
          }
        } catch {
          line = line + " failed"
        }
        """

    @Test func aChildsErrorCancelsTheOthersAndIsRethrownAfterThem() throws {
        let (g, at) = try launched(Self.app(Self.strict, requests: "cancellation: ignores"))
        try g.perform(Self.complete(1, at: at), at: at)
        try g.perform(Self.complete(2, error: "offline", at: at), at: at)
        #expect(texts(on: g).contains("card 10 "), "load(3) ignores its cancellation: the group waits for it before it rethrows")
        #expect(g.asyncMeasures["Tasks.cancelled"] == 1)
        try g.perform(Self.complete(3, at: at), at: at)
        #expect(texts(on: g).contains("card 10 failed after"), "30 is dropped; the error reaches the catch, then the code after the do")
    }

    @Test func anErrorNothingCatchesEndsTheTask() throws {
        let body = """
            try await withThrowingTaskGroup(of: Int.self) { group in
              for id in [1, 2, 3] {
                group.addTask { try await load(id) }
              }
              for try await n in group {
                line = line + " " + String(n)
              }
            }
            """
        let (g, at) = try launched(Self.app(body))
        try g.perform(Self.complete(2, error: "offline", at: at), at: at)
        #expect(texts(on: g).contains("card "), "the task ended with the error: nothing after the group ran")
        #expect(g.tasks.isEmpty)
        #expect(g.asyncMeasures["Requests.cancelled"] == 2)
    }

    @Test func anAsyncMethodRunsAGroup() throws {
        let yaml = """
            requests:
              load: { returns: 'argument * 10' }
            \(Self.store)
            components:
              Home:
                state: { store: "Store()" }
                body:
                  - text: "total {store.total}"
                  - Header:
                    task: { action: "await store.loadAll()" }
              Header: { body: [ { text: header } ] }
            root: Home
            """
        let (g, at) = try launched(yaml)
        try g.perform(Self.complete(2, at: at), at: at)
        try g.perform(Self.complete(1, at: at), at: at)
        #expect(texts(on: g).contains("total 30"))
        #expect(g.tasks.isEmpty)
    }

    @Test func theTraceSaysWhy() {
        let result = run(Self.app(Self.three) + "\nscenarios:\n  - name: s\n    script:\n      - complete: load\n        argument: '2'\n      - tap: hide\n")
        let lines = ScenarioTrace(result.scenarios.first ?? ScenarioResult(scenario: "", file: ""), spec: result.spec).lines.map(\.text)
        #expect(lines.contains { $0.contains("withTaskGroup starts task #1's group `group`: its body runs now, on the main actor, as the task's own code") })
        #expect(lines.contains { $0.contains("group child load(1) #2 of task #1 created") })
        #expect(lines.contains { $0.contains("awaits the next result of its task group `group`: whichever child ends first gives it") })
        #expect(lines.contains { $0.contains("`for await n in group` takes 20 from child #3, load(2): the first child to end among those not taken") })
        #expect(lines.contains { $0.contains("cancellation reaches its task group's children") })
        #expect(lines.contains { $0.contains("withTaskGroup returns: every child of group `group` has ended") })
        // Why the task does not resume when a child ends at the end of the body.
        let first = Self.three.replacingOccurrences(of: "line = line + \" \" + String(n ?? 0)", with: "break")
        let waited = run(Self.app(first) + "\nscenarios:\n  - name: s\n    script:\n      - complete: load\n        argument: '2'\n      - complete: load\n        argument: '1'\n")
        let why = ScenarioTrace(waited.scenarios.first ?? ScenarioResult(scenario: "", file: ""), spec: waited.spec).lines.map(\.text)
        #expect(why.contains { $0.contains("reaches the end of its task group `group`'s body with children still running: the group awaits them all before it returns") })
        #expect(why.contains { $0.contains("child #2 of group `group` ended, but task #1 does not resume: the group still awaits 1 child before it returns") })
    }

    @Test func theLessonHolds() throws {
        try expectLessonHolds("task-group.yaml", wrong: [
            ("expect: total 30 order 30", "expect: total 10 order 10", 0),   // the order added, not finished
            ("expect: total 60 order 30 10 20 done", "expect: total 60 order 30 10 20", 0),   // the code after the group did run
            ("\"Tasks.cancelled == 3\", \"Requests.cancelled == 2\"", "\"Tasks.cancelled == 1\", \"Requests.cancelled == 0\"", 1),
            ("expect: total 10 failed", "expect: total 10 loading", 2),
            ("\"Tasks.cancelled == 2\", \"Requests.cancelled == 2\", \"Tasks.finished == 4\"", "\"Tasks.cancelled == 0\", \"Requests.cancelled == 0\", \"Tasks.finished == 4\"", 3),
            ("\"Tasks.cancelled == 2\", \"Requests.cancelled == 0\", \"Tasks.finished == 1\", \"Tasks.suspended == 3\"", "\"Tasks.cancelled == 2\", \"Requests.cancelled == 0\", \"Tasks.finished == 4\", \"Tasks.suspended == 0\"", 4),
        ])
    }

    @Test func whatTheLanguageRefuses() {
        func messages(_ group: String, task: Bool = true) -> [String] {
            let yaml = Self.app(group)
            let place = task ? yaml : yaml.replacingOccurrences(of: "      - Header:\n        task:\n          action: |", with: "      - button: go\n        action: |")
            return diagnostics(place).map(\.message)
        }
        #expect(messages(Self.three).isEmpty)
        #expect(messages(Self.strict).isEmpty)
        // Swift wraps a child's Int where the group's `of:` is Int?.
        #expect(messages(Self.strict.replacingOccurrences(of: "of: Int.self", with: "of: Int?.self")
            .replacingOccurrences(of: "String(n)", with: "String(n ?? 0)")).isEmpty)
        #expect(messages(Self.three, task: false).contains("`withTaskGroup` needs a task: 'async' call in a function that does not support concurrency"))
        #expect(messages(Self.three.replacingOccurrences(of: "await withTaskGroup", with: "withTaskGroup"))
            .contains("expression is 'async' but is not marked with 'await'"))
        #expect(messages(Self.strict.replacingOccurrences(of: "try await withThrowing", with: "await withThrowing"))
            .contains("call can throw but is not marked with 'try'"))
        #expect(messages(Self.three.replacingOccurrences(of: "try? await load", with: "try await load"))
            .contains("invalid conversion from throwing function of type '() async throws -> Int?' to non-throwing function type '@isolated(any) () async -> Int?'"))
        #expect(messages(Self.strict.replacingOccurrences(of: "for try await", with: "for await"))
            .contains("call can throw, but the error is not handled"))
        #expect(messages(Self.three.replacingOccurrences(of: "for await", with: "for try await"))
            .contains("no calls to throwing functions occur within 'try' expression"))
        #expect(messages(Self.three.replacingOccurrences(of: "Int?.self", with: "String?.self"))
            .contains("cannot convert value of type 'Int?' to closure result type 'String?'"))
        #expect(messages("group.addTask { try? await load(1) }").contains("cannot find 'group' in scope"))
        #expect(messages(Self.three.replacingOccurrences(of: "await withTaskGroup", with: "let total = await withTaskGroup"))
            .contains("the value of withTaskGroup is not expressed yet: a group here gives none"))
        #expect(messages(Self.three.replacingOccurrences(of: "for await n in group {", with: "while let n = await group.next() {"))
            .contains("`group.next` is not expressed yet"))
        #expect(messages(Self.three.replacingOccurrences(of: "  for await", with: "  await sleep(5)\n  for await"))
            .contains { $0.hasPrefix("`await sleep(5)` in a task group's body is not expressed yet") })
        #expect(messages(Self.three.replacingOccurrences(of: "line = line", with: "await sleep(5)\n    line = line"))
            .contains("`await sleep(5)` awaits inside the body of a loop over a task group"))
        #expect(messages(Self.three.replacingOccurrences(of: "await withTaskGroup(of: Int?.self)", with: "await withDiscardingTaskGroup(of: Int?.self)"))
            .contains("withDiscardingTaskGroup is not expressed yet"))
        #expect(messages(Self.three.replacingOccurrences(of: "group.addTask { try? await load(id) }", with: "Task { group.addTask { try? await load(id) } }"))
            .contains("`group.addTask { try? await load(id) }` in a Task { } uses the group from another task"))
        #expect(messages(Self.three.replacingOccurrences(of: "try? await load(id)", with: "try? await load()"))
            .contains("missing argument for parameter #1 in call"))
        #expect(messages(Self.three.replacingOccurrences(of: "try? await load(id)", with: "try? await lod(id)"))
            .contains("'lod' is not a declared request"))
    }
    @Test func returnInTheLoopsBodyLeavesTheGroupsClosureNotTheTask() throws {
        let body = Self.three.replacingOccurrences(of: "line = line + \" \" + String(n ?? 0)", with: "line = \" \" + String(n ?? 0)\n    return")
        let (g, at) = try launched(Self.app(body))
        try g.perform(Self.complete(1, at: at), at: at)
        try g.perform(Self.complete(2, at: at), at: at)
        #expect(texts(on: g).contains("card 10 "), "the body left after its first turn; the group waits for load(3)")
        try g.perform(Self.complete(3, at: at), at: at)
        #expect(texts(on: g).contains("card 10 after"), "the code after the group runs: `return` left the group's closure")
    }

    @Test func aGroupInATaskOfAButtonsAction() throws {
        let yaml = """
            requests:
              load: { returns: 'argument * 10' }
            components:
              Home:
                state: { total: 0 }
                body:
                  - text: "total {total}"
                  - button: load
                    action: |
                      Task {
                        await withTaskGroup(of: Int?.self) { group in
                          group.addTask { try? await load(1) }
                          group.addTask { try? await load(2) }
                          for await n in group { total += n ?? 0 }
                        }
                      }
            root: Home
            """
        let (g, at) = try launched(yaml)
        try g.perform(.tap("load"), at: at)
        #expect(g.pendingRequests.count == 2)
        try g.perform(Self.complete(2, at: at), at: at)
        try g.perform(Self.complete(1, at: at), at: at)
        #expect(texts(on: g).contains("total 30"))
    }

    /// A model whose async method runs a group, adding a child an id.
    static let store = """
        models:
          Store:
            fields: { total: 0 }
            methods:
              "loadAll() async": |
                await withTaskGroup(of: Int?.self) { group in
                  for id in [1, 2] {
                    group.addTask { try? await load(id) }
                  }
                  for await n in group {
                    total += n ?? 0
                  }
                }
        """

    /// The forms Swift compiles: a child's capture of a state it reads, a throwing group in a
    /// `do`, `cancelAll()` and `break`, a group in an async method.
    static let exported = InlineSpec("taskgroups.yaml", """
        requests:
          load: { cancellation: throws, returns: 'argument * 10' }
        \(store)
        components:
          Screen:
            state: { store: "Store()", base: 1, shown: '""', first: 0 }
            body:
              - text: "shown {shown} first {first} total {store.total}"
              - Title:
                task:
                  action: |
                    do {
                      try await withThrowingTaskGroup(of: Int.self) { group in
                        group.addTask { try await load(base) }
                        group.addTask { try await load(base + 1) }
                        for try await n in group {
                          shown = shown + String(n)
                        }
                      }
                    } catch {
                      shown = "failed"
                    }
                    await withTaskGroup(of: Int?.self) { group in
                      group.addTask { try? await load(base + 2) }
                      for await n in group {
                        first = n ?? 0
                        group.cancelAll()
                        break
                      }
                    }
                    await store.loadAll()
          Title:
            body: [ { text: Title } ]
        root: Screen
        scenarios:
          - name: all answer
            script:
              - complete: load
                argument: '2'
              - complete: load
                argument: '1'
              - complete: load
                argument: '3'
              - complete: load
                argument: '1'
              - complete: load
                argument: '2'
                expect: shown 2010 first 30 total 30
        """)

    @Test func theExportOfEveryFormTypeChecks() async throws {
        #expect(scenario(Self.exported.yaml).passed)
        let export = try Self.exported.export()
        let screen = ExportTests().file(export, "App/Screen.swift")
        #expect(screen.contains("try await withThrowingTaskGroup(of: Int.self) { group in"), "\(screen)")
        #expect(screen.contains("group.addTask { [base = base] in try await Requests.load(base + 1) }"), "\(screen)")
        #expect(screen.contains("for try await n in group {"), "\(screen)")
        #expect(screen.contains("group.cancelAll()"), "\(screen)")
        try await ExportTests().expectTypeChecks(export)
    }
}
