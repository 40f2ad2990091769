import Foundation
import Testing
@testable import SpecKit

/// Error cases with associated values (semantics §84): thrown with values evaluated where they
/// are thrown, taken by case patterns that bind them or match them, described by a text that
/// reads them, and refused in Swift's words where Swift refuses them.
@Suite struct ErrorPayloadTests {
    static let errors = """
        errors:
          FormError:
            low: '"too low"'
            "high(limit: Int)": '"over " + String(limit)'
            "moved(Int, String)": '"moved"'
        """

    /// A screen whose `go` button runs `action`, with a model `Checker` whose `check(_ n)` throws
    /// `low` below 1, `high(limit: 9)` above 9, and `moved(n, "far")` at 5.
    static func screen(_ action: String, state: String = "n: 0", script: String = "  - tap: go") -> String {
        """
        \(errors)
        models:
          Checker:
            fields: { limit: 9 }
            methods:
              "check(_ n: Int) throws": |
                guard n >= 1 else { throw FormError.low }
                guard n <= limit else { throw FormError.high(limit: limit) }
                guard n != 5 else { throw FormError.moved(n, "far") }
        components:
          Screen:
            state: { form: Checker(), log: '""', pending: nil, \(state) }
            body:
              - text: "log {log}"
              - button: go
                action: |
                  \(action.split(separator: "\n").joined(separator: "\n          "))
        root: Screen
        script:
        \(script)
        """
    }

    static func log(_ action: String, state: String = "n: 0", script: String = "  - tap: go") -> String {
        let s = scenario(screen(action, state: state, script: script))
        return s.screen.filter { $0.kind == .text }.map(\.label).first.map { s.error == nil ? $0 : "error: \(s.error?.message ?? "")" }
            ?? "none: \(String(describing: s.error))"
    }

    func first(_ action: String, errors: String = ErrorPayloadTests.errors) -> String {
        diagnostics(Self.screen(action).replacingOccurrences(of: Self.errors, with: errors)).first?.message ?? "none"
    }

    @Test func aPatternBindsTheThrownValuesAndItsWhereReadsThem() {
        let action = """
            do { try form.check(n) } catch FormError.high(let limit) where limit < 5 { log = "small " + String(limit) } catch FormError.high(limit: let m) { log = "big " + String(m) } catch { log = "other" }
            """
        #expect(Self.log(action, state: "n: 12") == "log big 9")
        // The value is the one the model held when it threw.
        #expect(Self.log("form.limit = 3\n" + action, state: "n: 4") == "log small 3")
        #expect(Self.log(action) == "log other")
        // Two values, one bound, one ignored; and `let` before the whole pattern.
        #expect(Self.log("do { try form.check(n) } catch FormError.moved(_, let s) { log = s } catch { }", state: "n: 5") == "log far")
        #expect(Self.log("do { try form.check(n) } catch let FormError.moved(k, s) { log = s + String(k) } catch { }", state: "n: 5") == "log far5")
    }

