/// A `for-each`'s content is an escaping closure that ForEach runs row by row, outside the body
/// that wrote it: the @Observable values a row reads are that row's dependencies, not the body's
/// (docs/semantics.md §37). A write to one rebuilds that row alone: its texts are evaluated and
/// its children initialized again, and the body around it does not run.
///
/// Only rows that read such a value are kept, and the rows of a for-each with `on-delete:` or
/// `on-move:`, which a swipe or a drag finds (§43); a body whose rows do neither costs nothing here.
struct ForEachRow {
    /// The node whose body wrote the for-each, in whose scope the row is built.
    let node: Int
    /// Where the row's items are: the output of `node`, or of the stack whose root (`host`) or the
    /// tab view whose tab (`host`, `tab`) the body built them into.
    let host: Int?
    let tab: Int?
    /// The content closure's elements and the way to them (the loop's path and the element's id).
    let body: [Element]
    let path: [PathStep]
    /// The names the row sees: the element, its index, its binding, and the loop's outer names.
    let locals: [String: Value]
    /// The element's id, as the log names the row.
    let label: String
    /// The @Observable reads its last build made.
    var reads = ReadSet()
    /// For a row of a for-each with `on-delete:`, `on-move:`, `swipe-actions:` or `selection:`: its offset in the data, its id and the for-each.
    var edit: RowEdit?
    /// Where its items and child slots are in the node's output.
    var start = 0
    var count = 0
    var builtInPass = 0
    /// The pass in which its body rendered and kept it, its for-each comparing equal (§95).
    var keptInPass = 0
}

extension Dependency {
    /// Whether Observation tracks the read for whatever runs it (a model's field, an observed
    /// creation count), rather than a property wrapper of the view (state, environment, storage).
    var isObservationTracked: Bool {
        switch self {
        case .field, .creations: return true
        case .state, .object, .environment, .storage: return false
        }
    }
}

extension Graph {
    /// Two elements of a for-each with one id, met at a render: the step whose update made the
    /// list, as the cause is not at the id's place. SwiftUI goes on after logging a warning, and
    /// which row keeps which state is undefined; a spec stops ([D], docs/semantics.md §7).
    func duplicateRowID(_ id: Value, at location: Location) -> Diagnostic {
        let when = stepRunning.map { $0.index == 0 ? ", at launch" : ", in step \($0.index) (\($0.summary))" } ?? ""
        return Diagnostic("for-each: the id \(id.literal.quotable) occurs more than once\(when)", at: location,
                          hint: ForEachDecl.duplicateIDHint(id))
    }

    /// A for-each of a body: its data evaluated, then each row built, unless the ForEach is equal
    /// to the one the last render built there (§95), whose rows are kept as they are.
    func renderForEach(_ f: ForEachDecl, path loop: [PathStep], in scope: NodeScope, into build: inout BodyBuild) throws {
        // Refused by the checks before any run; a loop they did not reach is refused here.
        if f.idMissing { throw ForEachDecl.missingID(variable: f.variable, list: f.items, elementType: nil, at: f.location) }
        var list = try Evaluator.evaluate(f.items, in: scope)
        // Compared where the body's output, a row, a container's content, a stack's root or a tab
        // holds it; a screen's content and a closure's content are built again with what holds them.
        let place = build.loops
        let facts = place == nil ? nil : scope.node.componentBox.loops[f.location]
        // Whether the rows built below are kept for the next render's comparison.
        var comparable = false
        if let facts, let place {
            let decided = try keepLoop(f, facts: facts, list: list, path: loop, place: place, in: scope, into: &build)
            if decided.kept { return }
            comparable = decided.comparable
        }
        let start = build.output.count
        let data = list
        // `ForEach($items)`: the body reads the list through the binding, for its indices (§34).
        let source: BindingRef?
        if case .binding(let b) = list { source = b; list = try read(b, for: scope.node, at: f.items.location) } else { source = nil }
        let elementBinding = source == nil ? "" : "$" + f.variable
        guard case .list(let items) = list else {
            throw Diagnostic("`for-each:` needs a list; \(f.items.source.quotable) is \(list.typeName) \(list.literal.quotable)",
                             at: f.items.location, hint: "a list is written [a, b, c]")
        }
        var ids: Set<Value> = []
        for index in 0..<items.count {
            let item = items[index]
            shownItems += 1
            try checkWork(at: f.items.location)
            // Sized for all its names at once: each one added past the first grew the table.
            var locals = Dictionary<String, Value>(minimumCapacity: 3)
            locals[f.variable] = item
            if let name = f.indexVariable { locals[name] = .int(index) }
            if let source {
                var element = source.appending(.index(index))
                element.made = newClosureContext()   // `Binding(get:set:)`, made again at each render (§34)
                locals[elementBinding] = .binding(element)
            }
            let inner = scope.with(locals)
            let id = try Evaluator.evaluate(f.id, in: inner)
            guard ids.insert(id).inserted else { throw duplicateRowID(id, at: f.id.location) }
            // A row that can be deleted, moved, swiped or selected is kept, with its offset and the body's own names (§43, §51, §52).
            let edit = f.onDelete == nil && f.onMove == nil && f.swipeActions == nil && f.selection == nil ? nil
                : RowEdit(offset: index, loop: f, locals: scope.locals, id: id)
            try renderRow(f.body, path: loop.then(.key(id)), label: id.literal, in: inner, edit: edit, into: &build)
        }
        if comparable, let place { builtLoop(f, list: data, path: loop, place: place, from: start, into: build) }
    }

