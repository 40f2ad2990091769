import Testing
@testable import SpecKit

/// A file's problems are listed in the order they stand in it, whichever check found each.
@Suite struct DiagnosticOrderTests {
    @Test func problemsAreInFileOrder() {
        // The syntax error is found while decoding, the undefined names after it, by the validator.
        let found = diagnostics("""
            components:
              Cart:
                state: { count: 0 }
                body:
                  - text: "{cuont}"
                  - button: add
                    action: count += )
                  - text: "{totl}"
            root: Cart
            titel: x
            """)
        #expect(found.map { [$0.location.line, $0.location.column] } == [[5, 17], [7, 26], [8, 17], [10, 1]], "\(found)")
    }

    @Test func problemsAtOnePlaceKeepTheirOrder() {
        let at = Location(file: "t.yaml", line: 3, column: 4)
        let sorted = Diagnostic.inFileOrder([Diagnostic("b", at: at), Diagnostic("a", at: at.moved(line: 1, column: 9)),
                                             Diagnostic("c", at: at), Diagnostic("d", at: at.advanced(by: -1))])
        #expect(sorted.map(\.message) == ["a", "d", "b", "c"])
    }
}
