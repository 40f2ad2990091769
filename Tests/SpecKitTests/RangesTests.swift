import Testing
@testable import SpecKit

/// Swift's global `min`, `max` and `abs`, and ranges of Ints, `a..<b` and `a...b`, as a
/// for-each's data and the base of `count`, `isEmpty` and `contains(_:)` (docs/semantics.md §61).
@Suite struct RangesTests {
    let here = Location(file: "e.yaml", line: 3, column: 10)

    func eval(_ source: String, _ names: [String: Value] = [:]) throws -> Value {
        try Evaluator.evaluate(try Parser.expression(source, at: here), in: FixedScope(names))
    }

    func failure(_ source: String, _ names: [String: Value] = [:]) -> Diagnostic? {
        do { _ = try eval(source, names); return nil } catch let d as Diagnostic { return d } catch { return nil }
    }

    @Test func minAndMaxAreSwiftsOverIntsAndStrings() throws {
        let n: [String: Value] = ["n": .int(3)]
        #expect(try eval("min(n + 1, 4)", n) == .int(4))
        #expect(try eval("min(n + 2, 4)", n) == .int(4))
        #expect(try eval("min(n, 4)", n) == .int(3))
        #expect(try eval("max(n - 5, 0)", n) == .int(0))
        #expect(try eval("max(1, 7, 3, -2)") == .int(7))
        #expect(try eval("min(1, 7, 3, -2)") == .int(-2))
        #expect(try eval(#"max("pear", "apple")"#) == .string("pear"))
        #expect(try eval(#"min("pear", "apple", "fig")"#) == .string("apple"))
        #expect(try eval("abs(n - 10)", n) == .int(7))
        #expect(try eval("abs(5)") == .int(5))
    }

    @Test func amongEqualStringsMinKeepsTheFirstAndMaxTheLast() throws {
        // "é" as one scalar and as "e" with a combining accent are equal Strings, told apart here.
        let s: [String: Value] = ["a": .string("\u{E9}"), "b": .string("e\u{301}")]
        #expect(try eval("min(a, b)", s) == .string("\u{E9}"))
        #expect(try eval("max(a, b)", s) == .string("e\u{301}"))
    }

    @Test func misuseOfTheFunctionsIsAnErrorWithItsPlace() throws {
        let one = try #require(failure("min(4)"))
        #expect(one.message == "min(4) does not match min(_:_:)")
        #expect(one.location == here)
        #expect(one.hint?.contains("two or more Ints or Strings") == true)
        #expect(failure(#"max(1, "a")"#)?.message == #"max(_:_:) takes Ints or Strings, all of one type; max(1, "a") gives Int, String"#)
        #expect(failure("min(true, false)")?.message == "min(_:_:) takes Ints or Strings, all of one type; min(true, false) gives Bool")
        #expect(failure("abs(1, 2)")?.message == "abs(1, 2) does not match abs(_:)")
        #expect(failure(#"abs("a")"#)?.message == #"abs(_:) takes an Int; abs("a") gives String"#)
        #expect(failure("min(x: 1, 2)")?.message == "min(x: 1, 2): min's arguments have no labels")
        let overflow = try #require(failure("abs(n)", ["n": .int(Int.min)]))
        #expect(overflow.message == "integer overflow in abs(n)", "Swift traps on abs(Int.min)")
    }

    @Test func aRangeIsAListOfItsInts() throws {
        #expect(try eval("0..<3") == .list([.int(0), .int(1), .int(2)]))
        #expect(try eval("1...3") == .list([.int(1), .int(2), .int(3)]))
        #expect(try eval("3..<3") == .list([]))
        #expect(try eval("3...3") == .list([.int(3)]))
        #expect(try eval("0..<n + 1", ["n": .int(1)]) == .list([.int(0), .int(1)]), "looser than +")
        #expect(try eval("(0..<n).count", ["n": .int(5)]) == .int(5))
        #expect(try eval("(2...n).count", ["n": .int(5)]) == .int(4))
        #expect(try eval("(3..<3).isEmpty") == .bool(true))
        #expect(try eval("(3...3).isEmpty") == .bool(false))
        #expect(try eval("(0..<5).contains(5)") == .bool(false))
        #expect(try eval("(0...5).contains(5)") == .bool(true))
        #expect(try eval("(0...5).contains(-1)") == .bool(false))
    }

