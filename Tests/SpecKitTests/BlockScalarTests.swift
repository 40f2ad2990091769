import Testing
@testable import SpecKit

/// An action or label written as a literal block (`action: |`): each line may hold a statement,
/// as in Swift, and a place inside the block is the file's own line and column.
@Suite struct BlockScalarTests {
    static func spec(_ action: String) -> String {
        """
        components:
          Counter:
            state: { taps: 0, total: 0 }
            body:
              - text: "taps {taps} total {total}"
              - button: tap
                action: |
        \(action)
        root: Counter
        script:
          - tap: tap
            expect: ["taps 1 total 10"]
        """
    }

    @Test func statementsOnLinesOfTheirOwnAllRun() throws {
        let result = run(Self.spec("          taps += 1\n          total += 10"))
        #expect(result.loadError == nil)
        #expect(result.scenarios.first?.passed == true)
        // Several on one line still need `;`, as Swift's do.
        let joined = diagnostics(Self.spec("          taps += 1 total += 10"))
        #expect(joined.map(\.message) == ["unexpected 'total'"])
        #expect(joined.first?.location == Location(file: "test.yaml", line: 8, column: 21))
    }

    /// The mistake on the block's second line is reported there, at its column in the file,
    /// past the indentation libyaml strips; blank lines count too.
    @Test func aPlaceInsideTheBlockIsTheFilesOwn() throws {
        let misspelt = diagnostics(Self.spec("          taps += 1\n          totl += 10"))
        #expect(misspelt.map(\.message) == ["'totl' is not defined in Counter"])
        #expect(misspelt.first?.location == Location(file: "test.yaml", line: 9, column: 11))
        let later = diagnostics(Self.spec("\n          taps += 1\n\n          totl += 10"))
        #expect(later.first?.location == Location(file: "test.yaml", line: 11, column: 11))
        // An expression may go on over a line break, as Swift's does, when the line ends with an operator.
        let spread = run(Self.spec("          taps += 1\n          total += 4 +\n            6"))
        #expect(spread.scenarios.first?.passed == true)
    }
}
