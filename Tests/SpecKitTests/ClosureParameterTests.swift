import Testing
@testable import SpecKit

/// Closures passed to a child that take parameters, `{ who, n in … }`, called as `onAdd(name, n)`
/// (spec-format *Closures*, semantics §19).
@Suite struct ClosureParameterTests {
    /// A parent passing `literal` as `onPick` to a row whose button runs `call`; then `script`.
    static func picker(_ literal: String, call: String = "onPick(name)", _ script: String) -> String {
        """
        components:
          Chooser:
            state: { picked: '"none"', picks: 0 }
            body:
              - text: picked {picked}
              - text: picks {picks}
              - Row: { name: '"a"', onPick: '\(literal)' }
              - Row: { name: '"b"', onPick: '\(literal)' }
          Row:
            props: [name, onPick]
            body:
              - button: pick {name}
                action: \(call)
        root: Chooser
        script:
        \(script)
        """
    }

    @Test func aCallBindsTheParametersToItsValuesInOrder() {
        let s = scenario(Self.picker("{ value in picked = value; picks += 1 }", """
              - tap: pick b
                expect: [picked b, picks 1]
              - tap: pick a
                expect: [picked a, picks 2]
            """))
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))")
        // The lock: the parameter is the call's value, not the last row's.
        let wrong = scenario(Self.picker("{ value in picked = value }", """
              - tap: pick a
                expect: [picked b]
            """))
        #expect(!wrong.passed)
        #expect(wrong.labels.contains("picked a"))
    }

    @Test func twoParametersTakeTwoValuesAndAnUnderscoreIgnoresOne() {
        let s = scenario(Self.picker("{ _, n in picks += n }", call: "onPick(name, 5)", """
              - tap: pick a
                expect: [picked none, picks 5]
            """))
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    /// A parameter hides a holder of the same name inside the closure, and captures nothing.
    @Test func aParameterHidesAHolderOfItsName() {
        let s = scenario(Self.picker("{ picked in picks += 1 }", """
              - tap: pick a
                expect: [picked none, picks 1]
            """))
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    @Test func checkRefusesALiteralThatTakesAnotherNumberOfValues() {
        // Each row is passed the literal: an error each, at each literal.
        let none = diagnostics(Self.picker("{ picks += 1 }", "  - tap: pick a"))
        #expect(none.map(\.message) == Array(repeating: "Row calls onPick with 1 argument, and this closure takes no arguments", count: 2))
        #expect(Set(none.map(\.location.line)).count == 2)
        #expect(none.first?.hint == "name a parameter for each value the call gives: onPick: \"{ value in … }\"; `_ in` ignores one")
        let two = diagnostics(Self.picker("{ a, b in picked = a }", "  - tap: pick a"))
        #expect(Set(two.map(\.message)) == ["Row calls onPick with 1 argument, and this closure takes 2 arguments"])
        let mixed = diagnostics(Self.picker("{ v in picked = v }", call: "onPick(name); onPick()", "  - tap: pick a"))
        #expect(mixed.map(\.message).contains { $0.hasPrefix("Row calls onPick with no arguments here and 1 argument at") })
    }

    @Test func anAnonymousParameterIsOneErrorNamingTheFormToWrite() {
        let d = diagnostics(Self.picker("{ picked = $0 }", "  - tap: pick a"))
        // One error a literal: the arity is not told again.
        #expect(d.map(\.message) == Array(repeating: "'$0' is Swift's anonymous closure parameter, which is not expressed here", count: 2))
        #expect(Set(diagnostics(Self.picker("{ a, a in picked = a }", "  - tap: pick a")).map(\.message)) == ["a closure names a parameter twice"])
    }

    /// Passed on through a view that never calls it, the literal meets the call only at run time.
    @Test func aCallWithTheWrongNumberOfValuesStopsTheRun() {
        let yaml = """
            components:
              Top:
                state: { picked: '"none"' }
                body:
                  - text: picked {picked}
                  - Middle: { onPick: "{ picked = \\"x\\" }" }
              Middle:
                props: [onPick]
                body:
                  - Leaf: { onPick: onPick }
              Leaf:
                props: [onPick]
                body:
                  - button: pick
                    action: onPick(1)
            root: Top
            script:
              - tap: pick
            """
        let s = scenario(yaml)
        #expect(s.error?.message == "onPick(1): the closure passed as 'onPick', { picked = \"x\" }, takes no arguments")
    }

    /// A filter's closure may name its element, as Swift writes it; `$0` still works.
    @Test func aFiltersClosureNamesItsElement() {
        let yaml = """
            components:
              Search:
                state: { query: '""', cities: '["Porto", "Paris", "Oslo"]' }
                body:
                  - text-field: Find
                    text: $query
                  - for-each: 'query.isEmpty ? cities : cities.filter { city in city.hasPrefix(query) }'
                    as: city
                    id: city
                    body:
                      - text: "{city}"
            root: Search
            script:
              - expect: [Porto, Paris, Oslo]
              - type: P
                into: Find
                expect: [Porto, Paris]
                expect-not: [Oslo]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(String(describing: s.error))")
        // The lock: the parameter is the element, so "Oslo" is filtered out.
        let wrong = scenario(yaml.replacingOccurrences(of: "expect-not: [Oslo]", with: "assert: [\"Search.renders == 1\"]\n    expect-not: [Paris]"))
        #expect(!wrong.passed)
        #expect(diagnostics(yaml.replacingOccurrences(of: "city in city.hasPrefix", with: "city in town.hasPrefix")).map(\.message)
                == ["'town' is not defined in Search"])
    }

    static let exported = InlineSpec("report.yaml", """
        components:
          Cart:
            state: { total: 0, last: '"none"', names: '["apples", "pears", "cherries"]' }
            body:
              - text: total {total}
              - text: last {last}
              - Row: { name: '"apples"', onAdd: '{ who, n in total += n; last = who }' }
              - Row: { name: '"pears"', onAdd: '{ _, n in total += n }' }
              - for-each: 'names.filter { name in name.count > 5 }'
                as: name
                id: name
                body:
                  - text: "{name}"

          Row:
            props: [name, onAdd]
            state: { count: 0 }
            body:
              - text: "{name}: {count}"
              - button: add {name}
                action: count += 1; onAdd(name, count)
        root: Cart
        script:
          - tap: add apples
            expect: [total 1, last apples]
        """)

    @Test func theExportTypesTheClosureFromItsCallsAndTypeChecks() async throws {
        let export = try Self.exported.export()
        let row = try #require(export.files.first { $0.path == "App/Row.swift" }?.contents)
        #expect(row.contains("let onAdd: (String, Int) -> Void"))
        let cart = try #require(export.files.first { $0.path == "App/Cart.swift" }?.contents)
        #expect(cart.contains("Row(name: \"apples\", onAdd: { who, n in total += n; last = who })"))
        #expect(cart.contains("onAdd: { _, n in total += n }"))
        #expect(cart.contains("names.filter({ name in name.count > 5 })"))
        try await ExportTests().expectTypeChecks(export)
    }
}
