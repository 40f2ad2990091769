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

    /// The facts of every for-each of a body, at any depth: `enclosing` are the elements of the
    /// for-eaches around each one, the parameters of the content closures it stands in.
    static func all(in decl: ComponentDecl) -> [Location: LoopFacts] {
        var loops: [Location: LoopFacts] = [:]
        func walk(_ elements: [BodyElement], enclosing: Set<String>) {
            for element in elements {
                switch element {
                case .text, .button, .control, .slot: break
                case .link(let l): walk(l.destination, enclosing: enclosing)
                case .child(let c):
                    for p in c.modifiers.presentations { walk(p.content, enclosing: enclosing) }
                    for d in c.modifiers.navigationDestinations { walk(d.body, enclosing: enclosing) }
                    for content in c.content { walk(content.body, enclosing: enclosing) }
                case .conditional(let c): walk(c.then, enclosing: enclosing); walk(c.otherwise, enclosing: enclosing)
                case .forEach(let f):
                    loops[f.location] = LoopFacts(f, in: decl, enclosing: enclosing)
                    walk(f.body, enclosing: enclosing.union([f.variable]))
                case .switchOver(let s):
                    for c in s.cases { walk(c.body, enclosing: enclosing) }
                    if let otherwise = s.otherwise { walk(otherwise, enclosing: enclosing) }
                case .navigationStack(let s):
                    walk(s.root, enclosing: enclosing)
                    for d in s.destinations { walk(d.body, enclosing: enclosing) }
                case .tabView(let t): for tab in t.tabs { walk(tab.body, enclosing: enclosing) }
                }
            }
        }
        walk(decl.body, enclosing: [])
        return loops
    }

    init(_ f: ForEachDecl, in decl: ComponentDecl, enclosing: Set<String> = []) {
        let own: Set<String> = [f.variable, "$" + f.variable, f.indexVariable].compactMap { $0 }.reduce(into: []) { $0.insert($1) }
        var names: [String] = []
        func add(_ found: [(String, Location)]) {
            for (name, _) in found where !own.contains(name) && !names.contains(name) { names.append(name) }
        }
        // The row's elements, as the checks read them: each one's expressions and closures, an
        // inner for-each's id, and a slot's content the row places (the view's `content`).
        let swipes: [Element] = f.swipeActions?.buttons.map { .button(label: $0.title, action: $0.action, $0.location) } ?? []
        // `self.item` in a row whose element is `item`: the view's own, which the closure captures.
        func addOwn(_ found: [Expr]) {
            for name in found.flatMap(\.namesWrittenWithSelf) where !names.contains(name) { names.append(name) }
        }
        for parts in ElementParts.all(f.body + swipes) {
            add(parts.expressions.flatMap(\.names))
            addOwn(parts.expressions)
            for action in parts.actions {
                let parameters = Set(action.closureParameters + action.parameters.keys)
                add(action.statements.flatMap(\.capturedNames).filter { !parameters.contains($0.0) })
                addOwn(action.statements.flatMap(\.expressions))
            }
            if let inner = parts.loop { add(inner.id.names) }
            if case .slot(let use) = parts.element { add([(use.name, use.location)]) }
        }
        self.names = names
        var members: [String] = []
        data = Self.data(of: f.items, in: decl, enclosing: enclosing, members: &members)
        self.members = members
    }

    private static func data(of items: Expr, in decl: ComponentDecl, enclosing: Set<String>, members: inout [String]) -> Data {
        if items.isBinding { return .binding }
        if Ranges.isRange(items) { return .range }
        var e = items
        while case .member(let base, let name) = e.kind {
            members.insert(name, at: 0)
            e = base
        }
        guard case .name(let root) = e.kind else { return .computed }
        if decl.props.contains(where: { $0.name == root }) { return .stored }
        // An element of the for-each around it, or a field of one: stored in that for-each's
        // data, an array whose buffer holds it (`ForEach(group.items)` in a row of `groups`).
        if enclosing.contains(root) { return .stored }
        // A `let` holding a list is evaluated again at every init, a new array each time; a field
        // of the instance it holds is stored in that instance.
        guard let kind = decl.holderKind(named: root), kind != .constant || !members.isEmpty else { return .computed }
        return .stored
    }
}

/// Where a for-each stands in what its body builds, which keeps the output its rows are in: the
/// body's own output (its rows' included), a stack's root, a tab. (A container's content holds
/// no for-each: the checks refuse one there, §48.)
enum LoopPlace: Equatable {
    case body
    case root(host: Int)
    case tab(host: Int, index: Int)

    /// The node whose output holds the rows, when it is not the body's own: as `ForEachRow.host`.
    var host: Int? {
        switch self {
        case .body: return nil
        case .root(let host), .tab(let host, _): return host
        }
    }

    var tab: Int? {
        if case .tab(_, let index) = self { return index }
        return nil
    }
}

/// A for-each the body's last render built under the rule: where its rows are in the output of
/// its place, and the data they were built from.
struct KeptLoop {
    let path: [PathStep]
    let place: LoopPlace
    let data: Value
    var start: Int
    var count: Int
    /// Its ids read a model's fields, which the body depends on (§37): read again when kept.
    let idsRead: Bool

    /// Whether the row, or the for-each, at `path` in the output of `host` and `tab` is inside this one.
    func holds(_ other: [PathStep], host: Int?, tab: Int?) -> Bool {
        place.host == host && place.tab == tab && other.count > path.count && other.starts(with: path)
    }

