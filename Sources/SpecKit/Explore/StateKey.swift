import Foundation

/// What makes two settled states the same for exploration (docs/exploring.md): the identities in
/// tree order with their props, holder storage, memo keys, seeds, modifier state and last reads;
/// the fields of every model they reach, with instances renamed by the order they are first met;
/// what UserDefaults and the scene's storage hold; and the screen. Measures (inits, renders,
/// creation counts) are not state: they only count; but those an `always:` expression or the app
/// reads are, as a state reached again with a higher count can break it or do something else.
///
/// The canonical form is hashed to 128 bits, so a visited state costs 16 bytes to remember.
struct StateKey: Hashable, Sendable {
    var high: UInt64
    var low: UInt64
}

extension Graph {
    /// The canonical key of this graph's settled state.
    func stateKey() -> StateKey {
        var order: [Node] = []
        return stateKey(reusing: &order)
    }

    /// The same, listing the nodes in `order`'s storage, which it leaves empty with its capacity:
    /// a thread that writes many keys makes the list once, not at every key.
    func stateKey(reusing order: inout [Node]) -> StateKey {
        var writer = CanonicalWriter(graph: self)
        swap(&writer.order, &order)
        writer.writeTree()
        writer.order.removeAll(keepingCapacity: true)   // the nodes are not kept past the key
        swap(&writer.order, &order)
        return writer.key
    }
}

/// Writes a graph's state in a canonical order into two running hashes. Internal, not private:
/// StateKeyTime.swift writes the clock's part.
struct CanonicalWriter {
    let graph: Graph
    /// Node ids renumbered in tree order; model ids in the order they are first met.
    var nodeNumbers = Numbering()
    var modelNumbers = Numbering()
    var modelQueue: [ModelRef] = []
    var contextNumbers = Numbering()
    /// The nodes in tree order, in storage the caller may lend.
    var order: [Node] = []
    var h1: UInt64 = 0xcbf2_9ce4_8422_2325
    var h2: UInt64 = 0x8422_2325_cbf2_9ce4

    init(graph: Graph) { self.graph = graph }

    var key: StateKey { StateKey(high: mix(h1), low: mix(h2 ^ 0x9e37_79b9_7f4a_7c15)) }

    private func mix(_ x: UInt64) -> UInt64 {
        var z = x
        z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
        z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
        return z ^ (z >> 31)
    }

    /// One word of the canonical form. Every item (a tag, a count, a number, a string's length
    /// and its bytes padded to whole words) is written as whole words, so the form stays
    /// unambiguous; hashing a word at a time costs an eighth of hashing its bytes one by one.
    mutating func word(_ w: UInt64) {
        h1 = (h1 ^ w) &* 0x9e37_79b9_7f4a_7c15
        h1 ^= h1 >> 29
        h2 = (h2 &+ w) &* 0xc2b2_ae3d_27d4_eb4f
        h2 = (h2 << 31) | (h2 >> 33)
    }

    mutating func byte(_ b: UInt8) { word(UInt64(b)) }

    mutating func int(_ n: Int) { word(UInt64(bitPattern: Int64(n))) }

    mutating func string(_ s: String) {
        if let done: Void = s.utf8.withContiguousStorageIfAvailable({ utf8(UnsafeRawBufferPointer($0)) }) { return done }
        var s = s
        s.withUTF8 { utf8(UnsafeRawBufferPointer($0)) }
    }