    /// Renders one row of a for-each into the body's output. Its @Observable reads are gathered
    /// for the row; if it made any, the row is kept, so that a write to one rebuilds it alone.
    func renderRow(_ body: [Element], path: [PathStep], label: @autoclosure () -> String, in scope: NodeScope,
                   edit: RowEdit? = nil, into build: inout BodyBuild) throws {
        // Only the reads are gathered while the row is built: the row is made if it read any.
        let outer = rowBuilding, outerOrder = rowReadOrder
        rowBuilding = ReadSet()
        if recording { rowReadOrder = [] }
        defer { rowBuilding = outer; if recording { rowReadOrder = outerOrder } }
        let start = build.output.count
        try renderElements(body, path: path, in: scope, into: &build)
        guard let reads = rowBuilding, !reads.isEmpty || edit != nil else { return }
        if recording && !reads.isEmpty { emit(.rowRead(scope.node.ref, row: label(), dependencies: rowReadOrder)) }
        var row = ForEachRow(node: scope.node.id, host: build.host?.id, tab: build.tab, body: body, path: path,
                             locals: scope.locals, label: label())
        row.reads = reads
        row.edit = edit
        row.start = rowBase + start
        row.count = build.output.count - start
        row.builtInPass = pass
        keep(row, as: nextRowID)
        nextRowID += 1
    }

    /// Records a read made while a row is built, for the row.
    func recordRowRead(_ key: ReadKey, _ dependency: @autoclosure () -> Dependency) {
        guard rowBuilding?.insert(key) == true, recording else { return }
        rowReadOrder.append(dependency())
    }

    private func keep(_ row: ForEachRow, as id: Int) {
        rows[id] = row
        rowsByNode[row.node, default: []].append(id)
        // Rows go into the readers index as negative numbers, beside the nodes' ids.
        for key in row.reads {
            if let i = readers.index(forKey: key) { readers.values[i].insert(-id) } else { readers[key] = .one(-id) }
        }
    }

    /// Drops a row: from the table, the readers index and (unless its node's list is being
    /// dropped whole) its node's list.
    func forget(row id: Int, listed: Bool = true) {
        guard let row = rows.removeValue(forKey: id) else { return }
        invalidRows[id] = nil
        if listed, let i = rowsByNode.index(forKey: row.node) {
            rowsByNode.values[i].removeAll { $0 == id }
            if rowsByNode.values[i].isEmpty { rowsByNode.remove(at: i) }
        }
        for key in row.reads {
            guard let i = readers.index(forKey: key) else { continue }
            if readers.values[i].removing(-id) { readers.remove(at: i) }
        }
    }