    /// Whether this for-each is inside the row at `path` in the output of `host` and `tab`.
    func isInside(_ other: [PathStep], host: Int?, tab: Int?) -> Bool {
        place.host == host && place.tab == tab && path.count > other.count && path.starts(with: other)
    }
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
    /// last render built at `path` in the same place; then its rows are placed as they are, and
    /// `kept` is true. Otherwise the caller builds its rows, then calls `builtLoop` when
    /// `comparable`: its data is stored and its content captures nothing, so the next render
    /// compares it.
    func keepLoop(_ f: ForEachDecl, facts: LoopFacts, list: Value, path: [PathStep], place: LoopPlace, in scope: NodeScope,
                  into build: inout BodyBuild) throws -> (kept: Bool, comparable: Bool) {
        let node = scope.node
        let previous = loopsInRender.previous.firstIndex { $0.path == path && $0.place == place }.map { loopsInRender.previous.remove(at: $0) }
        let comparable = facts.data == .stored || facts.data == .range
        let captured = comparable || recording ? captures(facts, in: scope) : []
        let computedMember = comparable ? facts.members.first { m in spec.models.contains { $0.computed(named: m) != nil } } : nil
        let underRule = comparable && captured.isEmpty && computedMember == nil
        let oldOutput = previous == nil ? nil : output(at: place, of: node)
        guard let old = previous, underRule, old.data == list, let oldOutput, old.start + old.count <= oldOutput.count else {
            if let previous { forgetRows(of: node, in: previous) }
            // A for-each the last render did not build (an `if` just taken, a new row) is new: nothing to compare.
            let new = previous == nil && underRule
            if recording && !loopsInRender.firstRender && !new {
                emit(.forEachCompared(node.ref, data: f.items.source, place: describe(place, path, of: node), equal: false,
                                      because: Self.unequal(f, facts, captured: captured, locals: captured.filter { scope.locals[$0] != nil },
                                                            computedMember: computedMember)))
            }
            return (false, underRule)
        }
        // Its items and child slots as they are, its children seen, its rows where they now start.
        let here = rowBase + build.output.count
        let shift = here - old.start
        build.output.append(contentsOf: oldOutput[old.start ..< old.start + old.count])
        var kept: [Int] = []
        for (slot, child) in (build.host ?? node).children where slot.path.starts(with: path) {
            build.seen.insert(slot)
            if recording { kept.append(child.id) }
        }
        if let ids = rowsByNode[node.id] {
            for id in ids {
                guard let row = rows[id], old.holds(row.path, host: row.host, tab: row.tab) else { continue }
                rows[id]?.start = row.start + shift
                rows[id]?.keptInPass = pass
            }
        }
        // The for-eaches inside its rows stay with them, to be compared when their rows are built again.
        loopsInRender.previous.removeAll { inner in
            guard old.holds(inner.path, host: place.host, tab: place.tab) else { return false }
            var moved = inner
            moved.start += shift
            loopsInRender.made.append(moved)
            return true
        }
        // The ids' reads stay the body's dependencies (§37): they are made again, the ids not compared.
        if old.idsRead, case .list(let items) = list {
            for item in items {
                var locals = Dictionary<String, Value>(minimumCapacity: 2)
                locals[f.variable] = item
                _ = try Evaluator.evaluate(f.id, in: scope.with(locals))
            }
        }
        loopsInRender.made.append(KeptLoop(path: path, place: place, data: list, start: here, count: old.count, idsRead: old.idsRead))
        if recording {
            var because = facts.data == .range ? "its range \(f.items.source) is unchanged" : "its data \(f.items.source) is unchanged"
            if let beside = Self.besides(f) { because = beside + "; " + because }
            emit(.forEachCompared(node.ref, data: f.items.source, place: describe(place, path, of: node), equal: true,
                                  because: because, kept: kept))
        }
        return (true, true)
    }

    /// A for-each built under the rule (`keepLoop` found it comparable): kept, so that the next
    /// render can compare it.
    func builtLoop(_ f: ForEachDecl, list: Value, path: [PathStep], place: LoopPlace, from start: Int, into build: BodyBuild) {
        var idsRead = false
        if case .list(let items) = list, case .model = items.first, f.id.source != f.variable { idsRead = true }
        loopsInRender.made.append(KeptLoop(path: path, place: place, data: list, start: rowBase + start,
                                           count: build.output.count - start, idsRead: idsRead))
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

    /// Drops the rows a kept for-each had in its output: it is built again, or gone. The rows of
    /// a for-each inside its rows that the render has yet to compare stay until it does.
    func forgetRows(of node: Node, in loop: KeptLoop) {
        guard let ids = rowsByNode[node.id] else { return }
        for id in ids {
            guard let row = rows[id], loop.holds(row.path, host: row.host, tab: row.tab) else { continue }
            if loopsInRender.previous.contains(where: { $0.holds(row.path, host: row.host, tab: row.tab) && loop.holds($0.path, host: row.host, tab: row.tab) }) { continue }
            forget(row: id)
        }
    }

    /// Why a for-each compares unequal, in the trace's words.
    static func unequal(_ f: ForEachDecl, _ facts: LoopFacts, captured: [String], locals: [String], computedMember: String?) -> String {
        if !captured.isEmpty {
            return "its content uses \(captured.joined(separator: ", ")), so the closure captured "
                + "\(ClosureValue.captured(captured, locals: locals)) and compares unequal"
        }
        switch facts.data {
        case .binding: return "its data \(f.items.source) is a binding, whose rows' bindings are made again at each render"
        case .computed: return "its data \(f.items.source) is computed, a new array at each render"
        case .stored where computedMember != nil: return "its data \(f.items.source) is computed (\(computedMember!) is a computed property), a new array at each render"
        case .stored, .range: return "its data \(f.items.source) changed"
        }
    }
}