    /// A string's length, then its bytes eight to a word (the first byte lowest), the last word
    /// padded with zeros.
    private mutating func utf8(_ bytes: UnsafeRawBufferPointer) {
        word(UInt64(bytes.count))
        var i = 0
        while i + 8 <= bytes.count {
            word(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
            i += 8
        }
        if i < bytes.count {
            // The tail in one copy: most labels and names are shorter than a word. `memcpy`, not
            // a rebased slice in a closure: unoptimized, those look up generic types at each string.
            var w: UInt64 = 0
            memcpy(&w, bytes.baseAddress! + i, bytes.count - i)
            word(UInt64(littleEndian: w))
        }
    }

    mutating func model(_ ref: ModelRef) {
        if let n = modelNumbers[ref.id] { int(n); return }
        let n = modelNumbers.count
        modelNumbers.set(ref.id, n)
        modelQueue.append(ref)
        int(n)
    }

    mutating func value(_ v: Value) {
        switch v {
        case .int(let n): byte(1); int(n)
        case .string(let s): byte(2); string(s)
        case .bool(let b): byte(3); byte(b ? 1 : 0)
        case .null: byte(10)
        case .model(let ref): byte(4); string(ref.type); model(ref)
        case .list(let items): byte(5); int(items.count); for item in items { value(item) }
        case .typeName(let t): byte(6); string(t)
        case .phase(let p): byte(12); string(p.rawValue)
        case .enumCase(let c): byte(15); string(c.type); string(c.name)
        // Task numbers differ between paths to one state: a handle is its task's place among the
        // tasks still running (written in that order, StateKeyTime.swift), or ended.
        case .task(let t):
            byte(13)
            int(graph.tasks[t.number] == nil ? -1 : graph.tasks.keys.filter { $0 < t.number }.count)
            // An ended task's value, which `await pending?.value` gives (§67).
            if graph.tasks[t.number] == nil, let kept = graph.taskValues[t.number] { value(kept) }
            // Or the error a throwing one failed with (§73).
            if graph.tasks[t.number] == nil, let failure = graph.taskFailures[t.number] { byte(14); string(failure.thrownError) }
        case .binding(let b):
            // A custom binding is its closures or its constant (§38), encoded as those values are.
            if let custom = b.custom { byte(11); value(custom.heldValue); return }
            byte(7); int(nodeNumbers[b.node] ?? -1); string(b.name)
            if let m = b.model { byte(1); model(m) } else { byte(0) }
            if let key = b.storageKey { byte(key.store == .userDefaults ? 1 : 2); string(key.name) } else { byte(0) }
            // A binding into an element: its path (§34). Indices and fields are plain values.
            int(b.path.count)
            for step in b.path {
                switch step {
                case .index(let i): byte(1); int(i)
                case .field(let name): byte(2); string(name)
                }
            }
        case .structure(let s):
            byte(8); string(s.type); int(s.fields.count)
            for field in s.fields { string(field.label); value(field.value) }
        case .closure(let c):
            byte(9)
            switch c.identity {
            case .function(let at): byte(1); string(at.file); int(at.line); int(at.column)
            case .context(let n):
                // Context numbers only ever grow: what matters is which closures share one.
                byte(2)
                if let k = contextNumbers[n] { int(k) } else { contextNumbers.set(n, contextNumbers.count); int(contextNumbers.count - 1) }
            }
            int(nodeNumbers[c.owner] ?? -1)
            values(c.locals)
            int(c.captures.count)
            for name in c.captures { string(name) }
            int(c.statements.count)
            for statement in c.statements { string(statement.source) }
        }
    }

    mutating func values(_ dictionary: [String: Value]) {
        int(dictionary.count)
        // Most dictionaries here are empty or hold one or two entries: sort only when the order can differ.
        if dictionary.isEmpty { return }
        if dictionary.count == 1, let only = dictionary.first { string(only.key); value(only.value); return }
        if dictionary.count == 2 {
            var pair = dictionary.makeIterator()
            if let a = pair.next(), let b = pair.next() {
                let (first, second) = a.key < b.key ? (a, b) : (b, a)
                string(first.key); value(first.value); string(second.key); value(second.value)
                return
            }
        }
        for (key, v) in dictionary.sorted(by: { $0.key < $1.key }) { string(key); value(v) }
    }

    /// Values a node keeps by position (props, holders, seeds, binding snapshots): the component's
    /// name, written before them, fixes what each position names. Only the positions that hold a
    /// value are written, as a dictionary holds only its entries.
    /// (Index loops, here and below: unoptimized, `count(where:)` and `enumerated()` ask the
    /// runtime for generic metadata at each element, and a state key is written at every step.)
    mutating func values(_ list: ArraySlice<Value?>) {
        var held = 0
        for i in list.startIndex..<list.endIndex where list[i] != nil { held += 1 }
        int(held)
        for i in 0..<list.count {
            guard let v = list[list.startIndex + i] else { continue }
            int(i)
            value(v)
        }
    }

    /// A model's fields, each by its name, in its type's declaration order: the same order for
    /// every instance of the type, so equal states write the same words. A dictionary of them,
    /// sorted, was built for every model at every step.
    mutating func fields(of instance: ModelInstance) {
        let names = instance.names
        int(names.count)
        for i in 0..<names.count {
            string(names[i])
            value(instance[i])
        }
    }

    /// The seeds a node keeps, as `values(_:)` writes a list by holder position.
    mutating func seeds(of node: Node) {
        let holders = node.componentBox.seedHolders
        var held = 0
        for i in holders where node[seedAt: i] != nil { held += 1 }
        int(held)
        for i in holders {
            guard let v = node[seedAt: i] else { continue }
            int(i)
            value(v)
        }
    }

    /// The memos evaluated so far, each by its holder position and its dependency values.
    mutating func memoDependencies(of node: Node) {
        let memos = node.componentBox.memoHolders
        var evaluated = 0
        for i in memos where node.memoDependencies(at: i) != nil { evaluated += 1 }
        int(evaluated)
        for i in memos {
            guard let vs = node.memoDependencies(at: i) else { continue }
            int(i)
            for case let v? in vs { value(v) }
        }
    }

    /// A node's environment, by its keys' names, then the keys it sets itself. Most nodes hold
    /// one entry or none: written as they are, unsorted, the same words as sorted.
    mutating func environment(of node: Node) {
        let environment = node.environment
        int(environment.count)
        if environment.count == 1, let only = environment.first {
            string(only.key.description); value(only.value)
        } else if !environment.isEmpty {
            for (key, v) in environment.map({ ($0.key.description, $0.value) }).sorted(by: { $0.0 < $1.0 }) {
                string(key); value(v)
            }
        }
        let own = node.environmentOwn
        int(own.count)
        if own.count == 1, let only = own.first {
            string(only.description)
        } else if !own.isEmpty {
            for key in own.map(\.description).sorted() { string(key) }
        }
    }

    mutating func dependency(_ d: Dependency) {
        switch d {
        case .state(let node, let name): byte(1); int(nodeNumbers[node] ?? -1); string(name)
        case .field(let id, let name):
            byte(2)
            if let ref = graph.models.ref(id) { model(ref) } else { int(-1) }
            string(name)
        case .creations(let type): byte(3); string(type)
        case .object(let id):
            byte(4)
            if let ref = graph.models.ref(id) { model(ref) } else { int(-1) }
        case .environment(let node, let key): byte(5); int(nodeNumbers[node] ?? -1); string(key.description)
        case .storage(let key): byte(key.store == .userDefaults ? 6 : 7); string(key.name)
        }
    }

    /// Nodes in tree order (a body's output order), so two graphs built in different orders agree.
    mutating func listTree() {
        order.removeAll(keepingCapacity: true)
        order.reserveCapacity(graph.nodes.count)
        if let root = graph.root { Self.visit(root, into: &order) }
    }

    /// A node, then its children's subtrees in output order. Recursive, as deep as the tree
    /// (bounded by the depth limit): a stack of its own was an array grown at every key.
    private static func visit(_ node: Node, into order: inout [Node]) {
        order.append(node)
        let children = node.children
        // Most nodes have no child or one: look one up by comparing its slot, not by hashing it.
        if children.isEmpty { return }
        if children.count == 1, let (only, child) = children.first {
            for case .child(let slot) in node.output where slot == only { visit(child, into: &order) }
            return
        }
        for case .child(let slot) in node.output { if let child = children[slot] { visit(child, into: &order) } }
    }

    mutating func writeTree() {
        // The measures the scenario's `always:` or the app reads: a state is not the same with
        // another count (KeyedMeasures.swift).
        for m in graph.declared.keyedMeasures {
            if case .int(let n)? = try? graph.staticField(m.field, of: m.type, at: m.location) { int(n) }
        }
        listTree()
        let order = self.order
        nodeNumbers = Numbering(capacity: order.count)
        for i in 0..<order.count { nodeNumbers.set(order[i].id, i) }
        int(order.count)
        for n in 0..<order.count {
            let node = order[n]
            string(node.componentBox.decl.name)
            int(nodeNumbers[node.parent?.id ?? -1] ?? -1)
            if let slot = node.slot {
                int(slot.path.count)
                for k in 0..<slot.path.count {
                    switch slot.path[k] {
                    case .index(let i): byte(1); int(i)
                    case .branch(let b): byte(2); byte(b ? 1 : 0)
                    case .key(let v): byte(3); value(v)
                    case .id(let v): byte(4); value(v)
                    case .switchCase(let i): byte(5); int(i ?? -1)
                    case .presentation(let i): byte(6); int(i)
                    case .pushed(let i): byte(7); int(i)
                    case .tab(let i): byte(8); int(i)
                    case .content(let name): byte(9); string(name)
                    }
                }
            }
            values(node.propValues)
            values(node.holderValues)
            seeds(of: node)
            values(node.bindingSnapshots[...])
            environment(of: node)
            memoDependencies(of: node)
            let onChangeValues = node.onChangeValues
            int(onChangeValues.count)
            for i in 0..<onChangeValues.count { value(onChangeValues[i]) }
            if let id = node.taskID { byte(1); value(id) } else { byte(0) }
            // On screen or not, and what a screen shows: two graphs alike but for these differ.
            byte((node.appeared ? 1 : 0) | (node.deferred ? 2 : 0))
            if let screen = node.screen {
                byte(1)
                if let presented = screen.presented { byte(1); value(presented) } else { byte(0) }
                int(screen.selected)
                int(screen.visited.count)
                for i in screen.visited.sorted() { int(i) }
                values(screen.captured)
                values(screen.locals)
                // What a flag's next push installs: its models are state that is not yet shown.
                // Only a flag's destination has any; the node's kind, written above, says so.
                if case .presentation(let p) = screen.kind, p.isPush, !p.isItem {
                    int(screen.prebuilt.count)
                    for view in screen.prebuilt { string(view.component); values(view.seeds[...]) }
                }
            } else {
                byte(0)
            }
            // By index, the lists held once: unoptimized, an array's iterator is a generic call
            // at each element, and a state key is written at every step.
            let reads = node.readOrder, output = node.output
            int(reads.count)
            for i in 0..<reads.count { dependency(reads[i]) }
            int(output.count)
            for i in 0..<output.count {
                switch output[i] {
                // A control reads its binding itself: what it shows now, not its label as of its
                // view's last render, which a toggle's write (no body read `on`) leaves as it was.
                // Two states alike but for that stale label are one state.
                case .item(let item):
                    byte(item.kind == .button ? 1 : 2)
                    string(item.control == nil ? item.label : graph.live(item).label)
                case .child: byte(3)
                }
            }
        }
        writeTime()
        // What UserDefaults holds: nothing stored and a value equal to a holder's default are two
        // states, as a holder with another default (or one built later) tells them apart.
        values(graph.userDefaults)
        // What the scene's storage holds, apart: the same key there is another value (§44).
        values(graph.sceneStorage)
        // Every model met so far, and the ones their fields reach.
        var next = 0
        while next < modelQueue.count {
            let ref = modelQueue[next]
            next += 1
            if let instance = graph.models.instances[ref.id] { fields(of: instance) } else { int(-1) }
        }
        // The focused field, when a focus holder follows it (§42); last, and only then, so every
        // other state keeps its key. A field no holder follows changes nothing a later step sees.
        if let focus = graph.focusedField, let holder = focus.holder {
            int(nodeNumbers[focus.node] ?? -1)
            string(focus.place.map(\.description).joined(separator: "/"))
            string(holder)
        }
        // Fields that show what was typed, not their bindings' values (§86): the next key edits
        // that text. Last, and only when there are some, so every other state keeps its key.
        if let kept = graph.typedTexts {
            for t in kept {
                int(nodeNumbers[t.node] ?? -1)
                string(t.place.map(\.description).joined(separator: "/"))
                string(t.text)
            }
        }
    }
}
