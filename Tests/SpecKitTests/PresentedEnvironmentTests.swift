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
}
