import Testing
@testable import SpecKit

/// A `switch` case of several values, `case 1, 2:` (docs/semantics.md §13): it matches any of
/// them, it is one identity whichever matched, and a value listed twice is refused.
@Suite struct SwitchCasesTests {
    static func spec(cases: String, script: String) -> String {
        """
        components:
          Screen:
            state: { size: 1 }
            body:
              - button: grow
                action: size += 1
              - switch: size
                cases:
        \(cases)
                default: [ { text: other } ]
          Counter:
            props: [name]
            state: { likes: 0 }
            body:
              - text: "{name} likes {likes}"
              - button: like
                action: likes += 1
        root: Screen
        script:
        \(script)
        """
    }

    static let oneCase = """
              - case: 1, 2
                body: [ { Counter: { name: "\\"small\\"" } } ]
              - case: 3
                body: [ { text: large } ]
    """

    static let twoCases = """
              - case: 1
                body: [ { Counter: { name: "\\"small\\"" } } ]
              - case: 2
                body: [ { Counter: { name: "\\"small\\"" } } ]
              - case: 3
                body: [ { text: large } ]
    """

    static let likeThenGrow = """
          - tap: like
          - tap: grow
            expect: [small likes 1]
          - tap: grow
            expect: [large]
    """

    @Test func aCaseMatchesAnyOfItsValuesAndKeepsItsIdentity() {
        let s = scenario(Self.spec(cases: Self.oneCase, script: Self.likeThenGrow))
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(s.error?.message ?? "")")
        // Created once, rendered for the like; the re-init at size 2 is equal and skipped.
        #expect(s.renders(of: "Counter") == 2)
    }

    /// The lock: the same Counter in two cases is two identities, so the like is lost at 2.
    @Test func twoCasesOfOneValueEachAreTwoIdentities() {
        let s = scenario(Self.spec(cases: Self.twoCases, script: Self.likeThenGrow))
        #expect(!s.passed)
        #expect(s.failures.first?.screenSummary.contains("small likes 0") == true)
    }

    @Test func stringValuesAndTheDefault() {
        let yaml = """
            components:
              Screen:
                state: { word: '"b"' }
                body:
                  - button: next
                    action: 'word = word == "b" ? "c" : "z"'
                  - switch: word
                    cases:
                      - case: '"a", "b", "c"'
                        body: [ { text: early } ]
                    default: [ { text: late } ]
            root: Screen
            script:
              - tap: next
                expect: [early]
              - tap: next
                expect: [late]
            """
        let s = scenario(yaml)
        #expect(s.passed, "\(s.labels) \(s.failures.map(\.message)) \(s.error?.message ?? "")")
    }

    @Test func theTraceSaysWhichCaseAndWhy() {
        let s = scenario(Self.spec(cases: Self.oneCase, script: Self.likeThenGrow))
        let lines = ScenarioTrace(s).lines.map(\.text)
        #expect(lines.contains("switch `size` is 1: `case 1, 2` lists it, so that case shows, at 1.case(0): one identity for the case, whichever of its values matched"))
        #expect(lines.contains("switch `size` is 3: `case 3` matches, so that case shows, at 1.case(1)"))
        let other = scenario(Self.spec(cases: Self.oneCase, script: "  - tap: grow\n  - tap: grow\n  - tap: grow\n    expect: [other]"))
        #expect(ScenarioTrace(other).lines.map(\.text).contains("switch `size` is 4: no case matches, so its default shows, at 1.default"))
    }

    @Test func aValueListedTwiceIsRefusedWithTheEarlierPlace() {
        let repeated = diagnostics(Self.spec(cases: """
                  - case: 1, 2
                    body: [ { text: a } ]
                  - case: 2, 3
                    body: [ { text: b } ]
                  - case: 4, 4
                    body: [ { text: c } ]
        """, script: "  - tap: grow"))
        let messages = repeated.map(\.message)
        #expect(messages.contains("2 is already matched by the earlier case 1, 2 (line 9): the first case that lists a value wins, so this one never matches it"))
        #expect(messages.contains("case 4, 4 lists 4 twice"))
        #expect(repeated.allSatisfy { $0.hint?.contains("already handled by previous pattern") == true })
        // Values only the run knows are tried in order, as Swift's are: no error.
        #expect(diagnostics(Self.spec(cases: """
                  - case: size, 2
                    body: [ { text: a } ]
        """, script: "  - tap: grow")).isEmpty)
    }

    @Test func mistakesInACasesValuesSayHowSwiftWritesThem() {
        let list = diagnostics(Self.spec(cases: """
                  - case: [1, 2]
                    body: [ { text: a } ]
        """, script: "  - tap: grow"))
        #expect(list.map(\.message) == ["a case's values are written as Swift lists them, not as a YAML list"])
        let trailing = diagnostics(Self.spec(cases: """
                  - case: 1,
                    body: [ { text: a } ]
        """, script: "  - tap: grow"))
        #expect(trailing.map(\.message) == ["a case value is missing after ','"])
        let typed = diagnostics(Self.spec(cases: """
                  - case: 1, "two"
                    body: [ { text: a } ]
        """, script: "  - tap: grow"))
        #expect(typed.map(\.message) == [#"case "two" is a String but the switch's value size is an Int"#])
    }

    @Test func theExportListsTheValuesInOneCase() throws {
        let yaml = Self.spec(cases: Self.oneCase, script: Self.likeThenGrow)
        let export = try SwiftUIExport(try SpecDecoder.decode(Array(yaml.utf8), file: "cases.yaml"))
        let screen = try #require(export.files.first { $0.path == "App/Screen.swift" }?.contents)
        #expect(screen.contains("case 1, 2:"))
        #expect(screen.contains("case 3:"))
    }
}
