/// A `for-each` compared with the one the body's last render made (docs/semantics.md §95).
///
/// The body builds a new `ForEach` at each render, and SwiftUI compares it with the old one field
/// by field (§4): its data, its id key path and its content closure. When the data is the same
/// stored array (or range) and the content captures nothing, the two are equal and the content is
/// not run again: every row keeps its items and its children, which are not initialized again.
/// Each row is still built again on its own reads (§37).

/// What a for-each's declaration says about its comparison, worked out once per component.
struct LoopFacts {
    /// The data, as far as its form tells.
    enum Data {
        /// A plain read of stored storage: a prop or a holder, or a field of what one holds.
        case stored
        /// A range of integers (`0..<n`, `items.indices`), a plain value compared by value.
        case range
        /// The data is made again at each render: a literal, a call, an operator, a `let`'s value.
        case computed
        /// `ForEach($items)`: each row's binding is made again at each render (§34).
        case binding
    }

    let data: Data
    /// The names the content's elements read, but the row's own (its element, index and binding),
    /// in order, once each: those that are names of the body's scope are what the closure captures.
    let names: [String]
    /// The data's members, each looked up among the models' computed properties at the render.
    let members: [String]

    init(_ f: ForEachDecl, in decl: ComponentDecl) {
        let own: Set<String> = [f.variable, "$" + f.variable, f.indexVariable].compactMap { $0 }.reduce(into: []) { $0.insert($1) }
        var names: [String] = []
        func add(_ found: [(String, Location)]) {
            for (name, _) in found where !own.contains(name) && !names.contains(name) { names.append(name) }
        }
        // The row's elements, as the checks read them: each one's expressions and closures, an
        // inner for-each's id, and a slot's content the row places (the view's `content`).
        let swipes: [Element] = f.swipeActions?.buttons.map { .button(label: $0.title, action: $0.action, $0.location) } ?? []
        for parts in ElementParts.all(f.body + swipes) {
            add(parts.expressions.flatMap(\.names))
            for action in parts.actions {
                let parameters = Set(action.closureParameters + action.parameters.keys)
                add(action.statements.flatMap(\.capturedNames).filter { !parameters.contains($0.0) })
            }
            if let inner = parts.loop { add(inner.id.names) }
            if case .slot(let use) = parts.element { add([(use.name, use.location)]) }
        }
        self.names = names
        var members: [String] = []
        data = Self.data(of: f.items, in: decl, members: &members)
        self.members = members
    }

    private static func data(of items: Expr, in decl: ComponentDecl, members: inout [String]) -> Data {
        if items.isBinding { return .binding }
        if Ranges.isRange(items) { return .range }
        var e = items
        while case .member(let base, let name) = e.kind {
            members.insert(name, at: 0)
            e = base
        }
        guard case .name(let root) = e.kind else { return .computed }
        if decl.props.contains(where: { $0.name == root }) { return .stored }
        // A `let` holding a list is evaluated again at every init, a new array each time; a field
        // of the instance it holds is stored in that instance.
        guard let kind = decl.holderKind(named: root), kind != .constant || !members.isEmpty else { return .computed }
        return .stored
    }
}

/// A for-each the body's last render built under the rule: where its rows are in the node's
/// output, and the data they were built from.
struct KeptLoop {
    let path: [PathStep]
    let data: Value
    var start: Int
    var count: Int
    /// Its ids read a model's fields, which the body depends on (§37): read again when kept.
    let idsRead: Bool
}

/// The for-eaches of the render under way: those its last render kept, not yet met, and those it built.
struct LoopsInRender {
    /// The node's first render: no ForEach to compare with.
    var firstRender = true
    var previous: [KeptLoop] = []
    var made: [KeptLoop] = []
}

