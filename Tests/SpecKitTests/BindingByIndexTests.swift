import Testing
@testable import SpecKit

/// `$items[i]` outside `ForEach($items)` (semantics §34): Binding's dynamicMember subscript with
/// the key path `\.[i]`. It keeps the index it was made with, reads the element when it is made,
/// and its reader depends on the whole list, as for a path of fields (§10).
@Suite struct BindingByIndexTests {
    /// A parent that reads only `other`, and two editors of elements 1 and 2 of its list.
    static func editors(_ expectations: String) -> String {
        """
        components:
          Root:
            state: { items: "[1, 2, 3]", other: 0 }
            body:
              - text: other {other}
              - button: other
                action: other += 1
              - Editor: { value: "$items[1]" }
              - Editor: { value: "$items[2]" }
          Editor:
            bindings: [value]
            body:
              - text: value {value}
              - button: bump {value}
                action: value += 10
        root: Root
        script:
          - tap: bump 2
        \(expectations)
        """
    }

    func failures(_ s: ScenarioResult) -> Comment { "\(s.screen.map(\.label)) \(s.failures.map(\.message)) \(String(describing: s.error))" }

    @Test func aWriteGoesToTheElementAtItsIndex() {
        let s = scenario(Self.editors("    expect: [value 12, value 3]"))
        #expect(s.passed, failures(s))
        // The lock: the element it wrote is 12, so a spec expecting it unchanged fails.
        let wrong = scenario(Self.editors("    expect: [value 2, value 3]"))
        #expect(!wrong.passed)
        #expect(wrong.failures.map(\.message).contains { $0.contains("value 2") })
    }

    /// The parent never reads the list, so only the editors' own reads keep them up to date: each
    /// read through its binding depends on the whole list, and both render at the write.
    @Test func aReaderDependsOnTheWholeList() {
        let s = scenario(Self.editors("    assert: [\"Root.renders == 1\", \"Editor.renders == 4\"]"))
        #expect(s.passed, failures(s))
    }

    /// The parent's next render makes `$items[1]` again: same index, so equal, but carrying 12
    /// where the editor's last one carried 2, so that editor renders; the other's is equal.
    @Test func aRemadeBindingComparesByIndexAndCarriedElement() {
        let yaml = Self.editors("""
              - tap: other
                expect: [other 1, value 12]
                assert: ["Root.renders == 2", "Editor.inits == 4", "Editor.renders == 5"]
            """)
        let s = scenario(yaml)
        #expect(s.passed, failures(s))
    }

    /// Making `$items[2]` of a list of two reads the element there, and Swift traps.
    @Test func makingOnePastTheEndTraps() {
        let s = scenario("""
            components:
              Root:
                state: { items: '["a", "b"]', sel: 1 }
                body:
                  - button: next
                    action: sel += 1
                  - Detail: { value: "$items[sel]" }
              Detail:
                bindings: [value]
                body:
                  - text: detail {value}
            root: Root
            script:
              - tap: next
            """)
        #expect(s.error?.message == "$items[2] is out of range: items has 2 elements")
    }

    /// The index is the one it was made with: after a delete at the front, a destroyed row's
    /// binding reads the element that took its index, and one whose index is gone traps.
    @Test func aDestroyedRowReadsWhatIsAtItsIndexNow() {
        func rows(keyedBy id: String) -> String {
            """
            components:
              Names:
                state: { names: '["Ann", "Bob", "Cy"]', gone: '"none"' }
                body:
                  - text: "gone: {gone}"
                  - for-each: names
                    as: name
                    index: i
                    id: \(id)
                    body:
                      - Row: { name: "$names[i]", gone: $gone }
                  - button: remove first
                    action: "names.remove(at: 0)"
              Row:
                bindings: [name, gone]
                body:
                  - Badge: { text: name }
                    on-disappear: gone = name
              Badge:
                props: [text]
                body:
                  - text: row {text}
            root: Names
            script:
              - tap: remove first
            """
        }
        let byElement = scenario(rows(keyedBy: "name"))
        #expect(byElement.error == nil, failures(byElement))
        #expect(byElement.screen.map(\.label).contains("gone: Bob"))
        let byPosition = scenario(rows(keyedBy: "i"))
        #expect(byPosition.error?.message == "the binding $names[2] points past the end of a list of 2: index out of range")
    }

    @Test func theExportWritesTheSubscript() throws {
        let spec = try SpecDecoder.decode(Array(Self.editors("").utf8), file: "editors.yaml")
        let export = try SwiftUIExport(spec)
        let root = try #require(export.files.first { $0.path.hasSuffix("Root.swift") })
        #expect(root.contents.contains("Editor(value: $items[1])"))
    }
}