    /// Forgets a node's rows: its body runs again and builds them anew, or it is gone. The rows of
    /// the for-eaches in `kept` stay until the render compares them (§95).
    func forgetRows(of node: Node, keeping kept: [KeptLoop]? = nil) {
        guard let kept else {
            guard let ids = rowsByNode.removeValue(forKey: node.id) else { return }
            for id in ids { forget(row: id, listed: false) }
            return
        }
        for id in rowsByNode[node.id] ?? [] {
            guard let row = rows[id] else { continue }
            if kept.contains(where: { $0.holds(row.path, host: row.host, tab: row.tab) }) { continue }
            forget(row: id)
        }
    }

    /// Forgets the rows a body built into a stack's root or a tab view's tabs, which it builds
    /// again, but those of a for-each there that the render has yet to compare (§95).
    func forgetRows(of owner: Node, hostedBy host: Node) {
        guard let ids = rowsByNode[owner.id] else { return }
        for id in ids {
            guard let row = rows[id], row.host == host.id else { continue }
            if loopsInRender.previous.contains(where: { $0.holds(row.path, host: row.host, tab: row.tab) }) { continue }
            forget(row: id)
        }
    }

    /// A written value a row read: the row is due in the next pass.
    func invalidateRow(_ id: Int, _ why: Invalidation) {
        guard let row = rows[id], let node = nodes[row.node] else { return }
        if invalidRows[id] == nil { invalidRows[id] = why }
        emit(.rowInvalidated(node.ref, row: row.label, because: why.text))
    }

    /// The rows due now: invalid, not built in this pass, whose node has not rendered in it (a
    /// render of the node builds every row again) or kept them (§95). Stale entries are dropped.
    func dueRows() -> [Int] {
        var due: [Int] = []
        for id in invalidRows.keys {
            guard let row = rows[id], let node = nodes[row.node] else { invalidRows[id] = nil; continue }
            if row.builtInPass < pass && (node.renderedInPass < pass || row.keptInPass == pass) { due.append(id) }
        }
        return due
    }

