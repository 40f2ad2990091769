import Foundation
import Testing
@testable import SpecKit

/// A message quotes names, labels and values whole; a run without a space past 120 characters is
/// cut (docs/limits.md), so an error about a 200 KB name stays one readable line.
@Suite struct MessageLengthTests {
    @Test func aLongNameInAMessageIsCut() {
        let name = String(repeating: "y", count: 5_000)
        let d = Diagnostic("'\(name)' is not defined in Root", at: Location(file: "t.yaml", line: 1, column: 1), hint: "did you mean '\(name)'?")
        #expect(d.message == "'" + String(repeating: "y", count: 59) + "…" + String(repeating: "y", count: 58) + "' is not defined in Root")
        #expect(d.hint?.count ?? 0 < 140)
        // Short runs are left as they are.
        #expect(Diagnostic("a b c", at: Location(file: "t.yaml", line: 1, column: 1)).message == "a b c")
    }

    @Test func aLongExpectedLabelIsCutInTheFailure() {
        let label = String(repeating: "z", count: 3_000)
        let s = scenario("""
            components:
              Root:
                body: [ { text: hi } ]
            root: Root
            script:
              - expect: [\(label)]
            """)
        #expect(!s.passed)
        let message = s.failures.first?.message ?? ""
        #expect(message.count < 160 && message.hasSuffix("z\" on screen") && message.contains("…"), "\(message.count)")
    }

    /// `spec explore` refuses a spec whose script taps what no body shows, as `spec check` does.
    @Test func exploringRefusesAStepOnWhatNoBodyShows() throws {
        let file = try temporaryDirectory().appendingPathComponent("tap.yaml")
        try """
            components:
              Root:
                state: { n: 0 }
                body:
                  - button: add
                    action: n += 1
            root: Root
            script:
              - tap: nonexistent
            """.write(to: file, atomically: false, encoding: .utf8)
        let result = Explorer.explore(file: file.path)
        #expect(result.loadError?.diagnostics.map(\.message) == [#"no body shows a button or navigation link "nonexistent""#])
    }
}
