import Testing
@testable import SpecKit

/// A scope of fixed names, for testing the language without a graph.
final class FixedScope: Scope {
    var values: [String: Value]
    init(_ values: [String: Value]) { self.values = values }
    func lookup(_ name: String, at location: Location) throws -> Value {
        guard let v = values[name] else { throw Diagnostic("'\(name)' is not defined", at: location) }
        return v
    }
    func field(_ field: String, of model: ModelRef, at location: Location) throws -> Value {
        throw Diagnostic("no models here", at: location)
    }
    func staticField(_ field: String, of type: String, at location: Location) throws -> Value { .int(0) }
    func construct(_ type: String, _ arguments: [(label: String, value: Value)], at location: Location) throws -> Value {
        .model(ModelRef(type: type, serial: 1, id: 1))
    }
    func assign(_ name: String, _ value: Value, at location: Location) throws { values[name] = value }
    func assignField(_ field: String, of model: ModelRef, _ value: Value, at location: Location) throws {}
}

@Suite struct ExpressionTests {
    let here = Location(file: "e.yaml", line: 3, column: 10)

    func eval(_ source: String, _ names: [String: Value] = [:]) throws -> Value {
        try Evaluator.evaluate(try Parser.expression(source, at: here), in: FixedScope(names))
    }

    func failure(_ source: String, _ names: [String: Value] = [:]) -> Diagnostic? {
        do { _ = try eval(source, names); return nil } catch let d as Diagnostic { return d } catch { return nil }
    }

    @Test func precedenceFollowsSwift() throws {
        #expect(try eval("1 + 2 * 3") == .int(7))
        #expect(try eval("(1 + 2) * 3") == .int(9))
        #expect(try eval("10 - 4 - 3") == .int(3))
        #expect(try eval("7 % 4 == 3 && !false") == .bool(true))
        #expect(try eval("1 < 2 || 1 / 0 == 0") == .bool(true))   // short-circuit: no division
        #expect(try eval("-2 * -3") == .int(6))
        #expect(try eval("\"a\" + \"b\" == \"ab\"") == .bool(true))
    }

    /// `??` as Swift's: the left side unless it is nil, the right side evaluated only then,
    /// tighter than comparison, looser than `+`, grouping to the right.
    @Test func nilCoalescingFollowsSwift() throws {
        #expect(try eval("p ?? 7", ["p": .null]) == .int(7))
        #expect(try eval("p ?? 7", ["p": .int(3)]) == .int(3))
        #expect(try eval("p ?? 1 / 0", ["p": .int(3)]) == .int(3))   // the right side never runs
        #expect(try eval("p ?? q ?? 9", ["p": .null, "q": .null]) == .int(9))
        #expect(try eval("p ?? 1 + 1 == 2", ["p": .null]) == .bool(true))
        let e = try Parser.expression("a ?? b ?? c", at: here)
        guard case .binary("??", _, let right) = e.kind, case .binary("??", _, _) = right.kind else {
            Issue.record("`a ?? b ?? c` should group to the right: \(e.kind)")
            return
        }
        // With optional chaining (§66): a nil link gives nil, and `??` its fallback.
        #expect(try eval("p?.count ?? 0", ["p": .null]) == .int(0))
        #expect(try eval("p?.count ?? 0", ["p": .string("abc")]) == .int(3))
        #expect(try eval("p?.count == 3", ["p": .null]) == .bool(false))
        #expect(failure("p.count", ["p": .null])?.hint?.contains("p?.count") == true)
    }

    /// Swift's digit separator: `_` between and after the digits, read as nothing; its source is
    /// the number, so the export writes `1000`. A unary plus is refused, with what to write.
    @Test func digitSeparatorsAreReadAsSwiftReadsThem() throws {
        #expect(try eval("1_000") == .int(1000))
        #expect(try eval("1_000 + 2__0 + 3_") == .int(1023))
        #expect(try eval("-9_223_372_036_854_775_808") == .int(Int.min))
        #expect(try Parser.expression("1_000", at: here).source == "1000")
        #expect(failure("1_000_000_000_000_000_000_000")?.message == "the number 1_000_000_000_000_000_000_000 is too large")
        #expect(failure("_1") != nil)   // a name, as in Swift
        let plus = failure("+1")
        #expect(plus?.message == "unexpected '+': Swift's unary plus, which changes nothing, is not in the expression language")
        #expect(plus?.hint == "write the value `1` without it")
    }

