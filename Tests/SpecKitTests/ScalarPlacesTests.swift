import Foundation
import Testing
@testable import SpecKit

/// A place inside a scalar whose text is not the file's characters one for one (an escape, a
/// line folded into a space) is reported at the character of the file that made it.
@Suite struct ScalarPlacesTests {
    /// A spec whose one label is `label`, written from column 15 of line 5 on.
    static func spec(_ label: String) -> String {
        "components:\n  Cart:\n    state: { count: 0 }\n    body:\n      - text: \(label)\nroot: Cart\n"
    }

    /// Where the one problem of the spec whose label is `label` is reported.
    static func place(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> (line: Int, column: Int)? {
        let found = diagnostics(spec(label))
        #expect(found.count == 1, "\(found)", sourceLocation: sourceLocation)
        return found.first.map { ($0.location.line, $0.location.column) }
    }

    @Test func escapesInDoubleQuotes() {
        #expect(Self.place(#""say \"hi\" {nmae}""#)! == (5, 28))
        #expect(Self.place(#""caf\u00e9 {x}""#)! == (5, 27))
        #expect(Self.place(#""\x41\U0001F600\t {x}""#)! == (5, 34))
        // Unescaped non-ASCII text is counted in characters already.
        #expect(Self.place(#""café {x}""#)! == (5, 22))
    }

    /// libyaml's mark for a value with an anchor or a tag is the anchor's or the tag's.
    @Test func anAnchorOrATagBeforeTheValue() {
        #expect(Self.place(#"&a "say \"hi\" {nmae}""#)! == (5, 31))
        #expect(Self.place("!!str\n          \"a\\tb {y}\"")! == (6, 18))
    }

    @Test func aQuoteDoubledInSingleQuotes() {
        #expect(Self.place("'it''s {x}'")! == (5, 23))
    }

    @Test func linesFoldedIntoSpaces() {
        // Plain, over two lines.
        #expect(Self.place("count is\n          now {x}")! == (6, 16))
        // Double-quoted, with empty lines (each a line break of the text) and an escaped line break.
        #expect(Self.place("\"a\n\n          b \\\n          c {x}\"")! == (8, 14))
        // A folded block: its text starts on the line after the `>`.
        #expect(Self.place(">\n          count is\n          now {x}")! == (7, 16))
    }

    /// The file's line breaks may be CR LF.
    @Test func carriageReturnLineFeeds() {
        let spec = Self.spec("\"say \\\"hi\\\" {nmae}\"").replacingOccurrences(of: "\n", with: "\r\n")
        let found = diagnostics(spec)
        #expect(found.map { [$0.location.line, $0.location.column] } == [[5, 28]])
    }

    /// A syntax error found while parsing, not only a name found missing afterwards.
    @Test func aParseErrorAfterEscapedLineBreaks() {
        let found = diagnostics(Self.spec("\"{count}\"\n      - button: \"go\\n\\n\"\n        action: \"count += 1;\\n count += )\""))
        #expect(found.map { [$0.location.line, $0.location.column] } == [[7, 41]])
    }

    /// An error only the export finds, after an escape.
    @Test func anExportErrorAfterAnEscape() async throws {
        let dir = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("spec.yaml")
        try """
        models: { Model: { fields: [input] } }
        components:
          Parent:
            state: { input: 1 }
            body:
              - Child: { input: input }
          Child:
            props: [input]
            state-in-init: { model: "Model(input: input)", copy: "\\x20Model(input: model.input)" }
            body:
              - text: x
        root: Parent
        """.write(to: file, atomically: false, encoding: .utf8)
        let (status, _, err) = try await runCLI(["export", "swiftui", file.path, "-o", dir.appendingPathComponent("out").path])
        #expect(status == 2)
        // `model` stands four characters further right in the file than in the value, past `\x20`.
        #expect(err.hasPrefix("\(file.path):9:76: error: 'copy' is set up in init, where the holder 'model' cannot be read yet"), "\(err)")
    }

    /// An error found by running, in an action over two lines.
    @Test func aRunTimeErrorInAFoldedAction() {
        let yaml = """
        components:
          Cart:
            state: { count: 0 }
            body:
              - button: go
                action: "count += 1;
                  count = count / (count - 1)"
        root: Cart
        script:
          - tap: go
        """
        let error = run(yaml).scenarios.first?.error
        #expect(error?.message.contains("division by zero") == true, "\(String(describing: error))")
        #expect(error.map { [$0.location.line, $0.location.column] } == [7, 25])
    }

    /// An error a scenario expects, and one that came instead of the expected one, are placed as
    /// the error that stops a scenario is: the trace and the report print where they stand.
    @Test func expectedAndUnexpectedErrorsAfterAnEscape() {
        let yaml = """
        components:
          Cart:
            state: { count: 0 }
            body:
              - button: go
                action: "count = \\"caf\\u00e9\\" == \\"x\\" ? 1 : count / (count - count)"
        root: Cart
        script:
          - tap: go
        scenarios:
          - name: expected
            expect-error: division by zero
          - name: another came
            expect-error: no such error
        """
        let result = run(yaml)
        let expected = result.scenarios.first?.expectedError
        #expect(expected.map { [$0.location.line, $0.location.column] } == [6, 61], "\(String(describing: expected))")
        let instead = result.scenarios.last?.failures.first?.unexpectedError
        #expect(instead.map { [$0.location.line, $0.location.column] } == [6, 61], "\(String(describing: instead))")
    }
}
