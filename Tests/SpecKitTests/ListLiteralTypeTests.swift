import Foundation
import Testing
@testable import SpecKit

/// A list literal's type is its elements' types joined, as Swift infers it where nothing around
/// the literal gives one (docs/semantics.md §28.1): `[1, nil]` is an `[Int?]`, `[[], [1]]` an
/// `[[Int]]`; elements of two types are refused before the run, in Swift 6.3.1's words, where a
/// place of a certain type gives the literal none; nested lists and optional elements run, trace
/// and export as Swift's arrays of arrays and of optionals.
@Suite struct ListLiteralTypeTests {
    static let enums = """
        models:
          Filter: { kind: enum, cases: [all, active, done] }
          Stage: { kind: enum, cases: [todo, done] }

        """

    /// A component whose holder `items` starts with `initial` and whose button runs `action`.
    static func app(_ initial: String, _ action: String = "n = 0") -> String {
        enums + """
        components:
          Root:
            state: { items: '\(initial)', grid: '[[1, 2], [3]]', maybe: '[1, nil]', nums: '[1]', n: 0 }
            body:
              - text: "n {n} {items.count} {grid.count} {maybe.count} {nums.count}"
              - button: go
                action: '\(action)'
        root: Root
        """
    }

    /// The first diagnostic: "L:C message | hint".
    func first(_ yaml: String) -> String {
        diagnostics(yaml).first.map { "\($0.location.line):\($0.location.column) \($0.message) | \($0.hint ?? "")" } ?? "loads"
    }

    func type(_ source: String) throws -> SwiftType? {
        let rules = TypeRules(spec: try SpecDecoder.decode(Array(Self.app("[]").utf8), file: "test.yaml"))
        return rules.type(of: try Parser.expression(source, at: Location(file: "t", line: 1, column: 1)), in: [String: SwiftType]())
    }

    /// The rule alone: every element counts, not the first one with a type.
    @Test func aLiteralHasTheTypeItsElementsJoinTo() throws {
        #expect(try type("[1, nil]") == .list(.optional(.int)))
        #expect(try type("[nil, 1]") == .list(.optional(.int)))
        #expect(try type("[[], [1]]") == .list(.list(.int)))
        #expect(try type("[[1], nil]") == .list(.optional(.list(.int))))
        #expect(try type("[[1, 2], [3]]") == .list(.list(.int)))
        #expect(try type("[Filter.all, .active]") == .list(.value("Filter")))
        // Elements of two types have no one type: the literal has none.
        #expect(try type("[Filter.all, 3]") == nil)
        #expect(try type("[[1], [\"a\"]]") == nil)
        #expect(try type("[1, nil, \"a\"]") == nil)
    }

    static let heterogeneous = "heterogeneous collection literal could only be inferred to '[Any]'; add explicit type annotation if this is intentional"

