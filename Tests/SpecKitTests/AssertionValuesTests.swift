import Foundation
import Testing
@testable import SpecKit

/// A failed assertion or `always:` lists the values it read as literals, as every other message
/// shows a value: an empty string is `""`, where it printed as nothing (`Typer.name is , …`).
@Suite struct AssertionValuesTests {
    static let typer = """
        components:
          Typer:
            state: { name: '""', edits: 0 }
            body:
              - text-field: Name
                text: $name
              - text: edits {edits}
              - Echo: { name: name }
                on-change: { of: name, action: edits += 1 }
          Echo:
            props: [name]
            body: [ { text: "echo {name}" } ]
        root: Typer
        always: ['Typer.name != "" || Typer.edits == 0']
        """

    @Test func aRunsFailedAssertionShowsAnEmptyStringInQuotes() throws {
        let result = scenario(Self.typer + """

            script:
              - type: a
                into: Name
                assert: ['Typer.name == "b"']
              - clear: Name
                assert: ['Typer.name != ""']
            """)
        #expect(result.failures.map(\.measures) == [["Typer.name is \"a\""], ["Typer.name is \"\""]])
        #expect(result.failures.last?.message.contains("(Typer.name is \"\")") == true, "\(result.failures.last?.message ?? "")")
    }

    @Test func anExploredAlwaysShowsItToo() throws {
        let spec = try SpecDecoder.decode(Array((Self.typer + "\nscript:\n  - type: a\n    into: Name\n").utf8), file: "t.yaml")
        let result = Explorer.explore(spec.scenarios[0], of: spec, options: ExploreOptions(depth: 3, jobs: 1))
        let finding = try #require(result.findings.first)
        #expect(finding.detail == "Typer.name is \"\", Typer.edits is 2")
        // Screen labels are what the screen shows, unquoted: the field's empty text, the echo's.
        #expect(finding.screen.map(\.label) == ["Name: ", "edits 2", "echo "])
    }
}
