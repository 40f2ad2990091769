import Testing
@testable import SpecKit

/// String's methods, `String(n)` and `items.filter { … }` in expressions (docs/semantics.md §60):
/// each computes what Swift computes in an app, which imports Foundation.
@Suite struct StringMethodsTests {
    let here = Location(file: "e.yaml", line: 3, column: 10)

    func eval(_ source: String, _ names: [String: Value] = [:]) throws -> Value {
        try Evaluator.evaluate(try Parser.expression(source, at: here), in: FixedScope(names))
    }

    func failure(_ source: String, _ names: [String: Value] = [:]) -> Diagnostic? {
        do { _ = try eval(source, names); return nil } catch let d as Diagnostic { return d } catch { return nil }
    }

    @Test func caseMappingIsUnicodesFullMappingAsSwiftsIs() throws {
        #expect(try eval(#"name.uppercased()"#, ["name": .string("Ann")]) == .string("ANN"))
        #expect(try eval(#"name.lowercased()"#, ["name": .string("ÀnN")]) == .string("ànn"))
        #expect(try eval(#""straße".uppercased()"#) == .string("STRASSE"), "ß maps to two letters")
        #expect(try eval(#""".uppercased()"#) == .string(""))
    }

    @Test func containsIsFoundationsWhichFindsTheEmptyStringNowhere() throws {
        let name: [String: Value] = ["name": .string("Ann")]
        #expect(try eval(#"name.contains("nn")"#, name) == .bool(true))
        #expect(try eval(#"name.contains("NN")"#, name) == .bool(false), "case-sensitive")
        #expect(try eval(#"name.contains("")"#, name) == .bool(false), "swiftlang/swift-foundation#891")
        #expect(try eval(#""".contains("")"#) == .bool(false))
        #expect(try eval(#"name.contains("Anne")"#, name) == .bool(false))
    }

    @Test func charactersCompareAsSwiftComparesThem() throws {
        // "é" precomposed and "e" with a combining accent are one Character, equal; "e" alone is not "é".
        let decomposed: [String: Value] = ["s": .string("cafe\u{301}")]
        #expect(try eval("s.contains(\"\u{E9}\")", decomposed) == .bool(true))
        #expect(try eval(#"s.contains("e")"#, decomposed) == .bool(false))
        #expect(try eval("s.hasSuffix(\"\u{E9}\")", decomposed) == .bool(true))
        #expect(try eval(#"s.hasSuffix("e")"#, decomposed) == .bool(false))
    }

    @Test func containsFallsBackWithinAPartialMatch() throws {
        #expect(try eval(#""aabaabaaa".contains("aabaaa")"#) == .bool(true))
        #expect(try eval(#""abcabcabd".contains("abcabd")"#) == .bool(true))
        #expect(try eval(#""abcabcab".contains("abcabd")"#) == .bool(false))
        #expect(try eval(#""a".contains("a")"#) == .bool(true))
        // Almost matched at every place: linear, where trying each place would be 25 000².
        let long: [String: Value] = ["s": .string(String(repeating: "a", count: 50_000)),
                                     "t": .string(String(repeating: "a", count: 25_000) + "b")]
        #expect(try eval("s.contains(t)", long) == .bool(false))
        #expect(try eval("s.localizedCaseInsensitiveContains(t)", long) == .bool(false))
    }

    @Test func nestedFiltersStopAtTheLimitOfClosureRuns() throws {
        let l: [String: Value] = ["l": .list((0..<1_000).map { .int($0) })]
        #expect(try eval("l.filter { $0 > 10 }.count", l) == .int(989))
        let d = try #require(failure("l.filter { l.filter { $0 > 0 }.count > 0 }", l))
        #expect(d.message.hasPrefix("the closures of the filters in l.filter { $0 > 0 } ran more than 100000 times"))
    }

