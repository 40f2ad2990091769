import Testing
@testable import SpecKit

/// `spec check`'s look at the script: a step naming a button, tab or control that no body could
/// show is found without running; anything a body could show passes.
@Suite struct ScriptTargetsTests {
    func problems(_ yaml: String) throws -> [String] {
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml")
        return ScriptTargets.problems(in: spec).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    static let body = """
        components:
          Shop:
            state: { n: 0, on: false, name: "\\"\\"" }
            body:
              - button: add
                action: n += 1
              - for-each: [1, 2]
                as: i
                id: i
                body:
                  - button: "remove {i} now"
                    action: n -= i
              - toggle: Wi-Fi
                is-on: $on
              - text-field: Name
                text: $name
        root: Shop
        """

    @Test func whatABodyCouldShowPasses() throws {
        let yaml = Self.body + """

            script:
              - tap: add
              - tap: remove 2 now
              - tap: remove anything at all now
              - toggle: Wi-Fi
              - type: abc
                into: Name
            """
        #expect(try problems(yaml) == [])
    }

    @Test func whatNoBodyShowsIsFoundOnceAStep() throws {
        let yaml = Self.body + """

            script:
              - tap: Add
              - tap: remove 2 later
              - toggle: Name
            scenarios:
              - name: first
              - name: second
              - name: expects it
                expect-error: no button
                script:
                  - tap: nothing
            """
        let found = try problems(yaml)
        #expect(found == [
            "19:10: no body shows a button or navigation link \"Add\"",
            "20:10: no body shows a button or navigation link \"remove 2 later\"",
            "21:5: \"Name\" is a text field; `toggle:` needs a toggle",
        ], "\(found)")
    }

    /// The lock from the other side: the CLI's check exits 2 on a misspelt tap, 0 without it. The
    /// caret is under the label, the value that is wrong, not under `tap`.
    @Test func theCheckCommandRefusesAMisspeltTap() async throws {
        let good = Self.body + "\nscript:\n  - tap: add\n"
        let bad = Self.body + "\nscript:\n  - tap: ad\n"
        let ok = try await runCLI(["check", "-"], input: good)
        #expect(ok.status == 0, "\(ok.err)")
        let refused = try await runCLI(["check", "-"], input: bad)
        #expect(refused.status == 2)
        #expect(refused.err.contains("<stdin>:19:10: error: no body shows a button or navigation link \"ad\""), "\(refused.err)")
        #expect(refused.err.contains("hint: did you mean 'add'?"), "\(refused.err)")
        #expect(refused.err.contains("  - tap: ad\n           ^\n"), "\(refused.err)")
    }
}
