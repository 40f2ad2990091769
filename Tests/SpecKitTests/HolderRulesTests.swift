import Testing
@testable import SpecKit

/// ObservableObject, the object wrappers and struct models, each rule alone (docs/semantics.md
/// §15, §16 and §18; the environment's are in EnvironmentRulesTests). Each test taps and counts
/// renders from the event log.
@Suite struct HolderRulesTests {
    /// A shop holding an ObservableObject with @StateObject, and three children: two observe it with
    /// @ObservedObject (one reads `a`, one reads `b`), one holds it in a plain `let` and reads `a`.
    static let shop = """
        models:
          Box:
            kind: observable-object
            fields: { a: 0, b: 0, note: 0 }
            published: [a, b]
        components:
          Shop:
            state-object: { box: "Box()" }
            body:
              - ReadsA: { box: box }
              - ReadsB: { box: box }
              - Holds: { box: box }
              - button: bump a
                action: box.a += 1
              - button: same a
                action: box.a = box.a
              - button: bump note
                action: box.note += 1
          ReadsA:
            observed-object: [box]
            body: [ { text: "a {box.a}" } ]
          ReadsB:
            observed-object: [box]
            body: [ { text: "b {box.b}" } ]
          Holds:
            props: [box]
            body: [ { text: "held a {box.a}" } ]
        root: Shop
        """

    func shop(_ steps: String) -> ScenarioResult {
        scenario(Self.shop + "\nscript:\n" + steps)
    }

    @Test func aPublishedWriteRendersEveryObserverWhateverItRead() {
        let s = shop("  - tap: bump a\n    expect: [a 1, b 0]\n")
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(s.renders(of: "Shop") == 2)
        #expect(s.renders(of: "ReadsA") == 2)
        #expect(s.renders(of: "ReadsB") == 2, "ReadsB read only b, and still ran")
        #expect(s.events.contains { if case .objectWillChange(_, "a") = $0 { return true } else { return false } })
    }

    @Test func aPlainFieldNotifiesNobody() {
        let s = shop("  - tap: bump note\n")
        #expect(s.passed)
        #expect(s.renders(of: "Shop") == 1 && s.renders(of: "ReadsA") == 1 && s.renders(of: "ReadsB") == 1)
        #expect(!s.events.contains { if case .objectWillChange = $0 { return true } else { return false } })
        #expect(s.events.contains { if case .fieldWritten(_, "note", .int(0), .int(1)) = $0 { return true } else { return false } })
    }

    @Test func aLetHoldingAnObjectObservesNothing() {
        let s = shop("  - tap: bump a\n    expect: [held a 0]\n")
        #expect(s.passed, "\(s.failures.map(\.message))")
        #expect(s.renders(of: "Holds") == 1)
        #expect(s.inits(of: "Holds") == 2, "its parent ran and initialized it again, with an equal value")
    }

    @Test func anEqualPublishedWriteStillNotifies() {
        let s = shop("  - tap: same a\n")
        #expect(s.passed)
        #expect(s.renders(of: "ReadsB") == 2, "@Published publishes in willSet, at every assignment")
    }

    @Test func anEqualWriteToAnObservableModelNotifiesNobody() {
        let s = scenario("""
            models:
              Box: { fields: { a: 0 } }
            components:
              Root:
                state: { box: "Box()" }
                body:
                  - text: "a {box.a}"
                  - button: same
                    action: box.a = box.a
            root: Root
            script:
              - tap: same
            """)
        #expect(s.passed)
        #expect(s.renders(of: "Root") == 1)
    }

    /// The `@Observable` setter compares with `!=` or `!==` only a type Swift can compare: an
    /// array or an optional of class instances is not `Equatable`, so writing the same one back
    /// notifies; a `Book` is compared by identity. The field's declared type decides (a write of
    /// `nil` somewhere makes `current` a `Book?`), not the instance it holds.
    static func library(_ steps: [String], expecting renders: Int) -> String {
        """
        models:
          Book: { fields: [title] }
          Library: { fields: [main, shelf, current] }
        components:
          Root:
            state: { library: 'Library(main: Book(title: "a"), shelf: [Book(title: "b")], current: nil)' }
            body:
              - Shelf: { library: library }
              - button: same shelf
                action: library.shelf = library.shelf
              - button: same book
                action: library.main = library.main
              - button: pick
                action: library.current = library.main
              - button: same current
                action: library.current = library.current
          Shelf:
            props: [library]
            body: [ { text: "{library.shelf.count} {library.main.title} {library.current == nil}" } ]
        root: Root
        script:
        \(steps.map { "  - tap: \($0)" }.joined(separator: "\n"))
          - expect: []
            assert: ["Shelf.renders == \(renders)"]
        """
    }

