import Foundation
import Testing
@testable import SpecKit

/// A request completed with `error:` (semantics §75.3): free text throws a message that only a
/// `catch` with no pattern takes; a declared case, `LoadError.offline` or
/// `LoadError.http(code: 500)`, throws that case, which the case's patterns take.
@Suite struct RequestErrorTests {
    static let errors = """
        errors:
          LoadError:
            offline: '"You are offline."'
            "http(code: Int)": '"HTTP " + String(code)'
        """

    /// A screen whose task loads once, through `clauses`, then the step's completion.
    static func screen(_ clauses: String, error: String) -> String {
        let action = (["do {", "  status = try await load()"] + clauses.split(separator: "\n").map(String.init))
            .map { "            " + $0 }.joined(separator: "\n")
        return """
            requests:
              load:
                returns: '"ok"'
            \(errors)
            components:
              Screen:
                state: { status: '"idle"' }
                body:
                  - text: "status {status}"
                  - Title:
                    task:
                      action: |
            \(action)
              Title:
                body: [ { text: Title } ]
            root: Screen
            script:
              - complete: load
                error: \(error)
            """
    }

    static func status(_ clauses: String, error: String) -> String {
        let s = scenario(screen(clauses, error: error))
        if let e = s.error { return "error: \(e.message)" }
        return s.screen.first { $0.label.hasPrefix("status ") }?.label ?? "none"
    }

    static let byCase = """
        } catch LoadError.offline {
          status = "offline case"
        } catch LoadError.http(let code) where code >= 500 {
          status = "server " + String(code)
        } catch let e as LoadError {
          status = "load " + e.localizedDescription
        } catch is URLError {
          status = "urlerror"
        } catch {
          status = "other " + error.localizedDescription
        }
        """

    @Test func aDeclaredCaseIsThrownAsThatCase() {
        #expect(Self.status(Self.byCase, error: "LoadError.offline") == "status offline case")
        #expect(Self.status(Self.byCase, error: "'LoadError.http(code: 503)'") == "status server 503")
        // Its values and its text: the case's declared text, with the value read.
        #expect(Self.status(Self.byCase, error: "'LoadError.http(code: 404)'") == "status load HTTP 404")
    }

    @Test func freeTextIsAMessageOnlyABareCatchTakes() {
        #expect(Self.status(Self.byCase, error: "timeout") == "status other timeout")
        #expect(Self.status(Self.byCase, error: "'Server down.'") == "status other Server down.")
    }

    @Test func theFailureNamesTheCase() {
        let s = scenario(Self.screen("} catch {\n  status = \"x\"\n}", error: "'LoadError.http(code: 500)'"))
        let failed = s.events.compactMap { if case .requestFailed(_, let error) = $0 { error.name } else { nil } }
        #expect(failed == ["LoadError.http(code: 500)"])
    }

    /// The lock: with the case thrown, a clause for another error is wrong.
    @Test func aWrongExpectationFails() {
        #expect(Self.status(Self.byCase, error: "LoadError.offline") != "status other offline")
        #expect(Self.status(Self.byCase, error: "LoadError.offline") != "status urlerror")
    }

    func refusal(_ error: String) -> String {
        diagnostics(Self.screen("} catch {\n  status = \"x\"\n}", error: error)).map { "\($0.location.line):\($0.location.column): \($0.message) | \($0.hint ?? "")" }.first ?? "none"
    }

    @Test func aStepsErrorIsRefusedWhereSwiftWouldRefuseIt() {
        #expect(refusal("offline").contains("`error: offline` is free text, not the case LoadError.offline"), "\(refusal("offline"))")
        #expect(refusal("offline").contains("write `error: LoadError.offline`"), "\(refusal("offline"))")
        #expect(refusal("http").contains("write `error: LoadError.http(code: 40)`"), "\(refusal("http"))")
        #expect(refusal("LoadError.ofline").contains("LoadError has no case 'ofline'"))
        #expect(refusal("LoadError.ofline").contains("did you mean `LoadError.offline`?"))
        #expect(refusal("LodError.offline").contains("'LodError' is not an error type the spec declares"))
        #expect(refusal("LodError.offline").contains("did you mean `LoadError.offline`?"))
        #expect(refusal("LoadError.http").contains("thrown expression type '(Int) -> LoadError' does not conform to 'Error'"))
        #expect(refusal("'LoadError.http()'").contains("missing argument for parameter 'code' in call"))
        #expect(refusal("'LoadError.http(500)'").contains("missing argument label 'code:' in call"))
        #expect(refusal("'LoadError.http(code: \"x\")'").contains("cannot convert value of type 'String' to expected argument type 'Int'"))
        #expect(refusal("'LoadError.http(code: 1, 2)'").contains("extra argument in call"))
        #expect(refusal("'LoadError.offline(1)'").contains("enum case 'offline' has no associated values"))
        // Free text stays free: words, a sentence with a dot, a name no type declares.
        #expect(refusal("timeout") == "none")
        #expect(refusal("'Mr. Smith is away'") == "none")
    }

    /// The export throws the case from the request's stand-in, and type-checks.
    static let exported = InlineSpec("request-errors.yaml", screen(byCase, error: "'LoadError.http(code: 503)'") + """

          - complete: load
            error: offline now
        """)

    @Test func theExportThrowsTheCase() async throws {
        let export = try Self.exported.export()
        let all = export.files.map(\.contents).joined(separator: "\n")
        #expect(all.contains("failure: LoadError.http(code: 503)"), "\(all)")
        #expect(all.contains("error: \"offline now\""), "\(all)")
        try await ExportTests().expectTypeChecks(export)
    }
}
