import Foundation
import Testing
@testable import SpecKit

/// A struct's methods (spec-format *Models*, semantics §65): a call runs on the value its
/// receiver holds; a `mutating` one stores the changed copy back in that place when it returns,
/// one write told by the place's own rule.
@Suite struct StructMethodTests {
    /// A point with a mutating move and a reading distance, held by `Screen` in `p` (and `saved`),
    /// shown by a child given `p` as a `let`, and a button running `action`.
    static func screen(action: String, _ script: String) -> String {
        """
        models:
          Point:
            kind: struct
            fields: { x: 0, y: 0 }
            methods:
              "mutating moveBy(dx: Int, dy: Int)": x += dx; y += dy
              "distance() -> Int": abs(x) + abs(y)
        components:
          Screen:
            state: { p: "Point()", saved: "Point()" }
            body:
              - text: "at {p.x} {p.y} saved {saved.x}"
              - Distance: { point: p }
              - button: go
                action: '\(action)'
          Distance:
            props: [point]
            body: [ { text: "distance {point.distance()}" } ]
        root: Screen
        script:
        \(script)
        """
    }


    /// A field written through a prop is refused before the run when only structs declare it; a
    /// field a class declares too may be a reference's, which a prop lets its child write.
    @Test func aStructFieldWrittenThroughAPropIsRefusedBeforeTheRun() throws {
        func spec(_ models: String) -> String {
            """
            models:
            \(models)
            components:
              Parent:
                state: { item: "Item()" }
                body: [ { Row: { item: item } } ]
              Row:
                props: [item]
                body:
                  - text: "{item.title}"
                  - button: rename
                    action: item.title = "b"
            root: Parent
            script:
              - tap: rename
                expect: [b]
            """
        }
        let refused = diagnostics(spec("  Item: { kind: struct, fields: { title: '\"a\"' } }"))
        #expect(refused.map(\.message) == ["cannot assign to property: 'item' is a prop of Row, a 'let' constant; item.title = \"b\" changes a field of its value, and Item is a struct"])
        #expect(refused.first.map { ($0.location.line, $0.location.column) } ?? (0, 0) == (12, 17))
        // A class's field: the child writes the instance its parent holds, and the label follows.
        #expect(diagnostics(spec("  Item: { fields: { title: '\"a\"' } }")).isEmpty)
        #expect(run(spec("  Item: { fields: { title: '\"a\"' } }")).scenarios.first?.passed == true)
        // A field both declare: left to the run, which knows the value is a struct and refuses it there.
        let both = spec("  Item: { kind: struct, fields: { title: '\"a\"' } }\n  Other: { fields: { title: '\"a\"' } }")
        #expect(diagnostics(both).isEmpty)
        #expect(run(both).scenarios.first?.error?.message == "'item' cannot be assigned in Row")
    }

