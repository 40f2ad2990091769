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
        let box = ComponentBox(decl, ownState: ["path"], eager: { $0 == .stateInInit })
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

    /// Seeds and memo dependencies share one array, laid out by the box: a place for each eager
    /// holder's seed and for each of a memo's dependencies, none for the other holders.
    @Test func seedsAndMemoDependenciesKeepTheirOwnPlaces() throws {
        let spec = try SpecDecoder.decode(Array(spec(props: 2).utf8), file: "test.yaml")
        let scenario = spec.scenarios[0]
        let graph = Graph(spec: spec, scenario: scenario)
        try graph.launch(at: scenario.location)
        let node = try #require(graph.nodes.values.first { $0.component.name == "Wide" })
        let box = node.componentBox
        let seed = try #require(box.holder("seed")), memo = try #require(box.holder("m"))
        #expect(box.seedHolders == [seed] && box.memoHolders == [memo])
        #expect(box.keptCount == 2 && box.keptStart[box.holder("s1")!] == -1)
        #expect(node[seedAt: seed] == .int(101) && node[seedAt: box.holder("s2")!] == nil)
        #expect(node.memoDependencies(at: memo).map(Array.init) == [.int(2)])
        try graph.tap("next", at: scenario.location)
        #expect(node.memoDependencies(at: memo).map(Array.init) == [.int(3)])
        #expect(node[seedAt: seed] == .int(101) && node.keptValues.count == 2)
    }

    /// The store's table finds instances through pages of consecutive ids: lookups find what was
    /// stored and nothing freed, whether a page's ids have consecutive slots or were given freed ones.
    @Test func theInstanceTableFindsWhatIsStoredAndNothingFreed() {
        let type = ModelType(name: "M", kind: .observable, names: ["a", "b"])
        var table = InstanceTable()
        for id in 1...200 { table.append(ModelInstance(type: type, serial: id, values: [.int(id), .int(-id)]), id: id) }
        #expect(table.count == 200 && table.keys == Array(1...200))
        #expect(table[0] == nil && table[201] == nil && table[-1] == nil)
        #expect(table[150]?.serial == 150 && table[150]?[1] == .int(-150))
        table.set(.string("seven"), at: 1, of: 7)
        #expect(table[7]?.values == [.int(7), .string("seven")])
        for id in 64...127 { #expect(table.remove(id)?.serial == id) }
        #expect(table.remove(64) == nil)
        #expect(table.count == 136 && table[100] == nil && table[63]?.serial == 63 && table[128]?.serial == 128)
        #expect(table.keys == Array(1...63) + Array(128...200))
        let freed = Set(stride(from: 128, through: 191, by: 4))
        for id in freed.sorted() { #expect(table.remove(id)?.serial == id) }
        for id in 128...191 { #expect(table[id]?.serial == (freed.contains(id) ? nil : id)) }
        table.set(.string("one-three-one"), at: 0, of: 131)
        #expect(table[131]?.values == [.string("one-three-one"), .int(-131)] && table[130]?[0] == .int(130))
        #expect(table.keys == Array(1...63) + (128...200).filter { !freed.contains($0) })
        for id in freed { table.remove(id) }   // already freed: nothing changes
        #expect(table.count == 120)
        for id in 192...200 { table.remove(id) }
        table.append(ModelInstance(type: type, serial: 201, values: [.int(201), .null]), id: 201)
        #expect(table[201]?.serial == 201 && table.count == 112)
        // Ids 201 on took freed slots, so their page lists its slots; they are found all the same.
        for id in 202...300 { table.append(ModelInstance(type: type, serial: id, values: [.int(id), .null]), id: id) }
        #expect((201...300).allSatisfy { table[$0]?.serial == $0 } && table[200] == nil)
        #expect(table.keys == Array(1...63) + (128...191).filter { !freed.contains($0) } + Array(201...300))
    }

    /// A freed instance's slot is taken by the next instance stored, as a root tap's new memo
    /// model takes the replaced one's: the table grows only by what is live at once.
    @Test func aNewInstanceTakesAFreedOnesSlot() {
        let type = ModelType(name: "M", kind: .observable, names: ["input"])
        var table = InstanceTable()
        for id in 1...100 { table.append(ModelInstance(type: type, serial: id, values: [.int(id)]), id: id) }
        #expect(table.slotCount == 100)
        // Each of the first 100 replaced by a new one, as a memo's model is: no slot is added.
        for id in 1...100 {
            table.append(ModelInstance(type: type, serial: id + 100, values: [.int(id + 100)]), id: id + 100)
            table.remove(id)
        }
        #expect(table.slotCount == 101 && table.count == 100 && table.keys == Array(101...200))
        #expect((101...200).allSatisfy { table[$0]?[0] == .int($0) })
    }
    /// A node finds each child by its slot, past the children it compares one by one and after
    /// children taken out of the middle, whose places the last ones take.
    @Test func aNodeFindsEachChildByItsSlotAsRowsComeAndGo() throws {
        let items = (1...24).map(String.init).joined(separator: ", ")
        let spec = try SpecDecoder.decode(Array("""
            components:
              Rows:
                state: { items: "[\(items)]" }
                body:
                  - for-each: items
                    as: item
                    id: item
                    body:
                      - Row: { item: item }
                  - button: drop first
                    action: "items.remove(at: 0)"
                  - button: drop middle
                    action: "items.remove(at: items.count / 2)"
              Row:
                props: [item]
                state: { likes: 0 }
                body:
                  - text: "row {item} likes {likes}"
                  - button: like {item}
                    action: likes += 1
            root: Rows
            script: []
            """.utf8), file: "test.yaml")
        let scenario = spec.scenarios[0]
        let graph = Graph(spec: spec, scenario: scenario)
        try graph.launch(at: scenario.location)
        let list = try #require(graph.root)
        func check(_ shown: [Int], _ what: String) {
            let rows = graph.nodes.values.filter { $0.parent === list }
            #expect(list.children.count == shown.count && rows.count == shown.count, "\(what)")
            for row in rows { #expect(list.children[row.slot!] === row, "\(what)") }
            #expect(Set(list.children.values.map(\.id)) == Set(rows.map(\.id)), "\(what)")
            let labels = graph.screen.filter { $0.kind == .text }.map(\.label)
            #expect(labels == shown.map { "row \($0) likes \($0 == 20 ? 1 : 0)" }, "\(what)")
        }
        try graph.tap("like 20", at: scenario.location)
        var shown = Array(1...24)
        check(shown, "launch")
        for step in 0..<16 {
            let first = step.isMultiple(of: 2)
            try graph.tap(first ? "drop first" : "drop middle", at: scenario.location)
            shown.remove(at: first ? 0 : shown.count / 2)
            check(shown, "after \(step + 1) drops")
        }
    }

    /// Ids are kept in 32 bits and never reused: the one past the bound is an error, not a trap.
    /// A bound of 4 here: the launch makes nodes 1 and 2 and model 1; each second flip makes a node.
    @Test(arguments: [("nodes", ["flip", "flip", "flip", "flip", "flip"], "flip"), ("models", ["build", "build", "build"], "build")])
    func theIdsPastTheirBoundStopTheScenarioWithAnError(_ what: String, given: [String], past: String) throws {
        let spec = try SpecDecoder.decode(Array("""
            models:
              Model:
                fields: [n]
            components:
              Parent:
                state: { shown: true, model: "Model(n: 0)" }
                body:
                  - if: shown
                    then:
                      - Child:
                  - button: flip
                    action: shown = !shown
                  - button: build
                    action: "model = Model(n: model.n + 1)"
              Child:
                body:
                  - text: child
            root: Parent
            script: []
            """.utf8), file: "t.yaml")
        var limits = Limits()
        limits.ids = 4
        let graph = Graph(spec: spec, scenario: spec.scenarios[0], limits: limits)
        let location = spec.scenarios[0].location
        try graph.launch(at: location)
        for tap in given { try graph.tap(tap, at: location) }   // ids up to the bound's are given out
        let error = #expect(throws: Diagnostic.self, "\(what)") { try graph.tap(past, at: location) }
        #expect(error?.message == "the scenario made more than 4 views and models", "\(what)")
        limits.ids = .max   // cannot be raised past what 32 bits hold
        #expect(Graph(spec: spec, scenario: spec.scenarios[0], limits: limits).idBound == Int(Int32.max))
    }
}
