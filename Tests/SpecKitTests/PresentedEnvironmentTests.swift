import Testing
@testable import SpecKit

/// Where a presentation's content takes its environment from (docs/semantics.md §22): the place
/// the presentation modifier stands, which a value set beside the same child is inside of.
@Suite struct PresentedEnvironmentTests {
    /// An environment value set beside the child a sheet stands on is the child's, inside the
    /// `.sheet` modifier: the content sees the value around the child, as the export writes it.
    @Test func anEnvironmentBesideThePresentingChildDoesNotReachTheContent() {
        let s = scenario("""
            environment-values: { accent: "\\"gray\\"" }
            components:
              Root:
                state: { showing: false }
                body:
                  - button: open
                    action: showing = true
                  - Swatch: { n: 1 }
                    environment: { accent: "\\"red\\"" }
                    sheet:
                      is-presented: $showing
                      content:
                        - Swatch: { n: 2 }
              Swatch:
                props: [n]
                environment: { tint: accent }
                body: [ { text: "swatch {n} {tint}" } ]
            root: Root
            script:
              - expect: [swatch 1 red]
              - tap: open
                expect: [swatch 2 gray]
            """)
        #expect(s.passed, "\(s.failures.map(\.message)) \(String(describing: s.error))")
    }

    /// An object placed beside the presenting child and read in the content: the trap's hint says
    /// where the object went, not only that an ancestor lacks it.
    @Test func theMissingObjectsHintNamesThePresentingChild() {
        let yaml = """
            models:
              Library:
                fields: { count: 0 }
            components:
              Home:
                state: { library: "Library()", showing: false }
                body:
                  - button: open
                    action: showing = true
                  - Title:
                    environment-model: library
                    sheet:
                      is-presented: $showing
                      content:
                        - Reader: {}
              Title:
                environment: { library: Library }
                body: [ { text: "title {library.count}" } ]
              Reader:
                environment: { library: Library }
                body: [ { text: "books {library.count}" } ]
            root: Home
            script:
              - tap: open
            """
        let s = scenario(yaml)
        #expect(s.error?.hint?.hasPrefix("the environment-model: beside Title reaches Title, not the presentation written beside it") == true,
                "\(String(describing: s.error?.hint))")
        // Placed on a view around Title, it reaches the content, and nothing traps.
        let around = yaml.replacingOccurrences(of: "        environment-model: library\n", with: "")
            .replacingOccurrences(of: "root: Home", with: "root: Shelf")
            .replacingOccurrences(of: "components:\n", with: "components:\n  Shelf:\n    state: { library: \"Library()\" }\n    body:\n      - Home: {}\n        environment-model: library\n")
        #expect(scenario(around).error == nil)
    }
}