    @Test func aMutatingCallStoresTheChangedCopyInTheHolder() throws {
        let yaml = Self.screen(action: "p.moveBy(dx: 1, dy: 2)", """
              - tap: go
                expect: [at 1 2 saved 0, distance 3]
                assert: ["Point.creations == 2"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: a call that left the holder alone, or moved a copy only, fails.
        let wrong = scenario(yaml.replacingOccurrences(of: "expect: [at 1 2 saved 0, distance 3]", with: "expect: [at 0 0 saved 0]"))
        #expect(!wrong.passed)
        #expect(wrong.labels.contains("at 1 2 saved 0"))
        // One write to p: the screen and the child given the new copy each render once more; no Point is built.
        let (graph, place) = try launched(yaml)
        try graph.tap("go", at: place)
        #expect(graph.renders(of: "Screen") == 2 && graph.renders(of: "Distance") == 2)
    }

    /// `@State`'s setter compares, and a mutating call sets the holder once, when it returns: a
    /// method that changes `self` and changes it back renders nobody, where the same two
    /// assignments written in the action are two sets, the first a change (§65).
    @Test func aCallThatEndsEqualInAStateHolderRendersNobody() throws {
        let method = """
                  "mutating moveBy(dx: Int, dy: Int)": x += dx; y += dy
                  "mutating wiggle()": x += 1; x -= 1
            """
        let yaml = Self.screen(action: "p.wiggle(); p.moveBy(dx: 0, dy: 0)", "  - tap: go")
            .replacingOccurrences(of: "      \"mutating moveBy(dx: Int, dy: Int)\": x += dx; y += dy", with: method)
        let (graph, place) = try launched(yaml)
        try graph.tap("go", at: place)
        #expect(graph.renders(of: "Screen") == 1, "p ends as it was at each of the two sets")
        // The lock: the same changes written as two sets of p render the screen.
        let (assigned, at) = try launched(yaml.replacingOccurrences(of: "p.wiggle(); p.moveBy(dx: 0, dy: 0)", with: "p.x += 1; p.x -= 1"))
        try assigned.tap("go", at: at)
        #expect(assigned.renders(of: "Screen") == 2)
    }

    /// A copy made before the call keeps its value, and a call on the copy leaves the original alone.
    @Test func twoHoldersBuiltFromOneValueChangeIndependently() {
        let s = scenario(Self.screen(action: "saved = p; p.moveBy(dx: 5, dy: 0); saved.moveBy(dx: 0, dy: 7)", """
              - tap: go
                expect: [at 5 0 saved 0]
            """))
        #expect(s.passed, "\(outcome(s))")
    }

    /// A struct field of an `@Observable` class is changed in place, through `_modify`: its
    /// readers are told even when the value ends equal, and only they (§4).
    @Test func aClassFieldIsWrittenInPlaceAndNotifiesWhenEqual() throws {
        let yaml = """
            models:
              Point:
                kind: struct
                fields: { x: 0 }
                methods:
                  "mutating moveBy(_ d: Int)": x += d
              Board:
                fields: { point: ~, moves: 0 }
                methods:
                  "step(_ d: Int)": point.moveBy(d); moves += 1
            components:
              Screen:
                state: { board: "Board(point: Point())" }
                body:
                  - PointRow: { board: board }
                  - MovesRow: { board: board }
                  - button: same
                    action: board.point.moveBy(0)
                  - button: step
                    action: board.step(2)
              PointRow:
                props: [board]
                body: [ { text: "x {board.point.x}" } ]
              MovesRow:
                props: [board]
                body: [ { text: "moves {board.moves}" } ]
            root: Screen
            script:
              - tap: same
            """
        let (graph, place) = try launched(yaml)
        try graph.tap("same", at: place)
        #expect(graph.renders(of: "PointRow") == 2, "an equal value written in place notifies")
        #expect(graph.renders(of: "MovesRow") == 1 && graph.renders(of: "Screen") == 1)
        // A class's method calling the struct's: the field is board's, one render each after the action.
        try graph.tap("step", at: place)
        #expect(texts(on: graph) == ["x 2", "moves 1"])
        #expect(graph.renders(of: "PointRow") == 3 && graph.renders(of: "MovesRow") == 2)
    }

    /// An ObservableObject's `@Published` struct field publishes at the set, equal or not: every
    /// view observing the object renders (§15).
    @Test func aPublishedFieldPublishesAtTheCall() throws {
        let (graph, place) = try launched("""
            models:
              Point:
                kind: struct
                fields: { x: 0 }
                methods:
                  "mutating moveBy(_ d: Int)": x += d
              Store:
                kind: observable-object
                fields: { point: ~, note: 0 }
            components:
              Screen:
                state-object: { store: "Store(point: Point())" }
                body:
                  - Note: { store: store }
                  - button: same
                    action: store.point.moveBy(0)
              Note:
                observed-object: [store]
                body: [ { text: "note {store.note}" } ]
            root: Screen
            script:
              - tap: same
            """)
        try graph.tap("same", at: place)
        #expect(graph.renders(of: "Note") == 2 && graph.renders(of: "Screen") == 2)
    }

    /// The lock of the rule above: a spec expecting the @State comparison at a class's field fails.
    @Test func expectingAClassFieldToCompareFails() {
        let lesson = (try? String(contentsOf: packageRoot.appendingPathComponent("specs/struct-methods.yaml"), encoding: .utf8)) ?? ""
        #expect(lesson.contains("\"PointRow.renders == 4\""))
        let result = run(lesson.replacingOccurrences(of: "\"PointRow.renders == 4\"", with: "\"PointRow.renders == 3\""), file: "struct-methods.yaml")
        #expect(result.scenarios.count == 2)
        #expect(result.scenarios.first(where: { $0.scenario.contains("class") })?.passed == false)
        #expect(result.scenarios.first(where: { $0.scenario.contains("@State") })?.passed == true)
    }

    /// Through a binding: a `for-each: $points` row's element, and a child's `@Binding`; a
    /// mutating method calling another on `self`, `self = …`, and one returning a value.
    static let bound = InlineSpec("rows.yaml", """
            models:
              Point:
                kind: struct
                fields: { id: 0, x: 0 }
                methods:
                  "mutating moveBy(_ d: Int)": x += d
                  "mutating twice(_ d: Int)": moveBy(d); self.moveBy(d)
                  "mutating reset()": "self = Point(id: id)"
                  "mutating take() -> Int": let old = x; x = 0; return old
              Home:
                kind: struct
                fields: { point: ~ }
                methods:
                  "mutating shift()": point.moveBy(5)
            components:
              Screen:
                state: { points: "[Point(id: 1), Point(id: 2)]", home: "Home(point: Point(id: 9))", taken: 0 }
                body:
                  - text: "home {home.point.x} taken {taken}"
                  - Editor: { point: $home.point }
                  - button: shift
                    action: home.shift()
                  - button: take
                    action: taken = home.point.take()
                  - for-each: $points
                    as: point
                    id: point.id
                    body:
                      - text: "row {point.id} x {point.x}"
                      - button: move {point.id}
                        action: point.moveBy(1)
                      - button: twice {point.id}
                        action: point.twice(2)
                      - button: reset {point.id}
                        action: point.reset()
              Editor:
                bindings: [point]
                body:
                  - button: edit
                    action: point.moveBy(100)
            root: Screen
            script:
              - tap: move 2
                expect: [row 1 x 0, row 2 x 1]
              - tap: twice 1
                expect: [row 1 x 4, row 2 x 1]
              - tap: reset 1
                expect: [row 1 x 0, row 2 x 1]
              - tap: shift
                expect: [home 5 taken 0]
              - tap: edit
                expect: [home 105 taken 0]
              - tap: take
                expect: [home 0 taken 105]
            """)

    @Test func bindingsSelfAndValuesFromAnAction() async throws {
        let s = scenario(Self.bound.yaml)
        #expect(s.passed, "\(outcome(s))")
        // Exported: `self = Point(id: id)` in a main-actor mutating method, the calls on a row's
        // element and a `@Binding`, type-checked.
        let export = try Self.bound.export()
        let point = ExportTests().file(export, "App/Point.swift")
        #expect(point.contains("    @MainActor mutating func reset() {\n        self = Point(id: id)\n    }"))
        #expect(point.contains("        moveBy(d)\n        self.moveBy(d)"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// An element of a list held in a `var`: the changed copy is stored in the element, and the
    /// list in its holder (§69); on a prop's list the check refuses it.
    @Test func anElementOfAListInAHolder() {
        let yaml = """
            models:
              Point:
                kind: struct
                fields: { x: 0 }
                methods:
                  "mutating moveBy(_ d: Int)": x += d
            components:
              Screen:
                state: { points: "[Point(), Point()]" }
                body:
                  - text: "x {points[0].x} {points[1].x}"
                  - button: move
                    action: points[1].moveBy(3)
                  - Row: { points: points }
              Row:
                props: [points]
                body: [ { text: "row {points.count}" } ]
            root: Screen
            script:
              - tap: move
                expect: [x 0 3]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        let onProp = diagnostics(yaml.replacingOccurrences(of: "body: [ { text: \"row {points.count}\" } ]",
                                                           with: "body: [ { button: nudge, action: \"points[0].moveBy(1)\" } ]"))
        #expect(onProp.map(\.message) == ["cannot use mutating member on immutable value: 'points' is a prop of Row, a 'let' constant; points[0].moveBy(1) runs the mutating Point.moveBy(_:)"])
    }

    /// A constant the check cannot see through: a prop's struct field. The run refuses the call
    /// before the method runs, in Swift's words.
    @Test func aMutatingCallOnAPropsFieldStopsTheRun() {
        let s = scenario("""
            models:
              Home:
                kind: struct
                fields: { city: '"Oslo"' }
                methods:
                  "mutating rename(_ name)": city = name
              Person:
                kind: struct
                fields: { home: ~ }
            components:
              Screen:
                state: { person: 'Person(home: Home())' }
                body:
                  - Card: { person: person }
              Card:
                props: [person]
                body:
                  - text: "city {person.home.city}"
                  - button: rename
                    action: person.home.rename("Rome")
            root: Screen
            script:
              - tap: rename
            """)
        #expect(s.error?.message.hasPrefix("cannot use mutating member on immutable value: 'person' is a 'let' constant, a prop of Card") == true,
                "\(String(describing: s.error))")
    }

