import Testing
@testable import SpecKit

/// A leaf's tap costs what the leaf's render costs at any size of tree (figure 2b): it names no
/// node when the run keeps no log, and the graph finds its nodes by id in a table by position.
@Suite struct LeafTapTests {
    /// A root, three rows and three leaves a row; each leaf counts its own taps.
    let tree = """
        components:
          Root:
            body:
              - Row: { id: 1 }
              - Row: { id: 2 }
              - Row: { id: 3 }
          Row:
            props: [id]
            body:
              - Leaf: { id: "id * 10 + 1" }
              - Leaf: { id: "id * 10 + 2" }
              - Leaf: { id: "id * 10 + 3" }
          Leaf:
            props: [id]
            state: { count: 0 }
            body:
              - text: "leaf {id} count {count}"
              - button: "tap {id}"
                action: count += 1
        root: Root
        script:
          - tap: tap 23
            expect: ["leaf 23 count 1"]
        """

    @Test func aLeafTapNamesNoNodeWhenNoLogIsKept() throws {
        let (graph, location) = try launched(tree, recording: false)
        try graph.tap("tap 23", at: location)
        try graph.tap("tap 23", at: location)
        #expect(texts(on: graph).contains("leaf 23 count 2"))
        // Naming a node builds its path from the root: a leaf's tap walked its ancestors.
        #expect(graph.nodes.values.allSatisfy { !$0.isNamed })
    }

    @Test func aRecordedTapSaysWhatItWrote() throws {
        let (graph, location) = try launched(tree)
        try graph.tap("tap 23", at: location)
        let causes = graph.events.compactMap { event -> String? in
            if case .rendered(let node, .dependency(let why)) = event { return "\(node.path): \(why)" }
            return nil
        }
        #expect(causes == ["Root/Row/Leaf: state count of Root/Row/Leaf changed"])
    }

    @Test func theNodeTableFindsEachNodeByItsId() throws {
        let (graph, _) = try launched(tree, recording: false)
        let nodes = graph.nodes.values.sorted { $0.id < $1.id }
        #expect(graph.nodes.count == 13)
        // A table grown from empty, filled from the last id down, then emptied one node at a
        // time from the middle: every node left is still found, and none removed is.
        var table = NodeTable()
        for node in nodes.reversed() { table[node.id] = node }
        #expect(table.count == 13)
        #expect(Set(table.values.map(\.id)) == Set(nodes.map(\.id)))
        table[nodes[4].id] = nil
        table[nodes[4].id] = nil
        table[1_000] = nil
        table[-1] = nil
        #expect(table.count == 12)
        #expect(table[nodes[4].id] == nil && table[1_000] == nil && table[-1] == nil)
        var removed: Set<Int> = [nodes[4].id]
        for node in nodes.dropFirst(6) {
            table[node.id] = nil
            removed.insert(node.id)
            for other in nodes { #expect((table[other.id] === other) == !removed.contains(other.id)) }
        }
        #expect(table.count == 5)
    }
}
