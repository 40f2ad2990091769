import Testing
@testable import SpecKit

/// What a node of a large tree keeps many of stays small: a model's identity box, a reference to
/// it, its entry in the instance table, a screen item. Each test fails if a field is added back inline; each also checks that what
/// moved still reads back as it was written.
@Suite struct StorageLayoutTests {
    /// A box of the type alone: its id and serial live in the ref, 32 bits each, so the box fits a
    /// 32-byte chunk (a 48-byte one with them) and a value holding a ref stays 24 bytes.
    @Test func aModelRefKeepsItsIdAndSerialBesideItsBox() {
        #expect(MemoryLayout<ModelRef>.size == 16)
        #expect(MemoryLayout<Value>.stride == 24)
        #expect(MemoryLayout<Value?>.stride == 24)

        let ref = ModelRef(type: "Model", serial: 7, id: 123_456, kind: .observableObject)
        #expect((ref.type, ref.serial, ref.id, ref.kind) == ("Model", 7, 123_456, .observableObject))
        let copy = ref.detached()
        #expect(copy.identity !== ref.identity)
        #expect(copy == ref)
        #expect(ModelRef(type: "Model", serial: 8, id: 123_456) != ref)
        #expect(ModelRef(type: "Other", serial: 7, id: 123_456, kind: .observableObject) != ref)
    }

    /// A button's action, a control's state or a link's target, with its action and the loop
    /// variables where it was written, is one word: an output keeps an item for each text and
    /// button.
    @Test func aScreenItemKeepsItsActionControlOrLinkInOneWord() throws {
        #expect(MemoryLayout<ScreenItem>.size <= 32)
        #expect(MemoryLayout<Node.Output>.stride <= 32)

        let here = Location(file: "t", line: 1, column: 1)
        let action = try Parser.statements("count += 1", at: here)
        let text = ScreenItem(kind: .text, label: "a", nodeID: 3)
        #expect(text.action.isEmpty && text.control == nil && text.link == nil && text.nodeID == 3)

        let button = ScreenItem(kind: .button, label: "b", nodeID: 4, action: action, locals: ["i": .int(2)])
        #expect(button.action.count == 1 && button.locals == ["i": .int(2)] && button.control == nil && button.link == nil)

        let target = LinkTarget(stack: 9, value: .string("x"), location: here)
        let link = ScreenItem(kind: .button, label: "c", nodeID: 5, action: action, link: target)
        #expect(link.link?.stack == 9 && link.link?.value == .string("x") && link.action.count == 1 && link.control == nil)
        #expect(link.locals.isEmpty && text.locals.isEmpty)

        let looped = ScreenItem(kind: .button, label: "d", nodeID: 6, locals: ["row": .string("a")], link: target)
        #expect(looped.locals == ["row": .string("a")] && looped.link?.stack == 9 && looped.action.isEmpty)
        let idle = ScreenItem(kind: .button, label: "e", nodeID: 7, locals: ["i": .int(4)])
        #expect(idle.locals == ["i": .int(4)] && idle.action.isEmpty && idle.link == nil)
    }

