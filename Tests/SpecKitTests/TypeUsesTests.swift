import Testing
@testable import SpecKit

/// What `spec check` refuses about how a value is used, where its type is certain before a run
/// (TypeCheck+Uses.swift, docs/semantics.md §28), and what it leaves to the run.
@Suite struct TypeUsesTests {
    /// A component with an Int, a String, a Bool, a list, an optional, two models and a struct
    /// with a field of no default, whose body is `element`.
    func spec(_ element: String) -> String {
        """
        models:
          Note: { fields: { title: '"a"' } }
          Box: { kind: struct, fields: [n] }
        components:
          Root:
            state: { count: 0, label: '"hi"', flag: true, items: "[1, 2]", selected: nil, a: "Note()", b: "Note()", box: "Box(n: 1)" }
            body:
              - \(element)
        root: Root
        """
    }

    func messages(_ element: String) -> [String] { diagnostics(spec(element)).map(\.message) }

    @Test func aMistakeTheRunWouldStopAtIsFoundBeforeIt() {
        let cases: [(String, String)] = [
            ("if: count\n        then: [ { text: x } ]", "an `if:` needs a Bool; count is an Int"),
            ("for-each: label\n        as: c\n        id: c\n        body: [ { text: x } ]", "`for-each:` needs a list; label is a String"),
            ("toggle: On\n        is-on: $count", "a toggle needs a binding to a Bool; $count is an Int"),
            ("text-field: Name\n        text: $flag", "a text field needs a binding to a String; $flag is a Bool"),
            ("button: go\n        action: count += 1\n        disabled: label", "`disabled:` needs a Bool; label is a String"),
            ("text: \"{count == label}\"", "cannot apply '==' to Int and String in count == label"),
            ("text: \"{flag + 1}\"", "cannot apply '+' to Bool and Int in flag + 1"),
            ("text: \"{a == 1}\"", "cannot apply '==' to Note and Int in a == 1"),
            ("text: \"{label < count}\"", "cannot apply '<' to String and Int in label < count"),
            ("text: \"{count[0]}\"", "count is Int; only a list can be indexed"),
            ("text: \"{items[flag]}\"", "a list index must be an Int; items[flag] uses Bool"),
            ("text: \"{items.length}\"", "items is [Int], which has no field 'length'"),
            ("text: \"{count / 0}\"", "division by zero in count / 0"),
        ]
        for (element, message) in cases {
            #expect(messages(element) == [message], "\(element)")
        }
    }

    /// One mistake, one error: the operator over a wrong operand is not reported again.
    @Test func anOperandAlreadyWrongIsNotReportedAgainByItsOperator() {
        #expect(messages("text: \"{(flag + 1) + 2}\"") == ["cannot apply '+' to Bool and Int in (flag + 1)"])
    }

    /// Whatever Swift takes, and whatever only a run knows (an optional, a field with no
    /// default, a struct compared with ==), is left alone.
    @Test func whatSwiftTakesOrOnlyARunKnowsIsLeftAlone() {
        let fine = [
            "if: flag && count > 0\n        then: [ { text: x } ]",
            "if: selected == nil\n        then: [ { text: x } ]",
            "if: box.n\n        then: [ { text: x } ]",
            "if: \"!items.isEmpty\"\n        then: [ { text: x } ]",
            "for-each: items\n        as: i\n        id: i\n        body: [ { text: \"{i + 1}\" } ]",
            "toggle: On\n        is-on: $flag",
            "stepper: Size\n        value: $count",
            "text: \"{label + \\\"!\\\"} {items[0] + count} {label.count} {items.contains(2)}\"",
            "text: \"{a == b} {items == [1]} {count / 2} {-count} {box.n + 1} {selected}\"",
        ]
        for element in fine {
            #expect(messages(element) == [], "\(element)")
        }
    }
}