extension Graph {
    /// Whether the for-each `f`, met in a body with `list` as its data, is equal to the one its
    /// last render built at `path`; then its rows are placed as they are, and `kept` is true.
    /// Otherwise the caller builds its rows, then calls `builtLoop` when `comparable`: its data
    /// is stored and its content captures nothing, so the next render compares it.
    func keepLoop(_ f: ForEachDecl, facts: LoopFacts, list: Value, path: [PathStep], in scope: NodeScope,
                  into build: inout BodyBuild) throws -> (kept: Bool, comparable: Bool) {
        let node = scope.node
        let previous = loopsInRender.previous.firstIndex { $0.path == path }.map { loopsInRender.previous.remove(at: $0) }
        let comparable = facts.data == .stored || facts.data == .range
        let captured = comparable || recording ? captures(facts, in: scope) : []
        let computedMember = comparable ? facts.members.first { m in spec.models.contains { $0.computed(named: m) != nil } } : nil
        let underRule = comparable && captured.isEmpty && computedMember == nil
        guard let old = previous, underRule, old.data == list else {
            if let previous { forgetRows(of: node, in: previous) }
            // A for-each the last render did not build (an `if` just taken) is new: nothing to compare.
            let new = previous == nil && underRule
            if recording && !loopsInRender.firstRender && !new {
                emit(.forEachCompared(node.ref, data: f.items.source, equal: false,
                                      because: Self.unequal(f, facts, captured: captured, computedMember: computedMember)))
            }
            return (false, underRule)
        }
        // Its items and child slots as they are, its children seen, its rows where they now start.
        let shift = build.output.count - old.start
        build.output.append(contentsOf: node.output[old.start ..< old.start + old.count])
        var kept: [Int] = []
        for (slot, child) in node.children where slot.path.starts(with: path) {
            build.seen.insert(slot)
            if recording { kept.append(child.id) }
        }
        if let ids = rowsByNode[node.id] {
            for id in ids {
                guard let row = rows[id], row.host == nil, row.start >= old.start, row.start < old.start + old.count else { continue }
                rows[id]?.start = row.start + shift
                rows[id]?.keptInPass = pass
            }
        }
        // The ids' reads stay the body's dependencies (§37): they are made again, the ids not compared.
        if old.idsRead, case .list(let items) = list {
            for item in items {
                var locals = Dictionary<String, Value>(minimumCapacity: 2)
                locals[f.variable] = item
                _ = try Evaluator.evaluate(f.id, in: scope.with(locals))
            }
        }
        loopsInRender.made.append(KeptLoop(path: path, data: list, start: build.output.count - old.count, count: old.count,
                                           idsRead: old.idsRead))
        if recording {
            emit(.forEachCompared(node.ref, data: f.items.source, equal: true,
                                  because: facts.data == .range ? "its range \(f.items.source) is unchanged" : "its data \(f.items.source) is unchanged",
                                  kept: kept))
        }
        return (true, true)
    }

    /// A for-each built under the rule (`keepLoop` found it comparable): kept, so that the next
    /// render can compare it.
    func builtLoop(_ f: ForEachDecl, list: Value, path: [PathStep], from start: Int, into build: BodyBuild) {
        var idsRead = false
        if case .list(let items) = list, case .model = items.first, f.id.source != f.variable { idsRead = true }
        loopsInRender.made.append(KeptLoop(path: path, data: list, start: start, count: build.output.count - start, idsRead: idsRead))
    }

    /// The names of the body's scope the content reads, which its closure captures as a closure
    /// literal written there does (§19): a local, a prop, a holder (state, environment, …).
    func captures(_ facts: LoopFacts, in scope: NodeScope) -> [String] {
        var captured: [String] = []
        for name in facts.names where scope.isCaptured(name) {
            let base = name.hasPrefix("$") ? String(name.dropFirst()) : name
            if !captured.contains(base) { captured.append(base) }
        }
        return captured
    }

    /// Drops the rows a kept for-each had in the node's output: it is built again, or gone.
    func forgetRows(of node: Node, in loop: KeptLoop) {
        guard let ids = rowsByNode[node.id] else { return }
        for id in ids {
            guard let row = rows[id], row.host == nil, row.start >= loop.start, row.start < loop.start + loop.count else { continue }
            forget(row: id)
        }
    }

    /// Why a for-each compares unequal, in the trace's words.
    static func unequal(_ f: ForEachDecl, _ facts: LoopFacts, captured: [String], computedMember: String?) -> String {
        if !captured.isEmpty {
            return "its content uses \(captured.joined(separator: ", ")), so the closure captured "
                + "\(ClosureValue.captured(captured, locals: [])) and compares unequal"
        }
        switch facts.data {
        case .binding: return "its data \(f.items.source) is a binding, whose rows' bindings are made again at each render"
        case .computed: return "its data \(f.items.source) is computed, a new array at each render"
        case .stored where computedMember != nil: return "its data \(f.items.source) is computed (\(computedMember!) is a computed property), a new array at each render"
        case .stored, .range: return "its data \(f.items.source) changed"
        }
    }
}