    @Test func aValuePatternMatchesAnEqualValueAndACaseWithoutParenthesesAnyValue() {
        let action = """
            do { try form.check(n) } catch FormError.high(limit: 8) { log = "eight" } catch FormError.high { log = "any" } catch { }
            """
        #expect(Self.log(action, state: "n: 12") == "log any")
        #expect(Self.log("form.limit = 8\n" + action, state: "n: 12") == "log eight")
        // A value pattern may name a value of the scope: `n` is 5 here.
        #expect(Self.log("do { try form.check(n) } catch FormError.moved(n, \"far\") { log = \"same\" } catch { log = \"other\" }", state: "n: 5")
                == "log same")
    }

    @Test func theTextReadsTheValuesAndTryBangNamesThem() {
        #expect(Self.log("do { try form.check(n) } catch { log = error.localizedDescription }", state: "n: 12") == "log over 9")
        // Thrown again, the error keeps its values.
        #expect(Self.log("do { do { try form.check(n) } catch { throw error } } catch FormError.high(let l) { log = String(l) } catch { }", state: "n: 12")
                == "log 9")
        let stopped = Self.log("try! form.check(n)", state: "n: 12")
        #expect(stopped.contains("'try!' expression unexpectedly raised an error: FormError.high(limit: 9)"), "\(stopped)")
        let moved = Self.log("try! form.check(n)", state: "n: 5")
        #expect(moved.contains("raised an error: FormError.moved(5, \"far\")"), "\(moved)")
    }

    @Test func inATaskTheClauseBindsTheValuesWhereTheTaskResumes() {
        let task = """
            Task {
              try? await sleep(10)
              do { try form.check(n) } catch FormError.high(let limit) { log = "task " + String(limit) } catch { }
            }
            """
        #expect(Self.log(task, state: "n: 12", script: "  - tap: go\n  - advance: until-idle") == "log task 9")
    }

    @Test func theTraceSaysWhatAClauseBoundAndWhyAValueDidNotMatch() throws {
        let file = run(Self.screen("do { try form.check(n) } catch FormError.high(limit: 3) { } catch FormError.high(let l) where l > 10 { } catch FormError.high(let l) { log = String(l) } catch { }",
                                   state: "n: 12"))
        let s = try #require(file.scenarios.first)
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains {
            $0.contains("it throws FormError.high(limit: 9); `catch FormError.high(limit: 3)` does not take it, as its limit is 9, not 3; "
                        + "`catch FormError.high(let l) where l > 10` does not take it, as `l > 10` is false with l = 9; "
                        + "the `do` around it has `catch FormError.high(let l)`, which takes it, binding l = 9")
        }, "\(lines)")
        let any = run(Self.screen("do { try form.check(n) } catch FormError.high { } catch { }", state: "n: 12"))
        let anyLines = ScenarioTrace(try #require(any.scenarios.first), spec: any.spec).lines(ofStep: 1).map(\.text)
        #expect(anyLines.contains { $0.contains("`catch FormError.high`, which takes it, whatever its value") }, "\(anyLines)")
    }

    @Test func swiftsRefusalsAreRefusedBeforeTheRun() {
        let tried = "do { try form.check(n) } "
        #expect(first("do { throw FormError.high() } catch { }") == "missing argument for parameter 'limit' in call")
        #expect(first("do { throw FormError.high(max: 3) } catch { }") == "incorrect argument label in call (have 'max:', expected 'limit:')")
        #expect(first("do { throw FormError.high(3) } catch { }") == "missing argument label 'limit:' in call")
        #expect(first("do { throw FormError.moved(1) } catch { }") == "missing argument for parameter #2 in call")
        #expect(first("do { throw FormError.high(limit: \"x\") } catch { }") == "cannot convert value of type 'String' to expected argument type 'Int'")
        #expect(first("do { throw FormError.high } catch { }") == "thrown expression type '(Int) -> FormError' does not conform to 'Error'")
        #expect(first("do { throw FormError.low(1) } catch { }") == "enum case 'low' has no associated values")
        #expect(first("do { throw FormError.high(limit: 1, 2) } catch { }") == "extra argument in call")
        #expect(first("do { throw FormError.high(limit: m) } catch { }") == "'m' is not defined in Screen")
        #expect(first(tried + "catch FormError.low(let x) { } catch { }") == "pattern with associated values does not match enum case 'low'")
        #expect(first(tried + "catch FormError.high(let a, let b) { } catch { }") == "tuple pattern has the wrong length for tuple type '(limit: Int)'")
        #expect(first(tried + "catch FormError.high(max: let m) { } catch { }") == "tuple pattern element label 'max' must be 'limit'")
        #expect(first(tried + "catch FormError.moved(let a, let a) { } catch { }") == "invalid redeclaration of 'a'")
        #expect(first(tried + "catch FormError.high(\"x\") { } catch { }") == "expression pattern of type 'String' cannot match values of type 'Int'")
        #expect(first(tried + "catch let FormError.high(let l) { } catch { }") == "'let' cannot appear nested inside another 'var' or 'let' pattern")
        #expect(first(tried + "catch FormError.high { } catch FormError.high(3) { } catch { }")
                == "`catch FormError.high(3)` never runs: `catch FormError.high` before it takes every FormError.high")
        #expect(first(tried + "catch FormError.high(let l) { l = 3 } catch { }").contains("cannot assign to value: 'l' is a 'let' constant"))
        #expect(first(tried + "catch FormError.high(let l), FormError.moved(let l, _) { } catch { }")
                == "a `catch` of several patterns binds no constant here; found `FormError.high(let l)`")
        // An enum with a case that has values is not Equatable unless it says so.
        #expect(first(tried + "catch let e as FormError where e == .low { } catch { }")
                == "binary operator '==' cannot be applied to two 'FormError' operands")
        #expect(first(tried + "catch FormError.high(let l) where l > 3 { log = String(l) } catch { }") == "none")
    }

    @Test func aDeclarationIsHeldToSwiftsForm() {
        func declared(_ errors: String) -> String { first("do { try form.check(n) } catch { }", errors: errors) }
        let head = "errors:\n  FormError:\n    low: '\"too low\"'\n"
        #expect(declared(head + "    \"high(limit: Int)\": '\"over \" + String(limit)'\n    \"moved(Int, String)\": '\"moved\" + String(max)'")
                == "cannot find 'max' in scope")
        #expect(declared(head + "    \"high(limit: Int)\": 'limit'\n    \"moved(Int, String)\": '\"moved\"'")
                == "cannot convert return expression of type 'Int' to return type 'String?'")
        #expect(declared(head + "    \"high(limit: Double)\": '\"over\"'\n    \"moved(Int, String)\": '\"moved\"'") == "cannot find type 'Double' in scope")
        #expect(declared(head + "    \"high(limit: Int, limit: Int)\": '\"over\"'\n    \"moved(Int, String)\": '\"moved\"'") == "invalid redeclaration of 'limit'")
        #expect(declared(head + "    \"high()\": '\"over\"'\n    \"moved(Int, String)\": '\"moved\"'") == "case 'high' is written with '()' and no values")
    }

    /// Exploring: the values are part of the state, so two failures that differ only in a value
    /// are two states.
    @Test func exploringTellsApartErrorsThatDifferOnlyInAValue() throws {
        func states(_ second: Int) throws -> Int {
            let yaml = """
                errors:
                  FormError: ["high(limit: Int)"]
                components:
                  Screen:
                    state: { pending: nil }
                    body:
                      - button: a
                        action: 'pending = Task { throw FormError.high(limit: 1) }'
                      - button: b
                        action: 'pending = Task { throw FormError.high(limit: \(second)) }'
                root: Screen
                """
            let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "test.yaml")
            let s = try #require(spec.scenarios.first)
            return Explorer.explore(s, of: spec, options: ExploreOptions(depth: 1, jobs: 1)).states
        }
        #expect(try states(2) == 3)
        #expect(try states(1) == 2)
    }

    @Test func theLessonHoldsAndItsValuesAreLoadBearing() throws {
        try expectLessonHolds("error-payloads.yaml", wrong: [
            (from: "status too long by 2", to: "status too long by 4", scenario: 0),
            (from: "[\"status far too long, limit 4\"]", to: "[\"status too long by 6\"]", scenario: 0),
            (from: "status Keep it under 4 characters.", to: "status Keep it under 8 characters.", scenario: 0),
            (from: "status taken by ann", to: "status already yours", scenario: 1),
            (from: "status shorten it", to: "status Keep it under 8 characters.", scenario: 1),
            (from: "raised an error: SaveError.tooLong(limit: 8)", to: "raised an error: SaveError.tooLong(limit: 4)", scenario: 2),
        ])
    }

    /// Every form of §84 the export writes, type-checked.
    static let exported = InlineSpec("error-payloads.yaml", """
        \(errors)
        models:
          Checker:
            fields: { limit: 9 }
            methods:
              "check(_ n: Int) throws": |
                guard n >= 1 else { throw FormError.low }
                guard n <= limit else { throw FormError.high(limit: limit) }
                guard n != 5 else { throw FormError.moved(n, "far") }
        components:
          Screen:
            state: { form: Checker(), log: '""', n: 0 }
            body:
              - text: "log {log}"
              - button: go
                action: |
                  do {
                    try form.check(n)
                  } catch FormError.high(let limit) where limit < 5 {
                    log = String(limit)
                  } catch FormError.high(limit: 8) {
                    log = "eight"
                  } catch FormError.moved(_, "near") {
                    log = "near"
                  } catch let FormError.moved(k, s) {
                    log = s + String(k)
                  } catch FormError.high {
                    log = "high"
                  } catch {
                    log = error.localizedDescription
                  }
        root: Screen
        script:
          - tap: go
            expect: ["log too low"]
        """)

    @Test func theExportOfEveryFormTypeChecks() async throws {
        #expect(scenario(Self.exported.yaml).passed)
        let export = try Self.exported.export()
        let errors = ExportTests().file(export, "App/Errors.swift")
        #expect(errors.contains("case high(limit: Int)"), "\(errors)")
        #expect(errors.contains("case moved(Int, String)"), "\(errors)")
        #expect(errors.contains("case .high(let limit): \"over \" + String(limit)"), "\(errors)")
        #expect(errors.contains("case .moved: \"moved\""), "\(errors)")
        let screen = ExportTests().file(export, "App/Screen.swift")
        #expect(screen.contains("} catch let FormError.moved(k, s) {"), "\(screen)")
        #expect(screen.contains("} catch FormError.high(limit: 8) {"), "\(screen)")
        let form = ExportTests().file(export, "App/Checker.swift")
        #expect(form.contains("throw FormError.moved(n, \"far\")"), "\(form)")
        try await ExportTests().expectTypeChecks(export)
    }
}