    @Test func namesAndLists() throws {
        #expect(try eval("x + 1", ["x": .int(41)]) == .int(42))
        #expect(try eval("[x, 2]", ["x": .int(1)]) == .list([.int(1), .int(2)]))
    }

    @Test func templatesInterpolate() throws {
        let t = try Parser.template("parent input {x + 1} of {{braces}}", at: here)
        #expect(try Evaluator.evaluate(t, in: FixedScope(["x": .int(1)])) == .string("parent input 2 of {braces}"))
    }

    /// A label without braces or a backslash is its text alone, in one part, or none when empty;
    /// one with a backslash still gets the message about Swift's `\(…)`.
    @Test func aPlainLabelIsOnePart() throws {
        for label in ["tap 1", "é\r\nü", " a:b "] {
            let t = try Parser.template(label, at: here)
            #expect(t.source == label && t.location == here && t.height == 1)
            guard case .interpolation(let parts) = t.kind, parts.count == 1, case .text(let text) = parts[0] else {
                Issue.record("\(label): \(t.kind)")
                continue
            }
            #expect(text == label)
        }
        guard case .interpolation(let none) = try Parser.template("", at: here).kind else { Issue.record("not a label"); return }
        #expect(none.isEmpty)
        let swift = #expect(throws: Diagnostic.self) { try Parser.template("count \\(n)", at: here) }
        #expect(swift?.message == "a label shows a value as {…}, not Swift's \\(…)")
        #expect(swift?.location == here.advanced(by: 6))
    }

    @Test func templateErrorsPointInsideTheLabel() {
        do {
            _ = try Parser.template("count {x", at: here)
            Issue.record("parsed")
        } catch let d as Diagnostic {
            #expect(d.location.column == here.column + 6)
        } catch { Issue.record("\(error)") }
    }

    @Test func typeErrorsNameTheTypes() {
        let d = failure("\"a\" + 1")
        #expect(d?.message == "cannot apply '+' to String and Int in \"a\" + 1")
    }

    /// Swift's `==`: a struct model is `Equatable` and compares field by field; a class instance
    /// compares by identity; values of two types do not compare at all.
    @Test func structsCompareFieldByFieldAndModelsByIdentity() throws {
        func point(_ type: String, _ x: Int) -> Value {
            .structure(StructValue(type: type, fields: [Argument(label: "x", value: .int(x))]))
        }
        let names: [String: Value] = [
            "p": point("Point", 1), "q": point("Point", 1), "r": point("Point", 2), "s": point("Size", 1),
            "a": .model(ModelRef(type: "Model", serial: 1, id: 1)), "b": .model(ModelRef(type: "Model", serial: 2, id: 2)),
        ]
        #expect(try eval("p == q", names) == .bool(true))
        #expect(try eval("p != r", names) == .bool(true))
        #expect(try eval("[p] == [q]", names) == .bool(true))
        #expect(try eval("a == a", names) == .bool(true))
        #expect(try eval("a == b", names) == .bool(false))
        #expect(failure("p == s", names)?.message == "cannot apply '==' to Point and Size in p == s")
        #expect(failure("p == a", names)?.message == "cannot apply '==' to Point and Model in p == a")
    }

    @Test func divisionByZeroAndOverflowAreErrors() {
        #expect(failure("1 / 0")?.message.contains("division by zero") == true)
        #expect(failure("5 % 0")?.message.contains("division by zero") == true)
        #expect(failure("9223372036854775807 + 1")?.message.contains("overflow") == true)
        #expect(failure("99999999999999999999")?.message.contains("too large") == true)
    }

    @Test func errorsCarryTheirColumn() {
        let d = failure("1 + nope")
        #expect(d?.location.column == here.column + 4)
    }

    @Test func constructionNeedsLabels() {
        do {
            _ = try Parser.expression("Model(1)", at: here)
            Issue.record("parsed")
        } catch let d as Diagnostic {
            #expect(d.message.contains("needs its label"))
        } catch { Issue.record("\(error)") }
    }

    @Test func statementsAssignAndUpdate() throws {
        let scope = FixedScope(["count": .int(1)])
        for s in try Parser.statements("count += 2; count -= 1; flag = count == 2", at: here) {
            try Evaluator.execute(s, in: scope)
        }
        #expect(scope.values["count"] == .int(2))
        #expect(scope.values["flag"] == .bool(true))
    }

