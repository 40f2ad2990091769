import Testing
@testable import SpecKit

/// An assertion may compute from what it reads with Swift's own methods of a value
/// (docs/spec-format.md, *Scenarios*): they change nothing and run none of the app's code.
@Suite struct AssertionMethodTests {
    static func spec(_ assertion: String) -> String {
        """
        components:
          Screen:
            state: { items: "[3, 1, 2]", name: '"Ann"' }
            body:
              - text: "n {items.count}"
              - button: add
                action: items.append(4)
        root: Screen
        script:
          - tap: add
            assert: ['\(assertion)']
        """
    }

    @Test func aValueMethodIsEvaluatedAndItsReadsAreShown() {
        for holds in ["Screen.items.contains(4)", "Screen.name.hasPrefix(\"A\")", "Screen.items.sorted().first == 1",
                      "Screen.name.uppercased() == \"ANN\"", "max(Screen.items.count, 2) == 4", "String(Screen.items.count) == \"4\""] {
            let s = scenario(Self.spec(holds))
            #expect(s.passed, "\(holds): \(s.failures.map(\.message)) \(String(describing: s.error))")
        }
        // The lock: a false one fails, and says what it read.
        let s = scenario(Self.spec("Screen.items.contains(5)"))
        #expect(!s.passed && s.error == nil)
        #expect(s.failures.first?.message.contains("(Screen.items is [3, 1, 2, 4])") == true, "\(s.failures.map(\.message))")
    }

    @Test func aClosureOrADeclaredMethodIsRefused() {
        for refused in ["Screen.items.contains(where: { $0 > 3 })", "Screen.items.append(5)"] {
            #expect(diagnostics(Self.spec(refused)).map(\.message).contains { $0.contains("runs no closure, no method that changes a value and no method the spec declares") }, "\(refused)")
        }
    }

    /// `spec explore` checks an `always:` the same way.
    @Test func anAlwaysMayCallOne() throws {
        let yaml = Self.spec("true").replacingOccurrences(of: "script:\n  - tap: add\n    assert: ['true']", with: "always: ['!Screen.items.contains(4)']")
        let spec = try SpecDecoder.decode(Array(yaml.utf8), file: "t.yaml")
        let result = Explorer.explore(try #require(spec.scenarios.first), of: spec, options: ExploreOptions(depth: 3))
        #expect(result.findings.map(\.detail) == ["Screen.items is [3, 1, 2, 4]"])
    }
}
