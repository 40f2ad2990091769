import Foundation
import Testing
@testable import SpecKit

/// A list literal stored in a list whose declaration types its elements takes that element type,
/// as Swift types the literal by where it goes (docs/semantics.md §28): an element of another
/// type is refused before the run, in Swift's words, at the element; a list declared `[]` takes
/// the type of what it is given, and is left alone.
@Suite struct ListElementTypeTests {
    static func app(_ action: String) -> String {
        """
        models:
          Filter: { kind: enum, cases: [all, done] }
          Scope: { kind: enum, cases: [all, mine] }
          Board:
            fields: { marks: "[Filter.all]" }
            methods:
              reset: marks.removeAll()
        components:
          S:
            state: { marks: "[Filter.all]", scopes: "[Scope.mine]", nums: "[1]", names: '["a"]', empty: "[]", opts: "[nil, 1]", board: "Board()" }
            body:
              - text: "n {marks.count} {nums.count} {names.count} {empty.count} {opts.count} {marks == [Filter.done]}"
              - button: go
                action: "\(action)"
        root: S
        """
    }

    /// The first diagnostic of a component whose button runs `action`: "L:C message | hint".
    func first(_ action: String) -> String {
        diagnostics(Self.app(action)).first.map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.hint ?? "")" } ?? "loads"
    }

    static let declared = "'marks' is a [Filter], from its initial value [Filter.all]; a Swift array holds values of the one type it is declared with"

    @Test func anElementOfAnotherTypeIsRefusedAtTheElement() {
        #expect(first("marks = [Scope.mine]") == "14:33 cannot convert value of type 'Scope' to expected element type 'Filter' | \(Self.declared)")
        // A heterogeneous literal: the element that is not a Filter.
        #expect(first("marks = [Filter.done, 3]") == "14:40 cannot convert value of type 'Int' to expected element type 'Filter' | \(Self.declared)")
        #expect(first("marks = [.done, Scope.mine]").hasPrefix("14:40 cannot convert value of type 'Scope' to expected element type 'Filter'"))
        // Joined with `+` or added with `+=`, the literal is typed by the list all the same.
        #expect(first("marks = marks + [Scope.mine]").hasPrefix("14:41 cannot convert value of type 'Scope' to expected element type 'Filter'"))
        #expect(first("marks += [Scope.mine]").hasPrefix("14:34 cannot convert value of type 'Scope' to expected element type 'Filter'"))
        #expect(first("nums = [\\\"a\\\"]").hasPrefix("14:26 cannot convert value of type 'String' to expected element type 'Int' | 'nums' is a [Int]"))
        #expect(first("names = [1]").hasPrefix("14:27 cannot convert value of type 'Int' to expected element type 'String'"))
        #expect(first("nums = [[1]]").hasPrefix("14:26 cannot convert value of type '[Int]' to expected element type 'Int'"))
        // A case the list's enum lacks, written `.mine`: Swift's "has no member".
        #expect(first("marks = [.mine]") == "14:27 type 'Filter' has no member 'mine' | its cases are all, done")
        // A list of another element type, whole.
        #expect(first("marks = scopes") == "14:26 cannot assign value of type '[Scope]' to type '[Filter]' | \(Self.declared)")
        // A model's field, in a view's action.
        #expect(first("board.marks = [Scope.mine]") == "14:39 cannot convert value of type 'Scope' to expected element type 'Filter' | "
                + "'board.marks' is a [Filter], from its default [Filter.all]; a Swift array holds values of the one type it is declared with")
    }

    /// In a model's own method, the field's default types the list.
    @Test func aModelsMethodIsCheckedAsAnActionIs() {
        let yaml = Self.app("marks.removeAll()").replacingOccurrences(of: "reset: marks.removeAll()", with: "reset: marks = [Scope.mine]")
        let found = diagnostics(yaml).map { "\($0.location.line):\($0.location.column) \($0.message)" }
        #expect(found == ["7:29 cannot convert value of type 'Scope' to expected element type 'Filter'"], "\(found)")
    }

    /// What Swift compiles still loads: the same type, `.done` typed by the list, a list declared
    /// `[]` given any one type, optional elements, and an empty literal.
    @Test func listsOfTheirOwnElementTypeLoad() {
        for action in ["marks = [Filter.done]", "marks = [.done, .all]", "marks = []", "marks = marks + [.done]", "marks += [Filter.done]",
                       "empty = [Scope.mine]", "empty = [3]", "empty.append(3)", "opts = [nil, 2]", "opts = [3, nil]", "opts.append(nil)",
                       "nums = [2, 3]", "nums = nums.map { $0 + 1 }", "names = [\\\"b\\\"]", "board.marks = [.done]", "marks = board.marks"] {
            #expect(first(action) == "loads", "\(action)")
        }
    }

    /// The lock: the refused spec runs as Swift would never let it, a spec of good elements runs.
    @Test func aGoodListRunsAndAWrongOneIsStopped() {
        let good = Self.app("marks = [Filter.done]") + "\nscript:\n  - tap: go\n    expect: [\"n 1 1 1 0 2 true\"]\n"
        #expect(scenario(good).passed)
        #expect(!scenario(good.replacingOccurrences(of: "n 1 1 1 0 2 true", with: "n 1 1 1 0 2 false")).passed)
        let wrong = Self.app("marks = [Scope.mine]") + "\nscript:\n  - tap: go\n    expect: [\"n 1 1 1 0 2 false\"]\n"
        #expect(!diagnostics(wrong).isEmpty)
    }
}