    /// In a literal block a line break ends a statement after a call too, and `//` starts a
    /// comment to the end of its line, as in Swift.
    @Test func aCallEndsItsLineAndACommentItsRest() throws {
        let scope = FixedScope(["wifi": .bool(false), "count": .int(1)])
        let block = "wifi.toggle()   // on\n// nothing here\ncount += 2\nwifi.toggle()\ncount = count / 1 // kept"
        let statements = try Parser.statements(block, at: here)
        #expect(statements.map(\.source) == ["wifi.toggle()", "count += 2", "wifi.toggle()", "count = count / 1"])
        for s in statements { try Evaluator.execute(s, in: scope) }
        #expect(scope.values["wifi"] == .bool(false) && scope.values["count"] == .int(3))
        // The lock: on one line, without `;`, a call followed by a statement is still one mistake.
        #expect(throws: Diagnostic.self) { try Parser.statements("wifi.toggle() count += 2", at: here) }
    }

    /// `-9223372036854775808` is Int.min, as Swift reads the sign with the literal; without the
    /// sign, or after a value (a subtraction), the literal is too large.
    @Test func theSmallestIntIsALiteral() throws {
        #expect(try Parser.expression("-9223372036854775808", at: here).kind.isIntMin)
        #expect(try Parser.expression("x == -9223372036854775808", at: here).source == "x == -9223372036854775808")
        #expect(throws: Diagnostic.self) { try Parser.expression("9223372036854775808", at: here) }
        #expect(throws: Diagnostic.self) { try Parser.expression("x -9223372036854775808", at: here) }
    }

    @Test func toggleFlipsABoolInPlaceAndNothingElse() throws {
        let scope = FixedScope(["wifi": .bool(false), "count": .int(0)])
        for s in try Parser.statements("wifi.toggle(); flag = wifi; wifi.toggle()", at: here) { try Evaluator.execute(s, in: scope) }
        #expect(scope.values["flag"] == .bool(true))
        #expect(scope.values["wifi"] == .bool(false))
        // An Int has no toggle(), as in Swift; in a value it would change what it reads.
        let onInt = #expect(throws: Diagnostic.self) { try Evaluator.execute(try Parser.statements("count.toggle()", at: here)[0], in: scope) }
        #expect(onInt?.message == "Int has no method 'toggle' in count.toggle()")
        #expect(failure("wifi.toggle()", ["wifi": .bool(true)])?.message == "wifi.toggle() changes the Bool; it belongs in an action, not in a value")
    }

    @Test func malformedStatementsAreErrors() {
        #expect(throws: Diagnostic.self) { try Parser.statements("count + 1", at: here) }
        #expect(throws: Diagnostic.self) { try Parser.statements("1 = count", at: here) }
        #expect(throws: Diagnostic.self) { try Parser.expression("a == ", at: here) }
        #expect(throws: Diagnostic.self) { try Parser.expression("a = 1", at: here) }
    }

    @Test func nestingIsLimited() {
        var limits = Limits()
        limits.expressionDepth = 20
        let deep = String(repeating: "(", count: 30) + "1" + String(repeating: ")", count: 30)
        #expect(throws: Diagnostic.self) { try Parser.expression(deep, at: here, limits: limits) }
        let bangs = String(repeating: "!", count: 30) + "true"
        #expect(throws: Diagnostic.self) { try Parser.expression(bangs, at: here, limits: limits) }
    }

