import Testing
@testable import SpecKit

/// A mistake the reader can see as one gets one error, which names it: a misspelt `index:` is
/// read as it, another word for `move:` beside `to:` is said to be it, a closure in a label's
/// `{…}` is said to be the cause rather than its cut-off `}`, and a near miss prefers the label
/// of the same row.
@Suite struct OneMistakeOneErrorTests {
    func refused(_ yaml: String) -> [String] {
        diagnostics(yaml).map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    static func loop(_ key: String) -> String {
        """
        components:
          Root:
            state: { items: "[1, 2]" }
            body:
              - for-each: items
                as: item
                \(key): i
                id: i
                body:
                  - text: "row {item} at {i}"
        root: Root
        script:
          - expect: [row 2 at 1]
        """
    }

    @Test func aMisspeltIndexIsReadAsItAndItsNameIsNotReportedToo() {
        #expect(refused(Self.loop("indx")) == ["7:9: unknown key 'indx' in a for-each"])
        #expect(diagnostics(Self.loop("indx")).first?.hint == "did you mean 'index'?")
        #expect(refused(Self.loop("index")) == [])
        #expect(scenario(Self.loop("index")).passed)
    }

    static func reorder(_ verb: String) -> String {
        """
        components:
          Root:
            state: { items: '["a", "b"]' }
            body:
              - for-each: items
                as: item
                id: item
                on-move: "items.move(fromOffsets: source, toOffset: destination)"
                body:
                  - text: "row {item}"
        root: Root
        script:
          - \(verb): row a
            to: row b
            expect: [row a]
        """
    }

    @Test func anotherWordForMoveBesideToIsOneErrorThatNamesMove() {
        let found = diagnostics(Self.reorder("reorder"))
        #expect(found.map(\.message) == ["unknown key 'reorder' in a script step"], "\(found)")
        #expect(found.first?.hint?.hasPrefix("did you mean 'move'?") == true)
        #expect(refused(Self.reorder("move")) == [])
        #expect(scenario(Self.reorder("move")).passed)
    }

    @Test func aClosureInALabelIsSaidToBeTheCauseAtItsBrace() {
        func spec(_ label: String) -> String {
            """
            components:
              Root:
                state: { items: "[1, 2, 3]" }
                body:
                  - text: "\(label)"
            root: Root
            """
        }
        #expect(refused(spec("big {items.filter { $0 > 1 }.count}"))
                == ["5:34: the closure of filter cannot stand in a label's {…}, which ends at the closure's '}'"])
        #expect(refused(spec("sum {items.reduce(0) { $0 + $1 }}"))
                == ["5:37: the closure of reduce cannot stand in a label's {…}, which ends at the closure's '}'"])
        // A brace inside a string of the part is text, not a closure.
        #expect(refused(spec(#"{items.count > 1 ? \"{\" : \"-\"}"#)) == [])
    }

    /// Of two labels one edit away, the suggestion is the one that begins as the expected one does.
    @Test func aNearMissPrefersTheLabelOfTheSameRow() {
        #expect(Suggestion.closest(to: "a likes 0", in: ["b likes 0", "a likes 1"]) == "a likes 1")
        #expect(Suggestion.closest(to: "a likes 0", in: ["a likes 1", "b likes 0"]) == "a likes 1")
        // A nearer candidate wins still, whatever it begins with.
        #expect(Suggestion.closest(to: "a likes 0", in: ["a likes 12", "b likes 0"]) == "b likes 0")
    }
}