    @Test func aLowerBoundAboveTheUpperTrapsAsInSwift() throws {
        let d = try #require(failure("n..<2", ["n": .int(5)]))
        #expect(d.message == "the range n..<2 has its lower bound 5 above its upper bound 2")
        #expect(d.location == here.advanced(by: 1))
        #expect(d.hint?.contains("Range requires lowerBound <= upperBound") == true)
        #expect(failure("(n...4).count", ["n": .int(5)]) != nil, "count traps too: the range is made first")
        #expect(failure(#""a"..<"c""#)?.message == #"cannot apply '..<' to String and String in "a"..<"c""#)
    }

    @Test func aBillionRowsAreRefusedBeforeAnyIsMade() throws {
        let d = try #require(failure("0..<1000000000"))
        #expect(d.message == "the range 0..<1000000000 has more than 100000 elements")
        // From the bounds alone, whatever the size, as Swift's are.
        #expect(try eval("(0..<1000000000).count") == .int(1_000_000_000))
        #expect(try eval("(0..<1000000000).contains(999999999)") == .bool(true))
        #expect(try eval("(0...n).contains(n)", ["n": .int(Int.max)]) == .bool(true))
        #expect(failure("(0...n).count", ["n": .int(Int.max)])?.message == "the range (0...n) has more elements than an Int counts")
    }

    @Test func rangesDoNotChainAndNeedBothBounds() throws {
        #expect(throws: Diagnostic.self) { try Parser.expression("0..<1..<2", at: here) }
        let oneSided = #expect(throws: Diagnostic.self) { try Parser.expression("..<5", at: here) }
        #expect(oneSided?.message == "unexpected '..<': a range needs both bounds here")
    }

    static let rows = """
        components:
          Counter:
            state: { count: 2 }
            body:
              - button: add
                action: count = min(count + 1, 3)
              - button: remove
                action: count = max(count - 1, 0)
              - for-each: 0..<count
                as: n
                id: \\.self
                body:
                  - Row: { n: n }
          Row:
            props: [n]
            state: { likes: 0 }
            body:
              - text: row {n} likes {likes}
              - button: like {n}
                action: likes += 1
        root: Counter
        """