    /// What `spec check` refuses, as Swift does.
    @Test func swiftsRefusals() {
        let notMutating = diagnostics(Self.screen(action: "p.moveBy(dx: 1, dy: 1)", "  - tap: go")
            .replacingOccurrences(of: "\"mutating moveBy", with: "\"moveBy"))
        #expect(notMutating.map(\.message) == ["cannot assign to property: 'self' is immutable; Point.moveBy(dx:dy:) is not mutating",
                                               "cannot assign to property: 'self' is immutable; Point.moveBy(dx:dy:) is not mutating"])
        let onProp = diagnostics(Self.screen(action: "p.moveBy(dx: 1, dy: 1)", "  - tap: go")
            .replacingOccurrences(of: "body: [ { text: \"distance {point.distance()}\" } ]",
                                  with: "body: [ { button: nudge, action: \"point.moveBy(dx: 1, dy: 0)\" } ]"))
        #expect(onProp.map(\.message) == ["cannot use mutating member on immutable value: 'point' is a prop of Distance, a 'let' constant; point.moveBy(dx: 1, dy: 0) runs the mutating Point.moveBy(dx:dy:)"])
    }

    /// The export writes `mutating func` where the spec does, in the struct. (ExportTests
    /// type-checks every lesson's project, this one's included.)
    @Test func theExportWritesMutatingFuncInTheStruct() throws {
        let export = try ExportTests().exportSpec("specs/struct-methods.yaml")
        let point = ExportTests().file(export, "App/Point.swift")
        #expect(point.contains("    @MainActor mutating func moveBy(dx: Int, dy: Int) {\n        x += dx\n        y += dy\n    }"))
        #expect(point.contains("    @MainActor func distance() -> Int {"))
        #expect(ExportTests().file(export, "App/Board.swift").contains("    func step() {\n        point.moveBy(dx: 1, dy: 0)"))
    }

    /// The trace names the call, the place and the value it started from; a call that left the
    /// value equal says so, and a label's read says it adds no dependency.
    @Test func theTraceNamesTheCallAndThePlace() {
        let run = RecordedRuns.result(of: "specs/struct-methods.yaml")
        let trace = ScenarioTrace(run.scenarios[0], spec: run.spec)
        let moved = trace.lines(ofStep: 2).map(\.text)
        #expect(moved.contains("call p.moveBy from Screen's action (dx = 1, dy = 2): a mutating method of the struct: runs `x += dx; y += dy` at once on p's value, Point(x: 0, y: 0), as self, then stores the changed copy back in p, one write to it as `p.field = …` is, told to p's readers by its own rule"))
        #expect(moved.contains { $0.hasPrefix("Distance calls point.distance for its value, 3: the struct's method reads the copy point gave the body") })
        let stayed = trace.lines(ofStep: 6).map(\.text)
        #expect(stayed.contains { $0.hasPrefix("moveBy ended with p's value as it found it, Point(x: 2, y: 4): the one store back") })
        #expect(!stayed.contains { $0.hasPrefix("render ") })
    }
}