    /// Where nothing gives the literal a type, elements of two types are refused at the literal.
    @Test func elementsOfTwoTypesAreRefusedWhereNothingTypesThem() {
        #expect(first(Self.app("[Filter.all, 3]")) == "6:22 \(Self.heterogeneous) | a Swift array holds values of one type, and a spec writes no "
                + "annotation: Filter.all is a Filter and 3 an Int; give them one type, or keep them in lists of their own")
        #expect(first(Self.app("[]", "let t = [1, \"a\", nil]")).hasPrefix(
            "10:26 heterogeneous collection literal could only be inferred to '[Any?]'"))
        #expect(first(Self.app("[]", "let t = [nums, [\"b\"]]")).hasPrefix("10:26 \(Self.heterogeneous) | a Swift array holds values of one type, "
                + "and a spec writes no annotation: nums is a [Int] and [\"b\"] a [String]"))
        // `.all` among elements of another type is looked up in their type, as Swift does.
        #expect(first(Self.app("[3, .all]")) == "6:26 type 'Int' has no member 'all' | Swift looks '.all' up in Int, the type of the list's "
                + "other elements; it is a case of Filter: keep Filter's cases in a list of their own")
        #expect(first(Self.app("[Filter.all, .todo]")) == "6:35 type 'Filter' has no member 'todo' | its cases are all, active, done")
        // An inner literal of two types is refused at it; lists of two element types, which Swift
        // would make `[[Any]]`, are refused too [D].
        #expect(first(Self.app("[[1, \"a\"]]")).hasPrefix("6:23 \(Self.heterogeneous)"))
        #expect(first(Self.app("[[1], [\"a\"]]")) == "6:22 the lists in [[1], [\"a\"]] hold different types: [1] is a [Int] and [\"a\"] a [String]; "
                + "Swift would make their elements Any, which a spec cannot hold | a list's lists hold one element type: give them one, "
                + "or keep them in lists of their own")
        // A field's default, a for-each's data and a label's value alike.
        let field = Self.enums + "  Board:\n    fields: { marks: '[Filter.all, 3]' }\ncomponents:\n  Root:\n    state: { board: Board() }\n"
            + "    body: [ { text: \"n {board.marks.count}\" } ]\nroot: Root\n"
        #expect(first(field).hasPrefix("5:23 \(Self.heterogeneous)"))
        let loop = Self.app("[]").replacingOccurrences(of: "      - button: go", with: "      - for-each: '[true, 2]'\n        id: \\.self\n        as: x\n"
            + "        body: [ { text: row } ]\n      - button: go")
        #expect(first(loop).hasPrefix("9:20 \(Self.heterogeneous)"))
    }

    /// Where a list of a certain element type gives the literal its type, the element of another
    /// type is refused at the element, nested lists and optional elements included.
    @Test func aPlaceOfACertainTypeTypesTheElements() {
        let convert = "cannot convert value of type 'String' to expected element type 'Int'"
        #expect(first(Self.app("[]", "grid = [[1], [\"a\"]]")).hasPrefix("10:32 \(convert) | 'grid' is a [[Int]], from its initial value"))
        #expect(first(Self.app("[]", "grid += [[\"a\"]]")).hasPrefix("10:28 \(convert)"))
        #expect(first(Self.app("[]", "grid[0] = [1, \"a\"]")).hasPrefix("10:32 \(convert)"))
        #expect(first(Self.app("[]", "n = nums == [1, \"a\"] ? 1 : 0")).hasPrefix("10:34 \(convert) | 'nums' is [Int]: Swift types the list compared with it"))
        #expect(first(Self.app("[]", "nums = nums + [1, \"a\"]")).hasPrefix("10:36 \(convert)"))
        #expect(first(Self.app("[]", "maybe = [1, \"a\"]")).hasPrefix("10:30 cannot convert value of type 'String' to expected element type 'Int?'"))
        #expect(first(Self.app("[]", "grid.append(5)")).hasPrefix("10:30 cannot append an Int to 'grid', a list of [Int] | 'grid' is [[Int]]"))
        #expect(first(Self.app("[]", "maybe.append(\"x\")")).hasPrefix("10:31 cannot append a String to 'maybe', a list of Int?"))
        // An optional element is no number, and Optional is not Comparable.
        #expect(first(Self.app("[]", "n = maybe[0] + 1")).hasPrefix("10:31 cannot apply '+' to Int? and Int in maybe[0] + 1"))
        #expect(first(Self.app("[]", "maybe.sort()")).hasPrefix("10:24 maybe is [Int?]: sort() needs elements Swift can order with <"))
    }

    /// What Swift compiles still loads: one type joined, a list of lists, optional elements, and
    /// a NavigationPath given values of several types, at its start or assigned.
    @Test func whatSwiftCompilesLoads() {
        for (initial, action) in [("[[], [1]]", "items.append([2])"), ("[nil, 1]", "items.append(nil)"), ("[[1], nil]", "items = [nil]"),
                                  ("[Filter.all, .active]", "items = [.done, .all]"), ("[]", "grid[0][1] = 5; grid[1] += [4]; grid.append([])"),
                                  ("[]", "maybe[0] = nil; n = maybe[1] ?? 0; n = maybe.compactMap { $0 }.count"),
                                  ("[]", "n = grid == [[1, 2], [3]] ? 1 : 0")] {
            #expect(first(Self.app(initial, action)) == "loads", "\(initial) \(action)")
        }
        let path = """
            components:
              Root:
                state: { path: '[3, "ios"]' }
                body:
                  - navigation-stack:
                      path: $path
                      root:
                        - text: "depth {path.count}"
                        - Deep: { path: $path }
                      destinations:
                        - for: Int
                          as: number
                          body: [ { text: "number {number}" } ]
                        - for: String
                          as: tag
                          body: [ { text: "tag {tag}" } ]
              Deep:
                bindings: [path]
                body:
                  - button: deep link
                    action: 'path = [7, "kept"]'
            root: Root
            """
        #expect(diagnostics(path).isEmpty, "\(diagnostics(path).map(\.message))")
        // The lock: the same literal where no stack binds the holder is refused.
        #expect(first(path.replacingOccurrences(of: "path: $path\n", with: "")) != "loads")
    }

    static let grid = """
        components:
          Root:
            state: { grid: '[[1, 2], [3]]', maybe: '[1, nil]', total: 0 }
            body:
              - text: "grid {grid} first {grid[0]} total {total} nils {maybe.contains(nil)}"
              - for-each: grid.indices
                id: \\.self
                as: i
                body:
                  - for-each: "grid[i]"
                    id: \\.self
                    as: v
                    body: [ { text: "cell {i} {v}" } ]
              - for-each: maybe.indices
                id: \\.self
                as: i
                body: [ { text: "maybe {i}: {maybe[i] ?? -1}" } ]
              - button: edit
                action: 'grid[0][1] = 5; grid[1] += [4]; grid.append([]); grid[2].append(7); maybe[0] = nil; maybe.append(6); total = grid.map { $0.count }.reduce(0, +)'
        root: Root
        """

    /// Worked out from Swift's value semantics (§69): an element's write stores the changed list,
    /// nested or not; `[1, nil]` holds an Int and a nil, and `?? -1` shows the nil.
    @Test func nestedListsAndOptionalElementsRun() {
        let launch = "  - expect: [\"grid [[1, 2], [3]] first [1, 2] total 0 nils true\", cell 0 2, cell 1 3, \"maybe 0: 1\", \"maybe 1: -1\"]\n"
        let edited = "  - tap: edit\n    expect: [\"grid [[1, 5], [3, 4], [7]] first [1, 5] total 5 nils true\", cell 1 4, cell 2 7, \"maybe 0: -1\", \"maybe 2: 6\"]\n"
        let good = scenario(Self.grid + "\nscript:\n" + launch + edited)
        #expect(good.passed, "\(good.labels) \(String(describing: good.error))")
        // The lock: a wrong expectation fails.
        #expect(!scenario(Self.grid + "\nscript:\n" + launch + edited.replacingOccurrences(of: "first [1, 5]", with: "first [1, 2]")).passed)
        #expect(!scenario(Self.grid + "\nscript:\n" + launch.replacingOccurrences(of: "\"maybe 1: -1\"", with: "\"maybe 1: 0\"")).passed)
    }

    static let exported = InlineSpec("list-literal-types.yaml", Self.grid + "\nscript:\n  - tap: edit\n    expect: [cell 2 7]\n")

    /// The export declares the joined types, which Swift takes.
    @Test func theExportDeclaresTheJoinedTypes() async throws {
        let export = try Self.exported.export()
        let root = export.files.first { $0.path == "App/Root.swift" }?.contents ?? ""
        #expect(root.contains("@State private var grid: [[Int]] = [[1, 2], [3]]"), "\(root)")
        #expect(root.contains("@State private var maybe: [Int?] = [1, nil]"), "\(root)")
        try await ExportTests().expectTypeChecks(export)
    }
}
