import Testing
@testable import SpecKit

/// A task captured the view value that started it: after an await its props are the ones it
/// started with, while state and bindings read the storage as it is now (docs/semantics.md §27.2).
@Suite struct TaskCaptureTests {
    /// A parent that passes `n` and `$n` to a child whose task (`task`, the modifier's keys) sleeps,
    /// then copies the prop and the binding into state; the script bumps `n` during the sleep.
    func spec(task: String, expect: String, extraChild: String = "") -> String {
        """
        components:
          Parent:
            state: { n: 0 }
            body:
              - button: bump
                action: n += 1
              - Child: { n: n, live: $n }
          Child:
            props: [n]
            bindings: [live]
            state: { result: -1, seen: -1 }
            body:
              - text: n {n} result {result} live {seen}
              - Spinner:
                \(task)
          Spinner:
            body: [ { text: loading } ]
        \(extraChild)
        root: Parent
        script:
          - advance: 50
          - tap: bump
            expect: [n 1 result -1 live -1]
          - advance: 150
            expect: [\(expect)]
        """
    }

    @Test func afterAnAwaitATaskReadsThePropItStartedWithAndTheStateAsItIsNow() {
        let s = scenario(spec(task: "task: { action: [await sleep(100), result = n, seen = live] }",
                              expect: "n 1 result 0 live 1"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func theLiveValueIsNotWhatThePlainTaskWrites() {
        // The lock: expecting the prop the parent passed since fails, showing what the task wrote.
        let s = scenario(spec(task: "task: { action: [await sleep(100), result = n, seen = live] }",
                              expect: "n 1 result 1 live 1"))
        #expect(!s.passed)
        #expect(s.failures.count == 1)
        #expect(s.failures.first?.screen.map(\.label).contains("n 1 result 0 live 1") == true)
    }

    @Test func taskIDRestartsWithTheNewProp() {
        let s = scenario(spec(task: "task: { id: n, action: [await sleep(100), result = n, seen = live] }",
                              expect: "n 1 result 1 live 1"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aTaskCreatedInAnActionCapturesThePropsOfThatMoment() {
        // `Task { }` in on-appear: the action's closure is the first render's, with n == 0.
        let s = scenario(spec(task: "on-appear: 'Task { await sleep(100); result = n; seen = live }'",
                              expect: "n 1 result 0 live 1"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func capturingTakesThePropsAndBindingsButNotNamesAlreadyCaptured() throws {
        let (graph, _) = try launched(spec(task: "task: { action: [await sleep(100), result = n] }", expect: ""))
        let child = try #require(graph.nodes.values.first { $0.componentBox.decl.name == "Child" })
        let live = try #require(child[prop: "live"])
        // A binding is kept as the `Binding` it was, under `$live`, and read through at each use.
        let locals = graph.capturingProps(of: child, into: ["n": .int(7)])
        #expect(locals == ["n": .int(7), "$live": live])
        #expect(graph.capturingProps(of: child, into: [:]) == ["n": .int(0), "$live": live])
        #expect(graph.capturingProps(of: child, into: ["$live": .int(1)]) == ["n": .int(0), "$live": .int(1)])
    }

    /// An `@ObservedObject` built in init, or an object placed in the environment, replaced while
    /// a task awaits: the task's copy of the view keeps the old one.
    static func objects(_ child: String) -> String {
        """
        models:
          Store:
            kind: observable-object
            fields: { input: 0, result: '"none"' }
          Model:
            fields: { input: 0, result: '"none"' }
        requests:
          load: { cancellation: throws, returns: '"r"' }
        components:
          Parent:
            state: { input: 1, store: "Store(input: 1)", model: "Model(input: 1)" }
            body:
              - button: bump
                action: "input += 1; store = Store(input: input); model = Model(input: input)"
              - \(child): { input: input }
                environment-object: store
                environment-model: model
          ObservedInInit:
            props: [input]
            observed-object: { store: "Store(input: input)" }
            body:
              - text: "child {store.input} {store.result}"
              - Inner:
                task:
                  action: [ store.result = await load() ]
          FromEnvironment:
            props: [input]
            environment-object: { store: Store }
            body:
              - text: "child {store.input} {store.result}"
              - Inner:
                task:
                  action: [ store.result = await load() ]
          ModelFromEnvironment:
            props: [input]
            environment: { model: Model }
            body:
              - text: "child {model.input} {model.result}"
              - Inner:
                task:
                  action: [ model.result = await load() ]
          Inner:
            body: [ { text: inner } ]
        root: Parent
        script:
          - tap: bump
          - complete: load
            expect: [child 2 none]
        """
    }

    @Test func aTaskKeepsTheObjectsAndEnvironmentOfItsCopy() {
        for child in ["ObservedInInit", "FromEnvironment", "ModelFromEnvironment"] {
            let s = scenario(Self.objects(child))
            #expect(s.passed, "\(child): \(s.failures.map(\.message)) \(String(describing: s.error))")
        }
    }
}