    @Test func prefixAndSuffixAreTheStandardLibrarys() throws {
        let title: [String: Value] = ["t": .string("Re: lunch")]
        #expect(try eval(#"t.hasPrefix("Re")"#, title) == .bool(true))
        #expect(try eval(#"t.hasPrefix("re")"#, title) == .bool(false))
        #expect(try eval(#"t.hasSuffix("lunch")"#, title) == .bool(true))
        #expect(try eval(#"t.hasPrefix("")"#, title) == .bool(true), "every string starts with the empty one")
    }

    @Test func localizedCaseInsensitiveContainsSetsTheCaseAsideBeyondASCII() throws {
        #expect(try eval(#""Porto".localizedCaseInsensitiveContains("po")"#) == .bool(true))
        #expect(try eval(#""São Paulo".localizedCaseInsensitiveContains("SÃO")"#) == .bool(true))
        #expect(try eval(#""Straße".localizedCaseInsensitiveContains("STRASSE")"#) == .bool(true))
        #expect(try eval(#""Oslo".localizedCaseInsensitiveContains("")"#) == .bool(false))
        #expect(try eval(#""Sao Paulo".localizedCaseInsensitiveContains("são")"#) == .bool(false), "accents are not set aside")
    }

    @Test func trimmingTakesFoundationsWhitespaceSets() throws {
        let s: [String: Value] = ["s": .string(" \t Ann B \u{A0}\u{3000}"), "lines": .string("\n Bo \r\n"), "sep": .string("\u{2028}x\u{85}")]
        #expect(try eval("s.trimmingCharacters(in: .whitespaces)", s) == .string("Ann B"), "tab, no-break and ideographic spaces are Zs")
        #expect(try eval("lines.trimmingCharacters(in: .whitespaces)", s) == .string("\n Bo \r\n"), "newlines stay")
        #expect(try eval("lines.trimmingCharacters(in: .whitespacesAndNewlines)", s) == .string("Bo"))
        #expect(try eval("sep.trimmingCharacters(in: .whitespacesAndNewlines)", s) == .string("x"), "Zl and U+0085")
        #expect(try eval(#""  ".trimmingCharacters(in: .whitespaces).isEmpty"#) == .bool(true))
        #expect(failure("s.trimmingCharacters(in: .spaces)", s)?.message
                == "trimmingCharacters(in:) takes .whitespaces or .whitespacesAndNewlines; s.trimmingCharacters(in: .spaces) gives .spaces")
        #expect(failure("n.trimmingCharacters(in: .whitespaces)", ["n": .int(1)])?.message
                == "Int has no method 'trimmingCharacters' in n.trimmingCharacters(in: .whitespaces)")
    }

    @Test func stringOfAnIntOrABoolIsItsText() throws {
        #expect(try eval("String(n)", ["n": .int(-42)]) == .string("-42"))
        #expect(try eval("String(on) + \"!\"", ["on": .bool(true)]) == .string("true!"))
        #expect(try eval(#"String("x")"#) == .string("x"))
        #expect(try Parser.expression("String(n + m)", at: here).names.map(\.0) == ["n", "m"], "String is no name the body reads")
    }

    @Test func aWrongArgumentIsAnErrorWithItsPlace() throws {
        let d = try #require(failure("name.contains(3)", ["name": .string("Ann")]))
        #expect(d.message == "contains(_:) on a String takes a String; name.contains(3) gives Int")
        #expect(d.location == here.advanced(by: 5), "at the method's name")
        #expect(d.hint == #"for example name.contains("a")"#)
        #expect(failure("name.hasPrefix()", ["name": .string("Ann")])?.message == "name.hasPrefix() does not match hasPrefix(_:)")
        #expect(failure("n.uppercased()", ["n": .int(1)])?.message == "Int has no method 'uppercased' in n.uppercased()")
        #expect(failure("String(l)", ["l": .list([.int(1)])])?.message == "String(_:) takes an Int, a Bool or a String; String(l) gives [Int]")
        #expect(failure("String(describing: 1)")?.message == "String(describing: 1) does not match String(_:)")
        #expect(failure("name.uppercased", ["name": .string("a")])?.hint == "a method is called with parentheses: name.uppercased()")
    }

    @Test func filterKeepsTheElementsForWhichTheClosureIsTrue() throws {
        let names: [String: Value] = ["names": .list([.string("Ann"), .string("Bo"), .string("anna")]), "q": .string("an")]
        #expect(try eval("names.filter { $0.localizedCaseInsensitiveContains(q) }", names) == .list([.string("Ann"), .string("anna")]))
        #expect(try eval("names.filter { $0.contains(q) }", names) == .list([.string("anna")]))
        #expect(try eval("names.filter { $0.count > 2 }.count", names) == .int(2))
        #expect(try eval(#"names.filter { $0 == "x" }"#, names) == .list([]))
        #expect(try Parser.expression("names.filter { $0.contains(q) }", at: here).names.map(\.0) == ["names", "q"])
        #expect(try Parser.expression("names.filter { $0.contains(q) }", at: here).source == "names.filter { $0.contains(q) }")
    }

    @Test func aFilterThatIsNotABoolOrNotOverAListIsAnError() throws {
        let d = try #require(failure("names.filter { $0.count }", ["names": .list([.string("Ann")])]))
        #expect(d.message == "the closure of filter must give true or false; $0.count is Int 3")
        #expect(failure("n.filter { $0 > 1 }", ["n": .int(1)])?.message == "n is Int; only a list can be filtered")
        // Named as Swift names it, the element is the parameter; it is no name of the scope.
        #expect(try Parser.expression("names.filter { n in n > q }", at: here).names.map(\.0) == ["names", "q"])
        #expect(throws: Diagnostic.self) { try Parser.expression("names.filter { }", at: here) }
    }

    /// A body that shows `{name.uppercased()}` reads `name`: a write of it renders the body.
    static let greeting = """
        components:
          Greeting:
            state: { name: '"Ann"', other: 0 }
            body:
              - text: "hello {name.uppercased()}"
              - Badge: { shown: String(other) }
              - button: rename
                action: name = "Bo"
          Badge:
            props: [shown]
            body: [ { text: "badge {shown}" } ]
        root: Greeting
        """

    @Test func aBodyShowingAMethodOfANameRendersWhenTheNameChanges() {
        let s = scenario(Self.greeting + """

            script:
              - expect: [hello ANN, badge 0]
              - tap: rename
                expect: [hello BO, badge 0]
                assert: ["Greeting.renders == 2", "Badge.renders == 1"]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    /// The lock: a label expected with the text before the change fails.
    @Test func expectingTheOldTextFails() {
        let bad = scenario(Self.greeting + "\nscript:\n  - tap: rename\n    expect: [hello ANN]\n")
        #expect(!bad.passed)
        #expect(bad.failures.first?.screenSummary.contains("hello BO") == true)
    }

    static let search = """
        components:
          Cities:
            state: { query: '""', cities: '["Paris", "Porto"]' }
            body:
              - text-field: Find
                text: $query
              - Results: { cities: cities, query: query }
          Results:
            props: [cities, query]
            body:
              - for-each: "cities.filter { $0.localizedCaseInsensitiveContains(query) }"
                as: city
                id: city
                body: [ { text: "city {city}" } ]
        root: Cities
        """

    @Test func aFilteredListFollowsTheTypedText() {
        let s = scenario(Self.search + """

            script:
              - expect-not: [city Paris, city Porto]
              - type: P
                into: Find
                expect: [city Paris, city Porto]
              - type: o
                into: Find
                expect: city Porto
                expect-not: city Paris
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(s.error?.message ?? "")")
        let bad = scenario(Self.search + "\nscript:\n  - type: po\n    into: Find\n    expect: [city Paris]\n")
        #expect(!bad.passed, "Paris does not contain po")
    }

    @Test func checkRefusesMisuseBeforeRunning() {
        let spec = """
            components:
              C:
                state: { name: '"a"', n: 1, names: '["a"]' }
                body:
                  - text: "{n.lowercased()}"
                  - text: "{name.hasSuffix(n)}"
                  - for-each: "names.filter { $0.count }"
                    as: x
                    id: x
                    body: [ { text: "{x}" } ]
            root: C
            """
        let messages = diagnostics(spec).map(\.message)
        #expect(messages.contains("Int has no method 'lowercased' in n.lowercased()"))
        #expect(messages.contains("hasSuffix(_:) on a String takes a String; n is an Int"))
        #expect(messages.contains("the closure of filter must give true or false; $0.count is an Int"))
    }

    static let exported = InlineSpec("strings.yaml", """
        models:
          City:
            fields: { name: '""' }
        components:
          Cities:
            state: { query: '""', cities: '["Paris", "Porto"]', n: 2, on: true, home: 'City(name: "Oslo")' }
            body:
              - Count: { found: "[home].filter { $0 == home && $0.name.hasPrefix(query) }" }
              - text: "{query.uppercased()} {query.lowercased()} {String(n)} {String(on)}"
              - text: "{query.hasPrefix(\\"P\\")} {query.hasSuffix(\\"o\\")} {query.contains(\\"o\\")}"
              - button: save
                action: "query = query.trimmingCharacters(in: .whitespacesAndNewlines)"
                disabled: "query.trimmingCharacters(in: .whitespaces).isEmpty"
              - text-field: Find
                text: $query
              - if: "cities.filter { $0.hasPrefix(query) }.isEmpty"
                then: [ { text: none } ]
              - for-each: "cities.filter { $0.localizedCaseInsensitiveContains(query) }"
                as: city
                id: city
                body: [ { text: "city {city}" } ]
          Count:
            props: [found]
            body: [ { text: "{found.count} found" } ]
        scenarios:
          - name: typed
            root: Cities
            script:
              - type: po
                into: Find
                expect: [city Porto, "PO po 2 true", 0 found]
        """)

    @Test func theExportWritesSwiftsFormsAndTypeChecks() async throws {
        let ran = run(Self.exported.yaml, file: Self.exported.file)
        #expect(ran.loadError == nil && ran.scenarios.count == 1 && ran.scenarios.allSatisfy(\.passed), "the spec's verdicts hold")
        let export = try Self.exported.export()
        let cities = ExportTests().file(export, "App/Cities.swift")
        #expect(cities.contains(#"Text(verbatim: "\(query.uppercased()) \(query.lowercased()) \(String(n)) \(String(on))")"#))
        #expect(cities.contains("ForEach(cities.filter({ $0.localizedCaseInsensitiveContains(query) }), id: \\.self)"))
        #expect(cities.contains("if cities.filter({ $0.hasPrefix(query) }).isEmpty {"))
        #expect(cities.contains(".disabled(query.trimmingCharacters(in: .whitespaces).isEmpty)"))
        #expect(cities.contains("Count(found: [home].filter({ $0 === home && $0.name.hasPrefix(query) }))"), "models compare by identity in the closure too")
        try await ExportTests().expectTypeChecks(export)
    }

    /// Swift's `\u{…}` and `\'` escapes: a decomposed é is the same character as é (§60).
    @Test func aUnicodeEscapeIsTheScalarItNames() throws {
        #expect(try eval(#""e\u{301}" == "é""#) == .bool(true))
        #expect(try eval(#""e\u{301}".count"#) == .int(1))
        #expect(try eval(#""it\'s \u{1F600}""#) == .string("it's 😀"))
        // The lock: the scalar is the one named, not its digits.
        #expect(try eval(#""\u{41}""#) != .string("u{41}"))
        for (bad, message) in [(#""\u{D800}""#, "\\u{d800} is no Unicode scalar"), (#""\u{1}""#, "\\u{1} is a control character, which a spec's strings do not hold"),
                               (#""\u301""#, "\\u needs its value in braces"), (#""\u{123456789}""#, "\\u{…} needs one to eight hex digits and its closing brace")] {
            #expect(failure(bad)?.message == message, "\(bad)")
        }
    }
}