    @Test func anEqualWriteOfAListOfInstancesNotifies() {
        let s = scenario(Self.library(["same shelf"], expecting: 2))
        #expect(s.passed)
        #expect(s.renders(of: "Shelf") == 2)
        #expect(s.renders(of: "Root") == 1)
        // The same instance into a `Book` is compared by identity (`!==`): no change.
        #expect(scenario(Self.library(["same book"], expecting: 1)).passed)
    }

    /// The lock: the reading in which an equal list is no change fails the spec.
    @Test func anEqualListWrittenBackCannotBeReadAsNoChange() {
        #expect(!scenario(Self.library(["same shelf"], expecting: 1)).passed)
    }

    @Test func anEqualWriteOfAnOptionalInstanceNotifies() {
        // Launch, the pick (a change), the same book through `Book?`; the same `Book`, skipped.
        #expect(scenario(Self.library(["pick", "same current", "same book"], expecting: 3)).passed)
        #expect(!scenario(Self.library(["pick", "same current", "same book"], expecting: 2)).passed)
    }

    /// A struct that holds a class instance synthesizes no `==`: the macro's setter cannot compare
    /// it, so writing it back notifies; a struct of values is compared and tells nobody.
    static func garage(holdingAClass: Bool, expecting renders: Int) -> String {
        """
        models:
          Owner: { fields: [name] }
          Car: { kind: struct, fields: [plate, \(holdingAClass ? "owner" : "tag")] }
          Garage: { fields: [car] }
        components:
          Screen:
            state: { garage: 'Garage(car: Car(plate: 1, \(holdingAClass ? "owner: Owner(name: \"a\")" : "tag: 2")))' }
            body:
              - button: same
                action: garage.car = garage.car
              - Row: { garage: garage }
          Row:
            props: [garage]
            body: [ { text: "plate {garage.car.plate}" } ]
        root: Screen
        script:
          - tap: same
            assert: ["Row.renders == \(renders)"]
        """
    }

