import Testing
@testable import SpecKit

/// A closure made in a body captured `self`, whose environment properties SwiftUI wrote at the
/// update before that render: called later, it reads the value or object of that render, while
/// state and bindings are read as they are now (docs/semantics.md §93).
@Suite struct ClosureEnvironmentTests {
    /// Panel reads `accent`, set by Root from its state, and passes `onDone` to a Worker that calls
    /// it after an await; `expect` is what the log shows once the await has ended.
    static func completion(expect: String) -> String {
        """
        environment-values:
          accent: '"gray"'
        components:
          Root:
            state: { color: '"blue"', log: '""' }
            body:
              - text: log {log}
              - button: red
                action: color = "red"
              - Panel: { log: $log }
                environment: { accent: color }
          Panel:
            bindings: [log]
            environment: { accent: accent }
            state: { n: 7 }
            body:
              - text: panel {accent} n {n}
              - button: n up
                action: n += 1
              - Worker: { onDone: "{ log = accent + String(n) }" }
          Worker:
            props: [onDone]
            body:
              - button: start
                action: "Task { await sleep(100); onDone() }"
        root: Root
        script:
          - tap: start
          - advance: 50
          - tap: red
          - tap: n up
            expect: [panel red n 8]
          - advance: 100
            expect: [\(expect)]
        """
    }