    /// Columns count characters (Unicode scalars), not UTF-8 bytes, and a literal block's
    /// newline starts the next line at the block's column, where its indentation ends.
    @Test func tokenPlacesCountCharactersAcrossLines() throws {
        let tokens = try Lexer.tokens("\"é→\" + größe\n  x", at: here)
        #expect(tokens.map(\.describe) == ["\"é→\"", "'+'", "'größe'", "'x'", "the end of the expression"])
        #expect(tokens.map(\.location.line) == [3, 3, 3, 4, 4])
        #expect(tokens.map(\.location.column) == [10, 15, 17, 12, 13])
        #expect(tokens[0].kind == .string("é→") && tokens[2].kind == .identifier("größe"))
        let error = #expect(throws: Diagnostic.self) { try Lexer.tokens("\"é→\" + größe\n  ≠", at: here) }
        #expect(error?.message == "unexpected character '≠' in an expression")
        #expect(error?.location == Location(file: "e.yaml", line: 4, column: 12))
        let escape = #expect(throws: Diagnostic.self) { try Lexer.tokens("ä + \"x\\ü\"", at: here, sourceLines: false) }
        #expect(escape?.message == "unknown escape \\ü in a string")
        #expect(escape?.location.column == here.column + 6)
        #expect(try Lexer.tokens("a<=b&&c!=d||!e+=1-=2", at: here).map(\.describe).joined(separator: " ")
                == "'a' '<=' 'b' '&&' 'c' '!=' 'd' '||' '!' 'e' '+=' 1 '-=' 2 the end of the expression")
        #expect(throws: Diagnostic.self) { try Lexer.tokens("a & b", at: here) }
    }

    /// ASCII labels are read as bytes, others as Characters: the same label with `e` or `é` in
    /// front gives the same parts, places and messages.
    @Test func asciiAndUnicodeLabelsReadAlike() {
        func outcome(_ label: String) -> String {
            do {
                let t = try Parser.template(label, at: here)
                guard case .interpolation(let parts) = t.kind else { return "not a label" }
                return parts.map { part -> String in
                    switch part {
                    case .text(let s): return "text(\(s.dropFirst()))"
                    case .expr(let e): return "expr(\(e.source) at \(e.location.column))"
                    }
                }.joined(separator: " ")
            } catch let d as Diagnostic {
                return "\(d.location.column): \(d.message) / \(d.hint ?? "")"
            } catch { return "\(error)" }
        }
        let labels = ["e count {count} of {{total}} {\"}\"}", "e {a + b}{c.d}", "e \\(count)", "e }", "e {x", "e {\"a\\\"}\"}",
                      "e {{", "e }}x", "e {1 +} tail", "e\t{x}"]
        for label in labels {
            let unicode = "é" + label.dropFirst()
            #expect(outcome(label) == outcome(unicode), "\(label)")
        }
        #expect(outcome("e {x") == "12: a '{' without its '}' in a label / write {{ for a literal brace")
    }

    /// A name or a number alone is read from its bytes without tokens: it must be the expression
    /// the grammar gives it, with the same text, place and height.
    @Test func aWordAloneIsTheGrammarsExpression() throws {
        for text in ["tick", "$query", "_x1", "a$b", "Model", "await", "0", "007", "123456789012345678", "true", "false", "nil"] {
            let quick = try Parser.expression(text, at: here)
            var parser = try Parser(text, at: here, limits: .standard)
            let parsed = try parser.parseExpression()
            #expect(quick.source == parsed.source, "\(text)")
            #expect(quick.location == parsed.location && quick.height == parsed.height, "\(text)")
            #expect(String(describing: quick.kind) == String(describing: parsed.kind), "\(text)")
        }
        let large = #expect(throws: Diagnostic.self) { try Parser.expression("99999999999999999999", at: here) }
        #expect(large?.message == "the number 99999999999999999999 is too large")
        // The lexer reads a longer number's value digit by digit: Int.max is the last that fits.
        #expect(try eval("9223372036854775807") == .int(Int.max))
        #expect(try eval("1 + 0009223372036854775806") == .int(Int.max))
        #expect(failure("9223372036854775808")?.message == "the number 9223372036854775808 is too large")
        var shallow = Limits()
        shallow.expressionDepth = 0
        #expect(throws: Diagnostic.self) { try Parser.expression("tick", at: here, limits: shallow) }
    }

    /// A model built from words, written as Swift writes it, is read from its bytes without tokens:
    /// it must be the tree the grammar gives it, with the same places, sources and height. Any
    /// other spelling goes to the parser, whose answer or message stands.
    @Test func aConstructionOfWordsIsTheGrammarsExpression() throws {
        let short = ["Model(input: 1)", "Model()", "Model(input: tick, name: nil, on: true)", "M2_x(a: $b, c_1: a$b)",
                     "Item(id: 123456789012345678)"]
        let other = ["Model(input:1)", "Model( input: 1)", "Model(input: 1 )", "Model(input: 1) ", " Model(input: 1)",
                     "Model(input: 007)", "Model(input: a.b)", "Model(input: 1,  b: 2)", "Model(input: 1, )", "Model(input: 1",
                     "Model(input: 1)x", "Model(input: 1)(x: 2)", "Model(in$put: 1)", "Model(1)", "Model(input: -1)",
                     "model(input: 1)", "Mödel(input: 1)", "Model(input: \"a\")", "Model(input: 99999999999999999999)",
                     "Model(input: Other(x: 1))", "Model(input: 1)\n"]
        for text in short + other {
            #expect((Parser.construction(text, at: here) != nil) == short.contains(text), "\(text)")
            expectSameAsParser(text)
        }
        // Two levels: one level of depth leaves the parser to say it is too deep.
        var shallow = Limits()
        shallow.expressionDepth = 1
        let deep = #expect(throws: Diagnostic.self) { try Parser.expression("Model(input: 1)", at: here, limits: shallow) }
        #expect(deep?.message == "expression nested deeper than 1 levels")
    }

    /// A word's fields (`derived.input`) are read from the bytes too, each field a level of depth.
    @Test func fieldsOfAWordAreTheGrammarsExpression() throws {
        let short = ["derived.input", "a.b.c", "$model.name", "nil.x", "1.x", "a_1.b2.c_"]
        let other = ["a.", ".a", "a..b", "a.1", "1.5", "a.b c", "a.b$", "a.$b", "a.b()", "a.b[0]", "a . b", "é.x", "a.é",
                     "01.x", "a.b\n"]
        for text in short + other {
            #expect((Parser.fields(text, at: here, maxDepth: 200) != nil) == short.contains(text), "\(text)")
            expectSameAsParser(text)
        }
        var shallow = Limits()
        shallow.expressionDepth = 2
        #expect(try Parser.expression("a.b", at: here, limits: shallow).source == "a.b")
        let deep = #expect(throws: Diagnostic.self) { try Parser.expression("a.b.c", at: here, limits: shallow) }
        #expect(deep?.message == "expression nested deeper than 2 levels")
        #expect(deep?.location == here.advanced(by: 4))
    }

    /// A word assigned to a name (`count += 1`) is read from the bytes: the statement the grammar
    /// gives it, with the same places and source; other statements go to the parser.
    @Test func aWordAssignedIsTheGrammarsStatement() throws {
        let short = ["count += 1", "count -= 2", "name = other", "$x = nil", "flag = true"]
        let other = ["count +=1", "count  += 1", "count == 1", "a = b = c", "1 = 2", "nil = 1", "count += 007", "count += -1",
                     "x = await", "let = 1", "await = 1", "Task = 1", "a.b = 1", "count += 1; b = 2", "count += 1\n", " count += 1",
                     "onTap()", "count", "a = b.c"]
        for text in short + other {
            #expect((Parser.assignment(text, at: here) != nil) == short.contains(text), "\(text)")
            let quick = Result { try Parser.statements(text, at: here) }
            let parsed = Result { () throws -> [Statement] in
                var parser = try Parser(text, at: here, limits: .standard)
                let s = try parser.parseStatement()
                if !parser.consume(.semicolon) { try parser.expectEnd() }
                return [s]
            }
            switch (quick, parsed) {
            case (.success(let q), .success(let p)):
                #expect(q.first?.source == p.first?.source && q.first?.location == p.first?.location, "\(text)")
                if !text.contains(";") {
                    #expect(q.count == 1 && String(describing: q[0].kind) == String(describing: p[0].kind), "\(text)")
                }
            case (.failure(let q as Diagnostic), .failure(let p as Diagnostic)):
                #expect(q.message == p.message && q.location == p.location && q.hint == p.hint, "\(text)")
            default:
                Issue.record("\(text): \(quick) but the parser gives \(parsed)")
            }
        }
    }

    /// `Parser.expression` (with its short forms) against the grammar alone, for the same text.
    func expectSameAsParser(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let quick = Result { try Parser.expression(text, at: here) }
        let parsed = Result { () throws -> Expr in
            var parser = try Parser(text, at: here, limits: .standard)
            let e = try parser.parseExpression()
            try parser.expectEnd()
            return e
        }
        switch (quick, parsed) {
        case (.success(let q), .success(let p)):
            #expect(q.source == p.source && q.location == p.location && q.height == p.height, "\(text)", sourceLocation: sourceLocation)
            #expect(String(describing: q.kind) == String(describing: p.kind), "\(text)", sourceLocation: sourceLocation)
        case (.failure(let q as Diagnostic), .failure(let p as Diagnostic)):
            #expect(q.message == p.message && q.location == p.location && q.hint == p.hint, "\(text)", sourceLocation: sourceLocation)
        default:
            Issue.record("\(text): \(quick) but the parser gives \(parsed)", sourceLocation: sourceLocation)
        }
    }
}

private extension ExprKind {
    var isIntMin: Bool { if case .int(Int.min) = self { true } else { false } }
}