    /// A node keeps its slot's path and the path's hash, and finds its component's name in its box:
    /// every node sits under the slot its parent's body made for it, a screen's slot naming the
    /// screen's kind, and is found by a slot made afresh, not by one naming another component.
    @Test func aNodeSitsAtTheSlotItsParentMadeForIt() throws {
        #expect(MemoryLayout<Slot>.size == 32)
        let spec = try SpecDecoder.decode(Array(try String(contentsOfFile: "specs/pop-back.yaml", encoding: .utf8).utf8),
                                          file: "pop-back.yaml")
        let scenario = spec.scenarios[0]
        let graph = Graph(spec: spec, scenario: scenario)
        try graph.launch(at: scenario.location)
        try graph.tap("open 1", at: scenario.location)
        var kinds: Set<String> = []
        for node in graph.nodes.values {
            guard let parent = node.parent else { #expect(node.slot == nil); continue }
            let slot = try #require(node.slot)
            kinds.insert(slot.component)
            #expect(parent.children.keys.contains(slot) && node.sits(at: slot))
            #expect(parent.children[Slot(path: slot.path, component: slot.component)] === node)
            #expect(parent.children[Slot(path: slot.path, component: slot.component + "?")] == nil)
            #expect(!node.sits(at: Slot(path: slot.path + [.index(0)], component: slot.component)))
            if node.screen == nil { #expect(slot.component == node.component.name) }
        }
        #expect(kinds.isSuperset(of: ["NavigationStack", "Destination", "Banner", "Detail"]))
    }

    /// A node's parent is unowned, so it never names a node that has gone: a child its parent's
    /// table lets go (destroyed) reads no parent, and one kept past its parent's graph reads none
    /// once the parent is freed, where a dangling reference would trap.
    @Test func aNodeLetGoOrOutlivingItsParentReadsNoParent() throws {
        let yaml = """
            components:
              Root:
                state: { shown: true }
                body:
                  - button: hide
                    action: shown = false
                  - if: shown
                    then:
                      - Panel: {}
              Panel:
                body:
                  - Leaf: {}
              Leaf:
                body:
                  - text: leaf
            root: Root
            """
        let (graph, at) = try launched(yaml, recording: false)
        let panel = try #require(graph.nodes.values.first { $0.component.name == "Panel" })
        let leaf = try #require(graph.nodes.values.first { $0.component.name == "Leaf" })
        #expect(panel.parent === graph.nodes.values.first { $0.component.name == "Root" })
        #expect(leaf.parent === panel)
        try graph.perform(.tap("hide"), at: at)
        #expect(panel.parent == nil)                  // its parent's table let it go
        #expect(leaf.parent === panel)                // still held by the destroyed panel

        // Kept past their graph: the leaf's parent is freed with the graph, and it reads none.
        let leaves = try nodes(named: "Leaf", of: yaml)
        #expect(!leaves.isEmpty)
        for node in leaves { #expect(node.parent == nil) }
        // With its panel kept too, the leaf still names it.
        let both = try nodes(named: "Leaf", "Panel", of: yaml)
        let kept = try #require(both.first { $0.component.name == "Panel" })
        #expect(both.first { $0.component.name == "Leaf" }?.parent === kept)
        #expect(kept.parent == nil)
    }

    /// The nodes of a freshly launched graph with these components, held past the graph.
    private func nodes(named names: String..., of yaml: String) throws -> [Node] {
        let (graph, _) = try launched(yaml, recording: false)
        return graph.nodes.values.filter { names.contains($0.component.name) }
    }

    /// A model of one field keeps its type in the word where a model of more keeps the type and the
    /// other fields, boxed: 32 bytes in the table. A copy of the table (exploring copies graphs)
    /// shares the box until one of them writes.
    @Test func aStoredInstanceOfOneFieldIsFourWordsAndACopyWritesItsOwnFields() {
        #expect(MemoryLayout<ModelInstance?>.stride == 32)

        let one = ModelType(name: "One", kind: .observable, names: ["input"])
        let three = ModelType(name: "Three", kind: .observable, names: ["a", "b", "c"])
        var table = InstanceTable()
        table.append(ModelInstance(type: one, serial: 1, values: [.int(1)]), id: 1)
        table.append(ModelInstance(type: three, serial: 1, values: [.int(1), .int(2), .int(3)]), id: 2)
        var copy = table
        copy.set(.int(20), at: 1, of: 2)
        copy.set(.int(10), at: 0, of: 1)
        #expect(table[2]?.values == [.int(1), .int(2), .int(3)] && table[1]?.values == [.int(1)])
        #expect(copy[2]?.values == [.int(1), .int(20), .int(3)] && copy[1]?.values == [.int(10)])
        #expect(copy[2]?.type === three && copy[1]?.type === one && copy[2]?.serial == 1)
        table.set(.int(30), at: 2, of: 2)
        #expect(table[2]?.values == [.int(1), .int(2), .int(30)] && copy[2]?.values == [.int(1), .int(20), .int(3)])
    }

    /// An expression is in every label, argument and statement: its placeholder flag sits in the
    /// padding after the kind, so it stays 56 bytes, a leaf held in place.
    @Test func anExpressionKeepsItsPlaceholderFlagInPadding() {
        #expect(MemoryLayout<Expr>.size == 56)
        #expect(MemoryLayout<Expr>.stride == 56)
    }
}