    /// Builds one row again on its own: its content runs in the body's scope with the row's names,
    /// its items replace the old ones in the output that holds them, its children are initialized
    /// again (and those it no longer shows destroyed), then rendered as a body's children are.
    func rebuildRow(_ id: Int) throws {
        guard let old = rows[id], let node = nodes[old.node], let why = invalidRows[id] else { return }
        let host = old.host.flatMap { nodes[$0] }
        if old.host != nil && host?.screen == nil { return forget(row: id) }
        try checkWork(at: node.componentBox.decl.location)
        forget(row: id)
        // The for-eaches in the row are compared with those its last build made (§95), as in a render.
        let place: LoopPlace? = switch (host?.screen?.kind, old.tab) {
        case (nil, _): node.screen == nil ? .body : nil
        case (_?, let tab?): .tab(host: host!.id, index: tab)
        case (.stack?, nil): .root(host: host!.id)
        default: nil
        }
        let inside = place == nil ? [] : (keptLoops[node.id] ?? []).filter { $0.isInside(old.path, host: old.host, tab: old.tab) }
        // Rows nested in this one are built again with it, but those of a for-each it may keep;
        // the ones after it in the same output move.
        let end = old.start + old.count
        let siblings = (rowsByNode[node.id] ?? []).filter { rows[$0].map { $0.host == old.host && $0.tab == old.tab } ?? false }
        for inner in siblings {
            guard let row = rows[inner], row.start >= old.start && row.start + row.count <= end else { continue }
            if !inside.contains(where: { $0.holds(row.path, host: row.host, tab: row.tab) }) { forget(row: inner) }
        }
        let after = siblings.filter { (rows[$0]?.start ?? -1) >= end }
        emit(.rowRebuilt(node.ref, row: old.label, because: why.text))
        if typedTexts != nil || typing != nil { forgetTypedTexts(of: node, under: old.path) }

        // A row is rebuilt between renders, where no row is being built and `rowBase` is 0.
        let outerReader = reader
        defer { reader = outerReader; rowBase = 0 }
        reader = node
        rowBase = old.start
        let oldReads = node.reads
        var build = BodyBuild(hidden: !node.appeared, offScreenBody: !node.appeared)
        let scope = NodeScope(graph: self, node: node, locals: old.locals)
        if let host, let state = host.screen {
            // As `renderStack` and `renderTabs` build a stack's root and a tab's content.
            build.host = host
            if case .stack(let decl) = state.kind {
                build.hidden = try build.hidden || !quietly { try stackPath(decl, of: host, in: scope) }.isEmpty
            }
            if let tab = old.tab {
                build.tab = tab
                build.hidden = build.hidden || tab != state.selected
                build.deferBodies = !state.visited.contains(tab)
            }
        }
        build.loops = place
        let outerLoops = loopsInRender
        loopsInRender = LoopsInRender(firstRender: false, previous: inside)
        defer { loopsInRender = outerLoops }
        try renderRow(old.body, path: old.path, label: old.label, in: scope, edit: old.edit, into: &build)
        for gone in loopsInRender.previous { forgetRows(of: node, in: gone) }
        let made = loopsInRender.made
        loopsInRender = outerLoops
        let holder = host ?? node
        for (slot, child) in holder.children where slot.path.starts(with: old.path) && !build.seen.contains(slot) {
            destroy(child, leaving: removalTransition(from: holder), why: Self.identityLoss(of: slot, in: build))
            holder.children[slot] = nil
        }
        let shift = build.output.count - old.count
        if shift != 0 { for later in after { rows[later]?.start += shift } }
        if var kept = keptLoops[node.id] ?? (made.isEmpty ? nil : []) {
            // The kept for-eaches of the row's output: the one holding the row grows, those after it
            // move, and those inside it are the ones it made now.
            kept.removeAll { $0.isInside(old.path, host: old.host, tab: old.tab) }
            for i in kept.indices where shift != 0 && kept[i].place.host == old.host && kept[i].place.tab == old.tab {
                if kept[i].start >= end { kept[i].start += shift }
                else if kept[i].start <= old.start && kept[i].start + kept[i].count >= end { kept[i].count += shift }
            }
            kept += made
            keptLoops[node.id] = kept.isEmpty ? nil : kept
        }
        if let host, let state = host.screen {
            if let tab = old.tab {
                state.tabOutputs[tab].replaceSubrange(old.start ..< end, with: build.output)
                show(state.tabOutputs.flatMap { $0 }, of: host)
            } else {
                state.rootOutput.replaceSubrange(old.start ..< end, with: build.output)
                show(state.rootOutput + state.pushed.map { .child($0.slot) }, of: host)
            }
        } else {
            var output = node.output
            output.replaceSubrange(old.start ..< end, with: build.output)
            show(output, of: node)
        }
        emitControls(of: holder, holder.output)
        // The state the row read, the body depends on, as it does on the state its rows read.
        index(node, old: oldReads)
        reader = outerReader
        rowBase = 0
        try renderDue(build.due)
    }
}

extension Graph {
    /// One round of a pass with rows due: nodes and rows by depth, a row at its node's depth after
    /// the nodes there, so that a node renders before the rows and children under it.
    func render(_ due: [Node], rows rowIDs: [Int]) throws {
        var entries: [(depth: Int, row: Int, node: Node)] = due.map { ($0.depth, 0, $0) }
        for id in rowIDs { if let row = rows[id], let node = nodes[row.node] { entries.append((node.depth, id, node)) } }
        entries.sort { a, b in
            if a.depth != b.depth { return a.depth < b.depth }
            if (a.row == 0) != (b.row == 0) { return a.row == 0 }
            return a.row == 0 ? a.node.id < b.node.id : a.row < b.row
        }
        for entry in entries {
            if entry.row == 0 {
                guard entry.node.renderedInPass < pass, nodes[entry.node.id] != nil, let why = invalid[entry.node.id] else { continue }
                try render(entry.node, cause: why.cause)
            } else if let row = rows[entry.row], invalidRows[entry.row] != nil, row.builtInPass < pass,
                      let node = nodes[row.node], node.renderedInPass < pass || row.keptInPass == pass {
                try rebuildRow(entry.row)
            }
        }
    }
}