    @Test func anEqualWriteOfAStructHoldingAnInstanceNotifies() throws {
        #expect(scenario(Self.garage(holdingAClass: true, expecting: 2)).passed)
        #expect(!scenario(Self.garage(holdingAClass: true, expecting: 1)).passed)
        #expect(scenario(Self.garage(holdingAClass: false, expecting: 1)).passed)
        #expect(!scenario(Self.garage(holdingAClass: false, expecting: 2)).passed)
        let file = run(Self.garage(holdingAClass: true, expecting: 2))
        let lines = ScenarioTrace(try #require(file.scenarios.first), spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains("an equal value, of a type that is not Equatable (a struct that holds a class instance): the @Observable setter cannot compare it and notifies"), "\(lines)")
    }

    static func twins(expecting equal: Bool) -> String {
        """
        models:
          Point: { kind: struct, fields: [x] }
        components:
          Root:
            state: { p: "Point(x: 1)", q: "Point(x: 1)" }
            body: [ { text: "equal {p == q}" } ]
        root: Root
        script:
          - expect: "equal \(equal)"
        """
    }

    /// Two values of one struct compare field by field, as its synthesized `==` does; the lock:
    /// expecting them unequal fails.
    @Test func twoStructsWithEqualFieldsAreEqual() {
        #expect(scenario(Self.twins(expecting: true)).passed)
        #expect(!scenario(Self.twins(expecting: false)).passed)
    }

    static let counterChild = """
        models:
          Counter: { kind: observable-object, fields: { n: 0 } }
        components:
          Parent:
            state: { ticks: 0 }
            body:
              - text: "ticks {ticks}"
              - button: tick
                action: ticks += 1
              - Child:
          Child:
            HOLDER: { counter: "Counter()" }
            body:
              - text: "n {counter.n}"
              - button: inc
                action: counter.n += 1
        root: Parent
        script:
          - tap: inc
          - tap: tick
        """

    @Test func anObservedObjectBuiltInInitIsReplacedAtEveryInit() {
        let s = scenario(Self.counterChild.replacingOccurrences(of: "HOLDER", with: "observed-object"))
        #expect(s.passed)
        #expect(s.labels.contains("n 0"), "the new instance starts again")
        #expect(s.creations(of: "Counter") == 2)
        let replaced = s.events.contains {
            if case .holder(_, "counter", .observedObject, .replaced(let new, let old)) = $0 { return new != old }
            return false
        }
        #expect(replaced)
        #expect(s.renders(of: "Child") == 3, "created, the increment, the new instance")
    }

    @Test func aStateObjectKeepsItsObject() {
        let s = scenario(Self.counterChild.replacingOccurrences(of: "HOLDER", with: "state-object"))
        #expect(s.passed)
        #expect(s.labels.contains("n 1"))
        #expect(s.creations(of: "Counter") == 1)
    }

    @Test func anObservedPropComparesByIdentity() {
        let s = scenario("""
            models:
              Counter: { kind: observable-object, fields: { n: 0 } }
            components:
              Parent:
                state: { ticks: 0 }
                state-object: { counter: "Counter()" }
                body:
                  - text: "ticks {ticks}"
                  - button: tick
                    action: ticks += 1
                  - Child: { counter: counter }
              Child:
                observed-object: [counter]
                body: [ { text: "n {counter.n}" } ]
            root: Parent
            script:
              - tap: tick
            """)
        #expect(s.passed)
        #expect(s.renders(of: "Child") == 1, "the same instance again: skipped")
    }

    @Test func aStructIsCopiedOnAssignment() {
        let s = scenario("""
            models:
              Point: { kind: struct, fields: [x] }
            components:
              Root:
                state: { a: "Point(x: 1)", b: "Point(x: 0)" }
                body:
                  - text: "a {a.x} b {b.x}"
                  - button: move b
                    action: "b = a; b.x = 5"
            root: Root
            script:
              - tap: move b
                expect: [a 1 b 5]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
        #expect(s.events.contains { if case .stateWritten(_, "b", _, _) = $0 { return true } else { return false } },
                "the whole holder is written")
    }

    @Test func anEqualStructLeavesTheChildSkipped() {
        let s = scenario("""
            models:
              Point: { kind: struct, fields: [x] }
            components:
              Root:
                state: { n: 0 }
                body:
                  - text: "n {n}"
                  - button: bump
                    action: n += 1
                  - Child: { p: "Point(x: 1)" }
              Child:
                props: [p]
                body: [ { text: "x {p.x}" } ]
            root: Root
            script:
              - tap: bump
            """)
        #expect(s.passed)
        #expect(s.renders(of: "Child") == 1, "a new Point(x: 1) equals the last one, field by field")
        #expect(s.creations(of: "Point") == 2)
    }

    @Test func theSwiftSpellingsOfKeysAndTypesAreAccepted() {
        let s = scenario("""
            environment-values:
              accent: "\\"gray\\""
            models:
              Theme: { fields: { name: "\\"light\\"" } }
            components:
              Root:
                state: { theme: "Theme()" }
                body:
                  - Leaf:
                    environment: { \\.accent: "\\"red\\"" }
                    environment-model: [theme]
              Leaf:
                environment: { accent: \\.accent, theme: Theme.self }
                body: [ { text: "{accent} {theme.name}" } ]
            root: Root
            script:
              - expect: [red light]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.description ?? "")")
    }

    @Test func aPublishedListNamesDeclaredFieldsOnly() {
        let found = diagnostics("""
            models:
              Cart: { kind: observable-object, fields: [total], published: [totl] }
            components:
              Root: { body: [ { text: hi } ] }
            root: Root
            """)
        #expect(found.map(\.message) == ["Cart has no field 'totl' to publish"])
        #expect(found.first?.hint == "did you mean 'total'?")
    }
}