    @Test func aCompletionCalledAfterAnAwaitReadsTheEnvironmentOfTheRenderThatMadeIt() {
        let s = scenario(Self.completion(expect: "log blue8"))
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func theValueTheViewHoldsNowIsNotWhatTheClosureReads() {
        // The lock: expecting the live value fails, and the screen shows the captured one.
        let s = scenario(Self.completion(expect: "log red8"))
        #expect(!s.passed)
        #expect(s.failures.count == 1)
        #expect(s.failures.first?.screen.map(\.label).contains("log blue8") == true)
    }

    /// An Equatable row whose `==` compares `item` keeps the closure of the first render.
    static func keptClosure(holder: String, place: String, replace: String, closure: String, shows: String,
                            models: String = "", expect: String) -> String {
        """
        environment-values:
          accent: '"gray"'
        \(models)
        components:
          Root:
            state: { \(place), log: '""' }
            body:
              - text: log {log}
              - button: change
                action: '\(replace)'
              - Panel: { log: $log }
                \(holder)
          Panel:
            bindings: [log]
            \(Self.reader(holder))
            body:
              - text: "panel \(shows)"
              - Row: { item: 1, onTap: "\(closure)" }
          Row:
            props: [item, onTap]
            equatable: [item]
            body:
              - button: tap {item}
                action: onTap()
        root: Root
        script:
          - tap: change
          - tap: tap 1
            expect: [\(expect)]
            assert: [Row.renders == 1]
        """
    }

    static func reader(_ placed: String) -> String {
        if placed.hasPrefix("environment-object") { return "environment-object: { cart: Cart }" }
        if placed.hasPrefix("environment-model") { return "environment: { lib: Lib }" }
        return "environment: { accent: accent }"
    }

    @Test func anEquatableRowsKeptClosureReadsTheEnvironmentValueOfItsRender() {
        let yaml = Self.keptClosure(holder: "environment: { accent: color }", place: "color: '\"blue\"'", replace: "color = \"red\"",
                                    closure: "{ log = accent }", shows: "{accent}", expect: "log blue")
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(!scenario(yaml.replacingOccurrences(of: "[log blue]", with: "[log red]")).passed)
    }

    @Test func aKeptClosureWritesToTheModelPlacedWhenItWasMade() {
        // The closure increments the Lib that was placed at launch; the Panel reads the new one.
        let yaml = Self.keptClosure(holder: "environment-model: lib", place: "lib: Lib()", replace: "lib = Lib(name: \"second\")",
                                    closure: "{ lib.taps += 1 }", shows: "{lib.name} taps {lib.taps}",
                                    models: "models:\n  Lib: { fields: { name: '\"first\"', taps: 0 } }",
                                    expect: "panel second taps 0")
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(!scenario(yaml.replacingOccurrences(of: "[panel second taps 0]", with: "[panel second taps 1]")).passed)
    }

    @Test func aKeptClosureWritesToTheEnvironmentObjectPlacedWhenItWasMade() {
        let yaml = Self.keptClosure(holder: "environment-object: cart", place: "cart: Cart()", replace: "cart = Cart(name: \"second\")",
                                    closure: "{ cart.taps += 1 }", shows: "{cart.name} taps {cart.taps}",
                                    models: "models:\n  Cart: { kind: observable-object, fields: { name: '\"first\"', taps: 0 } }",
                                    expect: "panel second taps 0")
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(!scenario(yaml.replacingOccurrences(of: "[panel second taps 0]", with: "[panel second taps 1]")).passed)
    }

    @Test func aKeptClosureReadsStateAndBindingsAsTheyAreNow() {
        let s = scenario("""
        components:
          Root:
            state: { shared: 0 }
            body:
              - button: shared up
                action: shared += 1
              - Panel: { shared: $shared }
          Panel:
            bindings: [shared]
            state: { count: 0, log: '""' }
            body:
              - text: log {log}
              - button: up
                action: count += 1
              - Row: { item: 1, onTap: '{ log = String(count) + "/" + String(shared) }' }
          Row:
            props: [item, onTap]
            equatable: [item]
            body:
              - button: tap {item}
                action: onTap()
        root: Root
        script:
          - tap: up
          - tap: shared up
          - tap: tap 1
            expect: [log 1/1]
        """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aKeptClosureWritesToTheLetItsViewHeldThen() {
        // `let counter = Counter()` is built again at each init of Panel: the kept closure's copy
        // holds the first one, which no body reads any more.
        let s = scenario("""
        models:
          Counter: { fields: { count: 0 } }
        components:
          Root:
            state: { n: 0 }
            body:
              - button: bump
                action: n += 1
              - Panel: { n: n }
          Panel:
            props: [n]
            let: { counter: Counter() }
            body:
              - text: panel {n} count {counter.count}
              - Row: { item: 1, onTap: "{ counter.count += 1 }" }
          Row:
            props: [item, onTap]
            equatable: [item]
            body:
              - button: tap {item}
                action: onTap()
        root: Root
        script:
          - tap: bump
          - tap: tap 1
            expect: [panel 1 count 0]
        """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aContentClosureKeptByAnEquatableContainerShowsTheEnvironmentOfItsRender() {
        let yaml = """
        environment-values:
          accent: '"gray"'
        components:
          Root:
            state: { color: '"blue"' }
            body:
              - button: red
                action: color = "red"
              - Panel:
                environment: { accent: color }
          Panel:
            environment: { accent: accent }
            body:
              - text: panel {accent}
              - Card: { n: 1 }
                content:
                  - text: content {accent}
          Card:
            props: [n]
            equatable: [n]
            slots: { content: closure }
            state: { open: false }
            body:
              - button: open
                action: open.toggle()
              - slot: content
        root: Root
        script:
          - tap: red
            expect: [panel red]
          - tap: open
            expect: [content blue]
        """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(!scenario(yaml.replacingOccurrences(of: "[content blue]", with: "[content red]")).passed)
    }

    @Test func theTraceSaysTheClosureReadsTheValueItsRenderCaptured() throws {
        let file = run(Self.completion(expect: "log blue8"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines.map(\.text)
        #expect(lines.contains("it reads accent = \"blue\", captured with self when Panel's render in pass 1 made the closure; "
                               + "Panel has \"red\" now, but @Environment(\\.accent) is written into the view value at each update, "
                               + "and the closure keeps its copy"), "\(lines)")
        #expect(lines.contains { $0.hasSuffix("onDone is a new closure; it uses log, accent, n, so it captured self when made, "
                                              + "and closures that capture compare unequal") })
        #expect(s.events.contains {
            if case .closureEnvironment(let owner, "accent", .value("accent"), .string("blue"), 1?, .string("red")?) = $0 {
                return owner.component == "Panel"
            }
            return false
        })
    }

    @Test func aValueThatDidNotChangeIsToldWithoutTheNow() throws {
        // Called before anything changed: the value captured is the view's.
        let file = run(Self.completion(expect: "log blue7").replacingOccurrences(of: """
          - tap: red
          - tap: n up
            expect: [panel red n 8]
        """, with: ""))
        let s = try #require(file.scenarios.first)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        let lines = ScenarioTrace(s, spec: file.spec).lines.map(\.text)
        #expect(lines.contains("it reads accent = \"blue\", captured with self when Panel's render in pass 1 made the closure"), "\(lines)")
    }

    @Test func theLessonHoldsAndAWrongExpectationFails() throws {
        try expectLessonHolds("environment-captured.yaml", wrong: [
            ("expect: [log blue8]\n  - name: an Equatable", "expect: [log red8]\n  - name: an Equatable", 0),
            ("expect: [log blue8]\n        assert", "expect: [log red8]\n        assert", 1),
            ("expect: [log red7]", "expect: [log blue7]", 2),
            ("expect: [log blue7]", "expect: [log green7]", 3)])
    }
}