    /// The body reads `count` through the range: a change renders it; rows are keyed by their Int.
    /// Inits: two at launch, the two kept rows again and the new one at the add; renders: two at
    /// launch, row 1 for its like, the new row (the kept ones get their own Int again and are skipped).
    @Test func rowsOverARangeFollowItsBoundAndKeepTheirStateByInt() {
        let s = scenario(Self.rows + """

            script:
              - tap: like 1
                expect: [row 0 likes 0, row 1 likes 1]
              - tap: add
                expect: [row 0 likes 0, row 1 likes 1, row 2 likes 0]
                assert: ["Counter.renders == 2", "Row.inits == 5", "Row.renders == 4"]
              - tap: add
                expect: [row 2 likes 0]
                expect-not: [row 3 likes 0]
              - tap: remove
                expect: [row 0 likes 0, row 1 likes 1]
                expect-not: [row 2 likes 0]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// The lock: a row's state expected to survive its Int leaving the range fails.
    @Test func expectingARemovedRowsStateFails() {
        let bad = scenario(Self.rows + """

            script:
              - tap: like 1
              - tap: remove
              - tap: add
                expect: [row 1 likes 1]
            """)
        #expect(!bad.passed)
        #expect(bad.failures.first?.screenSummary.contains("row 1 likes 0") == true)
    }

    @Test func checkRefusesMisuseBeforeRunning() {
        let spec = """
            components:
              C:
                state: { n: 1, name: '"a"', r: "0..<3" }
                body:
                  - text: "{min(n)} {max(n, name)} {abs(name)} {round(n)}"
                  - text: "{0..<n}"
                  - text: "{(0..<n).count} {(0..<n).contains(name)}"
                  - for-each: 5..<2
                    as: x
                    id: \\.self
                    body: [ { text: "{x}" } ]
                  - for-each: '"a"..<name'
                    as: y
                    id: \\.self
                    body: [ { text: "{y}" } ]
            root: C
            """
        let messages = diagnostics(spec).map(\.message)
        #expect(messages.contains("min(n) does not match min(_:_:)"))
        #expect(messages.contains("max(_:_:) takes Ints or Strings, all of one type; max(n, name) gives Int, String"))
        #expect(messages.contains("abs(_:) takes an Int; abs(name) gives String"))
        #expect(messages.contains("round(…) is not a function of the expression language, in round(n)"))
        #expect(messages.contains("a range such as 0..<3 is only a for-each's data or the base of count, isEmpty, contains(_:) or filter"))
        #expect(messages.contains("a range such as 0..<n is only a for-each's data or the base of count, isEmpty, contains(_:) or filter"))
        #expect(messages.contains("(0..<n) is [Int]: it cannot contain a String"))
        #expect(messages.contains("the range 5..<2 has its lower bound 5 above its upper bound 2"))
        #expect(messages.contains(#"cannot apply '..<' to String and String in "a"..<name"#))
        #expect(!messages.contains { $0.contains("(0..<n).count") })
    }

    static let exported = InlineSpec("ranges.yaml", """
        components:
          Counter:
            state: { count: 2, word: '"fig"' }
            body:
              - text: "{min(count, 4)} {max(word, \\"apple\\")} {abs(count - 5)} {(0..<count).count} {(1...count).contains(2)}"
              - button: add
                action: count = min(count + 1, 4)
              - for-each: 0..<count
                as: n
                id: \\.self
                body: [ { text: "row {n}" } ]
              - for-each: 0...count - 1
                as: m
                index: i
                id: i
                body: [ { text: "at {i} {m}" } ]
              - for-each: "(0..<count).filter { $0 % 2 == 0 }"
                as: e
                id: \\.self
                body: [ { text: "even {e}" } ]
        scenarios:
          - name: added
            root: Counter
            script:
              - tap: add
                expect: [row 2, at 2 2, "3 fig 2 3 true", even 2]
                expect-not: [even 1]
        """)

    @Test func theExportWritesSwiftsFormsAndTypeChecks() async throws {
        let ran = run(Self.exported.yaml, file: Self.exported.file)
        #expect(ran.loadError == nil && ran.scenarios.count == 1 && ran.scenarios.allSatisfy(\.passed), "the spec's verdicts hold")
        let export = try Self.exported.export()
        let counter = ExportTests().file(export, "App/Counter.swift")
        #expect(counter.contains(#"Text(verbatim: "\(min(count, 4)) \(max(word, "apple")) \(abs(count - 5)) \((0..<count).count) \((1...count).contains(2))")"#))
        #expect(counter.contains("count = min(count + 1, 4)"))
        #expect(counter.contains("ForEach(0..<count, id: \\.self) { n in"))
        // A range's indices are its own Ints, not positions: the positions are the offsets.
        #expect(counter.contains("ForEach(Array((0...count - 1).enumerated()), id: \\.offset) { i, m in"))
        try await ExportTests().expectTypeChecks(export)
    }

    /// A stepper's `in:` may be Swift's closed range; a half-open one is refused, as
    /// `Stepper(in:)` takes a `ClosedRange`.
    @Test func aStepperTakesAClosedRange() {
        let yaml = """
            components:
              S:
                state: { size: 9, low: 8 }
                body:
                  - text: "size {size}"
                  - stepper: Size
                    value: $size
                    in: low...10
            root: S
            script:
              - increment: Size
                expect: [size 10]
              - increment: Size
                expect: [size 10]
              - decrement: Size
              - decrement: Size
              - decrement: Size
                expect: [size 8]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message))")
        // The lock: the bounds are the range's, so the third decrement stops at 8, not 7.
        #expect(!scenario(yaml.replacingOccurrences(of: "expect: [size 8]", with: "expect: [size 7]")).passed)
        let halfOpen = diagnostics(yaml.replacingOccurrences(of: "in: low...10", with: "in: 0..<10"))
        #expect(halfOpen.map(\.message) == ["a stepper's `in:` is a closed range, `low...high`, or a list of two bounds"])
        #expect(halfOpen.first?.hint == "Stepper(in:) takes a ClosedRange, its last value included: `0...9`")
    }

    /// A range's `filter` is Swift's: an array of the Ints it keeps, a for-each's data.
    @Test func aRangesFilterKeepsItsInts() throws {
        let s = scenario(Self.exported.yaml)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message))")
        #expect(s.labels.filter { $0.hasPrefix("even") } == ["even 0", "even 2"])
        let export = try Self.exported.export()
        let counter = try #require(export.files.first { $0.path == "App/Counter.swift" }?.contents)
        #expect(counter.contains("ForEach((0..<count).filter({ $0 % 2 == 0 }), id: \\.self)"))
    }
}
