import Testing
@testable import SpecKit

/// The render that follows many writes of one state lists the values it went through, its start
/// and its last, not all of them: a loop's hundred thousand writes made a list as long, built
/// by copying it at each write.
@Suite struct TraceChainTests {
    static func counting(to n: Int) -> String {
        """
        components:
          Tally:
            state: { count: 1 }
            body:
              - text: count {count}
              - button: add
                action: |
                  while count < \(n) {
                    count += 1
                  }
        root: Tally
        script:
          - tap: add
            expect: [count \(n)]
        """
    }

    func renderLine(_ yaml: String) -> String? {
        ScenarioTrace(scenario(yaml)).lines.map(\.text).first { $0.hasPrefix("render Tally: state count") }
    }

    @Test func aShortListSaysEveryValue() throws {
        let line = try #require(renderLine(Self.counting(to: 6)))
        #expect(line.hasSuffix("was written by the tap: 1 → 2 → 3 → 4 → 5 → 6"), "\(line)")
    }

    @Test func aLongListKeepsItsStartAndItsLastValue() throws {
        let line = try #require(renderLine(Self.counting(to: 3_000)))
        #expect(line.contains("was written by the tap: 1 → 2 → 3 → "), "\(line)")
        #expect(line.hasSuffix(" → … → 3000"), "\(line)")
        #expect(line.utf8.count < TraceBuilder.chainLimit + 200, "\(line.utf8.count) bytes")
    }
}
