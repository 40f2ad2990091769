import Testing
@testable import SpecKit

/// A node keeps its props, holders, seeds, memo dependencies and binding snapshots by position,
/// and its component's box finds a name's position: by comparing a few names in place, or by a
/// table for a component with many.
@Suite struct NodeStorageTests {
    /// A child of `props` props, a binding and four holders of different kinds, every one shown.
    func spec(props: Int) -> String {
        let names = (1...props).map { "p\($0)" }
        return """
            toolchain: xcode27
            components:
              Parent:
                state: { a: 1, b: 2, e: 5 }
                body:
                  - Wide: { \(names.map { "\($0): \($0 == "p2" ? "b" : "a")" }.joined(separator: ", ")), bound: $e }
                  - button: next
                    action: b += 1
              Wide:
                props: [\(names.joined(separator: ", "))]
                bindings: [bound]
                state: { s1: 10, s2: 20 }
                state-in-init: { seed: "p1 + 100" }
                memo:
                  m: { value: "p2 * 2", dependencies: [p2] }
                body:
                  - text: "{p1} {p2} {bound} {s1} {s2} {seed} {m}"
                  - button: write
                    action: bound += 1
                  - button: mine
                    action: s2 += 1
            root: Parent
            script:
              - expect: ["1 2 5 10 20 101 4"]
              - tap: write
                expect: ["1 2 6 10 20 101 4"]
              - tap: next
                expect: ["1 3 6 10 20 101 6"]
              - tap: mine
                expect: ["1 3 6 10 21 101 6"]
            """
    }

    @Test(arguments: [2, 6])
    func everyNameReadsAndWritesItsOwnPosition(props: Int) {
        // 2 props: 7 names, compared in place; 6 props: 11 names, found by the table.
        let s = scenario(spec(props: props))
        #expect(s.passed, "\(s.error?.description ?? "")")
        #expect(s.labels.contains("1 3 6 10 21 101 6"))
    }

    @Test(arguments: [2, 6])
    func theBoxFindsPropsThenHoldersAndNothingElse(props: Int) throws {
        let spec = try SpecDecoder.decode(Array(spec(props: props).utf8), file: "test.yaml")
        let decl = try #require(spec.component(named: "Wide"))
        let box = ComponentBox(decl, ownState: ["path"])
        for (i, prop) in decl.props.enumerated() {
            #expect(box.prop(prop.name) == i)
            #expect(box.holder(prop.name) == nil)
        }
        for (i, holder) in decl.holders.enumerated() {
            #expect(box.holder(holder.name) == i)
            #expect(box.prop(holder.name) == nil)
        }
        #expect(box.holder("path") == decl.holders.count)
        #expect(box.position(of: "missing") == nil)
    }
}
