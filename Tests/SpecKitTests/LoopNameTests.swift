import Testing
@testable import SpecKit

/// A for-each's `as:` and `index:` are two names: the element and its position. One name for
/// both would be the index in the run and the element in the exported row, whose `let i =
/// items[i]` hides the index, so `spec check` refuses it (docs/spec-format.md, for-each).
@Suite struct LoopNameTests {
    static func spec(index: String) -> String {
        """
        components:
          Root:
            state: { items: "[5, 6]" }
            body:
              - for-each: items
                as: i
                index: \(index)
                id: i
                body:
                  - text: "row {i} at {\(index)}"
        root: Root
        script:
          - expect: [row 5 at 0, row 6 at 1]
        """
    }

    @Test func oneNameForTheElementAndItsIndexIsRefused() {
        let found = diagnostics(Self.spec(index: "i"))
        #expect(found.map { "\($0.location.line):\($0.location.column): \($0.message)" }
                    == ["7:16: 'i' names both the element (`as:`) and its index (`index:`): they need two names"], "\(found)")
        #expect(found.first?.hint?.contains("`let i = items[i]`") == true, "\(found)")
        #expect(found.first?.hint?.hasSuffix("for example `as: i` and `index: index`") == true, "\(found)")
    }

    /// The hint's names: two of them check, and the row shows the element and its position.
    @Test func twoNamesAreTheElementAndItsPosition() {
        let yaml = Self.spec(index: "n")
        #expect(diagnostics(yaml).isEmpty)
        #expect(scenario(yaml).passed)
        #expect(!scenario(yaml.replacingOccurrences(of: "row 6 at 1", with: "row 1 at 1")).passed)
    }
}
