import Foundation
import Testing
@testable import SpecKit

/// `throw` and error types of the app's own (semantics §79): a `throw` ends the code it is in and
/// its error goes where an await's goes; a `catch` takes it by case or by type.
@Suite struct OwnErrorTests {
    static let errors = """
        errors:
          LoadError: [offline, notFound]
          SaveError:
            taken: '"That title is taken."'
        """

    /// DoCatchTests' screen, its `start` button starting a task that runs `task`, after the
    /// declared error types and `model`.
    static func screen(_ task: String, model: String = "", _ script: String) -> String {
        DoCatchTests.screen(task, model: errors + "\n" + model, script)
    }

    static func texts(_ s: ScenarioResult) -> [String] { s.screen.filter { $0.kind == .text }.map(\.label) }

    @Test func aThrowSkipsTheRestOfTheBlockAndRunsTheClauseOfItsCase() {
        let yaml = Self.screen("""
            do {
              log += "a"
              throw LoadError.notFound
              log += "b"
            } catch LoadError.offline {
              log += "o"
            } catch LoadError.notFound {
              log += "n"
            }
            log += "d"
            """, """
              - tap: start
                expect: ["log and"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: the other case's clause, or the rest of the block, fails.
        #expect(!scenario(yaml.replacingOccurrences(of: "throw LoadError.notFound", with: "throw LoadError.offline")).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: #"["log and"]"#, with: #"["log abnd"]"#)).passed)
    }

    @Test func aClauseByTypeTakesEveryCaseAndAnotherTypeGoesOnOut() {
        func log(_ thrown: String, _ clause: String) -> String {
            let s = scenario(Self.screen("""
                do {
                  do { throw \(thrown) } catch \(clause) { log += "inner" }
                  log += "after"
                } catch {
                  log += "outer"
                }
                """, """
                  - tap: start
                """))
            return Self.texts(s).filter { $0.hasPrefix("log ") }.first ?? "none"
        }
        #expect(log("LoadError.offline", "is LoadError") == "log innerafter")
        #expect(log("LoadError.notFound", "is LoadError") == "log innerafter")
        #expect(log("SaveError.taken", "is LoadError") == "log outer")
        #expect(log("CancellationError()", "is CancellationError") == "log innerafter")
        #expect(log("LoadError.offline", "LoadError.notFound") == "log outer")
    }

    @Test func aThrowInAnAwaitedMethodLeavesItUpToTheCatchOrTryQuestionMark() {
        let model = """
            models:
              Store:
                kind: observable
                fields: { items: 0 }
                methods:
                  "fill(_ n: Int) async": |
                    let got = try await load(n)
                    guard got > 0 else { throw LoadError.notFound }
                    items = got
            """
        func screen(_ task: String) -> String {
            Self.screen(task, model: model, """
              - tap: start
              - complete: load
            """).replacingOccurrences(of: "state: { pending: nil, log: '\"\"' }",
                                      with: "state: { pending: nil, log: '\"\"', store: Store() }")
                .replacingOccurrences(of: "- text: \"log {log}\"", with: "- text: \"log {log}\"\n      - text: \"items {store.items}\"")
        }
        let caught = scenario(screen("do { try await store.fill(0); log = \"filled\" } catch let failure { log = failure is LoadError ? \"load error\" : \"other\" }"))
        #expect(Self.texts(caught).contains("log load error"), "\(outcome(caught))")
        #expect(Self.texts(caught).contains("items 0"))
        let swallowed = scenario(screen("try? await store.fill(0)\nlog = \"went on\""))
        #expect(Self.texts(swallowed).contains("log went on"), "\(outcome(swallowed))")
        let filled = scenario(screen("try? await store.fill(3)\nlog = \"went on\""))
        #expect(Self.texts(filled).contains("items 30"), "\(outcome(filled))")
    }

    @Test func anUncaughtThrowEndsTheTaskAndRunsItsDefer() {
        let yaml = Self.screen("""
            defer { log += "d" }
            log += "a"
            throw SaveError.taken
            log += "b"
            """, """
              - tap: start
                expect: ["log ad"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        let ended = s.events.contains { if case .taskEnded(_, .thrown(.declared("SaveError", "taken", _, _))) = $0 { true } else { false } }
        #expect(ended)
        #expect(!scenario(yaml.replacingOccurrences(of: #"["log ad"]"#, with: #"["log abd"]"#)).passed)
    }

    @Test func theTraceSaysWhatTheGuardsConditionWasAndWhereTheErrorWent() throws {
        let yaml = Self.screen("""
            do {
              guard log == "x" else { throw LoadError.offline }
              log = "after"
            } catch LoadError.offline {
              log = "caught"
            }
            """, """
              - tap: start
                expect: ["log caught"]
            """)
        let file = run(yaml)
        let s = try #require(file.scenarios.first)
        #expect(s.passed, "\(outcome(s))")
        let lines = ScenarioTrace(s, spec: file.spec).lines(ofStep: 1).map(\.text)
        #expect(lines.contains { $0.contains("`log == \"x\"` is false (log is \"\"), so its else runs") }, "\(lines)")
        #expect(lines.contains { $0.contains("it throws LoadError.offline; the `do` around it has `catch LoadError.offline`, which takes it") }, "\(lines)")
    }

    @Test func throwErrorInACatchThrowsTheErrorItTookAgain() {
        let yaml = Self.screen("""
            do {
              do { throw SaveError.taken } catch { log += "inner;"; throw error }
            } catch SaveError.taken {
              log += "outer taken"
            } catch {
              log += "outer other"
            }
            """, """
              - tap: start
                expect: ["log inner;outer taken"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, "\(outcome(s))")
        // The lock: the rethrown error is the case taken, not another.
        #expect(!scenario(yaml.replacingOccurrences(of: "outer taken\"]", with: "outer other\"]")).passed)
        let refused = diagnostics(yaml.replacingOccurrences(of: "throw error", with: "throw log"))
        #expect(refused.first?.message == "`throw log`: 'log' is no error a `catch` around it took")
    }

    @Test func localizedDescriptionIsTheCasesTextOrRefused() {
        let described = scenario(Self.screen("do { throw SaveError.taken } catch { log = error.localizedDescription }", """
              - tap: start
                expect: ["log That title is taken."]
            """))
        #expect(described.passed, "\(outcome(described))")
        // A case of no text is refused before the run (DescriptionAheadTests).
        let plain = diagnostics(Self.screen("do { throw LoadError.offline } catch { log = error.localizedDescription }", """
              - tap: start
            """))
        #expect(plain.map(\.message) == ["`error.localizedDescription` of LoadError.offline is the platform's text, which the engine does not know"])
    }

    @Test func mistakesAreRefusedBeforeTheRun() {
        func first(_ action: String, task: Bool = true, errors: String = OwnErrorTests.errors) -> String {
            let yaml = """
                \(errors)
                components:
                  Screen:
                    state: { log: '""' }
                    body:
                      - text: "log {log}"
                      - button: start
                        action: '\(task ? "Task { \(action) }" : action)'
                root: Screen
                script:
                  - tap: start
                """
            return diagnostics(yaml).first?.message ?? "none"
        }
        #expect(first("throw LoadError.offline") == "none")
        #expect(first("throw LoadError.offline", task: false) == "`throw LoadError.offline` throws, and an action's closure does not")
        #expect(first("throw LoadError.gone") == "LoadError has no case 'gone'")
        #expect(first("throw FetchError.gone") == "`throw FetchError.gone`: 'FetchError' is not an error type the spec declares")
        #expect(first("throw \"failed\"") == "`throw` takes a case of an error type, `throw LoadError.offline`; found \"failed\"")
        #expect(first("do { throw LoadError.offline } catch LoadError.gone { }")
                == "LoadError has no case 'gone'")
        #expect(first("do { throw LoadError.offline } catch is FetchError { }")
                == "`catch is FetchError` names no error type: 'FetchError' is not declared under `errors:`")
        #expect(first("withAnimation { throw LoadError.offline }") == "`throw LoadError.offline` cannot stand in withAnimation's closure here")
        #expect(first("defer { throw LoadError.offline }")
                == "`throw LoadError.offline` throws, and errors cannot be thrown out of a defer body")
        #expect(first("throw LoadError.offline", errors: "errors:\n  loadError: [offline]").hasPrefix("an error type is named like a Swift type"))
        #expect(first("throw LoadError.offline", errors: "errors:\n  LoadError: [offline, offline]") == "LoadError has the case 'offline' twice")
        #expect(first("throw LoadError.offline", errors: "errors:\n  LoadError: []") == "error type LoadError has no cases")
        #expect(first("throw LoadError.offline", errors: "errors:\n  LoadError: [offline, default]")
                == "'default' is a Swift keyword, which a case cannot be named without backticks")
        #expect(first("throw LoadError.offline", errors: "errors:\n  URLError: [offline]")
                == "'URLError' is already a type here; an error type needs a name of its own")
    }

    @Test func aThrowInAMethodThatIsNotAsyncIsRefused() {
        let yaml = """
            \(Self.errors)
            models:
              Store:
                fields: { n: 0 }
                methods:
                  check: |
                    guard n > 0 else { throw LoadError.offline }
            components:
              Screen:
                state: { store: Store() }
                body:
                  - text: "n {store.n}"
            root: Screen
            """
        #expect(diagnostics(yaml).first?.message == "`throw LoadError.offline` throws in check, which is not declared `throws`")
    }
}
